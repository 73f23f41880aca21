import { describe, expect, it } from 'vitest';
import {
  decide,
  evolve,
  type Combatant,
  type Command,
  type CombatState,
  type GameEvent,
  type Rolled,
} from '../../../engine/index.js';
import { l5r4e } from '../index.js';
import { armorTN } from '../attack/resolve.js';
import type { Data } from '../sheet.js';
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

const attack = (data: Record<string, unknown>, faces: number[] = []): Command => ({
  type: 'Attack',
  data: { target: 'bayushi', ...data },
  meta: { faces },
});

const roll = (e: GameEvent | undefined, key = 'roll'): Rolled => e?.data[key] as Rolled;

function duel(a = akodo(), b = bayushi(), options: Record<string, unknown> = {}) {
  const c = combat([a, b], options);
  start(c, ...AKODO_FIRST);
  return c;
}

/** 6k3 with three exploding 10s: 29 + 29 + 29 = 87 (12 faces), enough for any TN here. */
const HUGE = [10, 10, 9, 10, 10, 9, 10, 10, 9, 1, 1, 1];
/** 6k3: 19 + 19 + 1 = 39 (8 faces). */
const HIGH = [10, 9, 10, 9, 1, 1, 1, 1];
/** 6k3: 15 + 9 + 9 = 33 (7 faces). */
const MID = [10, 5, 9, 9, 1, 1, 1];
const ONES = (n: number) => Array.from({ length: n }, () => 1);

/** The state with some of a combatant's data changed (what another feature's events would do). */
function withData(s: CombatState, id: string, patch: Partial<Data>): CombatState {
  const c = s.combatants[id];
  if (!c) throw new Error(id);
  return {
    ...s,
    combatants: { ...s.combatants, [id]: { ...c, data: { ...(c.data as Data), ...patch } } },
  };
}

function run(s: CombatState, command: Command): { s: CombatState; events: readonly GameEvent[] } {
  const r = decide(l5r4e, s, command);
  if (!r.ok) throw new Error(r.error.message);
  let next = s;
  for (const e of r.value) next = evolve(l5r4e, next, e);
  return { s: next, events: r.value };
}

describe("seed 000: 'Maneuvers are special Actions. They require the character to call Raises, increasing the difficulty of the Action.'", () => {
  it('a maneuver is an Attack with `maneuver`: its Raises raise the TN by 5 each (Feint: 2 Raises, TN 20 + 10)', () => {
    const c = duel();
    const [e] = send(c, attack({ maneuver: 'feint' }, [...ONES(6)]));
    expect(e?.type).toBe('AttackMissed');
    expect(e?.data).toMatchObject({ maneuver: 'feint', raises: 2, tn: 30, spent: { slots: 2 } });
  });

  it("'(This means their availability is also restricted by your Void Ring.)': Disarm (3 Raises) is refused at Void 2", () => {
    const c = duel();
    expect(refused(c, attack({ maneuver: 'disarm' }))).toBe('l5r4e/too-many-raises');
    expect(refused(c, attack({ maneuver: 'feint', raises: 1 }))).toBe('l5r4e/maneuver-raises');
    expect(refused(c, attack({ maneuver: 'fly' }))).toBe('l5r4e/bad-maneuver');
  });

  it('an unskilled attacker calls no Raises, so no maneuver (reference §1.4)', () => {
    const c = duel(akodo({ skills: {} }));
    expect(refused(c, attack({ maneuver: 'feint' }))).toBe('l5r4e/unskilled-raises');
  });
});

