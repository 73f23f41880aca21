import { describe, expect, it } from 'vitest';
import type { Combat } from '../../../../engine/index.js';
import type { BraceOffer } from './brace.js';
import type { AttackMadeData } from '../../events.js';
import { combatChaos } from '../../index.js';
import { braceOfferLine } from './describe.js';
import { menuBraceReaction } from './menu.js';
import type { ChaosOdds } from '../../attack/index.js';
import { combat, dataIn, fighter, health, ofType, refusal, send, start } from '../../test-kit.js';

/** The value, or a thrown error (no non-null assertions). */
function must<T>(x: T | undefined | null): T {
  if (x === undefined || x === null) throw new Error('missing');
  return x;
}

const pike = { name: 'pike', hitBonus: 3, damage: '1d10', reach: 10, keywords: ['polearm'] };
const sword = { name: 'longsword', hitBonus: 4, damage: '1d8+2' };

type Entry = Record<string, unknown>;

/**
 * Bayushi (scorpion, x 0, a pike) acts first, then Akodo (lion, x 40, a longsword), then anyone
 * in `more`.
 */
function field(bayushi: Entry = {}, akodo: Entry = {}, more: Entry[] = []): Combat {
  const c = combat([
    fighter('bayushi', 'scorpion', 0, { weapons: [pike, sword], ...bayushi }),
    fighter('akodo', 'lion', 40, akodo),
    ...more,
  ]);
  start(c, [15, 1, 10, 1, ...more.flatMap(() => [1, 1])]);
  return c;
}

/** Bayushi braces and ends his turn: Akodo's turn. */
function braced(bayushi: Entry = {}, akodo: Entry = {}, more: Entry[] = []): Combat {
  const c = field(bayushi, akodo, more);
  send(c, { type: 'Brace' });
  send(c, { type: 'EndTurn' });
  return c;
}

const chargeIn = (c: Combat, faces: number[] = [], data: Entry = { target: 'bayushi' }) =>
  send(c, { type: 'Charge', data: { to: { x: 5, y: 0 }, ...data }, meta: { faces } });
const strike = (c: Combat, faces: number[], weapon?: string) =>
  send(c, {
    type: 'BraceStrike',
    data: weapon ? { weapon } : {},
    meta: { actor: 'bayushi', faces },
  });
const made = (events: readonly { type: string; data: unknown }[]) =>
  ofType(events as never, 'AttackMade')[0]?.data as AttackMadeData;

