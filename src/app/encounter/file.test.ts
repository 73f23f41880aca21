import { describe, expect, it } from 'vitest';
import { toyRules } from '../../testing/toy-rules.js';
import { createFromEncounter, parseEncounter, type Encounter } from './file.js';
import type { FileIssue } from '../file-issue.js';
import { RULE_SETS as BUILT_IN } from '../../rulesets/registry.js';

const RULE_SETS = { toy: toyRules() };

const GOOD = `# a toy duel
ruleSet: toy
seed: 7
options:
  surprised: blue
combatants:
  - id: a
    side: red
    hp: 6
    speed: 3
  - id: b
    name: Bee
    side: blue
    position: { x: 5, y: 0 }
    hp: 6
script:
  - type: StartCombat
    meta: { faces: [10, 15] }
  - type: Attack
    data: { target: b }
`;

function loaded(text: string): Encounter {
  const r = parseEncounter(text, 'duel.yaml', RULE_SETS);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

function issues(text: string, file = 'bad.yaml'): readonly FileIssue[] {
  const r = parseEncounter(text, file, RULE_SETS);
  if (r.ok) throw new Error('expected issues');
  return r.error;
}

/** `line:column path: message` of each issue, for compact expectations. */
const brief = (list: readonly FileIssue[]): string[] =>
  list.map((i) => `${i.line}:${i.column} ${i.path}: ${i.message}`);

describe('parseEncounter: a good file', () => {
  it('gives the spec, the script and the line of each script command', () => {
    const e = loaded(GOOD);
    expect(e.ruleSet.id).toBe('toy');
    expect(e.spec).toMatchObject({ ruleSet: 'toy', seed: 7, options: { surprised: 'blue' } });
    expect(e.spec.combatants).toHaveLength(2);
    expect(e.script).toEqual([
      { type: 'StartCombat', meta: { faces: [10, 15] } },
      { type: 'Attack', data: { target: 'b' } },
    ]);
    expect(e.scriptLines).toEqual([17, 19]);
  });

  it('reads the same encounter written as JSON', () => {
    const json = JSON.stringify({
      ruleSet: 'toy',
      seed: 'text-seed',
      combatants: [
        { id: 'a', side: 'red', hp: 6 },
        { id: 'b', side: 'blue', hp: 6 },
      ],
    });
    const e = loaded(json);
    expect(e.spec.seed).toBe('text-seed');
    expect(e.script).toEqual([]);
  });

  it('createFromEncounter gives a combat in setup; a seed given replaces the file’s', () => {
    const e = loaded(GOOD);
    const c = createFromEncounter(e);
    expect(c.state.status).toBe('setup');
    expect(c.state.seed).toBe(7);
    expect(c.state.combatants['b']).toMatchObject({ name: 'Bee', position: { x: 5, y: 0 } });
    expect(createFromEncounter(e, { seed: 'other' }).state.seed).toBe('other');
  });
});

describe('parseEncounter: every problem names the file, the line and a hint', () => {
  it('a YAML syntax error', () => {
    const list = issues('ruleSet: toy\ncombatants:\n  - id: a\n   side: red\n');
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toMatchObject({ file: 'bad.yaml', line: 4 });
    expect(list[0]?.hint).toMatch(/YAML or JSON/);
  });

  it('an empty file, and a file that is not a map', () => {
    expect(brief(issues(''))).toEqual(['1:1 : the file is empty']);
    expect(brief(issues('- 1\n- 2\n'))).toEqual(['1:1 : an encounter is a map of fields']);
  });

  it('an unknown rule set lists the known ones', () => {
    const [i] = issues('ruleSet: tyo\ncombatants: []\n');
    expect(i).toMatchObject({ line: 1, path: 'ruleSet', message: 'unknown rule set "tyo"' });
    expect(i?.hint).toBe(
      'did you mean "toy"? the rule sets are toy; one of your own is loaded with --rules <path> (docs/rule-sets.md)',
    );
  });

  it('a missing rule set and missing combatants', () => {
    expect(brief(issues('seed: 1\n'))).toEqual([
      '1:1 : ruleSet is missing',
      '1:1 : combatants is missing',
    ]);
  });

  it('unknown top-level fields, a bad seed, options and script that are not maps or lists', () => {
    const list = issues(
      'ruleSet: toy\nsed: 4\nseed: 1.5\noptions: 3\ncombatants: []\nscript: { type: EndTurn }\n',
    );
    expect(brief(list)).toEqual([
      '2:1 sed: unknown field "sed"',
      '3:1 seed: a seed is a whole number or a text, not 1.5',
      '4:1 options: options is a map of the GM’s options',
      '6:1 script: script is a list of commands',
    ]);
    expect(list[0]?.hint).toMatch(/^did you mean "seed"\? the top-level fields are ruleSet, seed,/);
    expect(list[2]?.hint).toMatch(/surprised/);
  });

  it('reports the file’s problems and the rule set’s at once', () => {
    const text = 'ruleSet: toy\nsede: 1\ncombatants:\n  - { id: a, side: r, hp: 0 }\n';
    expect(brief(issues(text))).toEqual([
      '2:1 sede: unknown field "sede"',
      '4:23 combatants[0].hp: hp ≥ 1',
    ]);
  });

  it('the rule set’s own checks, at the line of the field at fault', () => {
    const list = issues(GOOD.replace('    hp: 6\n    speed: 3', '    hp: 0\n    speed: 3'));
    expect(brief(list)).toEqual(['9:5 combatants[0].hp: hp ≥ 1']);
    // toy is not a built-in rule set (as one loaded with --rules): its own README has its sheet.
    expect(list[0]?.hint).toBe('the sheet fields of toy are in the README of rule set toy');
  });

  it('a built-in rule set’s sheet hint names its JSON Schema and README', () => {
    const text = 'ruleSet: combat-chaos\ncombatants:\n  - { id: a, side: x, health: 0 }\n';
    const r = parseEncounter(text, 'bad.yaml', BUILT_IN);
    if (r.ok) throw new Error('expected issues');
    expect(r.error.map((i) => i.hint)).toContain(
      'the sheet fields of combat-chaos are in docs/schemas/combat-chaos.encounter.schema.json and src/rulesets/combat-chaos/README.md',
    );
  });

  it('a missing sheet field points at its combatant; kernel fields have their own hint', () => {
    const text =
      'ruleSet: toy\ncombatants:\n  - id: a\n    side: red\n  - id: a\n    side: 3\n    hp: 2\n';
    const list = issues(text);
    expect(brief(list)).toEqual([
      '3:5 combatants[0].hp: hp is required (hp ≥ 1)',
      '6:5 combatants[1].side: a side such as "lion"',
    ]);
    expect(list[1]?.hint).toMatch(/every combatant has an id, a side/);
  });

  it('a combatant used twice, and an unknown option', () => {
    const text =
      'ruleSet: toy\noptions: { nope: 1 }\ncombatants:\n  - { id: a, side: r, hp: 1 }\n  - { id: a, side: b, hp: 1 }\n';
    const list = issues(text);
    expect(brief(list)).toEqual([
      '2:12 options.nope: unknown option; toy has surprised',
      '5:7 combatants[1].id: a is used twice',
    ]);
    expect(list[1]?.hint).toBe('give each combatant its own id');
  });

  it('malformed script commands', () => {
    const text = `ruleSet: toy
combatants: []
script:
  - StartCombat
  - type: Attack
    target: b
  - data: 4
  - type: EndTurn
    meta: { actor: 3, faces: [1, x], version: 2 }
`;
    expect(brief(issues(text))).toEqual([
      '4:5 script[0]: a command is a map with a type',
      '6:5 script[1].target: unknown command field "target"',
      '7:5 script[2].type: a command needs a type, e.g. StartCombat, Attack, EndTurn',
      '7:5 script[2].data: data is a map of the command fields',
      '9:13 script[3].meta.actor: actor is a combatant id or gm',
      '9:23 script[3].meta.faces: faces is a list of whole numbers',
      '9:38 script[3].meta.version: unknown meta field "version"',
    ]);
  });

  it('JSON files get lines too', () => {
    const text =
      '{\n  "ruleSet": "toy",\n  "combatants": [\n    { "id": "a", "side": "r", "hp": -1 }\n  ]\n}\n';
    expect(brief(issues(text, 'bad.json'))).toEqual(['4:31 combatants[0].hp: hp ≥ 1']);
  });
});

describe('sheet fields: "did you mean", "is required", unknown weapon names (issue 16)', () => {
  const cc = (combatant: string): readonly FileIssue[] => {
    const r = parseEncounter(
      `ruleSet: combat-chaos\ncombatants:\n  - id: a\n    side: x\n${combatant}  - { id: b, side: y, defense: 10, health: 5, weapons: [{ name: fist, hitBonus: 0, damage: 1d2 }] }\n`,
      'f.yaml',
      BUILT_IN,
    );
    return r.ok ? [] : r.error;
  };

  it('hp → health and weapon → weapons, at the key’s line, with the fields there', () => {
    const list = cc(
      '    defense: 12\n    hp: 9\n    weapon: { name: sword, hitBonus: 3, damage: 1d6 }\n',
    );
    const hp = list.find((i) => i.path === 'combatants[0].hp');
    expect(hp).toMatchObject({ line: 6, message: 'unknown field "hp"' });
    expect(hp?.hint).toMatch(/^did you mean "health"\? the fields here are id, name, side/);
    const weapon = list.find((i) => i.path === 'combatants[0].weapon');
    expect(weapon?.hint).toMatch(/^did you mean "weapons"\?/);
    expect(list.find((i) => i.path === 'combatants[0].health')?.message).toMatch(
      /^health is required/,
    );
  });

  it('a misspelt field of a weapon, and a control: a sheet without mistakes has no problem', () => {
    const list = cc(
      '    defense: 12\n    health: 9\n    weapons: [{ name: sword, hitBonus: 3, damag: 1d6 }]\n',
    );
    expect(list.find((i) => i.path === 'combatants[0].weapons[0].damag')?.hint).toMatch(
      /did you mean "damage"\? the fields here are name, hitBonus, damage/,
    );
    expect(
      cc('    defense: 12\n    health: 9\n    weapons: [{ name: s, hitBonus: 3, damage: 1d6 }]\n'),
    ).toEqual([]);
  });

  it('an l5r4e weapon not in the table lists the table, with the closest name as the hint', () => {
    const r = parseEncounter(
      'ruleSet: l5r4e\ncombatants:\n  - { id: a, side: x, weapon: tetsubou }\n  - { id: b, side: y }\n',
      'f.yaml',
      BUILT_IN,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error[0]?.message).toMatch(/"tetsubou" is not in the weapon table.*katana, wakizashi/);
    expect(r.error[0]?.hint).toBe('did you mean "tetsubo"?');
  });
});
