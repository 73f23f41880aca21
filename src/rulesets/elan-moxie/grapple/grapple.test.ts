import { describe, expect, it } from 'vitest';
import { decide, evolve, type CombatState, type GameEvent } from '../../../engine/index.js';
import { planStrike } from '../attack/plan.js';
import { elanMoxie } from '../index.js';
import { beatChance } from './odds.js';
import { cannotAttack, cannotMove } from '../actions/restrictions.js';
import type { Weapon } from '../sheet.js';
import { dataOf, gameOf, sheetOf } from '../state.js';
import { kara, karaFirst, ogre, refusal, send, step } from '../test-kit.js';

/** Bran: a spearman on Kara's side, beside the Ogre; he acts after the Ogre. */
const bran = {
  id: 'bran',
  name: 'Bran',
  side: 'heroes',
  position: { x: 2, y: 1 },
  agility: 1,
  elan: 0,
  strength: 2,
  moxie: 0,
  weapons: [{ name: 'spear', damage: 5, kind: 'strength' }],
};

/** Kara pins the Ogre (1d20+5 = 17 vs 13; his check 14 vs TN 15), then ends her turn. */
function pinned(entries?: readonly Record<string, unknown>[], options?: Record<string, unknown>) {
  const c = karaFirst(entries, options);
  send(c, { type: 'Grapple', data: { target: 'ogre' }, meta: { faces: [12, 11] } });
  expect(gameOf(c.state).grapples).toEqual([{ attacker: 'kara', defender: 'ogre' }]);
  return c;
}

const who = (s: CombatState, id: string) => {
  const c = s.combatants[id];
  if (!c) throw new Error(`no ${id}`);
  return c;
};

