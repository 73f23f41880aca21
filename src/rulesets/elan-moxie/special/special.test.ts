import { describe, expect, it } from 'vitest';
import { decide, evolve, type CombatState, type GameEvent } from '../../../engine/index.js';
import { planStrike } from '../attack/plan.js';
import { effectCondition } from '../channel/effects.js';
import { COMMANDS } from '../decide.js';
import { elanMoxie } from '../index.js';
import { cannotMove } from '../actions/restrictions.js';
import { effectChance, planSpecial } from './plan.js';
import type { Weapon } from '../sheet.js';
import { dataOf, gameOf, sheetOf } from '../state.js';
import { goblin, kara, karaFirst, ogre, refusal, send, step } from '../test-kit.js';

/**
 * Kara (hit 1d20+5 with longsword, Grapple and Trip; Strength 3) against the Ogre (defense 13
 * against Agility-based attacks, Strength 3, holding a club), 2 m apart.
 */
function special(type: string, faces: number[], data: Record<string, unknown> = {}) {
  const c = karaFirst();
  const events = send(c, { type, data: { target: 'ogre', ...data }, meta: { faces } });
  const found = events.find((e) => e.type === 'SpecialAttacked');
  if (!found) throw new Error('no SpecialAttacked event');
  return { c, events, d: found.data };
}

const ogreOf = (s: CombatState) => {
  const o = s.combatants['ogre'];
  if (!o) throw new Error('no ogre');
  return o;
};

/** A wolf: its bite is a natural weapon. */
const wolf = {
  ...ogre,
  id: 'wolf',
  name: 'Wolf',
  weapons: [{ name: 'bite', damage: 4, kind: 'strength', natural: true }],
};

/** The Ogre channels a ward (an ability of the abilities helper), folded in as its events. */
const ward = {
  name: 'ward',
  channeled: true,
  range: 'self',
  effects: [{ name: 'warded', modifiers: { soak: 2 } }],
};
function ogreChanneling(hero: Record<string, unknown> = kara): CombatState {
  const s0 = karaFirst([hero, { ...ogre, abilities: [ward] }]).state;
  const condition = effectCondition(
    { name: 'warded', modifiers: { soak: 2 } },
    'ogre',
    'ward',
    true,
  );
  const events: GameEvent[] = [
    {
      type: 'AbilityUsed',
      data: {
        actor: 'ogre',
        ability: 'ward',
        action: 'free',
        channeled: true,
        targets: ['ogre'],
      },
    },
    { type: 'ConditionAdded', data: { id: 'ogre', condition } },
  ];
  return events.reduce((s, e) => evolve(elanMoxie, s, e), s0);
}

function must(r: ReturnType<typeof step>): CombatState {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}
const codeOf = (r: ReturnType<typeof step>): string => (r.ok ? 'accepted' : r.error.code);

describe("seed 001: 'attacks ... that aren't intended to deal damage'", () => {
  it("seed 001: 'Some types of attacks exist that aren't intended to deal damage.' 'They are as follows:' Disarm, Grapple, Trip — no soak roll and no wounds, even on a natural 20", () => {
    expect(COMMANDS).toEqual(expect.arrayContaining(['Disarm', 'Grapple', 'Trip']));
    for (const type of ['Disarm', 'Grapple', 'Trip']) {
      const { c, events } = special(type, [20, 20]);
      expect(events.map((e) => e.type)).toEqual(['SpecialAttacked']);
      expect(events.some((e) => e.type === 'Attacked')).toBe(false);
      expect(events[0]?.data).not.toHaveProperty('wounds');
      expect(dataOf(ogreOf(c.state)).wounds).toBe(4);
      // It is the turn's Attack action.
      expect(c.state.combatants['kara']?.data).toMatchObject({ attacks: 1 });
    }
  });
});

