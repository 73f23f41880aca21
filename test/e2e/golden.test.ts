/**
 * Golden outputs (issue 15): the exact text and JSON that `fray` prints for one scripted fight, one
 * simulated fight and one simulation per rule set, and the events a saved log replays to. They
 * were recorded before the rule sets were reorganised, so a move of files that changes any rule,
 * any die drawn or any line of a report fails here. A deliberate change of behaviour re-records
 * them with `npx vitest run test/e2e/golden.test.ts -u` and says why in its commit.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'fray-golden-'));

function fray(args: readonly string[]): string {
  const r = spawnSync(process.execPath, ['bin/fray.js', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, FRAY_DEBUG: '', NO_COLOR: '1' },
  });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return r.stdout;
}

const golden = (name: string) => `./golden/${name}`;

const CASES = [
  { ruleSet: 'l5r4e', fight: 'l5r4e-duel.yaml', sim: 'l5r4e-skirmish.yaml' },
  { ruleSet: 'elan-moxie', fight: 'elan-moxie-duel.yaml', sim: 'elan-moxie-chapel.yaml' },
  { ruleSet: 'combat-chaos', fight: 'combat-chaos-duel.yaml', sim: 'combat-chaos-ambush.yaml' },
] as const;

describe.each(CASES)('golden outputs of $ruleSet', ({ ruleSet, fight, sim }) => {
  it(`fray run examples/${fight} prints the same events, log and state`, async () => {
    const out = fray(['run', `examples/${fight}`, '--json']);
    await expect(out).toMatchFileSnapshot(golden(`${ruleSet}-run.json`));
  });

  it('a saved log of that fight replays to the same text', async () => {
    const log = join(dir, `${ruleSet}.json`);
    fray(['run', `examples/${fight}`, '--save', log]);
    const saved = JSON.parse(readFileSync(log, 'utf8')) as { entries: unknown[] };
    expect(saved.entries.length).toBeGreaterThan(0);
    // The log's path is a fresh temp directory: the golden text names it `<log>`.
    const replay = fray(['replay', log]).replaceAll(log, '<log>');
    await expect(replay).toMatchFileSnapshot(golden(`${ruleSet}-replay.txt`));
  });

  it(`fray run examples/${sim} --sim plays the same simulated fight`, async () => {
    const out = fray(['run', `examples/${sim}`, '--sim', '--seed', '7/3']);
    await expect(out).toMatchFileSnapshot(golden(`${ruleSet}-sim-fight.txt`));
  });

  it(`fray sim examples/${sim} with a fixed seed prints the same report`, async () => {
    const args = ['sim', `examples/${sim}`, '--runs', '300', '--seed', '7', '--workers', '0'];
    await expect(fray(args)).toMatchFileSnapshot(golden(`${ruleSet}-sim.txt`));
    await expect(fray([...args, '--json'])).toMatchFileSnapshot(golden(`${ruleSet}-sim.json`));
  });
});
