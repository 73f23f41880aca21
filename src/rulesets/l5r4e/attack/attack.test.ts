import { describe, expect, it } from 'vitest';
import type { Combatant, CombatState, GameEvent, Rolled } from '../../../engine/index.js';
import { armorTN } from './resolve.js';
import type { Data } from '../sheet.js';
import { sheetOf } from '../state.js';
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

const attack = (faces: number[], raises?: number, target = 'bayushi') => ({
  type: 'Attack',
  data: raises === undefined ? { target } : { target, raises },
  meta: { faces },
});

const roll = (e: GameEvent | undefined, key = 'roll'): Rolled => e?.data[key] as Rolled;

function duel(a = akodo(), b = bayushi(), options: Record<string, unknown> = {}) {
  const c = combat([a, b], options);
  start(c, ...AKODO_FIRST);
  return c;
}

const yumi = (strength: number, position = { x: 30, y: 0 }) =>
  akodo({
    traits: { reflexes: 3, strength, perception: 2 },
    skills: { kyujutsu: 3 },
    weapon: { name: 'yumi', damage: '2k2', skill: 'kyujutsu', range: 250, strength: 3 },
    position,
  });

describe("seed 000: 'Attacks are made as a Weapon Skill Roll against the opponent's Armor TN'", () => {
  it('melee: (Weapon Skill + Agility) k Agility', () => {
    const c = duel();
    const [e] = send(c, attack([1, 1, 1, 1, 1, 1]));
    expect(roll(e).expression).toBe('6k3');
  });

  it('ranged: (Weapon Skill + Reflexes) k Reflexes (reference)', () => {
    const c = duel(yumi(3));
    const [e] = send(c, attack([1, 1, 1, 1, 1, 1]));
    expect(roll(e).expression).toBe('6k3');
  });

  it("seed 000: 'The Armor TN is REF×5 + 5 + any other bonuses' (armor, reference §8)", () => {
    const c = duel();
    const [a] = send(c, attack([1, 1, 1, 1, 1, 1]));
    expect(a?.data['armorTN']).toBe(20); // Bayushi: 5×2 + 5 + light armor 5
    send(c, { type: 'EndTurn' });
    const [b] = send(c, attack([1, 1, 1, 1, 1], undefined, 'akodo'));
    expect(b?.data['armorTN']).toBe(20); // Akodo: 5×3 + 5
  });
});

