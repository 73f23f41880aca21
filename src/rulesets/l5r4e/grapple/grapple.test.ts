import { describe, expect, it } from 'vitest';
import {
  decide,
  type Combat,
  type CombatState,
  type GameEvent,
  type Rolled,
} from '../../../engine/index.js';
import { gameOf } from '../state.js';
import type { Grapple } from './state.js';
import { l5r4e } from '../index.js';
import { armorTN } from '../attack/resolve.js';
import {
  AKODO_FIRST,
  akodo,
  bayushi,
  combat,
  dataOf,
  ofType,
  refused,
  send,
  start,
} from '../test-kit.js';

type Entry = Record<string, unknown>;

/** Akodo with Jiujutsu 2: grapples at (2 + Agility 3)k3 = 5k3, controls at (2 + Strength 3)k3. */
const grappler = (extra: Entry = {}): Entry =>
  akodo({ skills: { kenjutsu: 3, defense: 2, jiujutsu: 2 }, ...extra });

/** Shosuro (scorpion, Jiujutsu 1, Strength 2): grapples at 4k3, controls at 3k2; 4k2 Initiative. */
const shosuro = (extra: Entry = {}): Entry =>
  bayushi({
    id: 'shosuro',
    name: 'Shosuro',
    position: { x: 0, y: 5 },
    skills: { kenjutsu: 2, jiujutsu: 1 },
    armor: undefined,
    ...extra,
  });

/** Akodo (27) goes first, then Bayushi (4), then Shosuro (2). */
const THREE = [...AKODO_FIRST, [1, 1, 1, 1, 1]] as const;

function fight(a = grappler(), b = bayushi(), options: Entry = {}): Combat {
  const c = combat([a, b], options);
  start(c, ...AKODO_FIRST);
  return c;
}

const grapple = (faces: number[], target = 'bayushi', extra: Entry = {}) => ({
  type: 'Grapple',
  data: { target, ...extra },
  meta: { faces },
});

const endTurn = (faces: number[] = []) => ({ type: 'EndTurn', meta: { faces } });

const grapples = (c: Combat): readonly Grapple[] => gameOf(c.state).grapples;
const only = (c: Combat): Grapple => {
  const [g] = grapples(c);
  if (!g) throw new Error('no grapple');
  return g;
};
const roll = (e: GameEvent | undefined, key = 'roll'): Rolled => e?.data[key] as Rolled;
const tnOf = (s: CombatState, id: string): number => {
  const t = s.combatants[id];
  if (!t) throw new Error(id);
  return armorTN(s, t, false);
};

/** Akodo grapples Bayushi with 5k3 = 15 against TN 15: a hit, Akodo in control. */
function grappled(a = grappler(), b = bayushi(), options: Entry = {}): Combat {
  const c = fight(a, b, options);
  send(c, grapple([6, 5, 4, 1, 1]));
  return c;
}

/** …then Bayushi's Turn starts: Akodo 5k3 and Bayushi 2k2u roll for control. */
function bayushiTurn(c: Combat, akodoFaces: number[], bayushiFaces: number[]): GameEvent {
  const [rolled] = ofType(
    send(c, endTurn([...akodoFaces, ...bayushiFaces])),
    'GrappleControlRolled',
  );
  if (!rolled) throw new Error('no control roll');
  return rolled;
}

describe("seed 000: 'Grapples occur inside a normal combat.'", () => {
  it('no grapple before StartCombat', () => {
    const c = combat([grappler(), bayushi()]);
    expect(refused(c, grapple([6, 5, 4, 1, 1]))).toBe('l5r4e/not-started');
  });

  it('a grapple uses the normal Initiative order and Turns, and ends with the combat', () => {
    const c = grappled();
    expect(c.state.current).toBe('akodo');
    bayushiTurn(c, [5, 5, 5, 1, 1], [2, 2]);
    expect(c.state.current).toBe('bayushi');
    send(c, { type: 'EndCombat' });
    expect(grapples(c)).toEqual([]);
  });
});

