import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  createCombat,
  type CombatState,
  type EncounterSpec,
  type Policy,
} from '../engine/index.js';
import { ruleSetById } from '../rulesets/registry.js';
import { runFight, type FightResult } from './fight.js';
import { aggressivePolicy, randomPolicy } from './policy.js';

const EXAMPLES = readdirSync(new URL('../../examples/', import.meta.url)).filter((f) =>
  f.endsWith('.yaml'),
);

function load(file: string) {
  const spec = parse(
    readFileSync(new URL(`../../examples/${file}`, import.meta.url), 'utf8'),
  ) as EncounterSpec;
  const rs = ruleSetById(spec.ruleSet);
  if (!rs) throw new Error(`no rule set ${spec.ruleSet}`);
  const made = createCombat(rs, spec);
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  return { rs, initial: made.value };
}

function fight(file: string, seed: number, policy: Policy = aggressivePolicy, roundCap?: number) {
  const { rs, initial } = load(file);
  const r = runFight(rs, initial, {
    seed,
    policyOf: () => policy,
    ...(roundCap === undefined ? {} : { roundCap }),
  });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

const summary = (r: FightResult) => ({
  winner: r.winner,
  reason: r.reason,
  rounds: r.rounds,
  commands: r.commands,
  final: JSON.stringify(r.final),
});

describe('runFight: one simulated fight', () => {
  it('is reproducible from its seed (the same fight, command for command), and seeds differ', () => {
    const a = fight('elan-moxie-skirmish.yaml', 7, randomPolicy);
    const b = fight('elan-moxie-skirmish.yaml', 7, randomPolicy);
    expect(summary(b)).toEqual(summary(a));
    const others = [8, 9, 10, 11].map((s) =>
      summary(fight('elan-moxie-skirmish.yaml', s, randomPolicy)),
    );
    expect(others.some((o) => o.final !== summary(a).final)).toBe(true);
  });

  it.each(EXAMPLES)('%s ends with a winner or at the round cap, under both policies', (file) => {
    for (const policy of [aggressivePolicy, randomPolicy])
      for (const seed of [1, 2]) {
        const r = fight(file, seed, policy);
        if (r.final.status === 'ended') expect(r.reason).not.toMatch(/round cap/);
        else {
          expect(r.winner).toBeNull();
          expect(r.reason).toMatch(/round cap/);
        }
        expect(r.rounds).toBeGreaterThanOrEqual(1);
      }
  });

  it("the aggressive policy ends each system's plain duel with a winner", () => {
    for (const file of ['l5r4e-duel.yaml', 'elan-moxie-duel.yaml', 'combat-chaos-duel.yaml'])
      for (const seed of [1, 2, 3]) expect(fight(file, seed).winner, file).not.toBeNull();
  });

  it('a fight still going at the round cap is a draw', () => {
    const r = fight('combat-chaos-skirmish.yaml', 3, aggressivePolicy, 1);
    expect(r.winner).toBeNull();
    expect(r.reason).toMatch(/round cap: still fighting after 1 round \(a draw\)/);
    expect(r.rounds).toBe(1);
    expect(r.final.status).toBe('active');
  });

  it('a policy whose command the engine refuses is an error naming the seed and the command', () => {
    const { rs, initial } = load('l5r4e-duel.yaml');
    const bad: Policy = {
      name: 'bad',
      choose: () => ({ type: 'Attack', data: { target: 'nobody' } }),
    };
    const r = runFight(rs, initial, { seed: 'S-42', policyOf: () => bad });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('sim/illegal-action');
    expect(r.error.message).toMatch(/seed "S-42", round 1: .*"nobody".* was refused: l5r4e\//);
  });

  it('keeps the events only when asked, and calls the check after every command', () => {
    const { rs, initial } = load('combat-chaos-duel.yaml');
    const seen: CombatState[] = [];
    const r = runFight(rs, initial, {
      seed: 5,
      policyOf: () => aggressivePolicy,
      keepEvents: true,
      check: (_before, events, after) => {
        seen.push(after);
        return events.length > 0 ? undefined : 'a command without events';
      },
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(seen).toHaveLength(r.value.commands);
    expect(seen.at(-1)).toBe(r.value.final);
    expect(r.value.events?.some((e) => e.type === 'CombatEnded')).toBe(true);
    expect(fight('combat-chaos-duel.yaml', 5).events).toBeUndefined();
  });
});

describe('runFight: harm dealt and taken', () => {
  it('credits each wound to the foe whose command dealt it, and the totals balance', () => {
    for (const file of [
      'l5r4e-skirmish.yaml',
      'elan-moxie-skirmish.yaml',
      'combat-chaos-skirmish.yaml',
    ])
      for (const seed of [1, 2]) {
        const r = fight(file, seed);
        const dealt = Object.values(r.dealt).reduce((a, b) => a + b, 0);
        const taken = Object.values(r.taken).reduce((a, b) => a + b, 0);
        expect(dealt, file).toBeGreaterThan(0);
        // Every wound dealt is one taken; taken can be more (falls, bleeding) or less (healing).
        expect(Math.abs(dealt - taken), file).toBeLessThanOrEqual(taken * 0.25 + 5);
        const losers = Object.values(r.final.combatants).filter((c) => c.side !== r.winner);
        if (r.winner !== null)
          for (const c of losers) expect(r.taken[c.id], c.id).toBeGreaterThan(0);
      }
  });

  it('a check that reports a broken invariant stops the fight with sim/invariant and the seed', () => {
    const { rs, initial } = load('combat-chaos-skirmish.yaml');
    const r = runFight(rs, initial, {
      seed: 'S-9',
      policyOf: () => aggressivePolicy,
      check: (_b, _e, after) => (after.round >= 2 ? 'round 2 is forbidden here' : undefined),
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('sim/invariant');
    expect(r.error.message).toMatch(/seed "S-9", round \d+, after .*: round 2 is forbidden here/);
  });
});
