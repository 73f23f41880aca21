/** Initiative's log lines (seed 002, initiative and Hold). */
import type { CombatState, Rolled } from '../../../engine/index.js';
import { shortDice } from '../attack/index.js';
import { nameOf } from '../state.js';

const num = (n: number): string => String(Math.round(n * 10) / 10);
const rolled = (r: Rolled): string => `${shortDice(r.expression)} = ${r.total}`;

export function initiativeLine(s: CombatState, id: string, roll: Rolled): string {
  const who = nameOf(s, id);
  // initiativeGroups: side — a bare number is the side's shared score.
  return /^-?\d+$/.test(roll.expression)
    ? `${who} acts on their side's initiative: ${roll.total}`
    : `${who} rolls initiative: ${rolled(roll)}`;
}

export const heldLine = (s: CombatState, id: string, score: number): string =>
  `${nameOf(s, id)} holds until initiative ${num(score)}`;