describe("seed 000: 'A grapple is initiated by a Complex Action to make an attack roll with Jiujutsu/AGI against the target's Armor TN (but without benefit of any armor worn).'", () => {
  it('(Jiujutsu + Agility) k Agility against REF×5 + 5 without the armor; a Complex Action', () => {
    const c = fight();
    const [e] = send(c, grapple([6, 5, 4, 1, 1]));
    expect(e?.type).toBe('GrappleStarted');
    expect(roll(e).expression).toBe('5k3');
    // Bayushi: Reflexes 2 → 15; his light armor's +5 does not count.
    expect(e?.data['armorTN']).toBe(15);
    expect(e?.data['tn']).toBe(15);
    expect(e?.data['spent']).toEqual({ slots: 2 });
    expect(dataOf(c.state, 'akodo').slots).toBe(0);
    // A miss costs the Complex Action too: no Simple Action is left.
    const m = fight();
    send(m, grapple([1, 1, 1, 1, 1]));
    expect(
      refused(m, { type: 'Speak', data: { words: 'Yield now, you cur, or suffer greatly' } }),
    ).toBe('l5r4e/no-action-left');
  });

  it('without Jiujutsu the roll is unskilled: Agility k Agility, no exploding dice', () => {
    const c = fight(akodo());
    const [e] = send(c, grapple([9, 9, 9]));
    expect(roll(e).expression).toBe('3k3u');
  });

  it('the target must be within 5 ft', () => {
    const c = fight(grappler(), bayushi({ position: { x: 10, y: 0 } }));
    expect(refused(c, grapple([6, 5, 4, 1, 1]))).toBe('l5r4e/out-of-reach');
  });

  it('reference §7: against an Entangled target no roll is needed', () => {
    const c = fight();
    send(c, {
      type: 'AddCondition',
      data: { id: 'bayushi', condition: { id: 'entangled', name: 'entangled' } },
    });
    const [e] = send(c, grapple([]));
    expect(e?.type).toBe('GrappleStarted');
    expect(e?.data['roll']).toBeNull();
    expect(only(c).members).toEqual(['akodo', 'bayushi']);
  });

  it('reference §7: Jiujutsu 5 gives a Free Raise, lowering the TN by 5 (option grappleMastery)', () => {
    const master = grappler({ skills: { jiujutsu: 5 } });
    const c = fight(master);
    const [e] = send(c, grapple([4, 3, 3, 1, 1, 1, 1, 1]));
    expect(e?.data['freeRaises']).toBe(1);
    expect(e?.data['tn']).toBe(10);
    expect(e?.type).toBe('GrappleStarted');
    const off = fight(master, bayushi(), { grappleMastery: false });
    const [miss] = send(off, grapple([4, 3, 3, 1, 1, 1, 1, 1]));
    expect(miss?.data['tn']).toBe(15);
    expect(miss?.type).toBe('GrappleMissed');
  });

  it('a wrong target, Raises and weapon flag are refused with nothing changed', () => {
    const c = fight();
    expect(refused(c, grapple([], 'nobody'))).toBe('l5r4e/no-such-target');
    expect(refused(c, grapple([], 'akodo'))).toBe('l5r4e/bad-target');
    expect(refused(c, grapple([], 'bayushi', { raises: -1 }))).toBe('l5r4e/bad-raises');
    expect(refused(c, grapple([], 'bayushi', { weapon: 'yes' }))).toBe('l5r4e/bad-weapon');
    expect(refused(c, grapple([], 'bayushi', { raises: 3 }))).toBe('l5r4e/too-many-raises');
  });

  it('an Out target cannot be grappled', () => {
    const c = combat([grappler(), bayushi(), shosuro()]);
    start(c, ...THREE);
    send(c, { type: 'AdjustWounds', data: { id: 'bayushi', wounds: 35 } });
    expect(refused(c, grapple([6, 5, 4, 1, 1]))).toBe('l5r4e/target-out');
  });

  it('the modifiers of a melee attack roll apply: Blinded −1k1, Full Attack +2k1', () => {
    const c = fight();
    send(c, {
      type: 'AddCondition',
      data: { id: 'akodo', condition: { id: 'blinded', name: 'blinded' } },
    });
    const [e] = send(c, grapple([6, 5, 4, 1]));
    expect(roll(e).expression).toBe('4k2');
    const f = combat([grappler(), bayushi()]);
    send(f, { type: 'SetStance', data: { id: 'akodo', stance: 'fullAttack' } });
    start(f, ...AKODO_FIRST);
    const [g] = send(f, grapple([6, 5, 4, 1, 1, 1, 1]));
    expect(roll(g).expression).toBe('7k4');
  });

  it('a Void Point adds +1k1 to the roll (reference §1.5)', () => {
    const c = fight();
    const [e] = send(c, grapple([6, 5, 4, 1, 1, 1], 'bayushi', { void: true }));
    expect(roll(e).expression).toBe('6k4');
    expect(e?.data['spent']).toEqual({ slots: 2, void: 1 });
    expect(dataOf(c.state, 'akodo').voidPoints).toBe(1);
  });

  it('the log line of a grapple', () => {
    const c = fight();
    const [e] = send(c, grapple([6, 5, 4, 1, 1]));
    expect(l5r4e.describe(e as GameEvent, c.state)).toMatch(
      /^Akodo grapples Bayushi \(Complex\): Jiujutsu\/Agility .* vs TN 15 \(Armor TN without armor 15\) — hit; Akodo and Bayushi are in a grapple \(grapple-\d+\); Akodo is in control$/,
    );
  });

  it('the Defense Stance allows no grapple (it is an attack roll)', () => {
    const c = combat([grappler(), bayushi()]);
    send(c, { type: 'SetStance', data: { id: 'akodo', stance: 'defense' } });
    start(c, ...AKODO_FIRST);
    expect(refused(c, grapple([6, 5, 4, 1, 1]))).toBe('l5r4e/stance-forbids');
  });
});

