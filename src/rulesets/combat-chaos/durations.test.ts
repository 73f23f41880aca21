/**
 * Durations against held turns, and effects whose causer is down or gone (issue 14, items 1 and 2).
 * combat-chaos has no timed conditions of its own: the GM's AddCondition may count at any of the
 * kernel's ticks. seed 002 Hold: "You delay your initiative until later in the round" — the held
 * turn is the same turn, so nothing is counted off twice.
 */
import { describe, expect, it } from 'vitest';
import type { Combat, Condition, Tick } from '../../engine/index.js';
import { combat, fighter, send, start } from './test-kit.js';

/** Shosuro 18, Akodo 12, Bayushi 7 with StartCombat faces [10, 1, 3, 1, 18, 1]. */
const FACES = [10, 1, 3, 1, 18, 1];
const trio = (): Combat =>
  combat([
    fighter('akodo', 'lion', 0, { initiativeBonus: 2 }),
    fighter('bayushi', 'scorpion', 5, { initiativeBonus: 4 }),
    fighter('shosuro', 'scorpion', 10, { initiativeBonus: 0 }),
  ]);

const TICKS: readonly Tick[] = ['source-turn-start', 'own-turn-start', 'own-turn-end', 'round-end'];

/** One condition of every tick kind counted at Shosuro's turn (or the round's end), 3 rounds. */
function everyTick(c: Combat): void {
  for (const tick of TICKS) {
    const condition: Condition = {
      id: tick,
      name: 'marked',
      rounds: 3,
      tick,
      ...(tick === 'source-turn-start' ? { source: 'shosuro' } : {}),
    };
    const on = tick === 'source-turn-start' ? 'akodo' : 'shosuro';
    send(c, { type: 'AddCondition', data: { id: on, condition } });
  }
}

const left = (c: Combat): Record<string, number | undefined> =>
  Object.fromEntries(
    ['akodo', 'shosuro'].flatMap(
      (id) => c.state.combatants[id]?.conditions.map((x) => [x.id, x.rounds]) ?? [],
    ),
  );
const all = (n: number) => Object.fromEntries(TICKS.map((t) => [t, n]));

describe("seed 002 Hold: 'You delay your initiative until later in the round' — one count-off per round", () => {
  it('Shosuro holds from 18 to 7: every tick kind is counted once in the round, and once in the next', () => {
    const c = trio();
    everyTick(c);
    start(c, FACES); // round 1: Shosuro's turn starts
    expect(c.state.current).toBe('shosuro');
    send(c, { type: 'Delay', data: { until: 7 } });
    send(c, { type: 'EndTurn' }); // Akodo
    send(c, { type: 'EndTurn' }); // Bayushi; Shosuro's held turn resumes
    expect(c.state.current).toBe('shosuro');
    send(c, { type: 'EndTurn' }); // the round ends; round 2 starts with Akodo
    expect(c.state.round).toBe(2);
    expect(left(c)).toEqual(all(2));
    while (c.state.round === 2) send(c, { type: 'EndTurn' });
    expect(left(c)).toEqual(all(1)); // on 7 now, last: counted once in round 2 too
  });
});

describe('issue 14: effects whose causer is down or gone still run out', () => {
  const causedByShosuro = (rounds: number): Condition => ({
    id: 'marked',
    name: 'marked',
    rounds,
    tick: 'source-turn-start',
    source: 'shosuro',
  });

  it('Shosuro is down (skipped): counted at his place in the order', () => {
    const c = trio();
    start(c, FACES);
    send(c, { type: 'AddCondition', data: { id: 'akodo', condition: causedByShosuro(1) } });
    send(c, { type: 'AdjustHealth', data: { id: 'shosuro', delta: -20 } });
    while (c.state.round === 1) send(c, { type: 'EndTurn' });
    // Round 2: Shosuro is skipped at 18; the effect runs out there.
    expect(c.state.combatants['akodo']?.conditions).toEqual([]);
  });

  it('Shosuro is removed: counted at the end of each round from then on', () => {
    const c = trio();
    start(c, FACES);
    send(c, { type: 'AddCondition', data: { id: 'akodo', condition: causedByShosuro(2) } });
    send(c, { type: 'RemoveCombatant', data: { id: 'shosuro' } });
    while (c.state.round === 1) send(c, { type: 'EndTurn' });
    expect(c.state.combatants['akodo']?.conditions[0]?.rounds).toBe(1);
    while (c.state.round === 2) send(c, { type: 'EndTurn' });
    expect(c.state.combatants['akodo']?.conditions).toEqual([]);
  });
});
