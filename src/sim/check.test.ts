import { describe, expect, it } from 'vitest';
import type { RuleSet } from '../engine/index.js';
import { combatChaos } from '../rulesets/combat-chaos/index.js';
import { invariantCheck, jsonProblem, sameJson } from './check.js';
import { runFight } from './fight.js';
import { aggressivePolicy } from './policy.js';
import { mirrorDuel } from './test-kit.js';

const fight = (rs: RuleSet) =>
  runFight(rs, mirrorDuel(12), {
    seed: 'k',
    policyOf: () => aggressivePolicy,
    check: invariantCheck(rs),
  });

describe('--check: the engine’s invariants after every event', () => {
  it('a sound rule set passes', () => {
    const r = fight(combatChaos);
    expect(r.ok).toBe(true);
  });

  it('an evolve that changes the state it was given is caught (states are frozen), with the seed', () => {
    const mutating: RuleSet = {
      ...combatChaos,
      evolve: (state, event) => {
        // Rewrites a field of the state it was given (with the same value: still a change).
        (state as { round: number }).round = state.round;
        return combatChaos.evolve(state, event);
      },
    };
    const r = fight(mutating);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('sim/engine-failed');
    expect(r.error.message).toMatch(
      /seed "k", round \d+: .* threw: Cannot assign to read only property 'round'/,
    );
  });

  it('a state that JSON cannot carry is caught, naming the field', () => {
    const nan: RuleSet = {
      ...combatChaos,
      evolve: (state, event) => {
        const next = combatChaos.evolve(state, event);
        if (event.type !== 'TurnEnded') return next;
        const [id, c] = Object.entries(next.combatants)[0] ?? [];
        if (!id || !c) return next;
        return {
          ...next,
          combatants: { ...next.combatants, [id]: { ...c, position: { x: Number.NaN, y: 0 } } },
        };
      },
    };
    const r = fight(nan);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('sim/invariant');
    expect(r.error.message).toMatch(/after event TurnEnded: a's position is \{"x":null/);
  });
});

describe('JSON helpers', () => {
  it('jsonProblem names the first value JSON cannot carry', () => {
    expect(jsonProblem({ a: [1, { b: 'x' }] })).toBeUndefined();
    expect(jsonProblem({ a: [1, { b: Number.POSITIVE_INFINITY }] })).toBe(
      'state.a[1].b is Infinity',
    );
    expect(jsonProblem({ m: new Map() })).toBe('state.m is not a plain object');
    expect(jsonProblem({ f: () => 1 })).toBe('state.f is a function');
  });

  it('sameJson compares structure, a missing key equal to an undefined one', () => {
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: [1, 2] }, { a: [1, 2] })).toBe(true);
    expect(sameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameJson({ a: {} }, { a: [] })).toBe(false);
  });
});
