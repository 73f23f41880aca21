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
});
