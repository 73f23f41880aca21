import { describe, expect, it } from 'vitest';
import { Combat } from '../../../../engine/index.js';
import type { AttackMadeData, ChargedData } from '../../events.js';
import { combatChaos } from '../../index.js';
import type { ChaosOdds } from '../../attack/index.js';
import { withCond, type Cond } from '../../state.js';
import { combat, dataIn, fighter, health, ofType, refusal, send, start } from '../../test-kit.js';

/** The value, or a thrown error (no non-null assertions). */
function must<T>(x: T | undefined | null): T {
  if (x === undefined || x === null) throw new Error('missing');
  return x;
}

/** The fight as it stands, with part of one combatant's `cond` set by hand (Trip, Grapple). */
const patched = (c: Combat, id: string, cond: Partial<Cond>): Combat =>
  Combat.start(combatChaos, withCond(c.state, must(c.state.combatants[id]), cond));

const spear = { name: 'spear', hitBonus: 4, damage: '1d8+2', reach: 10, keywords: ['polearm'] };
const sword = { name: 'longsword', hitBonus: 4, damage: '1d8+2' };

/** Akodo (lion, x 0, speed 30) acts first; Bayushi (scorpion) stands at `x`. */
function field(x = 50, akodo: Record<string, unknown> = {}, more: Record<string, unknown>[] = []) {
  const c = combat([
    fighter('akodo', 'lion', 0, akodo),
    fighter('bayushi', 'scorpion', x),
    ...more,
  ]);
  start(c, [15, 1, 10, 1, ...more.flatMap(() => [1, 1])]);
  return c;
}

const charge = (c: Combat, data: Record<string, unknown>) =>
  send(c, { type: 'Charge', data: { target: 'bayushi', ...data } });
const attack = (c: Combat, faces: number[], data: Record<string, unknown> = {}) =>
  ofType(
    send(c, { type: 'Attack', data: { target: 'bayushi', ...data }, meta: { faces } }),
    'AttackMade',
  )[0]?.data as AttackMadeData;

