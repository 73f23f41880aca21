import { describe, expect, it } from 'vitest';
import type { Combat, GameEvent, Rolled } from '../../../engine/index.js';
import { duelOf, duelStanceLock } from './state.js';
import { duelForbids } from '../actions/forbids.js';
import { l5r4e } from '../index.js';
import { akodo, bayushi, combat, dataOf, ofType, refused, send, start } from '../test-kit.js';

/**
 * Akodo: Reflexes 3, Awareness 4, Strength 3, Void 2, Insight 2, Iaijutsu 3, katana (3k2), no
 * armor: Armor TN 20. Bayushi: Reflexes 3, Awareness 2, Strength 2, Void 2, Insight 3, Iaijutsu 2,
 * katana, light armor: Armor TN 25, Reduction 3. Earth 2 each: 38 Wounds to death.
 * Rolls: Assessment Akodo 7k4 vs TN 25, Bayushi 4k2 vs TN 20; Focus Akodo 5k2, Bayushi 4k2;
 * Strike Akodo 6k3 vs 25 (damage 6k2 − 3), Bayushi 5k3 vs 20 (damage 5k2).
 */
const A = (extra: Record<string, unknown> = {}) =>
  akodo({
    traits: { reflexes: 3, agility: 3, strength: 3, perception: 2, awareness: 4 },
    skills: { kenjutsu: 3, iaijutsu: 3 },
    ...extra,
  });
const B = (extra: Record<string, unknown> = {}) =>
  bayushi({
    traits: { reflexes: 3, agility: 3, strength: 2 },
    insightRank: 3,
    skills: { kenjutsu: 2, iaijutsu: 2 },
    ...extra,
  });

/** Initiative: Akodo 5k3 → 27, Bayushi 6k3 → 6 (each pool, then the d10 roll-off). */
const INIT = [
  [9, 9, 9, 1, 1, 5],
  [2, 2, 2, 1, 1, 1, 5],
] as const;

const n = (count: number, face: number): number[] => Array<number>(count).fill(face);

/** Assessment with nothing learned and no Focus bonus: Akodo 12 vs 25, Bayushi 6 vs 20. */
const QUIET = [...n(4, 3), ...n(3, 2), 3, 3, 2, 2];
/** Focus: Akodo 18 against Bayushi 10, by 8: the first strike, no Free Raise. */
const AKODO_FOCUS = [9, 9, 2, 2, 2, 5, 5, 2, 2];
/** Focus: 18 against 14: neither by 5, they strike simultaneously. */
const EVEN_FOCUS = [9, 9, 2, 2, 2, 9, 5, 2, 2];

const AKODO_HITS = [9, 9, 9, 2, 2, 2]; // 27 vs 25
const AKODO_MISSES = n(6, 2);
const AKODO_DAMAGE = [9, 9, 2, 2, 2, 2]; // 6k2 = 18 − 3 = 15 Wounds: Grazed
const BAYUSHI_HITS = [9, 9, 9, 2, 2]; // 27 vs 20 (25 when Grazed)
const BAYUSHI_MISSES = n(5, 2);
const BAYUSHI_DAMAGE = [9, 9, 2, 2, 2]; // 5k2 = 18 Wounds

function duel(
  to: 'firstBlood' | 'death' = 'firstBlood',
  options: Record<string, unknown> = {},
  a = A(),
  b = B(),
  kind?: 'iaijutsu' | 'magic',
): Combat {
  const c = combat([a, b], options);
  send(c, {
    type: 'StartDuel',
    data: { duelists: ['akodo', 'bayushi'], to, ...(kind ? { kind } : {}) },
  });
  start(c, ...INIT);
  return c;
}

const assess = (c: Combat, faces: number[], data: Record<string, unknown> = {}) =>
  send(c, { type: 'Assess', data, meta: { faces } });
const focus = (c: Combat, faces: number[], data: Record<string, unknown> = {}) =>
  send(c, { type: 'Focus', data, meta: { faces } });
const strike = (c: Combat, faces: number[], data: Record<string, unknown> = {}) =>
  send(c, { type: 'Strike', data, meta: { faces } });

/** Assessment and Focus done; Round Three, Bayushi's Turn. */
function atStrike(
  to: 'firstBlood' | 'death' = 'firstBlood',
  options: Record<string, unknown> = {},
  focusFaces = AKODO_FOCUS,
  a = A(),
  b = B(),
): Combat {
  const c = duel(to, options, a, b);
  assess(c, QUIET);
  focus(c, focusFaces);
  return c;
}

const one = (events: readonly GameEvent[], type: string): GameEvent => {
  const [e] = ofType(events, type);
  if (!e) throw new Error(`no ${type} in ${events.map((x) => x.type).join(', ')}`);
  return e;
};
const rolls = (e: GameEvent) =>
  e.data['rolls'] as readonly {
    id: string;
    roll: Rolled;
    tn: number;
    success: boolean;
    learned: { item: string; value: unknown }[];
    net: number;
    penalty: number;
  }[];
const line = (e: GameEvent, c: Combat): string => l5r4e.describe(e, c.state) ?? '';

