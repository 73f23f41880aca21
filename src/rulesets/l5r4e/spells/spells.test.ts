import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkOdds } from '../../../dice/index.js';
import {
  Combat,
  createCombat,
  decide,
  type Command,
  type EncounterSpec,
  type GameEvent,
  type Rolled,
} from '../../../engine/index.js';
import { l5r4e } from '../index.js';
import {
  AKODO_FIRST,
  akodo,
  bayushi,
  combat,
  dataOf,
  ofType,
  refused,
  send,
  start,
} from '../test-kit.js';

type Entry = Record<string, unknown>;

const FURY = {
  name: 'Fury of Osano-wo',
  ring: 'fire',
  mastery: 1,
  range: 50,
  target: 'enemy',
  damage: '3k3',
  raises: { damage: '1k0' },
};
const JADE = {
  name: 'Jade Strike',
  ring: 'earth',
  range: 100,
  damage: '3k3',
  ignoresReduction: true,
};
const PEACE = {
  name: 'Path to Inner Peace',
  ring: 'water',
  range: 0,
  target: 'ally',
  heal: '2k1',
  raises: { heal: '1k0' },
};
const TEMPEST = {
  name: 'Tempest of Air',
  ring: 'air',
  mastery: 2,
  conditions: [{ name: 'prone' }],
};
const DAZE = {
  name: 'Blinding Flash',
  ring: 'air',
  tn: 20,
  conditions: [{ name: 'dazed', rounds: 1 }],
  raises: { rounds: 1 },
};
const WARD = { name: 'Ward', ring: 'void', target: 'self', conditions: [{ name: 'warded' }] };
const SPELLS = [FURY, JADE, PEACE, TEMPEST, DAZE, WARD];

/**
 * Akodo as a shugenja: Fire 3 (Agility 3, Intelligence 3), Earth 2, Water 2, Air 2, Void 2,
 * School Rank 2. Spell Casting: Fire 5k3, Earth/Water/Air/Void 4k2.
 */
const caster = (extra: Entry = {}): Entry =>
  akodo({
    traits: { reflexes: 3, agility: 3, intelligence: 3, strength: 3, perception: 2 },
    schoolRank: 2,
    spells: SPELLS,
    ...extra,
  });

function fight(a: Entry = caster(), b: Entry = bayushi(), options: Entry = {}, wounds = 0) {
  const c = combat([a, b], options);
  if (wounds) send(c, { type: 'AdjustWounds', data: { id: 'akodo', wounds } });
  start(c, ...AKODO_FIRST);
  return c;
}

const cast = (spell: string, faces: number[], extra: Entry = {}): Command => ({
  type: 'CastSpell',
  data: { spell, target: 'bayushi', ...extra },
  meta: { faces },
});

const roll = (e: GameEvent | undefined, key = 'roll'): Rolled => e?.data[key] as Rolled;

const line = (c: Combat, e: GameEvent | undefined): string | undefined =>
  e ? l5r4e.describe(e, c.state) : undefined;