describe('seed 001: \'In a grapple, the defender can use Agility to escape, or Strength to become the "attacker"\'', () => {
  it("seed 001: 'In a grapple, the defender can use Agility to escape, ... both opposed by the attacker's Strength roll'", () => {
    const c = pinned();
    send(c, { type: 'EndTurn' });
    const events = send(c, { type: 'Escape', data: { how: 'agility' }, meta: { faces: [15, 13] } });
    expect(events.map((e) => e.type)).toEqual(['GrappleContested']);
    expect(events[0]?.data).toMatchObject({
      actor: 'ogre',
      opponent: 'kara',
      how: 'agility',
      roll: { expression: '1d20+2', total: 17 }, // the Ogre's Agility 2
      opposed: { expression: '1d20+3', total: 16 }, // Kara's Strength 3
      result: 'escaped',
      action: 'attack',
    });
    expect(gameOf(c.state).grapples).toEqual([]);
    expect(cannotMove(c.state, who(c.state, 'ogre'))).toBeUndefined();
  });

  it('seed 001: \'... or Strength to become the "attacker"\': the reversal pins the former attacker', () => {
    const c = pinned();
    send(c, { type: 'EndTurn' });
    const events = send(c, {
      type: 'Escape',
      data: { how: 'strength' },
      meta: { faces: [10, 9] },
    });
    expect(events[0]?.data).toMatchObject({
      roll: { expression: '1d20+3', total: 13 },
      opposed: { total: 12 },
      result: 'reversed',
    });
    expect(gameOf(c.state).grapples).toEqual([{ attacker: 'ogre', defender: 'kara' }]);
    expect(cannotMove(c.state, who(c.state, 'kara'))?.code).toBe('elan-moxie/grappling');
  });

  it('choice: the defender must beat the Strength roll — a tie holds him', () => {
    const c = pinned();
    send(c, { type: 'EndTurn' });
    const events = send(c, { type: 'Escape', data: { how: 'agility' }, meta: { faces: [14, 13] } });
    expect(events[0]?.data).toMatchObject({
      roll: { total: 16 },
      opposed: { total: 16 },
      result: 'held',
    });
    expect(gameOf(c.state).grapples).toEqual([{ attacker: 'kara', defender: 'ogre' }]);
  });

  it("seed 001: a reversal 'grapples him': it ends the abilities the former attacker was channeling", () => {
    const focus = { name: 'focus', channeled: true, range: 'self', effects: [{ name: 'focused' }] };
    let s = karaFirst([{ ...kara, abilities: [focus] }, ogre]).state;
    s = evolve(elanMoxie, s, {
      type: 'AbilityUsed',
      data: { actor: 'kara', ability: 'focus', action: 'free', channeled: true, targets: ['kara'] },
    });
    const step1 = step(s, { type: 'Grapple', data: { target: 'ogre' }, meta: { faces: [12, 11] } });
    if (!step1.ok) throw new Error(step1.error.message);
    const step2 = step(step1.value, { type: 'EndTurn' });
    if (!step2.ok) throw new Error(step2.error.message);
    const r = decide(elanMoxie, step2.value, {
      type: 'Escape',
      data: { how: 'strength' },
      meta: { faces: [10, 9] },
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.map((e) => e.type)).toEqual(['GrappleContested', 'ChannelingEnded']);
    expect(r.value[1]?.data).toEqual({
      id: 'kara',
      abilities: ['focus'],
      reason: 'grappled',
      by: 'ogre',
    });
    // An escape (Agility) grapples no one: Kara keeps channeling.
    const e = decide(elanMoxie, step2.value, {
      type: 'Escape',
      data: { how: 'agility' },
      meta: { faces: [15, 1] },
    });
    expect(e.ok && e.value.map((x) => x.type)).toEqual(['GrappleContested']);
  });

  it('choice: Escape spends the action of option escapeAction (default an Attack action) — allowed though a grappler takes no Attack actions', () => {
    const c = pinned();
    send(c, { type: 'EndTurn' });
    expect(cannotAttack(c.state, who(c.state, 'ogre'))?.code).toBe('elan-moxie/grappling');
    send(c, { type: 'Escape', data: { how: 'agility' }, meta: { faces: [1, 20] } });
    expect(dataOf(who(c.state, 'ogre'))).toMatchObject({ attacks: 1, moves: 0 });
    expect(refusal(c, { type: 'Escape', data: { how: 'strength' } })).toBe(
      'elan-moxie/no-attack-left',
    );

    const m = pinned(undefined, { escapeAction: 'move' });
    send(m, { type: 'EndTurn' });
    send(m, { type: 'Escape', data: { how: 'agility' }, meta: { faces: [1, 20] } });
    expect(dataOf(who(m.state, 'ogre'))).toMatchObject({ attacks: 0, moves: 1 });
    send(m, { type: 'Escape', data: { how: 'agility' }, meta: { faces: [1, 20] } });
    expect(refusal(m, { type: 'Escape', data: { how: 'agility' } })).toBe(
      'elan-moxie/no-move-left',
    );
    expect(elanMoxie.status?.(m.state, 'ogre')).toMatch(/Free actions only/); // two Move actions

    const f = pinned(undefined, { escapeAction: 'full' });
    send(f, { type: 'EndTurn' });
    send(f, { type: 'Escape', data: { how: 'agility' }, meta: { faces: [1, 20] } });
    expect(refusal(f, { type: 'Escape', data: { how: 'agility' } })).toBe(
      'elan-moxie/no-full-action-left',
    );
    send(f, { type: 'EndTurn' });
    expect(f.state.current).toBe('kara');
  });

  it('Escape is refused to whoever is not pinned, and needs how: agility or strength', () => {
    const c = karaFirst();
    expect(refusal(c, { type: 'Escape', data: { how: 'agility' } })).toBe('elan-moxie/not-pinned');
    send(c, { type: 'Grapple', data: { target: 'ogre' }, meta: { faces: [12, 11] } });
    expect(refusal(c, { type: 'Escape', data: { how: 'agility' } })).toBe('elan-moxie/not-pinned');
    send(c, { type: 'EndTurn' });
    expect(refusal(c, { type: 'Escape', data: { how: 'moxie' } })).toBe('elan-moxie/bad-escape');
    expect(refusal(c, { type: 'Escape' })).toBe('elan-moxie/bad-escape');
  });
});

describe("seed 001: 'While grappling, neither the attacker nor defender can use any abilities that require an Attack action or move.'", () => {
  it("seed 001: 'While grappling, neither the attacker nor defender can use any abilities that require an Attack action or move': the attacker (next round, with a fresh Attack action)", () => {
    const c = pinned();
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('kara');
    for (const type of ['Attack', 'Disarm', 'Grapple', 'Trip'])
      expect(refusal(c, { type, data: { target: 'ogre' } })).toBe('elan-moxie/grappling');
    expect(cannotMove(c.state, who(c.state, 'kara'))?.code).toBe('elan-moxie/grappling');
  });

  it("seed 001: 'While grappling, neither the attacker nor defender can use any abilities that require an Attack action or move': the defender", () => {
    const c = pinned();
    send(c, { type: 'EndTurn' });
    for (const type of ['Attack', 'Disarm', 'Grapple', 'Trip'])
      expect(refusal(c, { type, data: { target: 'kara' } })).toBe('elan-moxie/grappling');
    expect(cannotMove(c.state, who(c.state, 'ogre'))?.code).toBe('elan-moxie/grappling');
  });

  it('the menus: the attacker is offered Release, the defender Escape and Reverse (with the exact odds), neither an attack', () => {
    const c = pinned();
    const holder = elanMoxie.legalActions(c.state, 'kara');
    expect(holder.map((o) => o.label)).toEqual([
      'Release Ogre (free action)',
      'Kara speaks',
      'End turn',
    ]);
    send(c, { type: 'EndTurn' });
    const defender = elanMoxie.legalActions(c.state, 'ogre');
    expect(defender.map((o) => o.label)).toEqual([
      "Escape Kara's grapple (Agility, 43%)", // 171 of 400
      "Reverse Kara's grapple (Strength, 48%)", // 190 of 400
      'Ogre speaks',
      'End turn',
    ]);
    expect(defender[0]?.odds?.hit).toBe(171 / 400);
    for (const o of defender) {
      const r = decide(elanMoxie, c.state, {
        ...o.command,
        meta: { actor: 'ogre', ...(o.command.type === 'Escape' ? { faces: [1, 1] } : {}) },
      });
      expect(r.ok, o.label).toBe(true);
    }
    send(c, { type: 'Escape', data: { how: 'agility' }, meta: { faces: [1, 20] } });
    expect(elanMoxie.legalActions(c.state, 'ogre').map((o) => o.label)).toEqual([
      'Ogre speaks',
      'End turn',
    ]);
  });
});

describe("seed 001: 'The attacker can end the grapple as a Free action whenever he wishes - the defender is stuck in the grapple.'", () => {
  it("seed 001: 'The attacker can end the grapple as a Free action whenever he wishes': Release, after which he may move again", () => {
    const c = pinned();
    const events = send(c, { type: 'Release' });
    expect(events).toEqual([
      { type: 'GrappleReleased', data: { actor: 'kara', defender: 'ogre' } },
    ]);
    expect(gameOf(c.state).grapples).toEqual([]);
    expect(dataOf(who(c.state, 'kara'))).toMatchObject({ free: 1, attacks: 1, moves: 0 });
    expect(cannotMove(c.state, who(c.state, 'kara'))).toBeUndefined();
    expect(refusal(c, { type: 'Release' })).toBe('elan-moxie/not-grappling');
  });

  it("seed 001: '- the defender is stuck in the grapple': he cannot Release it", () => {
    const c = pinned();
    send(c, { type: 'EndTurn' });
    expect(refusal(c, { type: 'Release' })).toBe('elan-moxie/stuck-in-grapple');
  });

  it("seed 001: '... whenever he wishes' (issue 14): Kara releases the Ogre on the Ogre's own turn, counted against no turn's Free actions", () => {
    // Given Kara holding the Ogre and the Ogre's turn begun, when Kara sends Release herself,
    // then the grapple ends at once and the Ogre may move in his turn.
    const c = pinned(undefined, { freeActionLimit: 0 });
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('ogre');
    expect(elanMoxie.status?.(c.state, 'ogre')).toMatch(/· Attack left · pinned by Kara$/);
    expect(elanMoxie.legalActions(c.state, 'kara').map((o) => o.command)).toEqual([
      { type: 'Release', data: { id: 'kara' } },
    ]);
    const events = send(c, { type: 'Release', meta: { actor: 'kara' } });
    expect(events).toEqual([
      { type: 'GrappleReleased', data: { actor: 'kara', defender: 'ogre', outOfTurn: true } },
    ]);
    expect(elanMoxie.describe(events[0] as GameEvent, c.state)).toBe(
      "Kara releases Ogre from the grapple (free action, on Ogre's turn)",
    );
    expect(gameOf(c.state).grapples).toEqual([]);
    expect(dataOf(who(c.state, 'kara')).free).toBe(0);
    expect(c.state.current).toBe('ogre');
    expect(elanMoxie.status?.(c.state, 'ogre')).toBe(
      'Fighting 4/15 wounds · Full, or Move + Attack, or 2 Moves left',
    );
    send(c, { type: 'Move', data: { to: { x: 8, y: 0 } }, meta: { actor: 'ogre' } });
  });

  it("'whenever he wishes' (issue 14): the GM names the grappler (Release { id }); nobody else may release, nor while a reaction waits", () => {
    const c = pinned([kara, ogre, bran]);
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('ogre');
    // The defender is stuck, a bystander holds no one, Kara cannot release for someone else.
    expect(refusal(c, { type: 'Release', meta: { actor: 'ogre' } })).toBe(
      'elan-moxie/stuck-in-grapple',
    );
    expect(refusal(c, { type: 'Release', meta: { actor: 'bran' } })).toBe(
      'elan-moxie/not-grappling',
    );
    expect(refusal(c, { type: 'Release', data: { id: 'bran' }, meta: { actor: 'kara' } })).toBe(
      'elan-moxie/not-grappling',
    );
    expect(refusal(c, { type: 'Release', data: { id: 'nobody' } })).toBe(
      'elan-moxie/no-such-combatant',
    );
    // Other commands of a combatant whose turn it is not are still the kernel's refusal (her
    // turn this round is over).
    expect(
      refusal(c, { type: 'FreeAction', data: { what: 'speak' }, meta: { actor: 'kara' } }),
    ).toBe('turn/turn-over');
    const gm = send(c, { type: 'Release', data: { id: 'kara' } });
    expect(gm[0]?.data).toEqual({ actor: 'kara', defender: 'ogre', outOfTurn: true });
  });

  it('Release counts against freeActionLimit', () => {
    const c = pinned(undefined, { freeActionLimit: 0 });
    expect(refusal(c, { type: 'Release' })).toBe('elan-moxie/free-action-limit');
    expect(elanMoxie.legalActions(c.state, 'kara').map((o) => o.label)).not.toContain(
      'Release Ogre (free action)',
    );
  });
});

describe("seed 001: 'In a grapple, the defender suffers a -4 penalty to defense.'", () => {
  it("seed 001: 'In a grapple, the defender suffers a -4 penalty to defense': Bran's attack on the pinned Ogre meets defense 13 − 4 = 9; Kara's is unchanged", () => {
    const c = pinned([kara, ogre, bran]);
    const spear = sheetOf(who(c.state, 'bran')).weapons[0] as Weapon;
    const club = sheetOf(who(c.state, 'ogre')).weapons[0] as Weapon;
    expect(planStrike(c.state, who(c.state, 'bran'), who(c.state, 'ogre'), spear).defense).toBe(9);
    expect(planStrike(c.state, who(c.state, 'ogre'), who(c.state, 'kara'), club).defense).toBe(12);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('bran');
    const events = send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [8, 20] } });
    expect(events[0]?.data).toMatchObject({ roll: { total: 9 }, defense: 9, result: 'soaked' });
    // Once free, his defense is 13 again.
    send(c, { type: 'EndTurn' });
    send(c, { type: 'Release' });
    expect(planStrike(c.state, who(c.state, 'bran'), who(c.state, 'ogre'), spear).defense).toBe(13);
  });
});

