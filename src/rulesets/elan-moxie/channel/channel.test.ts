import { describe, expect, it } from 'vitest';
import type { CombatState } from '../../../engine/index.js';
import { describeAbility } from '../ability/describe.js';
import { elanMoxie } from '../index.js';
import { modifiersOf } from '../attack/modifiers.js';
import { endChanneling } from './effects.js';
import { dataOf, gameOf } from '../state.js';
import { goblin, kara, karaFirst, of, ogre, refusal, send, types, use } from '../test-kit.js';

/**
 * Kara channels: hold (an Attack action, a Moxie-based attack: 1d20+3 vs the Ogre's 11, no
 * damage; the Ogre is held while she maintains it) and ward (a Free action, on herself).
 * Her Strength-based abilities hit at 1d20+5 against the Ogre's 13.
 */
const mageAbilities = [
  {
    name: 'hold',
    channeled: true,
    range: 'short',
    attack: 'moxie',
    effects: [{ name: 'held', modifiers: { defense: -1, movement: -5 } }],
  },
  {
    name: 'ward',
    channeled: true,
    action: 'free',
    range: 'self',
    effects: [{ name: 'warded', modifiers: { soak: 2 } }],
  },
  { name: 'unravel', range: 'short', attack: 'moxie', disruptsChanneling: true },
  { name: 'shove', range: 'melee', attack: 'strength', push: 3 },
  { name: 'sweep', range: 'melee', attack: 'strength', knocksProne: true },
  {
    name: 'slam',
    range: 'melee',
    attack: 'strength',
    disruptsChanneling: true,
    knocksProne: true,
    push: 2,
  },
];
const mage = { ...kara, abilities: mageAbilities };
/** The Ogre channels rage (a Free action on himself); his spirit club disrupts channeling. */
const shaman = {
  ...ogre,
  weapons: [
    ...ogre.weapons,
    { name: 'spirit club', damage: 6, kind: 'strength', disruptsChanneling: true },
  ],
  abilities: [
    {
      name: 'rage',
      channeled: true,
      action: 'free',
      range: 'self',
      effects: [{ name: 'raging', modifiers: { damage: 2 } }],
    },
  ],
};
const squire = {
  ...goblin,
  id: 'squire',
  name: 'Squire',
  side: 'heroes',
  position: { x: 2, y: 1.5 },
};

const channels = (s: CombatState, id: string) =>
  dataOf(of(s, id)).channeling.map((ch) => ch.ability);

/** Kara holds the Ogre (1d20+3 = 13 vs 11) in round 1; the Ogre's turn next. */
function holding(entries: Record<string, unknown>[] = [mage, shaman, squire]) {
  const c = karaFirst(entries);
  send(c, use({ ability: 'hold', target: 'ogre' }, [10]));
  send(c, { type: 'EndTurn' });
  expect(c.state.current).toBe('ogre');
  return c;
}

/** The Ogre rages in round 1; round 2, Kara's turn. */
function raging(entries: Record<string, unknown>[] = [mage, shaman, squire]) {
  const c = karaFirst(entries);
  send(c, { type: 'EndTurn' });
  send(c, use({ ability: 'rage' }));
  send(c, { type: 'EndTurn' });
  send(c, { type: 'EndTurn' }); // the Squire
  expect(c.state.current).toBe('kara');
  expect(channels(c.state, 'ogre')).toEqual(['rage']);
  return c;
}

