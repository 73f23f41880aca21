// The command streams of the table-server benchmarks: real fights of the five-against-five
// examples, each with its own seed, played by the engine benchmark's policy (bench/fight.js
// recordFight), then checked command by command through the engine's Combat.send (the full dice
// path the server decides with), so that every command is legal when posted in order at its
// expectedVersion. The encounter text posted is the example's own with its `seed:` line set, and
// the server keeps that seed: its dice are the same as here. `engineRate` replays a stream
// in-process: the limit the server's rate is held to.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createFromEncounter, parseEncounter } from '../../dist/app/encounter/file.js';
import { Combat, step } from '../../dist/engine/index.js';
import { RULE_SETS } from '../../dist/rulesets/registry.js';
import { recordFight } from '../fight.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

export const SKIRMISHES = [
  'examples/l5r4e-skirmish.yaml',
  'examples/elan-moxie-skirmish.yaml',
  'examples/combat-chaos-skirmish.yaml',
];

/** The encounter text with `seed: N` (the example's seed line replaced, or one added; JSON too). */
export function withSeed(text, seed) {
  if (text.trimStart().startsWith('{')) return JSON.stringify({ ...JSON.parse(text), seed });
  return /^seed:.*$/m.test(text)
    ? text.replace(/^seed:.*$/m, `seed: ${seed}`)
    : `seed: ${seed}\n${text}`;
}

function parse(text, file) {
  const r = parseEncounter(text, file, RULE_SETS);
  if (!r.ok) throw new Error(`${file}: ${JSON.stringify(r.error).slice(0, 400)}`);
  return r.value;
}

/**
 * A recorded fight of `text` at `seed`: { file, seed, text, commands, events }, its commands
 * checked through Combat.send. Throws when a command is refused (the stream would not be legal).
 */
export function recordedFight(file, text, seed, maxCommands = 20_000) {
  const seeded = withSeed(text, seed);
  const encounter = parse(seeded, file);
  const combat = createFromEncounter(encounter, { seed });
  const { commands } = recordFight(encounter.ruleSet, combat.state, maxCommands);
  let events = 0;
  for (const [i, command] of commands.entries()) {
    const r = combat.send(command);
    if (!r.ok)
      throw new Error(`${file} seed ${seed}: command ${i + 1} refused: ${r.error.message}`);
    events += r.value.length;
  }
  return {
    file,
    seed,
    text: seeded,
    sides: encounter.spec.combatants.map((c) => c.side),
    commands,
    events,
    status: combat.state.status,
  };
}

/** `perFile` fights of each skirmish, seeds 1, 2, …: the pool the load draws from. */
export function fightPool(perFile) {
  const pool = [];
  for (const file of SKIRMISHES) {
    const text = readFileSync(root + file, 'utf8');
    for (let s = 1; s <= perFile; s++) pool.push(recordedFight(file, text, 1000 + s));
  }
  return pool;
}

/**
 * Commands per second of the engine alone on `played` ({ fight, count } each: the first `count`
 * commands of a fight of the pool, as the server was sent them), replayed in this process two ways:
 * `step` (decide + evolve, the full dice records the server keeps: the limit of issue 17) and
 * `send` (Combat.send: the same appended to an in-memory log, what the server's Combat does per
 * command besides I/O). The median of `runs` timed runs is the figure.
 */
export function engineRate(played, runs = 5) {
  // The combats' initial states are made once, outside the timing: the figure is per command.
  const prepared = played.map(({ fight, count }) => {
    const combat = createFromEncounter(parse(fight.text, fight.file), { seed: fight.seed });
    return { rs: combat.ruleSet, initial: combat.state, commands: fight.commands.slice(0, count) };
  });
  const total = prepared.reduce((n, p) => n + p.commands.length, 0);
  const passes = {
    step: () => {
      for (const { rs, initial, commands } of prepared) {
        let state = initial;
        for (const command of commands) {
          const r = step(rs, state, command);
          if (!r.ok) throw new Error(`engine step refused ${command.type}: ${r.error.message}`);
          state = { ...r.value.state, version: state.version + 1 };
        }
      }
    },
    send: () => {
      for (const { rs, initial, commands } of prepared) {
        const combat = Combat.start(rs, initial);
        for (const command of commands)
          if (!combat.send(command).ok) throw new Error('engine replay refused a command');
      }
    },
  };
  // Both warm up for 500 ms (the JIT, as the engine benchmark's); then their timed runs alternate
  // (step, send, step, …) so that neither gains from the other's compiled code or loses to a
  // busy moment of the machine. Each run repeats the stream until it lasts at least 200 ms.
  const repeat = {};
  for (const [name, pass] of Object.entries(passes)) {
    const warm = performance.now();
    let n = 0;
    while (performance.now() - warm < 500) {
      pass();
      n++;
    }
    repeat[name] = Math.max(1, Math.ceil((200 * n) / (performance.now() - warm)));
  }
  const rates = { step: [], send: [] };
  for (let i = 0; i < runs; i++)
    for (const [name, pass] of Object.entries(passes)) {
      const t = performance.now();
      for (let k = 0; k < repeat[name]; k++) pass();
      rates[name].push((total * repeat[name]) / ((performance.now() - t) / 1000));
    }
  const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { commands: total, stepPerSecond: median(rates.step), sendPerSecond: median(rates.send) };
}
