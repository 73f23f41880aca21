import { describe, expect, it } from 'vitest';
import type { CombatState, GameEvent } from '../../../engine/index.js';
import { combatChaos } from '../index.js';
import {
  combat,
  dataIn,
  duel,
  fighter,
  health,
  ofType,
  refusal,
  send,
  start,
} from '../test-kit.js';

/** The log line of an event (undefined when there is no event). */
const describeIn = (s: CombatState, e: GameEvent | undefined): string | undefined =>
  e && combatChaos.describe(e, s);

const begun = (c = duel(), faces = [15, 1, 10, 1]) => {
  start(c, faces);
  return c;
};
const fumble = { type: 'Attack', data: { target: 'bayushi' }, meta: { faces: [1] } };
const away = { type: 'Move', data: { to: { x: -30, y: 0 } } };

describe('reactions: attacks of opportunity', () => {
  it("seed 002: 'A natural 1 on a melee attack always provokes an attack of opportunity from the target (requiring a reaction).'", () => {
    const c = begun();
    const events = send(c, fumble);
    expect(ofType(events, 'ReactionOffered')[0]?.data['pending']).toMatchObject({
      reactor: 'bayushi',
      trigger: 'attack-of-opportunity',
      data: { provoker: 'akodo', cause: 'fumble', weapons: ['longsword'] },
    });
    // "Reactions can be taken anytime": Bayushi answers on Akodo's turn.
    const answer = send(c, {
      type: 'ReactAttack',
      data: {},
      meta: { actor: 'bayushi', faces: [12, 5] },
    });
    expect(ofType(answer, 'AttackMade')[0]?.data).toMatchObject({
      actor: 'bayushi',
      target: 'akodo',
      uses: 'reaction',
      provocation: 'fumble',
      dealt: 7,
    });
    expect(ofType(answer, 'ReactionTaken')[0]?.data).toEqual({
      id: 'bayushi',
      trigger: 'attack-of-opportunity',
      provoker: 'akodo',
    });
    expect(health(c, 'akodo')).toBe(13);
    expect(dataIn(c.state, 'bayushi').budget.reaction).toBe(0);
    expect(c.state.pending).toBeNull();
    expect(c.state.current).toBe('akodo'); // Akodo's turn goes on: the move is left
  });

  it("seed 002: 'Reactions can be taken anytime, as long as their triggering conditions are met.' — off one's turn, once triggered, with a reaction left", () => {
    const c = begun();
    // No trigger, no reaction.
    expect(refusal(c, { type: 'ReactAttack', data: {}, meta: { faces: [10, 1] } })).toBe(
      'combat-chaos/no-reaction',
    );
    send(c, fumble); // the trigger, on Akodo's turn
    expect(c.state.current).toBe('akodo');
    expect(c.state.pending?.reactor).toBe('bayushi');
    send(c, { type: 'ReactAttack', data: {}, meta: { actor: 'bayushi', faces: [3] } });
    // The reaction is spent: the next trigger this round offers nothing.
    expect(ofType(send(c, away), 'ReactionOffered')).toHaveLength(0);
  });

  it('while a reaction waits, only the reactor (or the GM for them) may answer', () => {
    const c = begun();
    send(c, fumble);
    expect(refusal(c, { type: 'EndTurn', meta: { actor: 'akodo' } })).toBe('turn/not-your-turn');
    expect(refusal(c, { type: 'Move', data: { to: { x: -5, y: 0 } } })).toBe(
      'turn/reaction-pending',
    );
    expect(combatChaos.legalActions(c.state, 'akodo')).toEqual([]);
    expect(combatChaos.legalActions(c.state, 'bayushi').map((o) => o.command.type)).toEqual([
      'ReactAttack',
      'DeclineReaction',
    ]);
    send(c, { type: 'DeclineReaction' }); // the GM, for Bayushi
    expect(c.state.pending).toBeNull();
    expect(dataIn(c.state, 'bayushi').budget.reaction).toBe(1);
    expect(refusal(c, { type: 'ReactAttack', data: {}, meta: { faces: [10, 1] } })).toBe(
      'combat-chaos/no-reaction',
    );
  });

  it('a natural 1 on a missile attack provokes nothing; nor does one against a target without a reaching melee weapon', () => {
    const bow = { name: 'bow', hitBonus: 3, damage: '1d6', keywords: ['missile'], range: 80 };
    const shooting = begun(duel({ weapons: [bow] }));
    // Threatened in melee, the archer shoots at disadvantage: the lower of two d20 is a 1.
    const shot = { ...fumble, meta: { faces: [1, 7] } };
    expect(ofType(send(shooting, shot), 'ReactionOffered')).toHaveLength(0);
    const spear = { name: 'spear', hitBonus: 3, damage: '1d8', reach: 10 };
    const outreached = begun(
      combat([
        fighter('akodo', 'lion', 0, { weapons: [spear] }),
        fighter('bayushi', 'scorpion', 10),
      ]),
    );
    expect(ofType(send(outreached, fumble), 'ReactionOffered')).toHaveLength(0);
  });

  it('option leavingReachProvokes (default on): moving out of an enemy’s melee reach offers it an attack of opportunity', () => {
    const c = begun();
    const events = send(c, away);
    expect(ofType(events, 'Moved')).toHaveLength(1); // the move completes, then the attack comes
    expect(c.state.pending).toMatchObject({ reactor: 'bayushi', data: { cause: 'left-reach' } });
    send(c, {
      type: 'ReactAttack',
      data: { weapon: 'longsword' },
      meta: { actor: 'bayushi', faces: [15, 8] },
    });
    expect(health(c, 'akodo')).toBe(10);
    const off = begun(duel({}, {}, { leavingReachProvokes: false }));
    expect(ofType(send(off, away), 'ReactionOffered')).toHaveLength(0);
  });

  it('staying in reach provokes nothing; passing through a reach and out of it does', () => {
    const c = begun();
    expect(
      ofType(send(c, { type: 'Move', data: { to: { x: 2, y: 1 } } }), 'ReactionOffered'),
    ).toHaveLength(0);
    const past = begun(
      combat([
        fighter('akodo', 'lion', -20),
        fighter('bayushi', 'scorpion', 0, { position: { x: 0, y: 4 } }),
      ]),
    );
    expect(
      ofType(send(past, { type: 'Move', data: { to: { x: 10, y: 0 } } }), 'ReactionOffered'),
    ).toHaveLength(1);
  });

  it('several enemies left behind react in initiative order, one after the other; an offer whose target fell is dropped', () => {
    const three = () =>
      begun(
        combat([
          fighter('akodo', 'lion', 0, { health: 5 }),
          fighter('bayushi', 'scorpion', 5),
          fighter('shosuro', 'scorpion', -5),
        ]),
        [15, 1, 10, 1, 12, 1],
      );
    const c = three();
    send(c, { type: 'Move', data: { to: { x: 0, y: 30 } } });
    expect(c.state.pending?.reactor).toBe('shosuro'); // initiative 12 before bayushi's 10
    send(c, { type: 'DeclineReaction', meta: { actor: 'shosuro' } });
    expect(c.state.pending?.reactor).toBe('bayushi');
    expect(
      combatChaos.describe({ type: 'ReactionDeclined', data: { id: 'shosuro' } }, c.state),
    ).toBe('Shosuro lets the chance pass');
    send(c, { type: 'DeclineReaction', meta: { actor: 'bayushi' } });
    expect(c.state.pending).toBeNull();
    const fell = three();
    send(fell, { type: 'Move', data: { to: { x: 0, y: 30 } } });
    send(fell, { type: 'ReactAttack', data: {}, meta: { actor: 'shosuro', faces: [15, 8] } }); // 10 damage: akodo is down
    expect(fell.state.status).toBe('ended');
    expect(fell.state.pending).toBeNull();
  });

  it('one reaction per round: spent, no more offers until the next round', () => {
    const c = begun();
    send(c, fumble);
    send(c, { type: 'ReactAttack', data: {}, meta: { actor: 'bayushi', faces: [3] } });
    expect(ofType(send(c, away), 'ReactionOffered')).toHaveLength(0);
    expect(c.state.current).toBe('bayushi'); // nothing left: akodo's turn ended by itself
  });

  it('the reaction is refreshed as the next round starts', () => {
    const c = begun();
    send(c, fumble);
    send(c, { type: 'ReactAttack', data: {}, meta: { actor: 'bayushi', faces: [3] } });
    send(c, { type: 'EndTurn' }); // akodo
    send(c, { type: 'EndTurn' }); // bayushi; round 2
    expect(dataIn(c.state, 'bayushi').budget.reaction).toBe(1);
  });

  it('a natural 1 on the attack of opportunity provokes one back, before other waiting reactions', () => {
    const c = begun();
    send(c, fumble);
    const events = send(c, {
      type: 'ReactAttack',
      data: {},
      meta: { actor: 'bayushi', faces: [1] },
    });
    expect(ofType(events, 'ReactionsQueued')).toHaveLength(1);
    expect(c.state.pending).toMatchObject({
      reactor: 'akodo',
      data: { provoker: 'bayushi', cause: 'fumble' },
    });
    send(c, { type: 'ReactAttack', data: {}, meta: { actor: 'akodo', faces: [12, 1] } });
    expect(health(c, 'bayushi')).toBe(17);
    expect(c.state.current).toBe('akodo');
  });
});