describe("seed 000: 'Attacks strike the torso by default.' and the Called Shot", () => {
  it("'Attacks strike the torso by default.': a plain attack records the torso", () => {
    const c = duel();
    const [e] = send(c, attack({}, ONES(6)));
    expect(e?.data).toMatchObject({ location: 'torso', maneuver: null });
  });

  it("'A Called Shot to a specific leg or arm requires 1 Raise; one to a hand or foot requires 2 Raises; one to the head requires 3 Raises; one to an eye, ear, finger, etc., requires 4 Raises.'", () => {
    const c = duel(akodo({ void: 5 }));
    const tn = (location: string): unknown =>
      l5r4e.odds?.(c.state, { type: 'Attack', data: { target: 'bayushi', location } })?.note;
    expect(tn('arm')).toContain('TN 25');
    expect(tn('left leg')).toContain('TN 25');
    expect(tn('hand')).toContain('TN 30');
    expect(tn('foot')).toContain('TN 30');
    expect(tn('head')).toContain('TN 35');
    expect(tn('eye')).toContain('TN 40');
    expect(tn('finger')).toContain('TN 40');
    expect(refused(c, attack({ maneuver: 'calledShot' }))).toBe('l5r4e/bad-location');
    expect(refused(c, attack({ location: 'wing' }))).toBe('l5r4e/bad-location');
    expect(refused(c, attack({ maneuver: 'feint', location: 'head' }))).toBe('l5r4e/bad-location');
    expect(refused(c, attack({ location: 'head', raises: 2 }))).toBe('l5r4e/maneuver-raises');
  });

  it("'The GM must judge the effects.': the location is recorded, the damage is the weapon's; Raises beyond the Called Shot's are Increased Damage", () => {
    const c = duel();
    const events = send(c, attack({ location: 'arm', raises: 2 }, [...MID, ...ONES(7)]));
    const [e] = events;
    expect(e?.type).toBe('AttackHit');
    expect(e?.data).toMatchObject({ maneuver: 'calledShot', location: 'arm', tn: 30 });
    expect(roll(e, 'damage').expression).toBe('7k2'); // 6k2 + 1k0 for the extra Raise
    expect(l5r4e.describe(e as GameEvent, c.state)).toContain(
      'Akodo makes a Called Shot to the arm of Bayushi',
    );
  });
});