describe("seed 000: 'If the attack roll equals or exceeds the Armor TN, the attack hits, and damage is rolled'", () => {
  it('equal to the TN hits and rolls damage', () => {
    const c = duel();
    const [e] = send(c, attack([7, 7, 6, 1, 1, 1, 5, 5, 1, 1, 1, 1]));
    expect(e?.type).toBe('AttackHit');
    expect(roll(e).total).toBe(20);
  });

  it('one short misses, and no damage is rolled', () => {
    const c = duel();
    const [e] = send(c, attack([7, 6, 6, 1, 1, 1]));
    expect(e?.type).toBe('AttackMissed');
    expect(dataOf(c.state, 'bayushi').wounds).toBe(0);
  });

  it("seed 000: 'the attacker's STR is added to the rolled dice' (katana 3k2, Strength 3: 6k2); Reduction is taken off (reference §8); 'Damage is measured in Wounds'", () => {
    const c = duel();
    const [e] = send(c, attack([9, 9, 9, 1, 1, 1, 9, 8, 1, 1, 1, 1]));
    expect(roll(e, 'damage').expression).toBe('6k2');
    expect(roll(e, 'damage').total).toBe(17);
    expect(e?.data).toMatchObject({ reduction: 3, wounds: 14, rank: 'Nicked' });
    expect(dataOf(c.state, 'bayushi').wounds).toBe(14);
  });

  it("seed 000: '(Some ranged weapons have a DR for the ammunition, and add e.g. the bow's STR instead.)' (at most the wielder's, reference §9.1)", () => {
    const weak = duel(yumi(2));
    const [w] = send(weak, attack([9, 9, 9, 1, 1, 1, 1, 1, 1, 1]));
    expect(roll(w, 'damage').expression).toBe('4k2'); // arrow 2k2 + own Strength 2
    const strong = duel(yumi(5));
    const [s] = send(strong, attack([9, 9, 9, 1, 1, 1, 1, 1, 1, 1, 1]));
    expect(roll(s, 'damage').expression).toBe('5k2'); // arrow 2k2 + the yumi's Strength 3
  });

  it("seed 000: 'add e.g. the bow's STR instead' in damageRoll too (the damage of grapples and duels): at most the wielder's (reference §9.1); 'Each Raise increases damage … by 1k0'", async () => {
    // resolve.ts damageRoll, loaded here as armorTN's module is (no new import line in this file).
    const { damageRoll } = await import('./resolve.js');
    const c = (strength: number) =>
      combat([yumi(strength), bayushi()]).state.combatants['akodo'] as Combatant;
    const bow = sheetOf(c(5)).weapon; // yumi 2k2, Strength 3
    expect(damageRoll(c(2), bow, 0)).toBe('4k2'); // own Strength 2
    expect(damageRoll(c(5), bow, 0)).toBe('5k2'); // the yumi's Strength 3
    expect(damageRoll(c(5), bow, 2)).toBe('7k2');
    const { strength: _bow, ...noStrength } = bow;
    expect(damageRoll(c(5), noStrength, 0)).toBe('7k2'); // no bow Strength: own 5
  });
});

describe('Raises (reference §1.6) and Increased Damage', () => {
  it("seed 000: 'They require the character to call Raises, increasing the difficulty of the Action' (+5 TN each) and 'Each Raise increases damage on a successful attack by 1k0'", () => {
    const c = duel();
    const [e] = send(c, attack([10, 5, 9, 9, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], 2)); // 15 + 9 + 9 = 33
    expect(e?.data['tn']).toBe(30);
    expect(roll(e, 'damage').expression).toBe('8k2');
  });

  it('a roll that beats the TN but not the raised TN misses', () => {
    const c = duel();
    const [e] = send(c, attack([9, 9, 8, 1, 1, 1], 2));
    expect(e?.type).toBe('AttackMissed');
  });

  it("seed 000: '(This means their availability is also restricted by your Void Ring.)': at most Void Raises (l5r4e/too-many-raises)", () => {
    const c = duel();
    expect(refused(c, { type: 'Attack', data: { target: 'bayushi', raises: 3 } })).toBe(
      'l5r4e/too-many-raises',
    );
    expect(refused(c, { type: 'Attack', data: { target: 'bayushi', raises: -1 } })).toBe(
      'l5r4e/bad-raises',
    );
  });

  it('reference §1.4: unskilled (rank 0) rolls do not explode and take no Raises', () => {
    const c = duel(akodo({ skills: {} }));
    const [e] = send(c, attack([10, 5, 5, 1, 1, 1, 1, 1, 1])); // the 10 does not roll again
    expect(roll(e).expression).toBe('3k3u');
    expect(roll(e).total).toBe(20);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    expect(refused(c, { type: 'Attack', data: { target: 'bayushi', raises: 1 } })).toBe(
      'l5r4e/unskilled-raises',
    );
  });
});