describe('Charge', () => {
  it("seed 002 Charge: 'You move up to double your speed in a straight line.'", () => {
    const c = field(60);
    const events = charge(c, { to: { x: 55, y: 0 } }); // 55 ft: more than speed 30, within 60
    expect(events.map((e) => e.type)).toEqual(['Charged', 'Moved']);
    expect(ofType(events, 'Charged')[0]?.data).toMatchObject({
      actor: 'akodo',
      from: { x: 0, y: 0 },
      to: { x: 55, y: 0 },
      distance: 55,
      target: 'bayushi',
      bonus: 2,
    } satisfies Partial<ChargedData>);
    expect(c.state.combatants['akodo']?.position).toEqual({ x: 55, y: 0 });
  });

  it("seed 002 Charge: 'up to double your speed' — a longer charge is refused (charge-too-far), nothing moves", () => {
    const c = field(70);
    const far = { type: 'Charge', data: { to: { x: 65, y: 0 } } };
    expect(refusal(c, far)).toBe('combat-chaos/charge-too-far');
    expect(c.state.combatants['akodo']?.position).toEqual({ x: 0, y: 0 });
    send(c, { type: 'Charge', data: { to: { x: 60, y: 0 } } }); // exactly double
  });

  it("seed 002 Charge: 'in a straight line' — a path with a bend (via a point off the line) is refused (charge-not-straight); a via point on the line is fine", () => {
    const c = field(50);
    const bent = { type: 'Charge', data: { to: { x: 45, y: 0 }, via: { x: 20, y: 15 } } };
    expect(refusal(c, bent)).toBe('combat-chaos/charge-not-straight');
    const back = {
      type: 'Charge',
      data: {
        to: { x: 45, y: 0 },
        via: [
          { x: 30, y: 0 },
          { x: 10, y: 0 },
        ],
      }, // out of order
    };
    expect(refusal(c, back)).toBe('combat-chaos/charge-not-straight');
    const beyond = { type: 'Charge', data: { to: { x: 45, y: 0 }, via: { x: 50, y: 0 } } };
    expect(refusal(c, beyond)).toBe('combat-chaos/charge-not-straight');
    charge(c, {
      to: { x: 45, y: 0 },
      via: [
        { x: 10, y: 0 },
        { x: 30, y: 0 },
      ],
    });
    expect(c.state.combatants['akodo']?.position).toEqual({ x: 45, y: 0 });
  });

  it("seed 002 Charge: 'If you move 20+ feet before attacking, you deal +2 damage with your first attack.' — only the first", () => {
    const c = field(50, { extraAttack: true });
    charge(c, { to: { x: 45, y: 0 } });
    const first = attack(c, [10, 5]); // 14 vs 12: 1d8+2 = 7, +2
    expect(first).toMatchObject({ hit: true, uses: 'extra-attack', bonusDamage: 2, dealt: 9 });
    expect(health(c, 'bayushi')).toBe(11);
    const second = attack(c, [10, 5]);
    expect(second).toMatchObject({ bonusDamage: 0, dealt: 7 });
    expect(health(c, 'bayushi')).toBe(4);
  });

  it("seed 002 Charge: 'If you move 20+ feet' — under 20 ft, no bonus; a first attack that misses spends the bonus", () => {
    const short = field(20);
    charge(short, { to: { x: 15, y: 0 } });
    expect(attack(short, [10, 5])).toMatchObject({ bonusDamage: 0, dealt: 7 });
    const missed = field(50, { extraAttack: true });
    charge(missed, { to: { x: 45, y: 0 } });
    expect(attack(missed, [3])).toMatchObject({ hit: false, bonusDamage: 2, dealt: 0 });
    expect(attack(missed, [10, 5])).toMatchObject({ bonusDamage: 0, dealt: 7 });
  });

  it("seed 002 Charge: 'If you are wielding a polearm, this damage bonus becomes +4.' — the first attack made with a polearm", () => {
    const c = field(50, { weapons: [spear, sword], extraAttack: true });
    charge(c, { to: { x: 40, y: 0 }, weapon: 'spear' });
    expect(dataIn(c.state, 'akodo').cond.charge).toEqual({
      distance: 40,
      polearm: true,
      used: false,
    });
    expect(attack(c, [10, 5], { weapon: 'spear' })).toMatchObject({ bonusDamage: 4, dealt: 11 });
    expect(dataIn(c.state, 'akodo').cond.charge?.used).toBe(true);
    // With the sword, a plain +2.
    const s = field(50, { weapons: [spear, sword] });
    charge(s, { to: { x: 45, y: 0 } });
    expect(attack(s, [10, 5], { weapon: 'longsword' })).toMatchObject({ bonusDamage: 2, dealt: 9 });
  });

  it("seed 002 Charge: 'the damage bonus' is doubled with the roll on a critical hit (criticalDamage double-roll)", () => {
    const c = field(50);
    charge(c, { to: { x: 45, y: 0 } });
    expect(attack(c, [20, 5])).toMatchObject({ critical: true, bonusDamage: 2, dealt: 18 }); // (7 + 2) × 2
  });

  it("seed 002 Charge: 'This maneuver uses both a move and an action.'", () => {
    const moved = field(50);
    send(moved, { type: 'Move', data: { to: { x: 5, y: 0 } } });
    expect(refusal(moved, { type: 'Charge', data: { to: { x: 45, y: 0 } } })).toBe(
      'combat-chaos/no-move',
    );
    const struck = field(5);
    attack(struck, [3]);
    expect(refusal(struck, { type: 'Charge', data: { to: { x: -10, y: 0 } } })).toBe(
      'combat-chaos/no-action',
    );
    const c = field(50);
    charge(c, { to: { x: 45, y: 0 } });
    expect(dataIn(c.state, 'akodo').budget).toMatchObject({ move: 0, action: 0, attacks: 1 });
    expect(refusal(c, { type: 'Move', data: { to: { x: 40, y: 0 } } })).toBe(
      'combat-chaos/no-move',
    );
    expect(refusal(c, { type: 'Charge', data: { to: { x: 40, y: 0 } } })).toBe(
      'combat-chaos/no-action',
    );
    expect(c.state.current).toBe('akodo'); // the attack of the action is left
    attack(c, [3]);
    expect(c.state.current).toBe('bayushi'); // nothing left: the turn ended by itself
    expect(dataIn(c.state, 'akodo').cond.charge).toBeNull();
  });

  it('a Charge at a named target must end within reach of it (out-of-reach), with the weapon named if any; refused while grappled or prone', () => {
    const c = field(50, { weapons: [sword, spear] });
    expect(
      refusal(c, {
        type: 'Charge',
        data: { to: { x: 40, y: 0 }, target: 'bayushi', weapon: 'longsword' },
      }),
    ).toBe('combat-chaos/out-of-reach');
    expect(refusal(c, { type: 'Charge', data: { to: { x: 30, y: 0 }, target: 'bayushi' } })).toBe(
      'combat-chaos/out-of-reach',
    );
    expect(refusal(c, { type: 'Charge', data: { to: { x: 30, y: 0 }, weapon: 'axe' } })).toBe(
      'combat-chaos/no-such-weapon',
    );
    expect(refusal(c, { type: 'Charge', data: { to: 'there' } })).toBe('combat-chaos/bad-position');
    const grappled = patched(c, 'akodo', { grappledBy: 'bayushi' });
    expect(refusal(grappled, { type: 'Charge', data: { to: { x: 40, y: 0 } } })).toBe(
      'combat-chaos/grappled',
    );
    const prone = patched(c, 'akodo', { prone: true });
    expect(refusal(prone, { type: 'Charge', data: { to: { x: 40, y: 0 } } })).toBe(
      'combat-chaos/prone',
    );
    expect(
      combatChaos.legalActions(prone.state, 'akodo').some((o) => o.command.type === 'Charge'),
    ).toBe(false);
    send(c, { type: 'Charge', data: { to: { x: 40, y: 0 }, target: 'bayushi', weapon: 'spear' } });
  });

  it('leaving an enemy’s reach during a Charge provokes as a Move does; the charger attacks once it is answered', () => {
    const c = field(50, {}, [fighter('shosuro', 'scorpion', -5)]);
    const events = charge(c, { to: { x: 45, y: 0 } });
    expect(c.state.pending).toMatchObject({
      reactor: 'shosuro',
      trigger: 'attack-of-opportunity',
      data: { provoker: 'akodo', cause: 'left-reach' },
    });
    expect(ofType(events, 'ReactionOffered')).toHaveLength(1);
    expect(
      refusal(c, { type: 'Attack', data: { target: 'bayushi' }, meta: { faces: [10, 5] } }),
    ).toBe('turn/reaction-pending');
    send(c, { type: 'DeclineReaction' });
    expect(attack(c, [10, 5]).bonusDamage).toBe(2);
  });

  it('legalActions: a Charge towards each foe out of reach but within double speed, with the odds of its first attack (+2 after 20 ft)', () => {
    const c = field(50);
    const options = combatChaos.legalActions(c.state, 'akodo');
    const charges = options.filter((o) => o.command.type === 'Charge');
    expect(charges).toHaveLength(1);
    expect(charges[0]?.command.data).toEqual({
      to: { x: 45, y: 0 },
      target: 'bayushi',
      weapon: 'longsword',
    });
    const odds = charges[0]?.odds as ChaosOdds;
    expect(odds.hit).toBeCloseTo(13 / 20, 12); // 8..18 meet 12, and 19–20
    expect(odds.damage?.min).toBe(5); // 1d8+2+2
    expect(odds.critical).toBeCloseTo(1 / 20, 12);
    expect(combatChaos.odds?.(c.state, must(charges[0]).command)).toEqual(odds);
    // Out of double speed: no Charge; in reach already: no Charge.
    expect(
      combatChaos.legalActions(field(80).state, 'akodo').filter((o) => o.command.type === 'Charge'),
    ).toHaveLength(0);
    expect(
      combatChaos.legalActions(field(5).state, 'akodo').filter((o) => o.command.type === 'Charge'),
    ).toHaveLength(0);
    // Every option offered is accepted.
    send(c, must(charges[0]).command);
  });
});

