#!/usr/bin/env node
// Measures one thing in a fresh process, so that no earlier measurement's JIT state (inlining,
// deoptimisations, polymorphic call sites) colours it: `node bench/measure.js <variant> <expr>`.
// Prints the median rolls per second over several timed runs as JSON.
import { DiceRoll } from '@dice-roller/rpg-dice-roller';
import { compile, createRng, parse, roll } from '../dist/dice/index.js';
import { hand } from './hand.js';

const [variant, expr, peerNotation, quickFlag] = process.argv.slice(2);
const quick = quickFlag === 'quick';
const rng = createRng(1);
const tree = parse(expr);
const subjects = {
  peer: [(e) => new DiceRoll(e).total, peerNotation],
  hand: [hand[expr], rng],
  compiled: [compile(expr).roll, rng],
  fullFromString: [(e) => roll(e, { rng }).total, expr],
  fullParsed: [(t) => roll(t, { rng }).total, tree],
};
const [fn, arg] = subjects[variant];
const minMs = quick ? 80 : 300;
const runs = quick ? 3 : 7;
// Warm up first: every subject (the peer's parser above all) is measured at its steady state.
const warmUntil = performance.now() + (quick ? 300 : 1000);
while (performance.now() < warmUntil) for (let i = 0; i < 100; i++) fn(arg);
let n = 1000;
for (;;) {
  const t = performance.now();
  for (let i = 0; i < n; i++) fn(arg);
  const dt = performance.now() - t;
  if (dt > minMs / 4) {
    n = Math.ceil((n * minMs) / Math.max(dt, 1e-3));
    break;
  }
  n *= 4;
}
const rates = [];
let sink = 0;
for (let r = 0; r < runs; r++) {
  const t = performance.now();
  for (let i = 0; i < n; i++) sink += fn(arg);
  rates.push(n / ((performance.now() - t) / 1000));
}
rates.sort((a, b) => a - b);
console.log(JSON.stringify({ rate: rates[Math.floor(runs / 2)], sink: sink > 0 }));