describe('Disarm (reference §5: 3 Raises)', () => {
  const armed = () => duel(akodo({ void: 3 }));

  it("seed 000: 'A successful Disarm does only 2k1 damage (from the jarring impact), but the attacker and defender make Contested STR Rolls.' 'If the attacker wins, the target drops the weapon.'", () => {
    const c = armed();
    // 39 vs TN 35; damage 2k1 = 5 − 3 = 2; Strength 3k3 = 27 vs 2k2 = 4.
    const events = send(c, attack({ maneuver: 'disarm' }, [...HIGH, 5, 1, 9, 9, 9, 2, 2]));
    const [hit] = ofType(events, 'AttackHit');
    expect(hit?.data).toMatchObject({ raises: 3, tn: 35, wounds: 2 });
    expect(roll(hit, 'damage').expression).toBe('2k1'); // no Strength, whatever the weapon
    const [contest] = ofType(events, 'DisarmContested');
    expect(roll(contest, 'attackerRoll').expression).toBe('3k3'); // raw Strength k Strength
    expect(roll(contest, 'defenderRoll').expression).toBe('2k2');
    expect(contest?.data).toMatchObject({ won: true, hand: 'main', weapon: 'katana' });
    expect(dataOf(c.state, 'bayushi')).toMatchObject({ armed: false, dropped: true });
    expect(l5r4e.describe(contest as GameEvent, c.state)).toBe(
      'Disarm: Akodo Strength 3k3[9, 9, 9] = 27 vs Bayushi 2k2[2, 2] = 4 — Bayushi drops the katana',
    );
    send(c, { type: 'EndTurn' });
    // Bayushi now fights bare-handed: Jiujutsu, unskilled.
    const [b] = send(c, { type: 'Attack', data: { target: 'akodo' }, meta: { faces: ONES(3) } });
    expect(b?.data['weapon']).toBe('unarmed');
  });

  it('the defender who wins (or ties) the Contested Strength roll keeps the weapon', () => {
    const c = armed();
    const events = send(c, attack({ maneuver: 'disarm' }, [...HIGH, 5, 1, 5, 1, 1, 5, 2]));
    expect(ofType(events, 'DisarmContested')[0]?.data['won']).toBe(false); // 7 vs 7
    expect(dataOf(c.state, 'bayushi')).toMatchObject({ armed: true, dropped: false });
  });

  it("seed 000: 'At the GM's discretion, a wood-hafted weapon struck by a steel blade (e.g. sword on spear) may be broken.' (option disarmBreaksWood)", () => {
    const spear = bayushi({ weapon: 'yari' });
    const faces = [...HIGH, 5, 1, 9, 9, 9, 2, 2];
    const off = duel(akodo({ void: 3 }), spear);
    send(off, attack({ maneuver: 'disarm' }, faces));
    expect(dataOf(off.state, 'bayushi')).toMatchObject({ dropped: true, broken: false });
    const on = duel(akodo({ void: 3 }), spear, { disarmBreaksWood: true });
    const events = send(on, attack({ maneuver: 'disarm' }, faces));
    expect(ofType(events, 'DisarmContested')[0]?.data['broken']).toBe(true);
    expect(dataOf(on.state, 'bayushi')).toMatchObject({ armed: false, broken: true });
    // A steel blade against a steel one breaks nothing.
    const steel = duel(akodo({ void: 3 }), bayushi(), { disarmBreaksWood: true });
    send(steel, attack({ maneuver: 'disarm' }, faces));
    expect(dataOf(steel.state, 'bayushi').broken).toBe(false);
  });

  it("seed 000: '… a wood-hafted weapon struck by a steel blade … may be broken': only when the Disarm is won, only the main weapon, and only by the steel the attacker strikes with", () => {
    const faces = [...HIGH, 5, 1, 9, 9, 9, 2, 2];
    const on = { disarmBreaksWood: true };
    // Lost (1 1 1 against 9 9): the yari is kept and not broken.
    const lost = duel(akodo({ void: 3 }), bayushi({ weapon: 'yari' }), on);
    const lostEvents = send(lost, attack({ maneuver: 'disarm' }, [...HIGH, 5, 1, 1, 1, 1, 9, 9]));
    expect(ofType(lostEvents, 'DisarmContested')[0]?.data).toMatchObject({
      won: false,
      broken: false,
    });
    // A wooden spear held in the off hand alone is taken, not broken.
    const spear = { name: 'spear', damage: '2k2', skill: 'spears', keywords: ['wood-hafted'] };
    const offOnly = duel(akodo({ void: 3 }), bayushi({ weapon: undefined, offHand: spear }), on);
    const offEvents = send(offOnly, attack({ maneuver: 'disarm' }, faces));
    expect(ofType(offEvents, 'DisarmContested')[0]?.data).toMatchObject({
      won: true,
      hand: 'off',
      weapon: 'spear',
      broken: false,
    });
    // Struck with a wooden off-hand bokken, not the steel katana: the yari does not break.
    const bokken = {
      name: 'bokken',
      damage: '1k2',
      skill: 'kenjutsu',
      keywords: ['small', 'wood-hafted'],
    };
    const wooden = duel(akodo({ void: 3, offHand: bokken }), bayushi({ weapon: 'yari' }), on);
    const woodEvents = send(
      wooden,
      attack({ maneuver: 'disarm', hand: 'off' }, [...HUGE, 5, 1, 9, 9, 9, 2, 2]),
    );
    expect(ofType(woodEvents, 'DisarmContested')[0]?.data).toMatchObject({
      won: true,
      broken: false,
    }); // … and struck with a steel off-hand blade it does.
    const tanto = { name: 'tanto', damage: '1k1', skill: 'kenjutsu', keywords: ['small', 'steel'] };
    const steel = duel(akodo({ void: 3, offHand: tanto }), bayushi({ weapon: 'yari' }), on);
    const steelEvents = send(
      steel,
      attack({ maneuver: 'disarm', hand: 'off' }, [...HUGE, 5, 1, 9, 9, 9, 2, 2]),
    );
    expect(ofType(steelEvents, 'DisarmContested')[0]?.data).toMatchObject({
      won: true,
      broken: true,
    });
  });

  it('the Contested Strength roll of a Disarm or Knockdown needs a target still standing: none against one left Out', () => {
    // Disarm's damage is 2k1, Knockdown's the katana's 3k2 with Strength 3 (6k2): the lowest faces, no Wound through armor.
    for (const [maneuver, damage] of [
      ['disarm', [1, 1]],
      ['knockdown', [1, 1, 1, 1, 1, 1]],
    ] as const) {
      const c = duel(akodo({ void: 3 }));
      const t = (c.state.combatants['bayushi']?.sheet as { thresholds: number[] }).thresholds;
      const out = withData(c.state, 'bayushi', { wounds: (t[6] ?? 0) + 1 });
      const { events } = run(out, attack({ maneuver }, [...HIGH, ...damage]));
      expect(ofType(events, 'AttackHit')[0]?.data['rank']).toBe('Out');
      const contested = maneuver === 'disarm' ? 'DisarmContested' : 'KnockdownContested';
      expect(events.map((e) => e.type)).not.toContain(contested);
      // The control: the same blow on a standing target is contested.
      const standing = run(c.state, attack({ maneuver }, [...HIGH, ...damage, 9, 9, 9, 2, 2]));
      expect(standing.events.map((e) => e.type)).toContain(contested);
    }
  });

  it('nothing to Disarm from an unarmed target (l5r4e/nothing-to-disarm)', () => {
    const c = duel(akodo({ void: 3 }), bayushi({ weapon: undefined }));
    expect(refused(c, attack({ maneuver: 'disarm' }))).toBe('l5r4e/nothing-to-disarm');
  });

  it("seed 000: 'If a character using a weapon to grapple loses control, their opponent gets 2 Free Raises to Disarm them on their Turn.': they count toward Disarm only, and are used up", () => {
    const c = duel();
    const s = withData(c.state, 'akodo', { disarmFreeRaises: 2 });
    // Void 2: 1 Raise called + 2 Free Raises = Disarm's 3; the TN rises by the called one only.
    const { s: after, events } = run(
      s,
      attack({ maneuver: 'disarm', raises: 1 }, [...MID, 5, 1, 9, 9, 9, 2, 2]),
    );
    expect(events[0]?.data).toMatchObject({ tn: 25, freeRaises: 2, disarmFreeRaises: 2 });
    expect((after.combatants['akodo']?.data as Data).disarmFreeRaises).toBe(0);
    // Not toward another maneuver: a Feint still needs its 2 Raises called.
    const feint = decide(l5r4e, s, attack({ maneuver: 'feint', raises: 0 }));
    expect(feint.ok ? 'accepted' : feint.error.code).toBe('l5r4e/maneuver-raises');
  });
});

