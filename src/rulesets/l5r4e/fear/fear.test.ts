import { describe, expect, it } from 'vitest';
import type { Combat, GameEvent, Rolled } from '../../../engine/index.js';
import type { FearRoll } from './decide.js';
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

const fear = (data: Record<string, unknown>, faces: number[], actor?: string) => ({
  type: 'Fear',
  data,
  meta: actor ? { faces, actor } : { faces },
});

const rollsOf = (events: readonly GameEvent[]): FearRoll[] =>
  ofType(events, 'FearRolled')[0]?.data['rolls'] as FearRoll[];

const conditions = (c: Combat, id: string): string[] =>
  (c.state.combatants[id]?.conditions ?? []).map((x) => x.id);

/** An oni (Bayushi's side) frightening the Lion. */
const oni = () =>
  bayushi({ id: 'oni', name: 'Oni', position: { x: 10, y: 0 }, traits: { reflexes: 1 } });

describe("seed 000: 'Fear effects have a Rank (from 1 to 10)'", () => {
  it('Ranks outside 1–10, or not whole, are refused with a coded message; 1 and 10 are accepted', () => {
    const c = combat();
    for (const rank of [0, 11, 2.5, '3', undefined])
      expect(refused(c, fear({ rank, ids: ['akodo'] }, []))).toBe('l5r4e/bad-fear-rank');
    send(c, fear({ rank: 1, ids: ['akodo'] }, [5, 5]));
    send(c, fear({ rank: 10, ids: ['akodo'] }, [5, 5]));
  });

  it('only the GM calls for it, before or during the fight, not after', () => {
    const c = combat();
    expect(refused(c, fear({ rank: 2 }, [], 'akodo'))).toBe('turn/gm-only');
    start(c, ...AKODO_FIRST);
    expect(refused(c, fear({ rank: 2 }, [], 'akodo'))).toBe('turn/gm-only');
    send(c, fear({ rank: 2, ids: ['bayushi'] }, [9, 9]));
    send(c, { type: 'EndCombat' });
    expect(refused(c, fear({ rank: 2, ids: ['bayushi'] }, [9, 9]))).toBe('combat/ended');
  });

  it('bad sources and targets are refused', () => {
    const c = combat();
    expect(refused(c, fear({ rank: 2, source: 'nobody' }, []))).toBe('l5r4e/no-such-combatant');
    expect(refused(c, fear({ rank: 2, ids: ['nobody'] }, []))).toBe('l5r4e/no-such-combatant');
    expect(refused(c, fear({ rank: 2, ids: [] }, []))).toBe('l5r4e/bad-target');
    expect(refused(c, fear({ rank: 2, ids: ['akodo', 'akodo'] }, []))).toBe('l5r4e/bad-target');
    expect(refused(c, fear({ rank: 2, source: 'akodo', ids: ['akodo'] }, []))).toBe(
      'l5r4e/bad-target',
    );
    expect(refused(c, fear({ rank: 2, overwhelmed: 'faint' }, []))).toBe('l5r4e/bad-overwhelmed');
    send(c, { type: 'AdjustWounds', data: { id: 'bayushi', wounds: 100 } });
    expect(refused(c, fear({ rank: 2, ids: ['bayushi'] }, []))).toBe('l5r4e/target-dead');
    expect(refused(c, fear({ rank: 2, source: 'bayushi' }, []))).toBe('l5r4e/source-gone');
  });
});