describe('seed 001: Channeled actions', () => {
  it("seed 001: 'There are five types of actions - Full, Move, Attack, Free, and Channeled.'", () => {
    // Channeled is no budget of its own: hold takes the Attack action, ward a Free action.
    const c = karaFirst([mage, shaman], { maxChannels: 2 });
    send(c, use({ ability: 'hold', target: 'ogre' }, [10]));
    send(c, use({ ability: 'ward' }));
    expect(dataOf(of(c.state, 'kara'))).toMatchObject({ attacks: 1, moves: 0, free: 1 });
    expect(channels(c.state, 'kara')).toEqual(['hold', 'ward']);
  });

  it('a channeled attack that misses everyone takes hold of no one: the action is spent, no channel begins', () => {
    const c = karaFirst([mage, shaman]);
    const events = send(c, use({ ability: 'hold', target: 'ogre' }, [2])); // 1d20+3 = 5 vs 11
    expect(events.find((e) => e.type === 'AbilityUsed')?.data).toMatchObject({ channeled: false });
    expect(channels(c.state, 'kara')).toEqual([]);
    expect(dataOf(of(c.state, 'kara'))).toMatchObject({ attacks: 1 });
    expect(of(c.state, 'ogre').conditions).toEqual([]);
  });

  it("seed 001: 'Channeled actions are special - a Channeled action itself is a modifier, added on to one of the other action types.'", () => {
    const c = karaFirst([mage, shaman]);
    const events = send(c, use({ ability: 'hold', target: 'ogre' }, [10]));
    expect(types(events)).toEqual(['AbilityUsed', 'Attacked', 'ConditionAdded']);
    expect(events[0]?.data).toEqual({
      actor: 'kara',
      ability: 'hold',
      action: 'attack',
      channeled: true,
      targets: ['ogre'],
    });
    expect(dataOf(of(c.state, 'kara')).channeling).toEqual([
      { ability: 'hold', targets: ['ogre'], since: 1 },
    ]);
    // Its effect hangs on the channel: no rounds.
    expect(of(c.state, 'ogre').conditions).toEqual([
      {
        id: 'held-by-kara',
        name: 'held',
        source: 'kara',
        data: { modifiers: { defense: -1, movement: -5 }, ability: 'hold', channel: true },
      },
    ]);
    // The Attack action is spent like any other.
    expect(refusal(c, { type: 'Attack', data: { target: 'ogre' } })).toBe(
      'elan-moxie/no-attack-left',
    );
  });

  it("seed 001: 'Such an action must be maintained even when it's not the character's turn in order to have its effect.' (maintaining costs nothing)", () => {
    const c = holding([mage, shaman, goblin]);
    expect(modifiersOf(of(c.state, 'ogre')).defense).toBe(-1); // the Ogre's own turn
    send(c, { type: 'EndTurn' });
    expect(modifiersOf(of(c.state, 'ogre')).defense).toBe(-1); // the Goblin's turn
    send(c, { type: 'EndTurn' });
    // Round 2: still maintained, and Kara's whole budget is hers.
    expect(c.state.round).toBe(2);
    expect(channels(c.state, 'kara')).toEqual(['hold']);
    expect(dataOf(of(c.state, 'kara'))).toMatchObject({ attacks: 0, moves: 0, free: 0 });
    const hit = send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [1] } });
    expect(hit[0]?.data).toMatchObject({ defense: 12 }); // 13 − 1
    for (let i = 0; i < 6; i++) send(c, { type: 'EndTurn' });
    expect(c.state.round).toBe(4);
    expect(of(c.state, 'ogre').conditions.map((x) => x.name)).toEqual(['held']);
  });
});

