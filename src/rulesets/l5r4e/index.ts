/**
 * l5r4e: Legend of the Five Rings 4th edition (seed 000), as a plain RuleSet object: the core
 * loop (sheets, Stances, surprise, Initiative, the action budget, attacks, Wound Ranks, odds) and
 * the features of features/registry.ts (maneuvers, Void Points, the duel, grapples, Fear,
 * conditions, the other Actions, spells, movement and terrain, what happens outside a fight).
 * See README.md for what each seed sentence maps to.
 */
import type { RuleSet } from '../../engine/index.js';
import { autoEndTurn, canAct, isInFight, legalActions } from './menu.js';
import { decide } from './decide.js';
import { describe } from './describe.js';
import { evolve } from './evolve.js';
import { features, roundStartEvents, turnStartEvents } from './features/index.js';
import { EMPTY_GAME } from './state.js';
import { initiative } from './initiative/index.js';
import { lint } from './lint/index.js';
import { odds } from './odds.js';
import { options } from './options.js';
import { setup } from './setup/index.js';
import { status } from './status.js';
import { harmAliases, health } from './wounds/index.js';
import { sim } from './sim.js';

export { sheetSchema } from './sheet.js';
export type { Sheet, Data, SheetInput } from './sheet.js';

export const l5r4e: RuleSet = {
  id: 'l5r4e',
  title: 'Legend of the Five Rings, 4th edition',
  unit: 'ft',
  delay: 'within-round',
  options,
  setup,
  initialGame: () => EMPTY_GAME,
  decide,
  evolve,
  initiative,
  autoEndTurn,
  canAct,
  inFight: isInFight,
  legalActions,
  odds,
  lint,
  describe,
  sim,
  status,
  health,
  outcome: (state) => {
    for (const f of features().outcome) {
      const o = f(state);
      if (o) return o;
    }
    return undefined;
  },
  onRoundStart: roundStartEvents,
  onTurnStart: turnStartEvents,
  commandAliases: harmAliases,
  get afterEnd() {
    return ['AdjustWounds', ...features().afterEnd];
  },
};
