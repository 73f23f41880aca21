import { describe, expect, it } from 'vitest';
import { roll } from '../../dice/index.js';
import {
  fewRollsText,
  histogram,
  manyRollsJson,
  manyRollsText,
  rollJson,
  rollText,
  summaryLine,
} from './render.js';
import { Tally } from './tally.js';

const faces = [10, 3, 8, 7, 5, 3, 2];
const typed = roll('6k3', { faces });

describe('one roll', () => {
  it('prints the breakdown, then the seed to replay it', () => {
    expect(rollText(typed, { seed: 123456 })).toBe(
      '6k3[13(10+3), 8, 7, 5d, 3d, 2d] = 28\nseed 123456\n',
    );
  });

  it('prints no seed line for physical dice', () => {
    expect(rollText(typed, { faces })).toBe('6k3[13(10+3), 8, 7, 5d, 3d, 2d] = 28\n');
  });

  it('JSON is the RollRecord plus the seed or the faces', () => {
    expect(rollJson(typed, { seed: 'x' })).toEqual({ ...typed, seed: 'x' });
    expect(rollJson(typed, { faces })).toMatchObject({ expression: '6k3', total: 28, faces });
  });
});

describe('several rolls', () => {
  const records = [1, 2, 3].map((seed) => roll('2d6', { seed }));
  const tally = new Tally(true);
  for (const r of records) tally.add(r.total);
  const s = tally.summary();

  it('prints each breakdown, a summary line and the seed', () => {
    const lines = fewRollsText(records, s, { seed: 9 }).split('\n');
    expect(lines.slice(0, 3)).toEqual(records.map((r) => r.breakdown));
    expect(lines[3]).toMatch(/^3 rolls of 2d6: mean [\d.]+, sd [\d.]+, min \d+, max \d+$/);
    expect(lines[4]).toBe('seed 9');
  });

  it('summary line', () => {
    const summary = { times: 1000, mean: 26.5418, sd: 8.3466, min: 6, max: 78 };
    expect(summaryLine('6k3', summary)).toBe(
      '1,000 rolls of 6k3: mean 26.54, sd 8.35, min 6, max 78',
    );
  });

  it('JSON has expression, seed, times, totals, mean, sd, min, max, rolls in that order', () => {
    const json = manyRollsJson('2d6', { seed: 9 }, s, tally.totals, records);
    expect(Object.keys(json)).toEqual([
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
    expect(Object.keys(manyRollsJson('2d6', { seed: 9 }, s, undefined, undefined))).toEqual([
      'expression',
      'seed',
      'times',
      'mean',
      'sd',
      'min',
      'max',
    ]);
  });
});

describe('histogram', () => {
  it('shows total, rolls, share and a # bar scaled to the fullest row', () => {
    const lines = histogram(
      [
        [2, 0.25],
        [3, 0.5],
        [4, 0.25],
      ],
      4,
    );
    expect(lines).toEqual([
      '  total  rolls    share',
      `      2      1  25.00 %  ${'#'.repeat(20)}`,
      `      3      2  50.00 %  ${'#'.repeat(40)}`,
      `      4      1  25.00 %  ${'#'.repeat(20)}`,
    ]);
  });

  it('many rolls: summary, histogram, seed', () => {
    const text = manyRollsText(
      '1d2',
      { times: 2, mean: 1.5, sd: 0.5, min: 1, max: 2 },
      [
        [1, 0.5],
        [2, 0.5],
      ],
      { seed: 5 },
    );
    expect(text.split('\n')[0]).toBe('2 rolls of 1d2: mean 1.5, sd 0.5, min 1, max 2');
    expect(text.endsWith('\nseed 5\n')).toBe(true);
  });
});
