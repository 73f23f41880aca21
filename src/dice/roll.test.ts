import { describe, expect, it } from 'vitest';
import {
  DiceError,
  createRng,
  parse,
  roll,
  type DiceTermRecord,
  type DieRoll,
  type PoolTermRecord,
  type TermRecord,
} from './index.js';

function only(terms: readonly TermRecord[]): TermRecord {
  expect(terms).toHaveLength(1);
  const [term] = terms;
  if (term === undefined) throw new Error('no term');
  return term;
}

function dice(notation: string, faces: readonly number[]): DiceTermRecord {
  const term = only(roll(notation, { faces }).terms);
  if (term.type !== 'dice') throw new Error(`${notation} is not a dice group`);
  return term;
}

function pool(notation: string, faces: readonly number[]): PoolTermRecord {
  const term = only(roll(notation, { faces }).terms);
  if (term.type !== 'pool') throw new Error(`${notation} is not a pool`);
  return term;
}

const values = (ds: readonly DieRoll[]): number[] => ds.map((d) => d.value);
const keptFlags = (ds: readonly DieRoll[]): boolean[] => ds.map((d) => d.kept);

describe('L5R roll and keep (l5r4e reference §1.1, §1.3, §1.4)', () => {
  it('6k3 with faces 10,3,8,7,5,3,2: the 10 compounds into 13, the three lowest are dropped, 28', () => {
    const record = roll('6k3', { faces: [10, 3, 8, 7, 5, 3, 2] });
    expect(record.total).toBe(28);
    expect(record.expression).toBe('6k3');
    const term = only(record.terms);
    expect(term).toMatchObject({ type: 'pool', rolledAs: '6k3', rolled: 6, kept: 3, bonus: 0 });
    expect(term.dice[0]).toEqual({ value: 13, faces: [10, 3], exploded: true, kept: true });
    expect(values(term.dice)).toEqual([13, 8, 7, 5, 3, 2]);
    expect(keptFlags(term.dice)).toEqual([true, true, true, false, false, false]);
    expect(term.dice.filter((d) => !d.kept)).toHaveLength(3);
    expect(record.breakdown).toBe('6k3[13(10+3), 8, 7, 5d, 3d, 2d] = 28');
  });

  it('exploding 10s compound while 10s keep coming: 10,10,7 → 27', () => {
    const term = pool('1k1', [10, 10, 7]);
    expect(term.dice).toEqual([{ value: 27, faces: [10, 10, 7], exploded: true, kept: true }]);
    expect(term.value).toBe(27);
  });

  it('a pool keeps the highest dice, ties keeping the earlier die', () => {
    const term = pool('4k2', [7, 9, 7, 3]);
    expect(keptFlags(term.dice)).toEqual([true, true, false, false]);
    expect(term.value).toBe(16);
  });

  it('Emphasis (6k3ro1) rerolls every 1 once; a second 1 stays', () => {
    const record = roll('6k3ro1', { faces: [1, 5, 1, 1, 7, 2, 9, 10, 4] });
    const term = only(record.terms);
    expect(term.dice[0]).toEqual({ value: 5, faces: [5], rerolled: [1], kept: false });
    expect(term.dice[1]).toEqual({ value: 1, faces: [1], rerolled: [1], kept: false });
    expect(values(term.dice)).toEqual([5, 1, 7, 2, 9, 14]);
    expect(record.total).toBe(7 + 9 + 14);
    expect(record.breakdown).toBe('6k3ro1[5(r1)d, 1(r1)d, 7, 2d, 9, 14(10+4)] = 30');
  });

  it('Emphasis rerolls before the explosion: a 1 rerolled into a 10 still explodes (§1.3 default)', () => {
    const term = pool('1k1ro1', [1, 10, 4]);
    expect(term.dice).toEqual([
      { value: 14, faces: [10, 4], rerolled: [1], exploded: true, kept: true },
    ]);
  });

  it('an unskilled roll (6k3u) never explodes: 10s stay 10', () => {
    const record = roll('6k3u', { faces: [10, 10, 3, 2, 1, 1] });
    expect(record.total).toBe(23);
    expect(only(record.terms).dice.every((d) => d.faces.length === 1 && !d.exploded)).toBe(true);
  });

  it('explode on 9 (3k2!>=9): 9s and 10s compound into the same die', () => {
    const term = pool('3k2!>=9', [9, 10, 2, 5, 9, 1]);
    expect(term.dice).toEqual([
      { value: 21, faces: [9, 10, 2], exploded: true, kept: true },
      { value: 5, faces: [5], kept: false },
      { value: 10, faces: [9, 1], exploded: true, kept: true },
    ]);
    expect(term.value).toBe(31);
  });

  it('a pool plus a flat modifier: 6k3+5', () => {
    const record = roll('6k3+5', { faces: [1, 2, 3, 4, 5, 6] });
    expect(record.total).toBe(20);
    expect(record.breakdown).toBe('6k3[1d, 2d, 3d, 4, 5, 6] + 5 = 20');
  });
});

