import { describe, expect, it } from 'vitest';
import { l5r4e } from './index.js';
import { AKODO_FIRST, bayushi, akodo, combat, send, start } from './test-kit.js';

const line = (
  c: ReturnType<typeof combat>,
  events: readonly { type: string; data: Record<string, unknown> }[],
  type: string,
) => {
  const e = events.find((x) => x.type === type);
  return e ? l5r4e.describe(e, c.state) : undefined;
};

describe('describe: one readable log line per event', () => {
  it('an attack that hits: roll vs TN, damage, Reduction and the Wound Rank after', () => {
    const c = combat();
    start(c, ...AKODO_FIRST);
    const events = send(c, {
      type: 'Attack',
      data: { target: 'bayushi' },
      meta: { faces: [9, 9, 9, 1, 1, 1, 9, 8, 1, 1, 1, 1] },
    });
    expect(line(c, events, 'AttackHit')).toBe(
      'Akodo attacks Bayushi with the katana (Complex): 6k3[9, 9, 9, 1d, 1d, 1d] = 27 vs TN 20 — hit; damage 6k2[9, 8, 1d, 1d, 1d, 1d] = 17 − Reduction 3 → 14 Wounds; Bayushi is Nicked',
    );
  });

  it("seed 000 'Wounds characters suffer fill up the 8 Wound Ranks, after which a character dies': a killing blow logs the Wounds the track records", () => {
    // given Bayushi (Earth 2: 38 Wounds in all) with 30 Wounds
    const c = combat();
    send(c, { type: 'AdjustWounds', data: { id: 'bayushi', wounds: 30 } });
    start(c, ...AKODO_FIRST);
    // when Akodo's hit deals 14 Wounds (17 − Reduction 3)
    const events = send(c, {
      type: 'Attack',
      data: { target: 'bayushi' },
      meta: { faces: [9, 9, 9, 1, 1, 1, 9, 8, 1, 1, 1, 1] },
    });
    // then the line says the 8 the track took, not 14 past its end
    expect(line(c, events, 'AttackHit')).toContain(
      '= 17 − Reduction 3 → 8 Wounds (of 14 dealt: the track is full); Bayushi is Dead',
    );
    expect(c.state.combatants['bayushi']?.data).toMatchObject({ wounds: 38, dead: true });
  });

  it("seed 000 Feint: 'damage is increased by half the difference …' — the bonus, in the roll, is named once", () => {
    const c = combat();
    start(c, ...AKODO_FIRST);
    // 33 vs TN 30 (2 Raises): +1 damage
    const events = send(c, {
      type: 'Attack',
      data: { target: 'bayushi', maneuver: 'feint' },
      meta: { faces: [10, 5, 9, 9, 1, 1, 1, 9, 8, 1, 1, 1, 1] },
    });
    const text = line(c, events, 'AttackHit') ?? '';
    expect(text).toContain("hit; damage with the Feint's +1 6k2[9, 8, 1d, 1d, 1d, 1d] + 1 = 18");
    expect(text).toContain('− Reduction 3 → 15 Wounds');
    expect(text).not.toContain('+ Feint');
  });

  it('a miss, a Move, a Stance, a surprise and the surprised Initiative', () => {
    const c = combat([akodo(), bayushi({ position: { x: 15, y: 0 } })]);
    expect(
      line(
        c,
        send(c, { type: 'SetStance', data: { stance: 'fullAttack', id: 'akodo' } }),
        'StanceChosen',
      ),
    ).toBe('Akodo takes the Full Attack Stance');
    expect(
      line(c, send(c, { type: 'DeclareSurprise', data: { side: 'scorpion' } }), 'SurpriseDeclared'),
    ).toBe('The scorpion side is surprised: −10 Initiative for the whole fight');
    const started = start(c, ...AKODO_FIRST);
    expect(line(c, started, 'InitiativeRolled')).toBe(
      'Akodo rolls Initiative: 5k3[9, 9, 9, 1d, 1d] = 27',
    );
    const bay = started.filter((e) => e.type === 'InitiativeRolled')[1];
    expect(bay && l5r4e.describe(bay, c.state)).toBe(
      'Bayushi rolls Initiative: 4k2[2, 2, 1d, 1d] = 4 − 10 (surprised) = -6',
    );
    expect(line(c, send(c, { type: 'Move', data: { to: { x: 10, y: 0 } } }), 'Moved')).toBe(
      'Akodo moves 10 ft (Free)',
    );
    const miss = send(c, {
      type: 'Attack',
      data: { target: 'bayushi' },
      meta: { faces: [1, 1, 1, 1, 1, 1, 1, 1] },
    });
    expect(line(c, miss, 'AttackMissed')).toBe(
      'Akodo attacks Bayushi with the katana (Complex): 8k4[1, 1, 1, 1, 1d, 1d, 1d, 1d] = 4 vs TN 20 — miss',
    );
  });

  it('every event of the rule set has a line; kernel events other than Initiative have none', () => {
    const c = combat();
    const events = [
      ...send(c, { type: 'AdjustWounds', data: { id: 'akodo', wounds: 4 } }),
      ...send(c, {
        type: 'Ambush',
        data: { ambushers: 'scorpion', ambushed: 'lion' },
        meta: { faces: [9, 9, 9, 1, 1, 1, 1, 1] },
      }),
      ...start(c, ...AKODO_FIRST),
      ...send(c, { type: 'Speak', data: { words: 'Hold!' } }),
      ...send(c, { type: 'DropWeapon' }),
      ...send(c, { type: 'PickUpWeapon' }),
      ...send(c, {
        type: 'AddCondition',
        data: { id: 'akodo', condition: { id: 'prone', name: 'prone' } },
      }),
      ...send(c, { type: 'StandUp' }),
    ];
    const mine = [
      'WoundsAdjusted',
      'AmbushRolled',
      'SurpriseDeclared',
      'Spoke',
      'WeaponDropped',
      'WeaponPickedUp',
      'StoodUp',
    ];
    for (const type of mine) expect(line(c, events, type), type).toMatch(/\w/);
    expect(line(c, events, 'AmbushRolled')).toMatch(
      /^Ambush \(cooperative\): the scorpion side's Stealth Bayushi 6k3.* — the lion side is surprised$/,
    );
    expect(line(c, events, 'TurnStarted')).toBeUndefined();
  });
});