describe('grapple odds and log lines', () => {
  it('the Escape odds equal a brute-force count of the 400 pairs of dice', () => {
    const c = pinned();
    send(c, { type: 'EndTurn' });
    for (const how of ['agility', 'strength']) {
      let wins = 0;
      for (let a = 1; a <= 20; a++)
        for (let b = 1; b <= 20; b++) {
          const r = decide(elanMoxie, c.state, {
            type: 'Escape',
            data: { how },
            meta: { faces: [a, b] },
          });
          if (!r.ok) throw new Error(r.error.message);
          if (r.value[0]?.data['result'] !== 'held') wins++;
        }
      const odds = elanMoxie.odds?.(c.state, { type: 'Escape', data: { how } });
      expect(odds?.hit).toBe(wins / 400);
    }
    expect(beatChance(2, 3)).toBe(171 / 400);
    expect(elanMoxie.odds?.(c.state, { type: 'Escape', data: { how: 'agility' } })?.note).toBe(
      "escape 43% (must beat Kara's Strength roll)",
    );
    expect(elanMoxie.odds?.(c.state, { type: 'Escape', data: { how: 'x' } })).toBeUndefined();
  });

  it('GrappleContested, GrappleReleased, GrappleEnded', () => {
    const c = pinned();
    const line = (events: readonly { type: string; data: Record<string, unknown> }[]) =>
      events.map((e) => elanMoxie.describe(e, c.state));
    send(c, { type: 'EndTurn' });
    expect(
      line(send(c, { type: 'Escape', data: { how: 'agility' }, meta: { faces: [14, 13] } })),
    ).toEqual([
      "Ogre tries to escape Kara's grapple (attack action): Agility 1d20+2 = 16 vs Kara's Strength 1d20+3 = 16 → still pinned",
    ]);
    send(c, { type: 'EndTurn' });
    expect(line(send(c, { type: 'Release' }))).toEqual([
      'Kara releases Ogre from the grapple (free action)',
    ]);
    expect(
      line([
        {
          type: 'GrappleContested',
          data: {
            actor: 'ogre',
            opponent: 'kara',
            how: 'strength',
            roll: { expression: '1d20+3', total: 13 },
            opposed: { expression: '1d20+3', total: 12 },
            result: 'reversed',
            action: 'attack',
          },
        },
      ]),
    ).toEqual([
      "Ogre tries to reverse Kara's grapple (attack action): Strength 1d20+3 = 13 vs Kara's Strength 1d20+3 = 12 → turns the grapple: Ogre now pins Kara",
    ]);
  });

  it('a grapple ends when one side collapses (consequences.ts), with a log line', () => {
    const c = pinned();
    const events = send(c, { type: 'AdjustWounds', data: { id: 'ogre', wounds: 11 } });
    const ended = events.find((e) => e.type === 'GrappleEnded');
    expect(ended?.data).toEqual({ attacker: 'kara', defender: 'ogre', reason: 'collapsed' });
    expect(gameOf(c.state).grapples).toEqual([]);
    expect(ended && elanMoxie.describe(ended, c.state)).toBe(
      'The grapple of Kara on Ogre ends (collapsed)',
    );
  });

  it('a grapple ends when its attacker collapses too; a collapse outside it leaves it held', () => {
    const c = pinned([kara, ogre, bran]);
    const other = send(c, { type: 'AdjustWounds', data: { id: 'bran', wounds: 15 } });
    expect(other.filter((e) => e.type === 'GrappleEnded')).toEqual([]);
    expect(gameOf(c.state).grapples).toEqual([{ attacker: 'kara', defender: 'ogre' }]);
    const events = send(c, { type: 'AdjustWounds', data: { id: 'kara', wounds: 15 } });
    expect(events.find((e) => e.type === 'GrappleEnded')?.data).toEqual({
      attacker: 'kara',
      defender: 'ogre',
      reason: 'collapsed',
    });
    expect(gameOf(c.state).grapples).toEqual([]);
  });

  it("seed 001: 'neither the attacker nor defender can use any abilities that require an Attack action or move': the refusal says who holds whom", () => {
    const c = pinned();
    expect(cannotAttack(c.state, who(c.state, 'kara'))?.message).toMatch(
      /^Kara is grappling Ogre: no Attack actions or moving while grappling/,
    );
    expect(cannotMove(c.state, who(c.state, 'ogre'))?.message).toMatch(
      /^Ogre is pinned by Kara: no Attack actions or moving \(Escape/,
    );
  });
});
