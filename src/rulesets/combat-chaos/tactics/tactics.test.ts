/**
 * The simulator's tactics of combat-chaos (tactics.ts): each tactic's defining choice on real
 * states (small encounters through the kernel, a condition set with the rule set's own helpers
 * where a maneuver would need lucky dice), every command accepted by the engine and none of them
 * asking for the legal-actions menu; then every tactic fights every example to a winner.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createRng } from '../../../dice/index.js';
import {
  createCombat,
  step,
  type Combatant,
  type Command,
  type CombatState,
  type EncounterSpec,
  type Policy,
  type PolicyContext,
} from '../../../engine/index.js';
import { runFight } from '../../../sim/fight.js';
import { makePolicy } from '../../../sim/policy.js';
import { combatChaos } from '../index.js';
import { kipupOffer } from '../reactions/index.js';
import { dataOf, withCond, withData, type Cond } from '../state.js';
import { leaderOf } from './readings.js';
import { TACTICS } from './index.js';
import { combat, fighter, start, type Entry } from '../test-kit.js';

const fists = { name: 'fists', hitBonus: 2, damage: '1d4', keywords: ['unarmed'] };
const dagger = { name: 'dagger', hitBonus: 4, damage: '1d4' };
const greatsword = { name: 'greatsword', hitBonus: 4, damage: '2d6+3' };
const glaive = { name: 'glaive', hitBonus: 4, damage: '1d10+2', reach: 10, keywords: ['polearm'] };
const bow = { name: 'bow', hitBonus: 4, damage: '1d8+2', keywords: ['missile'], range: 50 };

/** A started fight whose combatants act in the order given. */
function fight(entries: Entry[], options: Entry = {}): CombatState {
  const c = combat(entries, options);
  start(
    c,
    entries.flatMap((_, i) => [20 - 3 * i, 1]),
  );
  return c.state;
}

const at = (x: number, y = 0) => ({ position: { x, y } });

function patch(s: CombatState, id: string, cond: Partial<Cond>): CombatState {
  const c = s.combatants[id];
  if (!c) throw new Error(`no ${id}`);
  return withCond(s, c, cond);
}

function hurt(s: CombatState, id: string, health: number): CombatState {
  const c = s.combatants[id];
  if (!c) throw new Error(`no ${id}`);
  return withData(s, c, { ...dataOf(c), health });
}

/**
 * What the tactic sends now; the engine must accept it, and the tactic must not have asked for
 * the menu.
 */
function choice(name: string, s: CombatState, params: Record<string, number> = {}): Command {
  const made = makePolicy(combatChaos, name, params);
  if (!made.ok) throw new Error(made.error.message);
  const actor = s.pending?.reactor ?? s.current;
  if (actor === null) throw new Error('nobody acts');
  let menus = 0;
  const ctx: PolicyContext = {
    ruleSet: combatChaos,
    state: s,
    actor,
    rng: createRng(1),
    options: () => {
      menus++;
      return combatChaos.legalActions(s, actor);
    },
  };
  const command = made.value.choose(ctx);
  const r = step(combatChaos, s, command);
  expect(r.ok, `${JSON.stringify(command)}: ${r.ok ? '' : r.error.message}`).toBe(true);
  expect(menus, 'asked for the legal-actions menu').toBe(0);
  return command;
}

