/**
 * Hostile input through the library (issue 14): ids that are names of Object.prototype members,
 * YAML aliases, saved logs edited by hand, commands of the wrong shape. Each is refused with a typed
 * error at its place; none crashes, and a refused command changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { Combat, createCombat, type Command } from '../engine/index.js';
import { RULE_SETS, ruleSetById } from '../rulesets/registry.js';
import { toyRules } from '../testing/toy-rules.js';
import { createFromEncounter, parseEncounter, type RosterReader } from './encounter/file.js';
import { parseLog } from './log-file.js';

const TOY = { toy: toyRules() };
const PROTOTYPE_IDS = ['__proto__', 'constructor', 'hasOwnProperty', 'isPrototypeOf', 'toString'];

const duel = (a = 'a', b = 'b', ruleSet = 'toy'): string =>
  `ruleSet: ${ruleSet}\nseed: 1\ncombatants:\n  - { id: ${a}, side: red, hp: 6 }\n  - { id: ${b}, side: blue, hp: 6 }\n`;

function started(): Combat {
  const e = parseEncounter(duel(), 'duel.yaml', TOY);
  if (!e.ok) throw new Error(JSON.stringify(e.error));
  const c = createFromEncounter(e.value);
  c.send({ type: 'StartCombat' });
  return c;
}

/** Sends a command that must be refused, and checks that nothing changed. */
function refusedCode(c: Combat, command: unknown): string {
  const state = structuredClone(c.state);
  const length = c.log.entries.length;
  const r = c.send(command as Command);
  expect(r.ok).toBe(false);
  expect(c.state).toEqual(state);
  expect(c.log.entries.length).toBe(length);
  return r.ok ? 'accepted' : r.error.code;
}

describe('ids that are names of Object.prototype members', () => {
  it.each(PROTOTYPE_IDS)('%s as a rule set name is an unknown rule set', (name) => {
    expect(ruleSetById(name)).toBeUndefined();
    const r = parseEncounter(duel('a', 'b', name), 'f.yaml', RULE_SETS);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]?.message).toBe(`unknown rule set "${name}"`);
  });

  it.each(PROTOTYPE_IDS)(
    '%s as a combatant id is refused once, at its line, with the id rule',
    (id) => {
      const r = parseEncounter(duel(id), 'f.yaml', TOY);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error).toHaveLength(1);
        expect(r.error[0]).toMatchObject({ line: 4, path: 'combatants[0].id' });
        expect(r.error[0]?.message).toMatch(/name every JavaScript object has.*pick another id/);
        expect(r.error[0]?.message).not.toMatch(/twice/);
      }
    },
  );

  it('gm cannot be a combatant id (it is the GM in meta.actor), nor a prototype name a side', () => {
    const made = createCombat(toyRules(), {
      ruleSet: 'toy',
      combatants: [
        { id: 'gm', side: 'red', hp: 6 },
        { id: 'b', side: 'constructor', hp: 6 },
      ],
    });
    expect(made.ok).toBe(false);
    if (!made.ok)
      expect(made.error.map((i) => i.path)).toEqual(['combatants[0].id', 'combatants[1].side']);
  });

  it.each(PROTOTYPE_IDS)('%s as a target or actor of a command is an unknown combatant', (id) => {
    const c = started();
    expect(refusedCode(c, { type: 'RemoveCombatant', data: { id } })).toBe('gm/no-such-combatant');
    expect(refusedCode(c, { type: 'SetInitiative', data: { id, score: 3 } })).toBe(
      'gm/no-such-combatant',
    );
    expect(refusedCode(c, { type: 'EndTurn', meta: { actor: id } })).toBe('turn/no-such-actor');
    expect(refusedCode(c, { type: 'ActNow', data: { id }, meta: { actor: id } })).toBe(
      'turn/no-such-actor',
    );
  });

  it('ActNow with an id that is not text (the fuzz run found one that crashed the kernel) is refused', () => {
    const c = started();
    for (const id of [Object.create(null) as object, { toString: 1 }, ['b'], 7, '__proto__'])
      expect(refusedCode(c, { type: 'ActNow', data: { id } })).toBe('turn/not-delayed');
  });

  it('an option named like a prototype member is an unknown option', () => {
    const made = createCombat(toyRules(), {
      ruleSet: 'toy',
      options: JSON.parse('{"toString": 1, "__proto__": 2}') as Record<string, unknown>,
      combatants: [],
    });
    expect(made.ok).toBe(false);
    if (!made.ok)
      expect(made.error.map((i) => i.path)).toEqual(['options.toString', 'options.__proto__']);
  });
});

describe('commands of the wrong shape are refused at the kernel entry, changing nothing', () => {
  it.each([
    ['null', null],
    ['a number', 3],
    ['no type', {}],
    ['data a list', { type: 'EndTurn', data: [] }],
    ['meta a string', { type: 'EndTurn', meta: 'x' }],
    ['meta.faces not a list', { type: 'Attack', data: { target: 'b' }, meta: { faces: 6 } }],
    ['meta.faces of text', { type: 'Attack', data: { target: 'b' }, meta: { faces: ['6'] } }],
    ['meta.actor a number', { type: 'EndTurn', meta: { actor: 1 } }],
    ['expectedVersion text', { type: 'EndTurn', meta: { expectedVersion: 'x' } }],
  ])('%s', (_, command) => {
    expect(refusedCode(started(), command)).toBe('engine/bad-command');
  });
});

