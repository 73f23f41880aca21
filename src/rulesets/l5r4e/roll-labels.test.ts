import { describe, expect, it } from 'vitest';
import { rollsOf, type Command } from '../../engine/index.js';
import { l5r4e } from './index.js';
import { AKODO_FIRST, combat, start } from './test-kit.js';

/** Who rolls what (issue 16, dice as they fall): the labels a prompt asks the dice with. */
const whys = (state: Parameters<typeof rollsOf>[1], command: Command) =>
  rollsOf(l5r4e, state, command).map((r) => ({ expression: r.expression, ...r.why }));

describe('l5r4e: every roll says who rolls it and why', () => {
  it('initiative and its roll-off die, per combatant', () => {
    expect(
      whys(combat(undefined, { initiativeTieBreak: 'roll' }).state, { type: 'StartCombat' }),
    ).toEqual([
      { expression: '5k3', by: 'akodo', what: 'initiative' },
      { expression: '1d10', by: 'akodo', what: 'tie-break' },
      { expression: '4k2', by: 'bayushi', what: 'initiative' },
      { expression: '1d10', by: 'bayushi', what: 'tie-break' },
    ]);
  });

  it("an attack and its damage are the attacker's; Fear is each one's Willpower; a skill roll the user's", () => {
    const c = combat();
    start(c, ...AKODO_FIRST);
    expect(whys(c.state, { type: 'Attack', data: { target: 'bayushi' } })).toEqual([
      { expression: '6k3', by: 'akodo', what: 'attack' },
      { expression: expect.stringMatching(/k2/) as unknown, by: 'akodo', what: 'damage' },
    ]);
    const fear = whys(c.state, {
      type: 'Fear',
      data: { rank: 1, ids: ['akodo', 'bayushi'] },
      meta: { actor: 'gm' },
    });
    expect(fear.map((f) => [f.by, f.what])).toEqual([
      ['akodo', 'fear'],
      ['bayushi', 'fear'],
    ]);
    const skill = whys(c.state, {
      type: 'UseSkill',
      data: { skill: 'defense', trait: 'reflexes', tn: 10 },
    });
    expect(skill.map((f) => [f.by, f.what])).toEqual([['akodo', 'skill']]);
  });
});