describe("seed 000: 'If the attack hits, both attacker and defender are now in a grapple.'", () => {
  it('a hit puts both in a grapple; their Armor TN becomes 5 + armor (reference §7)', () => {
    const c = fight();
    expect(tnOf(c.state, 'bayushi')).toBe(20);
    send(c, grapple([6, 5, 4, 1, 1]));
    expect(only(c).members).toEqual(['akodo', 'bayushi']);
    expect(tnOf(c.state, 'bayushi')).toBe(10); // 5 + light armor 5
    expect(tnOf(c.state, 'akodo')).toBe(5);
  });

  it('a miss (14 against TN 15) makes no grapple', () => {
    const c = fight();
    const [e] = send(c, grapple([6, 5, 3, 1, 1]));
    expect(e?.type).toBe('GrappleMissed');
    expect(grapples(c)).toEqual([]);
  });

  it('those in a grapple take no Move Actions', () => {
    const c = grappled();
    bayushiTurn(c, [5, 5, 5, 1, 1], [2, 2]);
    expect(refused(c, { type: 'Move', data: { to: { x: 10, y: 0 } } })).toBe('l5r4e/grappled-move');
  });
});

describe("seed 000: 'A grapple can involve more than two combatants.'", () => {
  function three(options: Entry = {}): Combat {
    const c = combat([grappler(), bayushi(), shosuro()], options);
    start(c, ...THREE);
    send(c, grapple([6, 5, 4, 1, 1]));
    bayushiTurn(c, [5, 5, 5, 1, 1], [2, 2]); // Akodo 15 against 4: Akodo keeps control
    // Shosuro is in no grapple: no control roll at the start of her Turn.
    expect(ofType(send(c, endTurn()), 'GrappleControlRolled')).toEqual([]);
    return c;
  }

  it('grappling a member joins the grapple (against Armor TN 5: grappled, no armor)', () => {
    const c = three();
    const [e] = send(c, grapple([3, 3, 3, 1], 'akodo'));
    expect(e?.type).toBe('GrappleJoined');
    expect(roll(e).expression).toBe('4k3');
    expect(e?.data['tn']).toBe(5);
    expect(only(c).members).toEqual(['akodo', 'bayushi', 'shosuro']);
    // "The attacker starts out in control": the one who joins takes it (option grappleJoinControl).
    expect(only(c).controller).toBe('shosuro');
  });

  it('all three roll for control at the start of a member’s Turn; the highest controls', () => {
    const c = three();
    send(c, grapple([3, 3, 3, 1], 'akodo'));
    const events = send(c, endTurn([9, 9, 1, 1, 1, 2, 2, 3, 3, 3]));
    const [rolled] = ofType(events, 'GrappleControlRolled');
    const rolls = rolled?.data['rolls'] as { id: string; roll: Rolled; total: number }[];
    expect(rolls.map((r) => [r.id, r.roll.expression, r.total])).toEqual([
      ['akodo', '5k3', 19],
      ['bayushi', '2k2u', 4],
      ['shosuro', '3k2', 6],
    ]);
    expect(only(c).controller).toBe('akodo');
  });

  it('option grappleJoinControl keep: the controller keeps control when someone joins', () => {
    const c = three({ grappleJoinControl: 'keep' });
    send(c, grapple([3, 3, 3, 1], 'akodo'));
    expect(only(c).controller).toBe('akodo');
  });

  it('a member who Breaks leaves the others grappling; the one in it longest holds control', () => {
    const c = three();
    send(c, grapple([3, 3, 3, 1], 'akodo'));
    // Round 2, Akodo's Turn: Shosuro wins control; at Bayushi's Turn Shosuro keeps it.
    send(c, endTurn([1, 1, 1, 1, 1, 2, 2, 9, 9, 1]));
    expect(only(c).controller).toBe('shosuro');
    send(c, endTurn([1, 1, 1, 1, 1, 2, 2, 9, 9, 1]));
    send(c, endTurn([1, 1, 1, 1, 1, 2, 2, 9, 9, 1]));
    expect(c.state.current).toBe('shosuro');
    const events = send(c, { type: 'BreakGrapple' });
    expect(events.map((e) => e.type)).toEqual(['GrappleBroken']);
    expect(only(c).members).toEqual(['akodo', 'bayushi']);
    expect(only(c).controller).toBe('akodo');
  });

  it('the same grapple twice, or another grapple, is refused (option grappleMemberActions any)', () => {
    const c = three({ grappleMemberActions: 'any' });
    send(c, grapple([3, 3, 3, 1], 'akodo'));
    send(c, endTurn([9, 9, 1, 1, 1, 2, 2, 3, 3, 3]));
    expect(refused(c, grapple([6, 5, 4, 1, 1], 'shosuro'))).toBe('l5r4e/same-grapple');
  });
});

