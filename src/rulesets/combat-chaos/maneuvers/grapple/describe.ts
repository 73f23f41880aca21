/** The grapple's log lines (seed 002, Grapple): the attempt, an escape, a release. */
import type { CombatState } from '../../../../engine/index.js';
import type { EscapeAttemptedData, GrappleAttemptedData, GrappleEndedData } from '../../events.js';
import { nameOf } from '../../state.js';
import { contestText, outcome } from '../lines.js';

export function grappleLine(s: CombatState, g: GrappleAttemptedData): string {
  const whom = nameOf(s, g.target);
  return `${nameOf(s, g.actor)} tries to grapple ${whom}: ${contestText(s, g.contest)}${outcome(s, g.win, g.awaits, g.actor, `${whom} is grappled (speed 0)`, `${whom} resists`)}`;
}

export function escapeLine(s: CombatState, x: EscapeAttemptedData): string {
  const who = nameOf(s, x.actor);
  return `${who} tries to escape ${nameOf(s, x.grappler)}'s grapple: ${contestText(s, x.contest)} — ${x.win ? `${who} breaks free` : 'still held'}`;
}

export const releaseLine = (s: CombatState, g: GrappleEndedData): string =>
  `${nameOf(s, g.grappler)} releases ${nameOf(s, g.grappled)}`;
