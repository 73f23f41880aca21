/**
 * The simulator's tactics of l5r4e (tactics/tactics.ts): each tactic's defining choice on real states
 * (small encounters through the kernel with typed-in Initiative, and the examples' own scripts),
 * every command accepted by the engine and none of them asking for the legal-actions menu; then
 * every tactic fights every example (and the engine benchmark's duel) to a winner.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createRng } from '../../../dice/index.js';
import {
  Combat,
  createCombat,
  step,
  type Command,
  type CombatState,
  type EncounterSpec,
  type PolicyContext,
} from '../../../engine/index.js';
import { runFight } from '../../../sim/fight.js';
import { makePolicy } from '../../../sim/policy.js';
import { l5r4e } from '../index.js';
import { TACTICS } from './tactics.js';
import { chanceAtLeast } from './odds.js';
import { checkOdds } from '../../../dice/index.js';

type Entry = Record<string, unknown>;

/** A Rank-1 bushi: Reflexes 2 (Initiative 3k2), Agility 3, Earth 2 (Injured past 22 Wounds). */
const NO_ARMOR = { name: 'none', armorTN: 0, reduction: 0 };

const samurai = (id: string, side: string, x: number, y = 0, extra: Entry = {}): Entry => ({
  id,
  name: id,
  side,
  position: { x, y },
  traits: { reflexes: 2, agility: 3, strength: 3 },
  void: 2,
  insightRank: 1,
  skills: { kenjutsu: 3, defense: 2 },
  weapon: 'katana',
  armor: 'light',
  ...extra,
});

/** Applies a command that must be accepted (as the simulator does: the version goes up). */
function play(s: CombatState, command: Command): CombatState {
  const r = step(l5r4e, s, command);
  if (!r.ok) throw new Error(`${command.type} refused: ${r.error.code}: ${r.error.message}`);
  return { ...r.value.state, version: s.version + 1 };
}

/**
 * A fight started with the combatants acting in the order given (typed-in Initiative: the pool's
 * dice and the roll-off each), after the GM's setup commands.
 */
function fight(entries: Entry[], setup: Command[] = [], options: Entry = {}): CombatState {
  const made = createCombat(l5r4e, { ruleSet: 'l5r4e', seed: 3, options, combatants: entries });
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  const c = Combat.start(l5r4e, made.value);
  for (const command of setup) if (!c.send(command).ok) throw new Error(command.type);
  // Per combatant: the (Insight Rank + Reflexes) dice of the pool, the first one deciding, and the d10.
  const faces = entries.flatMap((e, i) => {
    const reflexes = (e['traits'] as { reflexes?: number } | undefined)?.reflexes ?? 2;
    const pool = ((e['insightRank'] as number | undefined) ?? 1) + reflexes;
    return [9 - i, ...Array<number>(pool - 1).fill(1), 5];
  });
  const r = c.send({ type: 'StartCombat', meta: { faces } });
  if (!r.ok) throw new Error(r.error.message);
  return c.state;
}

/** Ends Turns until it is `id`'s Turn in Round `round`. */
function until(s: CombatState, id: string, round: number): CombatState {
  let state = s;
  while (!(state.current === id && state.round === round)) state = play(state, { type: 'EndTurn' });
  return state;
}

const hurt = (id: string, wounds: number): Command => ({
  type: 'AdjustWounds',
  data: { id, wounds },
});

/**
 * What the tactic chooses for whoever acts now: the command, checked against the engine, and
 * whether it asked for the full menu.
 */
function choose(
  s: CombatState,
  tactic: string,
  params: Record<string, number> = {},
): { command: Command; menu: boolean } {
  const policy = makePolicy(l5r4e, tactic, params);
  if (!policy.ok) throw new Error(policy.error.message);
  let menu = false;
  const actor = s.pending?.reactor ?? s.current ?? '';
  const ctx: PolicyContext = {
    ruleSet: l5r4e,
    state: s,
    actor,
    rng: createRng(1),
    options: () => {
      menu = true;
      return l5r4e.legalActions(s, actor);
    },
  };
  const command = policy.value.choose(ctx);
  expect(step(l5r4e, s, command).ok, JSON.stringify(command)).toBe(true);
  return { command, menu };
}

/** The command of a Turn that asks no menu. */
function next(s: CombatState, tactic: string, params: Record<string, number> = {}): Command {
  const { command, menu } = choose(s, tactic, params);
  expect(menu).toBe(false);
  return command;
}