describe("seed 000: 'To resist, roll WIL against a TN of 5 + (5 × Fear Rank)'", () => {
  it('Raw Willpower (Willpower k Willpower, reference §0.3 #4) against 5 + 5 × Rank: Fear 3 is TN 20', () => {
    const c = combat([akodo({ traits: { reflexes: 3, willpower: 3 } }), bayushi()]);
    const events = send(c, fear({ rank: 3, ids: ['akodo'] }, [9, 6, 5]));
    const [r] = rollsOf(events);
    expect(r?.roll.expression).toBe('3k3');
    expect(r?.tn).toBe(20);
    expect(r?.total).toBe(20);
    expect(r?.passed).toBe(true);
    expect(conditions(c, 'akodo')).toEqual([]);
  });

  it('one short of the TN fails', () => {
    const c = combat();
    const [r] = rollsOf(send(c, fear({ rank: 3, ids: ['akodo'] }, [10, 4, 5])));
    expect(r?.total).toBe(19);
    expect(r?.passed).toBe(false);
    expect(conditions(c, 'akodo')).toEqual(['fear']);
  });

  it("the character's Wound penalty raises the TN (seed 000: 'Wound Ranks … increasing the TN of all rolls')", () => {
    const c = combat();
    send(c, { type: 'AdjustWounds', data: { id: 'akodo', wounds: 11 } }); // Nicked: +3
    const [r] = rollsOf(send(c, fear({ rank: 3, ids: ['akodo'] }, [10, 5, 5])));
    expect(r?.tn).toBe(23);
    expect(r?.passed).toBe(false);
  });

  it('by default everyone on the other sides of the source rolls; without a source, everyone', () => {
    const c = combat([akodo(), akodo({ id: 'matsu', name: 'Matsu' }), bayushi(), oni()]);
    const a = rollsOf(send(c, fear({ rank: 1, source: 'oni' }, [5, 5, 5, 5])));
    expect(a.map((r) => r.id)).toEqual(['akodo', 'matsu']);
    const b = rollsOf(send(c, fear({ rank: 1 }, [5, 5, 5, 5, 5, 5, 5, 5])));
    expect(b.map((r) => r.id)).toEqual(['akodo', 'matsu', 'bayushi', 'oni']);
  });

  it('a source with no enemies present frightens everyone but itself (e.g. a possessed ally)', () => {
    const c = combat([akodo(), akodo({ id: 'matsu', name: 'Matsu' }), bayushi()]);
    send(c, { type: 'AdjustWounds', data: { id: 'bayushi', wounds: 35 } }); // Out
    const a = rollsOf(send(c, fear({ rank: 1, source: 'matsu' }, [5, 5])));
    expect(a.map((r) => r.id)).toEqual(['akodo']);
  });
});

describe("seed 000: 'Add Honor Rank to the total roll'", () => {
  it('a fractional Honor Rank is added to the total: 15 + 4.5 = 19.5 fails TN 20, 16 + 4.5 passes', () => {
    const c = combat([akodo({ honorRank: 4.5 }), bayushi()]);
    const [a] = rollsOf(send(c, fear({ rank: 3, ids: ['akodo'] }, [9, 6])));
    expect(a?.honor).toBe(4.5);
    expect(a?.total).toBe(19.5);
    expect(a?.passed).toBe(false);
    const [b] = rollsOf(send(c, fear({ rank: 3, ids: ['bayushi'] }, [9, 7])));
    expect(b?.honor).toBe(0);
    const d = combat([akodo({ honorRank: 4.5 }), bayushi()]);
    const [e] = rollsOf(send(d, fear({ rank: 3, ids: ['akodo'] }, [9, 7])));
    expect(e?.total).toBe(20.5);
    expect(e?.passed).toBe(true);
  });
});

