import { describe, expect, it } from 'vitest';
import type { Combat, CombatState, GameEvent } from '../../../../engine/index.js';
import { combatChaos } from '../../index.js';
import { dataIn, duel, ofType, refusal, send, start, type Entry } from '../../test-kit.js';

/** The log line of an event (undefined when there is no event). */
const describeIn = (s: CombatState, e: GameEvent | undefined): string | undefined =>
  e && combatChaos.describe(e, s);

const bow = { name: 'bow', hitBonus: 3, damage: '1d6', keywords: ['missile'], range: 80 };
const acrobat = { skills: { acrobatics: 2 } };

/** Akodo (x 0, athletics 4) first; Bayushi (x 5) second. */
const begun = (bayushi: Entry = {}, akodo: Entry = {}): Combat => {
  const c = duel({ skills: { athletics: 4 }, ...akodo }, bayushi);
  start(c, [15, 1, 10, 1]);
  return c;
};
/** Akodo trips Bayushi: athletics 2d20kl1 keeps 12: 16 against 7. */
const trip = (c: Combat) =>
  send(c, {
    type: 'Trip',
    data: { target: 'bayushi', how: 'athletics' },
    meta: { faces: [15, 12, 7] },
  });
const prone = (c: Combat, id: string) => dataIn(c.state, id).cond.prone;
const types = (c: Combat, id: string) =>
  combatChaos.legalActions(c.state, id).map((o) => o.command.type);

/** Bayushi (an archer: no attack of opportunity) tripped, lying there as his turn starts. */
function downOnHisTurn(bayushi: Entry = {}, akodo: Entry = {}): Combat {
  const c = begun({ weapons: [bow], ...bayushi }, akodo);
  trip(c);
  if (c.state.pending) send(c, { type: 'DeclineReaction', meta: { actor: 'bayushi' } });
  send(c, { type: 'EndTurn' });
  expect(c.state.current).toBe('bayushi');
  expect(prone(c, 'bayushi')).toBe(true);
  return c;
}

