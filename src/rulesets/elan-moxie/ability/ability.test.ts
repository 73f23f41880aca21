import { describe, expect, it } from 'vitest';
import { decide, type GameEvent } from '../../../engine/index.js';
import { describeAbility } from './describe.js';
import { elanMoxie } from '../index.js';
import { dataOf } from '../state.js';
import { goblin, kara, karaFirst, of, ogre, refusal, send, types, use } from '../test-kit.js';

/**
 * Kara the battle-mage (Kara of test-kit with abilities). Her Moxie-based attacks hit at 1d20+3
 * (2 accuracy + Elan 1); the Ogre's defense against them is 11 (8 + 3 + Elan 0), his soak 1d20−1
 * against cold (Moxie −1), 1d20+1 against fire (resistance 2).
 */
const abilities = [
  {
    name: 'frost ray',
    range: 'short',
    attack: 'moxie',
    damage: 4,
    damageType: 'cold',
    effects: [{ name: 'chilled', rounds: 2, modifiers: { defense: -2 } }],
  },
  {
    name: 'shield',
    action: 'free',
    range: 'self',
    effects: [{ name: 'shielded', rounds: 1, modifiers: { defense: 2 } }],
  },
  { name: 'mend', range: 'melee', heal: 3, affects: 'friends' },
  { name: 'curse', range: 'short', effects: [{ name: 'cursed', modifiers: { soak: -1 } }] },
  { name: 'shove', range: 'melee', attack: 'strength', push: 3 },
  { name: 'sweep', range: 'melee', attack: 'strength', knocksProne: true },
  { name: 'blink', action: 'move', range: 'self', effects: [{ name: 'blurred', rounds: 1 }] },
  { name: 'ritual', action: 'full', range: 'self', heal: 5 },
  {
    name: 'quick hex',
    action: 'free',
    range: 'short',
    effects: [{ name: 'hexed', rounds: 1, modifiers: { accuracy: -1 } }],
  },
];
const mage = { ...kara, abilities };
/** Kara's squire, beside her, with 2 wounds. */
const squire = {
  ...goblin,
  id: 'squire',
  name: 'Squire',
  side: 'heroes',
  position: { x: 0, y: 1.5 },
  wounds: 2,
};

