import { describe, expect, it } from 'vitest';
import type { Combat, CombatState, Dice, GameEvent, Rolled } from '../../../engine/index.js';
import { stancesFeature } from './feature.js';
import { l5r4e } from '../index.js';
import { armorTN } from '../attack/resolve.js';
import { centerAvailable } from '../rolls/roll.js';
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

const archer = akodo({
  weapon: { name: 'yumi', damage: '2k2', skill: 'kyujutsu', range: 250, strength: 3 },
  skills: { kyujutsu: 3 },
  position: { x: 0, y: 0 },
});

/** Akodo's Full Defense roll, Defense 2 + Reflexes 3 = 5k3: 9 + 8 + 6 = 23 → +12 Armor TN. */
const FD_ROLL = [9, 8, 6, 1, 1];
const ONES6 = [1, 1, 1, 1, 1, 1];

/** Both end their Round 1 turns: Round 2, Akodo's turn. */
function roundTwo(c = combat()) {
  start(c, ...AKODO_FIRST);
  send(c, { type: 'EndTurn' });
  send(c, { type: 'EndTurn' });
  return c;
}

describe('picking a Stance', () => {
  it("seed 000: 'On the first Round of a combat, characters can pick a Stance in Stage 1, before rolling Initiative'", () => {
    const c = combat();
    expect(dataOf(c.state, 'akodo').stance).toBe('attack'); // the default
    send(c, { type: 'SetStance', data: { stance: 'defense' }, meta: { actor: 'akodo' } });
    send(c, { type: 'SetStance', data: { stance: 'fullAttack', id: 'bayushi' } }); // the GM
    expect(dataOf(c.state, 'akodo').stance).toBe('defense');
    expect(dataOf(c.state, 'bayushi').stance).toBe('fullAttack');
    expect(
      refused(c, {
        type: 'SetStance',
        data: { stance: 'center', id: 'akodo' },
        meta: { actor: 'bayushi' },
      }),
    ).toBe('turn/not-your-turn');
    expect(refused(c, { type: 'SetStance', data: { stance: 'center' } })).toBe(
      'l5r4e/no-such-combatant',
    );
    expect(refused(c, { type: 'SetStance', data: { stance: 'sleepy', id: 'akodo' } })).toBe(
      'l5r4e/bad-stance',
    );
  });

  it('in Round 1 the Stance cannot change once Initiative is rolled', () => {
    const c = combat();
    start(c, ...AKODO_FIRST);
    expect(refused(c, { type: 'SetStance', data: { stance: 'defense' } })).toBe(
      'l5r4e/stance-timing',
    );
  });

  it("seed 000: 'On later rounds, characters can pick a Stance in Stage 2, before their Actions'", () => {
    const c = roundTwo();
    send(c, { type: 'SetStance', data: { stance: 'fullAttack' } });
    expect(dataOf(c.state, 'akodo').stance).toBe('fullAttack');
    expect(refused(c, { type: 'SetStance', data: { stance: 'attack' } })).toBe(
      'l5r4e/stance-timing',
    );
    const d = roundTwo();
    send(d, { type: 'Speak', data: { words: 'For the Lion!' } });
    expect(refused(d, { type: 'SetStance', data: { stance: 'defense' } })).toBe(
      'l5r4e/stance-timing',
    );
  });

  it('picking a Stance is not an Action: the Turn may still be delayed', () => {
    const c = roundTwo();
    send(c, { type: 'SetStance', data: { stance: 'defense' } });
    send(c, { type: 'Delay' });
    expect(c.state.current).toBe('bayushi');
  });
});