describe('reach and range', () => {
  it("seed 000: '-10 for ranged attacks against an enemy in melee range of the attacker'", () => {
    const close = duel(yumi(3, { x: 0, y: 0 }));
    const [e] = send(close, attack([1, 1, 1, 1, 1, 1]));
    expect(roll(e).expression).toBe('6k3-10');
  });

  it('melee only within the weapon’s reach (l5r4e/out-of-reach); ranged within range (l5r4e/out-of-range)', () => {
    const c = duel(akodo({ position: { x: -1, y: 0 } }));
    expect(refused(c, { type: 'Attack', data: { target: 'bayushi' } })).toBe('l5r4e/out-of-reach');
    const bow = duel(yumi(3, { x: -600, y: 0 })); // beyond twice the range (reference §9.4)
    expect(refused(bow, { type: 'Attack', data: { target: 'bayushi' } })).toBe(
      'l5r4e/out-of-range',
    );
  });

  it('no such target, or oneself, is refused', () => {
    const c = duel();
    expect(refused(c, { type: 'Attack', data: { target: 'kakita' } })).toBe('l5r4e/no-such-target');
    expect(refused(c, { type: 'Attack', data: { target: 'akodo' } })).toBe('l5r4e/bad-target');
  });
});

describe("seed 000: 'Wound Ranks inflict a penalty, increasing the TN of all rolls'", () => {
  it("the attacker's own penalty raises his attack's TN (Nicked +3)", () => {
    const c = combat();
    send(c, { type: 'AdjustWounds', data: { id: 'akodo', wounds: 12 } });
    start(c, ...AKODO_FIRST);
    const [e] = send(c, attack([7, 7, 6, 1, 1, 1]));
    expect(e?.data).toMatchObject({ penalty: 3, tn: 23 });
    expect(e?.type).toBe('AttackMissed');
  });
});

describe('Out and death (reference §4)', () => {
  it('Out: cannot act and no longer counts for the side, so a duel ends', () => {
    const c = combat();
    send(c, { type: 'AdjustWounds', data: { id: 'bayushi', wounds: 30 } });
    start(c, ...AKODO_FIRST);
    const events = send(c, attack([9, 9, 9, 1, 1, 1, 5, 5, 1, 1, 1, 1])); // 10 − 3 = 7 → 37: Out
    expect(ofType(events, 'AttackHit')[0]?.data['rank']).toBe('Out');
    expect(l5r4e.inFight(c.state, 'bayushi')).toBe(false);
    expect(l5r4e.canAct(c.state, 'bayushi')).toBe(false);
    expect(c.state.status).toBe('ended');
    expect(c.state.outcome?.winner).toBe('lion');
  });

  it("seed 000: 'Wounds characters suffer fill up the 8 Wound Ranks, after which a character dies'", () => {
    const c = combat([akodo(), bayushi(), akodo({ id: 'matsu', side: 'lion2' })]);
    send(c, { type: 'AdjustWounds', data: { id: 'bayushi', wounds: 36 } });
    start(c, [9, 9, 9, 1, 1, 5], [2, 2, 1, 1, 5], [1, 1, 1, 1, 1, 1]);
    const [e] = send(c, attack([9, 9, 9, 1, 1, 1, 5, 5, 1, 1, 1, 1])); // 7 more: 43 > 38
    expect(e?.data['rank']).toBe('Dead');
    expect(dataOf(c.state, 'bayushi')).toMatchObject({ dead: true, wounds: 38 });
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('matsu'); // Bayushi's turn is skipped
    expect(refused(c, { type: 'Attack', data: { target: 'bayushi' } })).toBe('l5r4e/target-dead');
  });
});

describe('GM: AdjustWounds { id, wounds }', () => {
  it('adds or heals Wounds within bounds; GM only', () => {
    const c = duel();
    send(c, { type: 'AdjustWounds', data: { id: 'bayushi', wounds: 12 } });
    expect(dataOf(c.state, 'bayushi').wounds).toBe(12);
    send(c, { type: 'AdjustWounds', data: { id: 'bayushi', wounds: -20 } });
    expect(dataOf(c.state, 'bayushi').wounds).toBe(0);
    expect(
      refused(c, {
        type: 'AdjustWounds',
        data: { id: 'bayushi', wounds: 5 },
        meta: { actor: 'akodo' },
      }),
    ).toBe('turn/gm-only');
    expect(refused(c, { type: 'AdjustWounds', data: { id: 'bayushi', wounds: 1.5 } })).toBe(
      'l5r4e/bad-wounds',
    );
    expect(refused(c, { type: 'AdjustWounds', data: { id: 'nobody', wounds: 1 } })).toBe(
      'l5r4e/no-such-combatant',
    );
  });
});

