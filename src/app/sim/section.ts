/**
 * The `sim` section of an encounter file (docs/simulator.md): the round cap and who fights with
 * which policy, by combatant id, else by side, else `default`. Checked with the rest of the file,
 * each problem a line-numbered issue. Pure: module paths are kept as written and loaded later.
 */
import { own, type CombatState, type Command, type RuleSet } from '../../engine/index.js';
import { makePolicy, tacticsOf } from '../../sim/index.js';
import { isRecord, type Issues } from '../file-issue.js';
import { didYouMean } from '../suggest.js';

/** A tactic by name with its parameters, or a JavaScript module (a path as written in the file). */
export type PolicyRef =
  | { readonly tactic: string; readonly params: Readonly<Record<string, number>> }
  | { readonly module: string };

export interface SimSection {
  readonly roundCap?: number;
  /** By combatant id, side, or `default`. */
  readonly policies: Readonly<Record<string, PolicyRef>>;
}

export const MAX_ROUND_CAP = 10_000;
const MODULE = /\.(c|m)?js$/;

/** Reads a policy as written: "aggressive", "./mine.js", or { tactic: aggressive, raiseThreshold: 0.7 }. */
export function readPolicyRef(value: unknown): PolicyRef | string {
  if (typeof value === 'string') {
    if (MODULE.test(value)) return { module: value };
    return { tactic: value, params: {} };
  }
  if (!isRecord(value))
    return 'a policy is a tactic name, a .js module path, or { tactic: <name>, <parameter>: <number> }';
  const { tactic, ...rest } = value;
  if (typeof tactic !== 'string') return 'a policy given as a map needs tactic: <name>';
  const params: Record<string, number> = {};
  for (const [k, v] of Object.entries(rest)) {
    if (typeof v !== 'number') return `the parameter ${k} of a tactic is a number`;
    params[k] = v;
  }
  return { tactic, params };
}

/** Checks the `sim` section against the rule set and the combatants; undefined when it is wrong. */
export function readSimSection(
  value: unknown,
  rs: RuleSet,
  initial: CombatState | undefined,
  issues: Issues,
): SimSection | undefined {
  if (value === undefined) return { policies: {} };
  const before = issues.list.length;
  if (!isRecord(value)) {
    issues.add(
      ['sim'],
      'sim is a map',
      'e.g. sim: { roundCap: 60, policies: { default: aggressive } } (docs/simulator.md)',
    );
    return undefined;
  }
  for (const key of Object.keys(value))
    if (key !== 'roundCap' && key !== 'policies')
      issues.add(
        ['sim', key],
        `unknown field "${key}"`,
        `${didYouMean(key, ['roundCap', 'policies'])}the fields of sim are roundCap and policies`,
      );
  const { roundCap, policies } = value;
  if (
    roundCap !== undefined &&
    !(
      typeof roundCap === 'number' &&
      Number.isInteger(roundCap) &&
      roundCap >= 1 &&
      roundCap <= MAX_ROUND_CAP
    )
  )
    issues.add(
      ['sim', 'roundCap'],
      `roundCap is a whole number from 1 to ${MAX_ROUND_CAP}, not ${JSON.stringify(roundCap)}`,
      'a fight still going after this many rounds counts as a draw',
    );
  const out: Record<string, PolicyRef> = {};
  if (policies !== undefined && !isRecord(policies))
    issues.add(
      ['sim', 'policies'],
      'policies is a map',
      'keys are combatant ids, sides or default; values tactic names or module paths',
    );
  else if (policies !== undefined) {
    const ids = initial ? Object.keys(initial.combatants) : [];
    const sides = initial ? [...new Set(Object.values(initial.combatants).map((c) => c.side))] : [];
    const keys = ['default', ...ids, ...sides];
    const tactics = Object.keys(tacticsOf(rs));
    for (const [key, raw] of Object.entries(policies)) {
      const path = ['sim', 'policies', key];
      if (initial && !keys.includes(key))
        issues.add(
          path,
          `no combatant or side is called "${key}"`,
          `${didYouMean(key, keys)}the keys are default, the combatants' ids (${ids.join(', ')}) and the sides (${sides.join(', ')})`,
        );
      const ref = readPolicyRef(raw);
      if (typeof ref === 'string') {
        issues.add(
          path,
          ref,
          `the tactics of ${rs.id} are ${tactics.join(', ')} (docs/simulator.md)`,
        );
        continue;
      }
      if ('tactic' in ref) {
        const made = makePolicy(rs, ref.tactic, ref.params);
        if (!made.ok) {
          issues.add(
            path,
            made.error.message,
            'fray sim <file> --tactics lists the tactics with their parameters',
          );
          continue;
        }
      }
      out[key] = ref;
    }
  }
  if (issues.list.length > before) return undefined;
  return { ...(typeof roundCap === 'number' ? { roundCap } : {}), policies: out };
}

/** The policy reference of a combatant: by id, else side, else `default`, else `fallback`. */
export function policyRefOf(
  section: SimSection,
  id: string,
  side: string,
  fallback: PolicyRef,
): PolicyRef {
  return (
    own(section.policies, id) ??
    own(section.policies, side) ??
    own(section.policies, 'default') ??
    fallback
  );
}

/** How a reference reads in reports: `aggressive`, `aggressive(raiseThreshold=0.7)`, `./mine.js`. */
export function policyLabel(ref: PolicyRef): string {
  if ('module' in ref) return ref.module;
  const params = Object.entries(ref.params);
  return params.length
    ? `${ref.tactic}(${params.map(([k, v]) => `${k}=${v}`).join(', ')})`
    : ref.tactic;
}

/**
 * The fight as the file sets it up: its script's commands before StartCombat (an ambush, surprise,
 * Stances before Initiative, a duel), played at the start of every simulated fight; the rest of
 * the script is the policies' to play. None when the script has no StartCombat.
 */
export function setupOf(script: readonly Command[]): readonly Command[] {
  const start = script.findIndex((c) => c.type === 'StartCombat');
  return start < 0 ? [] : script.slice(0, start);
}
