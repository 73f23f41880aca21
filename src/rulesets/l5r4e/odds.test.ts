import { describe, expect, it } from 'vitest';
import { checkOdds, odds as diceOdds } from '../../dice/index.js';
import { l5r4e } from './index.js';
import { AKODO_FIRST, akodo, bayushi, combat, send, start } from './test-kit.js';

function duel(a = akodo()) {
  const c = combat([a, bayushi()]);
  start(c, ...AKODO_FIRST);
  return c;
}

describe('odds of an Attack', () => {
  it('P(hit) by checkOdds at 0 … Void Raises, and the damage distribution', () => {
    const c = duel();
    const o = l5r4e.odds?.(c.state, { type: 'Attack', data: { target: 'bayushi' } });
    expect(o?.hit).toBeCloseTo(checkOdds('6k3', 20).probability, 12);
    expect(o?.hit).toBeCloseTo(0.8199, 4); // shared/rules/dice-odds-notes.md: 6k3 vs TN 20
    expect(o?.withRaises).toHaveLength(2); // Void 2
    expect(o?.withRaises?.[1]).toBeCloseTo(checkOdds('6k3', 20, { raises: 2 }).probability, 12);
    expect(o?.damage?.expression).toBe('6k2');
    expect(o?.damage?.mean).toBeCloseTo(diceOdds('6k2').mean ?? 0, 12);
  });

  it('with Raises called: the raised TN and the Increased Damage', () => {
    const c = duel();
    const o = l5r4e.odds?.(c.state, { type: 'Attack', data: { target: 'bayushi', raises: 1 } });
    expect(o?.hit).toBeCloseTo(checkOdds('6k3', 25).probability, 12);
    expect(o?.damage?.expression).toBe('7k2');
  });

  it('a raised attack states its own chance once: no ladder repeating it (issue 14, item 11)', () => {
    const c = duel();
    const o = l5r4e.odds?.(c.state, { type: 'Attack', data: { target: 'bayushi', raises: 1 } });
    expect(o?.withRaises).toBeUndefined();
    const menu = l5r4e
      .legalActions(c.state, 'akodo')
      .filter((x) => x.command.type === 'Attack' && (x.command.data?.['raises'] ?? 0) !== 0);
    expect(menu.length).toBeGreaterThan(0);
    for (const x of menu) expect(x.odds?.withRaises).toBeUndefined();
  });

  it('unskilled: no Raises to offer', () => {
    const c = duel(akodo({ skills: {} }));
    const o = l5r4e.odds?.(c.state, { type: 'Attack', data: { target: 'bayushi' } });
    expect(o?.withRaises).toEqual([]);
    expect(o?.hit).toBeCloseTo(checkOdds('3k3u', 20).probability, 12);
  });

  it('no odds for other commands, nor for an attack decide would refuse', () => {
    const c = duel();
    expect(l5r4e.odds?.(c.state, { type: 'Speak', data: { words: 'hi' } })).toBeUndefined();
    expect(l5r4e.odds?.(c.state, { type: 'Attack', data: { target: 'nobody' } })).toBeUndefined();
  });

  it('legalActions: every attack option carries the same odds as odds(), one per Raise count', () => {
    const c = duel();
    const attacks = l5r4e.legalActions(c.state, 'akodo').filter((o) => o.command.type === 'Attack');
    const plain = attacks.filter((o) =>
      Object.keys(o.command.data ?? {}).every((k) => k === 'target' || k === 'raises'),
    );
    expect(plain.map((o) => o.command.data?.['raises'] ?? 0)).toEqual([0, 1, 2]);
    for (const a of attacks) expect(a.odds).toEqual(l5r4e.odds?.(c.state, a.command));
  });

  it('expectedWounds: a plain attack with 0 … max Raises of Increased Damage, after Reduction, misses counting 0; a maneuver shows its own P(hit) and damage', () => {
    const c = duel(akodo({ void: 3 }));
    const expected = (damage: string, tn: number): number => {
      const d = diceOdds(damage);
      const onHit = d.probabilities.reduce((s, p, i) => s + p * Math.max(0, d.min + i - 3), 0);
      return checkOdds('6k3', tn).probability * onHit;
    };
    const feint = l5r4e.odds?.(c.state, {
      type: 'Attack',
      data: { target: 'bayushi', maneuver: 'feint' },
    });
    expect(feint?.expectedWounds).toHaveLength(4);
    expect(feint?.expectedWounds?.[0]).toBeCloseTo(expected('6k2', 20), 10);
    expect(feint?.expectedWounds?.[3]).toBeCloseTo(expected('9k2', 35), 10);
    expect(feint?.hit).toBeCloseTo(checkOdds('6k3', 30).probability, 12);
    expect(feint?.note).toContain('Feint');
    const disarm = l5r4e.odds?.(c.state, {
      type: 'Attack',
      data: { target: 'bayushi', maneuver: 'disarm' },
    });
    expect(disarm?.damage?.expression).toBe('2k1');
    expect(disarm?.expectedWounds).toEqual(feint?.expectedWounds);
  });

  it('the odds agree with the rolls: a seeded attack hits about as often as predicted', () => {
    let hits = 0;
    const n = 400;
    for (let seed = 0; seed < n; seed++) {
      const c = combat(undefined, {}, seed);
      start(c, ...AKODO_FIRST);
      const [e] = send(c, { type: 'Attack', data: { target: 'bayushi', raises: 1 } });
      if (e?.type === 'AttackHit') hits++;
    }
    expect(hits / n).toBeGreaterThan(0.42); // P = 0.5158
    expect(hits / n).toBeLessThan(0.61);
  });
});
