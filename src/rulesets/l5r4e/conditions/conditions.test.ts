import { describe, expect, it } from 'vitest';
import type { Combat, Rolled } from '../../../engine/index.js';
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

const add = (id: string, condition: Record<string, unknown>) => ({
  type: 'AddCondition',
  data: { id, condition },
});

const conditions = (c: Combat, id: string): string[] =>
  (c.state.combatants[id]?.conditions ?? []).map((x) => x.id);

const endTurn = (faces: number[] = []) =>
  faces.length ? { type: 'EndTurn', meta: { faces } } : { type: 'EndTurn' };

/** Bayushi with a condition from the start; Akodo takes the first Turn. */
function withCondition(condition: Record<string, unknown>, id = 'bayushi') {
  const c = combat();
  send(c, add(id, condition));
  const events = start(c, ...AKODO_FIRST);
  return { c, events };
}

describe('reference §11.3 Stunned: "may take no actions"; Earth Ring roll TN 20 in the Reaction Stage', () => {
  it("a Stunned character's Turn is skipped, and their Actions are refused", () => {
    const { c, events } = withCondition({ id: 'stunned', name: 'stunned' });
    expect(l5r4e.canAct(c.state, 'bayushi')).toBe(false);
    send(c, endTurn());
    // Round 1 has no earlier Reaction Stage: the first recovery roll comes at the end of Round 1.
    expect(ofType(events, 'RecoveryRolled')).toEqual([]);
  });

  it('the Earth roll at the end of the Round (2k2 vs TN 20) ends it: Bayushi acts in Round 2', () => {
    const { c } = withCondition({ id: 'stunned', name: 'stunned' });
    const events = send(c, endTurn([10, 5, 5]));
    const [r] = ofType(events, 'RecoveryRolled');
    expect((r?.data['roll'] as Rolled).expression).toBe('2k2');
    expect(r?.data).toMatchObject({ id: 'bayushi', condition: 'stunned', tn: 20, success: true });
    expect(conditions(c, 'bayushi')).toEqual([]);
    send(c, endTurn());
    expect(c.state.current).toBe('bayushi');
  });

  it('"If he fails this roll, the status ends at the end of the next Combat Round" (no second roll)', () => {
    const { c } = withCondition({ id: 'stunned', name: 'stunned' });
    const failed = send(c, endTurn([9, 9]));
    expect(ofType(failed, 'RecoveryRolled')[0]?.data['success']).toBe(false);
    expect(c.state.round).toBe(2);
    expect(conditions(c, 'bayushi')).toEqual(['stunned']);
    const round3 = send(c, endTurn()); // Akodo ends; Bayushi skipped; Round 2 ends
    expect(ofType(round3, 'TurnSkipped')[0]?.data['id']).toBe('bayushi');
    expect(ofType(round3, 'RecoveryRolled')).toEqual([]);
    expect(c.state.round).toBe(3);
    expect(conditions(c, 'bayushi')).toEqual([]);
    send(c, endTurn());
    expect(c.state.current).toBe('bayushi');
  });

  it('the Wound penalty raises the recovery TN', () => {
    const c = combat();
    send(c, { type: 'AdjustWounds', data: { id: 'bayushi', wounds: 11 } }); // Nicked +3
    send(c, add('bayushi', { id: 'stunned', name: 'stunned' }));
    start(c, ...AKODO_FIRST);
    const events = send(c, endTurn([10, 5, 5]));
    expect(ofType(events, 'RecoveryRolled')[0]?.data).toMatchObject({ tn: 23, success: false });
  });
});

describe('reference §11.3 Dazed: Earth Ring roll at TN 20 "once each Round, and the TN decreases by 5 each time he fails"', () => {
  it('TN 20, then 15 after a failure; the −3k0 applies to the roll itself (2k2 − 3k0 = 1k1)', () => {
    const { c } = withCondition({ id: 'dazed', name: 'dazed' }, 'akodo');
    send(c, endTurn());
    const first = send(c, endTurn([9]));
    const [a] = ofType(first, 'RecoveryRolled');
    expect((a?.data['roll'] as Rolled).expression).toBe('1k1');
    expect(a?.data).toMatchObject({ condition: 'dazed', tn: 20, success: false });
    const line = a && l5r4e.describe(a, c.state);
    expect(line).toBe(
      'Akodo rolls Earth to recover from Dazed: 1k1[9] = 9 vs TN 20 — still Dazed (next TN 15)',
    );
    send(c, endTurn());
    const second = send(c, endTurn([10, 5]));
    expect(ofType(second, 'RecoveryRolled')[0]?.data).toMatchObject({ tn: 15, success: true });
    expect(conditions(c, 'akodo')).toEqual([]);
  });

  it('a Dazed character still acts, with −3k0 on every roll (a Fear roll: 4k4 − 3k0 = 1k1)', () => {
    const c = combat([akodo({ traits: { reflexes: 3, willpower: 4 } }), bayushi()]);
    send(c, add('akodo', { id: 'dazed', name: 'dazed' }));
    start(c, ...AKODO_FIRST);
    expect(c.state.current).toBe('akodo');
    expect(l5r4e.canAct(c.state, 'akodo')).toBe(true);
    const [e] = send(c, { type: 'Fear', data: { rank: 1, ids: ['akodo'] }, meta: { faces: [9] } });
    const rolls = e?.data['rolls'] as { roll: Rolled }[];
    expect(rolls[0]?.roll.expression).toBe('1k1');
  });
});

