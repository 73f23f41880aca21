import { describe, expect, it } from 'vitest';
import { elanMoxie } from '../index.js';
import { combat, goblin, kara, karaFirst, ogre, refusal, send } from '../test-kit.js';
import { addWounds, healed } from './track.js';
import { afterWounds } from './consequences.js';
import { dataOf, gameOf, health } from '../state.js';
import type { CombatState } from '../../../engine/index.js';

describe('seed 001: wounds, collapse and death', () => {
  it("seed 001: 'still capable of fighting until he reaches 15 wounds. At 15 wounds, the character collapses'", () => {
    expect(health(14)).toBe('fighting');
    expect(health(15)).toBe('collapsed');
    const c = karaFirst([kara, ogre, goblin]);
    send(c, { type: 'AdjustWounds', data: { id: 'ogre', wounds: 10 } }); // 14
    expect(elanMoxie.inFight(c.state, 'ogre')).toBe(true);
    send(c, { type: 'AdjustWounds', data: { id: 'ogre', wounds: 1 } }); // 15
    expect(elanMoxie.inFight(c.state, 'ogre')).toBe(false); // "unable to continue on"
    expect(elanMoxie.canAct(c.state, 'ogre')).toBe(true); // but he may still speak
    expect(c.state.status).toBe('active'); // the Goblin fights on
  });

  it("seed 001: 'If a character reaches 20 wounds, he immediately dies'", () => {
    expect(health(20)).toBe('dead');
    const c = karaFirst([kara, ogre, goblin]);
    send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [20, 1] } }); // 4 + 6 = 10
    send(c, { type: 'AdjustWounds', data: { id: 'ogre', wounds: 9 } }); // 19
    send(c, { type: 'EndTurn' }); // Kara; next the Ogre
    send(c, { type: 'EndTurn' }); // the Ogre (collapsed) ends; the Goblin
    send(c, { type: 'EndTurn' }); // round 2: Kara
    send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [20, 1] } });
    expect(c.state.combatants['ogre']?.data).toMatchObject({ wounds: 20 });
    expect(elanMoxie.canAct(c.state, 'ogre')).toBe(false);
    send(c, { type: 'EndTurn' });
    const skipped = c.log.entries.at(-1)?.events.find((e) => e.type === 'TurnSkipped');
    expect(skipped?.data['id']).toBe('ogre'); // the dead take no turn
    expect(c.state.current).toBe('goblin');
  });

  it('a duel ends when one side has collapsed: only the other side is left in the fight', () => {
    const c = karaFirst();
    send(c, { type: 'AdjustWounds', data: { id: 'ogre', wounds: 11 } });
    expect(c.state.status).toBe('ended');
    expect(c.state.outcome).toEqual({
      winner: 'heroes',
      reason: 'no other side is left in the fight',
    });
  });

  it('wounds stay within 0..20', () => {
    expect(addWounds(18, 5)).toBe(20);
    expect(addWounds(2, -5)).toBe(0);
    const c = karaFirst([kara, ogre, goblin]);
    send(c, { type: 'AdjustWounds', data: { id: 'ogre', wounds: 50 } });
    expect(c.state.combatants['ogre']?.data).toMatchObject({ wounds: 20 });
    send(c, { type: 'AdjustWounds', data: { id: 'ogre', wounds: -30 } });
    expect(c.state.combatants['ogre']?.data).toMatchObject({ wounds: 0 });
    expect(refusal(c, { type: 'AdjustWounds', data: { id: 'ogre', wounds: -1 } })).toBe(
      'elan-moxie/bad-wounds',
    );
  });

  it('AdjustWounds is the GM’s, with a whole number and a known combatant', () => {
    const c = karaFirst([kara, ogre, goblin]);
    expect(
      refusal(c, {
        type: 'AdjustWounds',
        data: { id: 'ogre', wounds: 3 },
        meta: { actor: 'kara' },
      }),
    ).toBe('turn/gm-only');
    expect(refusal(c, { type: 'AdjustWounds', data: { id: 'troll', wounds: 3 } })).toBe(
      'elan-moxie/no-such-combatant',
    );
    expect(refusal(c, { type: 'AdjustWounds', data: { id: 'ogre', wounds: 1.5 } })).toBe(
      'elan-moxie/bad-wounds',
    );
    expect(refusal(c, { type: 'AdjustWounds', data: { id: 'ogre', wounds: 0 } })).toBe(
      'elan-moxie/bad-wounds',
    );
  });
});

