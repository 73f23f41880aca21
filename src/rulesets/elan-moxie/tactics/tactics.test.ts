import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createRng } from '../../../dice/index.js';
import {
  createCombat,
  distance,
  type ActionOption,
  type Command,
  type CombatState,
  type EncounterSpec,
  type Policy,
  type PolicyContext,
  type Position,
} from '../../../engine/index.js';
import { runFight } from '../../../sim/fight.js';
import { makePolicy } from '../../../sim/policy.js';
import { elanMoxie } from '../index.js';
import { coverOf } from '../attack/modifiers.js';
import { dataOf } from '../state.js';
import { leaderOf } from './leader.js';
import { TACTICS } from './index.js';
import { combat, goblin, kara, karaFirst, of, ogre, send, step } from '../test-kit.js';

const policy = (name: string, params: Record<string, number> = {}): Policy => {
  const made = makePolicy(elanMoxie, name, params);
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
};

/** A policy's context on `state`, counting how often it asks for the (slow) legal actions. */
function contextOf(state: CombatState, counter = { calls: 0 }): PolicyContext {
  const actor = state.pending?.reactor ?? state.current ?? '';
  return {
    ruleSet: elanMoxie,
    state,
    actor,
    rng: createRng(1),
    options: () => {
      counter.calls++;
      return elanMoxie.legalActions(state, actor);
    },
  };
}

/** The tactic's command on `state`, checked to be one the engine accepts. */
function choice(name: string, state: CombatState, params?: Record<string, number>): Command {
  const command = policy(name, params).choose(contextOf(state));
  const r = step(state, command);
  if (!r.ok) throw new Error(`${name}: ${JSON.stringify(command)} refused: ${r.error.message}`);
  return command;
}

/** The option of the menu with the most expected wounds (P(hit) × mean wounds on a hit). */
function bestByOdds(options: readonly ActionOption[], type: string): Command | undefined {
  let best: ActionOption | undefined;
  let most = -1;
  for (const o of options) {
    if (o.command.type !== type || !o.odds) continue;
    const harm = o.odds.hit * (o.odds.damage?.mean ?? 0);
    if (harm > most) [best, most] = [o, harm];
  }
  return best?.command;
}

const at = (x: number, y: number): Position => ({ x, y });
const target = (c: Command): unknown => c.data?.['target'];
const dest = (c: Command): Position => c.data?.['to'] as Position;

/** Kara (first) with her three weapons against the Ogre in her melee and the Goblin 10 m off. */
function karaAgainst(ogreWounds: number, goblinWounds = 0, extra: Record<string, unknown>[] = []) {
  const c = karaFirst([
    kara,
    { ...ogre, wounds: ogreWounds },
    { ...goblin, position: at(10, 0), wounds: goblinWounds },
    ...extra,
  ]);
  return c.state;
}

