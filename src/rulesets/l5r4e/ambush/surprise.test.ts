import { describe, expect, it } from 'vitest';
import type { Rolled } from '../../../engine/index.js';
import type { GroupRoll } from './decide.js';
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

/** Lion: Akodo (Investigation 0, Perception 2), Matsu (Investigation 2, Perception 3, Reflexes 2).
 * Scorpion: Bayushi (Stealth 3, Agility 3), Shosuro (Stealth 1, Agility 2). */
const four = (options: Record<string, unknown> = {}) =>
  combat(
    [
      akodo(),
      akodo({
        id: 'matsu',
        name: 'Matsu',
        skills: { investigation: 2 },
        traits: { perception: 3 },
      }),
      bayushi(),
      bayushi({ id: 'shosuro', name: 'Shosuro', skills: { stealth: 1 }, traits: { agility: 2 } }),
    ],
    options,
  );

const ambush = { type: 'Ambush', data: { ambushers: 'scorpion', ambushed: 'lion' } };
const expressions = (g: GroupRoll) => g.rolls.map((r) => [r.id, r.roll.expression]);

describe("seed 000: 'A group in a position to ambush … Contested Roll of Stealth (Ambush)/AGI vs. the other side's Investigation (Notice)/PER'", () => {
  it('Cooperative (the default): the best member rolls, +1k0 for each other member with rank ≥ 1', () => {
    const c = four();
    const events = send(c, { ...ambush, meta: { faces: [9, 9, 9, 1, 1, 1, 1, 5, 5, 5, 1, 1] } });
    const rolled = ofType(events, 'AmbushRolled')[0]?.data ?? {};
    expect(expressions(rolled['stealth'] as GroupRoll)).toEqual([['bayushi', '7k3']]);
    expect(expressions(rolled['notice'] as GroupRoll)).toEqual([['matsu', '5k3']]);
    expect(rolled).toMatchObject({ mode: 'cooperative', success: true });
    expect(ofType(events, 'SurpriseDeclared')[0]?.data['ids']).toEqual(['akodo', 'matsu']);
    expect(dataOf(c.state, 'matsu').surprised).toBe(true);
    expect(dataOf(c.state, 'bayushi').surprised).toBe(false);
  });

  it("option ambushGroupRoll 'cumulative': every member rolls and the totals are summed; rank 0 rolls unskilled", () => {
    const c = four({ ambushGroupRoll: 'cumulative' });
    const faces = [
      ...[5, 5, 5, 1, 1, 1], // bayushi 6k3 = 15
      ...[5, 5, 1], // shosuro 3k2 = 10
      ...[10, 5], // akodo 2k2u = 15 (no explosion)
      ...[5, 5, 1, 1, 1], // matsu 5k3 = 11
    ];
    const events = send(c, { ...ambush, meta: { faces } });
    const rolled = ofType(events, 'AmbushRolled')[0]?.data ?? {};
    expect(expressions(rolled['notice'] as GroupRoll)).toEqual([
      ['akodo', '2k2u'],
      ['matsu', '5k3'],
    ]);
    expect((rolled['stealth'] as GroupRoll).total).toBe(25);
    expect((rolled['notice'] as GroupRoll).total).toBe(26);
    expect(rolled['success']).toBe(false);
    expect(dataOf(c.state, 'akodo').surprised).toBe(false);
  });

  it('a tie is no surprise: the ambushers must roll higher', () => {
    const c = four();
    send(c, { ...ambush, meta: { faces: [5, 5, 1, 1, 1, 1, 1, 5, 5, 1, 1, 1] } });
    expect(dataOf(c.state, 'akodo').surprised).toBe(false);
  });

  it('GM only, before the fight, between two sides with someone in them', () => {
    const c = four();
    expect(refused(c, { ...ambush, meta: { actor: 'bayushi' } })).toBe('turn/gm-only');
    expect(refused(c, { type: 'Ambush', data: { ambushers: 'crab', ambushed: 'lion' } })).toBe(
      'l5r4e/no-such-side',
    );
    send(c, { type: 'DeclareSurprise', data: { side: 'lion' } });
    expect(refused(c, ambush)).toBe('l5r4e/already-surprised');
    // Issue 14: the line names the side ("lion" reads as one, "scorpions" as many).
    const again = c.send({ type: 'DeclareSurprise', data: { side: 'lion' } });
    expect(again.ok ? '' : again.error.message).toBe('the lion side is already surprised');
    start(c, [1, 1, 1, 1, 1, 1], [1, 1, 1, 1, 1], [1, 1, 1, 1, 1], [1, 1, 1, 1, 1]);
    expect(refused(c, { type: 'DeclareSurprise', data: { side: 'scorpion' } })).toBe(
      'l5r4e/too-late',
    );
  });
});