describe('status: one line per combatant for trackers', () => {
  it('Wound Rank and Wounds, Stance, Void Points, the Actions left, and what matters now', async () => {
    const { akodo, bayushi, combat, start, AKODO_FIRST, send } = await import('./test-kit.js');
    const c = combat([akodo({ offHand: 'wakizashi' }), bayushi()]);
    start(c, ...AKODO_FIRST);
    expect(l5r4e.status?.(c.state, 'akodo')).toBe(
      'Healthy 0/38 · Attack Stance · 2 Void · Complex or 2 Simple left · wakizashi in the off hand',
    );
    send(c, { type: 'AdjustWounds', data: { id: 'bayushi', wounds: 12 } });
    send(c, { type: 'DropWeapon' });
    expect(l5r4e.status?.(c.state, 'bayushi')).toBe(
      'Nicked 12/38 (+3 TN) · Attack Stance · 2 Void',
    );
    expect(l5r4e.status?.(c.state, 'akodo')).toContain('katana dropped');
  });
});

describe('status lines tell the truth (issue 14, item 11)', () => {
  const left = (c: ReturnType<typeof combat>, id = c.state.current ?? '') =>
    (l5r4e.status?.(c.state, id) ?? '').split(' · ');

  it('in setup: no Center bonus, no Void +10 Armor TN (no Round has started)', () => {
    const c = combat();
    send(c, { type: 'SetStance', data: { stance: 'center', id: 'akodo' } });
    expect(l5r4e.status?.(c.state, 'akodo')).toBe('Healthy 0/38 · Center Stance · 2 Void');
  });

  it("seed 000 'limited by their Stance': Full Defense leaves Free Actions only; the Center Stance nothing", () => {
    const fd = combat();
    send(fd, {
      type: 'SetStance',
      data: { stance: 'fullDefense', id: 'akodo' },
      meta: { faces: [9, 8, 6, 1, 1] },
    });
    start(fd, ...AKODO_FIRST);
    expect(left(fd)).toContain('Free Actions only');
    const center = combat();
    send(center, { type: 'SetStance', data: { stance: 'center', id: 'akodo' } });
    start(center, ...AKODO_FIRST);
    expect(center.state.current).toBe('akodo');
    expect(left(center)).toContain('nothing left this Turn');
  });

  it('seed 000 Crippled and Down: what the budget allows, not the slots', () => {
    const crippled = combat();
    send(crippled, { type: 'AdjustWounds', data: { id: 'akodo', wounds: 28 } });
    start(crippled, ...AKODO_FIRST);
    expect(left(crippled)).toContain('1 Simple left'); // a Simple costs both slots; no Complex
    const down = combat();
    send(down, { type: 'AdjustWounds', data: { id: 'akodo', wounds: 32 } });
    start(down, ...AKODO_FIRST);
    expect(left(down)).toContain('one Free Action left, for a Void Point');
  });

  it('after the Complex Action, and when held in a grapple: Free Actions only', () => {
    const c = combat();
    start(c, ...AKODO_FIRST);
    send(c, { type: 'Attack', data: { target: 'bayushi' }, meta: { faces: [1, 1, 1, 1, 1, 1] } });
    expect(left(c)).toContain('Free Actions only');
  });
});

describe('log lines of conditions the kernel would phrase badly', () => {
  it('fear: "is afraid: −2k0 on all rolls…"; other conditions keep the kernel line', async () => {
    const { combat } = await import('./test-kit.js');
    const c = combat();
    const fear = {
      type: 'ConditionAdded',
      data: { id: 'akodo', condition: { id: 'fear', name: 'fear', data: { rank: 2 } } },
    };
    expect(l5r4e.describe(fear, c.state)).toBe(
      'Akodo is afraid: −2k0 on all rolls while the Fear lasts',
    );
    const prone = {
      type: 'ConditionAdded',
      data: { id: 'akodo', condition: { id: 'prone', name: 'prone' } },
    };
    expect(l5r4e.describe(prone, c.state)).toBeUndefined();
  });
});