describe("seed 000: 'The attacker starts out in control of the grapple.'", () => {
  it('the starter controls; the defender cannot use the control options', () => {
    const c = grappled();
    expect(only(c).controller).toBe('akodo');
    expect(only(c).starter).toBe('akodo');
    // Still Akodo's Turn: Pass is a Free Action.
    expect(send(c, { type: 'PassGrapple' }).map((e) => e.type)).toEqual(['GrapplePassed']);
    bayushiTurn(c, [5, 5, 5, 1, 1], [2, 2]);
    expect(refused(c, { type: 'GrappleHit', data: { target: 'akodo' } })).toBe('l5r4e/no-control');
    expect(refused(c, { type: 'Throw', data: { target: 'akodo' } })).toBe('l5r4e/no-control');
    expect(refused(c, { type: 'BreakGrapple' })).toBe('l5r4e/no-control');
    expect(refused(c, { type: 'PassGrapple' })).toBe('l5r4e/no-control');
  });
});

describe("seed 000: 'The defender may try to gain control each Turn.'", () => {
  it('the defender wins the roll at the start of his Turn and takes control', () => {
    const c = grappled();
    const e = bayushiTurn(c, [1, 1, 1, 1, 1], [9, 9]);
    expect(e.data['controller']).toBe('bayushi');
    expect(e.data['previous']).toBe('akodo');
    expect(only(c).controller).toBe('bayushi');
    const hit = send(c, { type: 'GrappleHit', data: { target: 'akodo' }, meta: { faces: [5, 1] } });
    expect(hit[0]?.type).toBe('GrappleStruck');
  });
});

