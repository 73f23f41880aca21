/** `fray run`, `fray play` and `fray replay` in the process, with the toy rule set and files in memory. */
import { describe, expect, it } from 'vitest';
import { memoryIo, type MemoryIo } from '../../testing/memory-io.js';
import { TOY_DUEL, toyCliRules } from '../../testing/toy-cli.js';
import { scriptedInput } from '../io.js';
import { run } from '../main.js';

const RULE_SETS = { toy: toyCliRules() };

async function fray(io: MemoryIo, ...argv: string[]): Promise<number> {
  return run(argv, io, RULE_SETS);
}

const withScript = (...commands: string[]): string =>
  `${TOY_DUEL}${commands.map((c) => `  - ${c}\n`).join('')}`;

describe('fray run', () => {
  it('prints a line per event under each command, then the final state', async () => {
    const io = memoryIo({ 'duel.yaml': withScript('{ type: Attack, data: { target: b } }') });
    expect(await fray(io, 'run', 'duel.yaml')).toBe(0);
    expect(io.output.err).toBe('');
    expect(io.output.out).toBe(`duel.yaml: Toy, seed 7
#1 StartCombat (faces 10,5)
   Ann rolls initiative: 1d20 = 10, score 13
   Bob rolls initiative: 1d20 = 5, score 5
   The combat starts. Initiative: Ann 13, Bob 5
   -- Round 1 --
   Ann's turn
#2 Attack target=b
   Ann hits Bob (hp 3)
   Ann's turn is over: no actions left
   Bob's turn

Round 1 · Bob's turn
    combatant  side  at (ft)  init  conditions  status
    Ann        red   (0, 0)     13  -           hp 6 · attacked
  > Bob        blue  (5, 0)      5  -           hp 3
`);
  });

  it('--seed replaces the file’s seed; a file without one gets a random seed, printed', async () => {
    const io = memoryIo({
      'duel.yaml': TOY_DUEL,
      'noseed.yaml': TOY_DUEL.replace('seed: 7\n', ''),
    });
    await fray(io, 'run', 'duel.yaml', '--seed', 'abc');
    expect(io.output.out).toMatch(/^duel\.yaml: Toy, seed abc$/m);
    await fray(io, 'run', 'noseed.yaml');
    expect(io.output.out).toMatch(/^noseed\.yaml: Toy, seed 777$/m);
    expect(io.output.seeds).toBe(1);
  });

  it('--json: the encounter, every event with its command and text, the log and the final state', async () => {
    const io = memoryIo({ 'duel.yaml': withScript('{ type: Attack, data: { target: b } }') });
    expect(await fray(io, 'run', 'duel.yaml', '--json')).toBe(0);
    const json = JSON.parse(io.output.out) as {
      encounter: unknown;
      events: { command: number; type: string; text: string }[];
      log: { command: { type: string } }[];
      final: { round: number; current: string };
    };
    expect(json.encounter).toEqual({ file: 'duel.yaml', ruleSet: 'toy', seed: 7 });
    expect(json.events).toHaveLength(8);
    expect(json.events[5]).toMatchObject({
      command: 1,
      type: 'Attacked',
      text: 'Ann hits Bob (hp 3)',
    });
    expect(json.log.map((e) => e.command.type)).toEqual(['StartCombat', 'Attack']);
    expect(json.final).toMatchObject({ round: 1, current: 'b' });
  });

  it('stops at a refused command: exit 2 with the file, line, index and code', async () => {
    const io = memoryIo({
      'duel.yaml': withScript(
        '{ type: Attack, data: { target: b } }',
        '{ type: Attack, data: { target: zed } }',
      ),
    });
    expect(await fray(io, 'run', 'duel.yaml', '--save', 'log.json')).toBe(2);
    expect(io.output.err).toBe(
      'fray: duel.yaml:10: script[2] Attack was refused: no such target [toy/no-target]\n' +
        '  hint: the commands before it were applied; fix or remove this one (fray play lists the legal actions)\n',
    );
    expect(io.output.out).toMatch(/^#2 Attack target=b$/m);
    expect(io.output.out).not.toMatch(/^#3/m);
    expect(JSON.parse(io.files.get('log.json') ?? '')).toMatchObject({ entries: [{}, {}] });
  });

  it('a bad encounter: exit 2, each problem at file:line:column with a hint, nothing on stdout', async () => {
    const io = memoryIo({ 'bad.yaml': TOY_DUEL.replace('hp: 6, speed: 3', 'hp: 0, speed: 3') });
    expect(await fray(io, 'run', 'bad.yaml')).toBe(2);
    expect(io.output.out).toBe('');
    expect(io.output.err).toBe(
      'fray: bad.yaml:4:36: combatants[0].hp: hp ≥ 1 [encounter/invalid]\n' +
        '  hint: the sheet fields of toy are in the README of rule set toy\n',
    );
  });

  it('a missing file is bad input', async () => {
    const io = memoryIo();
    expect(await fray(io, 'run', 'nope.yaml')).toBe(2);
    expect(io.output.err).toBe('fray: cannot read nope.yaml: no such file [cli/file]\n');
  });
});

describe('fray play', () => {
  it('plays to the end from piped choices, echoing them, and prints the outcome', async () => {
    const io = memoryIo({ 'duel.yaml': TOY_DUEL }, ['1', '1', '1', '1', '1']);
    expect(await fray(io, 'play', 'duel.yaml')).toBe(0);
    const out = io.output.out;
    expect(out).toContain(
      "Round 1 · Ann's turn\n  a   Attack Bob   (62 % to hit · 18 % with 1 Raise)\n",
    );
    expect(out).toContain('> 1\n#2 Attack target=b (by a)\n   Ann hits Bob (hp 3)\n');
    expect(out).toContain('The combat ends: side red wins (no other side is left in the fight)');
    expect(out).toMatch(
      /\nEnded in round 2: side red wins \(no other side is left in the fight\)\n/,
    );
    expect(out.match(/^> /gm)).toHaveLength(3);
  });

  it('starts the combat when the script does not', async () => {
    const io = memoryIo({ 'duel.yaml': TOY_DUEL.replace(/script:[\s\S]*$/, '') }, ['q']);
    expect(await fray(io, 'play', 'duel.yaml')).toBe(0);
    expect(io.output.out).toMatch(/^#1 StartCombat\n/m);
    expect(io.output.out).toMatch(/'s turn\n/);
  });

  it('undo and redo; refusals, bad choices and numbers off the menu show the menu again', async () => {
    const io = memoryIo({ 'duel.yaml': TOY_DUEL }, ['a', 'u', 'r', 'u', '9', 'w h', 'd 1 4', 'q']);
    expect(await fray(io, 'play', 'duel.yaml')).toBe(0);
    const out = io.output.out;
    expect(out).toContain('#3 Undo\n   Undo: takes back #2 Attack\n');
    expect(out).toContain('#4 Redo\n   Redo: puts back #2 Attack\n');
    expect(out).toContain('there is no option 9: the keys are a, e, de (or 1 to 3)\n');
    expect(out).toContain(
      '"w h" is not a choice: type a key of the menu (a, e, de (or 1 to 3)), ? for help, or q\n',
    );
    expect(out).toMatch(/refused: 1 face given, but the command used only 0: .* \[dice\/faces\]\n/);
    expect(out).toMatch(/\nRound 1 · Ann's turn\n {4}combatant/);
  });

  it('issue 16: --save writes the log after every command (atomically, by io.writeFile), not only at the end', async () => {
    const base = memoryIo({ 'duel.yaml': TOY_DUEL });
    const lines = ['e', 'e', 'q'];
    const seen: number[] = [];
    const io: MemoryIo = {
      ...base,
      input: {
        interactive: false,
        next: () => {
          const text = base.files.get('log.json');
          seen.push(text === undefined ? -1 : (JSON.parse(text) as { entries: [] }).entries.length);
          return Promise.resolve(lines.shift());
        },
      },
    };
    expect(await fray(io, 'play', 'duel.yaml', '--save', 'log.json')).toBe(0);
    // Asked for each line: the log already holds every command sent before it.
    expect(seen).toEqual([1, 2, 3]);
    const saved = JSON.parse(io.files.get('log.json') ?? '') as { encounter: unknown };
    expect(saved.encounter).toMatchObject({ file: 'duel.yaml', ruleSet: 'toy' });
  });

  it('--resume goes on from the saved log and saves to it; s prints the table', async () => {
    const io = memoryIo({ 'duel.yaml': TOY_DUEL }, ['e']);
    expect(await fray(io, 'play', 'duel.yaml', '--save', 'log.json')).toBe(0);
    const next = memoryIo({ 'log.json': io.files.get('log.json') ?? '' }, ['s', 'a', 'q']);
    expect(await fray(next, 'play', '--resume', 'log.json')).toBe(0);
    expect(next.output.out).toMatch(
      /^log\.json: resumed at version 2 of 2, the fight of duel\.yaml: /,
    );
    expect(next.output.out).toMatch(/^> s\nRound 1 · Bob's turn\n {4}combatant/m);
    expect(next.output.out).toContain('#3 Attack target=a (by b)\n');
    const saved = JSON.parse(next.files.get('log.json') ?? '') as { entries: [] };
    expect(saved.entries).toHaveLength(3);
  });

  it('--setup stops before StartCombat; sc starts the combat', async () => {
    const io = memoryIo({ 'duel.yaml': TOY_DUEL.replace(/script:[\s\S]*$/, '') }, ['sc', 'q']);
    expect(await fray(io, 'play', 'duel.yaml', '--setup')).toBe(0);
    expect(io.output.out).toMatch(
      /^Setup: the combat has not started\n {2}sc {2}Start the combat/m,
    );
    expect(io.output.out).toMatch(/^> sc\n#1 StartCombat$/m);
  });

  it('the end of the input quits cleanly and --save writes the log', async () => {
    const io = memoryIo({ 'duel.yaml': TOY_DUEL }, ['1']);
    expect(await fray(io, 'play', 'duel.yaml', '--save', 'log.json')).toBe(0);
    expect(io.output.out).toContain('\nend of input: quitting\nlog saved to log.json\n');
    expect(JSON.parse(io.files.get('log.json') ?? '')).toMatchObject({ entries: [{}, {}] });
  });
});

describe('fray replay', () => {
  async function saved(...choices: string[]): Promise<MemoryIo> {
    const io = memoryIo({ 'duel.yaml': TOY_DUEL }, choices);
    expect(await fray(io, 'play', 'duel.yaml', '--save', 'log.json')).toBe(0);
    return memoryIo({ 'log.json': io.files.get('log.json') ?? '' });
  }

  it('prints the log command by command, marking what undo took back, then the state', async () => {
    const io = await saved('1', 'u', '2', 'q');
    expect(await fray(io, 'replay', 'log.json')).toBe(0);
    const out = io.output.out;
    expect(out).toMatch(/^log\.json: Toy, seed 7, 4 commands\n#1 StartCombat \(faces 10,5\)\n/);
    expect(out).toContain('#2 Attack target=b (by a)   [undone]\n   Ann hits Bob (hp 3)\n');
    expect(out).toContain('#3 Undo\n   Undo: takes back #2 Attack\n');
    expect(out).toContain('#4 EndTurn (by a)\n   Ann ends the turn\n');
    expect(out).toMatch(/\nRound 1 · Bob's turn\n/);
  });

  it('--step waits for Enter at a terminal, q stops; with piped input it prints all', async () => {
    const io = await saved('1', '1', 'q');
    expect(await fray(io, 'replay', 'log.json', '--step')).toBe(0);
    expect(io.output.out).toContain('#3 Attack');
    expect(io.output.out).not.toContain('-- Enter');
    const tty = memoryIo({ 'log.json': io.files.get('log.json') ?? '' });
    const stepping = { ...tty, input: scriptedInput(['', 'q'], true) };
    expect(await run(['replay', 'log.json', '--step'], stepping, RULE_SETS)).toBe(0);
    expect(tty.output.out).toContain('#2 Attack');
    expect(tty.output.out).not.toContain('#3 Attack');
    expect(tty.output.out.match(/-- Enter: next command, q: stop -- /g)).toHaveLength(2);
  });

  it('a bad log: exit 2 with the file, line and a hint', async () => {
    const io = memoryIo({
      'a.json': '{ "initial": 3, "entries": [] }',
      'b.json': '{ "initial": ',
      'c.json': JSON.stringify({ initial: {}, entries: [] }),
    });
    expect(await fray(io, 'replay', 'a.json')).toBe(2);
    expect(io.output.err).toMatch(
      /^fray: a\.json:1:\d+: initial: .+ \[log\/invalid\]\n {2}hint: a saved log is/,
    );
    expect(await fray(io, 'replay', 'b.json')).toBe(2);
    expect(io.output.err).toMatch(
      /fray: b\.json:1:\d+: .+ \[log\/invalid\]\n {2}hint: a saved log is JSON/,
    );
    expect(io.output.out).toBe('');
  });

  it('a log of an unknown rule set', async () => {
    const io = await saved('q');
    const log = JSON.parse(io.files.get('log.json') ?? '') as { initial: { ruleSet: string } };
    log.initial.ruleSet = 'chess';
    io.files.set('log.json', JSON.stringify(log, null, 2));
    expect(await fray(io, 'replay', 'log.json')).toBe(2);
    expect(io.output.err).toMatch(
      /^fray: log\.json:\d+:\d+: initial\.ruleSet: unknown rule set "chess" \[log\/invalid\]\n {2}hint: the rule sets are toy; one of your own is loaded with --rules <path> \(docs\/rule-sets\.md\)\n$/,
    );
  });
});
