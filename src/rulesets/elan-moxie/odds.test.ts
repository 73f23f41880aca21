import { describe, expect, it } from 'vitest';
import { decide } from '../../engine/index.js';
import { elanMoxie } from './index.js';
import { hitChance } from './attack/odds.js';
import { karaFirst } from './test-kit.js';

describe('odds before the roll', () => {
  it('P(hit) is P(1d20 + bonus ≥ defense), exactly', () => {
    expect(hitChance(5, 13)).toBeCloseTo(13 / 20, 12); // faces 8..20
    expect(hitChance(0, 25)).toBe(0);
    expect(hitChance(10, 5)).toBe(1);
  });

  it('the wounds on a hit match every one of the 400 hit × soak die pairs played through decide', () => {
    const c = karaFirst();
    const attack = { type: 'Attack', data: { target: 'ogre' } };
    const odds = elanMoxie.odds?.(c.state, attack);
    if (!odds?.damage) throw new Error('no odds');
    const tally = new Map<number, number>();
    let hits = 0;
    for (let h = 1; h <= 20; h++) {
      for (let s = 1; s <= 20; s++) {
        const r = decide(elanMoxie, c.state, {
          ...attack,
          meta: { faces: h + 5 >= 13 ? [h, s] : [h] },
        });
        if (!r.ok) throw new Error(r.error.message);
        const d = r.value.find((e) => e.type === 'Attacked')?.data;
        if (d?.['result'] === 'miss') continue;
        hits++;
        const w = d?.['wounds'] as number;
        tally.set(w, (tally.get(w) ?? 0) + 1);
      }
    }
    expect(odds.hit).toBeCloseTo(hits / 400, 12);
    odds.damage.probabilities.forEach((p, w) => {
      expect(p).toBeCloseTo((tally.get(w) ?? 0) / hits, 12);
    });
    expect(odds.damage.probabilities.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('no damage distribution when the attack cannot hit; no odds for other commands', () => {
    const c = karaFirst();
    expect(
      elanMoxie.odds?.(c.state, { type: 'Move', data: { to: { x: 1, y: 1 } } }),
    ).toBeUndefined();
    expect(
      elanMoxie.odds?.(c.state, { type: 'Attack', data: { target: 'nobody' } }),
    ).toBeUndefined();
    const s = { ...c.state, combatants: { ...c.state.combatants } };
    const ogre = s.combatants['ogre'];
    if (!ogre) throw new Error('no ogre');
    s.combatants['ogre'] = { ...ogre, sheet: { ...(ogre.sheet as object), defenseBonus: 40 } };
    const odds = elanMoxie.odds?.(s, { type: 'Attack', data: { target: 'ogre' } });
    expect(odds?.hit).toBe(0);
    expect(odds?.damage).toBeUndefined();
  });
});