describe('aggressive (the default of the simulator for elan-moxie)', () => {
  it("is the rule set's own tactic, replacing the generic one", () => {
    expect(policy('aggressive')).toBe(TACTICS['aggressive']?.make({}));
  });

  it('strikes with the weapon and on the foe in reach expected to wound most (the exact odds)', () => {
    const s = karaAgainst(4);
    const command = choice('aggressive', s);
    expect(command).toEqual(bestByOdds(elanMoxie.legalActions(s, 'kara'), 'Attack'));
  });

  it('leaves a collapsed foe alone (out of the fight): strikes a fighting one', () => {
    const s = karaAgainst(16);
    const command = choice('aggressive', s);
    expect(command.type).toBe('Attack');
    expect(target(command)).toBe('goblin');
  });

  it('closes in on the nearest fighting foe when none is in reach, stopping in melee', () => {
    const c = karaFirst([
      { ...kara, weapons: [{ name: 'longsword', damage: 6, kind: 'strength' }] },
      { ...ogre, position: at(14, 0) },
      { ...goblin, position: at(0, 30) },
    ]);
    const command = choice('aggressive', c.state);
    expect(command).toEqual({ type: 'Move', data: { to: at(10, 0) } });
    const moved = step(c.state, command);
    if (!moved.ok) throw new Error(moved.error.message);
    const next = choice('aggressive', moved.value);
    expect(next.type).toBe('Move');
    expect(distance(dest(next), at(14, 0))).toBeCloseTo(1.5);
  });

  it('after striking, stays in melee (leaving would provoke) and ends the turn', () => {
    const c = karaFirst();
    send(c, choice('aggressive', c.state));
    expect(choice('aggressive', c.state)).toEqual({ type: 'EndTurn' });
  });

  it('never grapples; once holding a foe it lets go (Release) and strikes', () => {
    const c = karaFirst([kara, { ...ogre, position: at(1.5, 0) }]);
    send(c, { type: 'Grapple', data: { target: 'ogre' }, meta: { faces: [20, 1] } });
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' }); // the Ogre, pinned, does nothing
    expect(choice('aggressive', c.state)).toEqual({ type: 'Release' });
    send(c, { type: 'Release' });
    expect(choice('aggressive', c.state).type).toBe('Attack');
  });

  it('pinned, tries to escape with the better of Agility and Strength', () => {
    const c = karaFirst([kara, { ...ogre, position: at(1.5, 0) }]);
    send(c, { type: 'Grapple', data: { target: 'ogre' }, meta: { faces: [20, 1] } });
    send(c, { type: 'EndTurn' });
    // The Ogre: Strength 3 against Agility 2.
    expect(choice('aggressive', c.state)).toEqual({ type: 'Escape', data: { how: 'strength' } });
  });

  it('knocked prone, strikes from the ground, then stands up with its Move action', () => {
    const c = karaFirst([kara, { ...ogre, position: at(1.5, 0) }]);
    send(c, { type: 'Trip', data: { target: 'ogre' }, meta: { faces: [20, 1] } });
    send(c, { type: 'EndTurn' });
    expect(dataOf(of(c.state, 'ogre')).prone).toBe(true);
    send(c, choice('aggressive', c.state));
    expect(choice('aggressive', c.state)).toEqual({ type: 'Stand' });
  });

  it('takes an Attack of Opportunity with the offered means expected to wound most', () => {
    const riposte = {
      name: 'riposte',
      action: 'attack',
      range: 'melee',
      attack: 'strength',
      damage: 9,
      opportunity: true,
    };
    const c = karaFirst([{ ...kara, abilities: [riposte] }, ogre]);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'Move', data: { to: at(10, 0) } }); // the Ogre leaves Kara's melee
    expect(c.state.pending?.reactor).toBe('kara');
    const command = choice('aggressive', c.state);
    expect(command).toEqual({ type: 'AttackOfOpportunity', data: { ability: 'riposte' } });
    expect(command).toEqual(bestByOdds(elanMoxie.legalActions(c.state, 'kara'), command.type));
  });

  it('builds its commands from the state: no legal-action menu in whole fights', () => {
    const counter = { calls: 0 };
    const aggressive = policy('aggressive');
    const counting: Policy = {
      name: 'counting',
      choose: (ctx) => aggressive.choose(contextOf(ctx.state, counter)),
    };
    for (const file of EXAMPLES) {
      const { initial } = load(file);
      for (const seed of [1, 2]) runFight(elanMoxie, initial, { seed, policyOf: () => counting });
    }
    expect(counter.calls).toBe(0);
  });
});

describe('focus-weakest', () => {
  it('focus fires on the most wounded foe in reach, where aggressive takes the easier one', () => {
    // The Ogre (10 wounds) is hard to hurt; the fresh Goblin beside Kara is easy.
    const s = karaAgainst(10, 0);
    const c = combat([kara, { ...ogre, wounds: 10 }, { ...goblin, position: at(0, 1.5) }]);
    send(c, { type: 'StartCombat', meta: { faces: [15, 1, 5, 1, 5, 1] } });
    expect(target(choice('aggressive', c.state))).toBe('goblin');
    expect(target(choice('focus-weakest', c.state))).toBe('ogre');
    expect(target(choice('focus-weakest', s))).toBe('ogre');
  });

  it('closes in on the most wounded fighting foe, not the nearest', () => {
    const c = karaFirst([
      { ...kara, weapons: [{ name: 'longsword', damage: 6, kind: 'strength' }] },
      { ...ogre, position: at(30, 0), wounds: 0 },
      { ...goblin, position: at(-30, 0), wounds: 12 },
    ]);
    expect(dest(choice('aggressive', c.state)).x).toBeGreaterThan(0);
    expect(dest(choice('focus-weakest', c.state)).x).toBeLessThan(0);
  });
});

