import { InvalidArgumentError } from 'commander';
import { describe, expect, it } from 'vitest';
import { parseCount, parseFaces, parseInteger, parseSeed, parseTimes } from './args.js';

describe('option parsers', () => {
  it('parseSeed reads digits as a number and anything else as a text seed', () => {
    expect(parseSeed('42')).toBe(42);
    expect(parseSeed('007')).toBe(7);
    expect(parseSeed('goblin-fight')).toBe('goblin-fight');
    expect(parseSeed('-5')).toBe('-5');
    expect(() => parseSeed('')).toThrow(InvalidArgumentError);
    expect(() => parseSeed('99999999999999999999')).toThrow(/at most 9007199254740991/);
  });

  it('parseInteger and parseCount accept whole numbers only', () => {
    expect(parseInteger('25')).toBe(25);
    expect(parseInteger('-5')).toBe(-5);
    for (const bad of ['', '2.5', '1e3', 'abc', '0x10']) {
      expect(() => parseInteger(bad), bad).toThrow(InvalidArgumentError);
    }
    expect(parseCount('0')).toBe(0);
    expect(() => parseCount('-1')).toThrow(/0 or more/);
  });

  it('parseTimes accepts 1 to 1,000,000', () => {
    expect(parseTimes('1')).toBe(1);
    expect(parseTimes('1000000')).toBe(1_000_000);
    expect(() => parseTimes('0')).toThrow(/1 to 1000000/);
    expect(() => parseTimes('1000001')).toThrow(/1 to 1000000/);
  });

  it('parseFaces reads comma-separated whole numbers, spaces allowed', () => {
    expect(parseFaces('10,3,8')).toEqual([10, 3, 8]);
    expect(parseFaces('-1, 0, 1')).toEqual([-1, 0, 1]);
    expect(() => parseFaces('10,,3')).toThrow(/face 2 is empty/);
    expect(() => parseFaces('10,x')).toThrow(/face 2 is "x"/);
    expect(() => parseFaces('2.5')).toThrow(InvalidArgumentError);
  });
});
