/**
 * Hostile ids (issue 14, "Hostile input"): a command's target, ally, reactor, spell or weapon named
 * after a member of `Object.prototype` is an unknown name, refused cleanly and changing nothing;
 * never an internal error. Every look-up by such a string goes through `own()` (src/engine/own.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Command } from '../../engine/index.js';
import { combatChaos } from './index.js';
import { combat, fighter, refusal, send, start } from './test-kit.js';

const HOSTILE = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'isPrototypeOf'];

/** Akodo (a longsword, a spell) against Bayushi (a weapon named toString), in reach. */
function fight() {
  const c = combat([
    fighter('akodo', 'lion', 0, {
      extraAttack: true,
      spells: [{ name: 'bolt', damage: '1d6', attack: 3 }],
    }),
    fighter('bayushi', 'scorpion', 5, {
      weapons: [{ name: 'toString', hitBonus: 2, damage: '1d4' }],
    }),
  ]);
  start(c, [15, 1, 5, 1]);
  return c;
}

const commands = (id: string): Command[] => [
  { type: 'Attack', data: { target: id } },
  { type: 'Attack', data: { target: 'bayushi', weapon: id } },
  { type: 'Charge', data: { to: { x: 0, y: 0 }, target: id } },
  { type: 'Defend', data: { ally: id } },
  { type: 'Support', data: { ally: id, target: 'bayushi' } },
  { type: 'Support', data: { ally: 'akodo', target: id } },
  { type: 'CastSpell', data: { spell: id, target: 'bayushi' } },
  { type: 'CastSpell', data: { spell: 'bolt', target: id } },
  { type: 'Grapple', data: { target: id } },
  { type: 'Constrict', data: { target: id } },
  { type: 'Disarm', data: { target: id } },
  { type: 'Disarm', data: { target: 'bayushi', weapon: id } },
  { type: 'Push', data: { target: id } },
  { type: 'Trip', data: { target: id } },
  { type: 'Trip', data: { target: 'bayushi', how: id } },
  { type: 'Trip', data: { target: 'bayushi', how: 'attack', weapon: id } },
  { type: 'Kipup', data: { id } },
  { type: 'Escape', data: { how: id } },
  { type: 'Release', data: { target: id } },
  { type: 'PickUp', data: { weapon: id } },
  { type: 'ReactAttack', data: { reactor: id, target: 'bayushi' } },
  { type: 'ReactAttack', data: { reactor: 'bayushi', target: id } },
  { type: 'AdjustHealth', data: { id, delta: -1 } },
  { type: id },
];

describe('hostile ids in combat-chaos commands (issue 14)', () => {
  it.each(HOSTILE)('a command naming %s is refused with a code, and nothing changes', (id) => {
    const c = fight();
    for (const command of commands(id)) {
      let code = '';
      expect(() => (code = refusal(c, command)), JSON.stringify(command)).not.toThrow();
      expect(code, JSON.stringify(command)).toMatch(/^[a-z-]+\/[a-z-]+$/);
      // The odds hook and the menu never throw on it either.
      expect(() => combatChaos.odds?.(c.state, command)).not.toThrow();
    }
    expect(() => combatChaos.legalActions(c.state, id)).not.toThrow();
    expect(combatChaos.legalActions(c.state, id)).toEqual([]);
    expect(combatChaos.status?.(c.state, id)).toBe('');
    expect(combatChaos.canAct(c.state, id)).toBe(false);
    expect(combatChaos.inFight(c.state, id)).toBe(false);
  });

  it('"no combatant constructor": an Attack on { target: "constructor" } names the unknown id', () => {
    const c = fight();
    const r = c.send({ type: 'Attack', data: { target: 'constructor' } });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('combat-chaos/no-such-target');
      expect(r.error.message).toContain('no combatant "constructor"');
    }
  });

  it('a weapon named toString is just a weapon: Bayushi strikes with it', () => {
    const c = fight();
    send(c, { type: 'EndTurn' });
    const events = send(c, {
      type: 'Attack',
      data: { target: 'akodo', weapon: 'toString' },
      meta: { faces: [15, 3] },
    });
    expect(events[0]).toMatchObject({
      type: 'AttackMade',
      data: { weapon: 'toString', hit: true },
    });
  });
});
