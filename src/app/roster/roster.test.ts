/**
 * Rosters (issue 16, item 6): named sheets included by encounters, numbered copies, overrides,
 * fields beside `sheet:`, and every problem at its line, in the encounter or in the roster.
 */
import { describe, expect, it } from 'vitest';
import { toyRules } from '../../testing/toy-rules.js';
import { parseEncounter, type RosterReader } from '../encounter/file.js';
import { combatantFromRoster } from './expand.js';

const TOY = { toy: toyRules(), other: { ...toyRules(), id: 'other' } };

const BESTIARY = `ruleSet: toy
sheets:
  goblin: &gob
    name: Goblin
    hp: 3
  goblin-boss:
    <<: *gob
    name: Goblin boss
    hp: 8
`;

/** Reads rosters from these texts, by the name written in the encounter. */
const files =
  (texts: Record<string, string>): RosterReader =>
  (path) => {
    const text = texts[path];
    return text === undefined
      ? { ok: false, error: 'no such file' }
      : { ok: true, value: { file: `dir/${path}`, text } };
  };

const encounter = (combatants: string, rosters = '[bestiary.yaml]'): string =>
  `ruleSet: toy\nseed: 1\nrosters: ${rosters}\ncombatants:\n${combatants}`;

function parsed(text: string, texts: Record<string, string> = { 'bestiary.yaml': BESTIARY }) {
  return parseEncounter(text, 'fight.yaml', TOY, files(texts));
}

function combatantsOf(text: string): { id: string; name?: string; hp: number }[] {
  const r = parsed(text);
  if (!r.ok) throw new Error(JSON.stringify(r.error, null, 2));
  return r.value.spec.combatants as { id: string; name?: string; hp: number }[];
}

describe('sheet references', () => {
  it('count: 5 makes Goblin 1 … Goblin 5 with ids goblin-1 … goblin-5; an override renames one', () => {
    const list = combatantsOf(
      encounter(
        '  - { id: hero, side: good, hp: 9 }\n  - sheet: goblin\n    side: bad\n    count: 5\n    overrides: { 2: { name: Grosk, hp: 4 } }\n',
      ),
    );
    expect(list.map((c) => [c.id, c.name, c.hp])).toEqual([
      ['hero', undefined, 9],
      ['goblin-1', 'Goblin 1', 3],
      ['goblin-2', 'Grosk', 4],
      ['goblin-3', 'Goblin 3', 3],
      ['goblin-4', 'Goblin 4', 3],
      ['goblin-5', 'Goblin 5', 3],
    ]);
  });

  it('one copy keeps the sheet name as id; fields beside sheet: replace the roster’s; merge keys work', () => {
    const list = combatantsOf(
      encounter(
        '  - { sheet: goblin-boss, side: bad }\n  - { sheet: goblin, id: snik, side: bad, hp: 5 }\n  - { id: hero, side: good, hp: 9 }\n',
      ),
    );
    expect(list.slice(0, 2)).toMatchObject([
      { id: 'goblin-boss', name: 'Goblin boss', hp: 8, side: 'bad' },
      { id: 'snik', name: 'Goblin', hp: 5, side: 'bad' },
    ]);
  });

  it('an unknown sheet is refused at its line, with "did you mean" and the known sheets', () => {
    const r = parsed(
      encounter('  - { id: hero, side: good, hp: 9 }\n  - { sheet: gobln, side: bad }\n'),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error[0]).toMatchObject({
      file: 'fight.yaml',
      line: 6,
      message: 'unknown sheet "gobln"',
    });
    expect(r.error[0]?.hint).toBe(
      'did you mean "goblin"? the sheets of the rosters are goblin, goblin-boss',
    );
  });

  it('a missing roster file, a roster of another rule set, a bad count, a copy that does not exist', () => {
    const other = 'ruleSet: other\nsheets: { x: { hp: 1 } }\n';
    const text = encounter(
      '  - { sheet: goblin, side: bad, count: 51 }\n  - { sheet: goblin, side: bad, count: 2, overrides: { 3: { hp: 1 } } }\n',
      '[bestiary.yaml, gone.yaml, other.yaml]',
    );
    const r = parsed(text, { 'bestiary.yaml': BESTIARY, 'other.yaml': other });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const messages = r.error.map((i) => `${String(i.line)}: ${i.message}`);
    expect(messages).toEqual([
      '3: cannot read roster gone.yaml: no such file',
      '3: other.yaml is a roster of other, not of toy',
      '5: count is a whole number from 1 to 50, not 51',
      '6: there is no copy 3: the copies are 1 to 2',
    ]);
  });

  it('two copies that clash with an id are refused at the entry’s line', () => {
    const r = parsed(
      encounter(
        '  - { id: goblin-2, side: good, hp: 9 }\n  - { sheet: goblin, side: bad, count: 2 }\n',
      ),
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]).toMatchObject({ line: 6, message: 'goblin-2 is used twice' });
  });

  it('a problem in a roster’s sheet is reported once, at the roster’s line, however many copies', () => {
    const bad = 'ruleSet: toy\nsheets:\n  goblin:\n    hp: 0\n';
    const r = parsed(
      encounter(
        '  - { id: hero, side: good, hp: 9 }\n  - { sheet: goblin, side: bad, count: 3 }\n',
      ),
      {
        'bestiary.yaml': bad,
      },
    );
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error).toEqual([
        expect.objectContaining({
          file: 'dir/bestiary.yaml',
          line: 4,
          path: 'sheets.goblin.hp',
          message: 'hp ≥ 1',
        }),
      ]);
  });

  it('the same problem given beside sheet: is reported in the encounter', () => {
    const r = parsed(
      encounter('  - { id: hero, side: good, hp: 9 }\n  - { sheet: goblin, side: bad, hp: 0 }\n'),
    );
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error[0]).toMatchObject({ file: 'fight.yaml', line: 6, path: 'combatants[1].hp' });
  });

  it('a roster file with problems is refused at its own lines', () => {
    const r = parsed(encounter('  - { sheet: goblin, side: bad }\n'), {
      'bestiary.yaml': 'ruleSet: toy\nsheet:\n  goblin: { hp: 3, id: x }\n',
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const roster = r.error.filter((i) => i.file === 'dir/bestiary.yaml');
    expect(roster.map((i) => `${String(i.line)}: ${i.message}`)).toEqual([
      '1: sheets is required as a map',
      '2: unknown field "sheet"',
    ]);
    expect(roster[1]?.hint).toMatch(/did you mean "sheets"/);
  });
});