describe("seed 000: 'On a failure, the character suffers a penalty on all rolls equal to -Xk0, where X is the Fear Rank'", () => {
  it('Fear 2 failed: the attack roll 6k3 becomes 4k3; the condition holds the Rank', () => {
    const c = combat();
    send(c, fear({ rank: 2, source: 'bayushi' }, [2, 2]));
    const cond = c.state.combatants['akodo']?.conditions[0];
    expect(cond).toMatchObject({
      id: 'fear-bayushi',
      name: 'fear',
      source: 'bayushi',
      data: { rank: 2 },
    });
    start(c, ...AKODO_FIRST);
    const [e] = send(c, {
      type: 'Attack',
      data: { target: 'bayushi' },
      meta: { faces: [1, 1, 1, 1] },
    });
    expect((e?.data['roll'] as Rolled).expression).toBe('4k3');
  });

  it('two Fears: the highest Rank applies (not the sum), to every roll (another Fear roll too)', () => {
    const c = combat([
      akodo({ traits: { reflexes: 3, agility: 3, willpower: 4 } }),
      bayushi(),
      oni(),
    ]);
    send(c, fear({ rank: 1, ids: ['akodo'] }, [1, 1, 1, 1]));
    const [r] = rollsOf(send(c, fear({ rank: 3, source: 'oni', ids: ['akodo'] }, [5, 5, 5])));
    expect(r?.roll.expression).toBe('3k3'); // 4k4 − 1k0 of the first Fear
    start(c, ...AKODO_FIRST, [2, 2, 1, 5]);
    const [e] = send(c, {
      type: 'Attack',
      data: { target: 'bayushi' },
      meta: { faces: [1, 1, 1] },
    });
    expect((e?.data['roll'] as Rolled).expression).toBe('3k3');
  });
});

describe("seed 000: 'This lasts until the end of the encounter, unless the source of the Fear is removed earlier'", () => {
  it('it lasts from Round to Round', () => {
    const c = combat();
    send(c, fear({ rank: 2, source: 'bayushi' }, [1, 1]));
    start(c, ...AKODO_FIRST);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    expect(c.state.round).toBe(2);
    expect(conditions(c, 'akodo')).toEqual(['fear-bayushi']);
  });

  it('the source Out: the Fear ends at the next Turn start', () => {
    const c = combat([
      akodo(),
      akodo({ id: 'matsu', name: 'Matsu', position: { x: 0, y: 5 } }),
      oni(),
      bayushi(),
    ]);
    send(c, fear({ rank: 2, source: 'oni' }, [1, 1, 1, 1]));
    start(c, AKODO_FIRST[0], [9, 9, 9, 1, 1, 4], [1, 1, 1, 5], AKODO_FIRST[1]);
    expect(c.state.current).toBe('akodo');
    send(c, { type: 'AdjustWounds', data: { id: 'oni', wounds: 35 } }); // Out
    expect(conditions(c, 'matsu')).toEqual(['fear-oni']);
    const events = send(c, { type: 'EndTurn' });
    expect(ofType(events, 'FearEnded')[0]?.data).toEqual({
      source: 'oni',
      reason: 'out of the fight',
    });
    expect(ofType(events, 'ConditionRemoved').map((e) => e.data['id'])).toEqual(['akodo', 'matsu']);
    const ended = ofType(events, 'FearEnded')[0];
    expect(ended && l5r4e.describe(ended, c.state)).toBe(
      'The Fear of Oni ends (the source is out of the fight)',
    );
    expect(conditions(c, 'matsu')).toEqual([]);
  });

  it('the source removed from the fight, or driven off (RemoveFearSource), ends it', () => {
    const c = combat([akodo(), bayushi(), oni()]);
    send(c, fear({ rank: 2, source: 'oni' }, [1, 1]));
    send(c, fear({ rank: 1, source: 'bayushi' }, [1])); // 2k2 − 2k0: at least 1k1
    expect(refused(c, { type: 'RemoveFearSource', data: { source: 'akodo' } })).toBe(
      'l5r4e/no-fear',
    );
    expect(
      refused(c, { type: 'RemoveFearSource', data: { source: 'oni' }, meta: { actor: 'akodo' } }),
    ).toBe('turn/gm-only');
    const events = send(c, { type: 'RemoveFearSource', data: { source: 'bayushi' } });
    expect(ofType(events, 'ConditionRemoved')[0]?.data['conditionId']).toBe('fear-bayushi');
    expect(conditions(c, 'akodo')).toEqual(['fear-oni']);
    start(c, ...AKODO_FIRST, [1, 1, 1, 5]);
    send(c, { type: 'RemoveCombatant', data: { id: 'oni' } });
    send(c, { type: 'EndTurn' });
    expect(conditions(c, 'akodo')).toEqual([]);
  });

  it('the end of the encounter ends every Fear', () => {
    const c = combat();
    send(c, fear({ rank: 2 }, [1, 1, 1, 1]));
    start(c, ...AKODO_FIRST);
    expect(dataOf(c.state, 'akodo').wounds).toBe(0);
    send(c, { type: 'EndCombat' });
    expect(conditions(c, 'akodo')).toEqual([]);
    expect(conditions(c, 'bayushi')).toEqual([]);
  });
});