describe('reactions: one per round, the standing choice, the maneuvers’ offers', () => {
  const acrobat = { skills: { acrobatics: 2 } };
  const tripper = { skills: { athletics: 4 } };
  const tripBayushi = {
    type: 'Trip',
    data: { target: 'bayushi', how: 'athletics' },
    meta: { faces: [15, 12, 7] },
  };

  it("seed 002 (Combat): 'A second reaction in a round' is refused with combat-chaos/no-reaction-left — the GM forcing a ReactAttack or a Kipup after the reaction is spent", () => {
    const c = begun();
    send(c, fumble);
    send(c, { type: 'ReactAttack', data: {}, meta: { actor: 'bayushi', faces: [3] } });
    expect(
      refusal(c, {
        type: 'ReactAttack',
        data: { reactor: 'bayushi', target: 'akodo' },
        meta: { faces: [15, 3] },
      }),
    ).toBe('combat-chaos/no-reaction-left');
    // With the reaction still in hand, the GM may rule an attack of opportunity (cause 'gm').
    const ruled = send(c, {
      type: 'ReactAttack',
      data: { reactor: 'akodo', target: 'bayushi' },
      meta: { faces: [15, 3] },
    });
    expect(ofType(ruled, 'AttackMade')[0]?.data).toMatchObject({
      actor: 'akodo',
      uses: 'reaction',
      provocation: 'gm',
    });
    expect(dataIn(c.state, 'akodo').budget.reaction).toBe(0);
    // Only the GM rules one.
    const other = begun();
    expect(
      refusal(other, {
        type: 'ReactAttack',
        data: { reactor: 'bayushi', target: 'akodo' },
        meta: { actor: 'akodo' },
      }),
    ).toBe('combat-chaos/no-reaction');

    // Kipup: Bayushi spent his reaction on the trip's attack of opportunity, then fell.
    const k = begun(duel(tripper, acrobat));
    send(k, tripBayushi);
    send(k, { type: 'ReactAttack', data: {}, meta: { actor: 'bayushi', faces: [3] } });
    expect(dataIn(k.state, 'bayushi').cond.prone).toBe(true);
    expect(k.state.pending).toBeNull(); // no Kipup offered: no reaction left
    expect(refusal(k, { type: 'Kipup', data: { id: 'bayushi' } })).toBe(
      'combat-chaos/no-reaction-left',
    );
  });

  it('while an attack of opportunity waits, a Kipup is refused; while a Kipup waits, a ReactAttack is', () => {
    const c = begun(duel(tripper, acrobat));
    send(c, tripBayushi);
    expect(refusal(c, { type: 'Kipup', meta: { actor: 'bayushi' } })).toBe('turn/reaction-pending');
    send(c, { type: 'DeclineReaction', meta: { actor: 'bayushi' } });
    expect(c.state.pending?.trigger).toBe('kipup');
    expect(refusal(c, { type: 'ReactAttack', data: {}, meta: { actor: 'bayushi' } })).toBe(
      'combat-chaos/no-reaction',
    );
  });

  it("the standing choice (sheet.reactions): 'always' takes the attack of opportunity at once, inside the provoking command", () => {
    // A Move: the attack comes right after the Moved, in the same command; nothing waits.
    const c = begun(duel({}, { reactions: 'always' }));
    const moved = send(c, { ...away, meta: { faces: [15, 8] } });
    expect(moved.map((e) => e.type).slice(0, 2)).toEqual(['Moved', 'AttackMade']);
    expect(c.state.pending).toBeNull();
    expect(health(c, 'akodo')).toBe(10);
    expect(moved[1]?.data).toMatchObject({
      actor: 'bayushi',
      target: 'akodo',
      uses: 'reaction',
      provocation: 'left-reach',
      dealt: 10,
    });
    // Standing up (Stand) beside a foe whose choice is 'always': the attack, in the same command.
    const bow = { name: 'bow', hitBonus: 3, damage: '1d6', keywords: ['missile'], range: 80 };
    const s = begun(duel({ ...tripper, reactions: 'always' }, { weapons: [bow] }));
    send(s, tripBayushi);
    send(s, { type: 'EndTurn' });
    const stood = send(s, { type: 'Stand', meta: { faces: [15, 8] } });
    expect(stood.map((e) => e.type).slice(0, 2)).toEqual(['StoodUp', 'AttackMade']);
    expect(stood[1]?.data).toMatchObject({ actor: 'akodo', provocation: 'stand', dealt: 10 });
    expect(health(s, 'bayushi')).toBe(10);
    expect(s.state.pending).toBeNull();
  });

  it("the standing choice answers the attack provoked back by a natural 1 on an attack of opportunity: 'always' strikes at once, 'never' lets it pass", () => {
    const c = begun(duel({ reactions: 'always' }));
    send(c, fumble);
    const events = send(c, {
      type: 'ReactAttack',
      data: {},
      meta: { actor: 'bayushi', faces: [1, 12, 1] },
    });
    const attacks = ofType(events, 'AttackMade').map((e) => e.data);
    expect(attacks).toMatchObject([
      { actor: 'bayushi', natural: 1 },
      { actor: 'akodo', uses: 'reaction', provocation: 'fumble', natural: 12, dealt: 3 },
    ]);
    expect(health(c, 'bayushi')).toBe(17);
    expect(c.state.pending).toBeNull();
    expect(dataIn(c.state, 'akodo').budget.reaction).toBe(0);

    const never = begun(duel({ reactions: 'never' }));
    send(never, fumble);
    const passed = send(never, {
      type: 'ReactAttack',
      data: {},
      meta: { actor: 'bayushi', faces: [1] },
    });
    expect(ofType(passed, 'ReactionPassed')[0]?.data).toEqual({
      id: 'akodo',
      trigger: 'attack-of-opportunity',
      provoker: 'bayushi',
      cause: 'fumble',
    });
    expect(describeIn(never.state, ofType(passed, 'ReactionPassed')[0])).toBe(
      'Akodo lets the chance of an attack of opportunity on Bayushi pass (standing choice: never)',
    );
    expect(never.state.pending).toBeNull();
    expect(dataIn(never.state, 'akodo').budget.reaction).toBe(1);
  });

  it("seed 002: 'A natural 1 on a melee attack always provokes an attack of opportunity from the target' — still, with the maneuvers: only with a melee weapon in hand (a disarmed target has none)", () => {
    const c = begun(duel({}, { reactions: 'never' }));
    send(c, {
      type: 'Disarm',
      data: { target: 'bayushi' },
      meta: { faces: [14, 11, 5] },
    });
    expect(dataIn(c.state, 'bayushi').cond.dropped).toEqual(['longsword']);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    const fumbled = send(c, fumble);
    expect(ofType(fumbled, 'ReactionOffered')).toHaveLength(0);
    // The log says why (issue 14: "a disarmed reactor is told why no attack of opportunity was offered").
    const why = ofType(fumbled, 'ReactionUnavailable')[0];
    expect(why?.data).toMatchObject({ id: 'bayushi', provoker: 'akodo', cause: 'fumble' });
    expect(describeIn(c.state, why)).toBe(
      "No attack of opportunity for Akodo's natural 1: Bayushi holds no weapon (the longsword is on the ground)",
    );
    // The GM ruling one for him is refused with the same reason.
    const r = c.send({ type: 'ReactAttack', data: { reactor: 'bayushi', target: 'akodo' } });
    expect(r.ok || r.error.message).toBe(
      'Bayushi holds no weapon (the longsword is on the ground)',
    );
    // Leaving his reach provokes nothing either: his hands are empty.
    expect(ofType(send(c, away), 'ReactionOffered')).toHaveLength(0);
  });

  describe("seed 002: 'A natural 1 on a melee attack always provokes an attack of opportunity from the target' — whatever weapon the target holds (option opportunityWeapons)", () => {
    const bow = { name: 'bow', hitBonus: 3, damage: '1d6', keywords: ['missile'], range: 80 };
    const archer = (options: Record<string, unknown> = {}) =>
      begun(duel({}, { weapons: [bow] }, options));

    it("'any' (the default): an archer shoots point-blank, at disadvantage (threatened in melee by the one who fumbled)", () => {
      const c = archer();
      const events = send(c, fumble);
      expect(ofType(events, 'ReactionOffered')[0]?.data['pending']).toMatchObject({
        reactor: 'bayushi',
        data: { provoker: 'akodo', cause: 'fumble', weapons: ['bow'] },
      });
      const menu = combatChaos.legalActions(c.state, 'bayushi');
      expect(menu[0]?.command).toEqual({ type: 'ReactAttack', data: { weapon: 'bow' } });
      const shot = send(c, {
        type: 'ReactAttack',
        data: {},
        meta: { actor: 'bayushi', faces: [15, 14, 4] },
      });
      expect(ofType(shot, 'AttackMade')[0]?.data).toMatchObject({
        actor: 'bayushi',
        weapon: 'bow',
        provocation: 'fumble',
        mode: 'disadvantage',
        disadvantage: ['threatened in melee by Akodo'],
        natural: 14,
        hit: true,
        dealt: 4,
      });
      expect(health(c, 'akodo')).toBe(16);
    });

    it("'melee': for tables that want melee-only reactions, the archer has none, and the log says why", () => {
      const c = archer({ opportunityWeapons: 'melee' });
      const events = send(c, fumble);
      expect(ofType(events, 'ReactionOffered')).toHaveLength(0);
      expect(describeIn(c.state, ofType(events, 'ReactionUnavailable')[0])).toBe(
        "No attack of opportunity for Akodo's natural 1: no melee weapon in Bayushi's hands reaches Akodo (option opportunityWeapons: melee weapons only)",
      );
      expect(c.state.pending).toBeNull();
    });

    it('a target who cannot react is not offered one either, and the log says why (reaction used, out of range)', () => {
      const c = begun(duel({ extraAttack: true }, { weapons: [bow] }));
      send(c, fumble);
      send(c, { type: 'DeclineReaction' });
      send(c, {
        type: 'ReactAttack',
        data: { reactor: 'bayushi', target: 'akodo' },
        meta: { faces: [5, 5] },
      });
      const again = send(c, { ...fumble, meta: { faces: [1] } });
      expect(describeIn(c.state, ofType(again, 'ReactionUnavailable')[0])).toBe(
        "No attack of opportunity for Akodo's natural 1: Bayushi has used the reaction of this round",
      );
      const far = begun(
        combat([
          fighter('akodo', 'lion', 0, {
            weapons: [{ name: 'spear', hitBonus: 4, damage: '1d8', reach: 10 }],
          }),
          fighter('bayushi', 'scorpion', 10, { weapons: [{ ...bow, range: 5 }] }),
        ]),
      );
      const out = send(far, fumble);
      expect(ofType(out, 'ReactionOffered')).toHaveLength(0);
      expect(describeIn(far.state, ofType(out, 'ReactionUnavailable')[0])).toBe(
        "No attack of opportunity for Akodo's natural 1: no weapon in Bayushi's hands reaches Akodo",
      );
    });
  });
});