describe('Extra Attack (reference §5: 5 Raises)', () => {
  const fast = () => duel(akodo({ void: 5 }));

  it("seed 000: 'If the first attack succeeds with the Raises, the character immediately (after resolving damage) gets another attack.' (no Action spent)", () => {
    const c = fast();
    const events = send(c, attack({ maneuver: 'extraAttack' }, [...HUGE, ...ONES(6)]));
    expect(ofType(events, 'AttackHit')[0]?.data).toMatchObject({ raises: 5, tn: 45 });
    expect(dataOf(c.state, 'akodo')).toMatchObject({ slots: 0, followUps: 1 });
    // Nothing else first: the second attack comes at once.
    expect(refused(c, { type: 'DropWeapon' })).toBe('l5r4e/extra-attack-first');
    expect(l5r4e.describe(events[0] as GameEvent, c.state)).toMatch(
      /^Akodo attempts Extra Attack on Bayushi .* — hit; .*; Extra Attack: another attack at once$/,
    );
    const [second] = send(c, attack({}, ONES(6)));
    expect(second?.data).toMatchObject({ followUp: true, spent: { slots: 0 } });
    expect(l5r4e.describe(second as GameEvent, c.state)).toMatch(
      /^Akodo follows up: attacks Bayushi with the katana \(no Action\): 6k3/,
    );
    expect(dataOf(c.state, 'akodo').followUps).toBe(0);
    expect(refused(c, attack({}))).toBe('l5r4e/no-action-left');
  });

  it("seed 000: 'This maneuver may only be used once per Turn.' (tried and missed, it is used)", () => {
    const c = fast();
    send(c, attack({ maneuver: 'extraAttack' }, [...HUGE, ...ONES(6)]));
    expect(refused(c, attack({ maneuver: 'extraAttack' }))).toBe('l5r4e/once-per-turn');
    const miss = fast();
    send(miss, attack({ maneuver: 'extraAttack' }, ONES(6)));
    expect(dataOf(miss.state, 'akodo')).toMatchObject({ extraAttackUsed: true, followUps: 0 });
  });

  it('the owed attack is lost when the Turn ends; the next Turn may use Extra Attack again', () => {
    const c = fast();
    send(c, attack({ maneuver: 'extraAttack' }, [...HUGE, ...ONES(6)]));
    send(c, { type: 'EndTurn' });
    expect(dataOf(c.state, 'akodo').followUps).toBe(0);
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('akodo');
    expect(dataOf(c.state, 'akodo').extraAttackUsed).toBe(false);
  });

  it('the menu offers the follow-up attacks, labelled, and nothing else but EndTurn', () => {
    const c = fast();
    send(c, attack({ maneuver: 'extraAttack' }, [...HUGE, ...ONES(6)]));
    const menu = l5r4e.legalActions(c.state, 'akodo');
    expect(menu.at(-1)?.command.type).toBe('EndTurn');
    const others = menu.slice(0, -1);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((o) => o.command.type === 'Attack')).toBe(true);
    expect(others.every((o) => o.label.startsWith('Extra Attack: '))).toBe(true);
    expect(others.some((o) => o.command.data?.['maneuver'] === 'extraAttack')).toBe(false);
  });
});