describe("seed 001: 'Channeled actions, unlike other actions, can be interrupted.'", () => {
  const sentence =
    "seed 001: 'Channeled actions, unlike other actions, can be interrupted. Any attack that states it disrupts channeled attacks, moves the character, knocks the character prone, or grapples him immediately ends any abilities the character was channeling.'";

  it(`${sentence} — a weapon that disrupts channeling, on a hit (even soaked)`, () => {
    // The Ogre's spirit club: 1d20+2 = 17 vs Kara's 12, +2; soak 1d20+4 = 24 vs 11: soaked.
    const c = holding();
    const events = send(c, {
      type: 'Attack',
      data: { target: 'kara', weapon: 'spirit club' },
      meta: { faces: [15, 20] },
    });
    expect(types(events)).toEqual(['Attacked', 'ChannelingEnded', 'ConditionRemoved']);
    expect(events[0]?.data).toMatchObject({ result: 'soaked' });
    expect(events[1]?.data).toEqual({
      id: 'kara',
      abilities: ['hold'],
      reason: 'disrupted',
      by: 'ogre',
    });
    expect(events[2]?.data).toEqual({
      id: 'ogre',
      conditionId: 'held-by-kara',
      reason: 'channel-ended',
    });
    expect(channels(c.state, 'kara')).toEqual([]);
    expect(of(c.state, 'ogre').conditions).toEqual([]);
  });

  it(`${sentence} — a miss, or a weapon that does not say so, ends nothing`, () => {
    const c = holding();
    expect(
      types(
        send(c, {
          type: 'Attack',
          data: { target: 'kara', weapon: 'spirit club' },
          meta: { faces: [2] },
        }),
      ),
    ).toEqual(['Attacked']);
    const d = holding();
    send(d, {
      type: 'Attack',
      data: { target: 'kara', weapon: 'club' },
      meta: { faces: [15, 20] },
    });
    expect(channels(d.state, 'kara')).toEqual(['hold']);
  });

  it(`${sentence} — an ability that disrupts channeling`, () => {
    const c = raging();
    const events = send(c, use({ ability: 'unravel', target: 'ogre' }, [10]));
    expect(types(events)).toEqual([
      'AbilityUsed',
      'Attacked',
      'ChannelingEnded',
      'ConditionRemoved',
    ]);
    expect(events[2]?.data).toEqual({
      id: 'ogre',
      abilities: ['rage'],
      reason: 'disrupted',
      by: 'kara',
    });
    expect(of(c.state, 'ogre').conditions).toEqual([]);
  });

  it(`${sentence} — moves the character (a push)`, () => {
    const c = raging();
    const events = send(c, use({ ability: 'shove', target: 'ogre' }, [8]));
    expect(types(events)).toEqual([
      'AbilityUsed',
      'Attacked',
      'Moved',
      'ChannelingEnded',
      'ConditionRemoved',
    ]);
    expect(events[3]?.data).toMatchObject({ id: 'ogre', reason: 'moved', by: 'kara' });
    expect(channels(c.state, 'ogre')).toEqual([]);
  });

  it(`${sentence} — knocks the character prone`, () => {
    const c = raging();
    const events = send(c, use({ ability: 'sweep', target: 'ogre' }, [8]));
    expect(types(events)).toEqual([
      'AbilityUsed',
      'Attacked',
      'KnockedProne',
      'ChannelingEnded',
      'ConditionRemoved',
    ]);
    expect(events[3]?.data).toMatchObject({ id: 'ogre', reason: 'prone', by: 'kara' });
  });

  it(`${sentence} — several at once end it once (disrupted, prone and pushed by one slam)`, () => {
    const c = raging();
    const events = send(c, use({ ability: 'slam', target: 'ogre' }, [8]));
    expect(types(events)).toEqual([
      'AbilityUsed',
      'Attacked',
      'ChannelingEnded',
      'ConditionRemoved',
      'KnockedProne',
      'Moved',
    ]);
    expect(events[2]?.data).toMatchObject({ reason: 'disrupted' });
  });

  it(`${sentence} — grapples him (the Grapple special attack)`, () => {
    // Grapple: 1d20+5 = 17 vs 13; the Ogre's Strength check 1d20+3 = 14 vs TN 10 + 3 + 2 = 15.
    const c = raging();
    const events = send(c, {
      type: 'Grapple',
      data: { target: 'ogre' },
      meta: { faces: [12, 11] },
    });
    expect(types(events)).toEqual(['SpecialAttacked', 'ChannelingEnded', 'ConditionRemoved']);
    expect(events[1]?.data).toMatchObject({ id: 'ogre', reason: 'grappled', by: 'kara' });
  });

  it('a collapse ends every channel (the collapsed can take no action except speaking)', () => {
    const c = holding();
    const events = send(c, { type: 'AdjustWounds', data: { id: 'kara', wounds: 15 } });
    expect(types(events)).toEqual(['WoundsAdjusted', 'ChannelingEnded', 'ConditionRemoved']);
    expect(events[1]?.data).toEqual({ id: 'kara', abilities: ['hold'], reason: 'collapsed' });
    // And by an attack: Kara at 14 wounds, the club deals 3 (damage 11 + 2 vs soak 1d20+4 = 5).
    const d = holding([{ ...mage, wounds: 14 }, shaman, squire]);
    const hit = send(d, { type: 'Attack', data: { target: 'kara' }, meta: { faces: [15, 1] } });
    expect(types(hit)).toEqual(['Attacked', 'ChannelingEnded', 'ConditionRemoved']);
    expect(hit[1]?.data).toMatchObject({ reason: 'collapsed' });
    expect(of(d.state, 'ogre').conditions).toEqual([]);
  });

  it('a push that pulls a grapple apart (beyond 2 m) ends it', () => {
    // The Ogre pins the Squire (1d20+2 = 17 vs 9, +4; Strength 1d20 = 1 vs TN 17).
    const c = karaFirst([mage, shaman, squire]);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'Grapple', data: { target: 'squire' }, meta: { faces: [15, 1] } });
    expect(gameOf(c.state).grapples).toEqual([{ attacker: 'ogre', defender: 'squire' }]);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    const events = send(c, use({ ability: 'shove', target: 'ogre' }, [8]));
    expect(types(events)).toEqual(['AbilityUsed', 'Attacked', 'Moved', 'GrappleEnded']);
    expect(events[3]?.data).toEqual({ attacker: 'ogre', defender: 'squire', reason: 'pushed' });
    expect(gameOf(c.state).grapples).toEqual([]);
  });
});

