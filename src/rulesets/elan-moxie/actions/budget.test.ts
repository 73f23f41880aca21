import { describe, expect, it } from 'vitest';
import { decide } from '../../../engine/index.js';
import { elanMoxie } from '../index.js';
import { cannotSpend } from './budget.js';
import { freshBudget } from '../sheet.js';
import { patchData } from '../state.js';
import { goblin, kara, karaFirst, ogre, refusal, send } from '../test-kit.js';

/** The Ogre 12 m away: Kara must move to reach him. */
const farOgre = { ...ogre, position: { x: 12, y: 0 } };
const started = () => karaFirst([kara, farOgre]);

describe('seed 001: the types of actions', () => {
  it("seed 001: 'one Move and one Attack action' / 'He must make his full movement and then spend his Attack action'", () => {
    const c = started();
    send(c, { type: 'Move', data: { to: { x: 10, y: 0 } } });
    expect(c.state.current).toBe('kara');
    send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [1] } });
    // Both spent: the turn stays open for Free actions until she ends it (issue 14).
    expect(refusal(c, { type: 'Move', data: { to: { x: 9, y: 0 } } })).toBe(
      'elan-moxie/no-move-left',
    );
    expect(c.state.current).toBe('kara');
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('ogre');
  });

  it("seed 001: 'spend his Attack action and then spend his full movement': Attack, then Move", () => {
    const c = karaFirst();
    send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [1] } });
    expect(c.state.current).toBe('kara');
    expect(refusal(c, { type: 'Attack', data: { target: 'ogre' } })).toBe(
      'elan-moxie/no-attack-left',
    );
    send(c, { type: 'Move', data: { to: { x: -10, y: 0 } } });
    // Leaving the Ogre's melee offers him an Attack of Opportunity; he lets her go.
    send(c, { type: 'DeclineReaction', meta: { actor: 'ogre' } });
    expect(refusal(c, { type: 'Move', data: { to: { x: -12, y: 0 } } })).toBe(
      'elan-moxie/no-move-left',
    );
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('ogre');
  });

  it("seed 001: 'or two Move actions each round': two Moves, then no Attack is left", () => {
    const c = started();
    send(c, { type: 'Move', data: { to: { x: 5, y: 0 } } });
    send(c, { type: 'Move', data: { to: { x: 10, y: 0 } } });
    expect(refusal(c, { type: 'Move', data: { to: { x: 6, y: 0 } } })).toBe(
      'elan-moxie/no-move-left',
    );
    expect(c.state.current).toBe('kara'); // the budget is spent; Free actions are left
    const twoMoves = patchData(started().state, 'kara', { moves: 2 });
    const r = elanMoxie.decide(
      twoMoves,
      { type: 'Attack', data: { target: 'ogre' } },
      {
        dice: {
          roll: () => {
            throw new Error('no roll');
          },
        },
      },
    );
    expect(r.ok ? 'accepted' : r.error.code).toBe('elan-moxie/no-attack-left');
  });

  it("seed 001: 'A character cannot use an Attack action while moving': after Move and Attack, no further Move", () => {
    const s = patchData(started().state, 'kara', { moves: 1, attacks: 1 });
    const r = decide(elanMoxie, s, { type: 'Move', data: { to: { x: 1, y: 0 } } });
    expect(r.ok ? 'accepted' : r.error.code).toBe('elan-moxie/no-move-left');
    expect(elanMoxie.autoEndTurn?.(s, 'kara')).toBe(false); // Free actions are left
    expect(elanMoxie.autoEndTurn?.(patchData(s, 'kara', { free: 5 }), 'kara')).toBe(true);
  });

  it("seed 001: 'one Full action' takes the whole turn (the budget; Withdraw is the Full action: withdraw.test.ts)", () => {
    const fresh = {
      wounds: 0,
      surprised: false,
      ...freshBudget,
      prone: false,
      dropped: [],
      channeling: [],
    };
    expect(cannotSpend(fresh, 'full')).toBeUndefined();
    expect(cannotSpend({ ...fresh, moves: 1 }, 'full')).toMatch(/whole turn/);
    expect(cannotSpend({ ...fresh, attacks: 1 }, 'full')).toMatch(/whole turn/);
    const full = { ...fresh, full: true };
    expect(cannotSpend(full, 'move')).toMatch(/Full action/);
    expect(cannotSpend(full, 'attack')).toMatch(/Full action/);
    const c = karaFirst();
    send(c, { type: 'Withdraw', data: { to: { x: -20, y: 0 } } });
    expect(refusal(c, { type: 'Move', data: { to: { x: -21, y: 0 } } })).toBe(
      'elan-moxie/no-move-left',
    );
    expect(c.state.current).toBe('kara');
  });

  it("seed 001: 'with a Move action, a character can move up to 10m' (the sheet's movement, straight line)", () => {
    const c = started();
    expect(refusal(c, { type: 'Move', data: { to: { x: 6, y: 8.1 } } })).toBe('elan-moxie/too-far');
    send(c, { type: 'Move', data: { to: { x: 6, y: 8 } } }); // exactly 10 m
    expect(c.state.combatants['kara']?.position).toEqual({ x: 6, y: 8 });
    const slow = karaFirst([{ ...kara, movement: 4 }, farOgre]);
    expect(refusal(slow, { type: 'Move', data: { to: { x: 5, y: 0 } } })).toBe(
      'elan-moxie/too-far',
    );
  });

  it('a Move needs a destination other than where one stands', () => {
    const c = started();
    expect(refusal(c, { type: 'Move', data: {} })).toBe('elan-moxie/bad-position');
    expect(refusal(c, { type: 'Move', data: { to: { x: 0, y: 0 } } })).toBe(
      'elan-moxie/bad-position',
    );
  });

  it("seed 001: 'as many Free actions each round as he desires, within reasonable limit' (option freeActionLimit, default 5)", () => {
    const c = started();
    for (let i = 0; i < 5; i++)
      send(c, { type: 'FreeAction', data: { what: 'speak', text: `taunt ${i}` } });
    expect(refusal(c, { type: 'FreeAction', data: { what: 'speak' } })).toBe(
      'elan-moxie/free-action-limit',
    );
    expect(c.state.current).toBe('kara'); // free actions never end a turn
    const two = karaFirst([kara, farOgre], { freeActionLimit: 2 });
    send(two, { type: 'FreeAction', data: { what: 'drop the torch' } });
    send(two, { type: 'FreeAction', data: { what: 'speak' } });
    expect(refusal(two, { type: 'FreeAction', data: { what: 'speak' } })).toBe(
      'elan-moxie/free-action-limit',
    );
  });

  it('a fresh budget at every turn', () => {
    const c = karaFirst();
    send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [1] } });
    send(c, { type: 'EndTurn' });
    send(c, { type: 'EndTurn' }); // the Ogre; round 2
    expect(c.state.round).toBe(2);
    expect(c.state.combatants['kara']?.data).toMatchObject({ moves: 0, attacks: 0, free: 0 });
    send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [1] } });
  });

  it("seed 001: 'A character at 15 wounds can take no action except speaking' and is 'too injured to move of his own power'", () => {
    const c = karaFirst([kara, ogre, goblin]);
    send(c, { type: 'AdjustWounds', data: { id: 'ogre', wounds: 11 } }); // 15: collapsed
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('ogre'); // he keeps his turn, to speak
    expect(refusal(c, { type: 'Attack', data: { target: 'kara' } })).toBe('elan-moxie/collapsed');
    expect(refusal(c, { type: 'Move', data: { to: { x: 5, y: 0 } } })).toBe('elan-moxie/collapsed');
    expect(refusal(c, { type: 'FreeAction', data: { what: 'drink a potion' } })).toBe(
      'elan-moxie/collapsed',
    );
    send(c, { type: 'FreeAction', data: { what: 'speak', text: 'Avenge me!' } });
    expect(elanMoxie.legalActions(c.state, 'ogre').map((o) => o.command.type)).toEqual([
      'FreeAction',
      'EndTurn',
    ]);
  });

  it('Delay and ActNow are the kernel’s: a delayed Kara cuts in before the Ogre acts', () => {
    const c = started();
    send(c, { type: 'Delay' });
    expect(c.state.current).toBe('ogre');
    send(c, { type: 'ActNow', data: { id: 'kara' }, meta: { actor: 'kara' } });
    expect(c.state.current).toBe('kara');
    send(c, { type: 'Move', data: { to: { x: 10, y: 0 } } });
  });
});