/** A third combatant (Lion), before (Initiative 36) or after (3) both duelists. */
const hida = (first: boolean) => ({
  entry: akodo({
    id: 'hida',
    name: 'Hida',
    position: { x: 0, y: 20 },
    traits: { reflexes: first ? 4 : 3, agility: 3, strength: 3, perception: 2 },
  }),
  faces: first ? [9, 9, 9, 9, 1, 1, 5] : [1, 1, 1, 1, 1, 5],
});

function withThird(first: boolean): Combat {
  const h = hida(first);
  const c = combat([A(), B(), h.entry]);
  send(c, { type: 'StartDuel', data: { duelists: ['akodo', 'bayushi'] } });
  start(c, ...INIT, h.faces);
  return c;
}

describe("seed 000: 'Round One:' 'Assessment:'", () => {
  it("seed 000: 'On the higher Initiative, both duelists assume Center Stance (lasting through Round Three) …' — StartDuel puts both in Center", () => {
    const c = combat([A(), B()]);
    const events = send(c, {
      type: 'StartDuel',
      data: { duelists: ['akodo', 'bayushi'], to: 'firstBlood' },
    });
    expect(ofType(events, 'StanceChosen').map((e) => e.data)).toEqual([
      { id: 'akodo', stance: 'center', reason: 'duel' },
      { id: 'bayushi', stance: 'center', reason: 'duel' },
    ]);
    expect(dataOf(c.state, 'akodo').stance).toBe('center');
    expect(duelOf(c.state)).toMatchObject({
      stage: 'assessment',
      to: 'firstBlood',
      kind: 'iaijutsu',
    });
    expect(duelStanceLock(c.state, 'akodo')?.code).toBe('l5r4e/duel-stance');
  });

  it("seed 000: '… make an Iaijutsu (Assessment)/AWA roll against TN 10 + (opponent's Insight Rank ×5)' — on the higher duelist's Turn, both roll", () => {
    const c = duel();
    expect(c.state.current).toBe('akodo');
    const events = assess(c, QUIET);
    const [a, b] = rolls(one(events, 'DuelAssessed'));
    expect(a?.roll.expression).toBe('7k4'); // Iaijutsu 3 + Awareness 4
    expect(a?.tn).toBe(25); // 10 + 5 × Bayushi's Insight 3
    expect(b?.roll.expression).toBe('4k2');
    expect(b?.tn).toBe(20); // 10 + 5 × Akodo's Insight 2
    // The lower duelist's Round-One Turn holds nothing: skipped; Round Two starts with Akodo.
    expect(ofType(events, 'TurnSkipped').map((e) => e.data['id'])).toEqual(['bayushi']);
    expect(c.state.round).toBe(2);
    expect(c.state.current).toBe('akodo');
  });

  it("'On the higher Initiative': Assess on another combatant's Turn is refused; others act as usual", () => {
    const c = withThird(true);
    expect(c.state.current).toBe('hida');
    expect(refused(c, { type: 'Assess', meta: { faces: QUIET } })).toBe('l5r4e/duel-turn');
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('akodo');
    assess(c, QUIET);
  });

  it("'(lasting through Round Three)': the duelists stay in Center, may take no Action and no other Stance", () => {
    const c = atStrike();
    expect(c.state.round).toBe(3);
    for (const id of ['akodo', 'bayushi']) {
      expect(dataOf(c.state, id).stance).toBe('center');
      expect(duelStanceLock(c.state, id)?.code).toBe('l5r4e/duel-stance');
    }
    expect(refused(c, { type: 'Attack', data: { target: 'akodo' } })).toBe('l5r4e/stance-forbids');
    const bay = c.state.combatants['bayushi'];
    if (!bay) throw new Error('no bayushi');
    expect(duelForbids(c.state, bay)?.code).toBe('l5r4e/duel-actions');
  });

  it('the menu offers the duel stage due on the Turn, and decide accepts it', () => {
    const c = duel();
    const menu = l5r4e.legalActions(c.state, 'akodo').map((o) => o.command.type);
    expect(menu).toContain('Assess');
    expect(menu).not.toContain('Attack');
    expect(menu).not.toContain('Focus');
    assess(c, QUIET);
    expect(l5r4e.legalActions(c.state, 'akodo').map((o) => o.command.type)).toContain('Focus');
    focus(c, AKODO_FOCUS);
    expect(c.state.current).toBe('bayushi');
    expect(l5r4e.legalActions(c.state, 'bayushi').map((o) => o.command.type)).toContain('Strike');
  });

  it('the duel rolls give the Center Stance no bonus: none is left for later Rounds', () => {
    const c = atStrike('death');
    expect(dataOf(c.state, 'akodo').centerRound).toBe(0);
    expect(dataOf(c.state, 'bayushi').centerRound).toBe(0);
  });
});

