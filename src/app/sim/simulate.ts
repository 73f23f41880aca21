/**
 * The simulator's use case (issue 7): N fights of an encounter (and of a `--vs` variant, or of
 * each value of a `--sweep`), spread over worker threads (piscina), tallied and summarized as a
 * {@link SimReport}. Fight i of a run always has the seed `<base>/<i>`, and tallies are counts
 * that add up, so the report is the same whatever the number of workers.
 */
import { availableParallelism } from 'node:os';
import { dirname, isAbsolute, resolve } from 'node:path';
import { Piscina } from 'piscina';
import type { Seed } from '../../dice/index.js';
import {
  createCombat,
  own,
  refuse,
  type CombatState,
  type EncounterSpec,
  type Result,
  type RuleSet,
} from '../../engine/index.js';
import { ruleSetById } from '../../rulesets/registry.js';
import {
  DEFAULT_ROUND_CAP,
  emptyPairTally,
  emptyTally,
  makePolicy,
  merge,
  mergePairs,
  pairedDifference,
  runFight,
  type FightResult,
  summarize,
  type Difference,
  type PairTally,
  type Cast,
  type SimReport,
  type Tally,
} from '../../sim/index.js';
import type { Encounter } from '../encounter/file.js';
import {
  buildVariant,
  loadPolicyModule,
  type ExtraRuleSets,
  runTask,
  type SimTask,
  type TaskOutcome,
  type VariantSpec,
} from './job.js';
import { policyLabel, policyRefOf, setupOf, type PolicyRef } from './section.js';
import { applySweep, type SweepSpec } from './sweep.js';

export interface SimulateOptions {
  /** Fights per run (default 10,000). */
  readonly runs?: number;
  /** The base seed (default: the file's seed, else 1). */
  readonly seed?: Seed;
  /** Worker threads (default: every core); 0 plays the fights in this thread. */
  readonly workers?: number;
  /** Over the file's `sim.roundCap` (default 100). */
  readonly roundCap?: number;
  /** The tactic of combatants the file's `sim.policies` does not assign (default aggressive). */
  readonly policy?: string;
  /** Check the engine's invariants after every event. */
  readonly check?: boolean;
  /** Another encounter, played with the same seeds, for an A/B comparison. */
  readonly vs?: Encounter;
  /** A "what if" over one number of the file. */
  readonly sweep?: SweepSpec;
  /**
   * For a rule set that is not built in (`--rules`): its module's absolute path by rule-set id, so
   * that worker threads load the same module. Without it such a rule set plays with `workers: 0` only.
   */
  readonly ruleModules?: Readonly<Record<string, string>>;
  /** Called as fights finish: fights done so far, and in all. */
  readonly onProgress?: (done: number, total: number) => void;
}

export const DEFAULT_RUNS = 10_000;
export const MAX_RUNS = 10_000_000;
export const MAX_WORKERS = 64;

/** One run: a task without its range (its fights are split into ranges for the workers). */
interface Job {
  readonly task: Omit<SimTask, 'from' | 'to'>;
}

