// @ts-check
/**
 * End-to-end: the house system loaded from its directory by the command line, as a GM would:
 * `fray run|play|replay|sim --rules ./examples/custom-rule-set` (dist/ is built by the tests'
 * global setup; `fray` in this folder's imports resolves to it through package.json exports).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RULES = ['--rules', './examples/custom-rule-set'];
const BRAWL = 'examples/custom-rule-set/encounters/brawl.yaml';
const dir = mkdtempSync(join(tmpdir(), 'two-sixes-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/**
 * @param {readonly string[]} args
 * @param {string} [input]
 */
function fray(args, input) {
  const r = spawnSync(process.execPath, ['bin/fray.js', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, FRAY_DEBUG: '', NO_COLOR: '1' },
    ...(input === undefined ? {} : { input }),
  });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return r.stdout;
}

describe('Two Sixes from the command line (--rules)', () => {
  it('fray run plays the script with the house rules (sentences 2, 4–8)', () => {
    const out = fray(['run', BRAWL, ...RULES]);
    expect(out).toMatch(/^examples\/custom-rule-set\/encounters\/brawl\.yaml: Two Sixes/);
    expect(out).toContain('Cole rolls initiative: 1d6 = 6, score 11');
    expect(out).toContain('Ayla defends');
    expect(out).toContain('Borin attacks Ayla: 11 on 2d6, 12 against 10, a hit for 2');
    expect(out).toMatch(/Ayla +sellswords .* 11\/14 hp/);
  });

  it('a saved log replays with --rules', () => {
    const log = join(dir, 'brawl.json');
    fray(['run', BRAWL, ...RULES, '--save', log]);
    expect(fray(['replay', log, ...RULES])).toContain('Ayla attacks Cole');
  });

  it('fray play shows the menu of the house rules with its odds and takes a choice from stdin', () => {
    const out = fray(['play', BRAWL, ...RULES], '1\nq\n');
    expect(out).toMatch(/Attack Ayla with club/);
    expect(out).toMatch(/Defend \(attacks on you need 2 more\)/);
    expect(out).toMatch(/Borin attacks Ayla: \d+ on 2d6/);
  });

  it('fray sim over worker threads gives the report of --workers 0 (the workers load the same module)', () => {
    const args = ['sim', BRAWL, ...RULES, '--runs', '200', '--seed', '7', '--json'];
    const inThread = JSON.parse(fray([...args, '--workers', '0']));
    const workers = JSON.parse(fray([...args, '--workers', '2']));
    expect(workers.summary).toEqual(inThread.summary);
    expect(inThread.encounter.ruleSet).toBe('two-sixes');
    expect(inThread.summary.harmUnit).toBe('hit points');
    expect(inThread.summary.combatants.ayla.policy).toBe('cautious');
  });

  it('fray sim --vs and --sweep run in the workers too', () => {
    const base = ['sim', BRAWL, ...RULES, '--runs', '100', '--seed', '7', '--workers', '2'];
    const vs = JSON.parse(fray([...base, '--vs', BRAWL, '--json']));
    expect(vs.vs.difference.sellswords.d).toBe(0); // the same file, the same seeds
    const sweep = JSON.parse(fray([...base, '--sweep', 'combatants.ayla.skill=1..3', '--json']));
    expect(sweep.sweep.points.map((/** @type {{ value: number }} */ p) => p.value)).toEqual([
      1, 2, 3,
    ]);
  });

  it('fray sim --tactics lists the house tactic', () => {
    expect(fray(['sim', BRAWL, ...RULES, '--tactics'])).toMatch(/cautious +defend below/);
  });
});