describe("seed 000: 'Stances affect what Actions a combatants may take'; 'On their Turn each Round, characters can take Actions, limited by their Stance' (reference §3.4)", () => {
  it('Full Attack: +2k1 to attack rolls', () => {
    const c = combat();
    send(c, { type: 'SetStance', data: { stance: 'fullAttack', id: 'akodo' } });
    start(c, ...AKODO_FIRST);
    const [hit] = send(c, {
      type: 'Attack',
      data: { target: 'bayushi' },
      meta: { faces: [1, 1, 1, 1, 1, 1, 1, 1] },
    });
    expect((hit?.data['roll'] as Rolled).expression).toBe('8k4');
  });

  it('Full Attack: −10 Armor TN', () => {
    const c = combat();
    send(c, { type: 'SetStance', data: { stance: 'fullAttack', id: 'bayushi' } });
    start(c, ...AKODO_FIRST);
    const [e] = send(c, {
      type: 'Attack',
      data: { target: 'bayushi' },
      meta: { faces: [1, 1, 1, 1, 1, 1] },
    });
    expect(e?.data['tn']).toBe(10); // 5×2 + 5 + 5 (light armor) − 10
  });

  it('Full Attack: no ranged attacks, and no Simple Actions but attacks and Moves', () => {
    const c = combat([archer, bayushi({ position: { x: 40, y: 0 } })]);
    send(c, { type: 'SetStance', data: { stance: 'fullAttack', id: 'akodo' } });
    start(c, ...AKODO_FIRST);
    expect(refused(c, { type: 'Attack', data: { target: 'bayushi' } })).toBe(
      'l5r4e/stance-forbids',
    );
    expect(refused(c, { type: 'Speak', data: { words: 'a speech of more than five words' } })).toBe(
      'l5r4e/stance-forbids',
    );
    expect(refused(c, { type: 'Move', data: { to: { x: -10, y: 0 }, as: 'simple' } })).toBe(
      'l5r4e/stance-forbids', // Moves only to close with enemies
    );
    send(c, { type: 'Move', data: { to: { x: 20, y: 0 }, as: 'simple' } });
  });

  it('Defense: + (Air + Defense Skill rank) to Armor TN; no attacks', () => {
    const c = combat();
    send(c, { type: 'SetStance', data: { stance: 'defense', id: 'akodo' } });
    start(c, [1, 1, 1, 1, 1, 1], [9, 9, 1, 1, 1]); // Bayushi first
    expect(c.state.current).toBe('bayushi');
    const [e] = send(c, {
      type: 'Attack',
      data: { target: 'akodo' },
      meta: { faces: [1, 1, 1, 1, 1] },
    });
    expect(e?.data['tn']).toBe(24); // 5×3 + 5, + Air 2 + Defense 2
    send(c, { type: 'EndTurn' });
    expect(refused(c, { type: 'Attack', data: { target: 'bayushi' } })).toBe(
      'l5r4e/stance-forbids',
    );
  });

  it('Full Defense: only Free Actions', () => {
    const c = combat([akodo(), bayushi({ position: { x: 30, y: 0 } })]);
    send(c, {
      type: 'SetStance',
      data: { stance: 'fullDefense', id: 'akodo' },
      meta: { faces: FD_ROLL },
    });
    start(c, ...AKODO_FIRST);
    expect(refused(c, { type: 'Move', data: { to: { x: 20, y: 0 }, as: 'simple' } })).toBe(
      'l5r4e/stance-forbids',
    );
    send(c, { type: 'Move', data: { to: { x: 10, y: 0 }, as: 'free' } });
    send(c, { type: 'Speak', data: { words: 'Come closer' } });
    expect(refused(c, { type: 'Attack', data: { target: 'bayushi' } })).toBe('l5r4e/out-of-reach');
  });

  it('Full Defense refuses attacks even within reach', () => {
    const c = combat();
    send(c, {
      type: 'SetStance',
      data: { stance: 'fullDefense', id: 'akodo' },
      meta: { faces: FD_ROLL },
    });
    start(c, ...AKODO_FIRST);
    expect(refused(c, { type: 'Attack', data: { target: 'bayushi' } })).toBe(
      'l5r4e/stance-forbids',
    );
  });

  it('Center: every Action is given up this Round; the kernel then ends the Turn by itself', () => {
    const c = roundTwo();
    const events = send(c, { type: 'SetStance', data: { stance: 'center' } });
    expect(ofType(events, 'TurnEnded')).toHaveLength(1);
    expect(c.state.current).toBe('bayushi');
    const d = combat();
    send(d, { type: 'SetStance', data: { stance: 'center', id: 'akodo' } });
    start(d, ...AKODO_FIRST);
    expect(refused(d, { type: 'Speak', data: { words: 'Hm' } })).toBe('l5r4e/stance-forbids');
    expect(l5r4e.legalActions(d.state, 'akodo').map((o) => o.command.type)).toEqual(['EndTurn']);
  });
});