describe('abilities as data: UseAbility', () => {
  it('an ability with an attack roll: AbilityUsed spends its action, then one Attacked by the seed procedure, then its effects on a hit', () => {
    const c = karaFirst([mage, ogre]);
    const events = send(c, use({ ability: 'frost ray', target: 'ogre' }, [10, 3]));
    expect(types(events)).toEqual(['AbilityUsed', 'Attacked', 'ConditionAdded']);
    expect(events[0]?.data).toEqual({
      actor: 'kara',
      ability: 'frost ray',
      action: 'attack',
      channeled: false,
      targets: ['ogre'],
    });
    // 1d20+3 = 13 vs 11: hit, 1 extra; soak 1d20−1 = 2 vs 4 + 1 + 0 + 1 = 6: 2 wounds.
    expect(events[1]?.data).toMatchObject({
      actor: 'kara',
      target: 'ogre',
      weapon: 'frost ray',
      kind: 'moxie',
      damageType: 'cold',
      uses: 'ability',
      roll: { expression: '1d20+3', total: 13 },
      defense: 11,
      soak: { expression: '1d20-1', total: 2 },
      damage: 6,
      result: 'wounded',
      wounds: 2,
      woundsAfter: 6,
    });
    expect(events[2]?.data).toEqual({
      id: 'ogre',
      condition: {
        id: 'chilled-by-kara',
        name: 'chilled',
        source: 'kara',
        rounds: 2,
        tick: 'source-turn-start',
        data: { modifiers: { defense: -2 }, ability: 'frost ray' },
      },
    });
    expect(dataOf(of(c.state, 'kara'))).toMatchObject({ attacks: 1, moves: 0 });
    expect(dataOf(of(c.state, 'ogre')).wounds).toBe(6);
  });

  it('a miss: no effects land (and no soak roll)', () => {
    const c = karaFirst([mage, ogre]);
    const events = send(c, use({ ability: 'frost ray', target: 'ogre' }, [7]));
    expect(types(events)).toEqual(['AbilityUsed', 'Attacked']);
    expect(events[1]?.data).toMatchObject({ result: 'miss', defense: 11 });
    expect(of(c.state, 'ogre').conditions).toEqual([]);
  });

  it('a hit that kills: no effects on the dead; a miss carries no stray fields', () => {
    const c = karaFirst([mage, { ...ogre, wounds: 18 }, goblin]);
    // 1d20+3 = 23 vs 11: +6; damage 11 vs soak 1d20−1 = 0: 6 wounds, 24 → dead at 20.
    const events = send(c, use({ ability: 'frost ray', target: 'ogre' }, [20, 1]));
    expect(types(events)).toEqual(['AbilityUsed', 'Attacked']);
    expect(events[1]?.data).toMatchObject({ wounds: 6, woundsAfter: 20 });
    const miss = send(karaFirst([mage, ogre]), use({ ability: 'frost ray', target: 'ogre' }, [1]));
    expect(Object.keys(miss[1]?.data ?? {})).not.toContain('damaging');
  });

  it("an attack without damage: result 'hit' with no soak roll, then its push or knock-down", () => {
    const c = karaFirst([mage, ogre]);
    // Strength-based: 1d20+5 vs 13.
    const events = send(c, use({ ability: 'sweep', target: 'ogre' }, [8]));
    expect(types(events)).toEqual(['AbilityUsed', 'Attacked', 'KnockedProne']);
    expect(events[1]?.data).toMatchObject({ result: 'hit', extraDamage: 0 });
    expect(events[1]?.data['soak']).toBeUndefined();
    // Nothing to soak: no damage score, no wounds, the wound track untouched.
    for (const field of ['damage', 'wounds', 'woundsBefore', 'woundsAfter'])
      expect(events[1]?.data[field], field).toBeUndefined();
    expect(events[2]?.data).toEqual({ actor: 'kara', id: 'ogre', ability: 'sweep' });
    expect(dataOf(of(c.state, 'ogre')).prone).toBe(true);
  });

  it('push: the target is moved straight away from the user (kernel Moved, action push)', () => {
    const c = karaFirst([mage, { ...ogre, position: { x: 1.2, y: 1.6 } }]);
    const events = send(c, use({ ability: 'shove', target: 'ogre' }, [8]));
    expect(types(events)).toEqual(['AbilityUsed', 'Attacked', 'Moved']);
    expect(events[2]?.data).toMatchObject({
      actor: 'kara',
      id: 'ogre',
      from: { x: 1.2, y: 1.6 },
      distance: 3,
      action: 'push',
    });
    const at = of(c.state, 'ogre').position;
    expect(at.x).toBeCloseTo(3, 9); // 2 m away, then 3 more along (0.6, 0.8)
    expect(at.y).toBeCloseTo(4, 9);
    // Pushing moves the Ogre, not Kara: her Move action is still there.
    expect(dataOf(of(c.state, 'kara'))).toMatchObject({ attacks: 1, moves: 0 });
  });

  it('an ability without an attack roll: its effects land on the target, no roll', () => {
    const c = karaFirst([mage, ogre]);
    const events = send(c, use({ ability: 'curse', target: 'ogre' }));
    expect(types(events)).toEqual(['AbilityUsed', 'ConditionAdded']);
    expect(of(c.state, 'ogre').conditions[0]).toMatchObject({ name: 'cursed', source: 'kara' });
    expect(of(c.state, 'ogre').conditions[0]?.rounds).toBeUndefined(); // the rest of the fight
  });

  it('refuses an unknown ability, and a target the ability does not affect', () => {
    const c = karaFirst([mage, ogre]);
    expect(refusal(c, use({ ability: 'fireball', target: 'ogre' }))).toBe(
      'elan-moxie/no-such-ability',
    );
    expect(refusal(c, use({ ability: 'mend', target: 'ogre' }))).toBe('elan-moxie/wrong-target');
    expect(refusal(c, use({ ability: 'frost ray', target: 'kara' }))).toBe(
      'elan-moxie/self-target',
    );
    expect(refusal(c, use({ ability: 'frost ray' }))).toBe('elan-moxie/no-such-target');
    expect(refusal(c, use({ ability: 'frost ray', target: 'ogre', at: { x: 1, y: 0 } }))).toBe(
      'elan-moxie/no-area',
    );
  });
});