describe('seed 001: Disarm', () => {
  it("seed 001: 'Disarm: The attacking character makes an normal weapon attack roll as normal against his target.'", () => {
    const { d } = special('Disarm', [12, 5]);
    expect(d).toMatchObject({
      actor: 'kara',
      target: 'ogre',
      special: 'disarm',
      weapon: 'longsword',
      targetWeapon: 'club',
      roll: { expression: '1d20+5', total: 17 }, // 2 accuracy + 3 Agility
      defense: 13, // 8 + 3 + Agility 2
      extraDamage: 2,
    });
    // A Moxie-based weapon rolls with Elan against Elan, as any attack with it.
    expect(special('Disarm', [10, 5], { weapon: 'spark' }).d).toMatchObject({
      weapon: 'spark',
      roll: { expression: '1d20+3', total: 13 },
      defense: 11,
    });
    expect(special('Disarm', [2], { weapon: 'spark' }).d).toMatchObject({
      result: 'miss',
      defense: 11,
    });
  });

  it("seed 001: 'a normal weapon attack roll as normal': the weapon's own range, and cover counts (a longbow 10 m away with the Goblin in between)", () => {
    const c = karaFirst([
      kara,
      { ...ogre, position: { x: 10, y: 0 } },
      { ...goblin, position: { x: 5, y: 0 } },
    ]);
    expect(refusal(c, { type: 'Disarm', data: { target: 'ogre' } })).toBe(
      'elan-moxie/out-of-range',
    ); // the longsword reaches 2 m
    const events = send(c, {
      type: 'Disarm',
      data: { target: 'ogre', weapon: 'longbow' },
      meta: { faces: [14, 10] },
    });
    expect(events[0]?.data).toMatchObject({
      weapon: 'longbow',
      roll: { expression: '1d20+6', total: 20 },
      defense: 15, // 13 + 2 cover from the Goblin
      cover: 2,
      extraDamage: 2,
    });
  });

  it("seed 001: 'If successful, the target must make a Strength check with a +10 bonus against the attack's Damage.' (matching it keeps the weapon)", () => {
    // 1d20+5 = 25 vs 13: 6 extra damage; the attack's Damage: longsword 6 + 1 + Strength 3 + 6 = 16.
    const kept = special('Disarm', [20, 3]).d;
    expect(kept).toMatchObject({
      result: 'resisted',
      check: { expression: '1d20+13', total: 16 }, // Strength 3 + 10
      tn: 16,
      extraDamage: 6,
    });
    const lost = special('Disarm', [20, 2]);
    expect(lost.d).toMatchObject({ result: 'disarmed', check: { total: 15 }, tn: 16 });
    // A miss: no check at all.
    const miss = special('Disarm', [7]).d;
    expect(miss).toMatchObject({ result: 'miss' });
    expect(miss).not.toHaveProperty('check');
    expect(miss).not.toHaveProperty('tn');
  });

  it("seed 001: 'If the target fails, his weapon falls to the ground and he must spend a Move action to pick it back up.'", () => {
    const { c } = special('Disarm', [20, 1]);
    expect(dataOf(ogreOf(c.state)).dropped).toEqual(['club']);
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('ogre');
    // He cannot strike with it from the ground ...
    expect(refusal(c, { type: 'Attack', data: { target: 'kara' } })).toBe(
      'elan-moxie/weapon-dropped',
    );
    // A Move action picks it back up (PickUp, the movement helper's command).
    send(c, { type: 'PickUp', data: { weapon: 'club' } });
    expect(dataOf(ogreOf(c.state))).toMatchObject({ dropped: [], moves: 1 });
    send(c, { type: 'Attack', data: { target: 'kara' }, meta: { faces: [1] } });
  });

  it('a weapon on the ground cannot be disarmed again', () => {
    const { c } = special('Disarm', [20, 1]);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    expect(refusal(c, { type: 'Disarm', data: { target: 'ogre' } })).toBe(
      'elan-moxie/nothing-in-hand',
    );
    expect(refusal(c, { type: 'Disarm', data: { target: 'ogre', targetWeapon: 'club' } })).toBe(
      'elan-moxie/not-in-hand',
    );
  });

  it('the weapon knocked away: targetWeapon, else the first non-natural weapon in hand; natural weapons cannot be disarmed', () => {
    const armed = {
      ...ogre,
      weapons: [
        { name: 'fist', damage: 2, kind: 'strength', natural: true },
        { name: 'club', damage: 8, kind: 'strength' },
        { name: 'knife', damage: 4, kind: 'strength' },
      ],
    };
    const c = karaFirst([kara, armed]);
    const first = decide(elanMoxie, c.state, {
      type: 'Disarm',
      data: { target: 'ogre' },
      meta: { faces: [20, 1] },
    });
    expect(first.ok && first.value[0]?.data['targetWeapon']).toBe('club');
    const named = decide(elanMoxie, c.state, {
      type: 'Disarm',
      data: { target: 'ogre', targetWeapon: 'knife' },
      meta: { faces: [20, 1] },
    });
    expect(named.ok && named.value[0]?.data['targetWeapon']).toBe('knife');
    expect(refusal(c, { type: 'Disarm', data: { target: 'ogre', targetWeapon: 'fist' } })).toBe(
      'elan-moxie/cannot-disarm',
    );
    expect(refusal(c, { type: 'Disarm', data: { target: 'ogre', targetWeapon: 'axe' } })).toBe(
      'elan-moxie/no-such-weapon',
    );
    const w = karaFirst([kara, { ...wolf, id: 'ogre' }]);
    expect(refusal(w, { type: 'Disarm', data: { target: 'ogre' } })).toBe(
      'elan-moxie/cannot-disarm',
    );
  });

  it('a Disarm with a weapon that disrupts channeling ends the channels on a hit, even when resisted', () => {
    const rod = { name: 'rod', damage: 6, kind: 'strength', disruptsChanneling: true };
    const withRod = ogreChanneling({ ...kara, weapons: [rod] });
    const r = decide(elanMoxie, withRod, {
      type: 'Disarm',
      data: { target: 'ogre' },
      meta: { faces: [12, 20] },
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.map((e) => [e.type, e.data['result'] ?? e.data['reason']])).toEqual([
      ['SpecialAttacked', 'resisted'],
      ['ChannelingEnded', 'disrupted'],
      ['ConditionRemoved', 'channel-ended'],
    ]);
  });
});

describe('seed 001: Grapple', () => {
  it("seed 001: 'Grapple: The attacking character makes an Agility-based attack roll as normal against his target.'", () => {
    const { d } = special('Grapple', [12, 20]);
    expect(d).toMatchObject({
      special: 'grapple',
      roll: { expression: '1d20+5', total: 17 }, // accuracyBonus 2 + Agility 3, no weapon
      defense: 13, // 8 + defense bonus 3 + Agility 2
    });
    expect(d).not.toHaveProperty('weapon');
    // "as normal": conditions count (an accuracy −2 and a defense +1).
    const c = karaFirst();
    send(c, {
      type: 'AddCondition',
      data: {
        id: 'kara',
        condition: { id: 'dazzled', name: 'dazzled', data: { modifiers: { accuracy: -2 } } },
      },
    });
    send(c, {
      type: 'AddCondition',
      data: {
        id: 'ogre',
        condition: { id: 'shield', name: 'shield', data: { modifiers: { defense: 1 } } },
      },
    });
    const events = send(c, { type: 'Grapple', data: { target: 'ogre' }, meta: { faces: [1] } });
    expect(events[0]?.data).toMatchObject({
      roll: { expression: '1d20+3' },
      defense: 14,
      result: 'miss',
    });
  });

  it("seed 001: 'If successful, the target must make a Strength check TN 10 + attacker's Strength + bonus damage from attack roll.'", () => {
    // 17 vs 13: 2 extra; TN 10 + 3 + 2 = 15; the Ogre's check 1d20 + Strength 3.
    expect(special('Grapple', [12, 12]).d).toMatchObject({
      result: 'resisted',
      extraDamage: 2,
      check: { expression: '1d20+3', total: 15 },
      tn: 15,
    });
    expect(special('Grapple', [12, 11]).d).toMatchObject({ result: 'pinned', tn: 15 });
    expect(special('Grapple', [8, 1]).d).toMatchObject({ extraDamage: 0, tn: 13 });
    expect(special('Grapple', [20, 1]).d).toMatchObject({ extraDamage: 6, tn: 19 });
    // The attacker's own Strength: a Kara of Strength 5 makes it 17.
    const strong = karaFirst([{ ...kara, strength: 5 }, ogre]);
    const events = send(strong, {
      type: 'Grapple',
      data: { target: 'ogre' },
      meta: { faces: [12, 13] },
    });
    expect(events[0]?.data).toMatchObject({ tn: 17, check: { total: 16 }, result: 'pinned' });
  });

  it("seed 001: 'If the target fails, he's pinned by the attacker, unable to move.'", () => {
    const { c } = special('Grapple', [12, 11]);
    expect(gameOf(c.state).grapples).toEqual([{ attacker: 'kara', defender: 'ogre' }]);
    expect(cannotMove(c.state, ogreOf(c.state))?.code).toBe('elan-moxie/grappling');
    send(c, { type: 'EndTurn' });
    expect(refusal(c, { type: 'Move', data: { to: { x: 6, y: 0 } } })).toBe('elan-moxie/grappling');
    const resisted = special('Grapple', [12, 12]).c;
    expect(gameOf(resisted.state).grapples).toEqual([]);
  });

  it("seed 001: 'Any attack that ... grapples him immediately ends any abilities the character was channeling'", () => {
    const s = ogreChanneling();
    expect(dataOf(ogreOf(s)).channeling.map((ch) => ch.ability)).toEqual(['ward']);
    const r = decide(elanMoxie, s, {
      type: 'Grapple',
      data: { target: 'ogre' },
      meta: { faces: [12, 11] },
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.map((e) => e.type)).toEqual([
      'SpecialAttacked',
      'ChannelingEnded',
      'ConditionRemoved',
    ]);
    expect(r.value[1]?.data).toEqual({
      id: 'ogre',
      abilities: ['ward'],
      reason: 'grappled',
      by: 'kara',
    });
    const after = must(
      step(s, { type: 'Grapple', data: { target: 'ogre' }, meta: { faces: [12, 11] } }),
    );
    expect(dataOf(ogreOf(after)).channeling).toEqual([]);
    expect(ogreOf(after).conditions).toEqual([]);
    // Resisted: nothing ends.
    const held = decide(elanMoxie, s, {
      type: 'Grapple',
      data: { target: 'ogre' },
      meta: { faces: [12, 12] },
    });
    expect(held.ok && held.value.map((e) => e.type)).toEqual(['SpecialAttacked']);
  });
});

describe('seed 001: Trip', () => {
  it("seed 001: 'Trip: The attacking character makes an Agility-based attack roll as normal against his target.'", () => {
    const { d } = special('Trip', [9, 20]);
    expect(d).toMatchObject({
      special: 'trip',
      roll: { expression: '1d20+5', total: 14 },
      defense: 13,
      extraDamage: 0,
    });
    expect(special('Trip', [7]).d).toMatchObject({ result: 'miss' });
  });

  it("seed 001: 'If successful, the target must make a Strength check TN 10 + attacker's Strength + bonus damage from attack roll.'", () => {
    // 1d20+5 = 21 vs 13: 4 extra; TN 10 + 3 + 4 = 17.
    expect(special('Trip', [16, 14]).d).toMatchObject({
      result: 'resisted',
      extraDamage: 4,
      check: { expression: '1d20+3', total: 17 },
      tn: 17,
    });
    expect(special('Trip', [16, 13]).d).toMatchObject({ result: 'tripped', tn: 17 });
  });

  it("seed 001: 'If the target fails, he falls prone and must spend a Move action to stand back up.'", () => {
    const { c } = special('Trip', [16, 13]);
    expect(dataOf(ogreOf(c.state)).prone).toBe(true);
    expect(cannotMove(c.state, ogreOf(c.state))?.code).toBe('elan-moxie/prone');
    send(c, { type: 'EndTurn' });
    expect(refusal(c, { type: 'Move', data: { to: { x: 6, y: 0 } } })).toBe('elan-moxie/prone');
    // Tripping the prone again has no point.
    send(c, { type: 'EndTurn' });
    expect(refusal(c, { type: 'Trip', data: { target: 'ogre' } })).toBe('elan-moxie/already-prone');
    // "must spend a Move action to stand back up" (Stand, the movement helper's command).
    send(c, { type: 'EndTurn' });
    send(c, { type: 'Stand' });
    expect(dataOf(ogreOf(c.state))).toMatchObject({ prone: false, moves: 1 });
    expect(cannotMove(c.state, ogreOf(c.state))).toBeUndefined();
  });

  it("seed 001: 'Any attack that ... knocks the character prone ... immediately ends any abilities the character was channeling'", () => {
    const r = decide(elanMoxie, ogreChanneling(), {
      type: 'Trip',
      data: { target: 'ogre' },
      meta: { faces: [16, 13] },
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.map((e) => e.type)).toEqual([
      'SpecialAttacked',
      'ChannelingEnded',
      'ConditionRemoved',
    ]);
    expect(r.value[1]?.data).toMatchObject({ reason: 'prone', by: 'kara' });
  });
});

describe('special attacks: refusals (nothing changes)', () => {
  it('not in melee: Grapple and Trip reach 2 m', () => {
    const c = karaFirst([kara, { ...ogre, position: { x: 2.1, y: 0 } }]);
    expect(refusal(c, { type: 'Grapple', data: { target: 'ogre' } })).toBe(
      'elan-moxie/out-of-range',
    );
    expect(refusal(c, { type: 'Trip', data: { target: 'ogre' } })).toBe('elan-moxie/out-of-range');
  });

  it('each is an Attack action: none left after an Attack', () => {
    const c = karaFirst();
    send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [1] } });
    for (const type of ['Disarm', 'Grapple', 'Trip'])
      expect(refusal(c, { type, data: { target: 'ogre' } })).toBe('elan-moxie/no-attack-left');
  });

  it('unknown targets, oneself, the collapsed, someone already in a grapple', () => {
    const c = karaFirst([kara, ogre, { ...goblin, position: { x: 0, y: 1 } }]);
    expect(refusal(c, { type: 'Trip', data: { target: 'troll' } })).toBe(
      'elan-moxie/no-such-target',
    );
    expect(refusal(c, { type: 'Grapple', data: { target: 'kara' } })).toBe(
      'elan-moxie/self-target',
    );
    send(c, { type: 'AdjustWounds', data: { id: 'goblin', wounds: 15 } });
    expect(refusal(c, { type: 'Trip', data: { target: 'goblin' } })).toBe('elan-moxie/target-down');
    const s = c.state;
    const pinned = {
      ...s,
      game: { ...gameOf(s), grapples: [{ attacker: 'goblin', defender: 'ogre' }] },
    };
    expect(codeOf(step(pinned, { type: 'Grapple', data: { target: 'ogre' } }))).toBe(
      'elan-moxie/already-grappled',
    );
  });

  it('before the fight, out of turn, and while a reaction is pending', () => {
    const c = karaFirst();
    expect(refusal(c, { type: 'Grapple', data: { target: 'kara' }, meta: { actor: 'ogre' } })).toBe(
      'turn/not-your-turn',
    );
    const s = c.state;
    const pending = {
      ...s,
      pending: {
        kind: 'reaction',
        reactor: 'kara',
        trigger: 'attack-of-opportunity',
        data: {
          provoker: 'ogre',
          at: { x: 2, y: 0 },
          cause: 'left-melee',
          weapons: ['longsword'],
          abilities: [],
        },
      },
    } as CombatState;
    // seed 001: "An Attack of Opportunity must be a normal weapon based attack".
    expect(codeOf(step(pending, { type: 'Trip', data: { target: 'ogre' } }))).toBe(
      'elan-moxie/not-a-weapon-attack',
    );
  });
});

