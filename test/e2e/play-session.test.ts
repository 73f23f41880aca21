/**
 * End-to-end (issue 16): a session at the table with `fray play`, spawned as a GM runs it with
 * piped input: play and stop, resume the next day from the saved log (another process), the table
 * on demand and after each round, stable menu keys with the variants of an action folded, and
 * physical dice typed roll by roll, a bad face asked again.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const DUEL = 'examples/l5r4e-duel.yaml';

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function fray(args: readonly string[], input = ''): Run {
  const r = spawnSync(process.execPath, ['bin/fray.js', ...args], {
    cwd: root,
    encoding: 'utf8',
    input,
    env: { ...process.env, FRAY_DEBUG: '' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function ok(r: Run): Run {
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return r;
}

const temp = (): string => mkdtempSync(join(tmpdir(), 'fray-session-'));

interface SavedFile {
  encounter?: { file: string; ruleSet: string; spec: { combatants: unknown[] } };
  initial: unknown;
  entries: { command: { type: string; meta?: { faces?: number[] } } }[];
}
const readLog = (path: string): SavedFile => JSON.parse(readFileSync(path, 'utf8')) as SavedFile;

/** The L5R duel without its script, the two samurai 5 ft apart: Akodo (Initiative 24) may attack. */
function closeDuel(dir: string, script = 'script: [{ type: StartCombat }]\n'): string {
  const text = readFileSync(join(root, DUEL), 'utf8')
    .replace(/^script:[\s\S]*$/m, script)
    .replace('position: { x: 10, y: 0 }', 'position: { x: 5, y: 0 }');
  const file = join(dir, 'close-duel.yaml');
  writeFileSync(file, text);
  return file;
}

/** The table's header line, as fray run prints it. */
const TABLE = /^ {4}combatant +side +at \(ft\) +init +conditions +status$/m;