describe('aggressive (the simulator’s default)', () => {
  it('attacks the foe in reach with the weapon of the highest expected damage', () => {
    const s = fight([
      fighter('akodo', 'lion', 0, { weapons: [dagger, greatsword] }),
      fighter('bayushi', 'scorpion', 5),
    ]);
    expect(choice('aggressive', s)).toEqual({
      type: 'Attack',
      data: { target: 'bayushi', weapon: 'greatsword' },
    });
  });

  it('charges a foe out of reach within double its speed (the attacks follow)', () => {
    const s = fight([fighter('akodo', 'lion', 0), fighter('bayushi', 'scorpion', 40)]);
    expect(choice('aggressive', s)).toEqual({
      type: 'Charge',
      data: { to: { x: 35, y: 0 }, target: 'bayushi', weapon: 'longsword' },
    });
  });

  it('runs at a foe beyond double its speed (a Charge without a target); an archer walks into range', () => {
    const far = fight([fighter('akodo', 'lion', 0), fighter('bayushi', 'scorpion', 100)]);
    expect(choice('aggressive', far)).toEqual({ type: 'Charge', data: { to: { x: 60, y: 0 } } });
    const archer = fight([
      fighter('akodo', 'lion', 0, { weapons: [bow] }),
      fighter('bayushi', 'scorpion', 100),
    ]);
    expect(choice('aggressive', archer)).toEqual({ type: 'Move', data: { to: { x: 30, y: 0 } } });
  });

  it('walks up to a braced polearm rather than charge into its critical strike', () => {
    const s = fight([
      fighter('bayushi', 'scorpion', 25, { weapons: [glaive] }),
      fighter('akodo', 'lion', 0),
    ]);
    const braced = step(combatChaos, s, { type: 'Brace' });
    if (!braced.ok) throw new Error(braced.error.message);
    const ended = step(combatChaos, braced.value.state, { type: 'EndTurn' });
    if (!ended.ok) throw new Error(ended.error.message);
    expect(ended.value.state.current).toBe('akodo');
    expect(choice('aggressive', ended.value.state)).toEqual({
      type: 'Move',
      data: { to: { x: 20, y: 0 } },
    });
  });

  it('takes an attack of opportunity with its most harmful weapon offered', () => {
    const s = fight([
      fighter('bayushi', 'scorpion', 5),
      fighter('akodo', 'lion', 0, { weapons: [dagger, greatsword] }),
    ]);
    const moved = step(combatChaos, s, { type: 'Move', data: { to: { x: 35, y: 0 } } });
    if (!moved.ok) throw new Error(moved.error.message);
    expect(moved.value.state.pending?.reactor).toBe('akodo');
    expect(choice('aggressive', moved.value.state)).toEqual({
      type: 'ReactAttack',
      data: { weapon: 'greatsword' },
    });
  });

  it('gets up first: Kipup with acrobatics (the bonus action), else Stand', () => {
    const entries = (acrobatics: number) => [
      fighter('akodo', 'lion', 0, { skills: { acrobatics } }),
      fighter('bayushi', 'scorpion', 5),
    ];
    expect(choice('aggressive', patch(fight(entries(2)), 'akodo', { prone: true }))).toEqual({
      type: 'Kipup',
      data: { as: 'bonus' },
    });
    expect(choice('aggressive', patch(fight(entries(0)), 'akodo', { prone: true }))).toEqual({
      type: 'Stand',
    });
  });

  it('kips up as a reaction when a Kipup is offered', () => {
    const s = fight([
      fighter('bayushi', 'scorpion', 5),
      fighter('akodo', 'lion', 0, { skills: { acrobatics: 2 } }),
    ]);
    const offered = {
      ...patch(s, 'akodo', { prone: true }),
      pending: kipupOffer('akodo', 'bayushi'),
    };
    expect(choice('aggressive', offered)).toEqual({ type: 'Kipup' });
  });

  it('picks a knocked-away weapon up, and crushes whoever it holds in a grapple (the bonus action)', () => {
    const s = fight([fighter('akodo', 'lion', 0, { might: 3 }), fighter('bayushi', 'scorpion', 5)]);
    expect(choice('aggressive', patch(s, 'akodo', { dropped: ['longsword'] }))).toEqual({
      type: 'PickUp',
      data: { weapon: 'longsword' },
    });
    expect(choice('aggressive', patch(s, 'bayushi', { grappledBy: 'akodo' }))).toEqual({
      type: 'Constrict',
      data: { target: 'bayushi', as: 'bonus' },
    });
  });
});

describe('focus-weakest', () => {
  it('attacks the foe in reach with the least health left, where aggressive takes the easier one', () => {
    const s = hurt(
      fight([
        fighter('akodo', 'lion', 0),
        fighter('bayushi', 'scorpion', 5, { defense: 10 }),
        fighter('shosuro', 'scorpion', 0, { ...at(0, 5), defense: 17 }),
      ]),
      'shosuro',
      4,
    );
    expect(choice('focus-weakest', s)).toMatchObject({
      type: 'Attack',
      data: { target: 'shosuro' },
    });
    expect(choice('aggressive', s)).toMatchObject({ type: 'Attack', data: { target: 'bayushi' } });
  });
});

