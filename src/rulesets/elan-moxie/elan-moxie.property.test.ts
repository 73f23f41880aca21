import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../dice/index.js';
import { createCombat, decide, distance, type CombatState } from '../../engine/index.js';
import { elanMoxie } from './index.js';
import { grappleOf, type EmGame } from './state.js';
import type { EmData } from './sheet.js';
import { step } from './test-kit.js';

const MAX_COMMANDS = 2000;

const weaponArb = fc.constantFrom(
  { name: 'sword', damage: 8, kind: 'strength' },
  { name: 'bow', damage: 5, kind: 'strength', range: 'long' },
  { name: 'bolt', damage: 6, kind: 'moxie', damageType: 'fire', range: 'medium' },
  { name: 'dagger', damage: 5, kind: 'strength', accuracy: 2 },
);

/** Abilities of every shape (issue 5): areas, channels, healing, effects, pushes, disruption. */
const abilityArb = fc.constantFrom(
  {
    name: 'flame breath',
    action: 'attack',
    range: 'short',
    area: { shape: 'cone', length: 8 },
    attack: 'moxie',
    damage: 5,
    damageType: 'fire',
  },
  {
    name: 'lightning',
    action: 'full',
    range: 'medium',
    area: { shape: 'line', length: 20 },
    attack: 'moxie',
    damage: 6,
    disruptsChanneling: true,
  },
  {
    name: 'hold person',
    action: 'attack',
    channeled: true,
    range: 'short',
    attack: 'moxie',
    effects: [{ name: 'held', modifiers: { defense: -3, movement: -5 } }],
  },
  { name: 'mend', action: 'move', range: 'melee', affects: 'friends', heal: 2 },
  {
    name: 'ward',
    action: 'free',
    channeled: true,
    range: 'self',
    effects: [{ name: 'warded', modifiers: { defense: 2 } }],
  },
  {
    name: 'shove',
    action: 'attack',
    range: 'melee',
    attack: 'strength',
    damage: 2,
    push: 4,
    knocksProne: true,
    opportunity: true,
  },
  {
    name: 'hex',
    action: 'attack',
    range: 'medium',
    attack: 'moxie',
    effects: [{ name: 'hexed', rounds: 2, modifiers: { soak: -2, accuracy: -1 } }],
  },
);

const stat = fc.integer({ min: -2, max: 4 });
const bonus = fc.integer({ min: 0, max: 3 });
const sheetArb = fc.record({
  agility: stat,
  elan: stat,
  strength: stat,
  moxie: stat,
  accuracyBonus: bonus,
  defenseBonus: bonus,
  soakBonus: bonus,
  damageBonus: bonus,
  resistances: fc.record({ fire: fc.integer({ min: -1, max: 3 }) }),
  movement: fc.integer({ min: 4, max: 12 }),
  wounds: fc.integer({ min: 0, max: 12 }),
  weapons: fc.uniqueArray(weaponArb, { minLength: 1, maxLength: 3, selector: (w) => w.name }),
  abilities: fc.uniqueArray(abilityArb, { maxLength: 3, selector: (a) => a.name }),
});
const pointArb = fc.record({
  x: fc.integer({ min: -30, max: 30 }),
  y: fc.integer({ min: -30, max: 30 }),
});

type Fight = {
  sheets: (readonly [object, { x: number; y: number }])[];
  seed: number;
  surprise: boolean;
  openTurn: boolean;
};

/** Two to four fighters on two sides (a duel when two). */
const fightArb = fc.record({
  sheets: fc.array(fc.tuple(sheetArb, pointArb), { minLength: 2, maxLength: 4 }),
  seed: fc.integer({ min: 0, max: 1e9 }),
  picks: fc.integer({ min: 0, max: 1e9 }),
  surprise: fc.boolean(),
  // Both readings of "as many Free actions ... as he desires" (option turnEndsWithLastAction).
  openTurn: fc.boolean(),
});

function start(f: Fight): CombatState {
  const combatants = f.sheets.map(([sheet, position], i) => ({
    id: `c${i}`,
    side: i % 2 === 0 ? 'red' : 'blue',
    position,
    ...sheet,
  }));
  const made = createCombat(elanMoxie, {
    ruleSet: 'elan-moxie',
    seed: f.seed,
    options: { turnEndsWithLastAction: !f.openTurn },
    combatants,
  });
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  let s = made.value;
  if (f.surprise) s = must(step(s, { type: 'DeclareSurprise', data: { side: 'blue' } }));
  return must(step(s, { type: 'StartCombat' }));
}

function must<T>(
  r: { ok: true; value: T } | { ok: false; error: { code: string; message: string } },
): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

function checkInvariants(s: CombatState): void {
  const game = s.game as EmGame;
  for (const c of Object.values(s.combatants)) {
    const d = c.data as EmData;
    expect(Number.isInteger(d.wounds) && d.wounds >= 0 && d.wounds <= 20).toBe(true);
    expect(d.moves + d.attacks).toBeLessThanOrEqual(2);
    expect(d.attacks).toBeLessThanOrEqual(1);
    expect(d.free).toBeLessThanOrEqual(5);
    // One channel at a time (option maxChannels); none once collapsed.
    expect(d.channeling.length).toBeLessThanOrEqual(1);
    if (d.wounds >= 15) expect(d.channeling).toEqual([]);
    if (d.wounds >= 15) expect(grappleOf(game, c.id)).toBeUndefined();
  }
  for (const g of game.grapples) {
    expect(g.attacker).not.toBe(g.defender);
    expect(game.grapples.filter((x) => [x.attacker, x.defender].includes(g.defender))).toHaveLength(
      1,
    );
  }
  if (s.pending === null) expect(game.queue).toEqual([]);
  if (s.status === 'active') {
    expect(s.current).not.toBeNull();
    expect(s.combatants[s.current ?? '']).toBeDefined();
    expect(elanMoxie.canAct(s, s.current ?? '')).toBe(true);
  } else expect(s.current).toBeNull();
  expect(JSON.parse(JSON.stringify(s))).toEqual(s);
}