describe('Feint (reference §5: 2 Raises)', () => {
  it("seed 000: 'If the attack is successful, damage is increased by half the difference between the roll total and the Armor TN (including the Raises), up to a maximum bonus of 5× Insight Rank.'", () => {
    const c = duel();
    const [e] = send(c, attack({ maneuver: 'feint' }, [...MID, ...ONES(6)])); // 33 vs TN 30
    expect(e?.data['bonus']).toBe(1); // (33 − 30) / 2 rounded down
    expect(roll(e, 'damage').expression).toBe('6k2+1');
    const capped = duel();
    const [h] = send(capped, attack({ maneuver: 'feint' }, [...HUGE, ...ONES(6)])); // 87 vs 30
    expect(h?.data['bonus']).toBe(10); // 28, capped at 5 × Insight Rank 2
  });

  it('option feintRounding: ceil rounds half a point up', () => {
    const c = duel(akodo(), bayushi(), { feintRounding: 'ceil' });
    const [e] = send(c, attack({ maneuver: 'feint' }, [...MID, ...ONES(6)]));
    expect(e?.data['bonus']).toBe(2);
  });
});

describe('Knockdown', () => {
  it("seed 000: 'This maneuver requires 2 Raises against two-legged opponents and 4 Raises against four-legged opponents.'", () => {
    const c = duel(akodo({ void: 5 }), bayushi({ legs: 4 }));
    expect(refused(c, attack({ maneuver: 'knockdown', raises: 3 }))).toBe('l5r4e/maneuver-raises');
    const [e] = send(c, attack({ maneuver: 'knockdown' }, ONES(6)));
    expect(e?.data).toMatchObject({ raises: 4, tn: 40 });
    const two = duel();
    const [f] = send(two, attack({ maneuver: 'knockdown' }, ONES(6)));
    expect(f?.data).toMatchObject({ raises: 2, tn: 30 });
    const none = duel(akodo(), bayushi({ legs: 0 }));
    expect(refused(none, attack({ maneuver: 'knockdown' }))).toBe('l5r4e/no-legs');
  });

  it("seed 000: 'If successful, the attack deals damage normally, and the attacker and defender make Contested STR Rolls; if the attacker wins, the defender is knocked Prone.'", () => {
    const c = duel();
    const events = send(
      c,
      attack({ maneuver: 'knockdown' }, [...HIGH, 5, 5, 1, 1, 1, 1, 9, 9, 9, 2, 2]),
    );
    expect(ofType(events, 'AttackHit')[0]?.data).toMatchObject({ wounds: 7 }); // 6k2 = 10 − 3
    expect(roll(ofType(events, 'AttackHit')[0], 'damage').expression).toBe('6k2');
    expect(ofType(events, 'ConditionAdded')[0]?.data).toEqual({
      id: 'bayushi',
      condition: { id: 'prone', name: 'prone' },
    });
    expect(c.state.combatants['bayushi']?.conditions.map((x) => x.name)).toEqual(['prone']);
    const line = l5r4e.describe(ofType(events, 'KnockdownContested')[0] as GameEvent, c.state);
    expect(line).toContain('Bayushi is knocked Prone');
    const lost = duel();
    const more = send(
      lost,
      attack({ maneuver: 'knockdown' }, [...HIGH, 5, 5, 1, 1, 1, 1, 1, 1, 1, 9, 9]),
    );
    expect(ofType(more, 'KnockdownContested')[0]?.data['won']).toBe(false);
    expect(ofType(more, 'ConditionAdded')).toHaveLength(0);
  });
});