describe('defensive', () => {
  const duel = () => fight([fighter('akodo', 'lion', 0), fighter('bayushi', 'scorpion', 5)]);

  it('Defends itself when badly hurt and pressed by a less hurt foe', () => {
    expect(choice('defensive', hurt(duel(), 'akodo', 8))).toEqual({ type: 'Defend' });
  });

  it('strikes instead when the foe is hurt worse (so that two hurt defenders never both wait)', () => {
    expect(choice('defensive', hurt(hurt(duel(), 'akodo', 8), 'bayushi', 4))).toMatchObject({
      type: 'Attack',
    });
  });

  it('defendBelow: guards only at or below that fraction of its health', () => {
    expect(choice('defensive', hurt(duel(), 'akodo', 8), { defendBelow: 0.3 })).toMatchObject({
      type: 'Attack',
    });
  });

  it('never charges: it walks to its longest strike distance (aggressive charges)', () => {
    const s = fight([fighter('akodo', 'lion', 0), fighter('bayushi', 'scorpion', 40)]);
    expect(choice('defensive', s)).toEqual({ type: 'Move', data: { to: { x: 30, y: 0 } } });
    expect(choice('aggressive', s)).toMatchObject({ type: 'Charge' });
  });

  it('does not leave a foe’s reach to close in on another', () => {
    const s = fight([
      fighter('akodo', 'lion', 0),
      fighter('bayushi', 'scorpion', -10, { weapons: [glaive] }),
      fighter('shosuro', 'scorpion', 8),
    ]);
    expect(choice('defensive', s)).toEqual({ type: 'EndTurn' });
  });

  it('Defends a threatened ally within reach when no foe is in its own reach', () => {
    const s = fight([
      fighter('akodo', 'lion', 0),
      fighter('matsu', 'lion', 5),
      fighter('bayushi', 'scorpion', 10),
    ]);
    expect(choice('defensive', s)).toEqual({ type: 'Defend', data: { ally: 'matsu' } });
  });
});

describe('protect-leader', () => {
  it('the leader is the side’s first combatant in the encounter still up', () => {
    const s = fight([
      fighter('bayushi', 'scorpion', 20),
      fighter('akodo', 'lion', 0),
      fighter('matsu', 'lion', 5),
    ]);
    expect(leaderOf(s, 'lion')?.id).toBe('akodo');
    expect(leaderOf(hurt(s, 'akodo', 0), 'lion')?.id).toBe('matsu');
  });

  it('strikes the foe threatening the leader first, where aggressive takes the easier one', () => {
    const s = fight([
      fighter('matsu', 'lion', 10),
      fighter('akodo', 'lion', 0),
      fighter('bayushi', 'scorpion', 5, { defense: 17 }),
      fighter('shosuro', 'scorpion', 15, { defense: 10 }),
    ]);
    // Matsu acts first but is not the leader: Akodo is listed first among the lions.
    const lionsFirst = { ...s, combatants: reorder(s, ['akodo', 'matsu', 'bayushi', 'shosuro']) };
    expect(choice('protect-leader', lionsFirst)).toMatchObject({
      type: 'Attack',
      data: { target: 'bayushi' },
    });
    expect(choice('aggressive', lionsFirst)).toMatchObject({
      type: 'Attack',
      data: { target: 'shosuro' },
    });
  });

  it('Defends the leader when it cannot reach the foe threatening him', () => {
    const s = fight([
      fighter('matsu', 'lion', 0, at(0, 5)),
      fighter('akodo', 'lion', 0),
      fighter('bayushi', 'scorpion', -5),
    ]);
    const lionsFirst = { ...s, combatants: reorder(s, ['akodo', 'matsu', 'bayushi']) };
    const matsu = lionsFirst.combatants['matsu'] as Combatant;
    const d = dataOf(matsu);
    const noMove = withData(lionsFirst, matsu, { ...d, budget: { ...d.budget, move: 0 } });
    expect(choice('protect-leader', noMove)).toEqual({ type: 'Defend', data: { ally: 'akodo' } });
  });
});

/** The combatants record in another encounter order (the order leaderOf reads). */
function reorder(s: CombatState, ids: readonly string[]): Record<string, Combatant> {
  const out: Record<string, Combatant> = {};
  for (const id of ids) out[id] = s.combatants[id] as Combatant;
  return out;
}

