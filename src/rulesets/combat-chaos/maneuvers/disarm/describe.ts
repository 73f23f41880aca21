/** Disarm's log lines (seed 002, Disarm): the attempt, and a weapon picked up again. */
import type { CombatState } from '../../../../engine/index.js';
import type { DisarmAttemptedData, WeaponPickedUpData } from '../../events.js';
import { nameOf } from '../../state.js';
import { contestText, outcome } from '../lines.js';

export function disarmLine(s: CombatState, x: DisarmAttemptedData): string {
  const whom = nameOf(s, x.target);
  return `${nameOf(s, x.actor)} tries to disarm ${whom} of the ${x.targetWeapon} with the ${x.weapon}: ${contestText(s, x.contest)}${outcome(s, x.win, x.awaits, x.actor, `the ${x.targetWeapon} falls to the ground`, `${whom} keeps hold of it`)}`;
}

export const pickUpLine = (s: CombatState, w: WeaponPickedUpData): string =>
  `${nameOf(s, w.actor)} picks up the ${w.weapon}`;
