import { describe, expect, it } from 'vitest';
import { decide, type CombatState, type Command, type GameEvent } from '../../../engine/index.js';
import { elanMoxie } from '../index.js';
import type { Offer } from '../state.js';
import { planOdds } from '../attack/odds.js';
import { opportunityPlan, pendingRefusal, provocation } from './offers.js';
import { patchData, withGame, sheetOf } from '../state.js';
import { kara, karaFirst, ogre, refusal, send, types } from '../test-kit.js';

/**
 * Kara (defense 12 and soak +4 against Strength attacks) leaves the Ogre's melee. The Ogre's
 * club: 1d20+2 to hit, damage 11. Faces [10, 1]: 12 vs 12 hits, soak 5 vs 11 → 3 wounds.
 */
const nearOgre = { ...ogre, position: { x: 1.5, y: 0 } };
/** A goblin with a dagger (1d20+1 to hit, damage 4) and a sling. */
const stabber = {
  id: 'goblin',
  name: 'Goblin',
  side: 'monsters',
  position: { x: -1, y: 0 },
  agility: 1,
  elan: 0,
  strength: 0,
  moxie: 0,
  weapons: [
    { name: 'dagger', damage: 4, kind: 'strength' },
    { name: 'sling', damage: 3, kind: 'strength', range: 'short' },
  ],
};
/** Kara's friend, far from everyone. */
const bran = {
  ...kara,
  id: 'bran',
  name: 'Bran',
  position: { x: 0, y: 40 },
};

const moveTo = (x: number, y: number): Command => ({ type: 'Move', data: { to: { x, y } } });
const aoo = (data: Record<string, unknown>, actor: string, faces?: number[]): Command => ({
  type: 'AttackOfOpportunity',
  data,
  meta: faces ? { actor, faces } : { actor },
});
const offerOf = (events: readonly GameEvent[]): Offer =>
  events.find((e) => e.type === 'ReactionOffered')?.data['pending'] as Offer;

function code(s: CombatState, command: Command): string {
  const r = decide(elanMoxie, s, command);
  return r.ok ? 'accepted' : r.error.code;
}

