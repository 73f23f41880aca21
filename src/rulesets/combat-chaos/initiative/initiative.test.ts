import { describe, expect, it } from 'vitest';
import { combatChaos } from '../index.js';
import { combat, fighter, send, start } from '../test-kit.js';

const trio = (options: Record<string, unknown> = {}) =>
  combat(
    [
      fighter('akodo', 'lion', 0, { initiativeBonus: 2 }),
      fighter('bayushi', 'scorpion', 5, { initiativeBonus: 4 }),
      fighter('shosuro', 'scorpion', 10, { initiativeBonus: 0 }),
    ],
    options,
  );

describe('initiative', () => {
  it("seed 002: 'every participant ... makes an initiative roll' — d20 + initiativeBonus; 'The combatant with the highest initiative score acts first, and all other combatants act in descending order'", () => {
    const c = trio();
    start(c, [10, 1, 3, 1, 18, 1]); // akodo 12, bayushi 7, shosuro 18
    expect(c.state.order).toEqual(['shosuro', 'akodo', 'bayushi']);
    expect(c.state.current).toBe('shosuro');
    expect(c.state.combatants['akodo']?.initiative).toBe(12);
  });

  it("seed 002: 'Combat is broken up into rounds' — after everyone's turn a new round starts in the same order", () => {
    const c = trio();
    start(c, [10, 1, 3, 1, 18, 1]);
    for (let i = 0; i < 3; i++) send(c, { type: 'EndTurn' });
    expect(c.state.round).toBe(2);
    expect(c.state.current).toBe('shosuro');
  });

  it('ties (option initiativeTieBreak, default bonus-then-roll): the higher bonus, then the roll-off', () => {
    const c = trio();
    // akodo 10+2 = 12, bayushi 8+4 = 12 (bonus 4 beats 2); shosuro 12+0 = 12.
    start(c, [10, 5, 8, 1, 12, 20]);
    expect(c.state.order).toEqual(['bayushi', 'akodo', 'shosuro']);
    const same = trio();
    // Equal bonuses: the roll-off decides.
    send(same, {
      type: 'AddCombatant',
      data: { combatant: fighter('matsu', 'lion', 0, { initiativeBonus: 2 }) },
    });
    start(same, [10, 5, 3, 1, 1, 1, 10, 17]);
    expect(same.state.order.slice(0, 2)).toEqual(['matsu', 'akodo']);
  });

  it('initiativeTieBreak "bonus" rolls no roll-off; "roll" ignores the bonus', () => {
    const byBonus = trio({ initiativeTieBreak: 'bonus' });
    start(byBonus, [10, 8, 12]);
    expect(byBonus.state.order).toEqual(['bayushi', 'akodo', 'shosuro']);
    const byRoll = trio({ initiativeTieBreak: 'roll' });
    start(byRoll, [10, 20, 8, 1, 12, 5]);
    expect(byRoll.state.order).toEqual(['akodo', 'shosuro', 'bayushi']);
  });

  it('option initiativeDie replaces the d20 (the seed gives no formula)', () => {
    const c = trio({ initiativeDie: '1d6', initiativeTieBreak: 'bonus' });
    start(c, [6, 1, 1]);
    expect(c.state.combatants['akodo']?.initiative).toBe(8);
  });

  it("seed 002: 'every participant (or a handful) makes an initiative roll' — option initiativeGroups: side, one roll per side with its best bonus", () => {
    const c = trio({ initiativeGroups: 'side', initiativeTieBreak: 'bonus' });
    start(c, [10, 9]); // lion: 10 + 2 = 12; scorpion: 9 + 4 = 13, shared, bayushi (4) before shosuro (0)
    expect(c.state.order).toEqual(['bayushi', 'shosuro', 'akodo']);
    expect(c.state.combatants['shosuro']?.initiative).toBe(13);
    const shared = c.log.entries[0]?.events.find((e) => e.data['id'] === 'shosuro');
    expect(shared && combatChaos.describe(shared, c.state)).toBe(
      "Shosuro acts on their side's initiative: 13",
    );
  });

  it("seed 002 Hold: 'You delay your initiative until later in the round. If you act on the exact initiative count as other combatants, you take your turn after theirs. This becomes your new initiative in subsequent rounds. This does not take an action.'", () => {
    const c = trio();
    start(c, [10, 1, 3, 1, 18, 1]); // shosuro 18, akodo 12, bayushi 7
    send(c, { type: 'Delay', data: { until: 7 } }); // shosuro holds to bayushi's count
    expect(c.state.current).toBe('akodo');
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('bayushi');
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('shosuro');
    // "This does not take an action": the held turn has its full budget.
    expect(c.state.combatants['shosuro']?.data).toMatchObject({ budget: { move: 1, action: 1 } });
    send(c, { type: 'EndTurn' });
    expect(c.state.order).toEqual(['akodo', 'bayushi', 'shosuro']);
  });

  it('Hold is no longer possible once the combatant has moved (the kernel would otherwise give a second move)', () => {
    const c = trio();
    start(c, [10, 1, 3, 1, 18, 1]);
    send(c, { type: 'Move', data: { to: { x: 20, y: 0 } } });
    const r = c.send({ type: 'Delay', data: { until: 7 } });
    expect(r.ok).toBe(false);
  });
});