const akodoOf = (c: Combat) => {
  const a = c.state.combatants['akodo'];
  if (!a) throw new Error('no Akodo');
  return a;
};
const rollOf = (e: GameEvent | undefined): Rolled => e?.data['roll'] as Rolled;
const lineOf = (c: Combat, e: GameEvent | undefined): string | undefined =>
  e ? l5r4e.describe(e, c.state) : undefined;

/** Akodo in Full Defense from setup, rolled on declaring it (23 → +12), then the fight starts. */
function fullDefenseFromSetup(extra: Record<string, unknown> = {}) {
  const c = combat([akodo(extra), bayushi()]);
  const declared = send(c, {
    type: 'SetStance',
    data: { stance: 'fullDefense', id: 'akodo' },
    meta: { faces: FD_ROLL },
  });
  const events = start(c, ...AKODO_FIRST);
  return { c, events: [...declared, ...events], started: events };
}

describe("reference §3.4 Full Defense: 'On declaring, roll Defense/Reflexes (a Complex Action) and add half the total, rounded up, to Armor TN until the start of your next Turn'", () => {
  it("seed 000: 'On the first Round of a combat, characters can pick a Stance in Stage 1, before rolling Initiative' — Full Defense picked then is rolled on declaring it (reference §3.4), before Initiative", () => {
    // given Akodo declares Full Defense in Stage 1 (setup), when the fight starts
    const { c, events, started } = fullDefenseFromSetup();
    // then the roll was made on declaring, not at his Turn
    const [rolled] = ofType(events, 'FullDefenseRolled');
    expect(ofType(started, 'FullDefenseRolled')).toEqual([]);
    expect(rolled?.data).toMatchObject({ id: 'akodo', bonus: 12, stage1: true }); // 23, rounded up
    expect(rolled?.data['actor']).toBeUndefined(); // no Action of the Turn: it may still be delayed
    expect(rollOf(rolled).expression).toBe('5k3');
    expect(dataOf(c.state, 'akodo').fullDefense).toBe(12);
    expect(armorTN(c.state, akodoOf(c), false)).toBe(32); // 5×3 + 5 + 12
    expect(lineOf(c, rolled)).toMatch(
      /^Akodo rolls Full Defense on declaring it, before Initiative: Defense\/Reflexes .*→ \+12 Armor TN until the start of their Turn in Round 2$/,
    );
    // Issue 14: the log's "Akodo is <condition>" reads as a sentence, not "is full defense +12".
    expect(akodoOf(c).conditions.find((k) => k.id === 'full-defense')?.name).toBe(
      'in Full Defense (+12 Armor TN)',
    );
    // Delaying and resuming is the same Turn: no new roll.
    send(c, { type: 'Delay' });
    expect(c.state.current).toBe('bayushi');
    const resumed = send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('akodo');
    expect(ofType(resumed, 'FullDefenseRolled')).toEqual([]);
    expect(dataOf(c.state, 'akodo').fullDefense).toBe(12);
  });

  it('a faster attacker in Round 1 already faces the Full Defense bonus declared in Stage 1', () => {
    // given Bayushi in Full Defense from Stage 1 (23 → +12), Akodo faster
    const c = combat([akodo(), bayushi()]);
    send(c, {
      type: 'SetStance',
      data: { stance: 'fullDefense', id: 'bayushi' },
      meta: { faces: [9, 8] }, // Bayushi's Defense is 0: 2k2 unskilled → 17 → +9
    });
    start(c, ...AKODO_FIRST);
    // when Akodo attacks first, then the TN holds the bonus: 5×2 + 5 + 5 (light armor) + 9
    const [e] = send(c, { type: 'Attack', data: { target: 'bayushi' }, meta: { faces: ONES6 } });
    expect(e?.data['armorTN']).toBe(29);
  });

  it('Stage 1: a Void Point on the roll is Round 1’s; declaring again in setup is refused', () => {
    const c = combat([akodo(), bayushi()]);
    const [, rolled] = send(c, {
      type: 'SetStance',
      data: { stance: 'fullDefense', id: 'akodo', void: true },
      meta: { faces: [9, 8, 6, 1, 1, 1] },
    });
    expect(rollOf(rolled).expression).toBe('6k4');
    expect(l5r4e.describe(rolled as GameEvent, c.state)).toContain(
      'before Initiative, 1 Void Point',
    );
    expect(dataOf(c.state, 'akodo')).toMatchObject({ voidPoints: 1, voidRound: 1 });
    expect(refused(c, { type: 'SetStance', data: { stance: 'fullDefense', id: 'akodo' } })).toBe(
      'l5r4e/full-defense-rolled',
    );
    start(c, ...AKODO_FIRST);
    expect(
      refused(c, { type: 'Attack', data: { target: 'bayushi' }, meta: { faces: ONES6 } }),
    ).toBe('l5r4e/stance-forbids');
    expect(refused(c, { type: 'SpendVoid', data: { use: 'reduceWounds' } })).toBe(
      'l5r4e/void-per-round',
    );
  });

  it('the bonus lasts until the start of the next Turn: staying in Full Defense rolls anew there', () => {
    const { c } = fullDefenseFromSetup();
    send(c, { type: 'EndTurn' });
    // Bayushi ends Round 1; Round 2 starts with Akodo's Turn and its roll: 5 + 4 + 2 = 11 → +6.
    const events = send(c, { type: 'EndTurn', meta: { faces: [5, 4, 2, 1, 1] } });
    expect(ofType(events, 'FullDefenseRolled')[0]?.data).toMatchObject({ id: 'akodo', bonus: 6 });
    expect(dataOf(c.state, 'akodo').fullDefense).toBe(6);
    expect(armorTN(c.state, akodoOf(c), false)).toBe(26);
  });

  it('leaving Full Defense at the start of a later Turn drops the bonus', () => {
    const { c } = fullDefenseFromSetup();
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn', meta: { faces: [5, 4, 2, 1, 1] } });
    const events = send(c, { type: 'SetStance', data: { stance: 'attack' } });
    expect(ofType(events, 'ConditionRemoved')[0]?.data).toMatchObject({
      id: 'akodo',
      conditionId: 'full-defense',
    });
    expect(dataOf(c.state, 'akodo')).toMatchObject({ stance: 'attack', fullDefense: 0 });
    expect(armorTN(c.state, akodoOf(c), false)).toBe(20);
  });

  it("seed 000: 'On later rounds, characters can pick a Stance in Stage 2, before their Actions' — declaring Full Defense then is a Complex Action with its roll", () => {
    const c = roundTwo();
    const events = send(c, {
      type: 'SetStance',
      data: { stance: 'fullDefense' },
      meta: { faces: [9, 9, 9, 1, 1] },
    });
    expect(ofType(events, 'FullDefenseRolled')[0]?.data).toMatchObject({
      actor: 'akodo',
      id: 'akodo',
      bonus: 14,
      spent: { slots: 2 },
    });
    expect(dataOf(c.state, 'akodo')).toMatchObject({
      stance: 'fullDefense',
      fullDefense: 14,
      slots: 0,
    });
    expect(lineOf(c, ofType(events, 'FullDefenseRolled')[0])).toMatch(/Full Defense \(Complex\)/);
    expect(refused(c, { type: 'Delay' })).toBe('turn/already-acted');
    send(c, { type: 'Speak', data: { words: 'Come at me' } }); // Free Actions are still allowed
  });

  it('the roll may take a Void Point (+1k1)', () => {
    const c = roundTwo();
    const events = send(c, {
      type: 'SetStance',
      data: { stance: 'fullDefense', void: true },
      meta: { faces: [9, 9, 9, 9, 1, 1] },
    });
    const [rolled] = ofType(events, 'FullDefenseRolled');
    expect(rollOf(rolled).expression).toBe('6k4');
    expect(rolled?.data).toMatchObject({ bonus: 18, spent: { slots: 2, void: 1 } });
    expect(dataOf(c.state, 'akodo').voidPoints).toBe(1);
  });

  it('void and center belong to the roll: refused for another Stance', () => {
    const c = roundTwo();
    expect(refused(c, { type: 'SetStance', data: { stance: 'defense', void: true } })).toBe(
      'l5r4e/no-roll',
    );
    expect(refused(c, { type: 'SetStance', data: { stance: 'fullDefense', void: 'yes' } })).toBe(
      'l5r4e/bad-void',
    );
  });

  it('staying in Full Defense is not declared again: the roll of this Turn was made at its start', () => {
    const { c } = fullDefenseFromSetup();
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn', meta: { faces: [5, 4, 2, 1, 1] } });
    expect(refused(c, { type: 'SetStance', data: { stance: 'fullDefense' } })).toBe(
      'l5r4e/full-defense-rolled',
    );
  });

  it('reference §3.4 (Defense Mastery 3): the previous roll is kept, or rolled anew as a Complex Action', () => {
    const c = combat([akodo({ skills: { kenjutsu: 3, defense: 3 } }), bayushi()]);
    send(c, {
      type: 'SetStance',
      data: { stance: 'fullDefense', id: 'akodo' },
      meta: { faces: [9, 8, 6, 1, 1, 1] }, // 6k3 = 23 → +12
    });
    start(c, ...AKODO_FIRST);
    send(c, { type: 'EndTurn' });
    const events = send(c, { type: 'EndTurn' }); // no dice: nothing is rolled
    const [kept] = ofType(events, 'FullDefenseKept');
    expect(kept?.data).toMatchObject({ id: 'akodo', bonus: 12 });
    expect(lineOf(c, kept)).toBe(
      'Akodo keeps the Full Defense roll (Defense Mastery): +12 Armor TN',
    );
    expect(dataOf(c.state, 'akodo').fullDefense).toBe(12);
    send(c, {
      type: 'SetStance',
      data: { stance: 'fullDefense' },
      meta: { faces: [2, 2, 2, 1, 1, 1] },
    });
    expect(dataOf(c.state, 'akodo').fullDefense).toBe(3);
  });

  it('Down: no Complex Action, so no Full Defense (reference §4)', () => {
    const c = roundTwo();
    send(c, { type: 'AdjustWounds', data: { id: 'akodo', wounds: 33 } });
    expect(refused(c, { type: 'SetStance', data: { stance: 'fullDefense' } })).toBe('l5r4e/down');
  });

  it('the roll is a physical Skill roll: option difficultTerrainPenalty applies in Difficult terrain', () => {
    const c = combat([akodo(), bayushi()], {
      difficultTerrainPenalty: 5,
      terrain: [{ kind: 'difficult', x1: -5, y1: -5, x2: 2, y2: 5 }],
    });
    const events = send(c, {
      type: 'SetStance',
      data: { stance: 'fullDefense', id: 'akodo' },
      meta: { faces: FD_ROLL },
    });
    const [rolled] = ofType(events, 'FullDefenseRolled');
    expect(rollOf(rolled).expression).toBe('5k3-5');
    expect(rolled?.data['bonus']).toBe(9); // 23 − 5 = 18 → 9
  });
});