describe("seed 000: 'Cast spell, make attack (melee/ranged), mount horse, skill use (non-Weapon Skill), string bow for use.' — Cast spell", () => {
  it('a Complex Action: the Spell Casting roll (Ring + School Rank)k(Ring) against TN 5 + 5 × Mastery (reference §1.1)', () => {
    const c = fight();
    const [e] = send(c, cast('Fury of Osano-wo', [1, 1, 1, 1, 1]));
    expect(roll(e).expression).toBe('5k3');
    expect(e?.data).toMatchObject({ tn: 10, success: false, spent: { slots: 2 } });
    expect(e?.data['damage']).toBeUndefined();
    expect(dataOf(c.state, 'bayushi').wounds).toBe(0);
    expect(line(c, e)).toBe(
      'Akodo casts Fury of Osano-wo on Bayushi (Complex): 5k3[1, 1, 1, 1d, 1d] = 3 vs TN 10 — the kami do not answer',
    );
    expect(refused(c, { type: 'Speak', data: { words: 'one two three four five six' } })).toBe(
      'l5r4e/no-action-left',
    );
    const air = fight();
    const [t] = send(air, cast('Tempest of Air', [1, 1, 1, 1]));
    expect(roll(t).expression).toBe('4k2');
    expect(t?.data['tn']).toBe(15); // Mastery 2
  });

  it('each Raise adds 5 to the TN and the spell’s `raises.damage` to its damage; the target’s Reduction comes off', () => {
    const c = fight();
    const [e] = send(c, cast('Fury of Osano-wo', [9, 9, 9, 1, 1, 5, 5, 5, 1], { raises: 1 }));
    expect(e?.data).toMatchObject({ tn: 15, raises: 1, success: true, reduction: 3, wounds: 12 });
    expect(roll(e, 'damage').expression).toBe('4k3');
    expect(dataOf(c.state, 'bayushi').wounds).toBe(12);
    expect(line(c, e)).toBe(
      'Akodo casts Fury of Osano-wo on Bayushi (Complex): 5k3[9, 9, 9, 1d, 1d] = 27 vs TN 15, 1 Raise — success; damage 4k3[5, 5, 5, 1d] = 15 − Reduction 3 → 12 Wounds; Bayushi is Nicked',
    );
    const short = fight();
    const [m] = send(short, cast('Fury of Osano-wo', [7, 6, 1, 1, 1], { raises: 1 }));
    expect(m?.data['success']).toBe(false); // 14: beats TN 10 but not the raised 15
    expect(refused(fight(), cast('Fury of Osano-wo', [], { raises: 3 }))).toBe(
      'l5r4e/too-many-raises',
    );
  });

  it('`ignoresReduction`; the target’s technique `reduction` adds to armor’s (Hida Bushi R1-like)', () => {
    const jade = fight();
    const [e] = send(jade, cast('Jade Strike', [9, 9, 1, 1, 5, 5, 5]));
    expect(e?.data).toMatchObject({ reduction: 0, wounds: 15 });
    const crab = fight(
      caster(),
      bayushi({ techniques: [{ name: 'The Way of the Crab', effects: { reduction: 3 } }] }),
    );
    const [f] = send(crab, cast('Fury of Osano-wo', [9, 9, 9, 1, 1, 5, 5, 5]));
    expect(f?.data).toMatchObject({ reduction: 6, wounds: 9 });
  });

  it('healing (Path to Inner Peace-like): on an ally or oneself, within touch, at most the Wounds taken', () => {
    const c = fight(caster(), bayushi(), {}, 10);
    const [e] = send(c, {
      type: 'CastSpell',
      data: { spell: 'Path to Inner Peace', target: 'akodo' },
      meta: { faces: [9, 9, 1, 1, 6, 3] },
    });
    expect(roll(e, 'heal').expression).toBe('2k1');
    expect(e?.data).toMatchObject({ success: true, healed: 6, rank: 'Healthy' });
    expect(dataOf(c.state, 'akodo').wounds).toBe(4);
    const capped = fight(caster(), bayushi(), {}, 3);
    const [k] = send(capped, {
      type: 'CastSpell',
      data: { spell: 'Path to Inner Peace', target: 'akodo', raises: 1 },
      meta: { faces: [9, 9, 1, 1, 6, 3, 2] },
    });
    expect(roll(k, 'heal').expression).toBe('3k1');
    expect(k?.data['healed']).toBe(3);
    expect(dataOf(capped.state, 'akodo').wounds).toBe(0);
  });

  it('conditions: kernel conditions on the target, `rounds` + `raises.rounds` per Raise, counted down at each Round’s end', () => {
    const c = fight();
    const events = send(c, cast('Blinding Flash', [10, 9, 9, 1, 1], { raises: 1 }));
    const added = ofType(events, 'ConditionAdded')[0]?.data['condition'];
    expect(added).toEqual({
      id: 'dazed',
      name: 'dazed',
      source: 'akodo',
      tick: 'round-end',
      rounds: 2,
    });
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' }); // Round 1 ends
    expect(c.state.combatants['bayushi']?.conditions.find((x) => x.id === 'dazed')?.rounds).toBe(1);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' }); // Round 2 ends
    expect(c.state.combatants['bayushi']?.conditions.some((x) => x.id === 'dazed')).toBe(false);
    const prone = fight();
    send(prone, cast('Tempest of Air', [9, 9, 1, 1]));
    expect(prone.state.combatants['bayushi']?.conditions).toContainEqual({
      id: 'prone',
      name: 'prone',
      source: 'akodo',
      tick: 'round-end',
    });
  });

  it('targets by the spell’s `target`: enemy, ally (the caster too), self; alive, and within range (0: touch)', () => {
    const c = fight(caster(), bayushi(), {}, 10);
    expect(refused(c, cast('Fury of Osano-wo', [], { target: 'akodo' }))).toBe('l5r4e/bad-target');
    expect(refused(c, cast('Path to Inner Peace', []))).toBe('l5r4e/bad-target');
    expect(refused(c, cast('Ward', []))).toBe('l5r4e/bad-target');
    expect(refused(c, { type: 'CastSpell', data: { spell: 'Fury of Osano-wo' } })).toBe(
      'l5r4e/no-target',
    );
    expect(refused(c, cast('Fury of Osano-wo', [], { target: 'nobody' }))).toBe(
      'l5r4e/no-such-target',
    );
    expect(refused(c, cast('Summon Oni', []))).toBe('l5r4e/no-such-spell');
    expect(refused(c, { type: 'CastSpell', data: { target: 'bayushi' } })).toBe('l5r4e/bad-spell');
    const [w] = send(c, {
      type: 'CastSpell',
      data: { spell: 'Ward' },
      meta: { faces: [9, 9, 1, 1] },
    });
    expect(w?.data['target']).toBe('akodo');
    const far = fight(caster(), bayushi({ position: { x: 60, y: 0 } }));
    expect(refused(far, cast('Fury of Osano-wo', []))).toBe('l5r4e/out-of-range');
    send(far, cast('Jade Strike', [1, 1, 1, 1])); // 100 ft
    const friends = combat([
      caster(),
      bayushi(),
      akodo({ id: 'matsu', name: 'Matsu', position: { x: 0, y: 10 } }),
    ]);
    send(friends, { type: 'AdjustWounds', data: { id: 'matsu', wounds: 5 } });
    start(friends, ...AKODO_FIRST, [1, 1, 1, 1, 1, 1]);
    const touch = { spell: 'Path to Inner Peace', target: 'matsu' };
    expect(refused(friends, { type: 'CastSpell', data: touch })).toBe('l5r4e/out-of-range');
    const dead = combat([caster(), bayushi(), bayushi({ id: 'shosuro', name: 'Shosuro' })]);
    start(dead, ...AKODO_FIRST, [1, 1, 1, 1, 1]);
    send(dead, { type: 'AdjustWounds', data: { id: 'shosuro', wounds: 999 } });
    expect(refused(dead, cast('Fury of Osano-wo', [], { target: 'shosuro' }))).toBe(
      'l5r4e/target-dead',
    );
  });

  it('option spellNeedsScroll: the scroll in hand (PullOutScroll, Free), unless the spell is memorized', () => {
    const options = { spellNeedsScroll: true };
    const c = fight(caster(), bayushi(), options);
    expect(refused(c, cast('Fury of Osano-wo', []))).toBe('l5r4e/no-scroll');
    send(c, { type: 'PullOutScroll', data: { spell: 'Jade Strike' } });
    expect(refused(c, cast('Fury of Osano-wo', []))).toBe('l5r4e/no-scroll');
    send(c, cast('Jade Strike', [1, 1, 1, 1]));
    const memorized = { ...FURY, keywords: ['memorized'] };
    const m = fight(caster({ spells: [memorized] }), bayushi(), options);
    send(m, cast('Fury of Osano-wo', [1, 1, 1, 1, 1]));
    send(fight(), cast('Fury of Osano-wo', [1, 1, 1, 1, 1])); // default false: no scroll needed
  });

  it('a Void Point: +1k1 on the Spell Casting roll (reference §1.5); the Wound penalty raises the TN', () => {
    const c = fight();
    const [e] = send(c, cast('Fury of Osano-wo', [1, 1, 1, 1, 1, 1], { void: true }));
    expect(roll(e).expression).toBe('6k4');
    expect(e?.data['spent']).toEqual({ slots: 2, void: 1 });
    expect(dataOf(c.state, 'akodo').voidPoints).toBe(1);
    const hurt = fight(caster(), bayushi(), {}, 11); // Nicked: +3
    const [h] = send(hurt, cast('Fury of Osano-wo', [1, 1, 1, 1, 1]));
    expect(h?.data).toMatchObject({ tn: 13, penalty: 3 });
  });

  it('Stances: Full Attack forbids casting; Defense allows it (reference §3.4: "anything else is allowed (spells, skills)")', () => {
    const inStance = (stance: string) => {
      const c = combat([caster(), bayushi()]);
      send(c, { type: 'SetStance', data: { id: 'akodo', stance } });
      start(c, ...AKODO_FIRST);
      return c;
    };
    expect(refused(inStance('fullAttack'), cast('Fury of Osano-wo', []))).toBe(
      'l5r4e/stance-forbids',
    );
    send(inStance('defense'), cast('Fury of Osano-wo', [1, 1, 1, 1, 1]));
    const down = fight(caster(), bayushi(), {}, 32);
    expect(refused(down, cast('Fury of Osano-wo', []))).toBe('l5r4e/down');
  });

  it('legalActions: every spell on every target it may take, 0 … Void Raises, with odds; healing only for the wounded', () => {
    const c = fight();
    const spells = l5r4e
      .legalActions(c.state, 'akodo')
      .filter((o) => o.command.type === 'CastSpell');
    const keys = spells.map((o) => {
      const d = o.command.data ?? {};
      return `${d['spell'] as string}>${d['target'] as string}+${Number(d['raises'] ?? 0)}`;
    });
    expect(keys).toContain('Fury of Osano-wo>bayushi+2');
    expect(keys).toContain('Ward>akodo+0');
    expect(keys.some((k) => k.startsWith('Path to Inner Peace'))).toBe(false);
    const fury = spells.find(
      (o) => o.label === 'Cast Fury of Osano-wo on Bayushi with 1 Raise (Complex)',
    );
    expect(fury?.odds?.hit).toBeCloseTo(checkOdds('5k3', 10, { raises: 1 }).probability, 12);
    expect(fury?.odds?.withRaises).toHaveLength(2);
    expect(fury?.odds?.damage).toBeDefined();
    for (const o of spells) expect(decide(l5r4e, c.state, o.command).ok, o.label).toBe(true);
    const hurt = fight(caster(), bayushi(), {}, 4);
    const heals = l5r4e
      .legalActions(hurt.state, 'akodo')
      .filter(
        (o) =>
          o.command.type === 'CastSpell' && o.command.data?.['spell'] === 'Path to Inner Peace',
      );
    expect(heals.map((o) => o.label)).toEqual([
      'Cast Path to Inner Peace on themself (Complex)',
      'Cast Path to Inner Peace on themself with 1 Raise (Complex)',
      'Cast Path to Inner Peace on themself with 2 Raises (Complex)',
    ]);
  });
});