describe('how many channels, and stopping one', () => {
  it('option maxChannels (default 1): one more channel, or the same ability again, is refused: StopChanneling first', () => {
    const c = holding([mage, shaman, goblin]);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    const again = c.send(use({ ability: 'hold', target: 'ogre' }, [10]));
    expect(!again.ok && again.error.code).toBe('elan-moxie/already-channeling');
    expect(!again.ok && again.error.message).toMatch(/StopChanneling \{ ability: "hold" \}/);
    expect(refusal(c, use({ ability: 'ward' }))).toBe('elan-moxie/already-channeling');
    // The menu offers neither, but offers to stop.
    const labels = elanMoxie.legalActions(c.state, 'kara').map((o) => o.label);
    expect(labels).not.toContain('hold on Ogre');
    expect(labels).not.toContain('ward (self)');
    expect(labels).toContain('Stop channeling hold');
    const d = karaFirst([mage, shaman], { maxChannels: 2 });
    send(d, use({ ability: 'hold', target: 'ogre' }, [10]));
    send(d, use({ ability: 'ward' }));
    expect(channels(d.state, 'kara')).toEqual(['hold', 'ward']);
  });

  it('StopChanneling { ability? }: a Free action that ends the channel and its effects', () => {
    const c = karaFirst([mage, shaman], { maxChannels: 2 });
    send(c, use({ ability: 'hold', target: 'ogre' }, [10]));
    send(c, use({ ability: 'ward' }));
    const events = send(c, { type: 'StopChanneling', data: { ability: 'hold' } });
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['FreeActionTaken', { actor: 'kara', what: 'stop channeling hold' }],
      ['ChannelingEnded', { id: 'kara', abilities: ['hold'], reason: 'stopped' }],
      ['ConditionRemoved', { id: 'ogre', conditionId: 'held-by-kara', reason: 'channel-ended' }],
    ]);
    expect(dataOf(of(c.state, 'kara')).free).toBe(2);
    expect(channels(c.state, 'kara')).toEqual(['ward']);
    expect(refusal(c, { type: 'StopChanneling', data: { ability: 'hold' } })).toBe(
      'elan-moxie/not-channeling',
    );
    // Without a name: every channel.
    send(c, { type: 'StopChanneling' });
    expect(channels(c.state, 'kara')).toEqual([]);
    expect(of(c.state, 'kara').conditions).toEqual([]);
    expect(refusal(c, { type: 'StopChanneling' })).toBe('elan-moxie/not-channeling');
  });

  it('StopChanneling counts against freeActionLimit', () => {
    const c = karaFirst([mage, shaman], { freeActionLimit: 1 });
    send(c, use({ ability: 'hold', target: 'ogre' }, [10]));
    send(c, { type: 'FreeAction', data: { what: 'speak' } });
    expect(refusal(c, { type: 'StopChanneling' })).toBe('elan-moxie/free-action-limit');
  });

  it('describe: ChannelingEnded for every reason', () => {
    const s = karaFirst([mage, shaman]).state;
    const line = (reason: string, by?: string) =>
      describeAbility(
        {
          type: 'ChannelingEnded',
          data: by
            ? { id: 'kara', abilities: ['hold'], reason, by }
            : { id: 'kara', abilities: ['hold'], reason },
        },
        s,
      );
    expect(line('stopped')).toBe('Kara stops channeling hold');
    expect(line('disrupted', 'ogre')).toBe('Kara is disrupted by Ogre: channeling of hold ends');
    expect(line('moved', 'ogre')).toBe('Kara is moved by Ogre: channeling of hold ends');
    expect(line('prone', 'ogre')).toBe('Kara is knocked prone by Ogre: channeling of hold ends');
    expect(line('grappled', 'ogre')).toBe('Kara is grappled by Ogre: channeling of hold ends');
    expect(line('collapsed')).toBe('Kara collapses: channeling of hold ends');
    expect(line('dead')).toBe('Kara dies: channeling of hold ends');
    expect(line('own move')).toBe("Kara's channeling of hold ends (own move)");
    const events = send(karaFirst([mage, shaman]), use({ ability: 'hold', target: 'ogre' }, [10]));
    expect(events.map((e) => describeAbility(e, s))).toEqual([
      'Kara uses hold (attack action, channeled) on Ogre',
      undefined, // Attacked: describe.ts
      "Ogre is held by Kara's hold (defense −1, movement −5 m, while Kara channels it)",
    ]);
  });
});