const data = (c: Command): Record<string, unknown> => ({ ...c.data });

/** An example encounter, after its setup commands (those before StartCombat) when asked. */
function example(file: string, withSetup = false): CombatState {
  const text = readFileSync(new URL(`../../../../${file}`, import.meta.url), 'utf8');
  const spec = parse(text) as EncounterSpec & { script?: Command[] };
  const made = createCombat(l5r4e, spec);
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  let s = made.value;
  if (withSetup)
    for (const command of spec.script ?? []) {
      if (command.type === 'StartCombat') break;
      s = play(s, command);
    }
  return s;
}

/** The example's script played up to (not including) its `n`th command of type `type`. */
function scriptedUntil(file: string, type: string, n = 1): CombatState {
  const text = readFileSync(new URL(`../../../../${file}`, import.meta.url), 'utf8');
  const spec = parse(text) as EncounterSpec & { script: Command[] };
  const made = createCombat(l5r4e, spec);
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  let s = made.value;
  let seen = 0;
  for (const command of spec.script) {
    if (command.type === type && ++seen === n) return s;
    s = play(s, command);
  }
  throw new Error(`no ${type} in ${file}`);
}

describe('aggressive (the simulator default)', () => {
  it('takes Full Attack from Round 2 with a foe in reach, then the Raises of the most expected Wounds', () => {
    let s = until(fight([samurai('akodo', 'lion', 0), samurai('bayushi', 'crane', 5)]), 'akodo', 2);
    const stance = next(s, 'aggressive');
    expect(stance).toEqual({ type: 'SetStance', data: { stance: 'fullAttack' } });
    s = play(s, stance);
    const attack = next(s, 'aggressive');
    expect(attack.type).toBe('Attack');
    expect(data(attack)['target']).toBe('bayushi');
    // The menu's plain attack has the exact odds: its expected Wounds by Raises called.
    const plain = l5r4e
      .legalActions(s, 'akodo')
      .find((o) => o.command.type === 'Attack' && Object.keys(o.command.data ?? {}).length === 1);
    const ew = plain?.odds?.expectedWounds ?? [];
    expect(ew.length).toBeGreaterThan(1);
    expect(data(attack)['raises'] ?? 0).toBe(ew.indexOf(Math.max(...ew)));
    // After the Complex attack nothing is left: the Turn ends.
    expect(next(play(s, attack), 'aggressive')).toEqual({ type: 'EndTurn' });
  });

  it('closes with the nearest foe: a Free Move towards him, as far as it goes', () => {
    const s = fight([
      samurai('akodo', 'lion', 0),
      samurai('far', 'crane', 0, 60),
      samurai('near', 'crane', 30),
    ]);
    const move = next(s, 'aggressive');
    expect(move).toEqual({ type: 'Move', data: { to: { x: 10, y: 0 }, as: 'free' } });
  });

  it('draws a sheathed katana before fighting (the iaijutsu example without its duel)', () => {
    const s = play(example('examples/l5r4e-iaijutsu-duel.yaml'), { type: 'StartCombat' });
    expect(next(s, 'aggressive')).toEqual({ type: 'DrawWeapon' });
  });

  it('fights the iaijutsu duel stage by stage (Assess, Focus, Strike) to its verdict', () => {
    const s = example('examples/l5r4e-iaijutsu-duel.yaml', true);
    const policy = makePolicy(l5r4e, 'aggressive');
    if (!policy.ok) throw new Error(policy.error.message);
    for (const seed of [1, 2, 3]) {
      const r = runFight(l5r4e, s, { seed, policyOf: () => policy.value, keepEvents: true });
      if (!r.ok) throw new Error(r.error.message);
      const types = r.value.events?.map((e) => e.type) ?? [];
      expect(types).toEqual(expect.arrayContaining(['DuelAssessed', 'DuelFocused', 'DuelStruck']));
      expect(r.value.reason).toMatch(/^duel: /);
      expect(r.value.rounds).toBe(3);
    }
  });

  it('in a grapple: the controller Hits the foe held; one held without control ends the Turn', () => {
    const file = 'examples/l5r4e-grapple.yaml';
    // Round 2, Akodo's Turn: he kept control (the script's GrappleHit comes next).
    const controlling = scriptedUntil(file, 'GrappleHit');
    expect(controlling.current).toBe('akodo');
    expect(next(controlling, 'aggressive')).toEqual({
      type: 'GrappleHit',
      data: { target: 'bayushi' },
    });
    // Round 1, Bayushi's Turn: held by the Lion, only Free Actions.
    const held = scriptedUntil(file, 'Speak');
    expect(held.current).toBe('bayushi');
    expect(next(held, 'aggressive')).toEqual({ type: 'EndTurn' });
  });

  it('a shugenja pulls out the scroll of a harmful spell, then casts it on a foe in range', () => {
    // spellNeedsScroll: the scroll first (a Free Action), then the Spell Casting roll.
    let s = play(example('examples/l5r4e-shugenja.yaml', true), { type: 'StartCombat' });
    expect(s.current).toBe('kitsu');
    const pull = next(s, 'aggressive');
    expect(pull.type).toBe('PullOutScroll');
    s = play(s, pull);
    const cast = next(s, 'aggressive');
    expect(cast.type).toBe('CastSpell');
    expect(data(cast)['spell']).toBe(data(pull)['spell']);
    expect(['bayushi', 'tadashi']).toContain(data(cast)['target']);
  });
});

