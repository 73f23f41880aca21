/**
 * Random fights: sequences of commands taken from legalActions (seeded dice) always succeed and keep
 * the invariants; duels end; random illegal commands are refused without a change.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Combat,
  createCombat,
  decide,
  evolve,
  type Command,
  type CombatState,
} from '../../engine/index.js';
import { createRng } from '../../dice/index.js';
import { combatChaos } from './index.js';
import { dataIn, type Entry } from './test-kit.js';
import { canStrike } from './attack/index.js';
import { gameOf, sheetOf } from './state.js';

const weapon = (i: number) =>
  fc.record({
    name: fc.constant(`w${i}`),
    hitBonus: fc.integer({ min: -1, max: 9 }),
    damage: fc
      .tuple(fc.integer({ min: 1, max: 2 }), fc.constantFrom(4, 6, 8, 10, 12), fc.nat(4))
      .map(([n, s, b]) => `${n}d${s}+${b}`),
    reach: fc.constantFrom(5, 10),
    keywords: fc.constantFrom([], ['polearm'], ['missile'], ['unarmed']),
    range: fc.integer({ min: 20, max: 120 }),
  });

const entry = (id: string, side: string) =>
  fc.record({
    id: fc.constant(id),
    side: fc.constant(side),
    position: fc.record({ x: fc.integer({ min: 0, max: 60 }), y: fc.integer({ min: 0, max: 60 }) }),
    defense: fc.integer({ min: 8, max: 18 }),
    soak: fc.integer({ min: 0, max: 3 }),
    health: fc.integer({ min: 1, max: 25 }),
    speed: fc.constantFrom(10, 25, 30, 40),
    alertness: fc.integer({ min: 0, max: 15 }),
    skills: fc.record({
      stealth: fc.integer({ min: 0, max: 8 }),
      athletics: fc.integer({ min: 0, max: 6 }),
      acrobatics: fc.integer({ min: 0, max: 6 }),
      spellcraft: fc.integer({ min: 0, max: 6 }),
    }),
    might: fc.integer({ min: -1, max: 4 }),
    save: fc.integer({ min: 0, max: 5 }),
    reactions: fc.constantFrom('ask', 'ask', 'always', 'never'),
    spells: fc.constantFrom(
      [],
      [{ name: 'bolt', attack: 'spellcraft', damage: '2d6', range: 60 }],
      [
        { name: 'hex', attack: 3, damage: '1d8', range: 30 },
        { name: 'smoke', action: 'bonus', save: { dc: 12 }, damage: '2d4', range: 30 },
      ],
    ),
    level: fc.integer({ min: 1, max: 20 }),
    class: fc.constantFrom('warrior', 'rogue'),
    extraAttack: fc.boolean(),
    initiativeBonus: fc.integer({ min: -2, max: 5 }),
    weapons: fc.tuple(weapon(0), fc.option(weapon(1))).map(([a, b]) => (b ? [a, b] : [a])),
  });

const options = fc.record({
  combatChaos: fc.boolean(),
  initiativeTieBreak: fc.constantFrom('bonus-then-roll', 'bonus', 'roll'),
  initiativeGroups: fc.constantFrom('each', 'side'),
  groupCheck: fc.constantFrom('half', 'all', 'average'),
  criticalDamage: fc.constantFrom('double-roll', 'double-dealt', 'double-dice'),
  leavingReachProvokes: fc.boolean(),
  proneEffects: fc.constantFrom('d20', 'none'),
  defendLasts: fc.constantFrom('next-turn', 'end-of-round'),
  standingProvokes: fc.boolean(),
  spellSoak: fc.boolean(),
});

const prelude = fc.constantFrom<Command[]>(
  [],
  [{ type: 'DeclareSurprise', data: { side: 'b' } }],
  [{ type: 'Ambush', data: { ambushers: 'a', ambushed: 'b' } }],
);

const duel = fc.record({
  seed: fc.nat(1e6),
  options,
  combatants: fc.tuple(entry('a1', 'a'), entry('b1', 'b')),
  prelude,
  /** Seeds the policy's choices among the legal actions. */
  policy: fc.nat(1e6),
});

function build(spec: { seed: number; options: object; combatants: readonly Entry[] }): CombatState {
  const made = createCombat(combatChaos, {
    ruleSet: 'combat-chaos',
    ...spec,
    options: { ...spec.options },
  });
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  return made.value;
}

/** decide + evolve in memory (Combat.send replays the log each time: too slow for 2000 steps). */
function step(s: CombatState, command: Command): CombatState {
  const r = decide(combatChaos, s, command);
  if (!r.ok)
    throw new Error(`${JSON.stringify(command)} refused: ${r.error.code}: ${r.error.message}`);
  let next = s;
  for (const e of r.value) next = evolve(combatChaos, next, e);
  return { ...next, version: next.version + 1 };
}

const actorOf = (s: CombatState): string | null => s.pending?.reactor ?? s.current;