describe("seed 000: 'If successful, a duelist learns one of the following pieces of information, plus one per Raise:'", () => {
  it('a success reveals the first item of reference §6, each Raise one more (actual values)', () => {
    const c = duel();
    const events = assess(c, [...n(4, 9), 2, 2, 2, 9, 9, 2, 2], { raises: { akodo: 2 } });
    const [a, b] = rolls(one(events, 'DuelAssessed'));
    expect(a?.tn).toBe(35); // 25 + 2 Raises
    expect(a?.success).toBe(true); // 36
    expect(a?.learned).toEqual([
      { item: 'void', value: 2 },
      { item: 'reflexes', value: 3 },
      { item: 'skill', value: 2 },
    ]);
    expect(b?.success).toBe(false); // 18 vs 20
    expect(b?.learned).toEqual([]);
    expect(line(one(events, 'DuelAssessed'), c)).toMatch(/learns Void 2, Reflexes 3, Skill rank 2/);
  });

  it('a roll that beats the TN but not the raised TN learns nothing; the Void Ring caps the Raises', () => {
    const c = duel();
    expect(
      refused(c, { type: 'Assess', data: { raises: { akodo: 3 } }, meta: { faces: QUIET } }),
    ).toBe('l5r4e/too-many-raises');
    const events = assess(c, [9, 9, 9, 7, 2, 2, 2, 3, 3, 2, 2], { raises: { akodo: 2 } });
    const [a] = rolls(one(events, 'DuelAssessed'));
    expect(a?.roll.total).toBe(34);
    expect(a?.success).toBe(false);
    expect(a?.learned).toEqual([]);
  });

  it('all six items in order: Void, Reflexes, Skill rank, Emphases, Void Points, Wound Rank', () => {
    // Akodo with Void 5 calls 5 Raises (TN 50) and rolls 10k7 (Iaijutsu 3 + Awareness 7).
    const sharp = A({
      void: 5,
      traits: { reflexes: 3, agility: 3, strength: 3, perception: 2, awareness: 7 },
    });
    const c = duel('firstBlood', {}, sharp, B({ emphases: { iaijutsu: ['strike'] } }));
    const events = assess(c, [...n(7, 9), 2, 2, 2, 3, 3, 2, 2], { raises: { akodo: 5 } });
    const [a] = rolls(one(events, 'DuelAssessed'));
    expect(a?.tn).toBe(50);
    expect(a?.learned).toEqual([
      { item: 'void', value: 2 },
      { item: 'reflexes', value: 3 },
      { item: 'skill', value: 2 },
      { item: 'emphases', value: ['strike'] },
      { item: 'voidPoints', value: 2 },
      { item: 'woundRank', value: 'Healthy' },
    ]);
  });

  it('a Void Point on the roll: +1k1 (reference §1.5), spent', () => {
    const c = duel();
    const events = assess(c, [...QUIET.slice(0, 7), 3, 3, 3, 2, 2], { void: ['bayushi'] });
    const [, b] = rolls(one(events, 'DuelAssessed'));
    expect(b?.roll.expression).toBe('5k3');
    expect(dataOf(c.state, 'bayushi').voidPoints).toBe(1);
    expect(dataOf(c.state, 'akodo').voidPoints).toBe(2);
  });
});

describe("seed 000: 'If one duelist's roll beats their opponent's by 10+, they gain +1k1 on their subsequent Focus roll.'", () => {
  it('by 10 or more: +1k1 on Focus', () => {
    const c = duel();
    const events = assess(c, [...n(4, 9), 2, 2, 2, 9, 9, 2, 2]); // 36 against 18
    expect(one(events, 'DuelAssessed').data['focusBonus']).toBe('akodo');
    const f = focus(c, [9, 9, 9, 2, 2, 2, 5, 5, 2, 2]);
    const [a, b] = rolls(one(f, 'DuelFocused'));
    expect(a?.roll.expression).toBe('6k3'); // 5k2 + 1k1
    expect(b?.roll.expression).toBe('4k2');
  });

  it('by 9: no bonus, whether or not the rolls succeeded', () => {
    const c = duel();
    const events = assess(c, [9, 9, 3, 3, 2, 2, 2, 9, 6, 2, 2]); // 24 against 15
    expect(one(events, 'DuelAssessed').data['focusBonus']).toBeNull();
  });
});

describe("seed 000: 'At this point, either party may concede the duel, recognizing their opponent's superiority.'", () => {
  it('the duelist on their Turn concedes after Assessment: the other wins, the fight ends', () => {
    const c = duel();
    assess(c, QUIET);
    const events = send(c, { type: 'Concede', meta: { actor: 'akodo' } });
    expect(one(events, 'DuelConceded').data).toMatchObject({ id: 'akodo', winner: 'bayushi' });
    expect(c.state.status).toBe('ended');
    expect(c.state.outcome).toEqual({
      winner: 'scorpion',
      reason: 'duel: Akodo concedes the duel',
    });
  });

  it('the GM concedes for the other duelist (the kernel passes only the current one’s commands)', () => {
    const c = duel();
    assess(c, QUIET);
    expect(refused(c, { type: 'Concede', meta: { actor: 'bayushi' } })).toBe('turn/not-your-turn');
    send(c, { type: 'Concede', data: { id: 'bayushi' } });
    expect(c.state.outcome?.winner).toBe('lion');
  });

  it('not before Assessment, nor after Focus; only a duelist', () => {
    const c = duel();
    expect(refused(c, { type: 'Concede', data: { id: 'akodo' } })).toBe('l5r4e/duel-stage');
    assess(c, QUIET);
    expect(refused(c, { type: 'Concede', data: { id: 'nobody' } })).toBe('l5r4e/not-duelist');
    expect(refused(c, { type: 'Concede' })).toBe('l5r4e/not-duelist');
    focus(c, AKODO_FOCUS);
    expect(refused(c, { type: 'Concede', data: { id: 'bayushi' } })).toBe('l5r4e/duel-stage');
  });
});

