import { describe, expect, it } from 'vitest';
import type { GameEvent, Rolled } from '../../../engine/index.js';
import { l5r4e } from '../index.js';
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

const ONES = (n: number) => Array.from({ length: n }, () => 1);

const attack = (data: Record<string, unknown> = {}, faces: number[] = ONES(7)) => ({
  type: 'Attack',
  data: { target: 'bayushi', ...data },
  meta: { faces },
});

const roll = (e: GameEvent | undefined, key = 'roll'): Rolled => e?.data[key] as Rolled;

function duel(a = akodo(), b = bayushi()) {
  const c = combat([a, b]);
  start(c, ...AKODO_FIRST);
  return c;
}

const spend = (use: string, id?: string, actor?: string) => ({
  type: 'SpendVoid',
  data: id === undefined ? { use } : { use, id },
  ...(actor ? { meta: { actor } } : {}),
});

describe('Void Points on the attack (reference §1.5)', () => {
  it('+1k1 on the attack roll, declared with it; the event spends it', () => {
    const c = duel();
    const [e] = send(c, attack({ void: true }));
    expect(roll(e).expression).toBe('7k4');
    expect(e?.data['spent']).toEqual({ slots: 2, void: 1 });
    expect(dataOf(c.state, 'akodo')).toMatchObject({ voidPoints: 1, voidRound: 1 });
    expect(l5r4e.describe(e as GameEvent, c.state)).toContain(
      'with the katana (Complex, 1 Void Point): 7k4',
    );
  });

  it("reference §1.5: on an unskilled roll the player may take +1k1 instead of Skill 1 (void: 'dice')", () => {
    // given Akodo without Kenjutsu (Agility 3: an unskilled 3k3)
    const c = duel(akodo({ skills: {} }));
    // when he spends the Void Point for +1k1
    const [e] = send(c, attack({ void: 'dice' }, ONES(4)));
    // then the roll is 4k4, still unskilled (no explosions), and the Void Point is spent
    expect(roll(e).expression).toBe('4k4u');
    expect(e?.data['spent']).toEqual({ slots: 2, void: 1 });
    expect(dataOf(c.state, 'akodo').voidPoints).toBe(1);
    // still unskilled: no Raises
    const d = duel(akodo({ skills: {} }));
    expect(refused(d, attack({ void: 'dice', raises: 1 }))).toBe('l5r4e/unskilled-raises');
    // the same choice on a Skill roll; a skilled roll gets +1k1 either way
    const s1 = duel(akodo({ skills: { kenjutsu: 3 } }));
    const [u] = send(s1, {
      type: 'UseSkill',
      data: { skill: 'etiquette', trait: 'awareness', tn: 10, void: 'dice' },
      meta: { faces: [5, 5, 5] },
    });
    expect(roll(u).expression).toBe('3k3u');
    const s2 = duel();
    const [k] = send(s2, attack({ void: 'dice' }));
    expect(roll(k).expression).toBe('7k4');
    expect(
      refused(duel(), {
        type: 'UseSkill',
        data: { skill: 'etiquette', trait: 'awareness', tn: 10, void: 'yes' },
      }),
    ).toBe('l5r4e/bad-void');
  });

  it('unskilled: the Void Point makes the Skill 1 instead (no unskilled penalties, Raises allowed)', () => {
    const c = duel(akodo({ skills: {} }));
    const [e] = send(c, attack({ void: true, raises: 1 }, ONES(4)));
    expect(roll(e).expression).toBe('4k3'); // Skill 1 + Agility 3, keep 3; explodes again
    expect(e?.data['tn']).toBe(25);
  });

  it('at most one Void Point per Round: the second is refused (l5r4e/void-per-round)', () => {
    const c = duel();
    send(c, attack({ void: true }));
    expect(refused(c, spend('armor', 'akodo'))).toBe('l5r4e/void-per-round');
    const none = duel(akodo({ voidPoints: 0 }));
    expect(refused(none, attack({ void: true }))).toBe('l5r4e/no-void');
  });

  it('a katana takes a Void Point on its damage roll: +1k1, the Round’s Void Point', () => {
    const c = duel();
    const [e] = send(c, attack({ voidDamage: true }, [9, 9, 9, 1, 1, 1, ...ONES(7)]));
    expect(roll(e, 'damage').expression).toBe('7k3');
    expect(e?.data['spent']).toEqual({ slots: 2, void: 1 });
    const d = duel();
    expect(refused(d, attack({ void: true, voidDamage: true }))).toBe('l5r4e/void-per-round');
    const w = duel(akodo({ weapon: 'wakizashi' }));
    expect(refused(w, attack({ voidDamage: true }))).toBe('l5r4e/not-katana');
  });
});