export async function simulateEncounter(
  encounter: Encounter,
  o: SimulateOptions = {},
): Promise<Result<SimReport>> {
  const runs = o.runs ?? DEFAULT_RUNS;
  if (!Number.isInteger(runs) || runs < 1 || runs > MAX_RUNS)
    return refuse(
      'sim/bad-runs',
      `runs is a whole number from 1 to ${MAX_RUNS}, not ${String(runs)}`,
    );
  const workers = o.workers ?? availableParallelism();
  if (!Number.isInteger(workers) || workers < 0 || workers > MAX_WORKERS)
    return refuse(
      'sim/bad-workers',
      `workers is a whole number from 0 to ${MAX_WORKERS}, not ${String(workers)}`,
    );
  if (o.vs && o.sweep)
    return refuse(
      'sim/bad-options',
      'compare two files (--vs) or sweep a value (--sweep), not both at once',
    );
  const extra = extraRuleSets(encounter, o.vs);
  if (workers > 0)
    for (const id of Object.keys(extra))
      if (own(o.ruleModules ?? {}, id) === undefined)
        return refuse(
          'sim/rule-set-not-loadable',
          `the rule set ${id} is not built in and no module path was given for the worker threads: pass ruleModules, or workers: 0`,
        );
  const seed = o.seed ?? encounter.spec.seed ?? 1;
  const a = await variantOf(encounter, o);
  if (!a.ok) return a;
  const b = o.vs ? await variantOf(o.vs, o) : undefined;
  if (b && !b.ok) return b;
  const check = o.check ?? false;
  const jobs: Job[] = [
    { task: { a: a.value.spec, ...(b?.ok ? { b: b.value.spec } : {}), seed, check } },
  ];
  const sweepSpecs = o.sweep ? applySweep(encounter, o.sweep) : undefined;
  if (sweepSpecs && !sweepSpecs.ok) return sweepSpecs;
  for (const point of sweepSpecs?.value ?? [])
    jobs.push({ task: { a: { ...a.value.spec, spec: point.spec }, seed, check } });
  const results = await runJobs(jobs, runs, workers, o.onProgress, extra);
  if (!results.ok) return results;
  const [first, ...points] = results.value;
  const pair = first?.kind === 'pair' ? first.pair : undefined;
  const tallyA = first?.kind === 'tally' ? first.tally : (pair?.a ?? emptyTally());
  const report: SimReport = {
    format: 'fray-sim/1',
    encounter: {
      file: encounter.file,
      ruleSet: encounter.ruleSet.id,
      ruleSetTitle: encounter.ruleSet.title,
    },
    runs,
    seed,
    workers,
    roundCap: a.value.spec.roundCap,
    check,
    summary: summarize(tallyA, a.value.cast),
    ...(o.vs && b?.ok && pair
      ? {
          vs: {
            file: o.vs.file,
            summary: summarize(pair.b, b.value.cast),
            difference: differences(pair, a.value.cast.initial, b.value.cast.initial),
          },
        }
      : {}),
    ...(o.sweep && sweepSpecs?.ok
      ? {
          sweep: {
            path: o.sweep.path,
            points: sweepSpecs.value.map((p, i) => {
              const r = points[i];
              const t = r?.kind === 'tally' ? r.tally : emptyTally();
              return {
                value: p.value,
                summary: summarize(t, { ...a.value.cast, initial: p.initial }),
              };
            }),
          },
        }
      : {}),
  };
  return { ok: true, value: report };
}

/** The encounter as the simulator plays it, with its policies resolved and checked. */
async function variantOf(
  e: Encounter,
  o: SimulateOptions,
): Promise<Result<{ spec: VariantSpec; cast: Cast }>> {
  const made = createCombat(e.ruleSet, e.spec);
  if (!made.ok)
    return refuse('encounter/invalid', `${e.file}: ${made.error.map((i) => i.message).join('; ')}`);
  const initial = made.value;
  const sides = [...new Set(Object.values(initial.combatants).map((c) => c.side))];
  if (sides.length < 2)
    return refuse(
      'sim/one-side',
      `${e.file}: ${sides.length === 0 ? 'no combatants' : `every combatant is on side ${sides[0] ?? ''}`}; a fight needs combatants on at least two sides`,
    );
  const fallbackName = o.policy ?? 'aggressive';
  const fallbackCheck = makePolicy(e.ruleSet, fallbackName);
  if (!fallbackCheck.ok) return fallbackCheck;
  const fallback: PolicyRef = { tactic: fallbackName, params: {} };
  const policies: Record<string, PolicyRef> = {};
  // Reports name a policy as the file writes it; workers load a module by its absolute path.
  const labels: Record<string, string> = {};
  for (const c of Object.values(initial.combatants)) {
    const ref = policyRefOf(e.sim, c.id, c.side, fallback);
    labels[c.id] = policyLabel(ref);
    if ('module' in ref) {
      const path = isAbsolute(ref.module) ? ref.module : resolve(dirname(e.file), ref.module);
      const loaded = await loadPolicyModule(path);
      if (!loaded.ok) return refuse(loaded.error.code, `${e.file}: ${loaded.error.message}`);
      policies[c.id] = { module: path };
    } else policies[c.id] = ref;
  }
  const roundCap = o.roundCap ?? e.sim.roundCap ?? DEFAULT_ROUND_CAP;
  const spec: EncounterSpec = { ...e.spec };
  const setup = setupOf(e.script);
  const rules = ruleSetById(e.ruleSet.id) ? undefined : own(o.ruleModules ?? {}, e.ruleSet.id);
  return {
    ok: true,
    value: {
      spec: { spec, policies, roundCap, setup, ...(rules === undefined ? {} : { rules }) },
      cast: { ruleSet: e.ruleSet, initial, policyName: (id) => labels[id] ?? fallbackName },
    },
  };
}

function differences(pair: PairTally, a: CombatState, b: CombatState): Record<string, Difference> {
  const sidesOf = (s: CombatState) => new Set(Object.values(s.combatants).map((c) => c.side));
  const inB = sidesOf(b);
  const out: Record<string, Difference> = {};
  for (const side of sidesOf(a))
    if (inB.has(side))
      out[side] = pairedDifference(pair.aOnly[side] ?? 0, pair.bOnly[side] ?? 0, pair.a.fights);
  return out;
}

