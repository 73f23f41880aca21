/**
 * End-to-end `fray sim` (issue 7) with real worker threads: the summary, --json the same whatever
 * the number of workers, --report, --vs, --sweep, --check, --tactics, `fray run --sim` replaying
 * one fight, and bad input (exit 2, the seed to replay, no stack trace).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'fray-sim-'));

function fray(args: readonly string[]) {
  const r = spawnSync(process.execPath, ['bin/fray.js', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, FRAY_DEBUG: '' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function badInput(r: ReturnType<typeof fray>, message: RegExp): void {
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).toMatch(/^fray: .+ \[[a-z]+\/[a-z-]+\]$/m);
  expect(r.stderr).toMatch(message);
  expect(r.stderr).not.toMatch(/^\s+at /m);
}

/** An example with changes, written to the temp dir (policy modules resolve from test/fixtures). */
function variant(name: string, file: string, change: (d: Record<string, unknown>) => void): string {
  const data = parse(readFileSync(join(root, 'examples', name), 'utf8')) as Record<string, unknown>;
  change(data);
  const path = join(dir, file);
  writeFileSync(path, stringify(data));
  return path;
}

interface Report {
  runs: number;
  workers: number;
  summary: { fights: number; wins: Record<string, { p: number }> };
  vs?: { difference: Record<string, { d: number; low: number; high: number }> };
  sweep?: { points: { value: number }[] };
}

