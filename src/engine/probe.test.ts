import { describe, expect, it } from 'vitest';
import {
  Combat,
  createCombat,
  needText,
  nextRoll,
  rollFaces,
  rollsOf,
  step,
  type Command,
  type CombatState,
  type Probe,
  type Rolled,
  type RuleSet,
} from './index.js';
import { createRng } from '../dice/index.js';
import { toyRules } from '../testing/toy-rules.js';
import { l5r4e } from '../rulesets/l5r4e/index.js';
import * as l5r from '../rulesets/l5r4e/test-kit.js';
import { elanMoxie } from '../rulesets/elan-moxie/index.js';
import * as em from '../rulesets/elan-moxie/test-kit.js';
import { combatChaos } from '../rulesets/combat-chaos/index.js';
import * as cc from '../rulesets/combat-chaos/test-kit.js';
import { withCond } from '../rulesets/combat-chaos/state.js';

/** The probe's answer, with the state checked untouched (the probe is pure). */
function probe(rs: RuleSet, c: Combat, command: Command, faces: number[]): Probe {
  const before = c.state;
  const json = JSON.stringify(before);
  const p = nextRoll(rs, before, command, faces);
  expect(c.state).toBe(before);
  expect(JSON.stringify(c.state)).toBe(json);
  return p;
}

function done(p: Probe): readonly number[] {
  if (p.kind !== 'done') throw new Error(`not done: ${JSON.stringify(p)}`);
  return p.faces;
}

const attack: Command = { type: 'Attack', data: { target: 'bayushi' } };

function l5rDuel(): Combat {
  const c = l5r.combat();
  l5r.start(c, ...l5r.AKODO_FIRST);
  return c;
}

describe('nextRoll: dice as they fall', () => {
  it('an L5R attack asks the 6k3 pool, then one die more after a 10, then the damage; never the defender', () => {
    const c = l5rDuel();
    expect(probe(l5r4e, c, attack, [])).toEqual({
      kind: 'need',
      expression: '6k3',
      sides: 10,
      lo: 1,
      hi: 10,
      count: 6,
      cause: 'roll',
      have: [],
      why: { by: 'akodo', what: 'attack' },
    });
    // Typed three at a time: the rest of the six.
    expect(probe(l5r4e, c, attack, [10, 9, 8])).toMatchObject({ count: 3, have: [10, 9, 8] });
    // A 10 explodes: one more die, and only one.
    const pool = [10, 9, 8, 2, 2, 2];
    expect(probe(l5r4e, c, attack, pool)).toMatchObject({
      kind: 'need',
      expression: '6k3',
      count: 1,
      cause: 'explosion',
      have: pool,
      why: { by: 'akodo', what: 'attack' },
    });
    // Another 10 on the explosion: again one more.
    expect(probe(l5r4e, c, attack, [...pool, 10])).toMatchObject({ count: 1, cause: 'explosion' });
    // 10 + 5 = 15, 9, 8 kept: 32 hits Bayushi; the damage is Akodo's to roll.
    const damage = probe(l5r4e, c, attack, [...pool, 5]);
    expect(damage).toMatchObject({
      kind: 'need',
      sides: 10,
      cause: 'roll',
      have: [],
      why: { by: 'akodo', what: 'damage' },
    });
    if (damage.kind !== 'need') throw new Error('no damage roll');
    const dmg = Array.from({ length: damage.count }, () => 4);
    const faces = done(probe(l5r4e, c, attack, [...pool, 5, ...dmg]));
    // The kernel takes a die's explosion right after it.
    expect(faces).toEqual([10, 5, 9, 8, 2, 2, 2, ...dmg]);
    const events = l5r.send(c, { ...attack, meta: { faces } });
    const hit = l5r.ofType(events, 'AttackHit')[0];
    expect((hit?.data['roll'] as { total: number }).total).toBe(32);
  });

  it('faces in the order they fall match the roll as the kernel reads it, explosions round by round', () => {
    const c = l5rDuel();
    // Two 10s: both explode in one round (2 more), then one of those explodes again.
    const pool = [10, 3, 10, 2, 2, 2];
    expect(probe(l5r4e, c, attack, pool)).toMatchObject({ count: 2, cause: 'explosion' });
    expect(probe(l5r4e, c, attack, [...pool, 10])).toMatchObject({ count: 1, have: [...pool, 10] });
    expect(probe(l5r4e, c, attack, [...pool, 10, 1])).toMatchObject({ count: 1 });
    const p = probe(l5r4e, c, attack, [...pool, 10, 1, 7]);
    // Die 1: 10+10+7 = 27, die 3: 10+1 = 11, 3: kept 27+11+3 = 41.
    expect(p).toMatchObject({ kind: 'need', why: { what: 'damage' } });
  });

  it("an Elan & Moxie attack asks the attacker's d20, then the soak roll of the defender", () => {
    const c = em.karaFirst();
    const strike: Command = { type: 'Attack', data: { target: 'ogre' } };
    expect(probe(elanMoxie, c, strike, [])).toMatchObject({
      kind: 'need',
      sides: 20,
      count: 1,
      why: { by: 'kara', what: 'attack' },
    });
    expect(probe(elanMoxie, c, strike, [18])).toMatchObject({
      kind: 'need',
      expression: '1d20+3',
      count: 1,
      have: [],
      why: { by: 'ogre', what: 'soak' },
    });
    // A miss asks no soak.
    expect(done(probe(elanMoxie, c, strike, [1]))).toEqual([1]);
    const faces = done(probe(elanMoxie, c, strike, [18, 4]));
    expect(faces).toEqual([18, 4]);
    expect(em.send(c, { ...strike, meta: { faces } }).some((e) => e.type === 'Attacked')).toBe(
      true,
    );
  });

  it('a Combat Chaos attack with advantage asks two d20 at once (2d20 keep highest)', () => {
    const c = cc.duel();
    cc.start(c, [20, 1, 15, 1]);
    const bayushi = c.state.combatants['bayushi'];
    if (!bayushi) throw new Error('no bayushi');
    const prone = Combat.start(combatChaos, withCond(c.state, bayushi, { prone: true }));
    expect(probe(combatChaos, prone, attack, [])).toMatchObject({
      kind: 'need',
      expression: '2d20kh1+4',
      sides: 20,
      count: 2,
      why: { by: 'akodo', what: 'attack' },
    });
    expect(probe(combatChaos, prone, attack, [3, 15])).toMatchObject({
      expression: '1d8+2',
      count: 1,
      why: { by: 'akodo', what: 'damage' },
    });
    expect(done(probe(combatChaos, prone, attack, [3, 15, 6]))).toEqual([3, 15, 6]);
  });
});