describe('tactician', () => {
  const wrestler = { skills: { athletics: 6 }, might: 4, weapons: [fists] };

  it('grapples an unarmed foe when the Constricts to come outweigh its attack; not at maneuverThreshold 0.9', () => {
    const s = fight([
      fighter('akodo', 'lion', 0, wrestler),
      fighter('bayushi', 'scorpion', 5, { weapons: [fists] }),
    ]);
    expect(choice('tactician', s)).toEqual({ type: 'Grapple', data: { target: 'bayushi' } });
    expect(choice('tactician', s, { maneuverThreshold: 0.9 })).toMatchObject({ type: 'Attack' });
    expect(choice('aggressive', s)).toMatchObject({ type: 'Attack' });
  });

  it('trips a foe its allies, yet to act, can then strike with advantage; not one with acrobatics', () => {
    const entries = (acrobatics: number) => [
      fighter('akodo', 'lion', 0, { skills: { athletics: 6 } }),
      fighter('bayushi', 'scorpion', 5, { weapons: [bow], skills: { acrobatics } }),
      fighter('matsu', 'lion', 10, { weapons: [greatsword], extraAttack: true }),
      fighter('ikoma', 'lion', 5, { ...at(5, 5), weapons: [greatsword], extraAttack: true }),
    ];
    expect(choice('tactician', fight(entries(0)))).toMatchObject({
      type: 'Trip',
      data: { target: 'bayushi' },
    });
    expect(choice('tactician', fight(entries(3))).type).not.toBe('Trip');
  });

  it('pushes a grappler off an ally', () => {
    const s = patch(
      fight([
        fighter('akodo', 'lion', 0, { skills: { athletics: 8 }, weapons: [dagger] }),
        fighter('bayushi', 'scorpion', 5, { ...wrestler, defense: 18 }),
        fighter('matsu', 'lion', 10),
      ]),
      'matsu',
      { grappledBy: 'bayushi' },
    );
    expect(choice('tactician', s)).toEqual({
      type: 'Push',
      data: { target: 'bayushi', distance: 10 },
    });
  });

  it('supports an ally yet to act against the foe it threatens when it cannot strike itself', () => {
    const s = fight([
      fighter('akodo', 'lion', 0, { speed: 0 }),
      fighter('matsu', 'lion', 20, { weapons: [greatsword], extraAttack: true }),
      fighter('bayushi', 'scorpion', 25),
    ]);
    expect(choice('tactician', s)).toEqual({
      type: 'Support',
      data: { ally: 'matsu', target: 'bayushi' },
    });
    expect(choice('aggressive', s)).toEqual({ type: 'EndTurn' });
  });
});

describe('every tactic fights every example to a winner', () => {
  const examples = readdirSync(new URL('../../../../examples/', import.meta.url)).filter(
    (f) => f.startsWith('combat-chaos-') && f.endsWith('.yaml'),
  );
  const load = (file: string, options: Record<string, unknown>): CombatState => {
    const spec = parse(
      readFileSync(new URL(`../../../../examples/${file}`, import.meta.url), 'utf8'),
    ) as EncounterSpec;
    const made = createCombat(combatChaos, { ...spec, options: { ...spec.options, ...options } });
    if (!made.ok) throw new Error(JSON.stringify(made.error));
    return made.value;
  };
  const policy = (name: string): Policy => {
    const made = makePolicy(combatChaos, name);
    if (!made.ok) throw new Error(made.error.message);
    return made.value;
  };
  const names = Object.keys(TACTICS);

  it('has the tactics a GM recognises, each parameter’s default within its range', () => {
    expect(names).toEqual(
      expect.arrayContaining([
        'aggressive',
        'defensive',
        'focus-weakest',
        'protect-leader',
        'tactician',
      ]),
    );
    expect(names).not.toContain('random');
    for (const t of Object.values(TACTICS))
      for (const p of Object.values(t.params ?? {})) {
        expect(p.default).toBeGreaterThanOrEqual(p.min);
        expect(p.default).toBeLessThanOrEqual(p.max);
      }
  });

  /** The options where the seed is vague, each away from its default. */
  const unusual = {
    combatChaos: false,
    criticalDamage: 'double-dice',
    leavingReachProvokes: false,
    proneEffects: 'none',
    defendLasts: 'end-of-round',
    spellSoak: false,
    standingProvokes: false,
  };

  it.each([
    ...examples.map((file) => [file, {}] as const),
    ['combat-chaos-ambush.yaml', unusual] as const,
  ])('%s %o: each tactic against itself, aggressive and random', (file, options) => {
    const initial = load(file, options);
    const sides = [...new Set(Object.values(initial.combatants).map((c) => c.side))];
    for (const name of names)
      for (const rival of [name, 'aggressive', 'random'])
        for (const seed of [1, 2, 3]) {
          let menus = 0;
          /** The tactic of this rule set, counting its calls for the menu (random's are its own). */
          const counted = (p: Policy): Policy => ({
            name: p.name,
            choose: (ctx) =>
              p.choose({
                ruleSet: ctx.ruleSet,
                state: ctx.state,
                actor: ctx.actor,
                rng: ctx.rng,
                options: () => {
                  menus++;
                  return ctx.options();
                },
              }),
          });
          const mine = counted(policy(name));
          const theirs = rival === 'random' ? policy(rival) : counted(policy(rival));
          const r = runFight(combatChaos, initial, {
            seed,
            policyOf: (id) => (initial.combatants[id]?.side === sides[seed % 2] ? mine : theirs),
          });
          if (!r.ok) throw new Error(`${name} vs ${rival}: ${r.error.message}`);
          expect(
            r.value.winner,
            `${name} vs ${rival}, seed ${seed}: ${r.value.reason}`,
          ).not.toBeNull();
          expect(menus, `${name} vs ${rival}, seed ${seed}: menus asked for`).toBe(0);
        }
  });
});
