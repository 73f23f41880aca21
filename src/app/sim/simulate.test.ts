/**
 * The simulator's use case (issue 7): policies from the file's sim section, reproducible runs
 * whatever the split, A/B comparison over shared seeds, sweeps, and bad input as error values.
 * Fights play in this thread here (workers: 0); test/e2e/sim.test.ts runs real worker threads.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { RULE_SETS } from '../../rulesets/registry.js';
import { parseEncounter, type Encounter } from '../encounter/file.js';
import { TOY_DUEL, toyCliRules } from '../../testing/toy-cli.js';
import { parseSweep, valuesOf } from './sweep.js';
import { chunkSize, playOne, simulateEncounter, type SimulateOptions } from './simulate.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const exampleText = (name: string) => readFileSync(`${root}examples/${name}`, 'utf8');

function encounter(text: string, file = `${root}examples/test.yaml`): Encounter {
  const r = parseEncounter(text, file, RULE_SETS);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** An example with changes to its data (e.g. a sim section). */
function edited(name: string, change: (data: Record<string, unknown>) => void): Encounter {
  const data = parse(exampleText(name)) as Record<string, unknown>;
  change(data);
  return encounter(stringify(data));
}

async function sim(e: Encounter, o: SimulateOptions) {
  const r = await simulateEncounter(e, { workers: 0, ...o });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

async function simError(e: Encounter, o: SimulateOptions) {
  const r = await simulateEncounter(e, { workers: 0, ...o });
  if (r.ok) throw new Error('expected an error');
  return r.error;
}

const duel = () => encounter(exampleText('combat-chaos-duel.yaml'));

describe('simulateEncounter: a run', () => {
  it('is reproducible from the base seed, and its report says what was run', async () => {
    const a = await sim(duel(), { runs: 300, seed: 'r' });
    const b = await sim(duel(), { runs: 300, seed: 'r' });
    expect(b).toEqual(a);
    expect(a.format).toBe('fray-sim/1');
    expect(a.encounter.ruleSet).toBe('combat-chaos');
    expect(a.runs).toBe(300);
    expect(a.roundCap).toBe(100);
    expect(a.summary.fights).toBe(300);
    const other = await sim(duel(), { runs: 300, seed: 's' });
    expect(other.summary).not.toEqual(a.summary);
  });

  it('counts every fight once: wins and draws add up, and so do each combatant’s plights', async () => {
    const r = await sim(encounter(exampleText('l5r4e-skirmish.yaml')), { runs: 60, seed: 3 });
    const s = r.summary;
    const won = Object.values(s.wins).reduce((n, e) => n + e.p, 0) + s.draw.p;
    expect(won).toBeCloseTo(1, 12);
    for (const c of Object.values(s.combatants))
      expect(c.unhurt.p + c.wounded.p + c.down.p + c.dead.p).toBeCloseTo(1, 12);
    expect(s.harmUnit).toBe('wounds');
    expect(Object.keys(s.combatants)).toHaveLength(10);
  });

  it('the file’s sim section chooses policies by combatant, side and default, and the round cap', async () => {
    const e = edited('combat-chaos-duel.yaml', (d) => {
      d['sim'] = { roundCap: 1, policies: { default: 'random', brakka: 'aggressive' } };
    });
    const r = await sim(e, { runs: 40, seed: 1 });
    expect(r.roundCap).toBe(1);
    expect(r.summary.combatants['aldric']?.policy).toBe('random');
    expect(r.summary.combatants['brakka']?.policy).toBe('aggressive');
    expect(r.summary.rounds.max).toBe(1);
    const bySide = edited('combat-chaos-duel.yaml', (d) => {
      d['sim'] = { policies: { knights: 'random' } };
    });
    const s = (await sim(bySide, { runs: 5, seed: 1, policy: 'random' })).summary;
    expect(s.combatants['aldric']?.policy).toBe('random');
    expect(s.combatants['brakka']?.policy).toBe('random');
  });

  it('plays a policy module named in the file (a path relative to the file)', async () => {
    const e = edited('combat-chaos-duel.yaml', (d) => {
      d['sim'] = { policies: { orcs: '../test/fixtures/policies/first-option.mjs' } };
    });
    const r = await sim(e, { runs: 20, seed: 1, roundCap: 5 });
    expect(r.summary.combatants['brakka']?.policy).toBe(
      '../test/fixtures/policies/first-option.mjs',
    );
    expect(r.summary.fights).toBe(20);
  });

  it('splits a run into tasks of a size that keeps every worker busy', () => {
    expect(chunkSize(100_000, 2)).toBe(2000);
    expect(chunkSize(10_000, 2)).toBe(313);
    expect(chunkSize(10, 8)).toBe(25);
  });

  it('with --check, every fight of every example runs with the invariants checked', async () => {
    for (const name of [
      'l5r4e-grapple.yaml',
      'elan-moxie-chapel.yaml',
      'combat-chaos-ambush.yaml',
    ]) {
      const r = await sim(encounter(exampleText(name)), {
        runs: 5,
        seed: 2,
        check: true,
        roundCap: 30,
      });
      expect(r.check).toBe(true);
      expect(r.summary.fights).toBe(5);
    }
  });

  it('playOne plays fight i of a run again, with its commands (fray run --sim)', async () => {
    const one = await playOne(duel(), 'base/3');
    if (!one.ok) throw new Error(one.error.message);
    expect(one.value.script?.[0]).toEqual({ type: 'StartCombat' });
    expect(one.value.script?.length).toBe(one.value.commands);
    const again = await playOne(duel(), 'base/3');
    expect(again.ok && again.value.script).toEqual(one.value.script);
  });
});

describe('A/B comparison (--vs)', () => {
  it('an encounter against itself: no seed differs, the difference is exactly 0', async () => {
    const r = await sim(duel(), { runs: 200, seed: 1, vs: duel() });
    expect(r.vs?.summary).toEqual(r.summary);
    expect(r.vs?.difference['knights']).toEqual({ d: 0, low: 0, high: 0 });
  });

  it('a clearly stronger knight wins more often, and the interval excludes 0', async () => {
    const strong = edited('combat-chaos-duel.yaml', (d) => {
      const [aldric] = d['combatants'] as Record<string, unknown>[];
      if (aldric) aldric['health'] = 60;
    });
    const r = await sim(strong, { runs: 400, seed: 1, vs: duel() });
    const diff = r.vs?.difference['knights'];
    expect(diff?.d).toBeGreaterThan(0.1);
    expect(diff?.low).toBeGreaterThan(0);
    expect(diff?.d).toBeCloseTo(
      (r.summary.wins['knights']?.p ?? 0) - (r.vs?.summary.wins['knights']?.p ?? 0),
      12,
    );
  });
});

describe('sweeps (--sweep path=from..to)', () => {
  it('reads path=from..to[:step] and lists the values', () => {
    const s = parseSweep('combatants.ogre.rings.earth=2..5');
    expect(s.ok && s.value).toEqual({
      path: 'combatants.ogre.rings.earth',
      from: 2,
      to: 5,
      step: 1,
    });
    const half = parseSweep('options.x=0.5..2:0.5');
    expect(half.ok && valuesOf(half.value)).toEqual([0.5, 1, 1.5, 2]);
    for (const bad of ['earth=2', 'a.b=5..2', 'a.b=1..1000:0.01', 'a.b=1..3:0'])
      expect(parseSweep(bad).ok, bad).toBe(false);
  });

  it('runs the encounter once per value; more health means more wins', async () => {
    const sweep = { path: 'combatants.aldric.health', from: 4, to: 64, step: 30 };
    const r = await sim(duel(), { runs: 300, seed: 1, sweep });
    expect(r.sweep?.points.map((p) => p.value)).toEqual([4, 34, 64]);
    const wins = r.sweep?.points.map((p) => p.summary.wins['knights']?.p ?? 0) ?? [];
    expect(wins[0]).toBeLessThan(wins[1] ?? 0);
    expect(wins[1]).toBeLessThan(wins[2] ?? 0);
  });

  it('a sweep over a field the file lacks, or a non-number, is refused with the known fields', async () => {
    const unknown = await simError(duel(), {
      runs: 5,
      sweep: { path: 'combatants.aldric.helth', from: 1, to: 2, step: 1 },
    });
    expect(unknown.code).toBe('sim/bad-sweep');
    expect(unknown.message).toMatch(/no field "helth": did you mean "health"/);
    const who = await simError(duel(), {
      runs: 5,
      sweep: { path: 'combatants.ogre.health', from: 1, to: 2, step: 1 },
    });
    expect(who.message).toMatch(/no combatant "ogre".*aldric, brakka/);
    const text = await simError(duel(), {
      runs: 5,
      sweep: { path: 'combatants.aldric.name', from: 1, to: 2, step: 1 },
    });
    expect(text.message).toMatch(/not a number/);
    const invalid = await simError(duel(), {
      runs: 5,
      sweep: { path: 'combatants.aldric.health', from: 0, to: 1, step: 1 },
    });
    expect(invalid.message).toMatch(/health=0 is not a valid encounter/);
  });
});

describe('bad input: clear errors, nothing run', () => {
  it('an encounter whose combatants are all on one side', async () => {
    const e = edited('combat-chaos-duel.yaml', (d) => {
      for (const c of d['combatants'] as Record<string, unknown>[]) c['side'] = 'knights';
    });
    const err = await simError(e, { runs: 5 });
    expect(err.code).toBe('sim/one-side');
    expect(err.message).toMatch(/at least two sides/);
  });

  it('a policy module that is malformed or missing', async () => {
    for (const [module, message] of [
      ['../test/fixtures/policies/malformed.mjs', /must export default a function/],
      ['../test/fixtures/policies/nowhere.mjs', /cannot load the policy module/],
    ] as const) {
      const e = edited('combat-chaos-duel.yaml', (d) => {
        d['sim'] = { policies: { orcs: module } };
      });
      const err = await simError(e, { runs: 5 });
      expect(err.code).toBe('sim/bad-policy-module');
      expect(err.message).toMatch(message);
    }
  });

  it('a policy that returns an illegal action: the seed and the action, not a skipped fight', async () => {
    const e = edited('combat-chaos-duel.yaml', (d) => {
      d['sim'] = { policies: { orcs: '../test/fixtures/policies/attack-nobody.mjs' } };
    });
    const err = await simError(e, { runs: 50, seed: 'z' });
    expect(err.code).toBe('sim/illegal-action');
    expect(err.message).toMatch(/seed "z\/\d+", round \d+: .*"nobody-brakka".* was refused/);
  });

  it('an unknown fallback tactic, and --vs with --sweep', async () => {
    expect((await simError(duel(), { policy: 'berserk' })).message).toMatch(
      /no tactic "berserk".*aggressive/,
    );
    const both = await simError(duel(), {
      vs: duel(),
      sweep: { path: 'combatants.aldric.health', from: 1, to: 2, step: 1 },
    });
    expect(both.code).toBe('sim/bad-options');
    expect((await simError(duel(), { runs: 0 })).code).toBe('sim/bad-runs');
  });
});

describe('the sim section of an encounter file', () => {
  const issues = (sim: unknown) => {
    const data = parse(exampleText('combat-chaos-duel.yaml')) as Record<string, unknown>;
    data['sim'] = sim;
    const r = parseEncounter(stringify(data), 'x.yaml', RULE_SETS);
    return r.ok ? [] : r.error.map((i) => `${i.path}: ${i.message}`);
  };

  it('accepts tactics by name or with parameters, module paths, a round cap', () => {
    expect(issues({ roundCap: 30, policies: { default: 'random', brakka: './mine.js' } })).toEqual(
      [],
    );
  });

  it('names each problem with its path', () => {
    expect(issues({ roundcap: 3 })[0]).toMatch(/sim.roundcap: unknown field "roundcap"/);
    expect(issues({ roundCap: 0 })[0]).toMatch(/roundCap is a whole number from 1/);
    expect(issues({ policies: { ogre: 'random' } })[0]).toMatch(
      /no combatant or side is called "ogre"/,
    );
    expect(issues({ policies: { orcs: 'berserk' } })[0]).toMatch(/no tactic "berserk"/);
    expect(issues({ policies: { orcs: { tactic: 'random', boldness: 2 } } })[0]).toMatch(
      /tactic "random" has no parameter "boldness"/,
    );
    expect(issues({ policies: { orcs: 3 } })[0]).toMatch(/a policy is a tactic name/);
  });
});

describe('simulateEncounter: a rule set that is not built in (--rules, issue 15)', () => {
  const toy = () => {
    const r = parseEncounter(TOY_DUEL, 'toy.yaml', { toy: toyCliRules() });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.value;
  };

  it('plays in this thread from the encounter’s own rule set object', async () => {
    const r = await sim(toy(), { runs: 20, seed: 3 });
    expect(r.encounter.ruleSet).toBe('toy');
    expect(r.summary.fights).toBe(20);
  });

  it('refuses worker threads without the module path they would load it from', async () => {
    const r = await simulateEncounter(toy(), { runs: 20, seed: 3, workers: 2 });
    expect(r.ok ? undefined : r.error.code).toBe('sim/rule-set-not-loadable');
  });
});
