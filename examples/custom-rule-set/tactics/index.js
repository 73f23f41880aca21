// @ts-check
/**
 * The simulator's tactic of Two Sixes that combines the areas: `cautious` defends when hurt, else
 * attacks the foe with the fewest Hit Points left (the generic `aggressive` and `random` also work,
 * the former from the attack's exact odds).
 */
import { hasActed } from '../actions/index.js';
import { isDown } from '../health/index.js';
import { combatant, dataOf, sheetOf } from '../state.js';

/** @import { Tactic } from 'fray' */

/** @type {Tactic} */
export const cautious = {
  description: 'defend below a share of one’s Hit Points, else attack the weakest foe',
  params: {
    defendBelow: {
      description: 'defend while Hit Points left are under this percent of the full Hit Points',
      default: 50,
      min: 0,
      max: 100,
    },
  },
  make: (params) => ({
    name: 'cautious',
    choose(ctx) {
      const { state, actor } = ctx;
      if (state.current !== actor || hasActed(state, actor)) return { type: 'EndTurn' };
      const hp = dataOf(state, actor).hp;
      if (hp * 100 < (params['defendBelow'] ?? 50) * sheetOf(state, actor).hp)
        return { type: 'Defend' };
      const side = combatant(state, actor).side;
      const foes = Object.values(state.combatants)
        .filter((c) => c.side !== side && !isDown(state, c.id))
        .sort((a, b) => dataOf(state, a.id).hp - dataOf(state, b.id).hp || (a.id < b.id ? -1 : 1));
      const target = foes[0];
      return target ? { type: 'Attack', data: { target: target.id } } : { type: 'EndTurn' };
    },
  }),
};

export const TACTICS = { cautious };
