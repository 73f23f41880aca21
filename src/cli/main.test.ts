import { describe, expect, it } from 'vitest';
import { memoryIo } from '../testing/memory-io.js';
import { run } from './main.js';

/** Runs `fray` in the process with a fixed "random" seed; returns exit code and output. */
async function fray(
  ...argv: string[]
): Promise<{ code: number; out: string; err: string; seeds: number }> {
  const io = memoryIo();
  const code = await run(argv, io);
  return { code, ...io.output };
}

describe('run (in process)', () => {
  it('picks a random seed only when none is given, and prints it', async () => {
    const random = await fray('roll', '6k3');
    expect(random.seeds).toBe(1);
    expect(random.out).toBe((await fray('roll', '6k3', '--seed', '777')).out);
    expect(random.out.endsWith('\nseed 777\n')).toBe(true);
    expect((await fray('roll', '6k3', '--seed', '1')).seeds).toBe(0);
  });

  it('joins several words into one expression', async () => {
    expect((await fray('roll', '2d6', '+', '3', '--seed', '1')).out).toMatch(
      /^2d6\[\d, \d\] \+ 3 = \d+\n/,
    );
    expect((await fray('roll', '2d6', '-3', '--seed', '1')).out).toMatch(
      /^2d6\[\d, \d\] - 3 = \d+\n/,
    );
  });

  it('gives the same totals on the full roller (≤ 100 rolls) and the fast path (more)', async () => {
    const full = JSON.parse(
      (await fray('roll', '6k3', '--times', '100', '--seed', 's', '--json')).out,
    ) as {
      totals: number[];
      rolls: unknown[];
    };
    const fast = JSON.parse(
      (await fray('roll', '6k3', '--times', '101', '--seed', 's', '--json')).out,
    ) as {
      totals: number[];
      rolls?: unknown;
    };
    expect(full.rolls).toHaveLength(100);
    expect(fast.rolls).toBeUndefined();
    expect(fast.totals.slice(0, 100)).toEqual(full.totals);
  });

  it('drops totals from the JSON above 100,000 rolls', async () => {
    const json = JSON.parse(
      (await fray('roll', '1d6', '--times', '100001', '--seed', '1', '--json')).out,
    ) as {
      totals?: unknown;
      times: number;
    };
    expect(json.times).toBe(100001);
    expect(json.totals).toBeUndefined();
  });

  it('shows a histogram above 20 rolls', async () => {
    const { code, out } = await fray('roll', '2d6', '--times', '1000', '--seed', '3');
    expect(code).toBe(0);
    expect(out.split('\n')[0]).toMatch(
      /^1,000 rolls of 2d6: mean [\d.]+, sd [\d.]+, min 2, max 12$/,
    );
    expect(out).toMatch(/^ +7 +\d+ +\d+\.\d\d % +#{40}$/m);
    expect(out.endsWith('seed 3\n')).toBe(true);
  });

  it('applies --odd-die to the Ten Dice Rule', async () => {
    const faces = ['--faces', '1,2,3,4,5,6,7,8,9,9'];
    expect((await fray('roll', '11k3', ...faces)).out).toMatch(/^11k3 \(as 10k3\)\[.*\] = 26\n$/);
    expect((await fray('roll', '11k3', ...faces, '--odd-die', 'bonus')).out).toMatch(
      /^11k3 \(as 10k3\+2\)\[.*\] = 28\n$/,
    );
    expect((await fray('odds', '11k3', '--tn', '30', '--odd-die', 'bonus', '--json')).out).not.toBe(
      (await fray('odds', '11k3', '--tn', '30', '--json')).out,
    );
  });

  it('exits 2 on bad input, writing only to stderr', async () => {
    for (const argv of [
      ['roll'],
      ['roll', '6k3', '--nope'],
      ['roll', '6k3', '--times', '0'],
      ['roll', '6k3', '--faces', '1,2,3', '--seed', '1'],
      ['odds', '6k3', '--chaos'],
      ['odds', '6k3', '--raises', '1'],
      ['odds', '6k3', '--tn', '5', '--vs', '5k3'],
      ['odds', '1000d1000'],
      ['nope'],
      [],
    ]) {
      const r = await fray(...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.out, argv.join(' ')).toBe('');
      expect(r.err, argv.join(' ')).toMatch(/^fray: .+ \[[a-z]+\/[a-z-]+\]$/m);
    }
  });

  it('prints help and the version with exit 0', async () => {
    expect((await fray('--help')).code).toBe(0);
    expect((await fray('help', 'roll')).out).toContain('--faces <list>');
    expect((await fray('--version')).out).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});