describe('special attacks: odds and menu', () => {
  it('the odds hook: P(hit) and the effect chance equal a brute-force count of the 400 hit × check dice pairs', () => {
    const c = karaFirst();
    for (const type of ['Grapple', 'Trip', 'Disarm']) {
      const command = { type, data: { target: 'ogre' } };
      const odds = elanMoxie.odds?.(c.state, command);
      if (!odds) throw new Error('no odds');
      let hits = 0;
      let effects = 0;
      for (let h = 1; h <= 20; h++)
        for (let x = 1; x <= 20; x++) {
          const r = decide(elanMoxie, c.state, {
            ...command,
            meta: { faces: h + 5 >= 13 ? [h, x] : [h] },
          });
          if (!r.ok) throw new Error(r.error.message);
          const result = r.value[0]?.data['result'];
          if (result !== 'miss') hits++;
          if (result === 'pinned' || result === 'tripped' || result === 'disarmed') effects++;
        }
      expect(odds.hit).toBeCloseTo(hits / 400, 12);
      const kara0 = c.state.combatants['kara'];
      if (!kara0) throw new Error('no kara');
      const plan = planSpecial(c.state, kara0, command.data, type.toLowerCase() as 'trip');
      if (!plan.ok) throw new Error('no plan');
      expect(effectChance(plan.value)).toBeCloseTo(effects / 400, 12);
      expect(odds.note).toContain(`effect ${((effects / 400) * 100).toFixed(0)}%`);
    }
    // Grapple and Trip: 153 of 400 pairs (38%); Disarm with the longsword: 4 of 400 (1%).
    const g = elanMoxie.odds?.(c.state, { type: 'Grapple', data: { target: 'ogre' } });
    expect(g?.hit).toBeCloseTo(13 / 20, 12);
    expect(g?.note).toBe('hit 65%; effect 38% (pinned: a hit and a failed Strength check)');
    expect(elanMoxie.odds?.(c.state, { type: 'Trip', data: { target: 'nobody' } })).toBeUndefined();
  });

  it('the menu: Disarm with each weapon in hand that can disarm, Grapple and Trip against a foe in melee, after the plain attacks; every entry is accepted', () => {
    const c = karaFirst();
    const menu = elanMoxie.legalActions(c.state, 'kara');
    const labels = menu.map((o) => o.label);
    const at = labels.indexOf("Disarm Ogre's club with longsword (effect 1%)");
    expect(at).toBeGreaterThan(labels.indexOf('Attack Ogre with longbow'));
    // The spark and the longbow cannot beat his check (1d20+13) at all: left out (0%).
    expect(labels.slice(at, at + 3)).toEqual([
      "Disarm Ogre's club with longsword (effect 1%)",
      'Grapple Ogre (effect 38%)',
      'Trip Ogre (effect 38%)',
    ]);
    expect(menu[at]?.command).toEqual({
      type: 'Disarm',
      data: { target: 'ogre', weapon: 'longsword', targetWeapon: 'club' },
    });
    expect(menu[at + 1]?.command).toEqual({ type: 'Grapple', data: { target: 'ogre' } });
    expect(menu[at + 1]?.odds?.hit).toBeCloseTo(0.65, 12);
    expect(labels.filter((l) => l.startsWith('Disarm'))).toHaveLength(1);
    for (const o of menu) {
      const r = decide(elanMoxie, c.state, { ...o.command, meta: { actor: 'kara' } });
      expect(r.ok, o.label).toBe(true);
    }
    // Out of melee, against a wolf (natural bite), or with no Attack action left: none of them.
    const far = karaFirst([kara, { ...ogre, position: { x: 5, y: 0 } }]);
    expect(
      elanMoxie.legalActions(far.state, 'kara').filter((o) => o.label.includes('effect')),
    ).toEqual([]);
    const w = karaFirst([kara, { ...wolf, id: 'ogre' }]);
    expect(
      elanMoxie
        .legalActions(w.state, 'kara')
        .filter((o) => o.label.includes('effect'))
        .map((o) => o.label),
    ).toEqual(['Grapple Wolf (effect 38%)', 'Trip Wolf (effect 38%)']);
    send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [1] } });
    expect(
      elanMoxie.legalActions(c.state, 'kara').filter((o) => o.label.includes('effect')),
    ).toEqual([]);
  });

  it('planStrike for Grapple and Trip: no weapon accuracy (the longbow’s +1 does not count), damage 0', () => {
    const c = karaFirst();
    const k = c.state.combatants['kara'];
    if (!k) throw new Error('no kara');
    const plan = planSpecial(c.state, k, { target: 'ogre' }, 'trip');
    if (!plan.ok) throw new Error('no plan');
    const bow = planStrike(c.state, k, ogreOf(c.state), sheetOf(k).weapons[2] as Weapon);
    expect(bow.hitBonus).toBe(6); // 2 + Agility 3 + the longbow's accuracy 1
    expect(plan.value.strike.hitBonus).toBe(5);
    expect(plan.value.strike.damage).toBe(4); // damage 0 + damage bonus 1 + Strength 3: unused
    expect(plan.value.tnBase).toBe(13);
    expect(plan.value.checkBonus).toBe(3);
  });
});

