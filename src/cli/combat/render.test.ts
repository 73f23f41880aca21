import { describe, expect, it } from 'vitest';
import { createFromEncounter, parseEncounter } from '../../app/encounter/file.js';
import type { Combat, CombatState, GameEvent } from '../../engine/index.js';
import { TOY_DUEL, toyCliRules } from '../../testing/toy-cli.js';
import {
  commandText,
  dataText,
  eventLines,
  headline,
  initiativeList,
  kernelLine,
  summary,
} from './render.js';

function started(): Combat {
  const rs = toyCliRules();
  const e = parseEncounter(TOY_DUEL, 'duel.yaml', { toy: rs });
  if (!e.ok) throw new Error(JSON.stringify(e.error));
  const c = createFromEncounter(e.value);
  c.send({ type: 'StartCombat', meta: { faces: [10, 5] } });
  return c;
}

const line = (s: CombatState, type: string, data: Record<string, unknown>): string | undefined =>
  kernelLine({ type, data }, s, s);

describe('event lines', () => {
  it('phrases the start of a fight: initiative rolls, the order with scores, round and turn', () => {
    const c = started();
    const entry = c.log.entries[0];
    expect(eventLines(c.ruleSet, c.log.initial, entry?.events ?? [], c.log)).toEqual([
      'Ann rolls initiative: 1d20 = 10, score 13',
      'Bob rolls initiative: 1d20 = 5, score 5',
      'The combat starts. Initiative: Ann 13, Bob 5',
      '-- Round 1 --',
      "Ann's turn",
    ]);
  });

  it('uses the rule set’s describe first, given the state after the event', () => {
    const c = started();
    const before = c.state;
    const r = c.send({ type: 'Attack', data: { target: 'b' } });
    if (!r.ok) throw new Error(r.error.message);
    expect(eventLines(c.ruleSet, before, r.value)).toEqual([
      'Ann hits Bob (hp 3)',
      "Ann's turn is over: no actions left",
      "Bob's turn",
    ]);
  });

  it('phrases delays, skips, conditions, reactions, undo and the end', () => {
    const s = started().state;
    expect(line(s, 'TurnDelayed', { id: 'a' })).toBe('Ann delays');
    // issue 14: a turn that ends by itself says so; a put-off turn resumes.
    expect(line(s, 'TurnEnded', { id: 'a', reason: 'no-actions-left' })).toBe(
      "Ann's turn is over: no actions left",
    );
    expect(line(s, 'TurnEnded', { id: 'a', reason: 'cannot-act' })).toBe(
      "Ann's turn is over: Ann can no longer act",
    );
    expect(line(s, 'TurnEnded', { id: 'a' })).toBe('Ann ends the turn');
    expect(line(s, 'TurnStarted', { id: 'a', resumed: true })).toBe("Ann's turn resumes");
    expect(line(s, 'TurnSkipped', { id: 'b', reason: 'cannot act' })).toBe(
      "Bob's turn is skipped (cannot act)",
    );
    expect(
      line(s, 'ConditionAdded', { id: 'b', condition: { id: 'p', name: 'prone', rounds: 2 } }),
    ).toBe('Bob is prone (2 rounds)');
    const proneBob = {
      ...s,
      combatants: {
        ...s.combatants,
        b: {
          ...(s.combatants['b'] as CombatState['combatants'][string]),
          conditions: [{ id: 'p', name: 'prone' }],
        },
      },
    };
    expect(
      kernelLine(
        { type: 'ConditionRemoved', data: { id: 'b', conditionId: 'p', reason: 'expired' } },
        proneBob,
        s,
      ),
    ).toBe("Bob's prone expires");
    expect(line(s, 'ReactionDeclined', { id: 'b' })).toBe('Bob does not react');
    expect(line(s, 'CombatEnded', { outcome: { winner: 'red', reason: 'only red is left' } })).toBe(
      'The combat ends: side red wins (only red is left)',
    );
    // A side's name may be plural: "side knights wins" reads right either way.
    expect(line(s, 'CombatEnded', { outcome: { winner: 'knights', reason: 'r' } })).toBe(
      'The combat ends: side knights wins (r)',
    );
    expect(line(s, 'CombatEnded', { outcome: { winner: null, reason: 'the GM ended it' } })).toBe(
      'The combat ends: no winner (the GM ended it)',
    );
    expect(line(s, 'Undone', { entries: [1, 2] })).toBe('Undo: takes back #2, #3');
    expect(line(s, 'Nope', {})).toBeUndefined();
  });

  it('falls back to the event’s type and data', () => {
    const c = started();
    const odd: GameEvent = { type: 'Sneezed', data: { id: 'a' } };
    expect(eventLines(c.ruleSet, c.state, [odd])).toEqual(['Sneezed {"id":"a"}']);
  });
});

describe('summaries', () => {
  it('headline: setup, whose turn, the end', () => {
    const c = started();
    expect(headline(c.log.initial)).toBe('Setup: the combat has not started');
    expect(headline(c.state)).toBe("Round 1 · Ann's turn");
    c.send({ type: 'EndCombat', data: { winner: 'red' } });
    expect(headline(c.state)).toBe('Ended in round 1: side red wins (the GM ended the combat)');
  });

  it('a table of the combatants in initiative order', () => {
    const c = started();
    expect(initiativeList(c.state)).toBe('Ann 13, Bob 5');
    expect(summary(c.ruleSet, c.state)).toEqual([
      "Round 1 · Ann's turn",
      '    combatant  side  at (ft)  init  conditions  status',
      '  > Ann        red   (0, 0)     13  -           hp 6',
      '    Bob        blue  (5, 0)      5  -           hp 6',
    ]);
  });

  it('dataText leaves out false flags, nulls and empty lists; a true flag is its name', () => {
    expect(dataText({ hp: 3, dead: false, armed: true, used: [], note: null, x: { a: 1 } })).toBe(
      'hp 3 · armed · x {"a":1}',
    );
    expect(dataText(undefined)).toBe('');
  });

  it('commandText: type, data, actor and faces', () => {
    expect(
      commandText({
        type: 'Attack',
        data: { target: 'b', raises: 1 },
        meta: { actor: 'a', faces: [10, 3] },
      }),
    ).toBe('Attack target=b raises=1 (by a, faces 10,3)');
    expect(commandText({ type: 'EndTurn' })).toBe('EndTurn');
  });
});