describe('protect-leader', () => {
  const lyse = {
    ...goblin,
    id: 'lyse',
    name: 'Lyse',
    side: 'heroes',
    position: at(5, 0),
    agility: 4,
    weapons: [{ name: 'longbow', damage: 5, kind: 'strength', range: 'long' }],
  };

  it("the leader is the side's first combatant in the encounter still fighting", () => {
    const c = karaFirst([kara, ogre, lyse]);
    expect(leaderOf(c.state, 'heroes')?.id).toBe('kara');
    send(c, { type: 'AdjustWounds', data: { id: 'kara', wounds: 15 } });
    expect(leaderOf(c.state, 'heroes')?.id).toBe('lyse');
  });

  it('a guard shoots the foe at the leader first, where aggressive shoots the easier one', () => {
    // The Brute, at Kara's side, is a little harder to hurt than the Goblin.
    const brute = { ...goblin, id: 'brute', name: 'Brute', position: at(0, 1.5), defenseBonus: 2 };
    const c = karaFirst([kara, brute, { ...goblin, position: at(15, 5) }, lyse]);
    while (c.state.current !== 'lyse') send(c, { type: 'EndTurn' });
    expect(target(choice('aggressive', c.state))).toBe('goblin');
    expect(target(choice('protect-leader', c.state))).toBe('brute');
  });

  it('a guard with nothing in reach falls back to the leader rather than chase a far foe', () => {
    const guard = {
      ...kara,
      id: 'guard',
      name: 'Guard',
      position: at(20, 0),
      weapons: [{ name: 'longsword', damage: 6, kind: 'strength' }],
    };
    const c = karaFirst([
      { ...kara, weapons: guard.weapons },
      guard,
      { ...ogre, position: at(100, 0) },
    ]);
    while (c.state.current !== 'guard') send(c, { type: 'EndTurn' });
    expect(dest(choice('aggressive', c.state)).x).toBeGreaterThan(20);
    expect(dest(choice('protect-leader', c.state)).x).toBeLessThan(20);
  });
});

describe('skirmisher', () => {
  const lyse = {
    ...kara,
    id: 'lyse',
    name: 'Lyse',
    weapons: [
      { name: 'longbow', damage: 5, kind: 'strength', range: 'long' },
      { name: 'knife', damage: 3, kind: 'strength' },
    ],
  };

  it('badly hurt in melee, Withdraws (no attack of opportunity) towards a fresh friend', () => {
    const friend = { ...goblin, id: 'friend', side: 'heroes', position: at(-20, 0) };
    const c = karaFirst([{ ...lyse, id: 'kara', wounds: 11 }, ogre, friend]);
    expect(choice('aggressive', c.state).type).toBe('Attack');
    const command = choice('skirmisher', c.state);
    expect(command.type).toBe('Withdraw');
    expect(distance(dest(command), at(-20, 0))).toBeLessThan(20);
    expect(choice('skirmisher', c.state, { withdrawAt: 12 }).type).toBe('Attack');
  });

  it('with no fresh friend to fall back on, fights on', () => {
    const friend = { ...goblin, id: 'friend', side: 'heroes', position: at(-20, 0), wounds: 12 };
    const c = karaFirst([{ ...lyse, id: 'kara', wounds: 11 }, ogre, friend]);
    expect(choice('skirmisher', c.state).type).toBe('Attack');
  });

  it('against a foe who can shoot him, steps behind a pillar first (+2 cover), then shoots', () => {
    const pillar = { name: 'pillar', x: 2, y: 0, radius: 0.8 };
    const c = combat(
      [
        { ...lyse, id: 'kara', position: at(0, 3) },
        { ...goblin, position: at(15, 0) },
      ],
      { obstacles: [pillar] },
    );
    send(c, { type: 'StartCombat', meta: { faces: [15, 1, 5, 1] } });
    const shooter = of(c.state, 'goblin');
    expect(coverOf(c.state, shooter, of(c.state, 'kara')).bonus).toBe(0);
    const command = choice('skirmisher', c.state);
    expect(command.type).toBe('Move');
    send(c, command);
    expect(coverOf(c.state, shooter, of(c.state, 'kara')).bonus).toBe(2);
    expect(choice('skirmisher', c.state)).toEqual({
      type: 'Attack',
      data: { target: 'goblin', weapon: 'longbow' },
    });
  });
});

