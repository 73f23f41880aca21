import { describe, expect, it } from 'vitest';
import {
  asciiBar,
  bar,
  count,
  decimal,
  jsonText,
  percent,
  plural,
  rangeLabel,
  shellWord,
  table,
} from './render.js';

describe('percent', () => {
  it('shows two decimals and a spaced percent sign', () => {
    expect(percent(0.515812)).toBe('51.58 %');
    expect(percent(0.1)).toBe('10.00 %');
  });

  it('never rounds a possible outcome to 0 % or a possible failure to 100 %', () => {
    expect(percent(0)).toBe('0.00 %');
    expect(percent(1)).toBe('100.00 %');
    expect(percent(1e-7)).toBe('< 0.01 %');
    expect(percent(1 - 1e-7)).toBe('> 99.99 %');
    expect(percent(1.0000000000000044)).toBe('100.00 %');
    expect(percent(0.9999999999999999)).toBe('100.00 %');
    expect(percent(-1e-17)).toBe('0.00 %');
  });
});

describe('numbers', () => {
  it('decimal drops trailing zeros and negative zero', () => {
    expect(decimal(26.541821)).toBe('26.54');
    expect(decimal(10.5)).toBe('10.5');
    expect(decimal(3)).toBe('3');
    expect(decimal(-0.001)).toBe('0');
  });

  it('count groups thousands, plural picks the noun', () => {
    expect(count(1_000_000)).toBe('1,000,000');
    expect(plural(1, 'Raise')).toBe('1 Raise');
    expect(plural(2, 'Raise')).toBe('2 Raises');
  });
});

describe('bars', () => {
  it('bar fills eighths of a cell with unicode blocks', () => {
    expect(bar(1, 4)).toBe('████');
    expect(bar(0.5, 4)).toBe('██');
    expect(bar(1 / 8, 4)).toBe('▌');
    expect(bar(1 / 16, 4)).toBe('▎');
    expect(bar(0, 4)).toBe('');
  });

  it('bar shows a thin block for a tiny non-zero share, and clamps', () => {
    expect(bar(1e-9, 10)).toBe('▏');
    expect(bar(2, 3)).toBe('███');
    expect(bar(-1, 3)).toBe('');
  });

  it('asciiBar uses # and a dot for a tiny share', () => {
    expect(asciiBar(0.5, 10)).toBe('#####');
    expect(asciiBar(0.001, 10)).toBe('.');
    expect(asciiBar(0, 10)).toBe('');
  });
});

describe('table', () => {
  it('aligns columns under their headers, numbers right and text left, without trailing spaces', () => {
    const lines = table(
      [{ header: 'total' }, { header: 'P' }, { header: '', align: 'left' }],
      [
        ['3', '1.00 %', '█'],
        ['10', '12.50 %', ''],
      ],
    );
    expect(lines).toEqual(['  total        P', '      3   1.00 %  █', '     10  12.50 %']);
  });

  it('labels ranges, heads and tails', () => {
    expect(rangeLabel(14, 14, 'range')).toBe('14');
    expect(rangeLabel(10, 14, 'range')).toBe('10–14');
    expect(rangeLabel(3, 4, 'head')).toBe('≤ 4');
    expect(rangeLabel(75, 75, 'tail')).toBe('≥ 75');
  });
});

describe('jsonText', () => {
  it('indents objects and keeps arrays of numbers on one line', () => {
    expect(jsonText({ a: [10, -3, 0.5], b: { c: 'x[1]' }, d: [] })).toBe(
      '{\n  "a": [10, -3, 0.5],\n  "b": {\n    "c": "x[1]"\n  },\n  "d": []\n}\n',
    );
  });

  it('round-trips', () => {
    const value = { totals: [1, 2, 3e-20], rolls: [{ faces: [10, 3] }], s: 'a, b' };
    expect(JSON.parse(jsonText(value))).toEqual(value);
  });
});

describe('shellWord', () => {
  it('quotes notation a shell would misread', () => {
    expect(shellWord('6k3')).toBe('6k3');
    expect(shellWord('2d20kh1+5')).toBe('2d20kh1+5');
    expect(shellWord('5d10>=8f1')).toBe("'5d10>=8f1'");
    expect(shellWord("it's")).toBe("'it'\\''s'");
  });
});