describe("seed 000: 'This is honorable, but may carry consequences.'", () => {
  it('recorded in the log line (no rule effect: no Wounds, no Honor change)', () => {
    const c = duel();
    assess(c, QUIET);
    const before = dataOf(c.state, 'akodo');
    const events = send(c, { type: 'Concede', data: { id: 'akodo' } });
    expect(line(one(events, 'DuelConceded'), c)).toMatch(
      /Akodo concedes the duel to Bayushi.*honorable, but it may carry consequences/,
    );
    expect(dataOf(c.state, 'akodo').wounds).toBe(before.wounds);
  });
});

describe("seed 000: 'Round Two:' 'Focus:'", () => {
  it("seed 000: 'On the higher Initiative, the duelists make Contested Iaijutsu (Focus)/Void rolls.'", () => {
    const c = duel();
    assess(c, QUIET);
    const f = one(focus(c, AKODO_FOCUS), 'DuelFocused');
    const [a, b] = rolls(f);
    expect(a?.roll.expression).toBe('5k2'); // Iaijutsu 3 + Void 2
    expect(b?.roll.expression).toBe('4k2');
    expect(f.data['skill']).toBe('iaijutsu');
    expect(line(f, c)).toMatch(
      /^Focus \(iaijutsu\/Void\): Akodo .* vs Bayushi .* — Akodo wins by 8/,
    );
  });

  it('Focus waits for the Round after Assessment, on the higher Initiative', () => {
    const c = withThird(false); // Akodo, Bayushi, then Hida
    assess(c, QUIET);
    expect(c.state.round).toBe(1);
    expect(c.state.current).toBe('hida');
    expect(refused(c, { type: 'Focus', meta: { faces: AKODO_FOCUS } })).toBe('l5r4e/duel-stage');
    expect(refused(c, { type: 'Assess', meta: { faces: QUIET } })).toBe('l5r4e/duel-stage');
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('akodo');
    focus(c, AKODO_FOCUS);
  });

  it('a Wound penalty counts against a duelist’s Focus total', () => {
    const c = combat([A(), B()]);
    send(c, { type: 'StartDuel', data: { duelists: ['akodo', 'bayushi'] } });
    send(c, { type: 'AdjustWounds', data: { id: 'bayushi', wounds: 12 } }); // Nicked: +3
    start(c, ...INIT);
    assess(c, QUIET);
    const [, b] = rolls(one(focus(c, AKODO_FOCUS), 'DuelFocused'));
    expect(b?.penalty).toBe(3);
    expect(b?.net).toBe(7);
  });
});

describe("seed 000: 'If one wins by 5+, they may make the first strike, and get one Free Raise on it for every additional 5 by which they beat the opponent's roll.'", () => {
  const margin = (bayushiFaces: number[]) => {
    const c = duel();
    assess(c, QUIET);
    return one(focus(c, [9, 9, 2, 2, 2, ...bayushiFaces]), 'DuelFocused').data;
  };

  it('by exactly 5: the first strike, no Free Raise', () => {
    expect(margin([9, 4, 2, 2])).toMatchObject({ first: 'akodo', margin: 5, freeRaises: 0 });
  });

  it('by 15: two Free Raises; by 14: one', () => {
    expect(margin([2, 1, 1, 1])).toMatchObject({ first: 'akodo', margin: 15, freeRaises: 2 });
    expect(margin([2, 2, 1, 1])).toMatchObject({ first: 'akodo', margin: 14, freeRaises: 1 });
  });

  it('the lower duelist may win it too', () => {
    const c = duel();
    assess(c, QUIET);
    const f = focus(c, [3, 3, 2, 2, 2, 9, 6, 2, 2]); // 6 against 15
    expect(one(f, 'DuelFocused').data).toMatchObject({ first: 'bayushi', margin: 9 });
  });
});

describe("seed 000: 'If neither wins by 5+, they strike simultaneously.'", () => {
  it('by 4: no first strike', () => {
    const c = duel();
    assess(c, QUIET);
    expect(one(focus(c, EVEN_FOCUS), 'DuelFocused').data).toMatchObject({ first: null, margin: 4 });
    expect(duelOf(c.state)?.first).toBeNull();
  });
});

