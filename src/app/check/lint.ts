/**
 * Warnings about an encounter that loads but is likely not what its author meant (issue 16, item
 * 7): the rule set's own checks (`RuleSet.lint`: attacking unskilled, weapons that do almost
 * nothing, options that do nothing here), each placed at its combatant's line; and, for `fray
 * check` only, a short simulation saying when fights last too long. Pure but the simulation,
 * which plays its fights in this thread.
 */
import { createCombat, own, type LintWarning } from '../../engine/index.js';
import type { Seed } from '../../dice/index.js';
import type { Encounter } from '../encounter/file.js';
import { simulateEncounter } from '../sim/simulate.js';

export interface EncounterWarning extends LintWarning {
  readonly file: string;
  /** The line of the combatant's entry, or 1 for the whole encounter. */
  readonly line: number;
}

/** The rule set's static warnings about the encounter as loaded (before its script). */
export function lintEncounter(encounter: Encounter): readonly EncounterWarning[] {
  const { ruleSet } = encounter;
  if (!ruleSet.lint) return [];
  const made = createCombat(ruleSet, encounter.spec);
  if (!made.ok) return [];
  return ruleSet.lint(made.value).map((w) => ({
    ...w,
    file: encounter.file,
    line: (w.combatant === undefined ? undefined : own(encounter.combatantLines, w.combatant)) ?? 1,
  }));
}

/**
 * Mean rounds above which `fray check` says a fight is long, by rule set (--max-rounds): about
 * twice the examples' (l5r4e and combat-chaos 3–6 rounds; Elan & Moxie, whose 15-wound track is
 * worn down a few wounds a hit, 10–30).
 */
export const LONG_FIGHT_ROUNDS: Readonly<Record<string, number>> = {
  l5r4e: 12,
  'elan-moxie': 40,
  'combat-chaos': 12,
};
export const DEFAULT_LONG_FIGHT_ROUNDS = 10;
export const CHECK_FIGHTS = 200;

export interface LongFightCheck {
  readonly fights?: number;
  readonly maxRounds?: number;
  readonly seed?: Seed;
}

/**
 * Plays `fights` fights (200, seeded: the file's seed, else 1) with the file's or default tactics;
 * a warning when they last more than `maxRounds` rounds on average, or when most end in a draw.
 */
export async function longFightWarnings(
  encounter: Encounter,
  check: LongFightCheck = {},
): Promise<{ meanRounds: number; warnings: readonly EncounterWarning[] }> {
  const max =
    check.maxRounds ?? own(LONG_FIGHT_ROUNDS, encounter.ruleSet.id) ?? DEFAULT_LONG_FIGHT_ROUNDS;
  const runs = check.fights ?? CHECK_FIGHTS;
  const r = await simulateEncounter(encounter, {
    runs,
    workers: 0,
    ...(check.seed === undefined ? {} : { seed: check.seed }),
  });
  if (!r.ok) return { meanRounds: NaN, warnings: [] };
  const { rounds, draw } = r.value.summary;
  const warnings: EncounterWarning[] = [];
  if (rounds.mean > max)
    warnings.push({
      code: 'check/long-fight',
      file: encounter.file,
      line: 1,
      message: `the fights last ${rounds.mean.toFixed(1)} rounds on average (${String(runs)} simulated), more than ${String(max)}`,
      hint: 'the weapons may do too little against the armor and health here; fray sim shows who deals what (--max-rounds N to change the limit)',
    });
  const draws = draw.p;
  if (draws > 0.5)
    warnings.push({
      code: 'check/draws',
      file: encounter.file,
      line: 1,
      message: `${(draws * 100).toFixed(0)} % of the simulated fights reach the round cap undecided`,
      hint: 'nobody can finish the other side: check the weapons, or a side that cannot reach its foes',
    });
  return { meanRounds: rounds.mean, warnings };
}