describe("seed 000: 'At the start of their Turn, grapplers make a Contested Jiujutsu/STR roll to gain control, which lasts until the next character's Turn.'", () => {
  it('every member rolls (Jiujutsu + Strength) k Strength; Jiujutsu 0 rolls unskilled', () => {
    const c = grappled();
    const e = bayushiTurn(c, [5, 5, 5, 1, 1], [2, 2]);
    const rolls = e.data['rolls'] as { id: string; skill: string; roll: Rolled }[];
    expect(rolls.map((r) => [r.id, r.skill, r.roll.expression])).toEqual([
      ['akodo', 'jiujutsu', '5k3'],
      ['bayushi', 'jiujutsu', '2k2u'],
    ]);
    expect(only(c).controller).toBe('akodo');
  });

  it('a tie keeps the controller', () => {
    const c = grappled();
    const e = bayushiTurn(c, [3, 3, 2, 1, 1], [4, 4]);
    expect((e.data['rolls'] as { total: number }[]).map((r) => r.total)).toEqual([8, 8]);
    expect(e.data['controller']).toBe('akodo');
  });

  it('control lasts until the next member’s Turn: at Akodo’s next Turn all roll again', () => {
    const c = grappled();
    bayushiTurn(c, [1, 1, 1, 1, 1], [9, 9]);
    expect(only(c).controller).toBe('bayushi');
    const events = send(c, endTurn([9, 9, 9, 1, 1, 2, 2]));
    expect(ofType(events, 'GrappleControlRolled')).toHaveLength(1);
    expect(c.state.current).toBe('akodo');
    expect(only(c).controller).toBe('akodo');
  });

  it('the GrappleControlRolled log line', () => {
    const c = grappled();
    const e = bayushiTurn(c, [1, 1, 1, 1, 1], [9, 9]);
    expect(l5r4e.describe(e, c.state)).toMatch(
      /^Grapple control at the start of Bayushi's Turn: Akodo Jiujutsu\/Strength .* Bayushi Jiujutsu\/Strength .* → Bayushi takes control$/,
    );
  });
});