describe("seed 000: 'Round Three:' 'Strike:'", () => {
  it("seed 000: 'On the lower Initiative, the duelist who won the right to the first strike makes an attack roll (Iaijutsu/REF vs. normal Armor TN) with any Free Raises.'", () => {
    const c = atStrike();
    expect(c.state.round).toBe(3);
    expect(c.state.current).toBe('bayushi'); // Akodo's Turn of Round Three was skipped
    const [s] = ofType(strike(c, [...AKODO_HITS, ...AKODO_DAMAGE]), 'DuelStruck');
    expect(s?.data).toMatchObject({ actor: 'akodo', target: 'bayushi', armorTN: 25, tn: 25 });
    expect((s?.data['roll'] as Rolled).expression).toBe('6k3'); // Iaijutsu 3 + Reflexes 3
  });

  it('Free Raises from Focus: +1k0 damage each (default), or −5 TN each (duelFreeRaises: lowerTN)', () => {
    const wide = [9, 9, 2, 2, 2, 2, 1, 1, 1]; // 18 against 3: by 15, 2 Free Raises
    const c = atStrike('firstBlood', {}, wide);
    const [s] = ofType(strike(c, [...AKODO_HITS, ...n(8, 2)]), 'DuelStruck');
    expect(s?.data).toMatchObject({ tn: 25, freeRaises: 2 });
    expect((s?.data['damage'] as Rolled).expression).toBe('8k2');
    const d = atStrike('firstBlood', { duelFreeRaises: 'lowerTN' }, wide);
    const [t] = ofType(strike(d, [...n(6, 3), ...n(5, 2)]), 'DuelStruck'); // 9: misses 15
    expect(t?.data).toMatchObject({ tn: 15, hit: false });
  });

  it('Strike only in Round Three on the lower Initiative: not before Focus', () => {
    const c = duel();
    assess(c, QUIET);
    expect(refused(c, { type: 'Strike', meta: { faces: AKODO_HITS } })).toBe('l5r4e/duel-stage');
  });
});

describe("seed 000: 'This is resolved normally.'", () => {
  it('damage: DR + Strength, minus Reduction, in Wounds', () => {
    const c = atStrike();
    const [s] = ofType(strike(c, [...AKODO_HITS, ...AKODO_DAMAGE]), 'DuelStruck');
    expect(s?.data).toMatchObject({ hit: true, reduction: 3, wounds: 15, rank: 'Grazed' });
    expect((s?.data['damage'] as Rolled).expression).toBe('6k2');
    expect(dataOf(c.state, 'bayushi').wounds).toBe(15);
    expect(dataOf(c.state, 'akodo').armed).toBe(true);
  });
});

describe("seed 000: 'IF the other duelist lives, they may make their attack.'", () => {
  it('to the death: the second duelist strikes back, wounded (the new Wound penalty counts)', () => {
    const c = atStrike('death');
    const events = strike(c, [...AKODO_HITS, ...AKODO_DAMAGE, ...BAYUSHI_HITS, ...BAYUSHI_DAMAGE]);
    const [, back] = ofType(events, 'DuelStruck');
    expect(back?.data).toMatchObject({ actor: 'bayushi', penalty: 5, tn: 25, dishonorable: false });
    expect(dataOf(c.state, 'akodo').wounds).toBe(18);
  });

  it('a strike that kills ends it: no strike back', () => {
    const c = atStrike('death', {}, AKODO_FOCUS, A({ weapon: { name: 'katana', damage: '5k5' } }));
    const events = strike(c, [...AKODO_HITS, ...n(5, 9), 2, 2, 2]); // 8k5 = 45 − 3
    expect(ofType(events, 'DuelStruck')).toHaveLength(1);
    expect(one(events, 'DuelDecided').data).toMatchObject({ winner: 'akodo', loser: 'bayushi' });
    expect(c.state.outcome).toEqual({ winner: 'lion', reason: 'duel: Akodo slew Bayushi' });
  });

  it('"may": secondStrike: false leaves the attack unmade', () => {
    const c = atStrike('death');
    const events = strike(c, [...AKODO_HITS, ...AKODO_DAMAGE], { secondStrike: false });
    expect(ofType(events, 'DuelStruck')).toHaveLength(1);
  });
});

describe("seed 000: '(In a duel to first blood, it is dishonorable to strike second if you were wounded.)'", () => {
  it('default endsAtFirstBlood (reference §0.3 #5): the first blood decides it, the wounded strikes no more', () => {
    const c = atStrike();
    const events = strike(c, [...AKODO_HITS, ...AKODO_DAMAGE]);
    expect(ofType(events, 'DuelStruck')).toHaveLength(1);
    expect(one(events, 'DuelDecided').data).toMatchObject({
      winner: 'akodo',
      reason: 'first blood to Akodo',
    });
    expect(c.state.outcome).toEqual({ winner: 'lion', reason: 'duel: first blood to Akodo' });
  });

  it('option secondStrikeDishonorable: the wounded may strike back, marked dishonorable; first blood still wins', () => {
    const c = atStrike('firstBlood', { duelFirstBlood: 'secondStrikeDishonorable' });
    const events = strike(c, [...AKODO_HITS, ...AKODO_DAMAGE, ...BAYUSHI_HITS, ...BAYUSHI_DAMAGE]);
    const [, back] = ofType(events, 'DuelStruck');
    expect(back?.data['dishonorable']).toBe(true);
    expect(line(back as GameEvent, c)).toMatch(/dishonorably, though wounded/);
    expect(one(events, 'DuelDecided').data['winner']).toBe('akodo');
  });

  it('a first strike that misses: the second is honorable, and its blood wins', () => {
    const c = atStrike();
    const events = strike(c, [...AKODO_MISSES, ...BAYUSHI_HITS, ...BAYUSHI_DAMAGE]);
    const [, back] = ofType(events, 'DuelStruck');
    expect(back?.data).toMatchObject({ actor: 'bayushi', dishonorable: false, penalty: 0 });
    expect(c.state.outcome?.winner).toBe('scorpion');
  });
});