describe('nextRoll: tie-break dice only on a tie', () => {
  const startCombat: Command = { type: 'StartCombat' };

  it('scores that differ ask no tie-break die; the faces to send fill them in', () => {
    const c = cc.duel();
    expect(probe(combatChaos, c, startCombat, [])).toMatchObject({
      expression: '1d20',
      why: { by: 'akodo', what: 'initiative' },
    });
    expect(probe(combatChaos, c, startCombat, [12])).toMatchObject({
      why: { by: 'bayushi', what: 'initiative' },
    });
    const faces = done(probe(combatChaos, c, startCombat, [12, 7]));
    // The kernel still reads a roll-off die per combatant: the probe rolled them.
    expect(faces).toHaveLength(4);
    expect([faces[0], faces[2]]).toEqual([12, 7]);
    cc.send(c, { ...startCombat, meta: { faces } });
    expect(c.state.order).toEqual(['akodo', 'bayushi']);
  });

  it('a tie asks the tied combatants, after every score, and only them', () => {
    const c = cc.combat([
      cc.fighter('akodo', 'lion', 0),
      cc.fighter('bayushi', 'scorpion', 5),
      cc.fighter('doji', 'lion', 10),
    ]);
    expect(probe(combatChaos, c, startCombat, [12, 9, 12])).toMatchObject({
      kind: 'need',
      expression: '1d20',
      count: 1,
      have: [],
      why: { by: 'akodo', what: 'tie-break' },
    });
    expect(probe(combatChaos, c, startCombat, [12, 9, 12, 3])).toMatchObject({
      why: { by: 'doji', what: 'tie-break' },
    });
    const faces = done(probe(combatChaos, c, startCombat, [12, 9, 12, 3, 17]));
    expect(faces).toHaveLength(6);
    expect([faces[0], faces[1], faces[2], faces[4], faces[5]]).toEqual([12, 3, 9, 12, 17]);
    cc.send(c, { ...startCombat, meta: { faces } });
    expect(c.state.order).toEqual(['doji', 'akodo', 'bayushi']);
  });

  it('a combatant added during the fight is asked a tie-break die only when he ties', () => {
    const c = cc.duel();
    cc.start(c, [20, 1, 15, 1]);
    const add: Command = {
      type: 'AddCombatant',
      data: { combatant: cc.fighter('doji', 'lion', 10) },
      meta: { actor: 'gm' },
    };
    expect(probe(combatChaos, c, add, [])).toMatchObject({
      why: { by: 'doji', what: 'initiative' },
    });
    expect(done(probe(combatChaos, c, add, [10]))).toHaveLength(2);
    expect(probe(combatChaos, c, add, [20])).toMatchObject({
      why: { by: 'doji', what: 'tie-break' },
    });
    const faces = done(probe(combatChaos, c, add, [20, 5]));
    expect(faces).toEqual([20, 5]);
    cc.send(c, { ...add, meta: { actor: 'gm', faces } });
    expect(c.state.order).toEqual(['doji', 'akodo', 'bayushi']);
  });

  it('L5R and Elan & Moxie roll-offs too', () => {
    // Akodo 5k3, Bayushi 4k2: 2+2+2 = 6 and 3+3 = 6 tie. By default Reflexes 3 against 2 break
    // it: no die asked.
    const tied = [2, 2, 2, 1, 1, 3, 3, 1, 1];
    expect(done(probe(l5r4e, l5r.combat(), startCombat, tied))).toHaveLength(11);
    const l = l5r.combat(undefined, { initiativeTieBreak: 'roll' });
    expect(probe(l5r4e, l, startCombat, tied)).toMatchObject({
      expression: '1d10',
      why: { by: 'akodo', what: 'tie-break' },
    });
    expect(probe(l5r4e, l, startCombat, [...tied, 4])).toMatchObject({
      why: { by: 'bayushi', what: 'tie-break' },
    });
    const faces = done(probe(l5r4e, l, startCombat, [...tied, 4, 9]));
    l5r.send(l, { ...startCombat, meta: { faces } });
    expect(l.state.order).toEqual(['bayushi', 'akodo']);
    const e = em.combat();
    // Kara 1d20+4, the Ogre 1d20+2: 10+4 and 12+2 tie, but Kara's Agility 3 breaks it first.
    expect(done(probe(elanMoxie, e, startCombat, [10, 12]))).toHaveLength(4);
  });
});