describe('Brace', () => {
  it("seed 002 Brace: 'Bracing is a bonus action.' — the action is left; bracing lasts until the bracer's next turn", () => {
    const c = field();
    const events = send(c, { type: 'Brace' });
    expect(events.map((e) => e.type)).toEqual(['Braced']);
    expect(events[0]?.data).toEqual({ actor: 'bayushi', weapon: 'pike', reach: 10 });
    expect(dataIn(c.state, 'bayushi').budget).toMatchObject({ bonus: 0, action: 1, move: 1 });
    expect(dataIn(c.state, 'bayushi').cond.bracing).toBe(true);
    expect(refusal(c, { type: 'Brace' })).toBe('combat-chaos/no-bonus');
    expect(
      combatChaos.legalActions(c.state, 'bayushi').some((o) => o.command.type === 'Brace'),
    ).toBe(false);
    send(c, { type: 'EndTurn' });
    expect(dataIn(c.state, 'bayushi').cond.bracing).toBe(true); // through Akodo's turn
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('bayushi');
    expect(dataIn(c.state, 'bayushi').cond.bracing).toBe(false); // "until his next turn"
  });

  it("seed 002 Brace: 'You set a polearm' — Brace without a polearm in hand is refused (no-polearm) and not offered", () => {
    const c = field({ weapons: [sword] });
    expect(refusal(c, { type: 'Brace' })).toBe('combat-chaos/no-polearm');
    expect(
      combatChaos.legalActions(c.state, 'bayushi').some((o) => o.command.type === 'Brace'),
    ).toBe(false);
    const armed = field();
    const offered = combatChaos
      .legalActions(armed.state, 'bayushi')
      .filter((o) => o.command.type === 'Brace');
    expect(offered).toHaveLength(1);
    send(armed, must(offered[0]).command);
  });

  it("seed 002 Brace: 'If you are charged while bracing, you can attack your assailant once as a reaction before it attacks you.'", () => {
    const c = braced();
    const events = chargeIn(c);
    expect(events.map((e) => e.type)).toEqual(['Charged', 'Moved', 'ReactionOffered']);
    expect(c.state.pending).toEqual({
      kind: 'reaction',
      reactor: 'bayushi',
      trigger: 'brace',
      data: { provoker: 'akodo', cause: 'brace', weapons: [], polearms: ['pike'] },
    } satisfies BraceOffer);
    // "before it attacks you": the charger's attack waits for the answer.
    const swing = { type: 'Attack', data: { target: 'bayushi' }, meta: { faces: [10, 5] } };
    expect(refusal(c, swing)).toBe('turn/reaction-pending');
    expect(refusal(c, { ...swing, meta: { ...swing.meta, actor: 'akodo' } })).toBe(
      'turn/not-your-turn',
    );
    const answer = strike(c, [10, 4]); // 13 vs 12: a hit, 1d10 = 4, critical: × 2
    expect(answer.map((e) => e.type)).toEqual(['AttackMade', 'ReactionTaken']);
    expect(made(answer)).toMatchObject({
      actor: 'bayushi',
      target: 'akodo',
      weapon: 'pike',
      uses: 'reaction',
      hit: true,
      verdict: 'meets-defense',
      critical: true,
      alwaysCritical: true,
      dealt: 8,
    });
    expect(answer[1]?.data).toEqual({ id: 'bayushi', trigger: 'brace', provoker: 'akodo' });
    expect(health(c, 'akodo')).toBe(12);
    expect(dataIn(c.state, 'bayushi').budget.reaction).toBe(0);
    expect(dataIn(c.state, 'bayushi').cond.bracing).toBe(false); // the set polearm has struck
    // Then the charger attacks, with the Charge's bonus.
    expect(made(send(c, swing))).toMatchObject({ bonusDamage: 2, dealt: 9 });
  });

  it("seed 002 Brace: 'If it succeeds, this attack is always considered a critical hit.' — a miss is no critical hit", () => {
    const missed = braced();
    chargeIn(missed);
    expect(made(strike(missed, [5]))).toMatchObject({ hit: false, critical: false, dealt: 0 });
    expect(health(missed, 'akodo')).toBe(20);
    const natural20 = braced();
    chargeIn(natural20);
    // A critical hit is doubled once, not twice.
    expect(made(strike(natural20, [20, 4]))).toMatchObject({ critical: true, dealt: 8 });
  });

  it("seed 002 Brace: 'You set a polearm to impale a charging foe with lesser reach from a single direction.' — a charger with equal or longer reach is not offered to", () => {
    const halberd = {
      name: 'halberd',
      hitBonus: 4,
      damage: '1d10',
      reach: 10,
      keywords: ['polearm'],
    };
    const c = braced({}, { weapons: [halberd] });
    const events = send(c, { type: 'Charge', data: { to: { x: 10, y: 0 }, target: 'bayushi' } });
    expect(events.map((e) => e.type)).toEqual(['Charged', 'Moved']);
    expect(c.state.pending).toBeNull();
    // Charging with the shorter weapon named, the charger's reach is the sword's.
    const sworded = braced({}, { weapons: [sword, halberd] });
    chargeIn(sworded, [], { target: 'bayushi', weapon: 'longsword' });
    expect(sworded.state.pending?.trigger).toBe('brace');
  });

  it("seed 002 Brace: 'If you are charged' — a charge at someone else, one from within the polearm's reach, or a plain Move offers nothing; a charge naming no target that ends in the reach does", () => {
    const other = braced({}, {}, [
      fighter('shosuro', 'scorpion', 0, { position: { x: 0, y: 10 } }),
    ]);
    chargeIn(other, [], { target: 'shosuro', to: { x: 0, y: 5 } });
    expect(other.state.pending).toBeNull();
    const inside = braced({}, { position: { x: 10, y: 0 } });
    chargeIn(inside);
    expect(inside.state.pending).toBeNull();
    const walked = braced();
    send(walked, { type: 'Move', data: { to: { x: 10, y: 0 } } });
    expect(walked.state.pending).toBeNull();
    const unnamed = braced();
    chargeIn(unnamed, [], {});
    expect(unnamed.state.pending?.trigger).toBe('brace');
  });

  it('the Brace reaction declined: the charger attacks; bracing stays until the bracer’s next turn', () => {
    const c = braced();
    chargeIn(c);
    send(c, { type: 'DeclineReaction' });
    expect(dataIn(c.state, 'bayushi').cond.bracing).toBe(true);
    expect(dataIn(c.state, 'bayushi').budget.reaction).toBe(1);
    expect(
      made(send(c, { type: 'Attack', data: { target: 'bayushi' }, meta: { faces: [10, 5] } }))
        .dealt,
    ).toBe(9);
  });

  it("the bracer's standing choice (sheet reactions): 'always' strikes at once within the Charge, 'never' lets it come", () => {
    const always = braced({ reactions: 'always' });
    const events = chargeIn(always, [10, 4]);
    expect(events.map((e) => e.type)).toEqual(['Charged', 'Moved', 'AttackMade', 'ReactionTaken']);
    expect(made(events)).toMatchObject({ actor: 'bayushi', critical: true, dealt: 8 });
    expect(always.state.pending).toBeNull();
    expect(health(always, 'akodo')).toBe(12);
    const never = braced({ reactions: 'never' });
    expect(chargeIn(never).map((e) => e.type)).toEqual(['Charged', 'Moved']);
    // A braced strike that fells the charger: its turn ends, no attack follows.
    const felled = braced({ reactions: 'always' }, { health: 5 });
    chargeIn(felled, [10, 4]);
    expect(health(felled, 'akodo')).toBe(0);
    expect(felled.state.status).toBe('ended');
  });

  it('leaving another enemy’s reach on the way in: its attack of opportunity first, then the Brace reaction, before the charger attacks', () => {
    const c = braced({}, {}, [fighter('shosuro', 'scorpion', 45)]);
    chargeIn(c);
    expect(c.state.pending).toMatchObject({ reactor: 'shosuro', trigger: 'attack-of-opportunity' });
    send(c, { type: 'DeclineReaction' });
    expect(c.state.pending).toMatchObject({ reactor: 'bayushi', trigger: 'brace' });
    strike(c, [10, 4]);
    expect(c.state.pending).toBeNull();
    expect(health(c, 'akodo')).toBe(12);
  });

  it('a natural 1 on the braced strike (a melee attack) provokes an attack of opportunity from the charger, answered first', () => {
    const c = braced();
    chargeIn(c);
    strike(c, [1]);
    expect(c.state.pending).toMatchObject({
      reactor: 'akodo',
      trigger: 'attack-of-opportunity',
      data: { provoker: 'bayushi', cause: 'fumble' },
    });
  });

  it('BraceStrike without a Brace reaction waiting, or with a weapon not braced, is refused', () => {
    const c = braced();
    expect(refusal(c, { type: 'BraceStrike', data: {} })).toBe('combat-chaos/no-reaction');
    chargeIn(c);
    expect(refusal(c, { type: 'BraceStrike', data: { weapon: 'longsword' } })).toBe(
      'combat-chaos/no-such-weapon',
    );
  });

  it('the Brace reaction’s menu and odds: a hit is always critical (P(critical) = P(hit)), damage doubled', () => {
    const c = braced();
    chargeIn(c);
    const menu = must(menuBraceReaction(c.state, must(c.state.pending)));
    expect(menu.map((o) => o.command)).toEqual([
      { type: 'BraceStrike', data: { weapon: 'pike' } },
      { type: 'DeclineReaction' },
    ]);
    const odds = menu[0]?.odds as ChaosOdds;
    expect(odds.hit).toBeCloseTo(12 / 20, 12); // 9..20 + 3 meet 12
    expect(odds.critical).toBeCloseTo(odds.hit, 12);
    expect(odds.damage?.min).toBe(2);
    expect(odds.damage?.mean).toBeCloseTo(11, 12); // 2 × 5.5
    expect(combatChaos.odds?.(c.state, must(menu[0]).command)).toEqual(odds);
    send(c, { ...must(menu[0]).command, meta: { faces: [10, 4] } });
  });

  it('log lines: the Brace, the Charge and the Brace reaction offered', () => {
    const c = field();
    const say = (e: unknown) => combatChaos.describe(e as never, c.state);
    expect(say(send(c, { type: 'Brace' })[0])).toBe(
      'Bayushi braces the pike (reach 10 ft) against a charge',
    );
    send(c, { type: 'EndTurn' });
    const events = chargeIn(c);
    expect(say(events[0])).toBe(
      'Akodo charges 35 ft at Bayushi (20+ ft: +2 damage on the first attack)', // no polearm in hand: no +4 said
    );
    expect(braceOfferLine(c.state, c.state.pending as BraceOffer)).toBe(
      'Bayushi may strike the charging Akodo with a braced pike before the charger attacks (Brace)',
    );
  });
});