describe("seed 000: 'If neither won the right to first strike, they strike simultaneously.'", () => {
  it('both rolled from the state before either lands (no new Wound penalty)', () => {
    const c = atStrike('death', {}, EVEN_FOCUS);
    const events = strike(c, [...AKODO_HITS, ...AKODO_DAMAGE, ...BAYUSHI_HITS, ...BAYUSHI_DAMAGE]);
    const [a, b] = ofType(events, 'DuelStruck');
    expect(a?.data).toMatchObject({ actor: 'akodo', simultaneous: true });
    expect(b?.data).toMatchObject({ actor: 'bayushi', simultaneous: true, penalty: 0, tn: 20 });
    expect(dataOf(c.state, 'akodo').wounds).toBe(18);
    expect(dataOf(c.state, 'bayushi').wounds).toBe(15);
    expect(line(b as GameEvent, c)).toMatch(/at the same instant/);
  });
});

describe('seed 000: \'(In a duel to first blood, neither is victor or defeated if they strike simultaneously and both draw blood; this is called a "kharmic strike.")\'', () => {
  it('both draw blood: no victor', () => {
    const c = atStrike('firstBlood', {}, EVEN_FOCUS);
    const events = strike(c, [...AKODO_HITS, ...AKODO_DAMAGE, ...BAYUSHI_HITS, ...BAYUSHI_DAMAGE]);
    expect(one(events, 'DuelDecided').data['winner']).toBeNull();
    expect(c.state.status).toBe('ended');
    expect(c.state.outcome?.winner).toBeNull();
    expect(c.state.outcome?.reason).toMatch(/kharmic strike/);
  });

  it('only one draws blood: that one wins', () => {
    const c = atStrike('firstBlood', {}, EVEN_FOCUS);
    strike(c, [...AKODO_MISSES, ...BAYUSHI_HITS, ...BAYUSHI_DAMAGE]);
    expect(c.state.outcome?.winner).toBe('scorpion');
  });

  it('no blood at all: a regular combat until first blood (duelNoBlood: skirmish), or no victor (draw)', () => {
    const c = atStrike();
    const events = strike(c, [...AKODO_MISSES, ...BAYUSHI_MISSES]);
    expect(one(events, 'DuelSkirmish').data).toMatchObject({ from: 4, to: 'firstBlood' });
    expect(c.state.round).toBe(4);
    expect(c.state.current).toBe('akodo');
    send(c, {
      type: 'Attack',
      data: { target: 'bayushi' },
      meta: { faces: [...AKODO_HITS, ...n(6, 3)] },
    });
    expect(c.state.outcome).toEqual({ winner: 'lion', reason: 'duel: first blood to Akodo' });
    const d = atStrike('firstBlood', { duelNoBlood: 'draw' });
    strike(d, [...AKODO_MISSES, ...BAYUSHI_MISSES]);
    expect(d.state.outcome?.winner).toBeNull();
  });
});

describe("seed 000: 'If the duel was not to first blood, and both duelists are still alive and able to fight, the duel transitions into a regular combat in the following Rounds.'", () => {
  it('Round Four: out of Center into the Attack Stance, free to act, no Center bonus', () => {
    const c = atStrike('death');
    const struck = strike(c, [...AKODO_HITS, ...AKODO_DAMAGE, ...BAYUSHI_HITS, ...BAYUSHI_DAMAGE]);
    // Bayushi's Turn may still offer something (a Void Point against the Wounds just taken).
    const events = [...struck, ...(c.state.round === 3 ? send(c, { type: 'EndTurn' }) : [])];
    expect(one(events, 'DuelSkirmish').data).toMatchObject({ from: 4, to: 'death' });
    expect(line(one(events, 'DuelSkirmish'), c)).toMatch(
      /from Round 4 the duel is a regular combat/,
    );
    const released = ofType(events, 'StanceChosen').map((e) => e.data);
    expect(released).toEqual([
      { id: 'akodo', stance: 'attack', reason: 'duel over' },
      { id: 'bayushi', stance: 'attack', reason: 'duel over' },
    ]);
    expect(c.state.status).toBe('active');
    expect(c.state.round).toBe(4);
    expect(dataOf(c.state, 'akodo').centerRound).toBe(0);
    expect(duelStanceLock(c.state, 'akodo')).toBeUndefined();
    // Akodo (Grazed, +5 TN) may attack again: a plain Attack, no longer refused.
    const swing = send(c, {
      type: 'Attack',
      data: { target: 'bayushi' },
      meta: { faces: n(6, 2) },
    });
    expect(ofType(swing, 'AttackMissed')).toHaveLength(1);
    expect(c.state.status).toBe('active');
  });

  it('a duelist who can no longer fight while the duel runs loses it', () => {
    const c = withThird(true);
    send(c, { type: 'AdjustWounds', data: { id: 'bayushi', wounds: 36 } }); // Out
    expect(c.state.outcome).toEqual({
      winner: 'lion',
      reason: 'duel: Bayushi can no longer fight the duel',
    });
  });
});

