import { describe, expect, it } from 'vitest';
import { combatChaos } from './index.js';
import type { Mode } from './attack/index.js';
import { damageOdds, hitChance, type ChaosOdds } from './attack/index.js';
import { dealtDamage, judge } from './attack/index.js';
import { judgeSpell } from './spells/index.js';
import { Combat } from '../../engine/index.js';
import { withCond } from './state.js';
import { combat, duel, fighter, send, start } from './test-kit.js';

/** The value, or a thrown error (no non-null assertions). */
function must<T>(x: T | undefined | null): T {
  if (x === undefined || x === null) throw new Error('missing');
  return x;
}

/** Every pair of d20 faces with the kept one (one die: the first face, each 20 times). */
function* kept(mode: Mode): Generator<number> {
  for (let a = 1; a <= 20; a++)
    for (let b = 1; b <= 20; b++)
      yield mode === 'normal' ? a : mode === 'advantage' ? Math.max(a, b) : Math.min(a, b);
}
const MODES: Mode[] = ['normal', 'advantage', 'disadvantage'];

/** P(hit) face by face through the same `judge` the attacks use. */
const bruteHit = (bonus: number, defense: number, chaos: boolean): number => {
  let hits = 0;
  for (let n = 1; n <= 20; n++) {
    const v = judge(n, n + bonus, defense, chaos);
    if (v !== 'chaos-miss' && v !== 'below-defense') hits++;
  }
  return hits / 20;
};