describe('focus-weakest', () => {
  it('attacks the foe in reach closest to Out, where aggressive takes the likelier Wounds', () => {
    const s = fight(
      [
        samurai('akodo', 'lion', 0),
        samurai('fresh', 'crane', 5, 0, { armor: NO_ARMOR }),
        samurai('bleeding', 'crane', 0, 5, { armor: 'heavy' }),
      ],
      [hurt('bleeding', 20)],
    );
    expect(data(next(s, 'focus-weakest'))['target']).toBe('bleeding');
    expect(data(next(s, 'aggressive'))['target']).toBe('fresh');
  });
});

describe('defensive', () => {
  const trio = (): Entry[] => [
    samurai('akodo', 'lion', 0),
    samurai('matsu', 'lion', 0, 5),
    samurai('bayushi', 'crane', 5),
  ];

  it('closes in under the Defense Stance when no foe can be struck this Turn', () => {
    const s = until(
      fight([samurai('akodo', 'lion', 0), samurai('bayushi', 'crane', 60)]),
      'akodo',
      2,
    );
    expect(next(s, 'defensive')).toEqual({ type: 'SetStance', data: { stance: 'defense' } });
    expect(next(s, 'aggressive').type).toBe('Move');
  });

  it('takes Full Defense when badly hurt with a foe close while an ally fights on', () => {
    const s = until(fight(trio(), [hurt('akodo', 23)]), 'akodo', 2); // Injured
    expect(next(s, 'defensive')).toEqual({ type: 'SetStance', data: { stance: 'fullDefense' } });
    // fullDefenseAt 5 (Crippled): Injured fights on (a Void Point on Armor TN first, being hurt).
    const tuned = { fullDefenseAt: 5 };
    const armor = next(s, 'defensive', tuned);
    expect(armor).toEqual({ type: 'SpendVoid', data: { use: 'armor' } });
    expect(next(play(s, armor), 'defensive', tuned).type).toBe('Attack');
  });

  it('the last one standing (or with only badly hurt allies) fights on', () => {
    const s = until(fight(trio(), [hurt('akodo', 23), hurt('matsu', 24)]), 'akodo', 2);
    const armor = next(s, 'defensive');
    expect(armor).toEqual({ type: 'SpendVoid', data: { use: 'armor' } });
    expect(next(play(s, armor), 'defensive').type).toBe('Attack');
  });

  it('spends a Void Point on +10 Armor TN when hurt and a foe is close', () => {
    const s = until(fight(trio(), [hurt('akodo', 5)]), 'akodo', 2);
    expect(next(s, 'defensive')).toEqual({ type: 'SpendVoid', data: { use: 'armor' } });
  });
});

describe('Crippled and Down (seed 000: "Complex Actions cannot be taken"; Down "can only take Free Actions")', () => {
  it('every tactic, Crippled next to a foe, chooses a command the engine accepts, never the attack', () => {
    for (const tactic of Object.keys(TACTICS)) {
      // given Akodo Crippled (Earth 2: 27 Wounds), Bayushi 5 ft away, Akodo's Turn in Round 2
      let s = until(
        fight([samurai('akodo', 'lion', 0), samurai('bayushi', 'crane', 5)], [hurt('akodo', 27)]),
        'akodo',
        2,
      );
      // when the tactic plays his Turn to its end, then each command is accepted and none attacks
      for (let i = 0; i < 10 && s.current === 'akodo'; i++) {
        const { command } = choose(s, tactic);
        expect(command.type, tactic).not.toBe('Attack');
        s = play(s, command);
      }
      expect(s.current, tactic).not.toBe('akodo');
    }
  });
});

