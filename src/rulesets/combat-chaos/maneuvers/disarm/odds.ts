/**
 * Disarm's odds (seed 002, Disarm): P(win) of the opposed melee attack roll, Combat Chaos naturals
 * included, ties to the defender; it provokes an attack of opportunity first.
 */
import type { Combatant, Command, CombatState, Odds } from '../../../../engine/index.js';
import type { Weapon } from '../../sheet.js';
import { sheetOf } from '../../state.js';
import { held, meleeReaching, provokes } from '../choices.js';
import { contestOdds } from '../contest.js';
import { disarmContest } from './decide.js';

export const disarmWith = (
  s: CombatState,
  me: Combatant,
  t: Combatant,
  w: Weapon,
  tw: Weapon,
): Odds => contestOdds(s, disarmContest(s, me, t, w, tw), provokes(s, t, me, 'disarm'));

/** Disarm's odds for the command: its weapons, or the first that reaches and the first held. */
export function disarmOdds(
  s: CombatState,
  me: Combatant,
  t: Combatant,
  command: Command,
): Odds | undefined {
  const w =
    sheetOf(me).weapons.find((x) => x.name === command.data?.['weapon']) ?? meleeReaching(me, t)[0];
  const tw = held(t).find((x) => x.name === command.data?.['targetWeapon']) ?? held(t)[0];
  return w && tw ? disarmWith(s, me, t, w, tw) : undefined;
}