describe('caster', () => {
  const ward = {
    name: 'ward',
    action: 'free',
    channeled: true,
    range: 'self',
    effects: [{ name: 'warded', modifiers: { defense: 2 } }],
  };
  const grip = {
    name: 'frost grip',
    action: 'attack',
    channeled: true,
    range: 'medium',
    attack: 'moxie',
    effects: [{ name: 'held', modifiers: { defense: -3 } }],
  };
  const dressing = {
    name: 'field dressing',
    action: 'move',
    range: 'melee',
    affects: 'friends',
    heal: 2,
  };

  it('starts its channels (a Self boon, then a hindrance on a foe), then maintains them', () => {
    const c = combat([{ ...kara, abilities: [ward, grip] }, ogre, goblin], { maxChannels: 2 });
    send(c, { type: 'StartCombat', meta: { faces: [15, 1, 5, 1, 5, 1] } });
    expect(choice('caster', c.state)).toEqual({ type: 'UseAbility', data: { ability: 'ward' } });
    send(c, { type: 'UseAbility', data: { ability: 'ward' } });
    const command = choice('caster', c.state);
    expect(command).toEqual({
      type: 'UseAbility',
      data: { ability: 'frost grip', target: 'ogre' },
    });
    send(c, { ...command, meta: { faces: [20] } });
    expect(dataOf(of(c.state, 'kara')).channeling.map((ch) => ch.ability)).toEqual([
      'ward',
      'frost grip',
    ]);
    expect(choice('caster', c.state).type).toBe('EndTurn'); // attack spent; in the Ogre's melee
  });

  it('stops a channel whose foe is out of the fight, to free the slot', () => {
    const c = karaFirst([{ ...kara, abilities: [grip] }, ogre, goblin]);
    send(c, {
      type: 'UseAbility',
      data: { ability: 'frost grip', target: 'ogre' },
      meta: { faces: [20] },
    });
    send(c, { type: 'AdjustWounds', data: { id: 'ogre', wounds: 12 } });
    expect(choice('caster', c.state)).toEqual({
      type: 'StopChanneling',
      data: { ability: 'frost grip' },
    });
  });

  it('cures the most wounded friend from healAt wounds on, a collapsed one first', () => {
    const friend = (id: string, wounds: number, x: number) => ({
      ...goblin,
      id,
      name: id,
      side: 'heroes',
      position: at(x, 1),
      wounds,
    });
    const tam = { ...kara, abilities: [dressing] };
    const c = karaFirst([
      tam,
      friend('a', 6, 0),
      friend('b', 16, 1),
      { ...ogre, position: at(30, 0) },
    ]);
    expect(choice('caster', c.state)).toEqual({
      type: 'UseAbility',
      data: { ability: 'field dressing', target: 'b' },
    });
    const d = karaFirst([tam, friend('a', 6, 0), { ...ogre, position: at(30, 0) }]);
    expect(target(choice('caster', d.state))).toBe('a');
    expect(choice('caster', d.state, { healAt: 10 }).type).not.toBe('UseAbility');
  });
});

const EXAMPLES = ['duel', 'duel-to-the-end', 'skirmish', 'chapel'].map(
  (name) => `elan-moxie-${name}.yaml`,
);

function load(file: string) {
  const text = readFileSync(new URL(`../../../../examples/${file}`, import.meta.url), 'utf8');
  const made = createCombat(elanMoxie, parse(text) as EncounterSpec);
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  return { initial: made.value };
}

describe.each(Object.keys(TACTICS))('the %s tactic on every example', (name) => {
  it.each(EXAMPLES)('%s: fights end with a winner, every command accepted', (file) => {
    const { initial } = load(file);
    const p = policy(name);
    for (const seed of [0, 1, 2]) {
      const r = runFight(elanMoxie, initial, { seed, policyOf: () => p });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.winner).not.toBeNull();
    }
  });
});