describe('protect-leader', () => {
  // The lion leader is the first lion of the encounter: akodo.
  const band = (): Entry[] => [
    samurai('matsu', 'lion', 0, 5),
    samurai('ikoma', 'lion', 5, 5),
    samurai('akodo', 'lion', 0, 0),
    samurai('bayushi', 'crane', 10, 0),
  ];

  it('guards the leader while a foe is within 10 ft of them, once (a second Guard adds nothing)', () => {
    // The leader is the side's first combatant in the encounter's order.
    const leaderFirst = [band()[2] as Entry, ...band().filter((e) => e['id'] !== 'akodo')];
    let s = until(fight(leaderFirst), 'matsu', 1);
    const guard = next(s, 'protect-leader');
    expect(guard).toEqual({ type: 'Guard', data: { target: 'akodo' } });
    s = until(play(play(s, guard), { type: 'EndTurn' }), 'ikoma', 1);
    const second = next(s, 'protect-leader');
    expect(second.type).not.toBe('Guard');
  });

  it('moves back to the leader when more than 5 ft away', () => {
    const s = fight([
      samurai('akodo', 'lion', 0, 0),
      samurai('matsu', 'lion', 30, 0),
      samurai('bayushi', 'crane', 60, 0),
    ]);
    const move = until(s, 'matsu', 1);
    const command = next(move, 'protect-leader');
    expect(command.type).toBe('Move');
    const to = data(command)['to'] as { x: number; y: number };
    expect(to.x).toBeLessThan(30);
  });
});

describe('tactician', () => {
  /** A master against a slow unarmored foe; `voidPoints` 0 leaves the Void Point out. */
  const duel = (voidPoints = 4): CombatState =>
    until(
      fight([
        samurai('akodo', 'lion', 0, 0, { skills: { kenjutsu: 5 }, void: 4, voidPoints }),
        samurai('ashigaru', 'crane', 5, 0, { traits: { reflexes: 1 }, armor: NO_ARMOR }),
      ]),
      'akodo',
      1,
    );

  const raises = (c: Command): number => (data(c)['raises'] as number | undefined) ?? 0;

  it('raiseThreshold 0.9 calls fewer Raises than 0.3', () => {
    const s = duel(0);
    const careful = next(s, 'tactician', { raiseThreshold: 0.9 });
    const bold = next(s, 'tactician', { raiseThreshold: 0.3 });
    expect(careful.type).toBe('Attack');
    expect(bold.type).toBe('Attack');
    expect(raises(careful)).toBeLessThan(raises(bold));
  });

  it('calls the most Raises whose chance to hit stays at or above the threshold', () => {
    const s = duel(0);
    const options = l5r4e.legalActions(s, 'akodo');
    const plain = options.find(
      (o) => o.command.type === 'Attack' && Object.keys(o.command.data ?? {}).length === 1,
    );
    const up = [plain?.odds?.hit ?? 0, ...(plain?.odds?.withRaises ?? [])];
    for (const threshold of [0.2, 0.5, 0.8]) {
      let most = 0;
      while (most + 1 < up.length && (up[most + 1] ?? 0) >= threshold) most++;
      expect(raises(next(s, 'tactician', { raiseThreshold: threshold }))).toBe(most);
    }
  });

  it('spends a Void Point on the roll when it lifts the chance to hit to the threshold', () => {
    const s = duel();
    const options = l5r4e.legalActions(s, 'akodo');
    const attack = (key: string) =>
      options.find((o) => o.command.type === 'Attack' && o.command.data?.[key] === true);
    const plainHit =
      options
        .find((o) => o.command.type === 'Attack' && Object.keys(o.command.data ?? {}).length === 1)
        ?.odds?.withRaises?.at(-1) ?? 0;
    const voidHit = attack('void')?.odds?.withRaises?.at(-1) ?? 0;
    expect(voidHit).toBeGreaterThan(plainHit);
    // A threshold only the Void Point reaches with every Raise called.
    const threshold = (plainHit + voidHit) / 2;
    const command = next(s, 'tactician', { raiseThreshold: threshold });
    expect(data(command)['void']).toBe(true);
  });

  it('takes the Defense Stance when it can strike no one this Turn', () => {
    const s = until(
      fight([samurai('akodo', 'lion', 0), samurai('bayushi', 'crane', 60)]),
      'akodo',
      2,
    );
    expect(next(s, 'tactician')).toEqual({ type: 'SetStance', data: { stance: 'defense' } });
  });

  it('weighs Full Attack by the odds: it takes it against a foe who can hardly hurt back', () => {
    const s = until(
      fight([
        samurai('akodo', 'lion', 0, 0, { armor: 'heavy' }),
        samurai('ashigaru', 'crane', 5, 0, { skills: {}, weapon: 'tanto' }),
      ]),
      'akodo',
      2,
    );
    expect(next(s, 'tactician')).toEqual({ type: 'SetStance', data: { stance: 'fullAttack' } });
  });
});

