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

describe('merge keys', () => {
  const value = (text: string): unknown => {
    const { source, problems } = YamlSource.parse(text);
    expect(problems).toEqual([]);
    return source.value();
  };

  it('merge an anchored map, the fields beside <<: overriding it', () => {
    const text = 'base: &base { a: 1, b: 2 }\nx:\n  <<: *base\n  b: 3\ny: { <<: [*base], c: 4 }\n';
    expect(value(text)).toEqual({
      base: { a: 1, b: 2 },
      x: { a: 1, b: 3 },
      y: { a: 1, b: 2, c: 4 },
    });
  });

  it('refuse an alias anywhere else, at its line', () => {
    const { problems } = YamlSource.parse('base: &b { a: 1 }\nx: *b\n');
    expect(problems[0]).toMatchObject({ place: { line: 2 } });
    expect(problems[0]?.message).toMatch(/aliases are not allowed \(\*b\) but as a merge key/);
  });

  it('refuse merges that expand exponentially (anchors merged into anchors)', () => {
    const levels = ['l0: &l0 { a: 1, b: 2 }'];
    for (let i = 1; i < 12; i++)
      levels.push(`l${i}: &l${i} { x: { <<: *l${i - 1} }, y: { <<: *l${i - 1} } }`);
    const { problems } = YamlSource.parse(`${levels.join('\n')}\n`);
    expect(problems[0]?.message).toMatch(/expand to too much/);
  });

  it('refuse a merge of something that is not a map, saying what a merge takes', () => {
    const { problems } = YamlSource.parse('a: &a 5\nb: { <<: *a }\n');
    expect(problems[0]?.message).toMatch(/a merge key \(<<\) takes an anchored map/);
  });
});

describe('YAML syntax errors in plain words', () => {
  it('a tab, a missing bracket and a field given twice say what to fix, at their line', () => {
    const tab = YamlSource.parse('a:\n\t- 1\n').problems[0];
    expect(tab?.place.line).toBe(2);
    expect(tab?.message).toMatch(/indent|tab/i);
    const bracket = YamlSource.parse('a: [1, 2\nb: 3\n').problems[0];
    expect(bracket?.message).toMatch(/indentation|missing|out of place/);
    const twice = YamlSource.parse('a: 1\na: 2\n').problems[0];
    expect(twice).toMatchObject({ place: { line: 2 } });
    expect(twice?.message).toMatch(/given twice/);
  });
});