describe('seed 001: ranges of abilities', () => {
  it("seed 001: 'Abilities have a listed distance from which they can be used, which is always one of the following:' (frost ray: short, 20 m; mend: melee, 2 m)", () => {
    const reaches = (x: number, y: number, ability: string, target: string): string => {
      const c = karaFirst([mage, ogre, squire]);
      send(c, { type: 'MoveToken', data: { id: target, to: { x, y } } });
      const r = c.send(use({ ability, target }, ability === 'frost ray' ? [1] : []));
      return r.ok ? 'ok' : r.error.code;
    };
    expect(reaches(20, 0, 'frost ray', 'ogre')).toBe('ok');
    expect(reaches(20.5, 0, 'frost ray', 'ogre')).toBe('elan-moxie/out-of-range');
    expect(reaches(1.2, 1.6, 'mend', 'squire')).toBe('ok'); // exactly 2 m
    expect(reaches(2.1, 0, 'mend', 'squire')).toBe('elan-moxie/out-of-range');
  });

  it("seed 001: 'Self: A self ranged ability can only be used on the character using it.'", () => {
    const c = karaFirst([mage, ogre]);
    expect(refusal(c, use({ ability: 'shield', target: 'ogre' }))).toBe('elan-moxie/self-only');
    const events = send(c, use({ ability: 'shield' }));
    expect(events[0]?.data).toMatchObject({ targets: ['kara'], action: 'free' });
    expect(events[1]?.data).toMatchObject({ id: 'kara', condition: { name: 'shielded' } });
    // Naming herself is the same.
    expect(send(c, use({ ability: 'shield', target: 'kara' }))[0]?.data).toMatchObject({
      targets: ['kara'],
    });
    expect(dataOf(of(c.state, 'kara')).free).toBe(2);
  });
});

describe('seed 001: the action an ability takes', () => {
  it('an ability takes its listed action type: refused once it is spent (codes name the type), with what to do instead', () => {
    const c = karaFirst([mage, ogre]);
    send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [1] } });
    const r = c.send(use({ ability: 'frost ray', target: 'ogre' }));
    expect(!r.ok && r.error).toMatchObject({ code: 'elan-moxie/no-attack-left' });
    expect(!r.ok && r.error.message).toMatch(/frost ray takes an Attack action/);
    expect(refusal(c, use({ ability: 'ritual' }))).toBe('elan-moxie/no-full-action-left');
    expect(types(send(c, use({ ability: 'blink' }))).slice(0, 2)).toEqual([
      'AbilityUsed',
      'ConditionAdded',
    ]);
    // Attack + Move spent: Free actions only (the turn stays open for them, issue 14).
    expect(refusal(c, use({ ability: 'blink' }))).toBe('elan-moxie/no-move-left');
    expect(c.state.current).toBe('kara');
  });

  it("free-action abilities count against freeActionLimit ('within reasonable limit')", () => {
    const c = karaFirst([mage, ogre], { freeActionLimit: 1 });
    send(c, { type: 'FreeAction', data: { what: 'speak' } });
    expect(refusal(c, use({ ability: 'shield' }))).toBe('elan-moxie/free-action-limit');
  });

  it("seed 001: 'While grappling, neither the attacker nor defender can use any abilities that require an Attack action or move.'", () => {
    // The Ogre pins Kara (Grapple: 1d20+2 = 17 vs 12; Strength check 1d20+3 = 4 vs TN 10+3+2 = 15).
    const c = karaFirst([mage, ogre]);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'Grapple', data: { target: 'kara' }, meta: { faces: [15, 1] } });
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('kara');
    expect(refusal(c, use({ ability: 'frost ray', target: 'ogre' }))).toBe('elan-moxie/grappling');
    // Abilities on other actions are allowed (the seed names the Attack action only).
    send(c, use({ ability: 'quick hex', target: 'ogre' }));
    send(c, use({ ability: 'blink' }));
  });

  it("seed 001: 'A character at 15 wounds can take no action except speaking': no abilities once collapsed", () => {
    const c = karaFirst([mage, ogre, squire]);
    send(c, { type: 'AdjustWounds', data: { id: 'kara', wounds: 15 } });
    expect(refusal(c, use({ ability: 'shield' }))).toBe('elan-moxie/collapsed');
  });
});