describe('seed 001: Attacks of Opportunity — who is provoked', () => {
  it("seed 001: 'A character suffers an Attack of Opportunity if he ... move[s] out of melee range of a creature'", () => {
    const c = karaFirst([kara, nearOgre]);
    const events = send(c, moveTo(-8, 0));
    expect(types(events)).toEqual(['Moved', 'ReactionOffered']);
    expect(offerOf(events)).toEqual({
      kind: 'reaction',
      reactor: 'ogre',
      trigger: 'attack-of-opportunity',
      // `at`: where Kara's path leaves the Ogre's 2 m.
      data: {
        provoker: 'kara',
        at: { x: -0.5, y: 0 },
        from: { x: 0, y: 0 },
        cause: 'left-melee',
        weapons: ['club'],
        abilities: [],
      },
    });
    // The move is done; Kara's turn waits for the Ogre's answer.
    expect(c.state.combatants['kara']?.position).toEqual({ x: -8, y: 0 });
    expect(c.state.current).toBe('kara');
    expect(c.state.pending?.reactor).toBe('ogre');
    expect(refusal(c, { ...moveTo(-9, 0), meta: { actor: 'kara' } })).toBe('turn/not-your-turn');
    expect(refusal(c, moveTo(-9, 0))).toBe('elan-moxie/reaction-pending'); // even by the GM
  });

  it("seed 001: 'When a character leaves himself open, other can make a free attack against him': no action spent, struck where he provoked it", () => {
    const c = karaFirst([kara, nearOgre]);
    send(c, moveTo(-8, 0));
    const events = send(c, aoo({ weapon: 'club' }, 'ogre', [10, 1]));
    expect(types(events)).toEqual(['Attacked', 'ReactionTaken']);
    expect(events[0]?.data).toMatchObject({
      actor: 'ogre',
      target: 'kara',
      weapon: 'club',
      uses: 'opportunity',
      at: { x: -0.5, y: 0 },
      defense: 12,
      result: 'wounded',
      wounds: 3,
      woundsAfter: 3,
    });
    expect(events[1]?.data).toEqual({
      id: 'ogre',
      trigger: 'attack-of-opportunity',
      provoker: 'kara',
    });
    expect(c.state.combatants['ogre']?.data).toMatchObject({ attacks: 0, moves: 0, full: false });
    expect(c.state.pending).toBeNull();
    // Still fighting: Kara stays where her move ended and goes on with her turn (one Move used).
    expect(c.state.combatants['kara']?.position).toEqual({ x: -8, y: 0 });
    expect(c.state.current).toBe('kara');
    send(c, moveTo(-12, 0));
    expect(c.state.combatants['kara']?.data).toMatchObject({ moves: 2 });
  });

  it("seed 001: 'if he attempts to move past a target who he is in melee with' — even when he ends still in melee", () => {
    const inMelee = { ...kara, position: { x: 0.5, y: 1 } }; // 1.8 m from the Ogre at (2, 0)
    const past = send(karaFirst([inMelee, ogre]), moveTo(4, 1));
    expect(offerOf(past).data).toMatchObject({ cause: 'moved-past', at: { x: 2, y: 1 } });
    const stillIn = send(karaFirst([inMelee, ogre]), moveTo(3.5, 1)); // 1.8 m on the other side
    expect(offerOf(stillIn).data).toMatchObject({ cause: 'moved-past', at: { x: 2, y: 1 } });
  });

  it("seed 001: '(including if he enters melee during his round)': running past the Ogre provokes", () => {
    const far = { ...kara, position: { x: -4, y: 1 } };
    const events = send(karaFirst([far, ogre]), moveTo(6, 1));
    expect(offerOf(events).data).toMatchObject({
      provoker: 'kara',
      cause: 'moved-past',
      at: { x: 2, y: 1 },
    });
  });

  it('approaching a foe and stopping next to him, or stepping back but staying within 2 m, provokes nothing', () => {
    const c = karaFirst([kara, { ...ogre, position: { x: 11, y: 0 } }]);
    expect(types(send(c, moveTo(9.5, 0)))).toEqual(['Moved']);
    expect(c.state.pending).toBeNull();
    const close = karaFirst([kara, { ...ogre, position: { x: 1, y: 0 } }]);
    expect(types(send(close, moveTo(-1, 0)))).toEqual(['Moved']); // 2 m from him: still in melee
    // The geometry: more than 2 m from the path never provokes.
    expect(provocation({ x: 0, y: 2.01 }, { x: -5, y: 0 }, { x: 5, y: 0 })).toBeUndefined();
    expect(provocation({ x: 0, y: 2 }, { x: -5, y: 0 }, { x: 5, y: 0 })).toEqual({
      cause: 'moved-past',
      at: { x: 0, y: 0 },
    });
  });

  it('only enemies able to strike are provoked: not friends, the collapsed, those in a grapple, or one with nothing that reaches', () => {
    const friend = { ...bran, position: { x: 1, y: 0 } };
    const c = karaFirst([kara, friend, { ...ogre, wounds: 15 }, stabber]);
    // The Ogre is collapsed, Bran is Kara's friend, the goblin has dropped both his weapons.
    let s = patchData(c.state, 'goblin', { dropped: ['dagger', 'sling'] });
    expect(types(decideOk(s, moveTo(-3, 8)) ?? [])).toEqual(['Moved']);
    s = withGame(c.state, { queue: [], grapples: [{ attacker: 'goblin', defender: 'bran' }] });
    expect(types(decideOk(s, moveTo(-3, 8)) ?? [])).toEqual(['Moved']);
    // A prone foe may still strike; a dropped weapon is not offered.
    s = patchData(c.state, 'goblin', { prone: true, dropped: ['dagger'] });
    expect(offerOf(decideOk(s, moveTo(-3, 8)) ?? []).data).toMatchObject({
      weapons: ['sling'],
    });
  });
});

function decideOk(s: CombatState, command: Command): readonly GameEvent[] | undefined {
  const r = decide(elanMoxie, s, command);
  return r.ok ? r.value : undefined;
}

