/**
 * Hostile strings (issue 14, "Ids that are names of Object.prototype members"): every look-up by
 * a string from a command or a sheet checks own properties, so `constructor`, `__proto__` or
 * `toString` is an unknown name, refused cleanly (a typed violation, nothing changed), never a
 * member of Object.prototype and never a thrown error.
 */
import { describe, expect, it } from 'vitest';
import { createCombat, type Command } from '../../engine/index.js';
import { l5r4e } from './index.js';
import { AKODO_FIRST, akodo, bayushi, combat, start } from './test-kit.js';

const HOSTILE = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'isPrototypeOf'];

/** Every command of l5r4e with a string field a stranger could fill, for one hostile string. */
// Not here, since any name is accepted by design: UseSkill's `skill` (an unknown Skill is rank 0,
// below), its `emphasis` (an unknown one applies to nothing) and DropItem's `item` (the GM's).
const commands = (h: string): Command[] => [
  { type: 'Attack', data: { target: h } },
  { type: 'Attack', data: { target: 'bayushi', maneuver: h } },
  { type: 'Attack', data: { target: 'bayushi', location: h } },
  { type: 'Attack', data: { target: 'bayushi', hand: h } },
  { type: 'Guard', data: { target: h } },
  { type: 'Grapple', data: { target: h } },
  { type: 'GrappleHit', data: { target: h } },
  { type: 'Throw', data: { target: h } },
  { type: 'EndGrapple', data: { grapple: h } },
  { type: 'EndGrapple', data: { id: h } },
  { type: 'SpendVoid', data: { use: 'armor', id: h } },
  { type: 'SpendVoid', data: { use: h } },
  { type: 'SpendVoid', data: { use: 'swapInitiative', with: h } },
  { type: 'SetStance', data: { stance: h } },
  { type: 'SetStance', data: { stance: 'attack', id: h } },
  { type: 'UseSkill', data: { skill: 'etiquette', trait: h, tn: 15 } },
  { type: 'CastSpell', data: { spell: h } },
  { type: 'CastSpell', data: { spell: 'Fires', target: h } },
  { type: 'PullOutScroll', data: { spell: h } },
  { type: 'ActivateKata', data: { kata: h } },
  { type: 'DrawWeapon', data: { hand: h } },
  { type: 'AdjustWounds', data: { id: h, wounds: 1 } },
  { type: 'Fear', data: { rank: 2, source: h } },
  { type: 'Fear', data: { rank: 2, ids: [h] } },
  { type: 'RemoveFearSource', data: { source: h } },
  { type: 'StartDuel', data: { duelists: [h, 'bayushi'] } },
  { type: 'Medicine', data: { healer: h, patient: 'akodo', tn: 15 } },
  { type: 'Medicine', data: { healer: 'akodo', patient: h, tn: 15 } },
  { type: 'Rescue', data: { id: h } },
  { type: 'Swim', data: { id: h } },
  { type: 'BreakFree', data: { id: h } },
  { type: h, data: {} },
];

describe('hostile strings: Object.prototype names are unknown names, refused cleanly', () => {
  for (const h of HOSTILE)
    it(`${h} in every string field of every command is refused, nothing changes`, () => {
      for (const phase of ['setup', 'active'] as const) {
        const c = combat([akodo(), bayushi()]);
        if (phase === 'active') start(c, ...AKODO_FIRST);
        const accepted: string[] = [];
        for (const command of commands(h)) {
          const before = c.state;
          const r = c.send(command);
          if (r.ok) accepted.push(JSON.stringify(command));
          else expect(c.state).toBe(before);
          if (r.ok) c.send({ type: 'Undo' });
        }
        expect(accepted, phase).toEqual([]);
      }
    });

  it('the menu, the status line and the odds of such an id: nothing, never a throw', () => {
    const c = combat([akodo(), bayushi()]);
    start(c, ...AKODO_FIRST);
    for (const h of HOSTILE) {
      expect(l5r4e.legalActions(c.state, h)).toEqual([]);
      expect(() => l5r4e.status?.(c.state, h)).not.toThrow();
      const attack = { type: 'Attack', data: { target: h }, meta: { actor: h } };
      expect(l5r4e.odds?.(c.state, attack)).toBeUndefined();
    }
  });

  it('UseSkill of a Skill named so is an unknown Skill: rank 0, an unskilled roll (reference §1.4)', () => {
    for (const h of HOSTILE) {
      const c = combat([akodo(), bayushi()]);
      start(c, ...AKODO_FIRST);
      const r = c.send({
        type: 'UseSkill',
        data: { skill: h, trait: 'awareness', tn: 15 },
        meta: { faces: [3, 4] },
      });
      expect(r.ok).toBe(true);
      const roll = r.ok ? (r.value[0]?.data['roll'] as { expression: string }) : undefined;
      expect(roll?.expression).toBe('2k2u');
    }
  });

  it('a sheet naming weapons, Skills, Emphases, spells or kata with such names loads or is refused, never throws', () => {
    for (const h of HOSTILE) {
      const made = createCombat(l5r4e, {
        ruleSet: 'l5r4e',
        seed: 1,
        options: {},
        combatants: [
          akodo({
            weapon: h,
            skills: { [h]: 2, kenjutsu: 2 },
            emphases: { [h]: [h] },
          }),
          bayushi({ weapon: { name: h, damage: '2k2' }, armor: h }),
        ],
      });
      expect(made.ok).toBe(false);
      const ok = createCombat(l5r4e, {
        ruleSet: 'l5r4e',
        seed: 1,
        options: {},
        combatants: [akodo({ skills: { [h]: 2, kenjutsu: 2 } }), bayushi()],
      });
      if (!ok.ok) continue;
      const c = combat([akodo({ skills: { [h]: 2, kenjutsu: 2 } }), bayushi()]);
      start(c, ...AKODO_FIRST);
      const r = c.send({ type: 'UseSkill', data: { skill: h, trait: 'awareness', tn: 15 } });
      expect(typeof r.ok).toBe('boolean');
      expect(() => l5r4e.legalActions(c.state, 'akodo')).not.toThrow();
    }
  });
});