describe('odds', () => {
  it('P(hit) with the Combat Chaos naturals equals the face-by-face count (checkOdds naturals: combat-chaos)', () => {
    for (const chaos of [true, false])
      for (let bonus = -12; bonus <= 25; bonus += 1)
        for (let defense = 4; defense <= 32; defense += 2)
          expect(hitChance(bonus, defense, chaos), `${bonus} vs ${defense}`).toBeCloseTo(
            bruteHit(bonus, defense, chaos),
            12,
          );
    expect(hitChance(30, 10, true)).toBeCloseTo(0.9); // 1–2 always miss
    expect(hitChance(-30, 10, true)).toBeCloseTo(0.1); // 19–20 always hit
    expect(hitChance(-30, 10, false)).toBeCloseTo(0.05); // a natural 20 always hits
  });

  it('the damage distribution: the roll less soak, floored at 0, with criticals mixed in', () => {
    const plain = damageOdds('1d8+2', 4, 0, 'double-roll'); // 3..10 − 4
    expect(plain.min).toBe(0);
    expect(plain.probabilities[0]).toBeCloseTo(2 / 8); // 3 and 4 → 0
    expect(plain.probabilities.length).toBe(7); // 0..6
    expect(plain.mean).toBeCloseTo((0 + 0 + 1 + 2 + 3 + 4 + 5 + 6) / 8);
    const crit = damageOdds('1d4', 1, 0.5, 'double-roll');
    // normal: 0,1,2,3; critical (2v − 1): 1,3,5,7 — each with weight 1/8
    expect(crit.min).toBe(0);
    [1, 2, 1, 2, 0, 1, 0, 1].forEach((x, i) => {
      expect(crit.probabilities[i]).toBeCloseTo(x / 8, 12);
    });
    expect(crit.probabilities).toHaveLength(8);
  });

  it('attack odds in legalActions match a brute-force enumeration of d20 × damage faces', () => {
    const c = duel({}, { soak: 3, defense: 15 });
    start(c, [15, 1, 10, 1]);
    const attack = combatChaos
      .legalActions(c.state, 'akodo')
      .find((o) => o.command.type === 'Attack');
    let hit = 0;
    let damage = 0;
    for (let n = 1; n <= 20; n++) {
      const v = judge(n, n + 4, 15, true);
      if (v === 'chaos-miss' || v === 'below-defense') continue;
      hit += 1 / 20;
      for (let f = 1; f <= 8; f++)
        damage += dealtDamage(f + 2, 3, n === 20, 'double-roll') / 20 / 8;
    }
    expect(attack?.odds?.hit).toBeCloseTo(hit, 12);
    expect(attack?.odds?.damage?.mean).toBeCloseTo(damage / hit, 12);
    expect(combatChaos.odds?.(c.state, { type: 'Attack', data: { target: 'bayushi' } })).toEqual(
      attack?.odds,
    );
    expect(
      combatChaos.odds?.(c.state, { type: 'Move', data: { to: { x: 1, y: 1 } } }),
    ).toBeUndefined();
  });

  it('P(hit) with advantage or disadvantage (the kept die of 2d20kh1 / 2d20kl1 with the naturals) equals the pair-by-pair count', () => {
    for (const mode of MODES)
      for (const chaos of [true, false])
        for (const crits of [true, false])
          for (let bonus = -12; bonus <= 25; bonus += 3)
            for (let defense = 4; defense <= 32; defense += 4) {
              let hits = 0;
              for (const n of kept(mode)) {
                const v = judgeSpell(n, n + bonus, defense, chaos, crits);
                if (v !== 'chaos-miss' && v !== 'below-defense') hits++;
              }
              expect(
                hitChance(bonus, defense, chaos, mode, crits),
                `${mode} ${chaos} ${crits} ${bonus} vs ${defense}`,
              ).toBeCloseTo(hits / 400, 12);
            }
  });

  it('attack odds with advantage (a prone target) and after a Charge: P(hit), P(critical) and the damage mean match a brute-force count over both d20 and the damage die', () => {
    const made = combat([
      fighter('doji', 'lion', -40),
      fighter('bayushi', 'scorpion', 5, { soak: 3, defense: 15 }),
    ]);
    start(made, [20, 1, 15, 1]);
    const bayushi = must(made.state.combatants['bayushi']);
    const c = Combat.start(combatChaos, withCond(made.state, bayushi, { prone: true }));
    const charge = combatChaos
      .legalActions(c.state, 'doji')
      .find((o) => o.command.type === 'Charge');
    expect(charge?.command.data).toMatchObject({ to: { x: 0, y: 0 }, target: 'bayushi' });
    let hit = 0;
    let crit = 0;
    let damage = 0;
    for (const n of kept('advantage')) {
      const v = judge(n, n + 4, 15, true);
      if (v === 'chaos-miss' || v === 'below-defense') continue;
      hit += 1 / 400;
      if (n === 20) crit += 1 / 400;
      for (let f = 1; f <= 8; f++)
        damage += dealtDamage(f + 2 + 2, 3, n === 20, 'double-roll') / 400 / 8; // +2: the charge
    }
    const odds = charge?.odds as ChaosOdds;
    expect(odds.mode).toBe('advantage');
    expect(odds.hit).toBeCloseTo(hit, 12);
    expect(odds.critical).toBeCloseTo(crit, 12);
    expect(odds.damage?.mean).toBeCloseTo(damage / hit, 12);
    // After the Charge, the plain Attack's odds in the menu carry the same bonus.
    send(c, must(charge).command);
    const attack = combatChaos
      .legalActions(c.state, 'doji')
      .find((o) => o.command.type === 'Attack');
    expect(attack?.odds?.hit).toBeCloseTo(hit, 12);
    expect(attack?.odds?.damage?.mean).toBeCloseTo(damage / hit, 12);
  });

  it('a save spell: P(the save fails) and the damage over every outcome (half on a save) match a brute-force count', () => {
    const fireball = { name: 'fireball', save: { dc: 14 }, damage: '2d6', range: 60 };
    const c = combat([
      fighter('akodo', 'lion', 0, { spells: [fireball] }),
      fighter('bayushi', 'scorpion', 30, { soak: 2, save: 3 }),
    ]);
    start(c, [15, 1, 10, 1]);
    const odds = combatChaos.odds?.(c.state, {
      type: 'CastSpell',
      data: { spell: 'fireball', target: 'bayushi' },
    }) as ChaosOdds;
    let fail = 0;
    let mean = 0;
    for (let n = 1; n <= 20; n++) {
      const saved = n + 3 >= 14;
      if (!saved) fail += 1 / 20;
      for (let a = 1; a <= 6; a++)
        for (let b = 1; b <= 6; b++) {
          const raw = saved ? Math.floor((a + b) / 2) : a + b;
          mean += Math.max(0, raw - 2) / 20 / 36;
        }
    }
    expect(odds.hit).toBeCloseTo(fail, 12);
    expect(odds.critical).toBe(0);
    expect(odds.damage?.mean).toBeCloseTo(mean, 12);
    expect(odds.damage?.probabilities.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 12);
  });

  it('damageOdds with a bonus (a Charge) and with every hit critical (a braced polearm)', () => {
    const charged = damageOdds('1d4', 1, 0, 'double-roll', 2); // 3..6 − 1
    expect(charged.min).toBe(2);
    expect(charged.mean).toBeCloseTo(3.5, 12);
    const braced = damageOdds('1d4', 1, 1, 'double-roll'); // 2v − 1: 1, 3, 5, 7
    expect(braced.min).toBe(1);
    expect(braced.mean).toBeCloseTo(4, 12);
    expect(braced.probabilities).toEqual([0.25, 0, 0.25, 0, 0.25, 0, 0.25]);
  });
});

describe('odds with criticalDamage double-dice', () => {
  it('mixes in the distribution of twice the dice on a critical (P(natural 20 | hit))', () => {
    const d = damageOdds('1d4', 0, 0.5, 'double-dice');
    // Half the mass: 1d4 (1..4, 1/8 each); half: 2d4 (2..8: 1,2,3,4,3,2,1 sixteenths of a half).
    const at = (v: number) => d.probabilities[v - d.min] ?? 0;
    expect(at(1)).toBeCloseTo(1 / 8, 12);
    expect(at(2)).toBeCloseTo(1 / 8 + 1 / 32, 12);
    expect(at(5)).toBeCloseTo(4 / 32, 12);
    expect(at(8)).toBeCloseTo(1 / 32, 12);
    expect(d.probabilities.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});