describe('reference §11.3 Entangled: "no Actions other than attempting to break free", a Strength roll against a TN set by the GM', () => {
  const entangled = (data: Record<string, unknown> = {}) => {
    const c = combat();
    send(c, add('akodo', { id: 'net', name: 'entangled', data }));
    start(c, ...AKODO_FIRST);
    return c;
  };

  it('every other Action is refused; the menu offers BreakFree and none of them', () => {
    const c = entangled();
    expect(l5r4e.canAct(c.state, 'akodo')).toBe(true);
    expect(refused(c, { type: 'Attack', data: { target: 'bayushi' } })).toBe('l5r4e/entangled');
    expect(refused(c, { type: 'Move', data: { to: { x: -5, y: 0 } } })).toBe('l5r4e/entangled');
    expect(refused(c, { type: 'Speak', data: { words: 'Help!' } })).toBe('l5r4e/entangled');
    const menu = l5r4e.legalActions(c.state, 'akodo').map((o) => o.command.type);
    expect(menu).toContain('BreakFree');
    for (const action of ['Attack', 'Move', 'Speak', 'DropWeapon', 'Medicine', 'Swim'])
      expect(menu).not.toContain(action);
  });

  it("BreakFree is a Complex Action: Raw Strength (3k3) against the condition's TN; success ends it", () => {
    const c = entangled({ tn: 15 });
    const events = send(c, { type: 'BreakFree', meta: { faces: [5, 5, 5] } });
    const [e] = ofType(events, 'BreakFreeRolled');
    expect((e?.data['roll'] as Rolled).expression).toBe('3k3');
    expect(e?.data).toMatchObject({ tn: 15, success: true, spent: { slots: 2 } });
    expect(conditions(c, 'akodo')).toEqual([]);
    expect(e && l5r4e.describe(e, c.state)).toBe(
      'Akodo tries to break free (Complex): Strength 3k3[5, 5, 5] = 15 vs TN 15 — breaks free',
    );
  });

  it('the default TN is 20; a failure leaves the character entangled and uses the Turn', () => {
    const c = entangled();
    const events = send(c, { type: 'BreakFree', meta: { faces: [6, 6, 6] } });
    expect(ofType(events, 'BreakFreeRolled')[0]?.data).toMatchObject({ tn: 20, success: false });
    expect(c.state.current).toBe('bayushi');
    expect(conditions(c, 'akodo')).toEqual(['net']);
  });

  it('"a Contested Roll if someone else is actively trying to keep the character entangled"', () => {
    const c = entangled({ holder: 'bayushi' });
    const lost = send(c, { type: 'BreakFree', meta: { faces: [3, 3, 3, 5, 4] } });
    const [e] = ofType(lost, 'BreakFreeRolled');
    expect((e?.data['holderRoll'] as Rolled).expression).toBe('2k2');
    expect(e?.data).toMatchObject({ holder: 'bayushi', tn: null, success: false }); // 9 vs 9
    expect(c.state.current).toBe('bayushi');
    send(c, endTurn());
    const won = send(c, { type: 'BreakFree', meta: { faces: [5, 5, 5, 5, 4] } });
    expect(ofType(won, 'BreakFreeRolled')[0]?.data['success']).toBe(true);
  });

  it('BreakFree when not entangled, or outside the fight, is refused', () => {
    const c = combat();
    expect(refused(c, { type: 'BreakFree' })).toBe('l5r4e/not-started');
    start(c, ...AKODO_FIRST);
    expect(refused(c, { type: 'BreakFree' })).toBe('l5r4e/not-entangled');
  });
});

describe('helpless (seed 000: "helpless and unable to take Actions")', () => {
  it('a helpless character cannot act: the Turn is skipped', () => {
    const c = combat();
    send(c, add('akodo', { id: 'bound', name: 'helpless' }));
    const events = start(c, ...AKODO_FIRST);
    expect(ofType(events, 'TurnSkipped')[0]?.data['id']).toBe('akodo');
    expect(c.state.current).toBe('bayushi');
    expect(dataOf(c.state, 'akodo').slots).toBe(2);
  });
});
