import { describe, expect, it } from 'vitest';
import { combatChaos } from './index.js';
import { damageOdds, hitChance } from './odds.js';
import { dealtDamage, judge } from './resolve.js';
import { duel, start } from './test-kit.js';

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
});
