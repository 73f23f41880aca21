/**
 * The warnings of `fray check` (issue 16, item 7): one test per warning, each with a control that
 * does not qualify, through real encounter files of the three rule sets.
 */
import { describe, expect, it } from 'vitest';
import { RULE_SETS } from '../../rulesets/registry.js';
import { parseEncounter, type Encounter } from '../encounter/file.js';
import { lintEncounter, longFightWarnings } from './lint.js';

function encounter(text: string): Encounter {
  const r = parseEncounter(text, 'f.yaml', RULE_SETS);
  if (!r.ok) throw new Error(JSON.stringify(r.error, null, 2));
  return r.value;
}

const codes = (text: string): string[] => lintEncounter(encounter(text)).map((w) => w.code);

const l5r = (ronin: string, options = ''): string => `ruleSet: l5r4e
${options}combatants:
  - id: akodo
    side: lion
    skills: { kenjutsu: 3 }
    weapon: katana
    armor: light
  - id: ronin
    side: none
${ronin}`;

describe('l5r4e', () => {
  it('unskilled-attack: a ronin with a tetsubo and no heavyWeapons, at his line', () => {
    const ws = lintEncounter(encounter(l5r('    skills: { kenjutsu: 2 }\n    weapon: tetsubo\n')));
    expect(ws).toEqual([
      expect.objectContaining({ code: 'l5r4e/unskilled-attack', combatant: 'ronin', line: 8 }),
    ]);
    expect(ws[0]?.message).toMatch(/no heavyWeapons Skill/);
    expect(codes(l5r('    skills: { heavyWeapons: 2 }\n    weapon: tetsubo\n'))).toEqual([]);
    // Unarmed is no weapon given: no warning without jiujutsu.
    expect(codes(l5r('    skills: { kenjutsu: 2 }\n'))).toEqual([]);
  });

  it('weak-weapon: a 0k1 twig against Reduction 12, but not a katana', () => {
    const weak = l5r(
      '    traits: { strength: 1 }\n    skills: { kenjutsu: 2 }\n    weapon: { name: twig, damage: 0k1 }\n',
    ).replace('armor: light', 'armor: { name: o-yoroi, armorTN: 10, reduction: 12 }');
    expect(codes(weak)).toEqual(['l5r4e/weak-weapon']);
    expect(codes(l5r('    skills: { kenjutsu: 2 }\n    weapon: katana\n'))).toEqual([]);
  });

  it('idle-option: spellNeedsScroll with no spells; its default is no warning', () => {
    const ronin = '    skills: { kenjutsu: 2 }\n    weapon: katana\n';
    expect(codes(l5r(ronin, 'options: { spellNeedsScroll: true }\n'))).toEqual([
      'l5r4e/idle-option',
    ]);
    expect(codes(l5r(ronin, 'options: { spellNeedsScroll: false }\n'))).toEqual([]);
  });
});

const chaos = (second: string, options = ''): string => `ruleSet: combat-chaos
${options}combatants:
  - { id: a, side: x, defense: 12, soak: 2, health: 10, weapons: [{ name: sword, hitBonus: 3, damage: 1d8+2 }] }
  - id: b
    side: y
    defense: 12
    health: 10
${second}`;

describe('combat-chaos', () => {
  it('unskilled-spell: a spellcraft attack with spellcraft 0; a control with spellcraft 3', () => {
    const spell =
      '    weapons: [{ name: staff, hitBonus: 2, damage: 1d6+1 }]\n    spells: [{ name: bolt, damage: 2d6, attack: spellcraft }]\n';
    expect(codes(chaos(spell))).toEqual(['combat-chaos/unskilled-spell']);
    expect(
      codes(
        chaos(`${spell}    skills: { athletics: 0, acrobatics: 0, stealth: 0, spellcraft: 3 }\n`),
      ),
    ).toEqual([]);
  });

  it('weak-weapon: 1d2 against soak 2 does nothing; 1d6+1 does', () => {
    expect(codes(chaos('    weapons: [{ name: pin, hitBonus: 2, damage: 1d2 }]\n'))).toEqual([
      'combat-chaos/weak-weapon',
    ]);
    expect(codes(chaos('    weapons: [{ name: club, hitBonus: 2, damage: 1d6+1 }]\n'))).toEqual([]);
  });

  it('idle-option: spellSoak off with no spells; with a spell it is used', () => {
    const club = '    weapons: [{ name: club, hitBonus: 2, damage: 1d6+1 }]\n';
    expect(codes(chaos(club, 'options: { spellSoak: false }\n'))).toEqual([
      'combat-chaos/idle-option',
    ]);
    const caster = `${club}    skills: { athletics: 0, acrobatics: 0, stealth: 0, spellcraft: 3 }\n    spells: [{ name: bolt, damage: 2d6, attack: spellcraft }]\n`;
    expect(codes(chaos(caster, 'options: { spellSoak: false }\n'))).toEqual([]);
  });
});

const em = (weapon: string, options = ''): string => `ruleSet: elan-moxie
${options}combatants:
  - { id: a, side: x, agility: 2, elan: 1, strength: 2, moxie: 0, weapons: [{ name: sword, damage: 6, kind: strength }] }
  - { id: b, side: y, agility: 2, elan: 1, strength: 0, moxie: 0, weapons: [${weapon}] }
`;

describe('elan-moxie', () => {
  it('weak-weapon: damage −10 never gets through the soak roll; damage 5 does', () => {
    expect(codes(em('{ name: feather, damage: -10, kind: strength }'))).toEqual([
      'elan-moxie/weak-weapon',
    ]);
    expect(codes(em('{ name: spear, damage: 5, kind: strength }'))).toEqual([]);
  });

  it('idle-option: maxChannels with no channeled ability; its default is no warning', () => {
    const spear = '{ name: spear, damage: 5, kind: strength }';
    expect(codes(em(spear, 'options: { maxChannels: 2 }\n'))).toEqual(['elan-moxie/idle-option']);
    expect(codes(em(spear, 'options: { maxChannels: 1 }\n'))).toEqual([]);
  });
});

describe('long fights (fray check only)', () => {
  it('warns when the seeded fights last more than the limit on average, not below it', async () => {
    const text = `ruleSet: combat-chaos
seed: 3
combatants:
  - { id: a, side: x, defense: 12, health: 10, weapons: [{ name: sword, hitBonus: 3, damage: 1d8+2 }] }
  - { id: b, side: y, defense: 12, health: 10, weapons: [{ name: sword, hitBonus: 3, damage: 1d8+2 }] }
`;
    const e = encounter(text);
    const long = await longFightWarnings(e, { fights: 50, maxRounds: 1 });
    expect(long.warnings.map((w) => w.code)).toEqual(['check/long-fight']);
    expect(long.meanRounds).toBeGreaterThan(1);
    const fine = await longFightWarnings(e, { fights: 50, maxRounds: 50 });
    expect(fine.warnings).toEqual([]);
    expect(fine.meanRounds).toBe(long.meanRounds);
  });
});
