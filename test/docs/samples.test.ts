/**
 * Issue 16, "the docs' sample outputs are regenerated from the code by a script so they cannot
 * drift": every `<!-- sample: … -->` block of the README and the docs is what the command prints
 * today (scripts/docs-samples.js --check, which spawns bin/fray.js; dist/ is built by
 * global-setup.ts), and the script finds a stale sample, leaves the file alone with --check, and
 * rewrites it without.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const temp = mkdtempSync(join(tmpdir(), 'fray-samples-test-'));
afterAll(() => {
  rmSync(temp, { recursive: true, force: true });
});

function samples(...args: string[]) {
  const r = spawnSync(process.execPath, ['scripts/docs-samples.js', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('docs samples', () => {
  it('every sample of the README and the docs is up to date', { timeout: 180_000 }, () => {
    const r = samples('--check');
    expect(r.stdout, 'run npm run docs:samples').toMatch(/^\d+ samples up to date$/m);
    expect(r.code).toBe(0);
  });

  it('a stale sample is named by --check (exit 1, nothing written), then rewritten', () => {
    const file = join(temp, 'doc.md');
    const stale = [
      'A roll:',
      '',
      '<!-- sample: fray roll 6k3 --seed 12 -->',
      '',
      '```',
      '$ fray roll 6k3 --seed 12',
      '6k3[10] = 10',
      '```',
      '',
      '<!-- sample output: fray roll 1d6 --seed 1 --json -->',
      '',
      '```json',
      '{}',
      '```',
      '',
    ].join('\n');
    writeFileSync(file, stale);
    const check = samples('--check', file);
    expect(check.code).toBe(1);
    expect(check.stdout).toContain('stale sample of fray roll 6k3 --seed 12');
    expect(check.stdout).toContain('stale sample of fray roll 1d6 --seed 1 --json');
    expect(readFileSync(file, 'utf8')).toBe(stale);
    expect(samples(file).code).toBe(0);
    const fixed = readFileSync(file, 'utf8');
    expect(fixed).toContain(
      '```\n$ fray roll 6k3 --seed 12\n6k3[18(10+8), 5d, 1d, 19(10+9), 2d, 8] = 45\nseed 12\n```',
    );
    expect(fixed).toMatch(/```json\n\{\n {2}"expression": "1d6",\n {2}"total": \d/);
    expect(samples('--check', file).code).toBe(0);
  });
});
