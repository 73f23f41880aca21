/**
 * Menu entries of the special attacks (after the plain attacks, menu.ts): with an Attack action
 * left and not grappling, Disarm (each weapon in hand × each foe in melee holding a non-natural
 * weapon), Grapple and Trip against each foe in melee still fighting (not Trip on the prone, not
 * Grapple on someone already in a grapple), each with its odds, left out when its effect cannot
 * land at all (0%: e.g. a Disarm check that always succeeds). In a grapple, grapple/'s entries
 * instead. Every entry is planned by plan.ts, as decide does, so decide accepts it.
 */
import { pct } from '../attack/index.js';
import {
  distance,
  type ActionOption,
  type Combatant,
  type CombatState,
} from '../../../engine/index.js';
import { cannotSpend, cannotAttack } from '../actions/index.js';
import { grappleOf } from '../state.js';
import { grappleMenu } from '../grapple/index.js';
import { SPECIAL_OF, specialPlanOdds } from './odds.js';
import { MELEE_REACH } from '../ranges/index.js';
import { planSpecial } from './plan.js';
import { dataOf, gameOf, healthOf, sheetOf } from '../state.js';

function entry(
  state: CombatState,
  c: Combatant,
  type: 'Disarm' | 'Grapple' | 'Trip',
  data: Record<string, unknown>,
  label: string,
): ActionOption | undefined {
  const planned = planSpecial(state, c, data, SPECIAL_OF[type]);
  if (!planned.ok) return undefined;
  const { hit, note, effect } = specialPlanOdds(planned.value);
  // An entry that can never land its effect only wastes the Attack action: left out.
  if (effect === 0) return undefined;
  return {
    command: { type, data },
    label: `${label} (effect ${pct(effect)})`,
    odds: { hit, note },
  };
}

function specials(state: CombatState, c: Combatant): ActionOption[] {
  const options: ActionOption[] = [];
  const mine = sheetOf(c).weapons;
  const myDropped = dataOf(c).dropped;
  for (const key in state.combatants) {
    const foe = state.combatants[key];
    if (!foe || foe.side === c.side || healthOf(foe) !== 'fighting') continue;
    if (distance(c.position, foe.position) > MELEE_REACH + 1e-9) continue;
    const theirs = dataOf(foe).dropped;
    const held = sheetOf(foe).weapons.find((w) => !w.natural && !theirs.includes(w.name));
    if (held)
      for (const w of mine) {
        if (myDropped.includes(w.name)) continue;
        const data = { target: foe.id, weapon: w.name, targetWeapon: held.name };
        const o = entry(
          state,
          c,
          'Disarm',
          data,
          `Disarm ${foe.name}'s ${held.name} with ${w.name}`,
        );
        if (o) options.push(o);
      }
    const grapple = entry(state, c, 'Grapple', { target: foe.id }, `Grapple ${foe.name}`);
    if (grapple) options.push(grapple);
    const trip = entry(state, c, 'Trip', { target: foe.id }, `Trip ${foe.name}`);
    if (trip) options.push(trip);
  }
  return options;
}

export function specialMenu(state: CombatState, c: Combatant): ActionOption[] {
  const d = dataOf(c);
  const g = grappleOf(gameOf(state), c.id);
  if (!g) {
    if (cannotSpend(d, 'attack') || cannotAttack(state, c)) return [];
    return specials(state, c);
  }
  return grappleMenu(state, c, g);
}