/** Akodo in Center in Round 1; his Turn ends; Bayushi's EndTurn starts Round 2. */
function centeredRoundTwo(options: Record<string, unknown> = {}) {
  const c = combat([akodo(), bayushi()], options);
  send(c, { type: 'SetStance', data: { stance: 'center', id: 'akodo' } });
  start(c, ...AKODO_FIRST);
  send(c, { type: 'EndTurn' });
  const events = send(c, { type: 'EndTurn' });
  return { c, events };
}

describe("reference §3.4 Center: 'Next Round: +1k1 plus Void Ring on any one roll made in your Turn, and +10 Initiative Score for that Round only'", () => {
  it('+10 Initiative in the Round after a Round in Center, and −10 again after it', () => {
    const { c, events } = centeredRoundTwo();
    const [up] = ofType(events, 'InitiativeSet');
    expect(up?.data).toMatchObject({ id: 'akodo', score: 37 });
    expect(lineOf(c, up)).toBe(
      'Akodo comes out of the Center Stance: Initiative +10 → 37 for this Round',
    );
    expect(akodoOf(c).initiative).toBe(37);
    expect(akodoOf(c).conditions.map((x) => x.id)).toContain('centered');
    expect(dataOf(c.state, 'akodo')).toMatchObject({ centerRound: 2, centerUsed: false });
    send(c, { type: 'SetStance', data: { stance: 'attack' } });
    send(c, { type: 'EndTurn' });
    const later = send(c, { type: 'EndTurn' });
    expect(ofType(later, 'InitiativeSet')[0]?.data).toMatchObject({ id: 'akodo', score: 27 });
    expect(akodoOf(c).initiative).toBe(27);
    expect(akodoOf(c).conditions).toEqual([]);
  });

  it('staying in Center keeps the +10 without adding another', () => {
    const { c } = centeredRoundTwo();
    send(c, { type: 'EndTurn' }); // Akodo stays in Center
    const events = send(c, { type: 'EndTurn' });
    expect(ofType(events, 'InitiativeSet')).toEqual([]);
    expect(akodoOf(c).initiative).toBe(37);
    expect(dataOf(c.state, 'akodo').centerRound).toBe(3);
  });

  it('the bonus: +1k1 and +Void on one roll of that Turn (option centerBonus flatVoid)', () => {
    const { c } = centeredRoundTwo();
    expect(centerAvailable(c.state, akodoOf(c))).toBe(true);
    const events = send(c, {
      type: 'SetStance',
      data: { stance: 'fullDefense', center: true },
      meta: { faces: [9, 9, 9, 9, 1, 1] },
    });
    const [rolled] = ofType(events, 'FullDefenseRolled');
    expect(rollOf(rolled).expression).toBe('6k4+2');
    expect(rolled?.data).toMatchObject({ center: true, bonus: 19 }); // 36 + 2 = 38
    expect(dataOf(c.state, 'akodo').centerUsed).toBe(true);
    expect(centerAvailable(c.state, akodoOf(c))).toBe(false);
  });

  it('option centerBonus voidDice: +(1 + Void)k1', () => {
    const { c } = centeredRoundTwo({ centerBonus: 'voidDice' });
    const events = send(c, {
      type: 'SetStance',
      data: { stance: 'fullDefense', center: true },
      meta: { faces: [9, 9, 9, 9, 1, 1, 1, 1] },
    });
    expect(rollOf(ofType(events, 'FullDefenseRolled')[0]).expression).toBe('8k4');
  });

  it('no bonus without a Round in Center', () => {
    const c = roundTwo();
    expect(refused(c, { type: 'SetStance', data: { stance: 'fullDefense', center: true } })).toBe(
      'l5r4e/no-center-bonus',
    );
  });

  it('any Action event with center: true uses the bonus of its actor', () => {
    const { c } = centeredRoundTwo();
    const after = l5r4e.evolve(c.state, {
      type: 'SkillRolled',
      data: { actor: 'akodo', center: true },
    });
    expect(dataOf(after, 'akodo').centerUsed).toBe(true);
  });

  it('duelists in an iaijutsu duel hold Center by the duel rules: no bonus', () => {
    const c = combat();
    send(c, { type: 'StartDuel', data: { duelists: ['akodo', 'bayushi'] } });
    start(c, ...AKODO_FIRST);
    const s = c.state;
    const ended = stancesFeature.evolve?.['RoundEnded']?.(s, {
      type: 'RoundEnded',
      data: { round: 1 },
    });
    expect(ended && dataOf(ended, 'akodo').centerRound).toBe(0);
    const game = s.game as { duel: Record<string, unknown>; grapples: [] };
    const free: CombatState = {
      ...s,
      game: {
        ...game,
        duel: { ...game.duel, stage: 'over', result: { winner: null, reason: 'x' } },
      },
    };
    const after = stancesFeature.evolve?.['RoundEnded']?.(free, {
      type: 'RoundEnded',
      data: { round: 1 },
    });
    expect(after && dataOf(after, 'akodo').centerRound).toBe(2);
    const dice = {} as Dice; // the Initiative change rolls nothing
    const round2: CombatState = { ...(ended ?? s), round: 2 };
    expect(stancesFeature.onRoundStart?.(round2, dice)).toEqual([]);
  });
});

