/**
 * End-to-end: spawns `node bin/fray.js` (dist/ is built by global-setup.ts) and checks what a user
 * sees: stdout, stderr and the exit code.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function fray(args: readonly string[], env: Record<string, string> = {}): Run {
  const r = spawnSync(process.execPath, ['bin/fray.js', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, FRAY_DEBUG: '', ...env },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The JSON printed by a successful run. */
function json(r: Run): unknown {
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout);
}

/** Bad input: exit 2, a `fray: ... [code]` line on stderr, nothing on stdout, no stack trace. */
function expectBadInput(r: Run, message: RegExp): void {
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).toMatch(/^fray: .+ \[[a-z]+\/[a-z-]+\]$/m);
  expect(r.stderr).toMatch(message);
  expect(r.stderr).not.toMatch(/^\s+at /m);
}

describe('fray roll', () => {
  it('is deterministic with --seed and prints the breakdown and the seed', () => {
    const a = fray(['roll', '6k3', '--seed', '12']);
    expect(a).toEqual(fray(['roll', '6k3', '--seed', '12']));
    expect(a.code).toBe(0);
    expect(a.stdout).toBe('6k3[18(10+8), 5d, 1d, 19(10+9), 2d, 8] = 45\nseed 12\n');
  });

  it('picks and prints a random seed without --seed, and the seed replays the roll', () => {
    const r = fray(['roll', '2d20kh1+5']);
    const seed = /^seed (\d+)$/m.exec(r.stdout)?.[1];
    expect(seed).toBeDefined();
    expect(fray(['roll', '2d20kh1+5', '--seed', seed ?? '']).stdout).toBe(r.stdout);
  });

  it('joins several words into one expression', () => {
    expect(fray(['roll', '2d6', '+', '3', '--seed', '1']).stdout).toMatch(/^2d6\[\d, \d\] \+ 3 = /);
  });

  it('--json has the RollRecord with expression and total, plus the seed', () => {
    const r = json(fray(['roll', '6k3', '--seed', '12', '--json'])) as {
      expression: string;
      total: number;
      seed: unknown;
      breakdown: string;
    };
    expect(r).toMatchObject({ expression: '6k3', total: 45, seed: 12 });
    expect(r.breakdown).toBe('6k3[18(10+8), 5d, 1d, 19(10+9), 2d, 8] = 45');
    expect(
      (json(fray(['roll', '1d6', '--seed', 'goblin', '--json'])) as { seed: unknown }).seed,
    ).toBe('goblin');
  });

  it('--times with --json: expression, seed, times, totals, mean, sd, min, max, rolls', () => {
    const r = json(fray(['roll', '4d6dl1', '--times', '6', '--seed', '1', '--json'])) as {
      totals: number[];
      rolls: { total: number }[];
      times: number;
    };
    expect(Object.keys(r)).toEqual([
      'expression',
      'seed',
      'times',
      'totals',
      'mean',
      'sd',
      'min',
      'max',
      'rolls',
    ]);
    expect(r.times).toBe(6);
    expect(r.rolls.map((x) => x.total)).toEqual(r.totals);
  });

  it('--times: breakdowns up to 20 rolls, a histogram above', () => {
    const few = fray(['roll', '6k3', '--times', '3', '--seed', '1']).stdout.split('\n');
    expect(few.slice(0, 3).every((l) => /^6k3\[.*\] = \d+$/.test(l))).toBe(true);
    expect(few[3]).toMatch(/^3 rolls of 6k3: mean /);
    const many = fray(['roll', '6k3', '--times', '100000', '--seed', '1']);
    expect(many.code).toBe(0);
    expect(many.stdout).toMatch(
      /^100,000 rolls of 6k3: mean 26\.\d+, sd 8\.\d+, min \d+, max \d+$/m,
    );
    expect(many.stdout).toMatch(/^ +20–24 +[\d,]+ +\d+\.\d\d % +#{40}$/m);
  });

  it('--times outside 1 to 1,000,000 is bad input', () => {
    expectBadInput(fray(['roll', '6k3', '--times', '0']), /--times/);
    expectBadInput(fray(['roll', '6k3', '--times', '1000001']), /1 to 1000000/);
  });
});

describe('fray roll --faces (physical dice)', () => {
  it('rolls the faces typed in: 10,3,8,7,5,3,2 on 6k3 is 28', () => {
    const r = fray(['roll', '--faces', '10,3,8,7,5,3,2', '6k3']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('6k3[13(10+3), 8, 7, 5d, 3d, 2d] = 28\n');
    expect(
      (json(fray(['roll', '6k3', '--faces', '10,3,8,7,5,3,2', '--json'])) as { total: number })
        .total,
    ).toBe(28);
  });

  it('too few, too many or out-of-range faces exit 2 with the dice message', () => {
    expectBadInput(fray(['roll', '6k3', '--faces', '10,3,8']), /needs more.*\[dice\/faces\]/);
    expectBadInput(
      fray(['roll', '6k3', '--faces', '1,2,3,4,5,6,7']),
      /used only 6.*\[dice\/faces\]/,
    );
    expectBadInput(
      fray(['roll', '6k3', '--faces', '1,2,3,4,5,11']),
      /shows 1 to 10.*\[dice\/faces\]/,
    );
    expectBadInput(fray(['roll', '6k3', '--faces', '1,x']), /face 2 is "x"/);
  });

  it('cannot be combined with --seed or with --times above 1', () => {
    expectBadInput(fray(['roll', '6k3', '--faces', '1,2,3,4,5,6', '--seed', '1']), /--seed/);
    expectBadInput(fray(['roll', '6k3', '--faces', '1,2,3,4,5,6', '--times', '2']), /--times 2/);
  });
});

describe('fray odds', () => {
  it('--tn: 1k1 vs 10 is 0.1, 2k1 vs 20 is 0.0199 (JSON CheckOdds)', () => {
    const a = json(fray(['odds', '1k1', '--tn', '10', '--json'])) as {
      expression: string;
      tn: number;
      probability: number;
    };
    expect(a).toMatchObject({ expression: '1k1', tn: 10, raises: 0, target: 10 });
    expect(a.probability).toBeCloseTo(0.1, 10);
    const b = json(fray(['odds', '2k1', '--tn', '20', '--json'])) as { probability: number };
    expect(b.probability).toBeCloseTo(0.0199, 10);
  });

  it('--tn with --raises adds 5 per Raise', () => {
    const r = fray(['odds', '6k3', '--tn', '25', '--raises', '2']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('P(6k3 ≥ 35: TN 25 + 2 Raises) = 15.53 %\n');
    expect(fray(['odds', '6k3', '--tn', '25']).stdout).toBe('P(6k3 ≥ 25) = 51.58 %\n');
  });

  it('--chaos: natural 19–20 always hit, 1–2 always miss', () => {
    const r = fray(['odds', '1d20+5', '--tn', '30', '--chaos']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('P(1d20+5 ≥ 30) = 10.00 % under Combat Chaos');
    expect(r.stdout).toContain('natural 1–2 always misses: 10.00 %');
    const c = json(fray(['odds', '2d20kh1+5', '--tn', '30', '--chaos', '--json'])) as {
      probability: number;
      naturalMiss: number;
      naturalHit: number;
    };
    expect(c.probability).toBeCloseTo(0.19, 12);
    expect(c.naturalHit).toBeCloseTo(0.19, 12);
    expectBadInput(fray(['odds', '1d20+5', '--chaos']), /--chaos needs --tn/);
  });

  it('--vs: a contested roll, win / tie / lose, and short of the Raises', () => {
    const r = fray(['odds', '6k3', '--vs', '5k3', '--raises', '1']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^6k3 vs 5k3 with 1 Raise$/m);
    expect(r.stdout).toMatch(/higher but short of the 1 Raise +15\.50 %/);
    const c = json(fray(['odds', '6k3', '--vs', '6k3', '--json'])) as Record<
      string,
      number | string
    >;
    expect(Object.keys(c)).toEqual(['expression', 'vs', 'raises', 'win', 'tie', 'lose', 'short']);
    expect(c.win).toBeCloseTo(c.lose as number, 12);
    expect((c.win as number) + (c.tie as number) + (c.lose as number)).toBeCloseTo(1, 12);
  });

  it('without --tn or --vs: the distribution table, and JSON with atLeast and percentiles', () => {
    const r = fray(['odds', '6k3']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^ +25–29 +20\.64 % +51\.58 % +█+/m);
    expect(r.stdout).toMatch(/^mean 26\.54 · sd 8\.35 · percentiles 5th \d+/m);
    expect(r.stdout.split('\n').length).toBeLessThanOrEqual(45);
    const d = json(fray(['odds', '2k1', '--json'])) as {
      min: number;
      probabilities: number[];
      atLeast: number[];
      percentiles: object;
    };
    expect(d.atLeast).toHaveLength(d.probabilities.length);
    expect(d.atLeast[5 - d.min]).toBeCloseTo(0.84, 10);
    expect(Object.keys(d.percentiles)).toEqual(['p5', 'p25', 'p50', 'p75', 'p95']);
  });
});

describe('bad input and help', () => {
  it('bad notation exits 2 with the notation and a caret under column 3', () => {
    const r = fray(['roll', '6k']);
    expectBadInput(r, /\[dice\/syntax\]/);
    expect(r.stderr).toContain('\n    6k\n      ^\n');
    const vs = fray(['odds', '6k3', '--vs', '5k']);
    expectBadInput(vs, /\[dice\/syntax\]/);
    expect(vs.stderr).toContain('\n    5k\n      ^\n');
  });

  it('an unknown option, a missing argument or an unknown command exits 2', () => {
    expectBadInput(fray(['roll', '6k3', '--bogus']), /unknown option '--bogus'/);
    expectBadInput(fray(['odds']), /missing required argument 'expr'/);
    expectBadInput(fray(['bogus']), /unknown command 'bogus'/);
    expectBadInput(fray(['odds', '6k3', '--tn', 'ten']), /--tn/);
    expectBadInput(fray(['roll', '6k3', '--odd-die', 'maybe']), /bonus, lost/);
  });

  it('--help on the program and every command exits 0 and lists the options', () => {
    const cases: [string[], string[]][] = [
      [['--help'], ['roll', 'odds', 'demo', 'Exit codes']],
      [
        ['roll', '--help'],
        ['--seed', '--faces', '--times', '--json', '--odd-die'],
      ],
      [
        ['odds', '--help'],
        ['--tn', '--raises', '--vs', '--chaos', '--json', '--odd-die'],
      ],
      [['demo', '--help'], ['tour']],
    ];
    for (const [args, words] of cases) {
      const r = fray(args);
      expect(r.code, args.join(' ')).toBe(0);
      expect(r.stderr).toBe('');
      for (const w of words) expect(r.stdout, `${args.join(' ')}: ${w}`).toContain(w);
    }
  });
});

describe('fray demo', () => {
  it('exits 0 and shows a Ten Dice line', () => {
    const r = fray(['demo']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('Ten Dice Rule');
    expect(r.stdout).toContain('13k9 (as 10k10+2)');
    expect(r.stdout).toContain('Undo: takes back #5 Attack');
    expect(r.stdout.trimEnd().split('\n').length).toBeLessThanOrEqual(60);
  });
});