function checkInvariants(s: CombatState): void {
  for (const c of Object.values(s.combatants)) {
    const d = dataIn(s, c.id);
    expect(Number.isInteger(d.health) && d.health >= 0 && d.health <= sheetOf(c).health).toBe(true);
    for (const v of Object.values(d.budget)) expect(v).toBeGreaterThanOrEqual(0);
  }
  if (s.status === 'active') {
    expect(s.current === null || s.combatants[s.current] !== undefined).toBe(true);
    expect(s.current, 'one combatant acts while the fight is on').not.toBeNull();
  }
}

describe('random fights', () => {
  it('legal sequences always succeed, keep health within bounds and the state JSON-safe, and a duel ends', () => {
    fc.assert(
      fc.property(duel, ({ seed, options: opts, combatants, prelude: pre, policy }) => {
        const rng = createRng(policy);
        let s = build({ seed, options: opts, combatants });
        for (const c of pre) s = step(s, c);
        s = step(s, { type: 'StartCombat' });
        let n = 0;
        for (; s.status === 'active' && n < 2000; n++) {
          const who = actorOf(s);
          expect(who).not.toBeNull();
          const legal = combatChaos.legalActions(s, who ?? '');
          expect(legal.length).toBeGreaterThan(0);
          const choice = legal[rng.int(legal.length)];
          if (!choice) throw new Error('no choice');
          s = step(s, choice.command);
          checkInvariants(s);
          if (n % 25 === 0) expect(JSON.parse(JSON.stringify(s))).toEqual(s);
        }
        expect(s.status).toBe('ended');
        expect(JSON.parse(JSON.stringify(s))).toEqual(s);
      }),
      { numRuns: 100 },
    );
  });

  it('three against three: queued reactions, side initiative and all keep the invariants', () => {
    const skirmish = fc.record({
      seed: fc.nat(1e6),
      options,
      combatants: fc.tuple(
        entry('a1', 'a'),
        entry('a2', 'a'),
        entry('a3', 'a'),
        entry('b1', 'b'),
        entry('b2', 'b'),
        entry('b3', 'b'),
      ),
      policy: fc.nat(1e6),
    });
    fc.assert(
      fc.property(skirmish, ({ seed, options: opts, combatants, policy }) => {
        const rng = createRng(policy);
        let s = step(build({ seed, options: opts, combatants }), { type: 'StartCombat' });
        for (let n = 0; s.status === 'active' && n < 3000; n++) {
          const legal = combatChaos.legalActions(s, actorOf(s) ?? '');
          const choice = legal[rng.int(legal.length)];
          if (!choice) throw new Error(`nothing legal for ${actorOf(s) ?? 'nobody'}`);
          s = step(s, choice.command);
          checkInvariants(s);
          // Reactions wait only behind a pending one.
          if (s.pending === null) expect(gameOf(s).queue).toEqual([]);
        }
        expect(s.status).toBe('ended');
        expect(JSON.parse(JSON.stringify(s))).toEqual(s);
      }),
      { numRuns: 30 },
    );
  });

  it('random illegal commands (wrong actor, unknown target, out of reach, bad place) are refused without a change', () => {
    fc.assert(
      fc.property(
        duel,
        fc.nat(30),
        fc.nat(3),
        ({ seed, options: opts, combatants, policy }, steps, kind) => {
          const rng = createRng(policy);
          const initial = build({
            seed,
            options: { ...opts, leavingReachProvokes: true },
            combatants,
          });
          const combat = Combat.start(combatChaos, initial);
          expect(combat.send({ type: 'StartCombat' }).ok).toBe(true);
          for (let i = 0; i < steps && combat.state.status === 'active'; i++) {
            const legal = combatChaos.legalActions(combat.state, actorOf(combat.state) ?? '');
            const choice = legal[rng.int(legal.length)];
            if (choice) expect(combat.send(choice.command).ok).toBe(true);
          }
          const s = combat.state;
          const who = actorOf(s);
          if (s.status !== 'active' || who === null) return;
          const other = who === 'a1' ? 'b1' : 'a1';
          const me = s.combatants[who];
          const foe = s.combatants[other];
          const far =
            me && foe
              ? sheetOf(me).weapons.find((w) => !canStrike(me.position, foe.position, w))
              : undefined;
          const illegal: Command[] = [
            { type: 'EndTurn', meta: { actor: other } },
            { type: 'Attack', data: { target: 'ghost' } },
            { type: 'Move', data: { to: { x: Number.NaN, y: 1 } } },
            far ? { type: 'Attack', data: { target: other, weapon: far.name } } : { type: 'Fly' },
          ];
          const command = illegal[kind] ?? { type: 'Fly' };
          const r = combat.send(command);
          expect(r.ok, JSON.stringify(command)).toBe(false);
          expect(combat.state).toBe(s);
        },
      ),
      { numRuns: 100 },
    );
  });
});
