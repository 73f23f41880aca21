import { describe, expect, it } from 'vitest';
import { toyRules } from '../testing/toy-rules.js';
import {
  Combat,
  createCombat,
  stateAt,
  type Command,
  type CombatState,
  type RuleSet,
} from './index.js';

function fight(rs: RuleSet = toyRules(), extra: Record<string, unknown> = {}): Combat {
  const made = createCombat(rs, {
    ruleSet: 'toy',
    seed: 7,
    ...extra,
    combatants: [
      { id: 'a', side: 'red', hp: 6, speed: 3 },
      { id: 'b', side: 'blue', hp: 6, speed: 2 },
      { id: 'c', side: 'blue', hp: 6, speed: 1 },
    ],
  });
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  return Combat.start(rs, made.value);
}

const send = (c: Combat, command: Command): void => {
  const r = c.send(command);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
};

/** StartCombat with initiative dice typed in: a rolls 10, b 15, c 5 → order b (17), a (13), c (6). */
function started(rs?: RuleSet, extra?: Record<string, unknown>): Combat {
  const c = fight(rs, extra);
  send(c, { type: 'StartCombat', meta: { faces: [10, 15, 5] } });
  return c;
}

describe('the turn loop', () => {
  it('rolls initiative with the typed-in faces and gives the first turn to the highest', () => {
    const c = started();
    expect(c.state.order).toEqual(['b', 'a', 'c']);
    expect(c.state.current).toBe('b');
    expect(c.state.round).toBe(1);
    expect(c.state.status).toBe('active');
  });

  it('refuses a combatant acting out of turn, and changes nothing', () => {
    const c = started();
    const before = c.state;
    const r = c.send({ type: 'Attack', data: { target: 'b' }, meta: { actor: 'a' } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('turn/not-your-turn');
    expect(c.state).toEqual(before);
  });

  it('ends the turn by itself when the rule set says nothing is left, and wraps to a new round', () => {
    const c = started();
    send(c, { type: 'Attack', data: { target: 'a' } });
    expect(c.state.current).toBe('a');
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('c');
    send(c, { type: 'EndTurn' });
    expect(c.state.round).toBe(2);
    expect(c.state.current).toBe('b');
  });

  it('a delayed combatant may cut in before someone has acted, and must act at the end of the round otherwise', () => {
    const c = started();
    send(c, { type: 'Delay' }); // b delays
    expect(c.state.current).toBe('a');
    expect(c.state.delayed).toEqual(['b']);
    send(c, { type: 'ActNow', data: { id: 'b' }, meta: { actor: 'b' } });
    expect(c.state.current).toBe('b');
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('a');
    send(c, { type: 'Delay' }); // a delays
    send(c, { type: 'EndTurn' }); // c ends
    expect(c.state.current).toBe('a'); // the delayed a must act before the round ends
    send(c, { type: 'EndTurn' });
    expect(c.state.round).toBe(2);
    expect(c.state.order).toEqual(['b', 'a', 'c']); // delaying did not change the order
  });

  it('out-delaying: the lowest initiative among the delayed must go first (seed 001)', () => {
    const c = started();
    send(c, { type: 'Delay' }); // b
    send(c, { type: 'Delay' }); // a
    send(c, { type: 'EndTurn' }); // c
    expect(c.state.current).toBe('a');
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('b');
  });

  it('Hold moves the initiative for later rounds, after those already on the count (seed 002)', () => {
    const c = started(toyRules('hold'));
    send(c, { type: 'Delay', data: { until: 6 } }); // b holds to c's count
    expect(c.state.current).toBe('a');
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('c');
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('b');
    send(c, { type: 'EndTurn' });
    expect(c.state.round).toBe(2);
    expect(c.state.order).toEqual(['a', 'c', 'b']);
  });

  it('skips combatants who cannot act, and ends the fight when one side is left', () => {
    const c = started(toyRules(), { options: { surprised: 'blue' } });
    expect(c.state.current).toBe('a'); // b and c are surprised in round 1
    send(c, { type: 'Attack', data: { target: 'b' } }); // the attack ends a's turn; round 2
    expect(c.state.round).toBe(2);
    expect(c.state.current).toBe('b');
    send(c, { type: 'EndTurn' });
    send(c, { type: 'Attack', data: { target: 'b' } }); // a: b falls to 0
    send(c, { type: 'EndTurn' }); // c; round 3: b cannot act and is skipped
    expect(c.state.current).toBe('a');
    expect(
      c.log.entries.at(-1)?.events.some((e) => e.type === 'TurnSkipped' && e.data['id'] === 'b'),
    ).toBe(true);
    send(c, { type: 'Attack', data: { target: 'c' } });
    send(c, { type: 'EndTurn' });
    send(c, { type: 'Attack', data: { target: 'c' } });
    expect(c.state.status).toBe('ended');
    expect(c.state.outcome?.winner).toBe('red');
  });
});

describe('undo and redo (GM commands in the log)', () => {
  it('undo takes back the last command, redo puts it back with the same dice; both stay in the log', () => {
    const c = started();
    const afterStart = c.state;
    send(c, { type: 'Attack', data: { target: 'a' } });
    const afterAttack = c.state;
    send(c, { type: 'Undo' });
    expect({ ...c.state, version: 0 }).toEqual({ ...afterStart, version: 0 });
    send(c, { type: 'Redo' });
    expect({ ...c.state, version: 0 }).toEqual({ ...afterAttack, version: 0 });
    expect(c.log.entries.map((e) => e.command.type)).toEqual([
      'StartCombat',
      'Attack',
      'Undo',
      'Redo',
    ]);
  });

  it('undo back to a version; a new command makes the undone ones final', () => {
    const c = started();
    send(c, { type: 'Attack', data: { target: 'a' } });
    send(c, { type: 'EndTurn' });
    send(c, { type: 'Undo', data: { to: 1 } });
    expect(c.state.current).toBe('b');
    send(c, { type: 'EndTurn' });
    const r = c.send({ type: 'Redo' });
    expect(r.ok).toBe(false);
  });

  it('the state at any point is the fold of a prefix of the log', () => {
    const c = started();
    send(c, { type: 'Attack', data: { target: 'a' } });
    const mid: CombatState = c.state;
    send(c, { type: 'EndTurn' });
    expect(stateAt(c.ruleSet, c.log, 2)).toEqual(mid);
  });

  it('a stale expectedVersion is refused', () => {
    const c = started();
    const r = c.send({ type: 'EndTurn', meta: { expectedVersion: 0 } });
    expect(r.ok).toBe(false);
  });
});

describe('conditions and the GM', () => {
  it('a condition counted at the start of its source’s turn expires by itself (seed 001)', () => {
    const c = started();
    send(c, {
      type: 'AddCondition',
      data: {
        id: 'c',
        condition: {
          id: 'dazed',
          name: 'dazed',
          source: 'b',
          rounds: 1,
          tick: 'source-turn-start',
        },
      },
    });
    expect(c.state.combatants['c']?.conditions).toHaveLength(1);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' }); // round 2 starts with b's turn: the condition expires
    expect(c.state.combatants['c']?.conditions).toHaveLength(0);
    expect(c.log.entries.at(-1)?.events.some((e) => e.type === 'ConditionRemoved')).toBe(true);
  });

  it('the GM moves tokens, edits initiative and removes combatants; players may not', () => {
    const c = started();
    send(c, { type: 'MoveToken', data: { id: 'a', to: { x: 5, y: 5 } } });
    expect(c.state.combatants['a']?.position).toEqual({ x: 5, y: 5 });
    send(c, { type: 'SetInitiative', data: { id: 'c', score: 30 } });
    expect(c.state.order[0]).toBe('c');
    const r = c.send({ type: 'RemoveCombatant', data: { id: 'c' }, meta: { actor: 'b' } });
    expect(r.ok).toBe(false);
    send(c, { type: 'RemoveCombatant', data: { id: 'c' } });
    expect(c.state.combatants['c']).toBeUndefined();
  });

  it('faces that do not fit the roll are refused with dice/faces', () => {
    const c = fight();
    const r = c.send({ type: 'StartCombat', meta: { faces: [10, 15] } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('dice/faces');
    expect(c.state.status).toBe('setup');
    const one = c.send({ type: 'StartCombat', meta: { faces: [10] } });
    expect(!one.ok && one.error.message).toBe(
      '1 face given, but the roll of 1d20 needs more (0 were left for it)',
    );
  });

  it('the same seed gives the same fight', () => {
    const a = fight();
    const b = fight();
    send(a, { type: 'StartCombat' });
    send(b, { type: 'StartCombat' });
    expect(a.state).toEqual(b.state);
  });
});

describe('rule-set hooks: afterEnd and onRoundStart', () => {
  const healing = (): RuleSet => {
    const toy = toyRules();
    return {
      ...toy,
      afterEnd: ['Attack'],
      onRoundStart: (state) => [{ type: 'Announced', data: { round: state.round } }],
    };
  };

  it('after the combat ended, only the commands the rule set lists in afterEnd are decided, with no turn loop', () => {
    const c = started(healing());
    send(c, { type: 'EndCombat', data: { reason: 'peace' } });
    expect(c.state.status).toBe('ended');
    const r = c.send({ type: 'Attack', data: { target: 'a' }, meta: { actor: 'gm' } });
    expect(r.ok).toBe(false); // the toy's Attack needs a current combatant: its own refusal
    if (!r.ok) expect(r.error.code).toBe('turn/no-turn');
    const plain = started();
    send(plain, { type: 'EndCombat', data: { reason: 'peace' } });
    const refused = plain.send({ type: 'Attack', data: { target: 'a' } });
    expect(!refused.ok && refused.error.code).toBe('combat/ended');
  });

  it('onRoundStart events follow each RoundStarted, round 1 included', () => {
    const c = started(healing());
    const types = c.log.entries.flatMap((e) => e.events.map((x) => x.type));
    expect(types.slice(types.indexOf('RoundStarted'), types.indexOf('RoundStarted') + 2)).toEqual([
      'RoundStarted',
      'Announced',
    ]);
  });
});

describe('options: a check for values that choices cannot list', () => {
  it('an option with a check reports its issues with paths at load, and nothing is created', () => {
    const toy = toyRules();
    const rs: RuleSet = {
      ...toy,
      options: {
        ...toy.options,
        zones: {
          description: 'a list of numbers',
          default: [],
          check: (v) =>
            Array.isArray(v) && v.every((x) => typeof x === 'number')
              ? []
              : [{ path: 'options.zones', message: 'a list of numbers' }],
        },
      },
    };
    const bad = createCombat(rs, {
      ruleSet: 'toy',
      seed: 1,
      options: { zones: ['x'] },
      combatants: [],
    });
    expect(!bad.ok && bad.error).toEqual([{ path: 'options.zones', message: 'a list of numbers' }]);
    const good = createCombat(rs, {
      ruleSet: 'toy',
      seed: 1,
      options: { zones: [1] },
      combatants: [],
    });
    expect(good.ok).toBe(true);
  });
});

describe('turns that end by themselves say why; a command for a finished turn is refused with that reason', () => {
  /** The toy with a Faint command (the actor is then out of the fight) and sim plights. */
  const fainting = (): RuleSet => {
    const toy = toyRules();
    const out = (s: CombatState, id: string): boolean =>
      s.combatants[id]?.conditions.some((x) => x.id === 'out') ?? false;
    return {
      ...toy,
      decide: (state, command, ctx) =>
        command.type === 'Faint' && state.current
          ? {
              ok: true,
              value: [
                {
                  type: 'ConditionAdded',
                  data: {
                    id: state.current,
                    condition: { id: 'out', name: 'out' },
                    actor: state.current,
                  },
                },
              ],
            }
          : toy.decide(state, command, ctx),
      canAct: (s, id) => toy.canAct(s, id) && !out(s, id),
      inFight: (s, id) => toy.inFight(s, id) && !out(s, id),
      sim: {
        harmUnit: 'hp',
        plight: (s, id) => (out(s, id) ? 'down' : 'unhurt'),
        harm: () => 0,
        tactics: {},
      },
    };
  };

  it('autoEndTurn: TurnEnded has reason no-actions-left', () => {
    const c = started();
    send(c, { type: 'Attack', data: { target: 'a' }, meta: { actor: 'b' } });
    const ended = c.log.entries.at(-1)?.events.find((e) => e.type === 'TurnEnded');
    expect(ended?.data).toEqual({ id: 'b', reason: 'no-actions-left' });
    send(c, { type: 'EndTurn', meta: { actor: 'a' } }); // a player's own EndTurn: no reason
    expect(c.log.entries.at(-1)?.events.find((e) => e.type === 'TurnEnded')?.data).toEqual({
      id: 'a',
    });
  });

  it('issue 14: "a command meant for the combatant whose turn just ended is refused with that reason, never applied to the next combatant"', () => {
    const c = started();
    send(c, { type: 'Attack', data: { target: 'a' }, meta: { actor: 'b' } }); // b's turn ends by itself
    expect(c.state.current).toBe('a');
    const before = c.state;
    const r = c.send({ type: 'EndTurn', meta: { actor: 'b' } });
    expect(!r.ok && r.error).toEqual({
      code: 'turn/turn-over',
      message: "b's turn is over; it is a's turn",
    });
    expect(c.state).toBe(before);
    // Not yet acted this round: the plain not-your-turn.
    const early = c.send({ type: 'EndTurn', meta: { actor: 'c' } });
    expect(!early.ok && early.error).toEqual({
      code: 'turn/not-your-turn',
      message: "it is a's turn, not c's",
    });
  });

  it('the actor can no longer act: TurnEnded has reason cannot-act, and his later commands are told he is down', () => {
    const c = started(fainting());
    send(c, { type: 'Faint', meta: { actor: 'b' } });
    const ended = c.log.entries.at(-1)?.events.find((e) => e.type === 'TurnEnded');
    expect(ended?.data).toEqual({ id: 'b', reason: 'cannot-act' });
    const r = c.send({ type: 'Attack', data: { target: 'a' }, meta: { actor: 'b' } });
    expect(!r.ok && r.error).toEqual({
      code: 'turn/not-your-turn',
      message: "b is down and cannot act; it is a's turn",
    });
  });

  it('a combatant out of the fight in a rule set without plights is told so', () => {
    const c = started(toyRules(), { options: { surprised: 'blue' } });
    expect(c.state.current).toBe('a'); // b and c cannot act in round 1
    const r = c.send({ type: 'EndTurn', meta: { actor: 'c' } });
    expect(!r.ok && r.error).toEqual({
      code: 'turn/not-your-turn',
      message: "c cannot act now; it is a's turn",
    });
  });
});