describe("seed 000: 'Shugenja sometimes engage in a magical duel.' 'Use the Iaijutsu Dueling rules, but substitute Spellcraft for Iaijutsu, and roll damage using the Ring the shugenja has Affinity for.'", () => {
  const shugenja = () =>
    A({
      traits: {
        reflexes: 3,
        agility: 3,
        strength: 3,
        perception: 2,
        awareness: 4,
        intelligence: 3,
      },
      skills: { spellcraft: 3 },
      affinity: 'fire',
    });
  const rival = () => B({ skills: { spellcraft: 2 }, affinity: 'water' });

  function magic(options: Record<string, unknown> = {}): Combat {
    const c = duel('firstBlood', options, shugenja(), rival(), 'magic');
    assess(c, QUIET);
    focus(c, AKODO_FOCUS);
    return c;
  }

  it('Spellcraft replaces Iaijutsu on every roll; damage (Affinity Ring)k(Affinity Ring)', () => {
    const c = duel('firstBlood', {}, shugenja(), rival(), 'magic');
    const [a] = rolls(one(assess(c, QUIET), 'DuelAssessed'));
    expect(a?.roll.expression).toBe('7k4'); // Spellcraft 3 + Awareness 4 (Iaijutsu 0 would be 4k4u)
    const f = one(focus(c, AKODO_FOCUS), 'DuelFocused');
    expect(f.data['skill']).toBe('spellcraft');
    const [s] = ofType(strike(c, [...AKODO_HITS, 9, 9, 9]), 'DuelStruck');
    expect(s?.data).toMatchObject({ weapon: 'fire Ring', wounds: 24 }); // 3k3 = 27 − 3
    expect((s?.data['damage'] as Rolled).expression).toBe('3k3');
  });

  it('option magicDuelDamage ringForStrength: the weapon DR with the Ring in place of Strength', () => {
    const c = magic({ magicDuelDamage: 'ringForStrength' });
    const [s] = ofType(strike(c, [...AKODO_HITS, ...AKODO_DAMAGE]), 'DuelStruck');
    expect((s?.data['damage'] as Rolled).expression).toBe('6k2'); // 3k2 + Fire 3
  });

  it('a magic duel needs the Affinity on both sheets', () => {
    const c = combat([shugenja(), B()]);
    expect(
      refused(c, { type: 'StartDuel', data: { duelists: ['akodo', 'bayushi'], kind: 'magic' } }),
    ).toBe('l5r4e/no-affinity');
  });
});

