import { describe, expect, it } from 'vitest';
import { decide, type CombatState } from '../../engine/index.js';
import { elanMoxie } from './index.js';
import { goblin, kara, karaFirst, ogre, send } from './test-kit.js';

const labels = (s: CombatState, id: string) => elanMoxie.legalActions(s, id).map((o) => o.label);

/** Every listed command is accepted by the kernel and the rule set as they stand. */
function allAccepted(s: CombatState, id: string): void {
  for (const o of elanMoxie.legalActions(s, id)) {
    const r = decide(elanMoxie, s, { ...o.command, meta: { actor: id } });
    expect(r.ok, `${o.label}: ${r.ok ? '' : r.error.message}`).toBe(true);
  }
}

describe('legalActions', () => {
  it('in melee: attacks with each weapon that reaches (with odds), the special attacks that can land, Withdraw, a free action, Delay, EndTurn', () => {
    const c = karaFirst();
    expect(labels(c.state, 'kara')).toEqual([
      'Attack Ogre with longsword',
      'Attack Ogre with spark',
      'Attack Ogre with longbow',
      "Disarm Ogre's club with longsword (effect 1%)",
      'Grapple Ogre (effect 38%)',
      'Trip Ogre (effect 38%)',
      'Withdraw 20.0 m away from Ogre (Full action, no attacks of opportunity)',
      'Kara speaks',
      'Delay',
      'End turn',
    ]);
    const first = elanMoxie.legalActions(c.state, 'kara')[0];
    expect(first?.odds?.hit).toBeCloseTo(0.65, 12);
    expect(first?.odds?.damage?.probabilities.length).toBeGreaterThan(1);
    allAccepted(c.state, 'kara');
  });

  it('out of reach: a Move towards each foe standing, stopping inside melee reach', () => {
    const c = karaFirst([kara, { ...ogre, position: { x: 14, y: 0 } }, goblin]);
    const moves = elanMoxie.legalActions(c.state, 'kara').filter((o) => o.command.type === 'Move');
    expect(moves.map((o) => o.command.data)).toEqual([
      { to: { x: 10, y: 0 } },
      { to: { x: 10, y: 0 } },
    ]);
    allAccepted(c.state, 'kara');
    send(c, { type: 'Move', data: { to: { x: 10, y: 0 } } });
    const again = elanMoxie.legalActions(c.state, 'kara').find((o) => o.command.type === 'Move');
    expect(again?.command.data).toEqual({ to: { x: 12.5, y: 0 } });
    allAccepted(c.state, 'kara');
  });

  it('attacks on foes still standing come before attacks on the collapsed', () => {
    const c = karaFirst([kara, ogre, { ...goblin, position: { x: 0, y: 1 } }]);
    send(c, { type: 'AdjustWounds', data: { id: 'ogre', wounds: 11 } });
    const attacks = elanMoxie
      .legalActions(c.state, 'kara')
      .filter((o) => o.command.type === 'Attack');
    expect(attacks.map((o) => o.command.data?.['target'])).toEqual([
      'goblin',
      'goblin',
      'goblin',
      'ogre',
      'ogre',
      'ogre',
    ]);
  });

  it('nothing for those whose turn it is not; ActNow for a delayed combatant before the current one acts', () => {
    const c = karaFirst();
    expect(elanMoxie.legalActions(c.state, 'ogre')).toEqual([]);
    send(c, { type: 'Delay' });
    expect(elanMoxie.legalActions(c.state, 'kara').map((o) => o.command)).toEqual([
      { type: 'ActNow', data: { id: 'kara' } },
    ]);
    expect(labels(c.state, 'ogre')).not.toContain('Delay'); // nobody is left to go first
    allAccepted(c.state, 'ogre');
    send(c, { type: 'FreeAction', data: { what: 'speak' } });
    expect(elanMoxie.legalActions(c.state, 'kara')).toEqual([]); // the Ogre's turn has begun
  });

  it('no actions before the fight', () => {
    const c = karaFirst();
    send(c, { type: 'Undo' });
    expect(c.state.status).toBe('setup');
    expect(elanMoxie.legalActions(c.state, 'kara')).toEqual([]);
  });
});
