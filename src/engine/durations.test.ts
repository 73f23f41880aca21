/**
 * Durations against delayed, interrupted and held turns, and effects whose causer is gone (issue 14,
 * items 1 and 2), with the toy rule set: every tick kind is counted off once per round per effect.
 * Order in every fight: b (17), a (13), c (6).
 */
import { describe, expect, it } from 'vitest';
import { send } from '../testing/combat-kit.js';
import { toyRules } from '../testing/toy-rules.js';
import { Combat, createCombat, type Condition, type RuleSet, type Tick } from './index.js';

function started(
  rs: RuleSet = toyRules(),
  options: Record<string, unknown> = {},
  before: (c: Combat) => void = () => undefined,
): Combat {
  const made = createCombat(rs, {
    ruleSet: 'toy',
    seed: 7,
    options,
    combatants: [
      { id: 'a', name: 'Ann', side: 'red', hp: 6, speed: 3 },
      { id: 'b', name: 'Bob', side: 'blue', hp: 6, speed: 2 },
      { id: 'c', name: 'Cy', side: 'blue', hp: 6, speed: 1 },
    ],
  });
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  const c = Combat.start(rs, made.value);
  before(c);
  send(c, { type: 'StartCombat', meta: { faces: [10, 15, 5] } });
  expect(c.state.order).toEqual(['b', 'a', 'c']);
  return c;
}

/** How many times the condition was counted off in each round, from the log's events. */
function countOffs(c: Combat, conditionId: string): Record<number, number> {
  const out: Record<number, number> = {};
  let round = 0;
  for (const entry of c.log.entries)
    for (const e of entry.events) {
      if (e.type === 'RoundStarted') round = e.data['round'] as number;
      const expired = e.type === 'ConditionRemoved' && e.data['reason'] === 'expired';
      if ((e.type === 'ConditionTicked' || expired) && e.data['conditionId'] === conditionId)
        out[round] = (out[round] ?? 0) + 1;
    }
  return out;
}

const cond = (tick: Tick, subject: string, rounds: number): Condition =>
  tick === 'source-turn-start'
    ? { id: 'x', name: 'dazed', rounds, tick, source: subject }
    : { id: 'x', name: 'dazed', rounds, tick };

/** The GM puts the condition of `tick` on `subject` (or, for source-turn-start, caused by him on Cy). */
function addFor(c: Combat, tick: Tick, subject: string, rounds = 5): void {
  const on = tick === 'source-turn-start' ? (subject === 'c' ? 'a' : 'c') : subject;
  send(c, { type: 'AddCondition', data: { id: on, condition: cond(tick, subject, rounds) } });
}

const TICKS: readonly Tick[] = ['source-turn-start', 'own-turn-start', 'own-turn-end', 'round-end'];