describe('seed 001: healing by rest', () => {
  it("seed 001: 'A character is cured of 1 wound each day, or 3 if he receives medical treatment'", () => {
    expect(healed(10, 2, false)).toBe(2);
    expect(healed(10, 2, true)).toBe(6);
    expect(healed(4, 2, true)).toBe(4); // never more than he has
    const c = combat();
    send(c, { type: 'Rest', data: { id: 'ogre', days: 1 } });
    expect(c.state.combatants['ogre']?.data).toMatchObject({ wounds: 3 });
    send(c, { type: 'Rest', data: { id: 'ogre', days: 2, treated: true } });
    expect(c.state.combatants['ogre']?.data).toMatchObject({ wounds: 0 });
    expect(refusal(c, { type: 'Rest', data: { id: 'ogre', days: 1 } })).toBe('elan-moxie/unhurt');
  });

  it("seed 001: 'most are removed by resting': only outside combat, by the GM, and not for the dead", () => {
    const c = combat([kara, { ...ogre, wounds: 19 }]);
    expect(
      refusal(c, { type: 'Rest', data: { id: 'ogre', days: 1 }, meta: { actor: 'ogre' } }),
    ).toBe('turn/gm-only');
    expect(refusal(c, { type: 'Rest', data: { id: 'ogre', days: 0 } })).toBe('elan-moxie/bad-rest');
    expect(refusal(c, { type: 'Rest', data: { id: 'ogre', days: 1, treated: 'yes' } })).toBe(
      'elan-moxie/bad-rest',
    );
    send(c, { type: 'AdjustWounds', data: { id: 'ogre', wounds: 1 } });
    expect(refusal(c, { type: 'Rest', data: { id: 'ogre', days: 1 } })).toBe('elan-moxie/dead');
    const fight = combat([kara, ogre]);
    send(fight, { type: 'StartCombat' });
    expect(refusal(fight, { type: 'Rest', data: { id: 'ogre', days: 1 } })).toBe(
      'elan-moxie/in-combat',
    );
  });
});

describe("seed 001: 'A character at 15 wounds can take no action except speaking': what a collapse or death ends", () => {
  /** The Ogre (wounds as given) channels rage and pins Kara; the Goblin pins a second Goblin. */
  function grappling(wounds: number): CombatState {
    const s = karaFirst([kara, ogre, goblin, { ...goblin, id: 'imp', name: 'Imp' }]).state;
    const o = s.combatants['ogre'];
    if (!o) throw new Error('no ogre');
    return {
      ...s,
      game: {
        ...gameOf(s),
        grapples: [
          { attacker: 'goblin', defender: 'imp' },
          { attacker: 'ogre', defender: 'kara' },
        ],
      },
      combatants: {
        ...s.combatants,
        ogre: {
          ...o,
          data: { ...dataOf(o), wounds, channeling: [{ ability: 'rage', targets: [], since: 1 }] },
        },
      },
    };
  }
  const kinds = (events: ReturnType<typeof afterWounds>) =>
    events.map((e) => [e.type, e.data['reason']]);

  it('a collapse (15) or a death (20) from fighting ends his channels and only his grapples', () => {
    expect(kinds(afterWounds(grappling(14), 'ogre', 15))).toEqual([
      ['ChannelingEnded', 'collapsed'],
      ['GrappleEnded', 'collapsed'],
    ]);
    expect(afterWounds(grappling(14), 'ogre', 15)[1]?.data).toEqual({
      attacker: 'ogre',
      defender: 'kara',
      reason: 'collapsed',
    });
    expect(kinds(afterWounds(grappling(10), 'ogre', 20))).toEqual([
      ['ChannelingEnded', 'dead'],
      ['GrappleEnded', 'dead'],
    ]);
    // The pinned one collapsing ends the grapple too.
    expect(kinds(afterWounds(grappling(4), 'kara', 15))).toEqual([['GrappleEnded', 'collapsed']]);
  });

  it('nothing while he still fights (14), nothing again when he was down already, nothing for no one', () => {
    expect(afterWounds(grappling(4), 'ogre', 14)).toEqual([]);
    expect(afterWounds(grappling(15), 'ogre', 20)).toEqual([]);
    expect(afterWounds(grappling(15), 'ogre', 16)).toEqual([]);
    expect(afterWounds(grappling(4), 'troll', 20)).toEqual([]);
  });
});
