/**
 * The worker thread of `fray sim` (piscina): plays the tasks it is sent (see job.ts). A rule set
 * that is not built in (`--rules`) is loaded here from the module path its task names, once per
 * thread: the same module the command line loaded.
 */
import type { Result, RuleSet } from '../../engine/index.js';
import { RULE_SETS } from '../../rulesets/registry.js';
import { loadRuleSetModule, type LoadedRuleSet } from '../rule-set-module.js';
import { runTask, type SimTask, type TaskOutcome } from './job.js';

const loaded = new Map<string, Promise<Result<LoadedRuleSet>>>();

export default async function playTask(task: SimTask): Promise<TaskOutcome> {
  const extra: Record<string, RuleSet> = {};
  for (const module of [task.a.rules, task.b?.rules]) {
    if (module === undefined) continue;
    let m = loaded.get(module);
    if (!m) {
      m = loadRuleSetModule(module, RULE_SETS);
      loaded.set(module, m);
    }
    const r = await m;
    if (!r.ok) return r;
    extra[r.value.ruleSet.id] = r.value.ruleSet;
  }
  return runTask(task, extra);
}
