/**
 * The maneuvers' menu entries, each from its folder and only when its conditions hold (Grapple,
 * Push and Trip by a test against foes within arm's length, Disarm and Trip by an attack against
 * foes a melee weapon in hand reaches, Constrict only with a grappled opponent, Kipup only prone
 * with acrobatics, Stand only prone, Escape only grappled, Release only grappling, PickUp only with
 * a weapon on the ground), each roll with its exact odds: `hit` is P(win) of the opposed roll with
 * its advantage or disadvantage (ties go to the defender), or P(hit) of Trip's attack roll.
 */
import type { ActionOption, Combatant, CombatState } from '../../../engine/index.js';
import { spellEntries } from '../spells/index.js';
import { dataOf, isUp } from '../state.js';
import { braceEntries } from './brace/menu.js';
import { chargeEntries } from './charge/menu.js';
import { defendEntries } from './defend/menu.js';
import { supportEntries } from './support/menu.js';
import { constrictEntries } from './constrict/menu.js';
import { disarmEntries, pickUpEntries } from './disarm/menu.js';
import { escapeEntries, grappleEntries, releaseEntries } from './grapple/menu.js';
import { getUpEntries } from './kipup/menu.js';
import { pushEntries } from './push/menu.js';
import { tripEntries } from './trip/menu.js';

/** The attacks feature's entries (issue 6): Charge, Brace, Defend, Support, and CastSpell. */
export function menuAttacks(s: CombatState, me: Combatant): ActionOption[] {
  const foes: Combatant[] = [];
  const allies: Combatant[] = [];
  for (const c of Object.values(s.combatants))
    if (c.id !== me.id && isUp(c)) (c.side === me.side ? allies : foes).push(c);
  return [
    ...chargeEntries(s, me, foes),
    ...braceEntries(me),
    ...defendEntries(me, allies),
    ...supportEntries(me, allies, foes),
    ...spellEntries(s, me, foes),
  ];
}

export function menuManeuvers(s: CombatState, me: Combatant): ActionOption[] {
  const out: ActionOption[] = [];
  if (dataOf(me).budget.action >= 1)
    for (const id in s.combatants) {
      const t = s.combatants[id];
      if (t && t.side !== me.side && isUp(t))
        out.push(
          ...grappleEntries(s, me, t),
          ...pushEntries(s, me, t),
          ...disarmEntries(s, me, t),
          ...tripEntries(s, me, t),
        );
    }
  out.push(
    ...constrictEntries(s, me),
    ...releaseEntries(s, me),
    ...getUpEntries(s, me),
    ...escapeEntries(s, me),
    ...pickUpEntries(me),
  );
  return out;
}