describe('seed 001: durations of abilities', () => {
  it("seed 001: 'Some abilities last a set number of rounds. Unless specifically stated otherwise, one round duration should be counted off at the start of the action of the character that caused the effect.'", () => {
    // Order: Kara, the Ogre, the Goblin. Chilled (2 rounds, defense −2) from Kara's frost ray.
    const c = karaFirst([mage, ogre, goblin]);
    send(c, use({ ability: 'frost ray', target: 'ogre' }, [10, 20]));
    send(c, { type: 'EndTurn' }); // the Ogre's turn: not counted
    expect(of(c.state, 'ogre').conditions[0]?.rounds).toBe(2);
    send(c, { type: 'EndTurn' }); // the Goblin's turn: not counted
    expect(of(c.state, 'ogre').conditions[0]?.rounds).toBe(2);
    send(c, { type: 'EndTurn' }); // round 2, Kara's turn starts: one round counted off
    expect(of(c.state, 'ogre').conditions[0]?.rounds).toBe(1);
    // Meanwhile its modifiers apply: the longsword's 13 is 11 now.
    const hit = send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [1] } });
    expect(hit[0]?.data).toMatchObject({ defense: 11 });
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' }); // round 3, Kara's turn starts: the second round is counted off
    expect(of(c.state, 'ogre').conditions).toEqual([]);
    const after = send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [1] } });
    expect(after[0]?.data).toMatchObject({ defense: 13 });
  });

  it("a buff on oneself is counted off at the start of one's own action (shield: 1 round, defense +2)", () => {
    const c = karaFirst([mage, ogre]);
    send(c, use({ ability: 'shield' }));
    send(c, { type: 'EndTurn' });
    // The Ogre's club: 1d20+2 vs Kara's 12 + 2.
    const club = send(c, { type: 'Attack', data: { target: 'kara' }, meta: { faces: [1] } });
    expect(club[0]?.data).toMatchObject({ defense: 14 });
    send(c, { type: 'EndTurn' }); // Kara's turn: expires
    expect(of(c.state, 'kara').conditions).toEqual([]);
  });
});

describe("seed 001: 'Some abilities can cure wounds'", () => {
  it("seed 001: 'Some abilities can cure wounds, but most are removed by resting.': Healed, never below 0", () => {
    const c = karaFirst([mage, ogre, squire]);
    const events = send(c, use({ ability: 'mend', target: 'squire' }));
    expect(types(events)).toEqual(['AbilityUsed', 'Healed']);
    // mend cures 3, the Squire has 2.
    expect(events[1]?.data).toEqual({
      actor: 'kara',
      id: 'squire',
      ability: 'mend',
      healed: 2,
      woundsAfter: 0,
    });
    expect(dataOf(of(c.state, 'squire')).wounds).toBe(0);
  });

  it('a collapsed friend is cured back on his feet; the dead cannot be cured; an unhurt one is refused (nothing spent)', () => {
    const c = karaFirst([mage, ogre, squire]);
    send(c, { type: 'AdjustWounds', data: { id: 'squire', wounds: 14 } }); // 16: collapsed
    expect(elanMoxie.inFight(c.state, 'squire')).toBe(false);
    send(c, use({ ability: 'mend', target: 'squire' }));
    expect(dataOf(of(c.state, 'squire')).wounds).toBe(13);
    expect(elanMoxie.inFight(c.state, 'squire')).toBe(true);
    expect(refusal(c, use({ ability: 'ritual' }))).toBe('elan-moxie/no-full-action-left');
    const d = karaFirst([mage, ogre, squire]);
    send(d, { type: 'AdjustWounds', data: { id: 'squire', wounds: 18 } });
    expect(refusal(d, use({ ability: 'mend', target: 'squire' }))).toBe('elan-moxie/target-dead');
    expect(refusal(d, use({ ability: 'mend', target: 'kara' }))).toBe('elan-moxie/unhurt');
  });
});

