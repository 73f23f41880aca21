import { describe, expect, it } from 'vitest';
import { decide, type CombatState, type Command, type GameEvent } from '../../../engine/index.js';
import { elanMoxie } from '../index.js';
import { patchData, withGame } from '../state.js';
import { goblin, kara, karaFirst, ogre, refusal, send, types } from '../test-kit.js';

const withdrawTo = (x: number, y: number): Command => ({
  type: 'Withdraw',
  data: { to: { x, y } },
});
const moveTo = (x: number, y: number): Command => ({ type: 'Move', data: { to: { x, y } } });
function code(s: CombatState, command: Command): string {
  const r = decide(elanMoxie, s, command);
  return r.ok ? 'accepted' : r.error.code;
}
/** A goblin with a dagger next to Kara, on the other side from the Ogre. */
const stabber = {
  ...goblin,
  position: { x: -1, y: 0 },
  weapons: [{ name: 'dagger', damage: 4, kind: 'strength' }],
};
const ward = { ability: 'ward', targets: ['kara'], since: 1 };

describe('seed 001: Withdrawing', () => {
  it("seed 001: 'A special Full action exists called Withdrawing': it takes the whole turn, and only a fresh one", () => {
    const c = karaFirst();
    const events = send(c, withdrawTo(-15, 0));
    expect(events[0]).toEqual({
      type: 'Moved',
      data: {
        actor: 'kara',
        id: 'kara',
        from: { x: 0, y: 0 },
        to: { x: -15, y: 0 },
        distance: 15,
        action: 'withdraw',
      },
    });
    // The Full action spent: only Free actions are left in her turn (issue 14), then EndTurn.
    expect(types(events).slice(1)).toEqual([]);
    expect(refusal(c, moveTo(-16, 0))).toBe('elan-moxie/no-move-left');
    expect(elanMoxie.status?.(c.state, 'kara')).toMatch(/Free actions only \(Full action taken\)/);
    const moved = karaFirst([kara, { ...ogre, position: { x: 12, y: 0 } }]);
    send(moved, moveTo(1, 0));
    expect(refusal(moved, withdrawTo(-10, 0))).toBe('elan-moxie/no-full-action-left');
    const attacked = karaFirst();
    send(attacked, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [1] } });
    expect(refusal(attacked, withdrawTo(-10, 0))).toBe('elan-moxie/no-full-action-left');
    // A second Full action, or any other action after it.
    const full = patchData(karaFirst().state, 'kara', { full: true });
    expect(code(full, withdrawTo(-10, 0))).toBe('elan-moxie/no-full-action-left');
    expect(code(full, moveTo(-1, 0))).toBe('elan-moxie/no-move-left');
  });

  it("seed 001: 'the character may move at twice his movement speed as if taking two Move actions' (with his conditions' movement modifiers)", () => {
    const c = karaFirst();
    expect(refusal(c, withdrawTo(-20.1, 0))).toBe('elan-moxie/too-far');
    send(c, withdrawTo(-12, 16)); // exactly 20 m
    expect(c.state.combatants['kara']?.position).toEqual({ x: -12, y: 16 });
    const slow = karaFirst([{ ...kara, movement: 4 }, ogre]);
    expect(refusal(slow, withdrawTo(-8.5, 0))).toBe('elan-moxie/too-far');
    send(slow, withdrawTo(-8, 0));
    // Slowed by 4 m: a Move goes 6 m, a Withdraw 12 m.
    const slowed = karaFirst();
    send(slowed, {
      type: 'AddCondition',
      data: {
        id: 'kara',
        condition: { id: 'mud', name: 'mud', data: { modifiers: { movement: -4 } } },
      },
    });
    expect(refusal(slowed, moveTo(-6.5, 0))).toBe('elan-moxie/too-far');
    expect(refusal(slowed, withdrawTo(-12.5, 0))).toBe('elan-moxie/too-far');
    send(slowed, withdrawTo(-12, 0));
  });

  it("seed 001: '... and avoids all Attacks of Opportunity' / 'This Attack of Opportunity can be avoided if the character takes a Withdraw action'", () => {
    const c = karaFirst([kara, stabber, { ...ogre, position: { x: 1, y: 0 } }]);
    const events = send(c, withdrawTo(0, 20)); // leaves both the Ogre's and the goblin's melee
    expect(types(events)).toEqual(['Moved']);
    expect(c.state.pending).toBeNull();
    expect(c.state.current).toBe('kara');
    // The same way with a Move provokes both.
    const moving = karaFirst([kara, stabber, { ...ogre, position: { x: 1, y: 0 } }]);
    expect(types(send(moving, moveTo(0, 10)))).toEqual([
      'Moved',
      'ReactionOffered',
      'ReactionsQueued',
    ]);
  });

  it('Withdraw is refused while prone, grappling, collapsed, or without a destination', () => {
    const s = karaFirst().state;
    expect(code(patchData(s, 'kara', { prone: true }), withdrawTo(-5, 0))).toBe('elan-moxie/prone');
    const held = withGame(s, { queue: [], grapples: [{ attacker: 'ogre', defender: 'kara' }] });
    expect(code(held, withdrawTo(-5, 0))).toBe('elan-moxie/grappling');
    expect(code(held, moveTo(-5, 0))).toBe('elan-moxie/grappling');
    expect(code(patchData(s, 'kara', { wounds: 15 }), withdrawTo(-5, 0))).toBe(
      'elan-moxie/collapsed',
    );
    expect(code(s, { type: 'Withdraw', data: {} })).toBe('elan-moxie/bad-position');
    expect(code(s, withdrawTo(0, 0))).toBe('elan-moxie/bad-position');
  });

  it("option ownMoveEndsChanneling: seed 001 ends channeling when an attack 'moves the character'; with the option, his own Move or Withdraw does too", () => {
    const channeling = (options?: Record<string, unknown>) =>
      patchData(karaFirst([kara, { ...ogre, position: { x: 12, y: 0 } }], options).state, 'kara', {
        channeling: [ward],
      });
    const events = (s: CombatState, command: Command) => {
      const r = decide(elanMoxie, s, command);
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    };
    expect(types(events(channeling(), moveTo(5, 0)))).toEqual(['Moved']);
    const on = channeling({ ownMoveEndsChanneling: true });
    const moved = events(on, moveTo(5, 0));
    expect(types(moved)).toEqual(['Moved', 'ChannelingEnded']);
    expect(moved[1]?.data).toEqual({ id: 'kara', abilities: ['ward'], reason: 'moved' });
    expect(types(events(on, withdrawTo(-5, 0))).slice(0, 2)).toEqual(['Moved', 'ChannelingEnded']);
  });

  it('the menu offers Withdraw away from the nearest foe in melee (twice the movement, no attacks of opportunity) when a Full action is left', () => {
    const c = karaFirst([kara, { ...ogre, position: { x: 1.5, y: 0 } }]);
    const option = elanMoxie
      .legalActions(c.state, 'kara')
      .find((o) => o.command.type === 'Withdraw');
    expect(option).toEqual({
      command: { type: 'Withdraw', data: { to: { x: -20, y: 0 } } },
      label: 'Withdraw 20.0 m away from Ogre (Full action, no attacks of opportunity)',
    });
    expect(code(c.state, option?.command ?? { type: 'EndTurn' })).toBe('accepted');
    const far = karaFirst([kara, { ...ogre, position: { x: 12, y: 0 } }]);
    const types = (s: CombatState) => elanMoxie.legalActions(s, 'kara').map((o) => o.command.type);
    expect(types(far.state)).not.toContain('Withdraw'); // in nobody's melee: Move instead
    send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [1] } });
    expect(types(c.state)).not.toContain('Withdraw'); // no Full action left
  });

  it('log line: a withdrawal', () => {
    const c = karaFirst();
    const [moved] = send(c, withdrawTo(-14, 0));
    expect(elanMoxie.describe(moved as GameEvent, c.state)).toBe(
      'Kara withdraws 14.0 m (no attacks of opportunity)',
    );
  });

  it("seed 001: 'the character may move at twice his movement speed as if taking two Move actions' (issue 14): a Withdraw may bend once, each leg at most one Move", () => {
    // Given Kara (10 m a Move) beside the Ogre and the goblin, when she withdraws round the
    // corner by way of (-10, 0) to (-10, 10), then she gets there (20 m) and nobody may strike.
    const c = karaFirst([kara, stabber, ogre]);
    const via = { x: -10, y: 0 };
    const events = send(c, { type: 'Withdraw', data: { to: { x: -10, y: 10 }, via } });
    expect(events).toEqual([
      {
        type: 'Moved',
        data: {
          actor: 'kara',
          id: 'kara',
          from: { x: 0, y: 0 },
          to: { x: -10, y: 10 },
          distance: 20,
          action: 'withdraw',
          via,
        },
      },
    ]);
    expect(c.state.pending).toBeNull();
    expect(c.state.combatants['kara']?.position).toEqual({ x: -10, y: 10 });
    expect(elanMoxie.describe(events[0] as GameEvent, c.state)).toBe(
      'Kara withdraws 20.0 m by way of (-10.0, 0.0) (no attacks of opportunity)',
    );
    // Each leg is one Move's worth: 12 m then 5 m is refused though 17 m is under 20 m.
    const s = karaFirst().state;
    const bend = (to: { x: number; y: number }, v: unknown): Command => ({
      type: 'Withdraw',
      data: { to, via: v },
    });
    expect(code(s, bend({ x: -12, y: 5 }, { x: -12, y: 0 }))).toBe('elan-moxie/too-far');
    expect(code(s, bend({ x: -10, y: 10 }, { x: 0, y: 0 }))).toBe('elan-moxie/bad-position');
    expect(code(s, bend({ x: -10, y: 10 }, 'left'))).toBe('elan-moxie/bad-position');
    // A Move is one straight line: no via.
    expect(code(s, { type: 'Move', data: { to: { x: -5, y: 5 }, via: { x: -5, y: 0 } } })).toBe(
      'elan-moxie/bad-position',
    );
  });
});