describe('keep and drop', () => {
  it('advantage: 2d20kh1+5 keeps the higher die', () => {
    const record = roll('2d20kh1+5', { faces: [17, 8] });
    expect(record.total).toBe(22);
    expect(keptFlags(only(record.terms).dice)).toEqual([true, false]);
    expect(record.breakdown).toBe('2d20kh1[17, 8d] + 5 = 22');
  });

  it('disadvantage: 2d20kl1+5 keeps the lower die', () => {
    const record = roll('2d20kl1+5', { faces: [17, 8] });
    expect(record.total).toBe(13);
    expect(record.breakdown).toBe('2d20kl1[17d, 8] + 5 = 13');
  });

  it('ties keep the earlier die', () => {
    expect(keptFlags(dice('2d20kh1', [12, 12]).dice)).toEqual([true, false]);
    expect(keptFlags(dice('3d6dl1', [2, 5, 2]).dice)).toEqual([false, true, true]);
  });

  it('4d6dl1 drops the lowest die', () => {
    const term = dice('4d6dl1', [3, 1, 6, 4]);
    expect(keptFlags(term.dice)).toEqual([true, false, true, true]);
    expect(term.value).toBe(13);
  });

  it('4d6dh1 drops the highest die, 4d6kl2 keeps the two lowest', () => {
    expect(dice('4d6dh1', [3, 1, 6, 4]).value).toBe(8);
    expect(dice('4d6kl2', [3, 1, 6, 4]).value).toBe(4);
  });

  it('kh0 keeps nothing and dl0 drops nothing', () => {
    expect(dice('2d6kh0', [3, 4]).value).toBe(0);
    expect(dice('2d6dl0', [3, 4]).value).toBe(7);
  });
});

describe('success counting', () => {
  it('5d10>=8f1 counts successes minus failures', () => {
    const term = dice('5d10>=8f1', [8, 1, 10, 5, 1]);
    expect(term.value).toBe(0);
    expect(term.dice.map((d) => (d.success ? 'S' : d.failure ? 'F' : '-')).join('')).toBe('SFS-F');
    expect(roll('5d10>=8f1', { faces: [9, 9, 1, 5, 10] }).total).toBe(2);
    expect(roll('5d10>=8f1', { faces: [8, 1, 10, 5, 1] }).breakdown).toBe(
      '5d10>=8f1[8*, 1_, 10*, 5, 1_] = 0',
    );
  });

  it('without f, a miss counts nothing', () => {
    expect(dice('3d6>4', [5, 6, 1]).value).toBe(2);
    expect(dice('3d6=6', [5, 6, 6]).value).toBe(2);
  });

  it('only kept dice count', () => {
    const term = dice('3d10>=8kh2', [9, 8, 10]);
    expect(term.value).toBe(2);
    expect(term.dice[1]).toEqual({ value: 8, faces: [8], kept: false });
  });
});

