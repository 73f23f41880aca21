import { describe, expect, it } from 'vitest';
import { rollsOf, type Command, type CombatState } from '../../engine/index.js';
import { elanMoxie } from './index.js';
import { combat, karaFirst } from './test-kit.js';

/** Who rolls what (issue 16, dice as they fall): the labels a prompt asks the dice with. */
const whys = (state: CombatState, command: Command) =>
  rollsOf(elanMoxie, state, command).map((r) => ({ expression: r.expression, ...r.why }));

describe('elan-moxie: every roll says who rolls it and why', () => {
  it('the Initiative check and the roll-off die, per combatant', () => {
    expect(whys(combat().state, { type: 'StartCombat' })).toEqual([
      { expression: '1d20+4', by: 'kara', what: 'initiative' },
      { expression: '1d20', by: 'kara', what: 'tie-break' },
      { expression: '1d20+2', by: 'ogre', what: 'initiative' },
      { expression: '1d20', by: 'ogre', what: 'tie-break' },
    ]);
  });

  it("seed 001: 'He rolls 1d20 + soak bonuses': the soak roll is the defender's", () => {
    expect(whys(karaFirst().state, { type: 'Attack', data: { target: 'ogre' } })).toEqual([
      { expression: '1d20+5', by: 'kara', what: 'attack' },
      { expression: '1d20+3', by: 'ogre', what: 'soak' },
    ]);
  });
});