describe('Increased Damage', () => {
  it("seed 000: 'Each Raise increases damage on a successful attack by 1k0.': named or not, at least 1 Raise", () => {
    const c = duel();
    const [e] = send(c, attack({ maneuver: 'increasedDamage' }, [...MID, ...ONES(7)]));
    expect(e?.data).toMatchObject({ raises: 1, increasedDamage: 1, tn: 25 });
    expect(roll(e, 'damage').expression).toBe('7k2');
    const d = duel();
    expect(refused(d, attack({ maneuver: 'increasedDamage', raises: 0 }))).toBe(
      'l5r4e/maneuver-raises',
    );
  });

  it("seed 000: '(Add up the Raises together before applying any effect that reduces the number of Raises needed.)': a technique's lower cost counts once on the total", () => {
    const cheap = { name: 'Strike of the Tiger', effects: { raiseCost: { increasedDamage: 0 } } };
    const c = duel(akodo({ techniques: [cheap] }));
    const [e] = send(c, attack({ raises: 2 }, [10, 5, 9, 9, 1, 1, 1, ...ONES(9)]));
    // 2 Raises + 1 off the total: +3k0, not 2 free dice per Raise.
    expect(e?.data['increasedDamage']).toBe(3);
    expect(roll(e, 'damage').expression).toBe('9k2');
    const none = duel(akodo({ techniques: [cheap] }));
    const [f] = send(none, attack({}, [...MID, ...ONES(6)]));
    expect(f?.data['increasedDamage']).toBe(0); // no Raise of Increased Damage, no rebate
  });
});

describe('techniques on maneuvers (sheet effects)', () => {
  it('freeRaises toward a maneuver lower the Raises to call; raiseCost lowers its cost', () => {
    const free = { name: 'Staves Mastery', effects: { freeRaises: { knockdown: 1 } } };
    const c = duel(akodo({ techniques: [free] }));
    const [e] = send(c, attack({ maneuver: 'knockdown' }, ONES(6)));
    expect(e?.data).toMatchObject({ raises: 1, freeRaises: 1, tn: 25 });
    const cost = { name: 'Whirlwind', effects: { raiseCost: { extraAttack: 2 } } };
    const d = duel(akodo({ techniques: [cost] }));
    const [f] = send(d, attack({ maneuver: 'extraAttack' }, ONES(6)));
    expect(f?.data).toMatchObject({ raises: 2, tn: 30 });
  });
});

