import { describe, expect, it } from 'vitest';
import type { GameEvent, Rolled } from '../../engine/index.js';
import { l5r4e } from './index.js';
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
} from './test-kit.js';

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

  it('the menu offers armor and initiative at the start of the Turn, not after an Action', () => {
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