describe('one count-off per round per effect, whatever delays, holds and interruptions happen', () => {
  for (const tick of TICKS) {
    it(`${tick}: Ann delays, then takes her turn at the end of the round: counted once`, () => {
      const c = started();
      addFor(c, tick, 'a'); // during Bob's turn, before Ann's turn has started
      send(c, { type: 'EndTurn' }); // Bob; Ann's turn starts
      send(c, { type: 'Delay' }); // Ann delays; Cy's turn
      send(c, { type: 'EndTurn' }); // Cy; Ann's delayed turn resumes
      expect(c.state.current).toBe('a');
      send(c, { type: 'EndTurn' }); // Ann; the round ends
      expect(c.state.round).toBe(2);
      expect(countOffs(c, 'x')[1]).toBe(1);
    });

    it(`${tick}: Bob delays and acts now in Ann's turn, then Ann's turn resumes: each counted once`, () => {
      /** Bob delays, cuts into Ann's turn with ActNow, ends; Ann's turn resumes; Cy; round ends. */
      const round = (c: Combat): void => {
        send(c, { type: 'Delay' });
        expect(c.state.current).toBe('a');
        send(c, { type: 'ActNow', data: { id: 'b' }, meta: { actor: 'b' } });
        expect(c.state.current).toBe('b');
        send(c, { type: 'EndTurn' });
        expect(c.state.current).toBe('a');
        send(c, { type: 'EndTurn' });
        send(c, { type: 'EndTurn' });
      };
      for (const subject of ['a', 'b']) {
        const c = started();
        addFor(c, tick, subject); // in Bob's turn: Ann's has not started, Bob's has
        round(c);
        expect(c.state.round).toBe(2);
        // Bob's turn of round 1 started before the effect: its resumption counts nothing.
        const first = subject === 'b' && tick.endsWith('turn-start') ? undefined : 1;
        expect(countOffs(c, 'x')[1], `${subject}, round 1`).toBe(first);
        round(c);
        expect(countOffs(c, 'x')[2], `${subject}, round 2`).toBe(1);
      }
    });

    it(`${tick}: Ann is interrupted by Bob acting now: Ann's start is not counted again`, () => {
      const c = started();
      addFor(c, tick, 'a');
      send(c, { type: 'Delay' }); // Bob delays; Ann's turn starts (counted for her)
      send(c, { type: 'ActNow', data: { id: 'b' }, meta: { actor: 'b' } });
      send(c, { type: 'EndTurn' }); // Bob; Ann resumes
      const resumed = c.log.entries.at(-1)?.events.find((e) => e.type === 'TurnStarted');
      expect(resumed?.data).toEqual({ id: 'a', resumed: true });
      send(c, { type: 'EndTurn' });
      send(c, { type: 'EndTurn' });
      expect(c.state.round).toBe(2);
      expect(countOffs(c, 'x')[1]).toBe(1);
    });

    it(`${tick}: Bob holds to Cy's count (combat-chaos Hold): counted once`, () => {
      const c = started(toyRules('hold'));
      send(c, { type: 'EndTurn' }); // round 1 without the condition: Bob, Ann, Cy
      send(c, { type: 'EndTurn' });
      addFor(c, tick, 'b');
      send(c, { type: 'EndTurn' }); // round 2: Bob's turn starts
      expect(c.state.current).toBe('b');
      send(c, { type: 'Delay', data: { until: 6 } }); // Bob holds until 6, after Cy
      send(c, { type: 'EndTurn' }); // Ann
      send(c, { type: 'EndTurn' }); // Cy; Bob's held turn resumes
      expect(c.state.current).toBe('b');
      send(c, { type: 'EndTurn' }); // Bob; the round ends
      expect(c.state.round).toBe(3);
      expect(countOffs(c, 'x')[2]).toBe(1);
      // Round 3: Bob acts on 6 now, once.
      for (let i = 0; i < 3; i++) send(c, { type: 'EndTurn' });
      expect(countOffs(c, 'x')[3]).toBe(1);
      // Added in Cy's turn of round 1: only the round's end came after it.
      const left = tick === 'round-end' ? 2 : 3;
      const bearer = tick === 'source-turn-start' ? 'c' : 'b';
      expect(c.state.combatants[bearer]?.conditions[0]?.rounds).toBe(left);
    });
  }

  it('a resumed turn does not run the rule set’s onTurnStart again (once per round)', () => {
    const toy = toyRules();
    const rs: RuleSet = {
      ...toy,
      onTurnStart: (_s, id) => [{ type: 'Rolled', data: { id } }],
    };
    const c = started(rs);
    send(c, { type: 'Delay' }); // Bob; Ann
    send(c, { type: 'ActNow', data: { id: 'b' }, meta: { actor: 'b' } });
    send(c, { type: 'EndTurn' }); // Bob; Ann resumes
    send(c, { type: 'EndTurn' }); // Ann; Cy
    send(c, { type: 'EndTurn' }); // Cy; round 2
    const rolled = c.log.entries
      .flatMap((e) => e.events)
      .filter((e) => e.type === 'Rolled')
      .map((e) => e.data['id']);
    expect(rolled).toEqual(['b', 'a', 'c', 'b']); // round 1 once each, then round 2's Bob
  });
});

const causedByBob = (rounds: number): Condition => ({
  id: 'x',
  name: 'dazed',
  rounds,
  tick: 'source-turn-start',
  source: 'b',
});

