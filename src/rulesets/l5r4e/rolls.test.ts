import { describe, expect, it } from 'vitest';
import type { Combatant, CombatState } from '../../engine/index.js';
import { planRoll, type RollRequest } from './rolls.js';
import type { Data } from './sheet.js';
import { akodo, AKODO_FIRST, bayushi, combat, send, start } from './test-kit.js';

type Entry = Record<string, unknown>;

/** A fight in Round 1, Akodo's Turn, with Akodo's data and conditions changed as given. */
function fight(
  a: Entry = akodo(),
  change: Partial<Data> = {},
  conditions: Combatant['conditions'] = [],
  options: Record<string, unknown> = {},
): CombatState {
  const c = combat([a, bayushi()], options);
  start(c, ...AKODO_FIRST);
  const s = c.state;
  const me = s.combatants['akodo'] as Combatant;
  const changed: Combatant = { ...me, data: { ...(me.data as Data), ...change }, conditions };
  return { ...s, combatants: { ...s.combatants, akodo: changed } };
}

function plan(state: CombatState, req: RollRequest) {
  const r = planRoll(state, state.combatants['akodo'] as Combatant, req);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

const code = (state: CombatState, req: RollRequest): string => {
  const r = planRoll(state, state.combatants['akodo'] as Combatant, req);
  return r.ok ? 'ok' : r.error.code;
};

describe('rolls.ts: every roll (skill, trait, ring, attack) is built alike', () => {
  it('a Skill roll is (Skill + Trait) k Trait; a raw Trait roll is Trait k Trait; a Ring roll uses the Ring', () => {
    const s = fight();
    expect(plan(s, { skill: 'kenjutsu', trait: 'agility' }).notation).toBe('6k3');
    expect(plan(s, { trait: 'strength' }).notation).toBe('3k3');
    expect(plan(s, { trait: 'void' }).notation).toBe('2k2');
  });

  it('reference §1.4: unskilled — the Trait alone, dice never explode (u), no Raises called, Free Raises lost', () => {
    const s = fight();
    const p = plan(s, { skill: 'athletics', trait: 'strength', freeRaises: 2 });
    expect(p).toMatchObject({ notation: '3k3u', unskilled: true, maxRaises: 0, freeRaises: 0 });
    expect(code(s, { skill: 'athletics', trait: 'strength', raises: 1 })).toBe(
      'l5r4e/unskilled-raises',
    );
  });

  it('reference §1.6: at most the Void Ring in Raises; Skill rank 10 gives a Free Raise', () => {
    const s = fight();
    expect(code(s, { skill: 'kenjutsu', trait: 'agility', raises: 3 })).toBe(
      'l5r4e/too-many-raises',
    );
    expect(plan(s, { skill: 'kenjutsu', trait: 'agility', raises: 2 }).raises).toBe(2);
    const master = fight(akodo({ skills: { kenjutsu: 10 } }));
    expect(plan(master, { skill: 'kenjutsu', trait: 'agility' }).freeRaises).toBe(1);
  });

  it('reference §1.5: a Void Point adds +1k1, or makes an unskilled Skill 1; at most one per Round, none without Void Points', () => {
    const s = fight();
    expect(plan(s, { skill: 'kenjutsu', trait: 'agility', void: true })).toMatchObject({
      notation: '7k4',
      voidSpent: true,
    });
    expect(plan(s, { skill: 'athletics', trait: 'strength', void: true }).notation).toBe('4k3');
    expect(code(fight(akodo(), { voidRound: 1 }), { trait: 'strength', void: true })).toBe(
      'l5r4e/void-per-round',
    );
    expect(code(fight(akodo(), { voidPoints: 0 }), { trait: 'strength', void: true })).toBe(
      'l5r4e/no-void',
    );
  });

  it('reference §1.3: an Emphasis that applies rerolls 1s once (ro1)', () => {
    const s = fight(akodo({ emphases: { kenjutsu: ['katana'] } }));
    expect(plan(s, { skill: 'kenjutsu', trait: 'agility', emphasis: ['katana'] }).notation).toBe(
      '6k3ro1',
    );
    expect(plan(s, { skill: 'kenjutsu', trait: 'agility', emphasis: ['scimitar'] }).notation).toBe(
      '6k3',
    );
  });

  it("seed 000: 'Wound Ranks inflict a penalty, increasing the TN of all rolls' — on raw Trait rolls too", () => {
    const s = fight(akodo(), { wounds: 15 }); // Earth 2: Grazed (+5)
    expect(plan(s, { trait: 'willpower' }).tnPenalty).toBe(5);
    expect(plan(s, { skill: 'kenjutsu', trait: 'agility' }).tnPenalty).toBe(5);
  });

  it("seed 000: Fear's 'penalty on all rolls equal to -Xk0' (the highest Fear Rank failed) and Dazed −3k0 (reference §11.3)", () => {
    const feared = fight(akodo(), {}, [
      { id: 'fear-1', name: 'fear', data: { rank: 2 } },
      { id: 'fear-2', name: 'fear', data: { rank: 3 } },
    ]);
    expect(plan(feared, { skill: 'kenjutsu', trait: 'agility' }).notation).toBe('3k3');
    const dazed = fight(akodo(), {}, [{ id: 'dazed', name: 'dazed' }]);
    expect(plan(dazed, { skill: 'kenjutsu', trait: 'agility' }).notation).toBe('3k3');
    // Never fewer dice rolled than one, nor kept than rolled.
    const lost = fight(akodo(), {}, [{ id: 'fear', name: 'fear', data: { rank: 9 } }]);
    expect(plan(lost, { skill: 'kenjutsu', trait: 'agility' }).notation).toBe('1k1');
  });

  it('reference §8: Light armor +5 TN to Athletics and Stealth, Heavy +5 TN to Agility and Reflexes Skill rolls; option armorRollPenalties off', () => {
    const light = fight(akodo({ armor: 'light', skills: { athletics: 2, kenjutsu: 3 } }));
    expect(plan(light, { skill: 'athletics', trait: 'strength' }).tnPenalty).toBe(5);
    expect(plan(light, { skill: 'kenjutsu', trait: 'agility' }).tnPenalty).toBe(0);
    const heavy = fight(akodo({ armor: 'heavy' }));
    expect(plan(heavy, { skill: 'kenjutsu', trait: 'agility' }).tnPenalty).toBe(5);
    expect(plan(heavy, { trait: 'agility' }).tnPenalty).toBe(0); // a raw Trait roll is no Skill roll
    const off = fight(akodo({ armor: 'heavy' }), {}, [], { armorRollPenalties: false });
    expect(plan(off, { skill: 'kenjutsu', trait: 'agility' }).tnPenalty).toBe(0);
  });

  it('reference §3.4: the Center bonus, +1k1 and +Void on one roll of the Turn after Centering (option centerBonus voidDice: +(1 + Void)k1)', () => {
    const centered = fight(akodo(), { centerRound: 1 });
    expect(plan(centered, { skill: 'kenjutsu', trait: 'agility', center: true })).toMatchObject({
      notation: '7k4+2',
      centerUsed: true,
    });
    const dice = fight(akodo(), { centerRound: 1 }, [], { centerBonus: 'voidDice' });
    expect(plan(dice, { skill: 'kenjutsu', trait: 'agility', center: true }).notation).toBe('9k4');
    expect(code(fight(), { trait: 'agility', center: true })).toBe('l5r4e/no-center-bonus');
    expect(
      code(fight(akodo(), { centerRound: 1, centerUsed: true }), {
        trait: 'agility',
        center: true,
      }),
    ).toBe('l5r4e/no-center-bonus');
  });

  it("seed 000: in difficult terrain 'the GM may assign penalties (usually -5 or -10) to physical Skill Rolls' (option difficultTerrainPenalty)", () => {
    const terrain = [{ kind: 'difficult', x1: -5, y1: -5, x2: 5, y2: 5 }];
    const s = fight(akodo(), {}, [], { terrain, difficultTerrainPenalty: 10 });
    expect(plan(s, { skill: 'kenjutsu', trait: 'agility' }).notation).toBe('6k3-10');
    expect(plan(s, { skill: 'investigation', trait: 'perception' }).notation).toBe('2k2u');
    const none = fight(akodo(), {}, [], { terrain });
    expect(plan(none, { skill: 'kenjutsu', trait: 'agility' }).notation).toBe('6k3');
  });

  it('techniques: a roll bonus on listed Skills, attack dice on attacks only, and a Stance condition', () => {
    const s = fight(
      akodo({
        techniques: [
          { name: 'Way of the Lion', effects: { rollBonus: 3, skills: ['kenjutsu'] } },
          { name: 'Strike', effects: { attackDice: '1k1', when: { stance: 'attack' } } },
          { name: 'Defender', effects: { attackDice: '1k0', when: { stance: 'defense' } } },
        ],
      }),
    );
    expect(plan(s, { skill: 'kenjutsu', trait: 'agility', attack: true }).notation).toBe('7k4+3');
    expect(plan(s, { skill: 'kenjutsu', trait: 'agility' }).notation).toBe('6k3+3');
    expect(plan(s, { trait: 'agility' }).notation).toBe('3k3');
  });

  it("Wounds dealt through the engine (the GM's AdjustWounds) raise the TN of the next roll", () => {
    const c = combat();
    start(c, ...AKODO_FIRST);
    const [e] = send(c, {
      type: 'AdjustWounds',
      data: { id: 'akodo', wounds: 19 }, // Earth 2: Hurt (+10)
    });
    expect(e?.data['rank']).toBe('Hurt');
    expect(plan(c.state, { trait: 'willpower' }).tnPenalty).toBe(10);
  });
});