describe('combatantFromRoster (AddCombatant by sheet name in the middle of a fight)', () => {
  const book = (() => {
    const r = parsed(
      encounter(
        '  - { id: hero, side: good, hp: 9 }\n  - { sheet: goblin, side: bad, count: 2 }\n',
      ),
    );
    if (!r.ok) throw new Error('bad');
    return r.value.rosters;
  })();

  it('numbers the newcomer after the highest copy in the fight', () => {
    const r = combatantFromRoster(book, { sheet: 'goblin', side: 'bad' }, [
      'hero',
      'goblin-1',
      'goblin-2',
    ]);
    expect(r).toEqual({
      ok: true,
      value: { id: 'goblin-3', name: 'Goblin 3', hp: 3, side: 'bad' },
    });
  });

  it('keeps the sheet name as id when it is free, and the given fields over the sheet', () => {
    const r = combatantFromRoster(book, { sheet: 'goblin-boss', side: 'bad', hp: 12 }, ['hero']);
    expect(r).toEqual({
      ok: true,
      value: { id: 'goblin-boss', name: 'Goblin boss', hp: 12, side: 'bad' },
    });
  });

  it('an unknown sheet says which there are', () => {
    const r = combatantFromRoster(book, { sheet: 'gobiln', side: 'bad' }, []);
    expect(r).toEqual({
      ok: false,
      error: 'unknown sheet "gobiln": did you mean "goblin"? the sheets are goblin, goblin-boss',
    });
  });
});

describe('simulate() reads the rosters beside an encounter file', () => {
  it('plays an example made from a roster', async () => {
    const { simulate } = await import('../sim/api.js');
    const r = await simulate('examples/with-rosters/l5r4e-pass.yaml', { runs: 5, workers: 0 });
    expect(r.ok).toBe(true);
    if (r.ok) expect(Object.keys(r.value.summary.combatants)).toContain('ashigaru-2');
  });
});