describe('ranged details (reference §9.4)', () => {
  it('past the range and up to twice it: −1k0 per extra 50 ft (each started 50 ft); beyond: refused', () => {
    const at = (x: number) => duel(yumi(3, { x, y: 0 }));
    expect(roll(send(at(-295), attack([1, 1, 1, 1, 1]))[0]).expression).toBe('5k3'); // 300 ft
    expect(roll(send(at(-296), attack([1, 1, 1, 1]))[0]).expression).toBe('4k3'); // 301 ft
    expect(roll(send(at(-495), attack([1]))[0]).expression).toBe('1k1'); // 500 ft: −5k0
    expect(refused(at(-496), { type: 'Attack', data: { target: 'bayushi' } })).toBe(
      'l5r4e/out-of-range',
    );
  });

  it("a bow must be strung ('string bow for use')", () => {
    const c = duel(
      akodo({
        skills: { kyujutsu: 3 },
        weapon: { name: 'yumi', skill: 'kyujutsu', strung: false },
        position: { x: 30, y: 0 },
      }),
    );
    expect(refused(c, { type: 'Attack', data: { target: 'bayushi' } })).toBe('l5r4e/unstrung');
  });

  it('yumi and han-kyu +10 TN from horseback; dai-kyu +10 TN on foot', () => {
    const horse = duel(akodo({ ...yumi(3), mounted: true }));
    const [h] = send(horse, attack([1, 1, 1, 1, 1, 1, 1]));
    expect(h?.data).toMatchObject({ penalty: 10, tn: 30 });
    const foot = duel(
      akodo({
        traits: { reflexes: 3, strength: 4, perception: 2 },
        skills: { kyujutsu: 3 },
        weapon: 'dai-kyu',
        position: { x: 30, y: 0 },
      }),
    );
    const [f] = send(foot, attack([1, 1, 1, 1, 1, 1]));
    expect(f?.data).toMatchObject({ penalty: 10, tn: 30 });
    const [y] = send(duel(yumi(3)), attack([1, 1, 1, 1, 1, 1]));
    expect(y?.data['penalty']).toBe(0);
  });
});

describe('conditions on the attack roll (reference §11.3)', () => {
  const withCondition = (name: string, a = akodo()) => {
    const c = duel(a);
    send(c, { type: 'AddCondition', data: { id: 'akodo', condition: { id: name, name } } });
    return c;
  };

  it('Blinded: −1k1 on melee attacks, −3k3 on ranged ones', () => {
    expect(roll(send(withCondition('blinded'), attack([1, 1, 1, 1, 1]))[0]).expression).toBe('5k2');
    const bow = withCondition('blinded', yumi(3));
    expect(roll(send(bow, attack([1, 1, 1]))[0]).expression).toBe('3k1');
  });

  it('Prone: −2k0, and no Large weapons', () => {
    expect(roll(send(withCondition('prone'), attack([1, 1, 1, 1]))[0]).expression).toBe('4k3');
    const large = withCondition('prone', akodo({ weapon: 'no-dachi' }));
    expect(refused(large, { type: 'Attack', data: { target: 'bayushi' } })).toBe('l5r4e/prone');
  });

  it('mounted or on higher ground: +1k0 against an unmounted or lower target', () => {
    const mounted = duel(akodo({ mounted: true }));
    expect(roll(send(mounted, attack([1, 1, 1, 1, 1, 1, 1]))[0]).expression).toBe('7k3');
    const both = duel(akodo({ mounted: true }), bayushi({ mounted: true }));
    expect(roll(send(both, attack([1, 1, 1, 1, 1, 1]))[0]).expression).toBe('6k3');
    const high = withCondition('higher-ground');
    expect(roll(send(high, attack([1, 1, 1, 1, 1, 1, 1]))[0]).expression).toBe('7k3');
  });
});