describe('special attacks: log lines', () => {
  const line = (type: string, faces: number[], data: Record<string, unknown> = {}) => {
    const { c, events } = special(type, faces, data);
    return events.map((e) => elanMoxie.describe(e, c.state));
  };

  it('Disarm, Grapple and Trip, every result', () => {
    expect(line('Disarm', [20, 1])).toEqual([
      "Kara tries to disarm Ogre of his club with longsword: 1d20+5 = 25 vs defense 13 — hit (+6); Ogre's Strength check 1d20+13 = 14 vs damage 16 → the club falls to the ground (a Move action picks it up)",
    ]);
    expect(line('Disarm', [20, 3])[0]).toMatch(/1d20\+13 = 16 vs damage 16 → keeps the club$/);
    expect(line('Grapple', [12, 11])).toEqual([
      "Kara tries to grapple Ogre: 1d20+5 = 17 vs defense 13 — hit (+2); Ogre's Strength check 1d20+3 = 14 vs TN 15 → pinned by Kara",
    ]);
    expect(line('Grapple', [12, 12])[0]).toMatch(/vs TN 15 → breaks the hold$/);
    expect(line('Trip', [16, 13])[0]).toMatch(
      /hit \(\+4\); Ogre's Strength check 1d20\+3 = 16 vs TN 17 → falls prone \(a Move action to stand up\)$/,
    );
    expect(line('Trip', [8, 20])[0]).toMatch(/— hit; .* → keeps his feet$/);
    expect(line('Trip', [7])).toEqual([
      'Kara tries to trip Ogre: 1d20+5 = 12 vs defense 13 — miss',
    ]);
  });
});