describe('Attack: the reactions it provokes follow the standing choice', () => {
  it("seed 002: 'A natural 1 on a melee attack always provokes an attack of opportunity from the target' — 'always' strikes at once, 'never' lets it pass; after a Charge the same", () => {
    const c = combat([
      fighter('akodo', 'lion', 0),
      fighter('bayushi', 'scorpion', 50, { reactions: 'always' }),
    ]);
    start(c, [15, 1, 10, 1]);
    charge(c, { to: { x: 45, y: 0 } });
    const events = send(c, {
      type: 'Attack',
      data: { target: 'bayushi' },
      meta: { faces: [1, 10, 5] },
    });
    expect(events.map((e) => e.type).slice(0, 2)).toEqual(['AttackMade', 'AttackMade']);
    expect(events.map((e) => e.type)).not.toContain('ReactionOffered');
    expect(events[1]?.data).toMatchObject({
      actor: 'bayushi',
      target: 'akodo',
      uses: 'reaction',
      dealt: 7,
    });
    expect(c.state.pending).toBeNull();
    const never = combat([
      fighter('akodo', 'lion', 0),
      fighter('bayushi', 'scorpion', 5, { reactions: 'never' }),
    ]);
    start(never, [15, 1, 10, 1]);
    const passed = send(never, {
      type: 'Attack',
      data: { target: 'bayushi' },
      meta: { faces: [1] },
    });
    expect(passed.map((e) => e.type)).not.toContain('ReactionOffered');
    expect(never.state.pending).toBeNull();
  });
});