describe('reference §11.3: conditions limit the Stances', () => {
  const withCondition = (name: string) => {
    const c = combat();
    send(c, { type: 'AddCondition', data: { id: 'akodo', condition: { id: name, name } } });
    return c;
  };
  const pick = (stance: string) => ({
    type: 'SetStance',
    data: { stance, id: 'akodo' },
  });

  it('Prone: only the Attack or Defense Stance', () => {
    const c = withCondition('prone');
    for (const s of ['fullAttack', 'fullDefense', 'center'])
      expect(refused(c, pick(s))).toBe('l5r4e/prone-stance');
    send(c, pick('defense'));
    send(c, pick('attack'));
  });

  it('Dazed: only the Defense or Full Defense Stance', () => {
    const c = withCondition('dazed');
    for (const s of ['attack', 'fullAttack', 'center'])
      expect(refused(c, pick(s))).toBe('l5r4e/dazed-stance');
    send(c, pick('fullDefense'));
  });

  it('Fatigued: no Full Attack', () => {
    const c = withCondition('fatigued');
    expect(refused(c, pick('fullAttack'))).toBe('l5r4e/fatigued-stance');
    send(c, pick('center'));
  });

  it('mounted: no Full Attack, unless Horsemanship 3', () => {
    const c = combat([akodo({ mounted: true }), bayushi()]);
    expect(refused(c, pick('fullAttack'))).toBe('l5r4e/mounted-stance');
    const d = combat([akodo({ mounted: true, skills: { horsemanship: 3 } }), bayushi()]);
    send(d, pick('fullAttack'));
  });

  it('a condition that forbids the current Stance drops it to the nearest allowed one at once', () => {
    const c = combat();
    send(c, pick('fullAttack'));
    send(c, { type: 'SetStance', data: { stance: 'center', id: 'bayushi' } });
    send(c, {
      type: 'AddCondition',
      data: { id: 'akodo', condition: { id: 'prone', name: 'prone' } },
    });
    expect(dataOf(c.state, 'akodo').stance).toBe('attack'); // Full Attack → Attack
    send(c, {
      type: 'AddCondition',
      data: { id: 'akodo', condition: { id: 'dazed', name: 'dazed' } },
    });
    expect(dataOf(c.state, 'akodo').stance).toBe('defense'); // Prone and Dazed: Defense only
    send(c, {
      type: 'AddCondition',
      data: { id: 'bayushi', condition: { id: 'd', name: 'dazed' } },
    });
    expect(dataOf(c.state, 'bayushi').stance).toBe('defense'); // Center → Defense when Dazed
    expect(l5r4e.legalActions(c.state, 'akodo').map((o) => o.command.data?.['stance'])).toEqual([]);
  });
});
