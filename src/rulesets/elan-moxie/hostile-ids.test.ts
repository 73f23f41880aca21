/**
 * Issue 14, hostile input: every look-up by a string from a command or a sheet checks own
 * properties (engine/own.ts), so the names of Object.prototype's members are just unknown ids or
 * plain names: refused cleanly (a typed violation, nothing changed), never a thrown TypeError.
 */
import { describe, expect, it } from 'vitest';
import { decide, type Command } from '../../engine/index.js';
import { elanMoxie } from './index.js';
import { kara, karaFirst, ogre, send } from './test-kit.js';

const HOSTILE = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'isPrototypeOf'];

describe('hostile ids and names (issue 14)', () => {
  it.each(HOSTILE)(
    'a command naming %j as a target, id, weapon or ability is refused, never thrown',
    (bad) => {
      const c = karaFirst();
      const before = JSON.stringify(c.state);
      const commands: Command[] = [
        { type: 'Attack', data: { target: bad } },
        { type: 'Attack', data: { target: 'ogre', weapon: bad } },
        { type: 'Disarm', data: { target: bad } },
        { type: 'Disarm', data: { target: 'ogre', targetWeapon: bad } },
        { type: 'Grapple', data: { target: bad } },
        { type: 'Trip', data: { target: bad } },
        { type: 'UseAbility', data: { ability: bad } },
        { type: 'PickUp', data: { weapon: bad } },
        { type: 'StopChanneling', data: { ability: bad } },
        { type: 'Release', data: { id: bad } },
        { type: 'AdjustWounds', data: { id: bad, wounds: 1 } },
        { type: 'DeclareSurprise', data: { side: bad } },
        { type: 'Attack', data: { target: 'ogre' }, meta: { actor: bad } },
        { type: 'Release', meta: { actor: bad } },
      ];
      for (const command of commands) {
        const r = decide(elanMoxie, c.state, command);
        expect(r.ok, `${command.type} ${JSON.stringify(command.data)}`).toBe(false);
        if (!r.ok) expect(r.error.code).toMatch(/^(elan-moxie|turn)\//);
      }
      expect(JSON.stringify(c.state)).toBe(before);
      // The hooks asked with such an id answer "nobody", not Object's members.
      expect(elanMoxie.legalActions(c.state, bad)).toEqual([]);
      expect(elanMoxie.status?.(c.state, bad)).toBe('');
      expect(elanMoxie.canAct(c.state, bad)).toBe(false);
      expect(elanMoxie.inFight(c.state, bad)).toBe(false);
      expect(
        elanMoxie.odds?.(c.state, {
          type: 'Attack',
          data: { target: 'ogre' },
          meta: { actor: bad },
        }),
      ).toBeUndefined();
      expect(elanMoxie.odds?.(c.state, { type: 'Attack', data: { target: bad } })).toBeUndefined();
    },
  );

  it('an ability named "toString", a weapon "constructor" and a damage type "hasOwnProperty" are plain names on a sheet', () => {
    const odd = {
      ...kara,
      weapons: [{ name: 'constructor', damage: 6, kind: 'strength', damageType: 'hasOwnProperty' }],
      abilities: [{ name: 'toString', attack: 'strength', damage: 2 }],
    };
    const c = karaFirst([odd, { ...ogre, resistances: { fire: 2 } }]);
    // 25 vs 13 (+6): damage 6 + 1 + 3 + 6 = 16; the Ogre soaks 1d20 + 0 (no such resistance) + 3.
    const hit = send(c, {
      type: 'Attack',
      data: { target: 'ogre', weapon: 'constructor' },
      meta: { faces: [20, 1] },
    });
    expect(hit[0]?.data).toMatchObject({ weapon: 'constructor', damage: 16, soak: { total: 4 } });
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' });
    const used = send(c, {
      type: 'UseAbility',
      data: { ability: 'toString', target: 'ogre' },
      meta: { faces: [1] },
    });
    expect(used.map((e) => e.type)).toEqual(['AbilityUsed', 'Attacked']);
  });
});
