import { describe, expect, it } from 'vitest';
import { decide, type CombatState, type Command, type GameEvent } from '../../../engine/index.js';
import { elanMoxie } from '../index.js';
import { dataOf, patchData, withGame } from '../state.js';
import { karaFirst, step } from '../test-kit.js';

function must(s: CombatState, command: Command): CombatState {
  const r = step(s, command);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}
function code(s: CombatState, command: Command): string {
  const r = decide(elanMoxie, s, command);
  return r.ok ? 'accepted' : r.error.code;
}
const kara = (s: CombatState) => {
  const c = s.combatants['kara'];
  if (!c) throw new Error('no Kara');
  return c;
};
const menu = (s: CombatState) => elanMoxie.legalActions(s, 'kara').map((o) => o.command);
const moveTo = (x: number, y: number): Command => ({ type: 'Move', data: { to: { x, y } } });
const attack: Command = { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [1] } };

describe('seed 001: getting back up, picking a weapon back up', () => {
  const prone = () => patchData(karaFirst().state, 'kara', { prone: true });

  it("seed 001: 'he falls prone and must spend a Move action to stand back up'", () => {
    const s = prone();
    expect(code(s, moveTo(-3, 0))).toBe('elan-moxie/prone');
    expect(code(s, { type: 'Withdraw', data: { to: { x: -3, y: 0 } } })).toBe('elan-moxie/prone');
    const r = decide(elanMoxie, s, { type: 'Stand' });
    expect(r.ok && r.value[0]).toEqual({ type: 'StoodUp', data: { actor: 'kara' } });
    const up = must(s, { type: 'Stand' });
    expect(dataOf(kara(up))).toMatchObject({ prone: false, moves: 1 });
    // One Move action spent: an Attack or a Move is left, not a Full action.
    expect(code(up, { type: 'Withdraw', data: { to: { x: -3, y: 0 } } })).toBe(
      'elan-moxie/no-full-action-left',
    );
    expect(code(up, attack)).toBe('accepted');
    const moved = must(up, moveTo(1, 0)); // closer to the Ogre: no Attack of Opportunity
    expect(dataOf(kara(moved))).toMatchObject({ moves: 2 }); // Stand + Move: the turn is spent
    expect(code(moved, attack)).toBe('elan-moxie/no-attack-left');
  });

  it('Stand is refused when not prone, without a Move action left, or while pinned', () => {
    const s = karaFirst().state;
    expect(code(s, { type: 'Stand' })).toBe('elan-moxie/not-prone');
    expect(code(patchData(prone(), 'kara', { moves: 1, attacks: 1 }), { type: 'Stand' })).toBe(
      'elan-moxie/no-move-left',
    );
    const pinned = withGame(prone(), {
      queue: [],
      grapples: [{ attacker: 'ogre', defender: 'kara' }],
    });
    expect(code(pinned, { type: 'Stand' })).toBe('elan-moxie/grappling');
    expect(code(patchData(prone(), 'kara', { wounds: 15 }), { type: 'Stand' })).toBe(
      'elan-moxie/collapsed',
    );
  });

  it("seed 001: 'his weapon falls to the ground and he must spend a Move action to pick it back up'", () => {
    const s = patchData(karaFirst().state, 'kara', { dropped: ['longsword'] });
    expect(code(s, { ...attack, data: { target: 'ogre', weapon: 'longsword' } })).toBe(
      'elan-moxie/weapon-dropped',
    );
    const r = decide(elanMoxie, s, { type: 'PickUp', data: { weapon: 'longsword' } });
    expect(r.ok && r.value[0]).toEqual({
      type: 'PickedUp',
      data: { actor: 'kara', weapon: 'longsword' },
    });
    const armed = must(s, { type: 'PickUp', data: { weapon: 'longsword' } });
    expect(dataOf(kara(armed))).toMatchObject({ dropped: [], moves: 1 });
    const swung = must(armed, { ...attack, data: { target: 'ogre', weapon: 'longsword' } });
    expect(dataOf(kara(swung))).toMatchObject({ moves: 1, attacks: 1 }); // PickUp + Attack: spent
    expect(code(swung, moveTo(-3, 0))).toBe('elan-moxie/no-move-left');
  });

  it('PickUp is refused for a weapon not on the ground, an unknown weapon, or without a Move action left', () => {
    const s = patchData(karaFirst().state, 'kara', { dropped: ['longsword'] });
    expect(code(s, { type: 'PickUp', data: { weapon: 'spark' } })).toBe('elan-moxie/not-dropped');
    expect(code(s, { type: 'PickUp', data: { weapon: 'axe' } })).toBe('elan-moxie/no-such-weapon');
    expect(code(s, { type: 'PickUp', data: {} })).toBe('elan-moxie/no-such-weapon');
    expect(
      code(patchData(s, 'kara', { moves: 2 }), { type: 'PickUp', data: { weapon: 'longsword' } }),
    ).toBe('elan-moxie/no-move-left');
  });

  it('the menu offers Stand when prone and PickUp for each dropped weapon, while a Move action is left', () => {
    const s = patchData(prone(), 'kara', { dropped: ['longsword', 'longbow'] });
    const commands = menu(s);
    expect(commands).toContainEqual({ type: 'Stand' });
    expect(commands).toContainEqual({ type: 'PickUp', data: { weapon: 'longsword' } });
    expect(commands).toContainEqual({ type: 'PickUp', data: { weapon: 'longbow' } });
    expect(commands.map((c) => c.type)).not.toContain('Withdraw'); // prone: no moving
    for (const c of commands) expect(code(s, c)).toBe('accepted');
    const spent = patchData(s, 'kara', { moves: 1, attacks: 1 });
    expect(menu(spent).map((c) => c.type)).not.toContain('Stand');
    expect(menu(karaFirst().state).map((c) => c.type)).not.toContain('Stand');
  });

  it('log lines: standing up, picking up', () => {
    const s = must(patchData(prone(), 'kara', { dropped: ['longsword'] }), { type: 'Stand' });
    const line = (e: GameEvent) => elanMoxie.describe(e, s);
    expect(line({ type: 'StoodUp', data: { actor: 'kara' } })).toBe(
      'Kara stands back up (Move action)',
    );
    expect(line({ type: 'PickedUp', data: { actor: 'kara', weapon: 'longsword' } })).toBe(
      'Kara picks his longsword back up (Move action)',
    );
  });
});
