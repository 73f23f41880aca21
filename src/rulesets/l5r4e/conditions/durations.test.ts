/**
 * Durations and start-of-Turn rolls against delayed and interrupted Turns (issue 14, items 1 and
 * 2). l5r4e delays within the Round (reference §2: "A character may Delay … act at any later point
 * in the Round"); the GM's AddCondition may count at any of the kernel's ticks. One count-off per
 * Round per effect; one control roll per member's Turn.
 */
import { describe, expect, it } from 'vitest';
import type { Combat, Condition, Tick } from '../../../engine/index.js';
import { AKODO_FIRST, akodo, bayushi, combat, ofType, send, start } from '../test-kit.js';

type Entry = Record<string, unknown>;

/** Shosuro (scorpion): a third combatant, so that the scorpions fight on without Bayushi. */
const shosuro = (): Entry =>
  bayushi({ id: 'shosuro', name: 'Shosuro', position: { x: 0, y: 5 }, armor: undefined });

/** Akodo (27) first, then Bayushi (4), then Shosuro (2) when present. */
const THREE = [...AKODO_FIRST, [1, 1, 1, 1, 1]] as const;

const TICKS: readonly Tick[] = ['source-turn-start', 'own-turn-start', 'own-turn-end', 'round-end'];

/** One condition of every tick kind on (or, counted at the Turn of) each of Akodo and Bayushi. */
function everyTick(c: Combat): void {
  for (const subject of ['akodo', 'bayushi'])
    for (const tick of TICKS) {
      const other = subject === 'akodo' ? 'bayushi' : 'akodo';
      const on = tick === 'source-turn-start' ? other : subject;
      const condition: Condition = {
        id: `${tick}-${subject}`,
        name: 'marked',
        rounds: 3,
        tick,
        ...(tick === 'source-turn-start' ? { source: subject } : {}),
      };
      send(c, { type: 'AddCondition', data: { id: on, condition } });
    }
}

/** Rounds left of each condition, by id. */
const roundsLeft = (c: Combat): Record<string, number | undefined> =>
  Object.fromEntries(
    ['akodo', 'bayushi'].flatMap(
      (id) => c.state.combatants[id]?.conditions.map((x) => [x.id, x.rounds]) ?? [],
    ),
  );

/** After Round 1, once Round 2 has started with Akodo's Turn (his Turn's start counted again). */
const AFTER_ROUND_1 = {
  'source-turn-start-akodo': 1,
  'own-turn-start-akodo': 1,
  'own-turn-end-akodo': 2,
  'round-end-akodo': 2,
  'source-turn-start-bayushi': 2,
  'own-turn-start-bayushi': 2,
  'own-turn-end-bayushi': 2,
  'round-end-bayushi': 2,
};

describe('issue 14: one count-off per Round per effect, whatever Delays and interruptions happen', () => {
  it('Akodo delays, acts now in Bayushi’s Turn, and Bayushi’s Turn resumes: every tick counted once in the Round', () => {
    const c = combat();
    everyTick(c);
    start(c, ...AKODO_FIRST); // Round 1: Akodo's Turn starts
    send(c, { type: 'Delay' }); // Bayushi's Turn starts
    expect(c.state.current).toBe('bayushi');
    send(c, { type: 'ActNow', data: { id: 'akodo' }, meta: { actor: 'akodo' } });
    send(c, { type: 'EndTurn' }); // Akodo; Bayushi's Turn resumes
    expect(c.state.current).toBe('bayushi');
    send(c, { type: 'EndTurn' }); // the Round ends
    expect(c.state.round).toBe(2);
    expect(roundsLeft(c)).toEqual(AFTER_ROUND_1);
  });

  it('Bayushi delays to the end of the Round: counted once', () => {
    const c = combat();
    everyTick(c);
    start(c, ...AKODO_FIRST);
    send(c, { type: 'EndTurn' }); // Akodo; Bayushi
    send(c, { type: 'Delay' }); // nobody else: Bayushi's delayed Turn resumes at once
    expect(c.state.current).toBe('bayushi');
    send(c, { type: 'EndTurn' });
    expect(c.state.round).toBe(2);
    expect(roundsLeft(c)).toEqual(AFTER_ROUND_1);
  });
});

describe("seed 000: 'At the start of their Turn, grapplers make a Contested Jiujutsu/STR roll to gain control' — once per Turn", () => {
  it('a grappled Bayushi who delays does not roll for control again when his Turn resumes', () => {
    const grappler = akodo({ skills: { kenjutsu: 3, defense: 2, jiujutsu: 2 } });
    const c = combat([grappler, bayushi()]);
    start(c, ...AKODO_FIRST);
    send(c, { type: 'Grapple', data: { target: 'bayushi' }, meta: { faces: [6, 5, 4, 1, 1] } });
    const turn = send(c, { type: 'EndTurn', meta: { faces: [5, 5, 5, 1, 1, 2, 2] } });
    expect(ofType(turn, 'GrappleControlRolled')).toHaveLength(1);
    const delayed = send(c, { type: 'Delay' });
    expect(ofType(delayed, 'GrappleControlRolled')).toEqual([]);
    expect(ofType(delayed, 'TurnStarted')[0]?.data).toEqual({ id: 'bayushi', resumed: true });
  });
});

describe('issue 14: effects whose causer is gone still run out', () => {
  it('Bayushi leaves the fight: what counts at his Turn is counted at the end of each Round', () => {
    const c = combat([akodo(), bayushi(), shosuro()]);
    const condition: Condition = {
      id: 'marked',
      name: 'marked',
      rounds: 2,
      tick: 'source-turn-start',
      source: 'bayushi',
    };
    send(c, { type: 'AddCondition', data: { id: 'akodo', condition } });
    start(c, ...THREE);
    send(c, { type: 'RemoveCombatant', data: { id: 'bayushi' } }); // before his Turn
    while (c.state.round === 1) send(c, { type: 'EndTurn' });
    expect(c.state.combatants['akodo']?.conditions[0]?.rounds).toBe(1);
    while (c.state.round === 2) send(c, { type: 'EndTurn' });
    expect(c.state.combatants['akodo']?.conditions).toEqual([]);
  });
});