type JobResult = { kind: 'tally'; tally: Tally } | { kind: 'pair'; pair: PairTally };

/** Fights per task: small enough for a smooth progress bar, large enough to keep workers busy. */
export function chunkSize(runs: number, workers: number): number {
  return Math.min(2000, Math.max(25, Math.ceil(runs / (Math.max(1, workers) * 16))));
}

/** The encounters' rule sets that are not built in, by id (played in this thread as they are). */
function extraRuleSets(...encounters: readonly (Encounter | undefined)[]): ExtraRuleSets {
  const extra: Record<string, RuleSet> = {};
  for (const e of encounters)
    if (e && ruleSetById(e.ruleSet.id) === undefined) extra[e.ruleSet.id] = e.ruleSet;
  return extra;
}

async function runJobs(
  jobs: readonly Job[],
  runs: number,
  workers: number,
  onProgress: ((done: number, total: number) => void) | undefined,
  extra: ExtraRuleSets,
): Promise<Result<JobResult[]>> {
  const size = chunkSize(runs, workers);
  const total = jobs.reduce((n, j) => n + runs * (j.task.b ? 2 : 1), 0);
  const results: JobResult[] = jobs.map((j) =>
    j.task.b ? { kind: 'pair', pair: emptyPairTally() } : { kind: 'tally', tally: emptyTally() },
  );
  let done = 0;
  let failed: TaskOutcome | undefined;
  const tasks: { task: SimTask; job: number }[] = [];
  jobs.forEach((job, j) => {
    for (let from = 0; from < runs; from += size)
      tasks.push({ task: { ...job.task, from, to: Math.min(runs, from + size) }, job: j });
  });
  // No more threads than tasks, so that every thread gets a task at once (below).
  const threads = Math.min(workers, tasks.length);
  const pool =
    threads > 0
      ? new Piscina<SimTask, TaskOutcome>({
          filename: new URL('./worker.js', import.meta.url).href,
          minThreads: threads,
          maxThreads: threads,
        })
      : undefined;
  const take = (r: TaskOutcome, task: SimTask, j: number): void => {
    if (failed) return;
    if (!r.ok) {
      failed = r;
      return;
    }
    const into = results[j];
    if (into?.kind === 'tally' && r.value.kind === 'tally')
      results[j] = { kind: 'tally', tally: merge(into.tally, r.value.tally) };
    else if (into?.kind === 'pair' && r.value.kind === 'pair')
      results[j] = { kind: 'pair', pair: mergePairs(into.pair, r.value.pair) };
    done += (task.to - task.from) * (task.b ? 2 : 1);
    onProgress?.(done, total);
  };
  try {
    if (pool) {
      // One lane per thread, each sending its next task when the last is done: after a failure
      // no new task starts, and the ones running finish (at most one chunk each). No task is
      // aborted: aborting a running task terminates its thread, and a thread terminated while it
      // still loads the worker module crashes the whole process (Node's require(esm):
      // "v8::Module::IsGraphAsync must be used on an instantiated module").
      let next = 0;
      const lane = async (): Promise<void> => {
        for (let t = tasks[next++]; t && !failed; t = tasks[next++]) {
          const { task, job } = t;
          try {
            take(await pool.run(task), task, job);
          } catch (e) {
            failed ??= refuse(
              'sim/worker-failed',
              `a worker failed: ${e instanceof Error ? e.message : String(e)}`,
            );
          }
        }
      };
      await Promise.all(Array.from({ length: threads }, lane));
    } else
      for (const { task, job } of tasks) {
        if (failed) break;
        await new Promise((r) => setImmediate(r)); // lets a progress bar redraw between tasks
        take(await runTask(task, extra), task, job);
      }
  } finally {
    await pool?.destroy();
  }
  if (failed && !failed.ok) return failed;
  return { ok: true, value: results };
}

/**
 * One fight of a run, with its commands (`fray run <file> --sim --seed <base>/<i>` replays fight i,
 * e.g. the one a `--check` or an illegal policy action reported).
 */
export async function playOne(
  encounter: Encounter,
  seed: Seed,
  o: Pick<SimulateOptions, 'policy' | 'roundCap'> = {},
): Promise<Result<FightResult>> {
  const v = await variantOf(encounter, o);
  if (!v.ok) return v;
  const built = await buildVariant(v.value.spec, extraRuleSets(encounter));
  if (!built.ok) return built;
  const { ruleSet, initial, options } = built.value;
  return runFight(ruleSet, initial, { ...options, seed, keepCommands: true });
}