describe('explosions', () => {
  it('3d6! adds each explosion as a separate die marked fromExplosion', () => {
    const term = dice('3d6!', [6, 6, 2, 3, 4]);
    expect(term.dice).toEqual([
      { value: 6, faces: [6], exploded: true, kept: true },
      { value: 6, faces: [6], fromExplosion: true, exploded: true, kept: true },
      { value: 2, faces: [2], fromExplosion: true, kept: true },
      { value: 3, faces: [3], kept: true },
      { value: 4, faces: [4], kept: true },
    ]);
    expect(term.value).toBe(21);
    expect(roll('3d6!', { faces: [6, 6, 2, 3, 4] }).breakdown).toBe('3d6![6!, 6!, 2, 3, 4] = 21');
  });

  it('2d6!p penetrates: each extra die counts one less, but explodes on its face', () => {
    const term = dice('2d6!p', [6, 6, 1, 4]);
    expect(values(term.dice)).toEqual([6, 5, 0, 4]);
    expect(term.dice.map((d) => d.faces)).toEqual([[6], [6], [1], [4]]);
    expect(term.dice[1]?.exploded).toBe(true);
    expect(term.value).toBe(15);
  });

  it('2d6!! compounds: extra rolls are added into the same die', () => {
    const term = dice('2d6!!', [6, 6, 2, 3]);
    expect(term.dice).toEqual([
      { value: 14, faces: [6, 6, 2], exploded: true, kept: true },
      { value: 3, faces: [3], kept: true },
    ]);
    expect(term.value).toBe(17);
  });

  it('1d6!!p compounds and penetrates: 6 + (6−1) + (2−1) = 12', () => {
    expect(dice('1d6!!p', [6, 6, 2]).value).toBe(12);
  });

  it('explosion dice take part in keep/drop', () => {
    const term = dice('3d6!kh2', [6, 1, 2, 3]);
    expect(values(term.dice)).toEqual([6, 1, 2, 3]);
    expect(keptFlags(term.dice)).toEqual([true, false, false, true]);
    expect(term.value).toBe(9);
  });

  it('an explosion on a compare point: 1d10!>=9', () => {
    expect(values(dice('1d10!>=9', [9, 10, 3]).dice)).toEqual([9, 10, 3]);
  });

  it('an explosion chain stops after 100 extra rolls, marked capped', () => {
    const twos = Array.from({ length: 101 }, () => 2);
    const record = roll('1d2!!', { faces: twos });
    const [die] = only(record.terms).dice;
    expect(die?.faces).toHaveLength(101);
    expect(die?.value).toBe(202);
    expect(die?.capped).toBe(true);
    expect(record.breakdown).toContain('…');
  });
});

describe('rerolls and clamps', () => {
  it('1d6r1 rerolls until the face is not 1', () => {
    const term = dice('1d6r1', [1, 1, 1, 4]);
    expect(term.dice).toEqual([{ value: 4, faces: [4], rerolled: [1, 1, 1], kept: true }]);
    expect(roll('1d6r1', { faces: [1, 1, 1, 4] }).breakdown).toBe('1d6r1[4(r1,1,1)] = 4');
  });

  it('1d6ro1 rerolls once and keeps a second 1', () => {
    expect(dice('1d6ro1', [1, 1]).dice).toEqual([
      { value: 1, faces: [1], rerolled: [1], kept: true },
    ]);
  });

  it('a reroll chain stops after 1000 rerolls, keeping the last face, marked capped', () => {
    const twos = Array.from({ length: 1001 }, () => 2);
    const [die] = dice('1d2r2', twos).dice;
    expect(die?.rerolled).toHaveLength(1000);
    expect(die?.value).toBe(2);
    expect(die?.capped).toBe(true);
  });

  it('min/max clamp each face (3d6min2max5: 1 → 2, 6 → 5)', () => {
    const term = dice('3d6min2max5', [1, 6, 3]);
    expect(values(term.dice)).toEqual([2, 5, 3]);
    expect(term.value).toBe(10);
  });

  it('rerolls see the clamped face: 1d6min3r3 rerolls a rolled 1', () => {
    expect(dice('1d6min3r3', [1, 2, 5]).dice).toEqual([
      { value: 5, faces: [5], rerolled: [3, 3], kept: true },
    ]);
  });
});

describe('critical marks, Fudge and percentile dice', () => {
  it('cs/cf mark dice without changing the total', () => {
    const record = roll('2d20cs20cf1', { faces: [20, 1] });
    expect(record.total).toBe(21);
    expect(only(record.terms).dice.map((d) => d.critical)).toEqual(['success', 'failure']);
    expect(record.breakdown).toBe('2d20cs20cf1[20**, 1__] = 21');
    expect(dice('1d20cs>=19', [18]).dice[0]?.critical).toBeUndefined();
    expect(dice('1d20cs>=19', [19]).dice[0]?.critical).toBe('success');
  });

  it('dF shows −1, 0 or +1', () => {
    const record = roll('4dF', { faces: [-1, 0, 1, 1] });
    expect(record.total).toBe(1);
    expect(record.breakdown).toBe('4dF[-1, 0, 1, 1] = 1');
    expect(() => roll('1dF', { faces: [2] })).toThrow(/-1 to 1/);
  });

  it('d% shows 1 to 100', () => {
    expect(roll('d%', { faces: [100] }).total).toBe(100);
    expect(() => roll('d%', { faces: [0] })).toThrow(/1 to 100/);
  });
});