describe('fray play: stop tonight, resume tomorrow', () => {
  it('the log is saved as you play, keeps its encounter, and another process goes on from it', () => {
    const dir = temp();
    const log = join(dir, 'duel.json');
    // Day 1: the script, then Bayushi speaks; the terminal is closed (no q): nothing is lost.
    const day1 = ok(fray(['play', DUEL, '--save', log], 'sp\n'));
    expect(day1.stdout).toMatch(/^#5 Speak .*\(by bayushi\)$/m);
    const saved = readLog(log);
    expect(saved.encounter).toMatchObject({ file: DUEL, ruleSet: 'l5r4e' });
    expect(saved.encounter?.spec.combatants).toHaveLength(2);
    expect(saved.entries).toHaveLength(5);

    // Day 2: the log alone is enough; it goes on at version 5 and saves to the same file.
    const day2 = ok(fray(['play', '--resume', log], 's\ne\nq\n'));
    const lines = day2.stdout.split('\n');
    expect(lines[0]).toBe(
      `${log}: resumed at version 5 of 5, the fight of ${DUEL}: Legend of the Five Rings, 4th edition, seed 42`,
    );
    expect(day2.stdout).toMatch(TABLE);
    expect(day2.stdout).toMatch(/^> s\nRound 1 · Bayushi Kaiju's turn\n {4}combatant/m);
    expect(day2.stdout).toMatch(/^#6 EndTurn \(by bayushi\)\n {3}Bayushi Kaiju ends the turn$/m);
    expect(readLog(log).entries).toHaveLength(6);

    // The whole evening replays, both days, and ends where play ended.
    const replayed = ok(fray(['replay', log]));
    expect(replayed.stdout).toMatch(/^#5 Speak/m);
    expect(replayed.stdout).toMatch(/^#6 EndTurn/m);
    const tail = (s: string): string => s.slice(s.lastIndexOf('Round '));
    expect(tail(replayed.stdout)).toBe(tail(day2.stdout));
  });

  it('a fight of roster sheets: played, stopped, resumed from the log alone, and one more goblin added by its sheet name', () => {
    const dir = temp();
    const log = join(dir, 'raid.json');
    const RAID = 'examples/with-rosters/combat-chaos-goblin-raid.yaml';
    const day1 = ok(
      fray(['play', RAID, '--save', log], 'g AddCombatant {sheet: goblin, side: goblins}\n'),
    );
    expect(day1.stdout).toMatch(/Goblin 4/);
    const saved = readLog(log) as SavedFile & { encounter?: { rosterSheets?: object } };
    expect(Object.keys(saved.encounter?.rosterSheets ?? {})).toEqual(
      expect.arrayContaining(['knight', 'squire', 'goblin', 'goblin-archer']),
    );
    // Day 2, without the roster files: the log keeps their sheets.
    const day2 = ok(
      fray(
        ['play', '--resume', log],
        'g AddCombatant {sheet: goblin, side: goblins}\ng AddCombatant {sheet: troll, side: goblins}\nq\n',
      ),
    );
    expect(day2.stdout).toMatch(/Goblin 5/);
    expect(day2.stdout).toMatch(
      /refused: unknown sheet "troll".*the sheets are .*goblin.*\[gm\/bad-combatant\]/,
    );
    expect(readLog(log).entries.filter((e) => e.command.type === 'AddCombatant')).toHaveLength(2);
  });

  it('--at VERSION goes on from an earlier state; --save writes elsewhere, the log is kept', () => {
    const dir = temp();
    const log = join(dir, 'duel.json');
    ok(fray(['play', DUEL, '--save', log], 'sp\nq\n'));
    const before = readFileSync(log, 'utf8');
    const other = join(dir, 'other.json');
    const r = ok(fray(['play', '--resume', log, '--at', '2', '--save', other], 'e\nq\n'));
    expect(r.stdout.split('\n')[0]).toMatch(
      /resumed at version 2 of 5, the fight of examples\/l5r4e-duel\.yaml; saving to .*other\.json keeps only the first 2/,
    );
    expect(r.stdout).toMatch(/^#3 EndTurn \(by bayushi\)$/m);
    expect(readLog(other).entries.map((e) => e.command.type)).toEqual([
      'SetStance',
      'StartCombat',
      'EndTurn',
    ]);
    expect(readFileSync(log, 'utf8')).toBe(before);
  });

  it('bad resume input: exit 2 with a code and what to fix, and the log is not touched', () => {
    const dir = temp();
    const log = join(dir, 'duel.json');
    ok(fray(['play', DUEL, '--save', log], 'q\n'));
    const before = readFileSync(log, 'utf8');
    const past = fray(['play', '--resume', log, '--at', '40'], 'e\n');
    expect(past.code).toBe(2);
    expect(past.stderr).toMatch(
      /^fray: --at 40 is past the end of .*duel\.json: it holds 4 commands, so VERSION is 0 to 4 \[log\/at-past-end\]\n {2}hint: fray replay .* lists its commands/,
    );
    const none = fray(['play', '--resume', join(dir, 'nope.json')]);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/cannot read .*nope\.json: no such file \[cli\/file\]/);
    const cut = join(dir, 'cut.json');
    writeFileSync(cut, before.slice(0, 200));
    const corrupt = fray(['play', '--resume', cut], 'e\n');
    expect(corrupt.code).toBe(2);
    expect(corrupt.stderr).toMatch(
      /^fray: .*cut\.json:\d+:\d+: .*\[log\/invalid\]\n {2}hint: a saved log is JSON: was the file cut short or edited\?/,
    );
    expect(readFileSync(cut, 'utf8')).toBe(before.slice(0, 200));
    const both = fray(['play', '--at', '1', DUEL]);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(
      /--at goes with --resume: it names a version of a saved log \[cli\/usage\]/,
    );
    expect(fray(['play']).stderr).toMatch(/needs an encounter file, or --resume and a saved log/);
    expect(readFileSync(log, 'utf8')).toBe(before);
  });

  it('a log saved before logs kept their encounter still replays and resumes', () => {
    const dir = temp();
    const log = join(dir, 'old.json');
    ok(fray(['play', DUEL, '--save', log], 'q\n'));
    const { initial, entries } = readLog(log);
    writeFileSync(log, JSON.stringify({ initial, entries }, null, 2));
    expect(ok(fray(['replay', log])).stdout).toMatch(/^#4 Attack/m);
    const r = ok(fray(['play', '--resume', log], 'e\nq\n'));
    expect(r.stdout.split('\n')[0]).toMatch(/resumed at version 4 of 4: Legend of the Five Rings/);
    expect(readLog(log).entries).toHaveLength(5);
  });

  it('fray run --resume shows where the saved fight stands; with a file, its script goes on', () => {
    const dir = temp();
    const log = join(dir, 'duel.json');
    ok(fray(['play', DUEL, '--save', log], 'q\n'));
    const at = ok(fray(['run', '--resume', log, '--at', '2']));
    expect(at.stdout).toMatch(/resumed at version 2 of 4/);
    expect(at.stdout).toMatch(/Bayushi Kaiju .*Complex or 2 Simple left/);
    const more = join(dir, 'more.yaml');
    writeFileSync(
      more,
      readFileSync(join(root, DUEL), 'utf8').replace(
        /^script:[\s\S]*$/m,
        'script: [{ type: EndTurn }]\n',
      ),
    );
    const r = ok(fray(['run', more, '--resume', log]));
    expect(r.stdout).toMatch(/^#5 EndTurn\n {3}Bayushi Kaiju ends the turn$/m);
    expect(readLog(log).entries).toHaveLength(5);
  });
});

describe('fray play: the table and the menu', () => {
  it('the table after each round; the keys stay for the turn; a Raise ladder is one line', () => {
    const dir = temp();
    const file = closeDuel(dir);
    const r = ok(fray(['play', file], '? a\nsp\na+1\ne\ne\nq\n'));
    const out = r.stdout;
    expect(out).toMatch(
      /^ {2}a {4}Attack Bayushi Kaiju with the katana {3}\(82 % to hit · 52 % with 1 Raise · 31 % with 2 Raises · .*\) {3}\[\+8 more: \? a\]$/m,
    );
    expect(out).toMatch(/^> \? a\n {2}a {4}Attack Bayushi Kaiju with the katana {3}\(82 % to hit/m);
    expect(out).toMatch(
      /^ {2}a\+1 {2}Attack Bayushi Kaiju with the katana \(1 Raise\) {3}\(52 % to hit/m,
    );
    expect(out).toMatch(/^ {7}rolls: attack 6k3, damage 6k2/m);
    // After speaking, the attack keeps its key a, its Raise a+1.
    expect(out).toMatch(/^#2 Speak .*\(by akodo\)$/m);
    expect(out).toMatch(/^#3 Attack target=bayushi raises=1 \(by akodo\)$/m);
    // Bayushi ends the round: the table comes before round 2's menu.
    const round2 = out.indexOf('-- Round 2 --');
    expect(round2).toBeGreaterThan(0);
    expect(out.slice(round2)).toMatch(/^Round 2 · .*\n {4}combatant/m);
  });

  it('g data is read as a file is: an alias is refused with where and what to type', () => {
    const r = ok(fray(['play', DUEL], 'g Fear {rank: &r 2, again: *r}\ng Fear rank: 2\nq\n'));
    expect(r.stdout).toMatch(
      /the data of Fear is not valid YAML at column \d+: aliases are not allowed \(\*r\) but as a merge key \(<<: \*r\): write the value out in full/,
    );
    expect(r.stdout).toMatch(/^#5 Fear rank=2 \(by gm\)$/m);
  });
});

describe('fray play --dice physical: dice as they fall', () => {
  it('asks roll by roll: initiative, the attack, an explosion, the damage; a bad face is asked again', () => {
    const dir = temp();
    const file = closeDuel(dir, '');
    const log = join(dir, 'dice.json');
    const input = [
      '',
      '3 4 5',
      '4 3 2 11',
      '4 3 2 1',
      'a',
      '10 3 2 2 1 1',
      '8',
      '7,7,7,7,7,7',
      'q',
    ];
    const r = ok(
      fray(['play', file, '--dice', 'physical', '--save', log], `${input.join('\n')}\n`),
    );
    const out = r.stdout;
    expect(out).toMatch(
      /^Akodo Toshiro's initiative: 5k3, type 5 d10 or press Enter to roll \(c cancels\) > \n {2}rolled \d+, \d+, \d+, \d+, \d+$/m,
    );
    expect(out).toContain(
      "Bayushi Kaiju's initiative: 4k3, type 4 d10 or press Enter to roll (c cancels) > 3 4 5\n  4 faces are asked for, not 3: type 4, e.g. 3,4,5,6\n",
    );
    expect(out).toContain(
      '> 4 3 2 11\n  11 is not a face of a d10 (1 to 10): type the faces again\n',
    );
    expect(out).toMatch(/^ {3}Bayushi Kaiju rolls Initiative: 4k3\[4, 3, 2, 1d\] = 9$/m);
    expect(out).toMatch(/^ {2}a +Attack Bayushi Kaiju .* {3}\[rolls attack 6k3, damage 6k2\]/m);
    expect(out).toContain(
      "Akodo Toshiro's attack: 6k3 (so far 10, 3, 2, 2, 1, 1), a die exploded: type 1 d10 more or press Enter to roll (c cancels) > 8\n",
    );
    expect(out).toContain("Akodo Toshiro's damage: 6k2, type 6 d10");
    expect(out).toMatch(
      /^#2 Attack target=bayushi \(by akodo, faces 10,8,3,2,2,1,1,7,7,7,7,7,7\)$/m,
    );
    expect(out).toMatch(
      /6k3\[18\(10\+8\), 3, 2, 2d, 1d, 1d\] = 23 vs TN 20 — hit; damage 6k2\[7, 7, 7d, 7d, 7d, 7d\] = 14/,
    );
    // The bad faces changed nothing: two commands, and the log replays to the same fight.
    expect(readLog(log).entries.map((e) => e.command.type)).toEqual(['StartCombat', 'Attack']);
    expect(ok(fray(['replay', log])).stdout).toMatch(/= 23 vs TN 20 — hit/);
  });

  it('p KEY asks for one command’s dice, the soak of the defender; c cancels and sends nothing', () => {
    const dir = temp();
    const em = readFileSync(join(root, 'examples/elan-moxie-duel.yaml'), 'utf8').replace(
      /^script:[\s\S]*$/m,
      'script: [{ type: StartCombat, meta: { faces: [10, 18, 8, 19] } }]\n',
    );
    const file = join(dir, 'em.yaml');
    writeFileSync(file, em);
    const r = ok(fray(['play', file], 'p a\nc\np a\n17\n25\n3\nq\n'));
    const out = r.stdout;
    expect(out).toContain('cancelled: nothing was sent\n');
    expect(out).toMatch(
      /^Kara Vell's attack: 1d20\+3, type 1 d20 or press Enter to roll \(c cancels\) > c$/m,
    );
    expect(out).toContain('> 25\n  25 is not a face of a d20 (1 to 20): type the face again\n');
    expect(out).toMatch(
      /Grosk the Ogre's soak: 1d20-2, type 1 d20 or press Enter to roll \(c cancels\) > 3$/m,
    );
    expect(out).toMatch(/^#2 Attack target=grosk weapon=spark \(by kara, faces 17,3\)$/m);
    expect(out).toMatch(/1d20\+3 = 20 vs defense 10 — hit .* soak 1d20-2 = 1 /);
  });
});
