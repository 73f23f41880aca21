import { describe, expect, it } from 'vitest';
import {
  masked,
  mentions,
  textMentions,
  within,
  withoutMentions,
  withoutNumbers,
  withoutOthersEntries,
  withoutOthersSheets,
  type Watch,
} from './deep.js';

const ORC: Watch = { ids: new Set(['orc']), names: ['Snaga'] };

describe('the deep walks of the player view', () => {
  it('within: a whole word of 3 characters or more, or the whole string', () => {
    expect(within('slow-by-orc', 'orc')).toBe(true);
    expect(within('pinned by Snaga', 'Snaga')).toBe(true);
    expect(within('orc-10', 'orc-1')).toBe(false);
    expect(within('sorcery', 'orc')).toBe(false);
    expect(within('a control option', 'a')).toBe(false);
    expect(within('a', 'a')).toBe(true);
  });

  it('mentions: string values and keys, however deep', () => {
    expect(mentions({ a: [{ b: 'orc' }] }, ORC)).toBe(true);
    expect(mentions({ weapons: { orc: 'club' } }, ORC)).toBe(true);
    expect(mentions({ note: 'threatened by Snaga' }, ORC)).toBe(true);
    expect(mentions({ a: 1, b: ['goblin', null, true] }, ORC)).toBe(false);
    expect(textMentions('Snagaroth', ORC)).toBe(false);
  });

  it('withoutNumbers: no number, no roll record, but {x, y} positions', () => {
    const roll = { expression: '1d20', total: 7, record: { expression: '1d20', total: 7 } };
    expect(
      withoutNumbers({ id: 'orc', dealt: 7, roll, to: { x: 1, y: 2 }, tb: [1, 'a'], n: { v: 3 } }),
    ).toEqual({ id: 'orc', to: { x: 1, y: 2 }, tb: ['a'], n: {} });
  });

  it('withoutOthersSheets and withoutOthersEntries: only the viewer’s own keep their sheet', () => {
    const c = { id: 'orc', name: 'Orc', side: 'x', sheet: { a: 1 }, data: { w: 2 }, position: {} };
    expect(withoutOthersSheets({ combatant: c }, new Set())).toEqual({
      combatant: { id: 'orc', name: 'Orc', side: 'x', position: {} },
    });
    expect(withoutOthersSheets({ combatant: c }, new Set(['orc']))).toEqual({ combatant: c });
    const entry = { id: 'orc', side: 'x', might: 3, weapons: [] };
    expect(withoutOthersEntries({ combatant: entry }, new Set())).toEqual({
      combatant: { id: 'orc', side: 'x' },
    });
  });

  it('masked and withoutMentions: the strings naming a watched one read `hidden`, or go', () => {
    expect(masked({ lastHit: { turn: 'orc', wounds: 3 }, orc: 1 }, ORC)).toEqual({
      lastHit: { turn: 'hidden', wounds: 3 },
    });
    expect(
      withoutMentions({ why: ['threatened by Snaga', 'prone'], note: 'Snaga', hit: 0.5 }, ORC),
    ).toEqual({ why: ['prone'], hit: 0.5 });
  });
});
