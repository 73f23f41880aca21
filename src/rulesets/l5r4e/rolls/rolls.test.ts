import { describe, expect, it } from 'vitest';
import type { Combatant, CombatState } from '../../../engine/index.js';
import { planRoll, voidField, type RollRequest } from './roll.js';
import type { Data } from '../sheet.js';
import { akodo, AKODO_FIRST, bayushi, combat, send, start } from '../test-kit.js';

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
    // The last Void Point may be spent.
    expect(
      plan(fight(akodo(), { voidPoints: 1 }), { trait: 'strength', void: true }),
    ).toMatchObject({ notation: '4k4', voidSpent: true });
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

  it('reference §8, the whole table: Light +5 TN to Athletics and Stealth only; Heavy to Agility and Reflexes Skills only; Riding as Heavy but not while mounted; ashigaru and none never', () => {
    const skills = {
      athletics: 2,
      stealth: 2,
      kenjutsu: 3,
      defense: 2,
      jiujutsu: 1,
      investigation: 1,
    };
    // [armor, mounted, athletics/STR, stealth/AGI, kenjutsu/AGI, defense/REF, jiujutsu/STA, investigation/PER]
    const rows: [string | undefined, boolean, number, number, number, number, number, number][] = [
      ['light', false, 5, 5, 0, 0, 0, 0],
      ['heavy', false, 0, 5, 5, 5, 0, 0],
      ['riding', false, 0, 5, 5, 5, 0, 0],
      ['riding', true, 0, 0, 0, 0, 0, 0],
      ['heavy', true, 0, 5, 5, 5, 0, 0],
      ['ashigaru', false, 0, 0, 0, 0, 0, 0],
      [undefined, false, 0, 0, 0, 0, 0, 0],
    ];
    for (const [armor, mounted, ...want] of rows) {
      const s = fight(akodo({ skills, ...(armor === undefined ? {} : { armor }) }), { mounted });
      const got = [
        plan(s, { skill: 'athletics', trait: 'strength' }),
        plan(s, { skill: 'stealth', trait: 'agility' }),
        plan(s, { skill: 'kenjutsu', trait: 'agility' }),
        plan(s, { skill: 'defense', trait: 'reflexes' }),
        plan(s, { skill: 'jiujutsu', trait: 'stamina' }),
        plan(s, { skill: 'investigation', trait: 'perception' }),
      ].map((p) => p.tnPenalty);
      expect(got, `${armor ?? 'no armor'}${mounted ? ', mounted' : ''}`).toEqual(want);
    }
    // Raw Trait rolls are no Skill rolls: no armor penalty, whatever the armor.
    const heavy = fight(akodo({ armor: 'heavy' }));
    expect(plan(heavy, { trait: 'reflexes' }).tnPenalty).toBe(0);
    const light = fight(akodo({ armor: 'light' }));
    expect(plan(light, { trait: 'strength' }).tnPenalty).toBe(0);
    // Wounds and armor add up.
    const both = fight(akodo({ armor: 'heavy' }), { wounds: 15 });
    expect(plan(both, { skill: 'kenjutsu', trait: 'agility' }).tnPenalty).toBe(10);
  });

  it("reference §3.4: the Center bonus is for one's own Turn only", () => {
    const s = fight(akodo(), { centerRound: 1 });
    const theirs: CombatState = { ...s, current: 'bayushi' };
    expect(code(theirs, { skill: 'kenjutsu', trait: 'agility', center: true })).toBe(
      'l5r4e/no-center-bonus',
    );
    expect(code(s, { skill: 'kenjutsu', trait: 'agility', center: true })).toBe('ok');
    // A Center of an earlier Round is spent.
    const old: CombatState = { ...fight(akodo(), { centerRound: 1 }), round: 2 };
    expect(code(old, { skill: 'kenjutsu', trait: 'agility', center: true })).toBe(
      'l5r4e/no-center-bonus',
    );
  });

  it("seed 000: difficult terrain's penalty on every physical Skill roll (Agility, Reflexes, Strength, Stamina), not on others nor on raw Trait rolls, nor outside the terrain", () => {
    const terrain = [{ kind: 'difficult', x1: -5, y1: -5, x2: 5, y2: 5 }];
    const skills = { athletics: 2, kenjutsu: 3, defense: 2, jiujutsu: 1, investigation: 1 };
    const s = fight(akodo({ skills }), {}, [], { terrain, difficultTerrainPenalty: 5 });
    expect(plan(s, { skill: 'athletics', trait: 'strength' }).notation).toBe('5k3-5');
    expect(plan(s, { skill: 'jiujutsu', trait: 'stamina' }).notation).toBe('3k2-5');
    expect(plan(s, { skill: 'defense', trait: 'reflexes' }).notation).toBe('5k3-5');
    expect(plan(s, { skill: 'kenjutsu', trait: 'agility' }).notation).toBe('6k3-5');
    expect(plan(s, { skill: 'investigation', trait: 'perception' }).notation).toBe('3k2');
    expect(plan(s, { trait: 'strength' }).notation).toBe('3k3');
    const moderate = [{ kind: 'moderate', x1: -5, y1: -5, x2: 5, y2: 5 }];
    const m = fight(akodo({ skills }), {}, [], { terrain: moderate, difficultTerrainPenalty: 5 });
    expect(plan(m, { skill: 'athletics', trait: 'strength' }).notation).toBe('5k3');
    const away = [{ kind: 'difficult', x1: 20, y1: 20, x2: 30, y2: 30 }];
    const a = fight(akodo({ skills }), {}, [], { terrain: away, difficultTerrainPenalty: 5 });
    expect(plan(a, { skill: 'athletics', trait: 'strength' }).notation).toBe('5k3');
  });

  it('techniques: a roll bonus without `skills` applies to every roll; with `skills` to those Skills only (not another Skill)', () => {
    const s = fight(
      akodo({
        skills: { kenjutsu: 3, defense: 2 },
        techniques: [
          { name: 'Calm', effects: { rollBonus: 2 } },
          { name: 'Way of the Lion', effects: { rollBonus: 3, skills: ['kenjutsu'] } },
        ],
      }),
    );
    expect(plan(s, { skill: 'kenjutsu', trait: 'agility' }).notation).toBe('6k3+5');
    expect(plan(s, { skill: 'defense', trait: 'reflexes' }).notation).toBe('5k3+2');
    expect(plan(s, { trait: 'willpower' }).notation).toBe('2k2+2');
  });

  it("techniques: `when.weaponKeyword` applies with a weapon of that keyword only (not another weapon's, nor with none)", () => {
    const katana = {
      name: 'katana',
      damage: '3k2',
      skill: 'kenjutsu',
      keywords: ['medium', 'samurai'],
    };
    const yari = { name: 'yari', damage: '2k2', skill: 'spears', keywords: ['large', 'polearm'] };
    const s = fight(
      akodo({
        skills: { kenjutsu: 3, spears: 3 },
        techniques: [
          { name: 'Blade', effects: { attackDice: '1k1', when: { weaponKeyword: 'samurai' } } },
          { name: 'Haft', effects: { rollBonus: 4, when: { weaponKeyword: 'polearm' } } },
        ],
      }),
    );
    const with_ = (weapon: typeof katana) =>
      plan(s, { skill: weapon.skill, trait: 'agility', attack: true, weapon: weapon as never })
        .notation;
    expect(with_(katana)).toBe('7k4');
    expect(with_(yari)).toBe('6k3+4');
    expect(plan(s, { skill: 'kenjutsu', trait: 'agility', attack: true }).notation).toBe('6k3');
  });

  it('kata: only the active kata applies, and only in its Stance; a kata without a Stance applies in any', () => {
    const kata = [
      { name: 'Strike of the Tiger', stance: 'attack', effects: { attackDice: '1k1' } },
      { name: 'Iron Forest', stance: 'defense', effects: { rollBonus: 5 } },
      { name: 'Breath', effects: { rollBonus: 2 } },
      { name: 'Thunder', stance: 'attack', effects: { rollBonus: 7, when: { stance: 'defense' } } },
    ];
    const a = akodo({ kata });
    const roll = { skill: 'kenjutsu', trait: 'agility', attack: true } as const;
    expect(plan(fight(a, { stance: 'attack', kata: null }), roll).notation).toBe('6k3');
    expect(plan(fight(a, { stance: 'attack', kata: 'Strike of the Tiger' }), roll).notation).toBe(
      '7k4',
    );
    expect(plan(fight(a, { stance: 'defense', kata: 'Strike of the Tiger' }), roll).notation).toBe(
      '6k3',
    );
    expect(plan(fight(a, { stance: 'defense', kata: 'Iron Forest' }), roll).notation).toBe('6k3+5');
    expect(plan(fight(a, { stance: 'attack', kata: 'Iron Forest' }), roll).notation).toBe('6k3');
    expect(plan(fight(a, { stance: 'center', kata: 'Breath' }), roll).notation).toBe('6k3+2');
    // The kata's own `when` still limits it.
    expect(plan(fight(a, { stance: 'attack', kata: 'Thunder' }), roll).notation).toBe('6k3');
    // A kata not on the sheet does nothing.
    expect(plan(fight(a, { stance: 'attack', kata: 'Unknown' }), roll).notation).toBe('6k3');
  });

  it("reference §1.5: a Void Point on a raw Trait roll adds +1k1; 'dice' on an unskilled roll adds +1k1 and it stays unskilled; the command's void field is true, 'dice' or false", () => {
    const s = fight(akodo({ emphases: { kenjutsu: ['katana'] } }));
    expect(plan(s, { trait: 'strength', void: true }).notation).toBe('4k4');
    expect(plan(s, { skill: 'athletics', trait: 'strength', void: 'dice' })).toMatchObject({
      notation: '4k4u',
      unskilled: true,
      voidSpent: true,
    });
    expect(plan(s, { skill: 'kenjutsu', trait: 'agility' }).voidSpent).toBe(false);
    // An Emphasis on the sheet, none asked for: no reroll.
    expect(plan(s, { skill: 'kenjutsu', trait: 'agility' }).notation).toBe('6k3');
    expect(voidField({ void: 'dice' })).toEqual({ ok: true, value: 'dice' });
    expect(voidField({ void: true })).toEqual({ ok: true, value: true });
    expect(voidField({})).toEqual({ ok: true, value: false });
    const bad = voidField({ void: 'yes' });
    expect(bad.ok ? 'ok' : bad.error.code).toBe('l5r4e/bad-void');
  });

  it("seed 000: Fear's −Xk0 comes from Fear only (another condition's rank does not count; a Fear without a rank is none)", () => {
    const other = fight(akodo(), {}, [{ id: 'x', name: 'shaken', data: { rank: 3 } }]);
    expect(plan(other, { skill: 'kenjutsu', trait: 'agility' }).notation).toBe('6k3');
    const bare = fight(akodo(), {}, [{ id: 'fear', name: 'fear' }]);
    expect(plan(bare, { skill: 'kenjutsu', trait: 'agility' }).notation).toBe('6k3');
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