describe("seed 000: 'A character who fails the roll by 15 or more is overwhelmed, and either cowers or flees in terror'", () => {
  it('failing by 14 only frightens; by 15 overwhelms (default: cowers, and cannot act)', () => {
    const c = combat([
      akodo(),
      akodo({ id: 'matsu', name: 'Matsu', position: { x: 0, y: 5 } }),
      oni(),
    ]);
    // Fear 5: TN 30. Akodo 9 + 7 = 16 (fails by 14), Matsu 8 + 7 = 15 (fails by 15).
    const [a, b] = rollsOf(send(c, fear({ rank: 5, source: 'oni' }, [9, 7, 8, 7])));
    expect(a?.overwhelmed).toBeNull();
    expect(b?.overwhelmed).toBe('cower');
    expect(conditions(c, 'akodo')).toEqual(['fear-oni']);
    expect(
      c.state.combatants['matsu']?.conditions.find((x) => x.name === 'overwhelmed'),
    ).toMatchObject({ id: 'overwhelmed-oni', source: 'oni', data: { mode: 'cower' } });
    const events = start(c, AKODO_FIRST[0], [9, 9, 9, 1, 1, 6], [1, 1, 1, 5]);
    expect(ofType(events, 'TurnSkipped')[0]?.data['id']).toBe('matsu');
    expect(c.state.current).toBe('akodo');
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('oni');
    expect(l5r4e.canAct(c.state, 'matsu')).toBe(false);
    expect(l5r4e.inFight(c.state, 'matsu')).toBe(true);
  });

  it("option fearOverwhelmed 'flee': the character flees, no longer counts for their side, and the fight ends", () => {
    const c = combat([akodo(), bayushi()], { fearOverwhelmed: 'flee' });
    start(c, ...AKODO_FIRST);
    const events = send(c, fear({ rank: 6, source: 'bayushi' }, [2, 3]));
    expect(rollsOf(events)[0]?.overwhelmed).toBe('flee');
    expect(ofType(events, 'ConditionAdded')[1]?.data['condition']).toMatchObject({
      name: 'overwhelmed',
      data: { mode: 'flee' },
    });
    expect(c.state.status).toBe('ended');
    expect(c.state.outcome?.winner).toBe('scorpion');
  });

  it('the Fear command chooses per roll (overwhelmed: flee), over the option', () => {
    const c = combat([akodo(), akodo({ id: 'matsu', name: 'Matsu' }), bayushi()]);
    send(c, fear({ rank: 6, ids: ['akodo'], overwhelmed: 'flee' }, [2, 3]));
    expect(l5r4e.inFight(c.state, 'akodo')).toBe(false);
    expect(l5r4e.canAct(c.state, 'akodo')).toBe(false);
    expect(l5r4e.inFight(c.state, 'matsu')).toBe(true);
  });

  it('the log line names every roll and its result', () => {
    const c = combat([akodo({ honorRank: 2 }), akodo({ id: 'matsu', name: 'Matsu' }), oni()]);
    const events = send(c, fear({ rank: 4, source: 'oni' }, [10, 9, 9, 2, 2]));
    const e = ofType(events, 'FearRolled')[0];
    expect(e && l5r4e.describe(e, c.state)).toBe(
      'Fear 4 (Oni), Raw Willpower: Akodo 2k2[19(10+9), 9] = 28 + Honor 2 = 30 vs TN 25 — resists; Matsu 2k2[2, 2] = 4 vs TN 25 — overwhelmed, cowers (−4k0)',
    );
  });
});