describe('nextRoll: refusals', () => {
  it('a command refused whatever the dice is refused, with its code', () => {
    const c = l5rDuel();
    const p = probe(l5r4e, c, { type: 'Attack', data: { target: 'nobody' } }, []);
    expect(p.kind).toBe('refused');
    const other = probe(
      l5r4e,
      c,
      { type: 'Attack', data: { target: 'bayushi' }, meta: { actor: 'bayushi' } },
      [],
    );
    expect(other).toMatchObject({ kind: 'refused', error: { code: 'turn/not-your-turn' } });
  });

  it('a face out of range is refused with dice/faces and says which face and die; nothing changes', () => {
    const c = l5rDuel();
    const p = probe(l5r4e, c, attack, [10, 11]);
    expect(p).toMatchObject({ kind: 'refused', error: { code: 'dice/faces' } });
    if (p.kind !== 'refused') throw new Error('accepted');
    expect(p.error.message).toContain('face 2 of the roll of 6k3 is 11');
    expect(p.error.message).toContain('shows 1 to 10');
    expect(probe(l5r4e, c, attack, [2.5])).toMatchObject({ error: { code: 'dice/faces' } });
  });

  it('faces left over are refused: remove the last ones', () => {
    const c = cc.duel();
    const p = probe(combatChaos, c, { type: 'StartCombat' }, [12, 7, 5]);
    expect(p).toMatchObject({ kind: 'refused', error: { code: 'dice/faces' } });
    if (p.kind !== 'refused') throw new Error('accepted');
    expect(p.error.message).toContain('remove the last 1');
  });

  it('a command that rolls nothing is done at once', () => {
    const c = l5rDuel();
    expect(probe(l5r4e, c, { type: 'EndTurn' }, [])).toEqual({ kind: 'done', faces: [] });
  });
});

describe('rollsOf: the rolls an option makes', () => {
  it('names the attack and the damage of an L5R attack, the soak of the defender in Elan & Moxie', () => {
    const c = l5rDuel();
    const rolls = rollsOf(l5r4e, c.state, attack);
    expect(rolls.map((r) => r.why)).toEqual([
      { by: 'akodo', what: 'attack' },
      { by: 'akodo', what: 'damage' },
    ]);
    expect(rolls[0]?.expression).toBe('6k3');
    const e = em.karaFirst();
    expect(rollsOf(elanMoxie, e.state, { type: 'Attack', data: { target: 'ogre' } })).toEqual([
      { expression: '1d20+5', why: { by: 'kara', what: 'attack' } },
      { expression: '1d20+3', why: { by: 'ogre', what: 'soak' } },
    ]);
    expect(rollsOf(l5r4e, c.state, { type: 'EndTurn' })).toEqual([]);
    expect(rollsOf(l5r4e, c.state, { type: 'Attack', data: { target: 'nobody' } })).toEqual([]);
  });
});

