/**
 * The rule set's options (every "within reasonable limit" the seed leaves to the table), with
 * their defaults. The kernel fills defaults in and rejects unknown options and values outside
 * `choices`; `readOptions` gives typed access.
 */
import type { OptionSpec, ValidationIssue } from '../../engine/index.js';

export const TIE_BREAKS = ['agility-then-roll', 'elan-then-roll', 'roll'] as const;
export type TieBreak = (typeof TIE_BREAKS)[number];

export const options: Readonly<Record<string, OptionSpec>> = {
  initiativeTieBreak: {
    description:
      'How equal Initiative scores are ordered (the seed does not say): the higher Agility, ' +
      'then a d20 roll-off (default); the higher Elan, then a roll-off; or a roll-off only.',
    default: 'agility-then-roll',
    choices: TIE_BREAKS,
  },
  freeActionLimit: {
    description:
      'seed 001: "as many Free actions each round as he desires, within reasonable limit": ' +
      'the limit per turn, a whole number ≥ 0.',
    default: 5,
  },
};

export interface EmOptions {
  readonly initiativeTieBreak: TieBreak;
  readonly freeActionLimit: number;
}

const isLimit = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** Typed options; values were checked by {@link checkOptions} when the combatants were set up. */
export function readOptions(o: Readonly<Record<string, unknown>>): EmOptions {
  const tie = o['initiativeTieBreak'];
  const limit = o['freeActionLimit'];
  return {
    initiativeTieBreak: TIE_BREAKS.find((t) => t === tie) ?? 'agility-then-roll',
    freeActionLimit: isLimit(limit) ? limit : 5,
  };
}

/** The checks `choices` cannot express (the kernel resolves options before any `setup`). */
export function checkOptions(o: Readonly<Record<string, unknown>>): ValidationIssue[] {
  const limit = o['freeActionLimit'];
  if (limit === undefined || isLimit(limit)) return [];
  return [{ path: '', message: 'options.freeActionLimit must be a whole number ≥ 0' }];
}
