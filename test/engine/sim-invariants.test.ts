/**
 * Issue 7, "Invariant checking": thousands of simulated fights of every example, with random
 * legal actions (the fuzzer's policy) and with the default tactic, each checked after every event
 * (`fray sim --check`): the fold of the events one by one equals the engine's state, every state
 * is JSON-safe and consistent, no command changes the state it started from, and no policy
 * command is refused. A failure names the fight's seed: `fray run <file> --sim --seed <seed>`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createCombat, type Command, type EncounterSpec } from '../../src/engine/index.js';
import { setupOf } from '../../src/app/sim/section.js';
import { ruleSetById } from '../../src/rulesets/registry.js';
import { invariantCheck, makePolicy, runRange } from '../../src/sim/index.js';

const examples = readdirSync(new URL('../../examples/', import.meta.url)).filter((f) =>
  f.endsWith('.yaml'),
);

/** Fights per example and tactic: 15 examples × 2 tactics × 100 = 3,000 checked fights. */
const FIGHTS = 100;

describe.each(examples)('%s', (file) => {
  it.each(['random', 'aggressive'])(
    `${FIGHTS} fights with the %s tactic keep every invariant after every event`,
    (tactic) => {
      const spec = parse(
        readFileSync(new URL(`../../examples/${file}`, import.meta.url), 'utf8'),
      ) as EncounterSpec & { script?: Command[] };
      const rs = ruleSetById(spec.ruleSet);
      if (!rs) throw new Error(`no rule set ${spec.ruleSet}`);
      const made = createCombat(rs, spec);
      if (!made.ok) throw new Error(JSON.stringify(made.error));
      const policy = makePolicy(rs, tactic);
      if (!policy.ok) throw new Error(policy.error.message);
      const r = runRange(rs, made.value, {
        seed: `invariants-${tactic}`,
        from: 0,
        to: FIGHTS,
        policyOf: () => policy.value,
        // The file's setup (an ambush, stances, a duel), as fray sim plays it.
        setup: setupOf(spec.script ?? []),
        // Random fights wander: 20 rounds are plenty to reach every kind of state.
        roundCap: tactic === 'random' ? 20 : 100,
        check: invariantCheck(rs),
      });
      expect(r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`).toBe('ok');
      if (r.ok) expect(r.value.fights).toBe(FIGHTS);
    },
  );
});
