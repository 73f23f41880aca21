/**
 * One simulator task (a range of fights of one encounter, or of two for `--vs`), described by
 * plain data so that it can be sent to a worker thread; `runTask` plays it where it lands (in a
 * worker, or in this thread for `workers: 0`). Built variants and policy modules are cached per
 * thread, so a worker sets an encounter up once for all its tasks.
 */
import { pathToFileURL } from 'node:url';
import type { Seed } from '../../dice/index.js';
import {
  createCombat,
  refuse,
  type CombatantId,
  type Command,
  own,
  type EncounterSpec,
  type Policy,
  type Result,
  type RuleSet,
} from '../../engine/index.js';
import { ruleSetById } from '../../rulesets/registry.js';
import {
  invariantCheck,
  makePolicy,
  runPairedRange,
  runRange,
  type PairTally,
  type Tally,
  type Variant,
} from '../../sim/index.js';
import { policyLabel, type PolicyRef } from './section.js';

/** One encounter as the simulator plays it: the spec, each combatant's policy, the round cap. */
export interface VariantSpec {
  readonly spec: EncounterSpec;
  /** By combatant id; module paths are absolute. */
  readonly policies: Readonly<Record<CombatantId, PolicyRef>>;
  readonly roundCap: number;
  /** The script's commands before its StartCombat, played at the start of every fight. */
  readonly setup: readonly Command[];
  /**
   * The absolute path of the module of its rule set when that is not built in (`--rules`): a
   * worker thread loads it (worker.ts) to find the rule set by id.
   */
  readonly rules?: string;
}

export interface SimTask {
  readonly a: VariantSpec;
  /** `--vs`: the other encounter, played with the same seeds. */
  readonly b?: VariantSpec;
  readonly seed: Seed;
  readonly from: number;
  readonly to: number;
  /** Check the engine's invariants after every event. */
  readonly check: boolean;
}

export type TaskOutcome = Result<
  | { readonly kind: 'tally'; readonly tally: Tally }
  | { readonly kind: 'pair'; readonly pair: PairTally }
>;

/** A policy module's default export: a policy, or just its choose function. */
export async function loadPolicyModule(path: string): Promise<Result<Policy>> {
  let mod: { default?: unknown };
  try {
    mod = (await import(pathToFileURL(path).href)) as { default?: unknown };
  } catch (e) {
    return refuse(
      'sim/bad-policy-module',
      `cannot load the policy module ${path}: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
  const d = mod.default;
  if (typeof d === 'function')
    return { ok: true, value: { name: path, choose: d as Policy['choose'] } };
  if (
    typeof d === 'object' &&
    d !== null &&
    typeof (d as { choose?: unknown }).choose === 'function'
  ) {
    const p = d as { name?: unknown; choose: Policy['choose'] };
    return {
      ok: true,
      value: { name: typeof p.name === 'string' ? p.name : path, choose: p.choose.bind(p) },
    };
  }
  return refuse(
    'sim/bad-policy-module',
    `the policy module ${path} must export default a function (ctx) => command, or { name, choose(ctx) }; it exports ${d === undefined ? 'no default' : typeof d}`,
  );
}

const modules = new Map<string, Promise<Result<Policy>>>();
const built = new Map<string, Promise<Result<Variant>>>();

/** Rule sets by id beside the built-in ones (those loaded with `--rules`). */
export type ExtraRuleSets = Readonly<Record<string, RuleSet>>;

/**
 * The variant's rule set (a built-in one, else one of `extra`), initial state and policies
 * (cached by the spec's JSON).
 */
export function buildVariant(v: VariantSpec, extra: ExtraRuleSets = {}): Promise<Result<Variant>> {
  const key = JSON.stringify(v);
  let b = built.get(key);
  if (!b) {
    b = build(v, extra);
    built.set(key, b);
  }
  return b;
}

async function build(v: VariantSpec, extra: ExtraRuleSets): Promise<Result<Variant>> {
  const rs = ruleSetById(v.spec.ruleSet) ?? own(extra, v.spec.ruleSet);
  if (!rs) return refuse('sim/unknown-rule-set', `no rule set ${v.spec.ruleSet}`);
  const made = createCombat(rs, v.spec);
  if (!made.ok)
    return refuse('encounter/invalid', made.error.map((i) => `${i.path}: ${i.message}`).join('; '));
  const policies = new Map<CombatantId, Policy>();
  for (const id of Object.keys(made.value.combatants)) {
    const ref = v.policies[id];
    if (!ref) return refuse('sim/no-policy', `no policy for ${id}`);
    let p: Result<Policy>;
    if ('module' in ref) {
      let m = modules.get(ref.module);
      if (!m) {
        m = loadPolicyModule(ref.module);
        modules.set(ref.module, m);
      }
      p = await m;
    } else p = makePolicy(rs, ref.tactic, ref.params);
    if (!p.ok) return refuse(p.error.code, `${id} (${policyLabel(ref)}): ${p.error.message}`);
    policies.set(id, p.value);
  }
  const fallback = [...policies.values()][0];
  return {
    ok: true,
    value: {
      ruleSet: rs,
      initial: made.value,
      options: {
        policyOf: (id) => policies.get(id) ?? (fallback as Policy),
        roundCap: v.roundCap,
        setup: v.setup,
      },
    },
  };
}

/**
 * Plays a task's fights (a fresh invariant check per task: it remembers the last state); `extra`
 * holds the rule sets that are not built in.
 */
export async function runTask(task: SimTask, extra: ExtraRuleSets = {}): Promise<TaskOutcome> {
  const a = await buildVariant(task.a, extra);
  if (!a.ok) return a;
  const withCheck = (v: Variant): Variant =>
    task.check ? { ...v, options: { ...v.options, check: invariantCheck(v.ruleSet) } } : v;
  if (task.b) {
    const b = await buildVariant(task.b, extra);
    if (!b.ok) return b;
    const r = runPairedRange(withCheck(a.value), withCheck(b.value), task);
    return r.ok ? { ok: true, value: { kind: 'pair', pair: r.value } } : r;
  }
  const v = withCheck(a.value);
  const r = runRange(v.ruleSet, v.initial, {
    ...v.options,
    seed: task.seed,
    from: task.from,
    to: task.to,
  });
  return r.ok ? { ok: true, value: { kind: 'tally', tally: r.value } } : r;
}
