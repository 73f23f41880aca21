import { describe, expect, it } from 'vitest';
import type { GameEvent, Rolled } from '../../../engine/index.js';
import { l5r4e } from '../index.js';
import { AKODO_FIRST, akodo, bayushi, combat, refused, send, start } from '../test-kit.js';

const ONES = (n: number) => Array.from({ length: n }, () => 1);

const attack = (data: Record<string, unknown> = {}, faces: number[] = ONES(6)) => ({
  type: 'Attack',
  data: { target: 'bayushi', ...data },
  meta: { faces },
});

const roll = (e: GameEvent | undefined, key = 'roll'): Rolled => e?.data[key] as Rolled;

/** Akodo with a second weapon in the off hand (Knives 1 for the small ones). */
function dual(offHand: unknown, options: Record<string, unknown> = {}, extra = {}) {
  const c = combat(
    [akodo({ offHand, skills: { kenjutsu: 3, knives: 1, defense: 2 }, ...extra }), bayushi()],
    options,
  );
  start(c, ...AKODO_FIRST);
  return c;
}

describe("seed 000: 'An attack with a weapon in your off-hand is at a penalty depending on weapon size: -5 for small, -10 for medium, and -15 for large.'", () => {
  it('Medium (wakizashi): −10, with the off-hand weapon’s own damage', () => {
    const c = dual('wakizashi');
    const [e] = send(c, attack({ hand: 'off' }));
    expect(roll(e).expression).toBe('6k3-10');
    expect(e?.data).toMatchObject({ weapon: 'wakizashi', hand: 'off' });
    expect(l5r4e.describe(e as GameEvent, c.state)).toContain('with the wakizashi in the off hand');
  });

  it('Small (tanto, Knives): −5; Large (no-dachi): −15', () => {
    const small = dual('tanto');
    expect(roll(send(small, attack({ hand: 'off' }, ONES(4)))[0]).expression).toBe('4k3-5');
    const large = dual('no-dachi');
    expect(roll(send(large, attack({ hand: 'off' }))[0]).expression).toBe('6k3-15');
  });

  it('options offHandPenaltySmall / Medium / Large change the numbers (reference §0.3 #3)', () => {
    const c = dual('wakizashi', { offHandPenaltyMedium: 7 });
    expect(roll(send(c, attack({ hand: 'off' }))[0]).expression).toBe('6k3-7');
    const s = dual('tanto', { offHandPenaltySmall: 0 });
    expect(roll(send(s, attack({ hand: 'off' }, ONES(4)))[0]).expression).toBe('4k3');
  });

  it('no weapon in the off hand: l5r4e/no-off-hand; a bad hand: l5r4e/bad-hand', () => {
    const c = combat();
    start(c, ...AKODO_FIRST);
    expect(refused(c, attack({ hand: 'off' }))).toBe('l5r4e/no-off-hand');
    expect(refused(c, attack({ hand: 'left' }))).toBe('l5r4e/bad-hand');
  });

  it('Knives 3 and War Fan 3 remove the off-hand penalties for those weapons (reference §9.7)', () => {
    const c = combat([akodo({ offHand: 'tanto', skills: { kenjutsu: 3, knives: 3 } }), bayushi()]);
    start(c, ...AKODO_FIRST);
    expect(roll(send(c, attack({ hand: 'off' }))[0]).expression).toBe('6k3');
  });
});

describe("seed 000: 'While holding a weapon in your off-hand, you also suffer a -5 penalty to attacks with your primary hand.'", () => {
  it('the main hand is at −5 while the off hand holds a weapon (option mainHandPenaltyWithOffHand)', () => {
    const c = dual('wakizashi');
    expect(roll(send(c, attack())[0]).expression).toBe('6k3-5');
    const off = dual('wakizashi', { mainHandPenaltyWithOffHand: 0 });
    expect(roll(send(off, attack())[0]).expression).toBe('6k3');
    const sheathed = dual({ name: 'wakizashi', drawn: false });
    expect(roll(send(sheathed, attack())[0]).expression).toBe('6k3'); // not held: no penalty
  });

  it('each attack is still a Complex Action: one hand per Turn', () => {
    const c = dual('wakizashi');
    send(c, attack());
    expect(refused(c, attack({ hand: 'off' }))).toBe('l5r4e/no-action-left');
  });

  it('a technique making attacks Simple (reference §3.1, e.g. Hida Bushi R3): both hands in one Turn', () => {
    const hida = { name: 'Hida Bushi R3', effects: { simpleAttacks: true } };
    const c = dual('wakizashi', {}, { techniques: [hida] });
    const [a] = send(c, attack());
    expect(a?.data['spent']).toEqual({ slots: 1 });
    expect(l5r4e.describe(a as GameEvent, c.state)).toContain('(Simple)');
    const [b] = send(c, attack({ hand: 'off' }));
    expect(b?.data['spent']).toEqual({ slots: 1 });
    expect(refused(c, attack())).toBe('l5r4e/no-action-left');
  });

  it('the menu offers both hands', () => {
    const c = dual('wakizashi');
    const hands = l5r4e
      .legalActions(c.state, 'akodo')
      .filter(
        (o) =>
          o.command.type === 'Attack' &&
          Object.keys(o.command.data ?? {}).every((k) => k === 'target' || k === 'hand'),
      )
      .map((o) => o.command.data?.['hand'] ?? 'main');
    expect(hands).toEqual(['main', 'off']);
  });
});

describe("seed 000: 'A character wielding two weapons gets a bonus to Armor TN equal to their Insight Rank.'", () => {
  it('+Insight Rank (2) against attacks; option dualWieldArmorTN none turns it off', () => {
    const tnAgainst = (options: Record<string, unknown>, offHand: unknown = 'wakizashi') => {
      const c = combat([akodo({ offHand }), bayushi()], options);
      start(c, ...AKODO_FIRST);
      send(c, { type: 'EndTurn' });
      return send(c, { type: 'Attack', data: { target: 'akodo' }, meta: { faces: ONES(5) } })[0]
        ?.data['armorTN'];
    };
    expect(tnAgainst({})).toBe(22); // 5×3 + 5 + 2
    expect(tnAgainst({ dualWieldArmorTN: 'none' })).toBe(20);
    expect(tnAgainst({}, { name: 'wakizashi', drawn: false })).toBe(20);
  });
});