describe('Kipup, prone and standing up', () => {
  it("seed 002: 'Kipup. If you have the acrobatics skill, you can instantly regain your feet without provoking an attack of opportunity as a reaction or a bonus action.' — as a reaction, offered right after the trip", () => {
    const c = begun({ ...acrobat, weapons: [bow] });
    const events = trip(c);
    expect(ofType(events, 'ReactionOffered')[0]?.data['pending']).toEqual({
      kind: 'reaction',
      reactor: 'bayushi',
      trigger: 'kipup',
      data: { provoker: 'akodo', cause: 'kipup', weapons: [] },
    });
    expect(combatChaos.legalActions(c.state, 'bayushi').map((o) => o.command)).toEqual([
      { type: 'Kipup' },
      { type: 'DeclineReaction' },
    ]);
    const up = send(c, { type: 'Kipup', meta: { actor: 'bayushi' } });
    expect(up.map((e) => e.type)).toEqual(['KippedUp', 'ReactionTaken']);
    expect(up[0]?.data).toEqual({ actor: 'bayushi', uses: 'reaction' });
    expect(prone(c, 'bayushi')).toBe(false);
    expect(dataIn(c.state, 'bayushi').budget.reaction).toBe(0);
    expect(c.state.pending).toBeNull();
    expect(c.state.current).toBe('akodo');
  });

  it('Kipup is offered after the attack of opportunity the trip provoked was declined (the reaction still in hand), and not after it was taken', () => {
    const declined = begun(acrobat);
    trip(declined); // pending: Bayushi's attack of opportunity
    send(declined, { type: 'DeclineReaction', meta: { actor: 'bayushi' } });
    expect(prone(declined, 'bayushi')).toBe(true);
    expect(declined.state.pending).toMatchObject({ reactor: 'bayushi', trigger: 'kipup' });
    send(declined, { type: 'DeclineReaction', meta: { actor: 'bayushi' } }); // stays down
    expect(declined.state.pending).toBeNull();
    expect(prone(declined, 'bayushi')).toBe(true);

    const taken = begun(acrobat);
    trip(taken);
    send(taken, { type: 'ReactAttack', data: {}, meta: { actor: 'bayushi', faces: [3] } });
    expect(prone(taken, 'bayushi')).toBe(true);
    expect(taken.state.pending).toBeNull();
  });

  it("Kipup and the standing choice: 'always' kips up at once, 'never' stays down", () => {
    const always = begun({ ...acrobat, weapons: [bow], reactions: 'always' });
    const events = trip(always);
    expect(events.map((e) => e.type)).toContain('KippedUp');
    expect(prone(always, 'bayushi')).toBe(false);
    expect(always.state.pending).toBeNull();
    const never = begun({ ...acrobat, weapons: [bow], reactions: 'never' });
    trip(never);
    expect(prone(never, 'bayushi')).toBe(true);
    expect(never.state.pending).toBeNull();
  });

  it("seed 002 Kipup: '... or a bonus action. There is no roll for this.' — on one's turn, for the bonus action, no faces, no attack of opportunity from the foe beside", () => {
    const c = downOnHisTurn(acrobat);
    expect(types(c, 'bayushi')).toContain('Kipup');
    const events = send(c, { type: 'Kipup', data: {} }); // no faces: no roll
    expect(events.map((e) => e.type)).toEqual(['KippedUp']);
    expect(events[0]?.data).toEqual({ actor: 'bayushi', uses: 'bonus' });
    expect(dataIn(c.state, 'bayushi').budget).toMatchObject({ bonus: 0, move: 1, reaction: 1 });
    expect(c.state.pending).toBeNull();
    expect(describeIn(c.state, events[0])).toBe(
      'Bayushi kips up (bonus action): on their feet, no roll, no attack of opportunity',
    );
  });

  it("seed 002 Kipup: 'If you have the acrobatics skill' — without it (acrobatics 0), or standing already, refused; not in the menu", () => {
    const c = downOnHisTurn();
    expect(refusal(c, { type: 'Kipup', data: {} })).toBe('combat-chaos/no-acrobatics');
    expect(types(c, 'bayushi')).not.toContain('Kipup');
    expect(types(c, 'bayushi')).toContain('Stand');
    const up = begun(acrobat);
    send(up, { type: 'EndTurn' });
    expect(refusal(up, { type: 'Kipup', data: {} })).toBe('combat-chaos/not-prone');
    expect(types(up, 'bayushi')).not.toContain('Kipup');
  });

  it("seed 002: 'Movement, standard, and bonus actions can only be taken on ones initiative.' — a Kipup as a bonus action on another's turn is refused; as a reaction the GM may rule it", () => {
    const c = begun({ ...acrobat, weapons: [bow] });
    trip(c);
    send(c, { type: 'DeclineReaction', meta: { actor: 'bayushi' } });
    expect(refusal(c, { type: 'Kipup', data: { id: 'bayushi' }, meta: { actor: 'bayushi' } })).toBe(
      'turn/not-your-turn',
    );
    expect(refusal(c, { type: 'Kipup', data: { id: 'bayushi' }, meta: { actor: 'akodo' } })).toBe(
      'turn/gm-only',
    );
    expect(refusal(c, { type: 'Kipup', data: { id: 'bayushi', as: 'bonus' } })).toBe(
      'combat-chaos/not-your-turn',
    );
    const events = send(c, { type: 'Kipup', data: { id: 'bayushi' } }); // the GM: a reaction
    expect(events[0]?.data).toEqual({ actor: 'bayushi', uses: 'reaction' });
    expect(prone(c, 'bayushi')).toBe(false);
  });

  it("seed 002: 'Sometimes, you may not have any actions of a certain category available.' — the bonus action spent (a Constrict), a Kipup as one is refused; the reaction may still do", () => {
    const c = downOnHisTurn({ skills: { acrobatics: 2, athletics: 3 } }, { reactions: 'never' });
    // Prone, Bayushi still wrestles Akodo down (armed: disadvantage; 2d20kl1 keeps 15: 18 vs 6).
    send(c, { type: 'Grapple', data: { target: 'akodo' }, meta: { faces: [15, 15, 2] } });
    send(c, { type: 'Constrict', data: { target: 'akodo', as: 'bonus' }, meta: { faces: [2] } });
    expect(refusal(c, { type: 'Kipup', data: { as: 'bonus' } })).toBe('combat-chaos/no-bonus');
    expect(types(c, 'bayushi')).toContain('Kipup'); // as a reaction
    const events = send(c, { type: 'Kipup', data: {} });
    expect(events[0]?.data).toEqual({ actor: 'bayushi', uses: 'reaction' });
    expect(dataIn(c.state, 'bayushi').budget).toMatchObject({ bonus: 0, reaction: 0 });
  });

  it('standing up takes half the move; the Move after it covers the other half (option standingProvokes: foes in melee reach may attack)', () => {
    const c = downOnHisTurn();
    const events = send(c, { type: 'Stand' });
    expect(events[0]).toEqual({ type: 'StoodUp', data: { actor: 'bayushi', cost: 15, move: 0.5 } });
    expect(prone(c, 'bayushi')).toBe(false);
    // Akodo's longsword reaches: standing up provokes (Kipup stands "without provoking").
    expect(c.state.pending).toMatchObject({
      reactor: 'akodo',
      trigger: 'attack-of-opportunity',
      data: { provoker: 'bayushi', cause: 'stand' },
    });
    send(c, { type: 'DeclineReaction', meta: { actor: 'akodo' } });
    expect(refusal(c, { type: 'Stand' })).toBe('combat-chaos/not-prone');
    const moved = send(c, { type: 'Move', data: { to: { x: 5, y: 40 } } });
    expect(ofType(moved, 'Moved')[0]?.data).toMatchObject({ to: { x: 5, y: 15 }, distance: 15 });
    expect(dataIn(c.state, 'bayushi').budget.move).toBe(0);
  });

  it('option standingProvokes off: standing up provokes nothing', () => {
    const c = duel({ skills: { athletics: 4 } }, { weapons: [bow] }, { standingProvokes: false });
    start(c, [15, 1, 10, 1]);
    trip(c); // no acrobatics: no Kipup offered
    send(c, { type: 'EndTurn' });
    const events = send(c, { type: 'Stand' });
    expect(events.map((e) => e.type)).toEqual(['StoodUp']);
    expect(c.state.pending).toBeNull();
  });

  it('prone, a Move is a crawl: half the distance; after the crawl no move is left to stand up', () => {
    const c = downOnHisTurn();
    const moved = send(c, { type: 'Move', data: { to: { x: 5, y: 40 } } });
    expect(ofType(moved, 'Moved')[0]?.data).toMatchObject({ to: { x: 5, y: 15 }, distance: 15 });
    expect(prone(c, 'bayushi')).toBe(true);
    send(c, { type: 'DeclineReaction', meta: { actor: 'akodo' } }); // the crawl left Akodo's reach
    expect(refusal(c, { type: 'Stand' })).toBe('combat-chaos/no-move');
  });

  it("seed 002 Attack: 'move up to your speed' — a crawl spends its feet twice over, and what is left serves to stand up and walk on (issue 14: the move is no longer lost after the first stop)", () => {
    const c = downOnHisTurn();
    send(c, { type: 'Move', data: { to: { x: 2, y: 0 } } }); // a 3 ft crawl: 6 ft of his 30
    expect(dataIn(c.state, 'bayushi').budget.move).toBeCloseTo(0.8, 12);
    send(c, { type: 'Stand' }); // half the move: 15 ft
    if (c.state.pending) send(c, { type: 'DeclineReaction', meta: { actor: 'akodo' } });
    expect(dataIn(c.state, 'bayushi').budget.move).toBeCloseTo(0.3, 12);
    const moved = send(c, { type: 'Move', data: { to: { x: 2, y: 40 } } });
    expect(ofType(moved, 'Moved')[0]?.data['distance']).toBeCloseTo(9, 9); // the 9 ft left
    expect(dataIn(c.state, 'bayushi').budget.move).toBe(0);
  });
});