describe('which effects go with an ending channel', () => {
  it("seed 001: 'immediately ends any abilities the character was channeling' — only his own channeled effects of the ending abilities go, not another caster's, not a timed one, not another channel's", () => {
    // Kara holds the Ogre; the Squire (a second caster) holds him too; Kara also channels ward,
    // and her hold once landed as a timed effect (as an Attack of Opportunity: not channeled).
    const c = holding();
    const s = c.state;
    const kara = of(s, 'kara');
    const ogre = of(s, 'ogre');
    const squire = of(s, 'squire');
    const channel = (ability: string) => ({ ability, targets: [], since: 1 });
    const held = ogre.conditions[0];
    expect(held?.id).toBe('held-by-kara');
    const state: CombatState = {
      ...s,
      combatants: {
        ...s.combatants,
        kara: {
          ...kara,
          data: { ...dataOf(kara), channeling: [channel('hold'), channel('ward')] },
          conditions: [
            {
              id: 'warded-by-kara',
              name: 'warded',
              source: 'kara',
              data: { modifiers: { soak: 2 }, ability: 'ward', channel: true },
            },
          ],
        },
        squire: {
          ...squire,
          data: { ...dataOf(squire), channeling: [channel('hold')] },
        },
        ogre: {
          ...ogre,
          conditions: [
            ...ogre.conditions,
            {
              id: 'held-by-squire',
              name: 'held',
              source: 'squire',
              data: { modifiers: { defense: -1 }, ability: 'hold', channel: true },
            },
            {
              id: 'dazed-by-kara',
              name: 'dazed',
              source: 'kara',
              rounds: 2,
              tick: 'source-turn-start',
              data: { modifiers: { defense: -1 }, ability: 'hold' },
            },
            // A condition Kara is the source of that no ability put (the GM's): no data.
            { id: 'marked-by-kara', name: 'marked', source: 'kara' },
          ],
        },
      },
    };
    const removed = (events: ReturnType<typeof endChanneling>) =>
      events.filter((e) => e.type === 'ConditionRemoved').map((e) => e.data['conditionId']);
    const hold = endChanneling(state, 'kara', 'stopped', undefined, ['hold']);
    // No `by` when no one ended it.
    expect(hold[0]?.data).toStrictEqual({ id: 'kara', abilities: ['hold'], reason: 'stopped' });
    expect(removed(hold)).toEqual(['held-by-kara']);
    // Every channel: ward's effect too, still neither the Squire's nor the timed one.
    const all = endChanneling(state, 'kara', 'collapsed');
    expect(all[0]?.data).toEqual({ id: 'kara', abilities: ['hold', 'ward'], reason: 'collapsed' });
    expect(removed(all)).toEqual(['warded-by-kara', 'held-by-kara']);
    // The Squire's channel ends: his effect goes, Kara's stay.
    expect(removed(endChanneling(state, 'squire', 'disrupted', 'ogre'))).toEqual([
      'held-by-squire',
    ]);
    // Nothing channeled, or no such one: no event.
    expect(endChanneling(state, 'ogre', 'stopped')).toEqual([]);
    expect(endChanneling(state, 'kara', 'stopped', undefined, ['rage'])).toEqual([]);
    expect(endChanneling(state, 'troll', 'stopped')).toEqual([]);
  });
});