describe("reference §1.5: +10 Armor TN, +10 Initiative and the swap are 'declared at the start of the Round'", () => {
  it('accepted before anyone acts in the Round; refused after an Action or a Turn of the Round', () => {
    // given Round 1 under way: Akodo has attacked
    const c = duel();
    send(c, attack({}, ONES(6)));
    // then Bayushi (sent by the GM) can no longer take +10 Armor TN or Initiative this Round
    expect(refused(c, spend('armor', 'bayushi'))).toBe('l5r4e/void-timing');
    const r = c.send(spend('initiative', 'bayushi'));
    expect(r.ok ? '' : r.error.message).toMatch(/start of the Round .*Round 1 is under way/);
    send(c, { type: 'EndTurn' });
    // after a Turn ended, not even before Bayushi's first Action
    expect(refused(c, spend('armor'))).toBe('l5r4e/void-timing');
    send(c, { type: 'EndTurn' });
    // when Round 2 starts, before anyone acts: the GM declares for Bayushi (not current)
    expect(c.state.current).toBe('akodo');
    const [v] = send(c, spend('armor', 'bayushi'));
    expect(v?.data).toEqual({ id: 'bayushi', use: 'armor', amount: 10 });
    // a Delay is no Action: the window stays open for the next Turn
    send(c, { type: 'Delay' });
    send(c, spend('initiative', 'akodo'));
  });

  it('the simulator never declares it after the Round’s first Action (defensive tactic)', () => {
    const c = duel();
    send(c, { type: 'EndTurn' });
    expect(
      l5r4e.legalActions(c.state, 'bayushi').filter((o) => o.command.type === 'SpendVoid'),
    ).toEqual([]);
  });
});

describe("reference §1.5, use 5: 'Swap Initiative Score with a willing character for the rest of the skirmish'", () => {
  const trio = () =>
    combat([akodo(), bayushi(), akodo({ id: 'matsu', name: 'Matsu', position: { x: 0, y: 5 } })]);
  /** Akodo 27, Bayushi 4, Matsu 12. */
  function started() {
    const c = trio();
    start(c, ...AKODO_FIRST, [4, 4, 4, 1, 1, 5]);
    return c;
  }

  it('an ally is willing: the spender swaps with them, only the spender pays', () => {
    // given Round 1, Akodo's Turn, nobody has acted; Matsu (an ally) has 12
    const c = started();
    expect(c.state.order).toEqual(['akodo', 'matsu', 'bayushi']);
    // when Akodo spends a Void Point to swap with Matsu
    const events = send(c, {
      type: 'SpendVoid',
      data: { use: 'swapInitiative', with: 'matsu' },
      meta: { actor: 'akodo' },
    });
    // then the scores are swapped for the rest of the fight; Akodo pays, Matsu does not
    expect(ofType(events, 'InitiativeSet').map((e) => [e.data['id'], e.data['score']])).toEqual([
      ['akodo', 12],
      ['matsu', 27],
    ]);
    expect(c.state.order).toEqual(['matsu', 'akodo', 'bayushi']);
    expect(dataOf(c.state, 'akodo').voidPoints).toBe(1);
    expect(dataOf(c.state, 'matsu').voidPoints).toBe(2);
    expect(l5r4e.describe(ofType(events, 'VoidSpent')[0] as GameEvent, c.state)).toBe(
      'Akodo spends a Void Point: swaps Initiative with Matsu for the rest of the fight',
    );
    // Akodo's Turn, begun, goes on; next Round Matsu goes first
    expect(c.state.current).toBe('akodo');
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    expect([c.state.round, c.state.current]).toEqual([2, 'matsu']);
  });

  it('with an enemy only the GM may (saying they are willing); bad partners and late swaps are refused', () => {
    const c = started();
    const swap = (w: unknown, actor?: string) => ({
      type: 'SpendVoid',
      data: { use: 'swapInitiative', with: w },
      ...(actor ? { meta: { actor } } : {}),
    });
    expect(refused(c, swap('bayushi', 'akodo'))).toBe('turn/gm-only');
    expect(refused(c, swap('akodo', 'akodo'))).toBe('l5r4e/same-combatant');
    expect(refused(c, swap('nobody', 'akodo'))).toBe('l5r4e/no-such-combatant');
    expect(refused(c, swap(undefined, 'akodo'))).toBe('l5r4e/no-such-combatant');
    send(c, swap('bayushi')); // the GM
    expect(c.state.combatants['bayushi']?.initiative).toBe(27);
    const late = started();
    send(late, attack({}, ONES(6)));
    expect(refused(late, swap('matsu', 'akodo'))).toBe('l5r4e/void-timing');
  });

  it('the menu offers the swap with each ally at the start of the Round', () => {
    const c = started();
    const swaps = l5r4e
      .legalActions(c.state, 'akodo')
      .filter((o) => o.command.data?.['use'] === 'swapInitiative');
    expect(swaps.map((o) => o.label)).toEqual([
      'Spend a Void Point: swap Initiative with Matsu (27 ↔ 12) for the rest of the fight',
    ]);
    send(c, swaps[0]?.command ?? { type: 'EndTurn' });
    expect(c.state.combatants['matsu']?.initiative).toBe(27);
  });
});

