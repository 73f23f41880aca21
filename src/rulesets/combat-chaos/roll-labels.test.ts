import { describe, expect, it } from 'vitest';
import { rollsOf, type Command, type CombatState } from '../../engine/index.js';
import { combatChaos } from './index.js';
import { duel, start } from './test-kit.js';

/** Who rolls what (issue 16, dice as they fall): the labels a prompt asks the dice with. */
const whys = (state: CombatState, command: Command) =>
  rollsOf(combatChaos, state, command).map((r) => ({ expression: r.expression, ...r.why }));

describe('combat-chaos: every roll says who rolls it and why', () => {
  it('the initiative roll and the roll-off die, per combatant', () => {
    expect(whys(duel().state, { type: 'StartCombat' })).toEqual([
      { expression: '1d20', by: 'akodo', what: 'initiative' },
      { expression: '1d20', by: 'akodo', what: 'tie-break' },
      { expression: '1d20', by: 'bayushi', what: 'initiative' },
      { expression: '1d20', by: 'bayushi', what: 'tie-break' },
    ]);
  });

  it("an attack and its damage are the attacker's", () => {
    const c = duel();
    start(c, [20, 1, 15, 1]);
    expect(whys(c.state, { type: 'Attack', data: { target: 'bayushi' } })).toEqual([
      { expression: '1d20+4', by: 'akodo', what: 'attack' },
      { expression: '1d8+2', by: 'akodo', what: 'damage' },
    ]);
  });
});