describe('fray sim', () => {
  it('prints a readable summary with the win chances and a histogram of rounds', () => {
    const r = fray(['sim', 'examples/combat-chaos-duel.yaml', '--runs', '400', '--seed', '1']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/knights/);
    expect(r.stdout).toMatch(/\d+\.\d %/);
    expect(r.stdout).toMatch(/█/);
  });

  it('--json is the same report with 1 or 2 worker threads (seeds do not depend on the split)', () => {
    const run = (workers: string) => {
      const r = fray([
        'sim',
        'examples/l5r4e-duel.yaml',
        '--runs',
        '600',
        '--seed',
        'w',
        '--workers',
        workers,
        '--json',
      ]);
      expect(r.stderr).toBe('');
      return JSON.parse(r.stdout) as Report;
    };
    const one = run('1');
    const two = run('2');
    expect(two.summary).toEqual(one.summary);
    expect(one.workers).toBe(1);
    expect(two.workers).toBe(2);
    expect(one.summary.fights).toBe(600);
  });

  it('--report writes a self-contained HTML page; --vs and --sweep add their parts', () => {
    const strong = variant('combat-chaos-duel.yaml', 'strong.yaml', (d) => {
      const [aldric] = d['combatants'] as Record<string, unknown>[];
      if (aldric) aldric['health'] = 60;
    });
    const out = join(dir, 'vs.html');
    const vs = fray([
      'sim',
      strong,
      '--vs',
      'examples/combat-chaos-duel.yaml',
      '--runs',
      '300',
      '--seed',
      '2',
      '--json',
      '--report',
      out,
    ]);
    expect(vs.stderr).toBe('');
    const report = JSON.parse(vs.stdout) as Report;
    expect(report.vs?.difference['knights']?.low).toBeGreaterThan(0);
    const html = readFileSync(out, 'utf8');
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toMatch(/data-chart="vs-wins"/);
    expect(html).not.toMatch(/src="https?:/);
    const sweep = fray([
      'sim',
      'examples/combat-chaos-duel.yaml',
      '--sweep',
      'combatants.brakka.health=10..30:10',
      '--runs',
      '100',
      '--json',
    ]);
    expect((JSON.parse(sweep.stdout) as Report).sweep?.points.map((p) => p.value)).toEqual([
      10, 20, 30,
    ]);
  });

  it('--check runs with the invariants checked; --tactics lists the tactics', () => {
    const r = fray([
      'sim',
      'examples/elan-moxie-chapel.yaml',
      '--runs',
      '40',
      '--check',
      '--policy',
      'random',
      '--round-cap',
      '20',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toMatchObject({ check: true, roundCap: 20 });
    const t = fray(['sim', 'examples/l5r4e-duel.yaml', '--tactics']);
    expect(t.code).toBe(0);
    expect(t.stdout).toMatch(/^ {2}random +a uniformly random legal action/m);
    expect(t.stdout).toMatch(/^ {2}aggressive /m);
  });

  it('fray run --sim --seed <base>/<i> plays fight i again, event by event', () => {
    const a = fray(['run', 'examples/combat-chaos-duel.yaml', '--sim', '--seed', 'x/4']);
    expect(a.stderr).toBe('');
    expect(a.code).toBe(0);
    expect(a.stdout).toMatch(/seed x\/4/);
    expect(fray(['run', 'examples/combat-chaos-duel.yaml', '--sim', '--seed', 'x/4']).stdout).toBe(
      a.stdout,
    );
  });
});

describe('simulate(): the library, from the package root (dist/index.js)', () => {
  type Root = typeof import('../../src/index.js');
  const load = async () => (await import(join(root, 'dist/index.js'))) as Root;

  it('gives the same report in worker threads as in this thread, from a path or from data', async () => {
    const { simulate } = await load();
    const file = join(root, 'examples/combat-chaos-duel.yaml');
    const threads = await simulate(file, { runs: 300, seed: 9, workers: 2 });
    const here = await simulate(file, { runs: 300, seed: 9, workers: 0 });
    if (!threads.ok || !here.ok) throw new Error('simulate failed');
    expect(threads.value.summary).toEqual(here.value.summary);
    const data = parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const fromData = await simulate(data, { runs: 300, seed: 9, workers: 0 });
    expect(fromData.ok && fromData.value.summary).toEqual(here.value.summary);
  });

  it('returns bad input as an error value with a code', async () => {
    const { simulate } = await load();
    const r = await simulate({ ruleSet: 'combat-chaos', combatants: [] }, { runs: 10 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('sim/one-side');
    const missing = await simulate(join(dir, 'nowhere.yaml'));
    expect(!missing.ok && missing.error.code).toBe('encounter/unreadable');
  });
});

describe('fray sim: bad input exits 2', () => {
  it('a side with no combatant (everyone on one side)', () => {
    const f = variant('combat-chaos-duel.yaml', 'one-side.yaml', (d) => {
      for (const c of d['combatants'] as Record<string, unknown>[]) c['side'] = 'knights';
    });
    badInput(
      fray(['sim', f, '--runs', '10']),
      /a fight needs combatants on at least two sides \[sim\/one-side\]/,
    );
  });

  it('a policy that returns an illegal action: the seed, the action and how to replay it', () => {
    const f = variant('combat-chaos-duel.yaml', 'illegal.yaml', (d) => {
      d['sim'] = { policies: { orcs: join(root, 'test/fixtures/policies/attack-nobody.mjs') } };
    });
    const r = fray(['sim', f, '--runs', '20', '--seed', '5']);
    badInput(
      r,
      /seed "5\/\d+", round \d+: Brakka's \{"type":"Attack".*"nobody-brakka".* was refused/,
    );
    expect(r.stderr).toMatch(/fray run .* --sim --seed/);
  });

  it('a malformed policy module', () => {
    const f = variant('combat-chaos-duel.yaml', 'malformed.yaml', (d) => {
      d['sim'] = { policies: { orcs: join(root, 'test/fixtures/policies/malformed.mjs') } };
    });
    badInput(
      fray(['sim', f, '--runs', '10']),
      /must export default a function .*\[sim\/bad-policy-module\]/,
    );
  });

  it('a sweep over an unknown field, or written wrong', () => {
    badInput(
      fray([
        'sim',
        'examples/combat-chaos-duel.yaml',
        '--sweep',
        'combatants.brakka.strength=1..3',
      ]),
      /has no field "strength".*\[sim\/bad-sweep\]/,
    );
    badInput(fray(['sim', 'examples/combat-chaos-duel.yaml', '--sweep', 'brakka=1']), /--sweep/);
  });

  it('an unknown tactic, and a bad number of runs', () => {
    badInput(
      fray(['sim', 'examples/combat-chaos-duel.yaml', '--policy', 'berserk']),
      /no tactic "berserk"/,
    );
    badInput(fray(['sim', 'examples/combat-chaos-duel.yaml', '--runs', '0']), /--runs/);
  });
});