describe('the menu, the odds and the log of abilities', () => {
  it('legalActions: each usable ability on each sensible target in range, with exact odds for attacks; every entry is accepted', () => {
    const c = karaFirst([mage, ogre, squire, goblin]);
    const menu = elanMoxie
      .legalActions(c.state, 'kara')
      .filter((o) => ['UseAbility', 'StopChanneling'].includes(o.command.type));
    expect(menu.map((o) => o.label)).toEqual([
      'frost ray on Ogre',
      'shield (self)',
      'mend on Squire',
      'curse on Ogre',
      'shove on Ogre',
      'sweep on Ogre',
      'blink (self)',
      'quick hex on Ogre',
    ]);
    // 1d20+3 vs 11: faces 8..20.
    expect(menu[0]?.odds?.hit).toBeCloseTo(13 / 20, 12);
    expect(menu[0]?.odds?.damage).toBeDefined();
    // The shove does no damage: hit only.
    expect(menu[4]?.odds?.hit).toBeCloseTo(13 / 20, 12);
    expect(menu[4]?.odds?.damage).toBeUndefined();
    for (const o of menu) {
      const r = decide(elanMoxie, c.state, { ...o.command, meta: { actor: 'kara' } });
      expect(r.ok, o.label).toBe(true);
    }
    // Once the Attack action is spent, attack abilities leave the menu.
    send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [1] } });
    const after = elanMoxie.legalActions(c.state, 'kara').map((o) => o.label);
    expect(after).not.toContain('frost ray on Ogre');
    expect(after).toContain('blink (self)');
  });

  it('odds: the same exact numbers as a weapon with the same attack (planOdds)', () => {
    const bolt = { name: 'bolt', damage: 4, kind: 'moxie', damageType: 'cold', range: 'short' };
    const c = karaFirst([{ ...mage, weapons: [...kara.weapons, bolt] }, ogre]);
    const ability = elanMoxie.odds?.(c.state, use({ ability: 'frost ray', target: 'ogre' }));
    const weapon = elanMoxie.odds?.(c.state, {
      type: 'Attack',
      data: { target: 'ogre', weapon: 'bolt' },
    });
    expect(ability?.hit).toBe(weapon?.hit);
    expect(ability?.damage?.probabilities).toEqual(weapon?.damage?.probabilities);
    expect(elanMoxie.odds?.(c.state, use({ ability: 'curse', target: 'ogre' }))).toBeUndefined();
    expect(
      elanMoxie.odds?.(c.state, use({ ability: 'frost ray', target: 'troll' })),
    ).toBeUndefined();
  });

  it("odds of an Attack of Opportunity (seed 001: 'unless a character specifically has an ability that says it can be used as an Attack of Opportunity'): with the weapon or the ability offered", () => {
    const brute = {
      ...ogre,
      abilities: [
        { name: 'swipe', range: 'melee', attack: 'strength', damage: 2, opportunity: true },
        {
          name: 'trip up',
          range: 'melee',
          attack: 'strength',
          knocksProne: true,
          opportunity: true,
        },
      ],
    };
    const c = karaFirst([mage, brute, squire]);
    send(c, { type: 'Move', data: { to: { x: -8, y: 0 } } }); // leaves the Ogre's melee range
    expect(c.state.pending?.reactor).toBe('ogre');
    const aoo = (data: Record<string, unknown>) =>
      elanMoxie.odds?.(c.state, { type: 'AttackOfOpportunity', data });
    // The Ogre's 1d20+2 against Kara's 12 (no cover: struck where he left melee): faces 10..20.
    expect(aoo({ ability: 'swipe' })?.hit).toBeCloseTo(11 / 20, 12);
    expect(aoo({ ability: 'swipe' })?.damage).toBeDefined();
    expect(aoo({ ability: 'trip up' })?.hit).toBeCloseTo(11 / 20, 12);
    expect(aoo({ ability: 'trip up' })?.damage).toBeUndefined();
    expect(aoo({ weapon: 'club' })?.hit).toBeCloseTo(11 / 20, 12);
    expect(aoo({ ability: 'nothing' })).toBeUndefined();
    // While it waits, an ability is no answer, and Kara's turn waits.
    expect(
      refusal(c, { ...use({ ability: 'curse', target: 'kara' }), meta: { actor: 'ogre' } }),
    ).toBe('elan-moxie/not-a-weapon-attack');
    expect(refusal(c, use({ ability: 'shield' }))).toBe('elan-moxie/not-a-weapon-attack');
    expect(refusal(c, { type: 'StopChanneling' })).toBe('elan-moxie/reaction-pending');
  });

  it('describe: AbilityUsed, Healed, KnockedProne, a push, an effect', () => {
    const c = karaFirst([mage, ogre, squire]);
    const line = (e: GameEvent | undefined) => (e ? describeAbility(e, c.state) : undefined);
    const mend = send(c, use({ ability: 'mend', target: 'squire' }));
    expect(mend.map(line)).toEqual([
      'Kara uses mend (attack action) on Squire',
      "Kara's mend cures Squire of 2 wounds (0 wounds left)",
    ]);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    const shield = send(c, use({ ability: 'shield' }));
    expect(shield.map(line)).toEqual([
      'Kara uses shield (free action)',
      'Kara is shielded by his own shield (defense +2, 1 round)',
    ]);
    const sweep = send(c, use({ ability: 'sweep', target: 'ogre' }, [8]));
    expect(line(sweep[2])).toBe("Ogre is knocked prone by Kara's sweep");
    expect(
      line({
        type: 'Moved',
        data: {
          actor: 'kara',
          id: 'ogre',
          from: { x: 2, y: 0 },
          to: { x: 5, y: 0 },
          distance: 3,
          action: 'push',
        },
      }),
    ).toBe('Ogre is pushed 3.0 m by Kara, to (5.0, 0.0)');
    expect(
      line({ type: 'Moved', data: { actor: 'kara', id: 'kara', action: 'move' } }),
    ).toBeUndefined();
    const curse = send(karaFirst([mage, ogre]), use({ ability: 'curse', target: 'ogre' }));
    expect(line(curse[1])).toBe("Ogre is cursed by Kara's curse (soak −1, until the fight ends)");
  });
});