describe('YAML aliases are refused at their line (exit 2 in the CLI, not an internal error)', () => {
  it.each([
    [
      'an alias bomb',
      'a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a]\nc: [*b, *b, *b, *b, *b, *b, *b, *b]\n',
      2,
    ],
    ['an alias without its anchor', 'ruleSet: toy\ncombatants: *nope\n', 2],
    ['a cyclic structure', 'ruleSet: toy\ncombatants: &c [*c]\n', 2],
  ])('%s', (_, text, line) => {
    const r = parseEncounter(text, 'f.yaml', TOY);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error[0]?.line).toBe(line);
      expect(r.error[0]?.message).toMatch(/aliases are not allowed/);
    }
  });

  it('__proto__ as a YAML key is refused, never a prototype', () => {
    const r = parseEncounter(`${duel()}__proto__: { polluted: true }\n`, 'f.yaml', TOY);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error[0]).toMatchObject({
        line: 6,
        message: expect.stringMatching(/__proto__/) as string,
      });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('a saved log edited by hand is refused as a log that does not replay, naming the entry', () => {
  function log(): {
    initial: unknown;
    entries: { command: Command; events: { type: string; data: Record<string, unknown> }[] }[];
  } {
    const c = started();
    c.send({ type: 'Attack', data: { target: 'b' } });
    return JSON.parse(JSON.stringify(c.log)) as ReturnType<typeof log>;
  }

  it('an event whose roll was edited', () => {
    const l = log();
    const attack = l.entries[1];
    if (!attack) throw new Error('no attack');
    attack.events = attack.events.map((e, i) => (i === 0 ? { ...e, data: {} } : e));
    const r = parseLog(JSON.stringify(l, null, 2), 'log.json', TOY);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error[0]?.path).toBe('entries[1]');
      expect(r.error[0]?.message).toMatch(/entry 2 \(Attack\) do not follow from its command/);
    }
  });

  it('a command the rules refuse', () => {
    const l = log();
    const first = l.entries[0];
    if (first) first.command = { type: 'EndTurn' };
    const r = parseLog(JSON.stringify(l), 'log.json', TOY);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]?.message).toMatch(/entry 1 \(EndTurn\) is refused by the rules/);
  });

  it('an untouched log is accepted', () => {
    expect(parseLog(JSON.stringify(log()), 'log.json', TOY).ok).toBe(true);
  });
});

describe('hostile rosters (issue 16) are refused at their place, never a prototype or a hang', () => {
  const roster = (sheets: string): string => `ruleSet: toy\nsheets:\n${sheets}`;
  const fight = (combatants: string, rosters = '[r.yaml]'): string =>
    `ruleSet: toy\nrosters: ${rosters}\ncombatants:\n${combatants}`;
  const read =
    (text: string): RosterReader =>
    () => ({ ok: true, value: { file: 'r.yaml', text } });
  const problems = (encounter: string, rosterText: string): string[] => {
    const r = parseEncounter(encounter, 'f.yaml', TOY, read(rosterText));
    expect(r.ok).toBe(false);
    return r.ok ? [] : r.error.map((i) => `${i.file}:${String(i.line)}: ${i.message}`);
  };
  const GOB = roster('  gob: { hp: 2 }\n');

  it.each(PROTOTYPE_IDS)('%s as a sheet name is refused in the roster', (name) => {
    const list = problems(
      fight(`  - { sheet: gob, side: a }\n`),
      roster(`  "${name}": { hp: 2 }\n`),
    );
    expect(
      list.some((l) => /^r\.yaml:3: (a sheet name is|"__proto__" is not allowed)/.test(l)),
    ).toBe(true);
  });

  it.each(PROTOTYPE_IDS)('%s as a sheet reference is an unknown sheet', (name) => {
    expect(problems(fight(`  - { sheet: "${name}", side: a }\n`), GOB)).toEqual([
      `f.yaml:4: unknown sheet "${name}"`,
    ]);
  });

  it('an alias bomb in a roster, an override keyed __proto__, a huge count, too many rosters', () => {
    const bomb =
      'a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a]\nc: [*b, *b]\n';
    expect(problems(fight('  - { sheet: gob, side: a }\n'), bomb)).toContainEqual(
      expect.stringMatching(/^r\.yaml:2: aliases are not allowed/),
    );
    expect(
      problems(
        fight('  - { sheet: gob, side: a, count: 2, overrides: { __proto__: { hp: 1 } } }\n'),
        GOB,
      )[0],
    ).toMatch(/^f\.yaml:4: "__proto__" is not allowed as a key/);
    expect(problems(fight('  - { sheet: gob, side: a, count: 1000000000 }\n'), GOB)).toEqual([
      'f.yaml:4: count is a whole number from 1 to 50, not 1000000000',
    ]);
    const many = `[${Array.from({ length: 11 }, () => 'r.yaml').join(', ')}]`;
    expect(problems(fight('  - { sheet: gob, side: a }\n', many), GOB)[0]).toMatch(
      /rosters is a list of at most 10 file names/,
    );
    expect(({} as Record<string, unknown>)['hp']).toBeUndefined();
  });

  it('a roster that is not a map, or whose sheets are not maps, is refused at its lines', () => {
    expect(problems(fight('  - { sheet: gob, side: a }\n'), '[1, 2]\n')).toContain(
      'r.yaml:1: a roster is a map of fields',
    );
    expect(problems(fight('  - { sheet: gob, side: a }\n'), roster('  gob: 5\n'))).toContain(
      'r.yaml:3: a sheet is a map of combatant fields',
    );
  });

  it('merge keys cannot smuggle a reference field into a sheet', () => {
    const text = 'ruleSet: toy\nbase: &b { count: 3 }\nsheets:\n  gob: { <<: *b, hp: 2 }\n';
    const list = problems(fight('  - { sheet: gob, side: a }\n'), text);
    expect(list).toContain('r.yaml:2: unknown field "base"');
    expect(list.some((l) => /a roster sheet has no "count"/.test(l))).toBe(true);
  });
});