describe('effects whose causer is dead or gone still run out', () => {
  it('the causer cannot act and is skipped: counted as at the start of his turn', () => {
    const c = started(toyRules(), { surprised: 'blue' }, (s) => {
      send(s, { type: 'AddCondition', data: { id: 'a', condition: causedByBob(2) } });
      const cyEnd: Condition = { id: 'y', name: 'slowed', rounds: 1, tick: 'own-turn-end' };
      send(s, { type: 'AddCondition', data: { id: 'c', condition: cyEnd } });
    });
    // Round 1: Bob and Cy are surprised and skipped; Bob's place counts, Cy's turn passes.
    expect(c.state.current).toBe('a');
    expect(c.state.combatants['a']?.conditions[0]?.rounds).toBe(1);
    send(c, { type: 'EndTurn' }); // Ann; Cy is skipped: his own-turn-end effect runs out
    expect(c.state.combatants['c']?.conditions).toEqual([]);
    expect(c.state.current).toBe('b'); // round 2: Bob's turn starts, the effect expires
    expect(c.state.combatants['a']?.conditions).toEqual([]);
  });

  it('the causer is dead (skipped every round): the effect he caused still runs out', () => {
    const c = started();
    send(c, { type: 'EndTurn' }); // Bob
    send(c, { type: 'Attack', data: { target: 'b' } }); // Ann: Bob 3 hp
    send(c, { type: 'EndTurn' }); // Cy; round 2
    send(c, { type: 'EndTurn' }); // Bob
    send(c, { type: 'Attack', data: { target: 'b' } }); // Ann: Bob 0 hp, out
    send(c, { type: 'AddCondition', data: { id: 'a', condition: causedByBob(2) } });
    send(c, { type: 'EndTurn' }); // Cy; round 3: Bob is skipped
    expect(c.state.round).toBe(3);
    expect(c.state.combatants['a']?.conditions[0]?.rounds).toBe(1);
    send(c, { type: 'EndTurn' }); // Ann
    send(c, { type: 'EndTurn' }); // Cy; round 4: Bob is skipped again
    expect(c.state.round).toBe(4);
    expect(c.state.combatants['a']?.conditions).toEqual([]);
  });

  it('the causer is removed before his count in the round: counted at the end of each round from then on', () => {
    const c = started();
    send(c, { type: 'AddCondition', data: { id: 'a', condition: causedByBob(2) } }); // after his start
    send(c, { type: 'RemoveCombatant', data: { id: 'b' } }); // Ann's turn
    send(c, { type: 'EndTurn' }); // Ann; Cy
    send(c, { type: 'EndTurn' }); // Cy; round 1 ends: counted (1 left)
    expect(c.state.round).toBe(2);
    expect(c.state.combatants['a']?.conditions[0]?.rounds).toBe(1);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' }); // round 2 ends: it runs out
    expect(c.state.combatants['a']?.conditions).toEqual([]);
    expect(countOffs(c, 'x')).toEqual({ 1: 1, 2: 1 });
  });

  it('the causer is removed after his count in the round: not counted again at that round’s end', () => {
    const c = started(toyRules(), {}, (s) => {
      send(s, { type: 'AddCondition', data: { id: 'a', condition: causedByBob(3) } });
    });
    expect(c.state.combatants['a']?.conditions[0]?.rounds).toBe(2); // Bob's turn started
    send(c, { type: 'EndTurn' }); // Bob; Ann
    send(c, { type: 'RemoveCombatant', data: { id: 'b' } });
    send(c, { type: 'EndTurn' }); // Ann; Cy
    send(c, { type: 'EndTurn' }); // Cy; round 1 ends
    expect(c.state.combatants['a']?.conditions[0]?.rounds).toBe(2);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' }); // round 2 ends
    expect(c.state.combatants['a']?.conditions[0]?.rounds).toBe(1);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' }); // round 3 ends: gone
    expect(c.state.combatants['a']?.conditions).toEqual([]);
    expect(countOffs(c, 'x')).toEqual({ 1: 1, 2: 1, 3: 1 });
  });

  it('an effect counted at its causer’s turn with no causer at all (a GM’s) is counted at the round’s end', () => {
    const c = started();
    const orphan: Condition = { id: 'x', name: 'dazed', rounds: 1, tick: 'source-turn-start' };
    send(c, { type: 'AddCondition', data: { id: 'a', condition: orphan } });
    for (let i = 0; i < 3; i++) send(c, { type: 'EndTurn' });
    expect(c.state.combatants['a']?.conditions).toEqual([]);
    expect(countOffs(c, 'x')).toEqual({ 1: 1 });
  });
});

describe('the GM’s AddCondition', () => {
  it('takes only the fields a GM may set: the kernel’s count-off round is never input', () => {
    const c = started();
    const forged = { ...cond('own-turn-start', 'a', 2), counted: 1, extra: 'x' };
    send(c, { type: 'AddCondition', data: { id: 'a', condition: forged } });
    expect(c.state.combatants['a']?.conditions).toEqual([
      { id: 'x', name: 'dazed', rounds: 2, tick: 'own-turn-start' },
    ]);
    send(c, { type: 'EndTurn' }); // Bob; Ann's turn starts in round 1: counted although forged
    expect(c.state.combatants['a']?.conditions[0]?.rounds).toBe(1);
  });
});