describe("seed 000: 'The character in control has the following options:' (reference §7: Hit, Throw, Break, Pass)", () => {
  /** Round 2, Akodo's Turn, Akodo in control. */
  function akodoControls(a = grappler(), b = bayushi(), options: Entry = {}, pool = 5): Combat {
    const c = fight(a, b, options);
    const ones = Array.from({ length: pool - 3 }, () => 1);
    send(c, grapple([6, 5, 4, ...ones]));
    bayushiTurn(c, [5, 5, 5, ...ones], [2, 2]);
    send(c, endTurn([5, 5, 5, ...ones, 2, 2]));
    expect(c.state.current).toBe('akodo');
    expect(only(c).controller).toBe('akodo');
    return c;
  }

  it('Hit (Complex): unarmed damage (0 + Strength)k1, minus Reduction', () => {
    const c = akodoControls();
    const [e] = send(c, {
      type: 'GrappleHit',
      data: { target: 'bayushi' },
      meta: { faces: [9, 4, 2] },
    });
    expect(e?.type).toBe('GrappleStruck');
    expect(roll(e, 'damage').expression).toBe('3k1');
    expect(e?.data['reduction']).toBe(3);
    expect(e?.data['wounds']).toBe(6);
    expect(e?.data['spent']).toEqual({ slots: 2 });
    expect(dataOf(c.state, 'bayushi').wounds).toBe(6);
    expect(l5r4e.describe(e as GameEvent, c.state)).toMatch(
      /^Akodo hits Bayushi in the grapple with bare hands \(Complex\): damage .* − Reduction 3 → 6 Wounds; Bayushi is Healthy$/,
    );
  });

  it("Hit: 'Called Raises cannot add to it' — refused; Free Raises (techniques) add 1k0 each", () => {
    const c = akodoControls(
      grappler({
        techniques: [{ name: 'Iron grip', effects: { freeRaises: { grappleHit: 1 } } }],
      }),
    );
    expect(
      refused(c, {
        type: 'GrappleHit',
        data: { target: 'bayushi', raises: 1 },
        meta: { faces: [] },
      }),
    ).toBe('l5r4e/no-called-raises');
    const [e] = send(c, {
      type: 'GrappleHit',
      data: { target: 'bayushi' },
      meta: { faces: [1, 1, 1, 1] },
    });
    expect(roll(e, 'damage').expression).toBe('4k1');
    expect(e?.data['freeRaises']).toBe(1);
  });

  it('reference §7: Jiujutsu 3 adds +1k0 to the Hit, Jiujutsu 7 +1k1 (option grappleMastery)', () => {
    const c = akodoControls(grappler({ skills: { jiujutsu: 3 } }), bayushi(), {}, 6);
    const [e] = send(c, {
      type: 'GrappleHit',
      data: { target: 'bayushi' },
      meta: { faces: [1, 1, 1, 1] },
    });
    expect(roll(e, 'damage').expression).toBe('4k1');
    const seven = akodoControls(grappler({ skills: { jiujutsu: 7 } }), bayushi(), {}, 10);
    const [s] = send(seven, {
      type: 'GrappleHit',
      data: { target: 'bayushi' },
      meta: { faces: [1, 1, 1, 1] },
    });
    expect(roll(s, 'damage').expression).toBe('4k2');
    const off = akodoControls(
      grappler({ skills: { jiujutsu: 3 } }),
      bayushi(),
      { grappleMastery: false },
      6,
    );
    const [o] = send(off, {
      type: 'GrappleHit',
      data: { target: 'bayushi' },
      meta: { faces: [1, 1, 1] },
    });
    expect(roll(o, 'damage').expression).toBe('3k1');
  });

  it('Throw (Complex): the target lands Prone within 5 ft and leaves; a grapple of one ends', () => {
    const c = akodoControls();
    const events = send(c, { type: 'Throw', data: { target: 'bayushi', to: { x: -5, y: 0 } } });
    expect(events.map((e) => e.type)).toEqual(['GrappleThrown', 'ConditionAdded', 'GrappleEnded']);
    expect(c.state.combatants['bayushi']?.position).toEqual({ x: -5, y: 0 });
    expect(c.state.combatants['bayushi']?.conditions.map((x) => x.name)).toEqual(['prone']);
    expect(grapples(c)).toEqual([]);
    expect(dataOf(c.state, 'akodo').slots).toBe(0);
  });

  it('Throw: beyond 5 ft is refused; without `to` the target stays where they stand', () => {
    const c = akodoControls();
    expect(refused(c, { type: 'Throw', data: { target: 'bayushi', to: { x: -10, y: 0 } } })).toBe(
      'l5r4e/too-far',
    );
    send(c, { type: 'Throw', data: { target: 'bayushi' } });
    expect(c.state.combatants['bayushi']?.position).toEqual({ x: 5, y: 0 });
  });

  it('Break (Simple): the controller leaves; one left, the grapple ends', () => {
    const c = akodoControls();
    const events = send(c, { type: 'BreakGrapple' });
    expect(events.map((e) => e.type)).toEqual(['GrappleBroken', 'GrappleEnded']);
    expect(events[0]?.data['spent']).toEqual({ slots: 1 });
    expect(grapples(c)).toEqual([]);
    // Free again: a Move is allowed.
    send(c, { type: 'Move', data: { to: { x: -5, y: 0 } } });
  });

  it('Pass (Free): the controller keeps the grapple and control, and does nothing else of the four', () => {
    const c = akodoControls();
    const [e] = send(c, { type: 'PassGrapple' });
    expect(e?.data['spent']).toEqual({ slots: 0, free: 'grapple-pass' });
    expect(only(c).controller).toBe('akodo');
    expect(
      refused(c, { type: 'GrappleHit', data: { target: 'bayushi' }, meta: { faces: [] } }),
    ).toBe('l5r4e/grapple-option-used');
    expect(refused(c, { type: 'BreakGrapple' })).toBe('l5r4e/grapple-option-used');
  });

  it('the options need a grapple, and a target in it', () => {
    const c = fight();
    expect(refused(c, { type: 'PassGrapple' })).toBe('l5r4e/not-grappling');
    const d = akodoControls();
    expect(refused(d, { type: 'GrappleHit', data: { target: 'nobody' } })).toBe(
      'l5r4e/no-such-target',
    );
    expect(refused(d, { type: 'GrappleHit', data: { target: 'akodo' } })).toBe('l5r4e/bad-target');
  });

  it('a Hit that leaves the target Out ends the grapple', () => {
    const c = akodoControls();
    send(c, { type: 'AdjustWounds', data: { id: 'bayushi', wounds: 30 } });
    send(c, { type: 'GrappleHit', data: { target: 'bayushi' }, meta: { faces: [9, 9, 9] } });
    expect(grapples(c)).toEqual([]);
  });

  it('a member put Out by the GM leaves the grapple (one left: it ends)', () => {
    const c = akodoControls();
    send(c, { type: 'AdjustWounds', data: { id: 'bayushi', wounds: 35 } });
    expect(grapples(c)).toEqual([]);
    expect(tnOf(c.state, 'akodo')).toBe(20);
  });

  it('the GM ends a grapple: EndGrapple { grapple } or { id }; others may not', () => {
    const c = akodoControls();
    expect(
      refused(c, { type: 'EndGrapple', data: { id: 'akodo' }, meta: { actor: 'akodo' } }),
    ).toBe('turn/gm-only');
    expect(refused(c, { type: 'EndGrapple', data: { grapple: 'nope' } })).toBe(
      'l5r4e/no-such-grapple',
    );
    const [e] = send(c, { type: 'EndGrapple', data: { grapple: only(c).id } });
    expect(l5r4e.describe(e as GameEvent, c.state)).toBe(
      'GM: the grapple of Akodo and Bayushi ends',
    );
    expect(grapples(c)).toEqual([]);
    const d = akodoControls();
    send(d, { type: 'EndGrapple', data: { id: 'bayushi' } });
    expect(grapples(d)).toEqual([]);
  });

  it('the controller and the held make no normal attacks; the held only Free Actions (option grappleMemberActions)', () => {
    const c = akodoControls();
    expect(refused(c, { type: 'Attack', data: { target: 'bayushi' } })).toBe('l5r4e/grappled');
    send(c, { type: 'PassGrapple' });
    bayushiTurn(c, [5, 5, 5, 1, 1], [2, 2]);
    expect(refused(c, { type: 'Attack', data: { target: 'akodo' } })).toBe('l5r4e/grappled');
    expect(refused(c, { type: 'Speak', data: { words: 'Let go of me, you Lion brute' } })).toBe(
      'l5r4e/grappled',
    );
    send(c, { type: 'Speak', data: { words: 'Let go!' } });
  });

  it('option grappleMemberActions any: members may attack each other', () => {
    const c = grappled(grappler(), bayushi(), { grappleMemberActions: 'any' });
    bayushiTurn(c, [5, 5, 5, 1, 1], [2, 2]);
    const [e] = send(c, {
      type: 'Attack',
      data: { target: 'akodo' },
      meta: { faces: [1, 1, 1, 1, 1] },
    });
    expect(e?.type).toMatch(/^Attack/);
    expect(e?.data['armorTN']).toBe(5);
    expect(refused(c, { type: 'Move', data: { to: { x: 10, y: 0 } } })).toBe('l5r4e/grappled-move');
  });

  it('outsiders attack grapplers at Armor TN 5 + armor', () => {
    const c = combat([grappler(), bayushi(), shosuro()]);
    start(c, ...THREE);
    send(c, grapple([6, 5, 4, 1, 1]));
    bayushiTurn(c, [5, 5, 5, 1, 1], [2, 2]);
    send(c, endTurn());
    const [e] = send(c, {
      type: 'Attack',
      data: { target: 'akodo' },
      meta: { faces: [1, 1, 1, 1, 1] },
    });
    expect(e?.data['armorTN']).toBe(5);
  });
});