describe('Guard', () => {
  const three = () => {
    const c = combat([
      akodo(),
      bayushi({ position: { x: 4, y: 3 } }),
      akodo({ id: 'matsu', name: 'Matsu', position: { x: 0, y: 5 } }),
    ]);
    start(c, AKODO_FIRST[0], AKODO_FIRST[1], [1, 1, 1, 1, 1, 1]);
    return c;
  };

  it("seed 000: 'Designate one person within 5 feet; until your next Turn, while that person is within 5 feet of you, their Armor TN is increased by +10 and yours is decreased by -5.'", () => {
    const c = three();
    const [g] = send(c, { type: 'Guard', data: { target: 'matsu' } });
    expect(g?.data['spent']).toEqual({ slots: 1 }); // a Simple Action (reference §5)
    expect(dataOf(c.state, 'akodo').guarding).toBe('matsu');
    expect(l5r4e.describe(g as GameEvent, c.state)).toContain('Akodo guards Matsu (Simple)');
    send(c, { type: 'EndTurn' });
    const [m] = send(c, {
      type: 'Attack',
      data: { target: 'matsu' },
      meta: { faces: ONES(5) },
    });
    expect(m?.data['armorTN']).toBe(30); // 20 + 10
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' }); // Matsu
    // Round 2: Akodo's Turn starts, the Guard ends.
    expect(c.state.current).toBe('akodo');
    expect(dataOf(c.state, 'akodo').guarding).toBe(null);
  });

  it('the guard’s own Armor TN is −5 while the guarded one is within 5 ft, and the guard ends when they part', () => {
    const c = three();
    send(c, { type: 'Guard', data: { target: 'matsu' } });
    send(c, { type: 'EndTurn' });
    const [a] = send(c, { type: 'Attack', data: { target: 'akodo' }, meta: { faces: ONES(5) } });
    expect(a?.data['armorTN']).toBe(15);
    const tnOf = (id: string) => armorTN(c.state, c.state.combatants[id] as Combatant, false);
    expect(tnOf('matsu')).toBe(30);
    send(c, { type: 'MoveToken', data: { id: 'matsu', to: { x: 0, y: 30 } } });
    expect(tnOf('matsu')).toBe(20);
    expect(tnOf('akodo')).toBe(20);
  });

  it("seed 000: 'This maneuver involves no attack roll, and is not available in the Full Attack Stance.'; within 5 ft only; not oneself", () => {
    const c = combat([
      akodo(),
      bayushi({ position: { x: 4, y: 3 } }),
      akodo({ id: 'matsu', name: 'Matsu', position: { x: 0, y: 5 } }),
    ]);
    send(c, { type: 'SetStance', data: { stance: 'fullAttack', id: 'akodo' } });
    start(c, AKODO_FIRST[0], AKODO_FIRST[1], [1, 1, 1, 1, 1, 1]);
    expect(refused(c, { type: 'Guard', data: { target: 'matsu' } })).toBe('l5r4e/stance-forbids');
    const d = three();
    expect(refused(d, { type: 'Guard', data: { target: 'akodo' } })).toBe('l5r4e/bad-target');
    expect(refused(d, { type: 'Guard', data: { target: 'nobody' } })).toBe('l5r4e/no-such-target');
    send(d, { type: 'MoveToken', data: { id: 'matsu', to: { x: 0, y: 6 } } });
    expect(refused(d, { type: 'Guard', data: { target: 'matsu' } })).toBe('l5r4e/out-of-reach');
    const [g] = send(d, { type: 'Guard', data: { target: 'bayushi' } }); // "one person"
    expect(g?.type).toBe('Guarded');
    expect(g?.data).not.toHaveProperty('roll');
  });

  it('the menu offers Guard on allies within 5 ft', () => {
    const c = three();
    const guards = l5r4e
      .legalActions(c.state, 'akodo')
      .filter((o) => o.command.type === 'Guard')
      .map((o) => o.command.data?.['target']);
    expect(guards).toEqual(['matsu']);
  });
});

describe('the menu: maneuvers only when affordable and legal', () => {
  const offered = (c: ReturnType<typeof duel>) =>
    l5r4e
      .legalActions(c.state, 'akodo')
      .filter((o) => o.command.type === 'Attack' && o.command.data?.['maneuver'])
      .map(
        (o) =>
          `${o.command.data?.['maneuver'] as string}${o.command.data?.['location'] ? `:${o.command.data['location'] as string}` : ''}`,
      );

  it('Void 2: Called Shots to an arm and a hand, Feint, Knockdown; Void 5: all of them', () => {
    expect(offered(duel())).toEqual(['calledShot:arm', 'calledShot:hand', 'feint', 'knockdown']);
    expect(offered(duel(akodo({ void: 5 })))).toEqual([
      'calledShot:arm',
      'calledShot:hand',
      'calledShot:head',
      'calledShot:eye',
      'disarm',
      'extraAttack',
      'feint',
      'knockdown',
    ]);
    expect(
      offered(duel(akodo({ void: 5 }), bayushi({ weapon: undefined, legs: 0 }))),
    ).not.toContain('disarm');
  });

  it('every maneuver entry is accepted by decide', () => {
    const c = duel(akodo({ void: 5 }));
    for (const o of l5r4e.legalActions(c.state, 'akodo'))
      expect(decide(l5r4e, c.state, o.command).ok, o.label).toBe(true);
  });
});