/** The toy rule set with a `Roll` command that rolls `data.expression`: any notation, probed. */
function roller(): { rs: RuleSet; state: CombatState } {
  const toy = toyRules();
  const rs: RuleSet = {
    ...toy,
    decide(state, command, ctx) {
      if (command.type !== 'Roll') return toy.decide(state, command, ctx);
      const expression = String(command.data?.['expression']);
      const r = ctx.dice.roll(expression, { by: 'a', what: 'test' });
      return { ok: true, value: [{ type: 'Rolled', data: { roll: r } }] };
    },
  };
  const made = createCombat(rs, {
    ruleSet: 'toy',
    seed: 7,
    combatants: [
      { id: 'a', side: 'red', hp: 6 },
      { id: 'b', side: 'blue', hp: 6 },
    ],
  });
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  return { rs, state: made.value };
}

/** Probes `expression` with `faces`; on done, checks the kernel reads the same total. */
function total(expression: string, faces: number[]): number {
  const { rs, state } = roller();
  const command: Command = { type: 'Roll', data: { expression }, meta: { actor: 'gm' } };
  const p = nextRoll(rs, state, command, faces);
  const ordered = done(p);
  const r = step(rs, state, { ...command, meta: { actor: 'gm', faces: ordered } });
  if (!r.ok) throw new Error(r.error.message);
  return (r.value.events[0]?.data['roll'] as Rolled).total;
}

describe('nextRoll: any notation, as the dice fall', () => {
  const need = (expression: string, faces: number[]) => {
    const { rs, state } = roller();
    return nextRoll(
      rs,
      state,
      { type: 'Roll', data: { expression }, meta: { actor: 'gm' } },
      faces,
    );
  };

  it('groups one after another: 1d8+1d6+2 asks the d8, then the d6', () => {
    expect(need('1d8+1d6+2', [])).toMatchObject({ sides: 8, count: 1, have: [] });
    expect(need('1d8+1d6+2', [5])).toMatchObject({ sides: 6, count: 1, have: [5] });
    expect(total('1d8+1d6+2', [5, 4])).toBe(11);
  });

  it('rerolls and explosions of separate dice: only the dice that need it, round by round', () => {
    // 2d6r1: a 1 is rolled again; only that die.
    expect(need('2d6r1', [1, 4])).toMatchObject({ count: 1, cause: 'reroll' });
    expect(total('2d6r1', [1, 4, 6])).toBe(10);
    // 3d6!: the 6s explode into dice of their own, in the order they fell.
    expect(need('3d6!', [6, 2, 6])).toMatchObject({ count: 2, cause: 'explosion' });
    expect(need('3d6!', [6, 2, 6, 6, 1])).toMatchObject({ count: 1, cause: 'explosion' });
    expect(total('3d6!', [6, 2, 6, 6, 1, 3])).toBe(24);
  });

  it('Fudge and percentile dice, and faces shown after min/max', () => {
    expect(need('4dF', [])).toMatchObject({ sides: 'F', lo: -1, hi: 1, count: 4 });
    expect(total('4dF', [-1, 0, 1, 1])).toBe(1);
    expect(need('1d%', [])).toMatchObject({ sides: '%', lo: 1, hi: 100 });
    expect(total('1d6min3', [3])).toBe(3);
    expect(need('1d6', [7])).toMatchObject({ kind: 'refused', error: { code: 'dice/faces' } });
  });

  it('rollFaces: the faces to press Enter for, in range', () => {
    const n = need('5d6', [2]);
    if (n.kind !== 'need') throw new Error('no need');
    const faces = rollFaces(n, createRng(3));
    expect(faces).toHaveLength(4);
    expect(faces.every((f) => f >= 1 && f <= 6)).toBe(true);
  });
});

describe('needText: the question in plain words', () => {
  it('names who rolls, what for, the roll and the dice to type', () => {
    const c = l5rDuel();
    const name = (id: string) => c.state.combatants[id]?.name ?? id;
    const first = probe(l5r4e, c, attack, []);
    if (first.kind !== 'need') throw new Error('no need');
    expect(needText(first, name)).toBe("Akodo's attack: 6k3, type 6 d10");
    const boom = probe(l5r4e, c, attack, [10, 10, 3, 3, 3, 3]);
    if (boom.kind !== 'need') throw new Error('no need');
    expect(needText(boom, name)).toBe("Akodo's attack: 6k3, 2 dice exploded: type 2 more d10");
    expect(needText(boom)).toBe("akodo's attack: 6k3, 2 dice exploded: type 2 more d10");
  });
});