describe('SpendVoid { use, id? } (reference §1.5): not an Action', () => {
  it('armor: +10 Armor TN for the rest of the Round', () => {
    const c = duel();
    const [v] = send(c, spend('armor'));
    expect(v?.data).toEqual({ id: 'akodo', use: 'armor', amount: 10 });
    expect(l5r4e.describe(v as GameEvent, c.state)).toBe(
      'Akodo spends a Void Point: +10 Armor TN this Round',
    );
    expect(dataOf(c.state, 'akodo')).toMatchObject({ slots: 2, voidPoints: 1, voidArmorRound: 1 });
    send(c, { type: 'Delay' }); // not an Action: the Turn may still be delayed
    expect(c.state.current).toBe('bayushi');
    const [a] = send(c, { type: 'Attack', data: { target: 'akodo' }, meta: { faces: ONES(5) } });
    expect(a?.data['armorTN']).toBe(30);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' }); // Akodo's delayed Turn
    send(c, { type: 'EndTurn' }); // Round 2: Akodo
    const [b] = send(c, { type: 'Attack', data: { target: 'akodo' }, meta: { faces: ONES(5) } });
    expect(b?.data['armorTN']).toBe(20);
  });

  it('initiative: +10 Initiative Score for the rest of the fight (the kernel’s InitiativeSet)', () => {
    const c = duel();
    const events = send(c, spend('initiative'));
    expect(ofType(events, 'InitiativeSet')[0]?.data).toEqual({ id: 'akodo', score: 37 });
    expect(c.state.combatants['akodo']?.initiative).toBe(37);
  });

  it('reduceWounds: −10 Wounds from the last hit, in the Turn it was dealt; the GM spends it for the one hit', () => {
    const c = duel();
    send(c, attack({}, [9, 9, 9, 1, 1, 1, 9, 8, 1, 1, 1, 1])); // 17 − 3 = 14 Wounds
    expect(dataOf(c.state, 'bayushi').wounds).toBe(14);
    expect(refused(c, spend('reduceWounds', 'bayushi', 'akodo'))).toBe('turn/gm-only');
    expect(refused(c, spend('reduceWounds', 'bayushi', 'bayushi'))).toBe('turn/not-your-turn');
    const [v] = send(c, spend('reduceWounds', 'bayushi'));
    expect(v?.data).toEqual({ id: 'bayushi', use: 'reduceWounds', amount: 10 });
    expect(dataOf(c.state, 'bayushi')).toMatchObject({ wounds: 4, voidPoints: 1 });
    expect(refused(c, spend('reduceWounds', 'bayushi'))).toBe('l5r4e/void-per-round');
  });

  it('reduceWounds takes off at most the Wounds of that hit, and only in its Turn', () => {
    const c = duel();
    send(c, attack({}, [9, 9, 9, 1, 1, 1, 5, 5, 1, 1, 1, 1])); // 10 − 3 = 7
    send(c, spend('reduceWounds', 'bayushi'));
    expect(dataOf(c.state, 'bayushi').wounds).toBe(0);
    const late = duel();
    send(late, attack({}, [9, 9, 9, 1, 1, 1, 5, 5, 1, 1, 1, 1]));
    send(late, { type: 'EndTurn' });
    expect(refused(late, spend('reduceWounds', 'bayushi'))).toBe('l5r4e/no-recent-hit');
    expect(refused(late, spend('reduceWounds'))).toBe('l5r4e/no-recent-hit'); // never hit
  });

  it('bad input is refused and changes nothing', () => {
    const c = combat();
    expect(refused(c, spend('armor', 'akodo'))).toBe('l5r4e/not-started');
    start(c, ...AKODO_FIRST);
    expect(refused(c, spend('luck'))).toBe('l5r4e/bad-use');
    expect(refused(c, spend('armor', 'nobody'))).toBe('l5r4e/no-such-combatant');
    const none = duel(akodo({ voidPoints: 0 }));
    expect(refused(none, spend('armor'))).toBe('l5r4e/no-void');
  });

  it('the menu offers armor and initiative at the start of the Round, not after an Action', () => {
    const c = duel();
    const uses = () =>
      l5r4e
        .legalActions(c.state, 'akodo')
        .filter((o) => o.command.type === 'SpendVoid')
        .map((o) => o.command.data?.['use']);
    expect(uses()).toEqual(['armor', 'initiative']);
    send(c, { type: 'Speak', data: { words: 'Now!' } });
    expect(uses()).toEqual([]);
  });
});