describe("seed 000: 'The Armor TN is REF×5 + 5 + any other bonuses' — the conditions of reference §11.3", () => {
  const condition = (c: ReturnType<typeof duel>, id: string, name: string) =>
    send(c, { type: 'AddCondition', data: { id, condition: { id: name, name } } });

  it('Blinded: base Armor TN Reflexes + 5, plus armor (Bayushi: 2 + 5 + 5 = 12)', () => {
    const c = duel();
    condition(c, 'bayushi', 'blinded');
    const [e] = send(c, attack([1, 1, 1, 1, 1, 1]));
    expect(e?.data['armorTN']).toBe(12);
  });

  it('Stunned (and grappled): Armor TN 5 + armor only, whatever the Stance (Bayushi: 10)', () => {
    const c = duel(akodo(), bayushi(), {});
    condition(c, 'bayushi', 'stunned');
    const [e] = send(c, attack([1, 1, 1, 1, 1, 1]));
    expect(e?.data['armorTN']).toBe(10);
  });
});

describe("seed 000: 'The Armor TN is REF×5 + 5 + any other bonuses' — every source, alone and together (resolve.ts armorTN)", () => {
  type Change = Partial<Data>;
  /** Round 1, Akodo's Turn; Bayushi (Reflexes 2, light armor +5: 20) changed as given. */
  function target(
    b: Record<string, unknown> = bayushi(),
    change: Change = {},
    conditions: Combatant['conditions'] = [],
    options: Record<string, unknown> = {},
    a: Record<string, unknown> = akodo(),
  ): { state: CombatState; tn: (ranged?: boolean, ignoreArmor?: boolean) => number } {
    const c = combat([a, b], options);
    start(c, ...AKODO_FIRST);
    const s = c.state;
    const me = s.combatants['bayushi'] as Combatant;
    const changed: Combatant = { ...me, data: { ...(me.data as Data), ...change }, conditions };
    const state = { ...s, combatants: { ...s.combatants, bayushi: changed } };
    return {
      state,
      tn: (ranged = false, ignore = false) => armorTN(state, changed, ranged, ignore),
    };
  }
  const wakizashi = { name: 'wakizashi', damage: '2k2', skill: 'kenjutsu', keywords: ['small'] };

  it('the base: Reflexes × 5 + 5 + the armor (ignoreArmor: a grapple attack drops the armor)', () => {
    expect(target().tn()).toBe(20);
    expect(target().tn(false, true)).toBe(15);
    expect(target(bayushi({ armor: 'heavy' })).tn()).toBe(25);
    expect(target(bayushi({ armor: undefined })).tn()).toBe(15);
  });

  it('reference §3.4: Defense + Air + Defense Skill; Full Defense + its roll; Full Attack −10; Attack and Center nothing', () => {
    const defended = target(bayushi({ skills: { kenjutsu: 2, defense: 3 } }), {
      stance: 'defense',
    });
    const ring = sheetOf(defended.state.combatants['bayushi'] as Combatant).rings.air;
    expect(defended.tn()).toBe(20 + ring + 3);
    expect(target(bayushi(), { stance: 'fullDefense', fullDefense: 7 }).tn()).toBe(27);
    // The Full Defense roll counts only in Full Defense.
    expect(target(bayushi(), { stance: 'attack', fullDefense: 7 }).tn()).toBe(20);
    expect(target(bayushi(), { stance: 'fullAttack' }).tn()).toBe(10);
    expect(target(bayushi(), { stance: 'center' }).tn()).toBe(20);
  });

  it("seed 000: 'A character wielding two weapons gets a bonus to Armor TN equal to their Insight Rank' (option dualWieldArmorTN); not with the off-hand weapon sheathed", () => {
    const two = bayushi({ offHand: wakizashi });
    expect(target(two, { offArmed: true }).tn()).toBe(22);
    expect(target(two, { offArmed: false }).tn()).toBe(20);
    expect(target(two, { offArmed: true }, [], { dualWieldArmorTN: 'none' }).tn()).toBe(20);
    // The option's default (insightRank) also where a state carries no options at all.
    const bare = { ...target(two, { offArmed: true }).state, options: {} };
    expect(armorTN(bare, bare.combatants['bayushi'] as Combatant, false)).toBe(22);
  });

  it("seed 000: Guard, 'their Armor TN is increased by +10 and yours is decreased by -5' while within 5 feet only, and not from a guard out of the fight", () => {
    // Akodo (at 0,0) guards Bayushi (at 5,0).
    const guarded = target(bayushi(), {}, [], {}, akodo());
    const state = (g: CombatState, akodoData: Change, pos?: { x: number; y: number }) => {
      const a = g.combatants['akodo'] as Combatant;
      const moved: Combatant = {
        ...a,
        ...(pos ? { position: pos } : {}),
        data: { ...(a.data as Data), ...akodoData },
      };
      return { ...g, combatants: { ...g.combatants, akodo: moved } };
    };
    const b = (s: CombatState) => s.combatants['bayushi'] as Combatant;
    const by = state(guarded.state, { guarding: 'bayushi' });
    expect(armorTN(by, b(by), false)).toBe(30);
    const far = state(guarded.state, { guarding: 'bayushi' }, { x: -5, y: 0 });
    expect(armorTN(far, b(far), false)).toBe(20);
    const out = state(guarded.state, { guarding: 'bayushi', wounds: 200 });
    expect(armorTN(out, b(out), false)).toBe(20);
    // Bayushi guards Akodo: Bayushi's own Armor TN −5, within 5 feet only.
    const guarding = target(bayushi(), { guarding: 'akodo' });
    expect(guarding.tn()).toBe(15);
    const away = state(guarding.state, {}, { x: -5, y: 0 });
    expect(armorTN(away, b(away), false)).toBe(20);
    // Guarding someone else does not lower the guarded one's TN.
    const a = (s: CombatState) => s.combatants['akodo'] as Combatant;
    expect(armorTN(guarding.state, a(guarding.state), false)).toBe(30);
  });

  it("seed 000: Guard among three, 'their Armor TN is increased by +10 and yours is decreased by -5': a guard who is guarded has both, whatever the order of the combatants; a guard of someone else changes nothing", () => {
    // Akodo (0,0), Bayushi (5,0), Hida (10,0): each within 5 feet of Bayushi.
    const hida = akodo({ id: 'hida', name: 'Hida', position: { x: 10, y: 0 } });
    const tn = (order: 'hida-first' | 'akodo-first', guarding: Record<string, string | null>) => {
      const made = order === 'hida-first' ? [hida, bayushi(), akodo()] : [akodo(), bayushi(), hida];
      const s = combat(made).state;
      const combatants: Record<string, Combatant> = {};
      for (const [id, c] of Object.entries(s.combatants))
        combatants[id] = {
          ...c,
          data: { ...(c.data as Data), stance: 'attack', guarding: guarding[id] ?? null },
        };
      const state = { ...s, round: 1, combatants }; // as in Round 1 (a Void Point's +10 is not)
      return armorTN(state, combatants['bayushi'] as Combatant, false);
    };
    expect([tn('akodo-first', {}), tn('hida-first', {})]).toEqual([20, 20]);
    // Akodo guards Bayushi, Bayushi guards Hida: 20 + 10 − 5.
    expect(tn('akodo-first', { akodo: 'bayushi', bayushi: 'hida' })).toBe(25);
    expect(tn('hida-first', { akodo: 'bayushi', bayushi: 'hida' })).toBe(25);
    // Bayushi guards Hida, and so does Akodo: only Bayushi's own −5.
    expect(tn('akodo-first', { akodo: 'hida', bayushi: 'hida' })).toBe(15);
    expect(tn('hida-first', { akodo: 'hida', bayushi: 'hida' })).toBe(15);
    // Akodo guards Hida, Hida guards Akodo: Bayushi, guarding no one, is untouched.
    expect(tn('hida-first', { akodo: 'hida', hida: 'akodo' })).toBe(20);
    // Two guards of Bayushi: +10, not +20.
    expect(tn('hida-first', { akodo: 'bayushi', hida: 'bayushi' })).toBe(30);
  });

  it('reference §1.5: a Void Point for +10 Armor TN lasts its Round only (also grappled or Stunned)', () => {
    expect(target(bayushi(), { voidArmorRound: 1 }).tn()).toBe(30);
    expect(target(bayushi(), { voidArmorRound: 2 }).tn()).toBe(20);
    expect(
      target(bayushi(), { voidArmorRound: 1 }, [{ id: 'stunned', name: 'stunned' }]).tn(),
    ).toBe(20);
  });

  it('techniques and the active kata add their armorTN (with their filters: Stance, weapon keyword)', () => {
    const b = bayushi({
      techniques: [
        { name: 'Shell', effects: { armorTN: 3 } },
        { name: 'Blade Wall', effects: { armorTN: 4, when: { weaponKeyword: 'polearm' } } },
        { name: 'Turtle', effects: { armorTN: 6, when: { stance: 'defense' } } },
      ],
      kata: [{ name: 'Iron Forest', stance: 'attack', effects: { armorTN: 5 } }],
    });
    expect(target(b).tn()).toBe(23);
    expect(target(b, { kata: 'Iron Forest' }).tn()).toBe(28);
    expect(target(b, { kata: 'Iron Forest', stance: 'center' }).tn()).toBe(23);
    const yari = { name: 'yari', damage: '2k2', skill: 'spears', keywords: ['large', 'polearm'] };
    expect(target({ ...b, weapon: yari }).tn()).toBe(27);
    // Unarmed (the weapon sheathed) the keyword does not apply.
    expect(target({ ...b, weapon: yari }, { armed: false }).tn()).toBe(23);
  });

  it("seed 000 (option surpriseEasierToHit): 'surprised combatants are easier to hit', in Round 1 only", () => {
    const opts = { surpriseEasierToHit: -5 };
    expect(target(bayushi(), { surprised: true }, [], opts).tn()).toBe(15);
    expect(target(bayushi(), { surprised: false }, [], opts).tn()).toBe(20);
    const later = target(bayushi(), { surprised: true }, [], opts);
    const round2 = { ...later.state, round: 2 };
    expect(armorTN(round2, round2.combatants['bayushi'] as Combatant, false)).toBe(20);
  });

  it('reference §11.3: Prone −10 against melee, not against ranged attacks; grappled: 5 + armor; never below 0', () => {
    const prone = target(bayushi(), {}, [{ id: 'prone', name: 'prone' }]);
    expect(prone.tn()).toBe(10);
    expect(prone.tn(true)).toBe(20);
    const g = target();
    const grappled = {
      ...g.state,
      game: { duel: null, grapples: [{ members: ['akodo', 'bayushi'] }] },
    } as CombatState;
    expect(armorTN(grappled, grappled.combatants['bayushi'] as Combatant, false)).toBe(10);
    const other = {
      ...g.state,
      game: { duel: null, grapples: [{ members: ['akodo', 'someone'] }] },
    } as CombatState;
    expect(armorTN(other, other.combatants['bayushi'] as Combatant, false)).toBe(20);
    const low = target(bayushi({ armor: undefined }), { stance: 'fullAttack' }, [
      { id: 'prone', name: 'prone' },
    ]);
    expect(low.tn()).toBe(0);
  });
});