describe("seed 000: 'Some weapons (mostly chains and some polearms) can be used to grapple opponents; the rules are identical, but use the Weapon Skill and basing Hit damage on DR and STR.'", () => {
  const wielder = (extra: Entry = {}) =>
    grappler({ skills: { polearms: 3 }, weapon: 'sasumata', ...extra });
  const far = () => bayushi({ position: { x: 10, y: 0 } });

  it('the Weapon Skill: (Polearms + Agility) k Agility, within the weapon’s reach (10 ft)', () => {
    const c = fight(wielder(), far());
    expect(refused(c, grapple([6, 5, 4, 1, 1]))).toBe('l5r4e/out-of-reach');
    const [e] = send(c, grapple([6, 5, 4, 1, 1, 1], 'bayushi', { weapon: true }));
    expect(e?.type).toBe('GrappleStarted');
    expect(roll(e).expression).toBe('6k3');
    expect(only(c).weapons).toEqual({ akodo: 'sasumata' });
  });

  it('a weapon without the keyword grapple cannot', () => {
    const c = fight();
    expect(refused(c, grapple([6, 5, 4, 1, 1], 'bayushi', { weapon: true }))).toBe(
      'l5r4e/cannot-grapple',
    );
  });

  it('control rolls use the Weapon Skill with Strength; the Hit is the weapon’s DR + Strength', () => {
    const c = fight(wielder(), far());
    send(c, grapple([6, 5, 4, 1, 1, 1], 'bayushi', { weapon: true }));
    const e = bayushiTurn(c, [5, 5, 5, 1, 1, 1], [2, 2]);
    const rolls = e.data['rolls'] as { id: string; skill: string; roll: Rolled }[];
    expect(rolls.map((r) => [r.skill, r.roll.expression])).toEqual([
      ['polearms', '6k3'],
      ['jiujutsu', '2k2u'],
    ]);
    send(c, endTurn([5, 5, 5, 1, 1, 1, 2, 2]));
    const [hit] = send(c, {
      type: 'GrappleHit',
      data: { target: 'bayushi' },
      meta: { faces: [5, 5, 1] },
    });
    expect(hit?.data['weapon']).toBe('sasumata');
    expect(roll(hit, 'damage').expression).toBe('3k2'); // sasumata 0k2 + Strength 3
  });
});