describe('arithmetic', () => {
  it.each([
    ['(1d8+2)*2', [5], 14, '(1d8[5] + 2)*2 = 14'],
    ['7/2', [], 3, '7/2 = 3'],
    ['-7/2', [], -4, '-7/2 = -4'],
    ['1d6/2', [5], 2, '1d6[5]/2 = 2'],
    ['-(1d6)/2', [5], -3, '-1d6[5]/2 = -3'],
    ['2d6+1d4+3', [2, 5, 4], 14, '2d6[2, 5] + 1d4[4] + 3 = 14'],
    ['10-(2+3)', [], 5, '10 - (2 + 3) = 5'],
    ['2*3+4', [], 10, '2*3 + 4 = 10'],
    ['2*(3+4)', [], 14, '2*(3 + 4) = 14'],
  ])('%s with faces %j is %d (division rounds down)', (notation, faces, total, breakdown) => {
    const record = roll(notation, { faces });
    expect(record.total).toBe(total);
    expect(record.breakdown).toBe(breakdown);
  });

  it('the record carries the canonical notation', () => {
    expect(roll(' d20 + 5 ', { faces: [3] }).expression).toBe('1d20+5');
    expect(roll(parse('4d6k3'), { faces: [1, 2, 3, 4] }).expression).toBe('4d6kh3');
  });
});

describe('faces typed in', () => {
  function facesError(notation: string, faces: readonly number[]): DiceError {
    try {
      roll(notation, { faces });
    } catch (e) {
      expect(e).toBeInstanceOf(DiceError);
      expect((e as DiceError).code).toBe('dice/faces');
      return e as DiceError;
    }
    throw new Error('expected dice/faces');
  }

  it('too few faces: says more are needed and which die is missing', () => {
    expect(facesError('2d6', [1]).message).toMatch(/1 face given.*needs more.*face 2.*d6 of 2d6/);
    expect(facesError('2d6', []).message).toMatch(/0 faces given.*needs more/);
  });

  it('an explosion needs one more face than the dice', () => {
    expect(facesError('1k1', [10]).message).toMatch(/needs more.*d10 of 1k1/);
  });

  it('too many faces: says how many were used', () => {
    expect(facesError('2d6', [1, 2, 3]).message).toMatch(/3 faces given.*used only 2.*last 1/);
    expect(facesError('5', [1]).message).toMatch(/used only 0/);
  });

  it('a face out of range names the die and its range', () => {
    expect(facesError('2d6', [1, 7]).message).toMatch(/face 2 is 7.*d6 of 2d6.*1 to 6/);
    expect(facesError('2d6+1d4', [1, 2, 5]).message).toMatch(/face 3 is 5.*d4 of 1d4.*1 to 4/);
    expect(facesError('6k3', [1, 2, 3, 4, 5, 11]).message).toMatch(/face 6 is 11.*d10 of 6k3/);
    expect(facesError('6k3', [0, 2, 3, 4, 5, 6]).message).toMatch(/face 1 is 0/);
    expect(facesError('1d6', [2.5]).message).toMatch(/face 1 is 2.5/);
  });

  it('a failing roll returns nothing and leaves the faces as they were', () => {
    const faces = [3, 4, 5];
    expect(() => roll('2d6', { faces })).toThrow(DiceError);
    expect(faces).toEqual([3, 4, 5]);
    expect(roll('3d6', { faces }).total).toBe(12);
  });
});

describe('seeds and generators', () => {
  it('a seed and an rng made from the same seed roll the same', () => {
    for (let seed = 0; seed < 20; seed++) {
      const a = roll('6k3+2d6!', { seed });
      const b = roll('6k3+2d6!', { rng: createRng(seed) });
      expect(a).toEqual(b);
    }
    expect(roll('10d6')).toEqual(roll('10d6', { seed: 0 }));
  });

  it('a roll advances the rng it is given, so successive rolls differ', () => {
    const rng = createRng(11);
    const before = rng.state();
    const first = roll('20d6', { rng });
    expect(rng.state()).not.toEqual(before);
    const second = roll('20d6', { rng });
    expect(second.terms).not.toEqual(first.terms);
  });

  it('dice stay in range over many seeded rolls', () => {
    const rng = createRng('range');
    for (let i = 0; i < 500; i++) {
      for (const d of only(roll('3d6', { rng }).terms).dice) {
        expect(d.value).toBeGreaterThanOrEqual(1);
        expect(d.value).toBeLessThanOrEqual(6);
      }
      const fudge = roll('4dF', { rng }).total;
      expect(Math.abs(fudge)).toBeLessThanOrEqual(4);
    }
  });
});
