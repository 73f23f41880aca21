import { describe, expect, it } from 'vitest';
import { closest } from './suggest.js';
import { formatPath, parsePath, YamlSource } from './yaml-source.js';

describe('paths', () => {
  it('parsePath reads dots, brackets and numeric steps; formatPath writes them back', () => {
    expect(parsePath('combatants[2].weapon.damage')).toEqual(['combatants', 2, 'weapon', 'damage']);
    expect(parsePath('weapons.0.name')).toEqual(['weapons', 0, 'name']);
    expect(parsePath('a[1][2]')).toEqual(['a', 1, 2]);
    expect(parsePath('')).toEqual([]);
    expect(formatPath(['combatants', 2, 'weapon', 'damage'])).toBe('combatants[2].weapon.damage');
  });

  it('locate finds a key, a list item, or the nearest part present', () => {
    const { source } = YamlSource.parse('a:\n  - x: 1\n  - y:\n      z: 2\n');
    expect(source.locate(['a', 1, 'y', 'z'])).toEqual({ line: 4, column: 7 });
    expect(source.locate(['a', 1])).toEqual({ line: 3, column: 5 });
    expect(source.locate(['a', 1, 'nope'])).toEqual({ line: 3, column: 5 });
    expect(source.locate(['a', 9])).toEqual({ line: 1, column: 1 });
  });
});

describe('closest', () => {
  it('suggests a near word, counting a swap as one edit, and nothing for far ones', () => {
    expect(closest('sede', ['ruleSet', 'seed'])).toBe('seed');
    expect(closest('tyo', ['toy'])).toBe('toy');
    expect(closest('combatant', ['combatants', 'script'])).toBe('combatants');
    expect(closest('zzz', ['seed', 'script'])).toBeUndefined();
  });
});