describe('reactions', () => {
  it('a pending reaction is answered (declined) by every tactic', () => {
    const base = fight([samurai('akodo', 'lion', 0), samurai('bayushi', 'crane', 5)]);
    const s: CombatState = {
      ...base,
      pending: { kind: 'reaction', reactor: 'bayushi', trigger: 'test' },
    };
    for (const name of Object.keys(TACTICS)) {
      const policy = makePolicy(l5r4e, name);
      if (!policy.ok) throw new Error(policy.error.message);
      const ctx: PolicyContext = {
        ruleSet: l5r4e,
        state: s,
        actor: 'bayushi',
        rng: createRng(1),
        options: () => [],
      };
      expect(policy.value.choose(ctx)).toEqual({ type: 'DeclineReaction' });
    }
  });
});

describe('the exact odds of the tactics', () => {
  it('P(roll ≥ TN) from the roll’s whole distribution is checkOdds’s', () => {
    for (const roll of ['6k3', '9k4', '7k3ro1+5', '5k3u', '3k1'])
      for (const tn of [5, 15, 20, 27, 40])
        expect(chanceAtLeast(roll, tn)).toBeCloseTo(checkOdds(roll, tn).probability, 12);
  });
});

const FILES = [
  'bench/encounters/l5r4e-rank1-duel.yaml',
  ...readdirSync(new URL('../../../../examples/', import.meta.url))
    .filter((f) => f.startsWith('l5r4e-') && f.endsWith('.yaml'))
    .map((f) => `examples/${f}`),
];

describe('every tactic fights every example to the end', () => {
  const tactics = Object.keys(TACTICS);

  it.each(FILES)(
    '%s: a winner for every tactic and seed, from the encounter and after its setup',
    (file) => {
      for (const withSetup of [false, true]) {
        const initial = example(file, withSetup);
        for (const name of tactics) {
          const policy = makePolicy(l5r4e, name);
          if (!policy.ok) throw new Error(policy.error.message);
          for (const seed of [1, 2]) {
            const r = runFight(l5r4e, initial, { seed, policyOf: () => policy.value });
            if (!r.ok) throw new Error(`${name}: ${r.error.message}`);
            expect(r.value.reason, `${name}, seed ${seed}`).not.toMatch(/round cap/);
            // The duel's kharmic strike (both struck at once) is the only fight with no victor.
            if (r.value.winner === null) expect(r.value.reason).toMatch(/kharmic strike/);
          }
        }
      }
    },
  );

  it.each(FILES)(
    '%s: every tactic against random legal actions, every command accepted',
    (file) => {
      const initial = example(file, true);
      const sides = [...new Set(Object.values(initial.combatants).map((c) => c.side))];
      const random = makePolicy(l5r4e, 'random');
      if (!random.ok) throw new Error(random.error.message);
      for (const name of tactics) {
        const policy = makePolicy(l5r4e, name);
        if (!policy.ok) throw new Error(policy.error.message);
        for (const [seed, mine] of [
          [1, sides[0]],
          [2, sides[1]],
        ] as const) {
          const r = runFight(l5r4e, initial, {
            seed,
            roundCap: 30,
            policyOf: (id) => (initial.combatants[id]?.side === mine ? policy.value : random.value),
          });
          if (!r.ok) throw new Error(`${name}: ${r.error.message}`);
        }
      }
    },
  );
});
