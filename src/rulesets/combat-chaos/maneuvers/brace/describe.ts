/** Brace's log lines (seed 002, Brace): the polearm set, and the reaction offered to a charge. */
import type { CombatState, Pending } from '../../../../engine/index.js';
import type { BracedData } from '../../events.js';
import { nameOf } from '../../state.js';
import type { BraceOffer } from './brace.js';

const num = (n: number): string => String(Math.round(n * 10) / 10);

export const bracedLine = (s: CombatState, b: BracedData): string =>
  `${nameOf(s, b.actor)} braces the ${b.weapon} (reach ${num(b.reach)} ft) against a charge`;

/** The Brace reaction's offer (a ReactionOffered or ReactionsQueued entry with trigger 'brace'). */
export function braceOfferLine(s: CombatState, o: Pending): string | undefined {
  if (o.trigger !== 'brace') return undefined;
  const b = o as BraceOffer;
  return `${nameOf(s, b.reactor)} may strike the charging ${nameOf(s, b.data.provoker)} with a braced ${b.data.polearms.join(' or ')} before the charger attacks (Brace)`;
}
