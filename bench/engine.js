// Engine benchmark (issue 3): whole fights through decide + evolve on one core, dice on the
// compiled fast path, no log. The figure held to the limit counts the time spent in the engine
// (decide + evolve); the time the policy spends choosing is reported beside it. Limits: an l5r4e duel between two Rank-1 bushi with katanas fought to
// Out at ≥ 20,000 fights/s; a five-against-five skirmish in each system at ≥ 2,000 fights/s.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { createCombat } from '../dist/engine/index.js';
import { ruleSetById } from '../dist/rulesets/registry.js';
import { clock, fight } from './fight.js';

function load(file) {
  const spec = parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));
  const rs = ruleSetById(spec.ruleSet);
  const made = createCombat(rs, spec);
  if (!made.ok) throw new Error(`${file}: ${JSON.stringify(made.error)}`);
  return { rs, initial: made.value };
}

/** Fights per second over about `ms` milliseconds, each fight with its own seed. */
export function measure(file, ms = 1500) {
  const { rs, initial } = load(file);
  let rounds = 0;
  // Warm up for a third of the measured time: 200 fights left the JIT cold and pulled the
  // figure down by 15-20 % (docs/performance.md).
  const warmUntil = performance.now() + ms / 3;
  for (let i = 0; performance.now() < warmUntil; i++) fight(rs, { ...initial, seed: `warm${i}` });
  let n = 0;
  clock.engineNs = 0n;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let k = 0; k < 50; k++) {
      const end = fight(rs, { ...initial, seed: n++ });
      rounds += end.round;
      if (end.status !== 'ended') throw new Error(`${file}: fight ${n} did not end`);
    }
    now = performance.now();
  }
  // Fights per second of engine time (decide + evolve, what issue 3 limits), and of wall time
  // (with the policy's legalActions and choices).
  const engineSeconds = Number(clock.engineNs) / 1e9;
  return {
    file,
    fights: n,
    fightsPerSecond: n / engineSeconds,
    withPolicyPerSecond: n / ((now - start) / 1000),
    meanRounds: rounds / n,
  };
}

export const ENGINE_CASES = [
  { file: 'bench/encounters/l5r4e-rank1-duel.yaml', limit: 20_000 },
  { file: 'examples/l5r4e-skirmish.yaml', limit: 2_000 },
  { file: 'examples/elan-moxie-skirmish.yaml', limit: 2_000 },
  { file: 'examples/combat-chaos-skirmish.yaml', limit: 2_000 },
];