/** Who must act now: the pending reactor, else whoever's turn it is. */
const actorOf = (s: CombatState): string => s.pending?.reactor ?? s.current ?? '';

/** Plays random legal actions until the end (or the cap); returns the states on the way. */
function play(
  s0: CombatState,
  picks: number,
  visit: (s: CombatState) => void,
): { s: CombatState; n: number } {
  const rng = createRng(picks);
  let s = s0;
  let n = 0;
  while (s.status === 'active' && n < MAX_COMMANDS) {
    const options = elanMoxie.legalActions(s, actorOf(s));
    const o = options[rng.int(options.length)];
    if (!o) throw new Error(`no legal action for ${actorOf(s)}`);
    const next = step(s, o.command);
    if (!next.ok) throw new Error(`${o.label} refused: ${next.error.code}: ${next.error.message}`);
    s = next.value;
    n++;
    visit(s);
  }
  return { s, n };
}

/**
 * The best chance anyone still in the fight has to wound a foe with one attack: to hit, then the
 * soak failing (the odds hook, with the two side by side so range does not matter). Random sheets
 * can make a fight endless, or nearly (a soak that beats the damage but on a natural 20), and
 * random play then runs into the command cap.
 */
function bestWoundChance(s: CombatState): number {
  const fighters = Object.values(s.combatants).filter((c) => elanMoxie.inFight(s, c.id));
  let best = 0;
  for (const a of fighters)
    for (const b of fighters) {
      if (a.side === b.side) continue;
      const near: CombatState = {
        ...s,
        combatants: { ...s.combatants, [b.id]: { ...b, position: a.position } },
      };
      for (const w of (a.sheet as { weapons: { name: string }[] }).weapons) {
        const o = elanMoxie.odds?.(near, {
          type: 'Attack',
          data: { target: b.id, weapon: w.name },
          meta: { actor: a.id },
        });
        if (!o?.damage) continue;
        const soaked = o.damage.min <= 0 ? (o.damage.probabilities[-o.damage.min] ?? 0) : 0;
        best = Math.max(best, o.hit * (1 - soaked));
      }
    }
  return best;
}

describe('elan-moxie properties', () => {
  it('random legal actions always succeed, keep the invariants and end the fight in finite steps (unless wounds are too rare to, by the sheets)', () => {
    fc.assert(
      fc.property(fightArb, (f) => {
        const s0 = start(f);
        checkInvariants(s0);
        const { s } = play(s0, f.picks, checkInvariants);
        // The fight ends, unless the sheets make wounds too rare for random play to finish it
        // within the cap (at best 1 attack in 10 wounds; e.g. a soak beaten only on a natural 20).
        // Curing abilities can undo wounds as fast as random play deals them: no end is promised.
        const heals = f.sheets.some(([sheet]) =>
          ((sheet as { abilities?: { heal?: number }[] }).abilities ?? []).some(
            (a) => a.heal !== undefined,
          ),
        );
        if (s.status !== 'ended' && !heals) expect(bestWoundChance(s)).toBeLessThan(0.1);
      }),
      { numRuns: 100 },
    );
    // Up to 2000 commands per fight with the whole menu each time; random play in a turn left open
    // for Free actions (issue 14) speaks and releases more before it ends the turn.
  }, 120_000);

  it('illegal commands (wrong actor, unknown target, out of reach) are refused and change nothing', () => {
    fc.assert(
      fc.property(fightArb, fc.integer({ min: 0, max: 60 }), (f, prefix) => {
        let s = start(f);
        const rng = createRng(f.picks);
        for (let i = 0; i < prefix && s.status === 'active'; i++) {
          const options = elanMoxie.legalActions(s, actorOf(s));
          const o = options[rng.int(options.length)];
          if (o) s = must(step(s, o.command));
        }
        if (s.status !== 'active' || !s.current || s.pending) return;
        const me = s.combatants[s.current];
        if (!me) return;
        const snapshot = JSON.stringify(s);
        const refused = (command: Parameters<typeof decide>[2]) => {
          const r = decide(elanMoxie, s, command, { fast: true });
          expect(r.ok).toBe(false);
          expect(JSON.stringify(s)).toBe(snapshot);
        };
        const other = Object.keys(s.combatants).find((id) => id !== s.current) ?? '';
        refused({ type: 'Attack', data: { target: s.current }, meta: { actor: other } });
        refused({ type: 'EndTurn', meta: { actor: other } });
        refused({ type: 'Attack', data: { target: 'nobody' } });
        refused({ type: 'AdjustWounds', data: { id: 'nobody', wounds: 1 } });
        const far = (me.sheet as { movement: number }).movement + 0.5;
        refused({ type: 'Move', data: { to: { x: me.position.x + far, y: me.position.y } } });
        for (const foe of Object.values(s.combatants)) {
          if (foe.id === me.id || distance(me.position, foe.position) <= 150.5) continue;
          refused({ type: 'Attack', data: { target: foe.id, weapon: 'bow' } });
        }
        for (const foe of Object.values(s.combatants)) {
          if (foe.id === me.id || distance(me.position, foe.position) <= 2.01) continue;
          for (const w of ['sword', 'dagger'])
            refused({ type: 'Attack', data: { target: foe.id, weapon: w } });
        }
      }),
      { numRuns: 100 },
    );
  });
});
