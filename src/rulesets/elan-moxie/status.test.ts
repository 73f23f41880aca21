import { describe, expect, it } from 'vitest';
import { elanMoxie } from './index.js';
import { combat, goblin, kara, karaFirst, ogre, send } from './test-kit.js';

const line = (c: ReturnType<typeof combat>, id: string): string =>
  elanMoxie.status?.(c.state, id) ?? '';

describe('status: one line per combatant for trackers', () => {
  it('shows wounds against the next threshold and the actions left in the turn', () => {
    const c = karaFirst();
    expect(line(c, 'kara')).toBe('Fighting 0/15 wounds · Full, or Move + Attack, or 2 Moves left');
    expect(line(c, 'ogre')).toBe('Fighting 4/15 wounds');
    send(c, { type: 'Move', data: { to: { x: -1, y: 0 } } });
    expect(line(c, 'kara')).toBe('Fighting 0/15 wounds · Move or Attack left');
  });

  it('shows a collapse and death against 20, and surprise in round 1', () => {
    const c = combat([kara, { ...ogre, wounds: 16 }, goblin]);
    send(c, { type: 'DeclareSurprise', data: { side: 'monsters' } });
    send(c, {
      type: 'AddCondition',
      data: { id: 'goblin', condition: { id: 'slowed-by-gm', name: 'slowed', rounds: 2 } },
    });
    expect(line(c, 'ogre')).toBe('Collapsed 16/20 wounds · surprised');
    expect(line(c, 'goblin')).toBe('Fighting 0/15 wounds · surprised');
    send(c, { type: 'AdjustWounds', data: { id: 'ogre', wounds: 4 } });
    expect(line(c, 'ogre')).toMatch(/^Dead 20\/20 wounds/);
  });

  it("issue 14: the line tells the truth — seed 001, 'While grappling, neither the attacker nor defender can use any abilities that require an Attack action or move'", () => {
    // Given Kara pins the Ogre with her Attack action, then her Move is no use: no moving.
    const c = karaFirst();
    send(c, { type: 'Grapple', data: { target: 'ogre' }, meta: { faces: [12, 11] } });
    expect(line(c, 'kara')).toBe('Fighting 0/15 wounds · Free actions only · pinning Ogre');
    // The pinned Ogre can spend only the action his escape takes (option escapeAction).
    send(c, { type: 'EndTurn' });
    expect(line(c, 'ogre')).toBe('Fighting 4/15 wounds · Attack left · pinned by Kara');
    const full = karaFirst([kara, ogre], { escapeAction: 'full' });
    send(full, { type: 'Grapple', data: { target: 'ogre' }, meta: { faces: [12, 11] } });
    send(full, { type: 'EndTurn' });
    expect(line(full, 'ogre')).toBe('Fighting 4/15 wounds · Full left · pinned by Kara');
    // Prone: no Withdraw (a Full action of moving), but a Move stands him up.
    const prone = karaFirst();
    send(prone, { type: 'Trip', data: { target: 'ogre' }, meta: { faces: [12, 1] } });
    send(prone, { type: 'EndTurn' });
    expect(line(prone, 'ogre')).toBe(
      'Fighting 4/15 wounds · Move + Attack, or 2 Moves left · prone',
    );
  });

  it("issue 14: seed 001, 'A character at 15 wounds can take no action except speaking': a collapsed character is offered no Delay", () => {
    const c = karaFirst([kara, { ...ogre, wounds: 15 }, goblin]);
    send(c, { type: 'Delay' });
    expect(c.state.current).toBe('ogre');
    expect(elanMoxie.legalActions(c.state, 'ogre').map((o) => o.command.type)).toEqual([
      'FreeAction',
      'EndTurn',
    ]);
  });
});
