// Engine benchmark (issue 3): whole fights through decide + evolve on one core, dice on the
// compiled fast path, no log. The figure held to the limit counts the engine alone (decide +
// evolve, replaying the commands a policy chose); the rate with the policy is reported beside it. Limits: an l5r4e duel between two Rank-1 bushi with katanas fought to
// Out at ≥ 20,000 fights/s; a five-against-five skirmish in each system at ≥ 2,000 fights/s.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { createCombat } from '../dist/engine/index.js';
import { ruleSetById } from '../dist/rulesets/registry.js';
import { recordFight, replayFight } from './fight.js';

function load(file) {
  const spec = parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));
  const rs = ruleSetById(spec.ruleSet);
  const made = createCombat(rs, spec);
  if (!made.ok) throw new Error(`${file}: ${JSON.stringify(made.error)}`);
  return { rs, initial: made.value };
}

/**
 * Fights per second over about `ms` milliseconds, each fight with its own seed. Each batch of
 * fights is first played with the policy (wall time: "with policy"), then replayed command by
 * command through decide + evolve alone: the engine figure, free of the policy's work and of the
 * garbage collections the policy's menus cause (they used to land in the engine's time).
 */
const REPLAYS = 4;

export function measure(file, ms = 1500) {
  const { rs, initial } = load(file);
  let rounds = 0;
  // Warm up for a third of the measured time: 200 fights left the JIT cold and pulled the
  // figure down by 15-20 % (docs/performance.md).
  const warmUntil = performance.now() + ms / 3;
  for (let i = 0; performance.now() < warmUntil; i++) {
    const seeded = { ...initial, seed: `warm${i}` };
    replayFight(rs, seeded, recordFight(rs, seeded).commands);
  }
  let n = 0;
  let playMs = 0;
  let replayMs = 0;
  while (playMs + replayMs < ms) {
    const batch = [];
    let t = performance.now();
    for (let k = 0; k < 50; k++) {
      const seeded = { ...initial, seed: n++ };
      const { end, commands } = recordFight(rs, seeded);
      rounds += end.round;
      if (end.status !== 'ended') throw new Error(`${file}: fight ${n} did not end`);
      batch.push({ seeded, commands });
    }
    playMs += performance.now() - t;
    // Each batch is replayed REPLAYS times: the engine's time is then long enough to measure
    // well without playing many more fights with the (much slower) policy.
    t = performance.now();
    for (let r = 0; r < REPLAYS; r++)
      for (const { seeded, commands } of batch) replayFight(rs, seeded, commands);
    replayMs += performance.now() - t;
  }
  return {
    file,
    fights: n,
    fightsPerSecond: (n * REPLAYS) / (replayMs / 1000),
    withPolicyPerSecond: n / (playMs / 1000),
    meanRounds: rounds / n,
  };
}

export const ENGINE_CASES = [
  { file: 'bench/encounters/l5r4e-rank1-duel.yaml', limit: 20_000 },
  { file: 'examples/l5r4e-skirmish.yaml', limit: 2_000 },
  { file: 'examples/elan-moxie-skirmish.yaml', limit: 2_000 },
  { file: 'examples/combat-chaos-skirmish.yaml', limit: 2_000 },
];