describe("seed 000: 'If a character using a weapon to grapple loses control, their opponent gets 2 Free Raises to Disarm them on their Turn.'", () => {
  const wielder = () => grappler({ skills: { polearms: 3 }, weapon: 'sasumata' });

  function lost(): Combat {
    const c = fight(wielder());
    send(c, grapple([6, 5, 4, 1, 1, 1], 'bayushi', { weapon: true }));
    const e = bayushiTurn(c, [1, 1, 1, 1, 1, 1], [9, 9]);
    expect(e.data['disarm']).toEqual({ id: 'bayushi', from: 'akodo' });
    return c;
  }

  it('the opponent gets disarmFreeRaises 2, and loses them unused at the end of that Turn', () => {
    const c = lost();
    expect(dataOf(c.state, 'bayushi').disarmFreeRaises).toBe(2);
    send(c, endTurn([5, 5, 5, 1, 1, 1, 2, 2]));
    expect(dataOf(c.state, 'bayushi').disarmFreeRaises).toBe(0);
  });

  it('with them the opponent may attack the wielder in the grapple (the Disarm)', () => {
    const c = lost();
    const [e] = send(c, {
      type: 'Attack',
      data: { target: 'akodo' },
      meta: { faces: [1, 1, 1, 1, 1] },
    });
    expect(e?.type).toMatch(/^Attack/);
  });

  it('no Free Raises when a bare-handed grappler loses control', () => {
    const c = grappled();
    const e = bayushiTurn(c, [1, 1, 1, 1, 1], [9, 9]);
    expect(e.data['disarm']).toBeNull();
    expect(dataOf(c.state, 'bayushi').disarmFreeRaises).toBe(0);
  });
});

describe('the grapple menu (legalActions)', () => {
  const accepted = (c: Combat, types: readonly string[]) => {
    const options = l5r4e
      .legalActions(c.state, c.state.current ?? '')
      .filter((o) => types.includes(o.command.type));
    for (const o of options) expect(decide(l5r4e, c.state, o.command).ok, o.label).toBe(true);
    return options;
  };
  const TYPES = ['Grapple', 'GrappleHit', 'Throw', 'BreakGrapple', 'PassGrapple'];

  it('Grapple on each enemy within reach, with its odds', () => {
    const c = fight();
    const options = accepted(c, TYPES);
    expect(options.map((o) => o.command)).toEqual([
      { type: 'Grapple', data: { target: 'bayushi' } },
    ]);
    expect(options[0]?.odds?.hit).toBeGreaterThan(0);
    expect(options[0]?.odds?.hit).toBeLessThan(1);
    const far = fight(grappler(), bayushi({ position: { x: 10, y: 0 } }));
    expect(accepted(far, TYPES)).toEqual([]);
  });

  it('the controller gets Hit, Throw, Break and Pass; the held none', () => {
    const c = grappled();
    bayushiTurn(c, [5, 5, 5, 1, 1], [2, 2]);
    expect(accepted(c, TYPES)).toEqual([]);
    send(c, endTurn([5, 5, 5, 1, 1, 2, 2]));
    expect(accepted(c, TYPES).map((o) => o.command.type)).toEqual([
      'GrappleHit',
      'Throw',
      'BreakGrapple',
      'PassGrapple',
    ]);
    expect(
      l5r4e
        .legalActions(c.state, 'akodo')
        .some((o) => o.command.type === 'Attack' || o.command.type === 'Move'),
    ).toBe(false);
  });
});