describe('StartDuel and the duel commands refused', () => {
  it('StartDuel: GM only, before StartCombat, two combatants of different sides, once', () => {
    const h = hida(true);
    const c = combat([A(), B(), h.entry]);
    const sd = (data: Record<string, unknown>, actor?: string) => ({
      type: 'StartDuel',
      data,
      ...(actor ? { meta: { actor } } : {}),
    });
    expect(refused(c, sd({ duelists: ['akodo', 'bayushi'] }, 'akodo'))).toBe('turn/gm-only');
    expect(refused(c, sd({ duelists: ['akodo', 'hida'] }))).toBe('l5r4e/same-side');
    expect(refused(c, sd({ duelists: ['akodo', 'nobody'] }))).toBe('l5r4e/no-such-combatant');
    expect(refused(c, sd({ duelists: ['akodo', 'akodo'] }))).toBe('l5r4e/bad-duelists');
    expect(refused(c, sd({ duelists: ['akodo'] }))).toBe('l5r4e/bad-duelists');
    expect(refused(c, sd({ duelists: ['akodo', 'bayushi'], to: 'tea' }))).toBe('l5r4e/bad-duel');
    expect(refused(c, sd({ duelists: ['akodo', 'bayushi'], kind: 'poetry' }))).toBe(
      'l5r4e/bad-duel',
    );
    send(c, {
      type: 'AddCondition',
      data: { id: 'bayushi', condition: { id: 'dazed', name: 'dazed' } },
    });
    expect(refused(c, sd({ duelists: ['akodo', 'bayushi'] }))).toBe('l5r4e/dazed');
    send(c, { type: 'RemoveCondition', data: { id: 'bayushi', conditionId: 'dazed' } });
    send(c, sd({ duelists: ['akodo', 'bayushi'] }));
    expect(refused(c, sd({ duelists: ['hida', 'bayushi'] }))).toBe('l5r4e/duel-exists');
    start(c, ...INIT, h.faces);
    expect(refused(c, sd({ duelists: ['hida', 'bayushi'] }))).toBe('l5r4e/too-late');
  });

  it('the duel commands without a duel, or with bad data', () => {
    const c = combat([A(), B()]);
    expect(refused(c, { type: 'Assess' })).toBe('l5r4e/not-started');
    start(c, ...INIT);
    expect(refused(c, { type: 'Assess' })).toBe('l5r4e/no-duel');
    expect(refused(c, { type: 'Focus' })).toBe('l5r4e/no-duel');
    expect(refused(c, { type: 'Strike' })).toBe('l5r4e/no-duel');
    expect(refused(c, { type: 'Concede' })).toBe('l5r4e/no-duel');
    const d = duel();
    const bad = (data: Record<string, unknown>) =>
      refused(d, { type: 'Assess', data, meta: { faces: QUIET } });
    expect(bad({ raises: { hida: 1 } })).toBe('l5r4e/not-duelist');
    expect(bad({ raises: { akodo: -1 } })).toBe('l5r4e/bad-raises');
    expect(bad({ raises: 2 })).toBe('l5r4e/bad-raises');
    expect(bad({ void: 'akodo' })).toBe('l5r4e/bad-void');
  });

  it('once decided, the duel takes no more stages (after a skirmish starts, too)', () => {
    const c = atStrike('death');
    strike(c, [...AKODO_HITS, ...AKODO_DAMAGE, ...BAYUSHI_HITS, ...BAYUSHI_DAMAGE]);
    expect(refused(c, { type: 'Assess' })).toBe('l5r4e/duel-stage');
    expect(refused(c, { type: 'Strike' })).toBe('l5r4e/duel-stage');
  });
});

describe('log lines', () => {
  it('every duel event has one', () => {
    const c = combat([A(), B()]);
    const started = send(c, {
      type: 'StartDuel',
      data: { duelists: ['akodo', 'bayushi'], to: 'death' },
    });
    expect(line(one(started, 'DuelStarted'), c)).toBe(
      'An iaijutsu duel to the death: Akodo against Bayushi; both take the Center Stance through Round Three',
    );
    start(c, ...INIT);
    const a = one(assess(c, QUIET), 'DuelAssessed');
    expect(line(a, c)).toMatch(
      /^Assessment \(iaijutsu\/Awareness\): Akodo 7k4.* vs TN 25 — failure; Bayushi/,
    );
    focus(c, AKODO_FOCUS);
    const events = strike(c, [...AKODO_HITS, ...AKODO_DAMAGE, ...BAYUSHI_MISSES]);
    const [hit, miss] = ofType(events, 'DuelStruck');
    expect(line(hit as GameEvent, c)).toMatch(
      /^Akodo strikes Bayushi with the katana: 6k3.* vs TN 25 — hit; damage 6k2.* − Reduction 3 → 15 Wounds; Bayushi is Grazed$/,
    );
    expect(line(miss as GameEvent, c)).toMatch(/ — miss$/);
  });

  it('DuelDecided', () => {
    const c = atStrike();
    const events = strike(c, [...AKODO_HITS, ...AKODO_DAMAGE]);
    expect(line(one(events, 'DuelDecided'), c)).toBe('Akodo wins the duel: first blood to Akodo');
  });
});

describe('whole duels with seeded dice', () => {
  it.each(['firstBlood', 'death'] as const)(
    'to %s: every menu entry is accepted, the current duelist can always act, and the fight ends',
    (to) => {
      for (let seed = 1; seed <= 40; seed++) {
        const c = combat([A(), B()], {}, seed);
        send(c, { type: 'StartDuel', data: { duelists: ['akodo', 'bayushi'], to } });
        send(c, { type: 'StartCombat' });
        for (let steps = 0; c.state.status === 'active' && steps < 500; steps++) {
          const id = c.state.current ?? '';
          expect(l5r4e.canAct(c.state, id)).toBe(true);
          const menu = l5r4e.legalActions(c.state, id);
          const pick =
            menu.find((o) => ['Assess', 'Focus', 'Strike', 'Attack'].includes(o.command.type)) ??
            menu.find((o) => o.command.type === 'EndTurn');
          if (!pick) throw new Error('no EndTurn offered');
          send(c, pick.command);
        }
        expect(c.state.status).toBe('ended');
        expect(c.state.outcome?.reason).toBeTruthy();
      }
    },
  );
});

describe("seed 000: 'both duelists assume Center Stance (lasting through Round Three)'", () => {
  it('SetStance of a duelist is refused while the duel holds them', () => {
    const c = combat([A(), B()]);
    send(c, { type: 'StartDuel', data: { duelists: ['akodo', 'bayushi'] } });
    expect(refused(c, { type: 'SetStance', data: { stance: 'attack', id: 'akodo' } })).toBe(
      'l5r4e/duel-stance',
    );
  });
});