describe("seed 000: 'A surprised party suffer -10 to their Initiative Roll (affecting their Initiative for the entire combat)'", () => {
  it('the GM may declare surprise without a roll; the surprised Initiative is the roll − 10', () => {
    const c = combat();
    send(c, { type: 'DeclareSurprise', data: { side: 'lion' } });
    const events = start(c, [9, 9, 9, 1, 1, 5], [5, 5, 1, 1, 5]); // 27 − 10 = 17 against 10
    const [a] = ofType(events, 'InitiativeRolled');
    expect((a?.data['roll'] as Rolled).total).toBe(27);
    expect(a?.data['score']).toBe(17);
    expect(c.state.order).toEqual(['akodo', 'bayushi']);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    expect(c.state.combatants['akodo']?.initiative).toBe(17); // Round 2: still
  });
});

describe("seed 000: 'the GM may rule that the surprised party cannot act in the first Round, or may disallowed certain Stances (like Full Defense), or may rule that surprised combatants are easier to hit'", () => {
  it("seed 000: 'These options are much deadlier.': all three are off by default", () => {
    expect(l5r4e.options['surpriseNoActionsRound1']?.default).toBe(false);
    expect(l5r4e.options['surpriseForbiddenStances']?.default).toEqual([]);
    expect(l5r4e.options['surpriseEasierToHit']?.default).toBe(0);
  });

  it('option surpriseNoActionsRound1: the surprised are skipped in Round 1 only', () => {
    const c = combat(undefined, { surpriseNoActionsRound1: true });
    send(c, { type: 'DeclareSurprise', data: { side: 'lion' } });
    const events = start(c, ...AKODO_FIRST);
    expect(ofType(events, 'TurnSkipped')[0]?.data['id']).toBe('akodo');
    expect(c.state.current).toBe('bayushi');
    send(c, { type: 'EndTurn' });
    expect(c.state.round).toBe(2);
    expect(c.state.current).toBe('akodo');
  });

  it('option surpriseForbiddenStances: the surprised lose a forbidden Stance and cannot pick it in Round 1', () => {
    const c = combat(undefined, { surpriseForbiddenStances: ['fullDefense'] });
    send(c, { type: 'SetStance', data: { stance: 'fullDefense', id: 'akodo' } });
    const events = send(c, { type: 'DeclareSurprise', data: { side: 'lion' } });
    expect(ofType(events, 'StanceChosen')[0]?.data).toMatchObject({
      id: 'akodo',
      stance: 'attack',
    });
    expect(refused(c, { type: 'SetStance', data: { stance: 'fullDefense', id: 'akodo' } })).toBe(
      'l5r4e/surprised-stance',
    );
    start(c, ...AKODO_FIRST);
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    send(c, { type: 'SetStance', data: { stance: 'fullDefense' } }); // Round 2: allowed
    expect(dataOf(c.state, 'akodo').stance).toBe('fullDefense');
  });

  it('option surpriseEasierToHit: added to the surprised Armor TN in Round 1', () => {
    const c = combat(undefined, { surpriseEasierToHit: -5 });
    send(c, { type: 'DeclareSurprise', data: { side: 'scorpion' } });
    start(c, ...AKODO_FIRST);
    const faces = { faces: [1, 1, 1, 1, 1, 1] };
    const [r1] = send(c, { type: 'Attack', data: { target: 'bayushi' }, meta: faces });
    expect(r1?.data['tn']).toBe(15); // 20 − 5
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' }); // Round 2
    const [r2] = send(c, { type: 'Attack', data: { target: 'bayushi' }, meta: faces });
    expect(r2?.data['tn']).toBe(20);
  });
});