describe('examples/l5r4e-shugenja.yaml', () => {
  it('loads, runs its script (scrolls, spells, drawing, a kata), and plays to the end', () => {
    const text = readFileSync(
      new URL('../../../../examples/l5r4e-shugenja.yaml', import.meta.url),
      'utf8',
    );
    const spec = parse(text) as EncounterSpec & { script?: Command[] };
    const made = createCombat(l5r4e, spec);
    if (!made.ok) throw new Error(JSON.stringify(made.error));
    const c = Combat.start(l5r4e, made.value);
    const seen = new Set<string>();
    for (const command of spec.script ?? []) {
      const r = c.send(command);
      expect(r.ok, `${command.type}: ${r.ok ? '' : r.error.message}`).toBe(true);
      if (r.ok) for (const e of r.value) seen.add(e.type);
    }
    for (const type of [
      'ScrollPulledOut',
      'SpellCast',
      'WeaponDrawn',
      'KataActivated',
      'ItemDropped',
    ])
      expect(seen.has(type), type).toBe(true);
    let steps = 0;
    while (c.state.status === 'active' && steps++ < 1000) {
      const options = l5r4e.legalActions(c.state, c.state.current ?? '');
      const pick =
        options.find((o) => o.command.type === 'Attack') ??
        options.find((o) => o.command.type === 'Move') ??
        options.find((o) => o.command.type === 'EndTurn');
      if (!pick) throw new Error('no EndTurn offered');
      const r = c.send(pick.command);
      expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
    }
    expect(c.state.status).toBe('ended');
    expect(c.state.outcome?.winner).toMatch(/lion|scorpion/);
  });
});