describe('seed 001: Attacks of Opportunity — answering', () => {
  /** The Ogre (1, 0) and the goblin (-1, 0) both see Kara leave: order Kara, Ogre (7), Goblin (6). */
  const both = () => karaFirst([kara, stabber, { ...ogre, position: { x: 1, y: 0 } }]);

  it('several provoked foes answer one after the other, in initiative order; DeclineReaction passes to the next', () => {
    const c = both();
    expect(c.state.order).toEqual(['kara', 'ogre', 'goblin']);
    const events = send(c, moveTo(0, 8));
    expect(types(events)).toEqual(['Moved', 'ReactionOffered', 'ReactionsQueued']);
    expect(offerOf(events).reactor).toBe('ogre');
    const queued = events[2]?.data as { offers: Offer[]; at: string };
    expect(queued.at).toBe('back');
    expect(queued.offers.map((o) => [o.reactor, o.data.cause, o.data.weapons])).toEqual([
      ['goblin', 'left-melee', ['dagger', 'sling']],
    ]);
    expect(refusal(c, aoo({ weapon: 'dagger' }, 'goblin'))).toBe('turn/not-your-turn');
    send(c, { type: 'DeclineReaction', meta: { actor: 'ogre' } });
    expect(c.state.pending?.reactor).toBe('goblin');
    expect(elanMoxie.legalActions(c.state, 'ogre')).toEqual([]);
    // 1d20+1 = 12 vs 12 hits; soak 1d20+4 = 5 vs damage 4 → soaked.
    const stab = send(c, aoo({ weapon: 'dagger' }, 'goblin', [11, 1]));
    expect(stab[0]?.data).toMatchObject({ actor: 'goblin', result: 'soaked', uses: 'opportunity' });
    expect(c.state.pending).toBeNull();
    expect(c.state.current).toBe('kara'); // her turn goes on: a Move or an Attack is left
    expect((c.state.game as { queue: unknown[] }).queue).toEqual([]);
  });

  it('seed 001: an Attack of Opportunity that collapses the mover stops him: he falls where he provoked it (the rest are dropped)', () => {
    const hurt = { ...kara, wounds: 14 };
    const c = karaFirst([hurt, bran, { ...stabber, position: { x: -1, y: 1 } }, nearOgre]);
    const events = send(c, moveTo(-8, 0));
    expect(offerOf(events).data.at).toEqual({ x: -0.5, y: 0 });
    const queued = events[2]?.data as { offers: Offer[] };
    expect(queued.offers[0]?.data).toMatchObject({ cause: 'moved-past', at: { x: -1, y: 0 } });
    send(c, aoo({}, 'ogre', [10, 1])); // the first weapon offered: club, 3 wounds → 17
    expect(c.state.combatants['kara']?.data).toMatchObject({ wounds: 17 });
    expect(c.state.combatants['kara']?.position).toEqual({ x: -0.5, y: 0 });
    expect(c.state.pending).toBeNull(); // the goblin's offer is dropped: Kara is down
    expect((c.state.game as { queue: unknown[] }).queue).toEqual([]);
  });

  it('the Attack of Opportunity is judged where he provoked it: no cover from creatures between the foe and where he ended', () => {
    const shield = { ...bran, position: { x: -4, y: 0 } }; // between the Ogre and (-8, 0)
    const c = karaFirst([kara, shield, nearOgre]);
    send(c, moveTo(-8, 0));
    const [attacked] = send(c, aoo({}, 'ogre', [9]));
    expect(attacked?.data).toMatchObject({ defense: 12, result: 'miss' });
    expect(attacked?.data['cover']).toBeUndefined();
  });

  it("seed 001: 'An Attack of Opportunity must be a normal weapon based attack, unless a character specifically has an ability that says it can be used as an Attack of Opportunity'", () => {
    const brute = {
      ...nearOgre,
      abilities: [
        {
          name: 'roar',
          range: 'short',
          attack: 'moxie',
          effects: [{ name: 'shaken', modifiers: { defense: -1 } }],
        },
        { name: 'sweep', attack: 'strength', damage: 4, opportunity: true },
        { name: 'hook', attack: 'strength', knocksProne: true, opportunity: true },
      ],
    };
    const c = karaFirst([kara, brute]);
    expect(refusal(c, { type: 'AttackOfOpportunity', data: {} })).toBe('elan-moxie/no-opportunity');
    const events = send(c, moveTo(-8, 0));
    expect(offerOf(events).data).toMatchObject({ weapons: ['club'], abilities: ['sweep', 'hook'] });
    expect(refusal(c, aoo({ ability: 'roar' }, 'ogre'))).toBe('elan-moxie/not-a-weapon-attack');
    expect(refusal(c, aoo({ special: 'trip' }, 'ogre'))).toBe('elan-moxie/not-a-weapon-attack');
    expect(refusal(c, aoo({ weapon: 'axe' }, 'ogre'))).toBe('elan-moxie/no-such-weapon');
    expect(refusal(c, aoo({ ability: 'fireball' }, 'ogre'))).toBe('elan-moxie/no-such-ability');
    expect(refusal(c, aoo({ weapon: 'club', ability: 'sweep' }, 'ogre'))).toBe(
      'elan-moxie/bad-reaction',
    );
    expect(refusal(c, aoo({ weapon: 'club' }, 'kara'))).toBe('turn/not-your-turn');
    // The ability that says so: 1d20+2 = 12 hits; damage 4 + 3 = 7, soak 1d20+4 = 7 → soaked.
    const [swept] = send(c, aoo({ ability: 'sweep' }, 'ogre', [10, 3]));
    expect(swept?.data).toMatchObject({ weapon: 'sweep', uses: 'opportunity', result: 'soaked' });
  });

  it("seed 001: a special attack (Trip, Disarm, Grapple) or an ability is not 'a normal weapon based attack': refused as the answer (pendingRefusal)", () => {
    const c = karaFirst([kara, nearOgre]);
    expect(pendingRefusal(c.state, { type: 'Trip' })).toBeUndefined(); // nothing waits
    send(c, moveTo(-8, 0));
    const refusedAs = (type: string) => {
      const r = pendingRefusal(c.state, { type, data: { target: 'kara' } });
      return r && !r.ok ? r.error.code : 'none';
    };
    for (const type of ['Trip', 'Disarm', 'Grapple', 'UseAbility'])
      expect(refusedAs(type)).toBe('elan-moxie/not-a-weapon-attack');
    for (const type of ['Attack', 'Move', 'Withdraw', 'Stand', 'PickUp', 'FreeAction'])
      expect(refusedAs(type)).toBe('elan-moxie/reaction-pending');
    expect(refusedAs('AdjustWounds')).toBe('none'); // the GM's hand any time
    expect(refusal(c, { type: 'Withdraw', data: { to: { x: -9, y: 0 } } })).toBe(
      'elan-moxie/reaction-pending',
    );
  });

  it('an ability used as an Attack of Opportunity brings its effects on a hit (knocked prone: a Move action to stand)', () => {
    const hooker = {
      ...nearOgre,
      weapons: [{ name: 'fists', damage: 0, kind: 'strength', natural: true }],
      abilities: [{ name: 'hook', attack: 'strength', knocksProne: true, opportunity: true }],
    };
    const c = karaFirst([kara, hooker]);
    send(c, moveTo(-8, 0));
    const events = send(c, aoo({ ability: 'hook' }, 'ogre', [10]));
    expect(types(events)).toEqual(['Attacked', 'KnockedProne', 'MoveStopped', 'ReactionTaken']);
    // She lies where she was struck: 0.5 m of her 8 m move (issue 14: the log tells the truth).
    expect(events[2]?.data).toEqual({
      id: 'kara',
      by: 'ogre',
      at: { x: -0.5, y: 0 },
      moved: 0.5,
      planned: 8,
    });
    expect(elanMoxie.describe(events[2] as GameEvent, c.state)).toBe(
      "Kara's move is cut short at (-0.5, 0.0) by Ogre's Attack of Opportunity: 0.5 m moved of the 8.0 m",
    );
    expect(events[0]?.data).toMatchObject({ result: 'hit', weapon: 'hook' });
    expect(events[0]?.data['soak']).toBeUndefined();
    expect(c.state.combatants['kara']?.data).toMatchObject({ prone: true });
    expect(refusal(c, moveTo(-10, 0))).toBe('elan-moxie/prone');
  });

  it('legalActions for the pending reactor: an Attack of Opportunity per weapon with exact odds, then DeclineReaction; nothing for the others', () => {
    const c = karaFirst([kara, nearOgre]);
    send(c, moveTo(-8, 0));
    const options = elanMoxie.legalActions(c.state, 'ogre');
    expect(options.map((o) => o.command)).toEqual([
      { type: 'AttackOfOpportunity', data: { weapon: 'club' } },
      { type: 'DeclineReaction' },
    ]);
    expect(options[0]?.label).toBe('Attack of Opportunity on Kara with club');
    expect(options[0]?.odds?.hit).toBeCloseTo(11 / 20, 12); // 1d20+2 ≥ 12
    const ogreC = c.state.combatants['ogre'];
    const karaC = c.state.combatants['kara'];
    if (!ogreC || !karaC) throw new Error('missing');
    const club = sheetOf(ogreC).weapons[0];
    if (!club) throw new Error('no club');
    const plan = opportunityPlan(c.state, ogreC, karaC, { x: -0.5, y: 0 }, club);
    expect(options[0]?.odds).toEqual(planOdds(plan));
    expect(elanMoxie.legalActions(c.state, 'kara')).toEqual([]);
    for (const o of options)
      expect(code(c.state, { ...o.command, meta: { actor: 'ogre' } })).toBe('accepted');
  });
});

describe('log lines of Attacks of Opportunity', () => {
  it('the offer, the queue and the answer', () => {
    const c = karaFirst([kara, stabber, { ...ogre, position: { x: 1, y: 0 } }]);
    const lines = (events: readonly GameEvent[]) =>
      events.map((e) => elanMoxie.describe(e, c.state));
    expect(lines(send(c, moveTo(0, 8))).slice(1)).toEqual([
      'Ogre may make an Attack of Opportunity on Kara (left melee range)',
      'Waiting their turn: Goblin may make an Attack of Opportunity on Kara (left melee range)',
    ]);
    send(c, { type: 'DeclineReaction', meta: { actor: 'ogre' } });
    expect(lines(send(c, aoo({}, 'goblin', [1]))).slice(1)).toEqual([
      'Goblin has made the Attack of Opportunity on Kara',
    ]);
    const past = send(karaFirst([{ ...kara, position: { x: -4, y: 1 } }, ogre]), moveTo(6, 1));
    expect(elanMoxie.describe(past[1] as GameEvent, c.state)).toBe(
      'Ogre may make an Attack of Opportunity on Kara (moved past him in melee)',
    );
  });
});
