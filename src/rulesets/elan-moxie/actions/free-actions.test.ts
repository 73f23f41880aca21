/**
 * Issue 14, item 6: seed 001, "In addition, the character may make as many Free actions each round
 * as he desires, within reasonable limit." The turn no longer ends by itself with the last Move or
 * Attack action: a character may still speak, stop channeling or release a grapple after acting,
 * until he ends the turn (EndTurn) or has taken freeActionLimit Free actions. Option
 * turnEndsWithLastAction keeps the old reading; the simulator's tactics end their turns themselves.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../dice/index.js';
import { createCombat, type CombatState, type PolicyContext } from '../../../engine/index.js';
import { runFight } from '../../../sim/fight.js';
import { makePolicy, randomPolicy } from '../../../sim/policy.js';
import { elanMoxie } from '../index.js';
import { dataOf, gameOf } from '../state.js';
import { kara, karaFirst, of, ogre, refusal, send, types } from '../test-kit.js';

const SEED = "seed 001: 'the character may make as many Free actions each round as he desires'";

/** Kara with a channeled ward on herself (an Attack action, no roll). */
const warder = {
  ...kara,
  abilities: [
    {
      name: 'ward',
      action: 'attack',
      channeled: true,
      range: 'self',
      effects: [{ name: 'warded', modifiers: { defense: 2 } }],
    },
  ],
};

function contextOf(state: CombatState): PolicyContext {
  return {
    ruleSet: elanMoxie,
    state,
    actor: state.pending?.reactor ?? state.current ?? '',
    rng: createRng(3),
    options: () => elanMoxie.legalActions(state, state.current ?? ''),
  };
}

describe(`${SEED} (issue 14: the turn stays open for Free actions)`, () => {
  it('given Move and Attack spent, when Kara speaks, then her turn goes on until EndTurn', () => {
    const c = karaFirst([kara, { ...ogre, position: { x: 4, y: 0 } }]);
    send(c, { type: 'Move', data: { to: { x: 2.5, y: 0 } } });
    const hit = send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [1] } });
    expect(types(hit)).toEqual(['Attacked']); // no TurnEnded: Free actions are left
    expect(c.state.current).toBe('kara');
    expect(elanMoxie.status?.(c.state, 'kara')).toBe('Fighting 0/15 wounds · Free actions only');
    send(c, { type: 'FreeAction', data: { what: 'speak', text: 'Yield!' } });
    expect(c.state.current).toBe('kara');
    const menu = elanMoxie.legalActions(c.state, 'kara').map((o) => o.command.type);
    expect(menu).toEqual(['FreeAction', 'EndTurn']);
    send(c, { type: 'EndTurn' });
    expect(c.state.current).toBe('ogre');
  });

  it('given a channel started and a Move made, when Kara stops channeling, then it is accepted in the same turn', () => {
    const c = karaFirst([warder, { ...ogre, position: { x: 6, y: 0 } }]);
    send(c, { type: 'UseAbility', data: { ability: 'ward' } });
    send(c, { type: 'Move', data: { to: { x: 2, y: 0 } } });
    expect(c.state.current).toBe('kara');
    const stop = send(c, { type: 'StopChanneling', data: { ability: 'ward' } });
    expect(types(stop)).toEqual(['FreeActionTaken', 'ChannelingEnded', 'ConditionRemoved']);
    expect(dataOf(of(c.state, 'kara')).channeling).toEqual([]);
  });

  it('given a Move and a Grapple that pins, when Kara releases, then the grapple ends in her own turn', () => {
    const c = karaFirst();
    send(c, { type: 'Move', data: { to: { x: 0.5, y: 0 } } });
    send(c, { type: 'Grapple', data: { target: 'ogre' }, meta: { faces: [12, 11] } });
    expect(gameOf(c.state).grapples).toEqual([{ attacker: 'kara', defender: 'ogre' }]);
    expect(c.state.current).toBe('kara');
    const released = send(c, { type: 'Release' });
    expect(released[0]).toEqual({
      type: 'GrappleReleased',
      data: { actor: 'kara', defender: 'ogre' },
    });
    expect(dataOf(of(c.state, 'kara')).free).toBe(1);
  });

  it('"within reasonable limit": the turn ends by itself once no Free action is left either (freeActionLimit)', () => {
    const c = karaFirst([kara, ogre], { freeActionLimit: 1 });
    send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [1] } });
    send(c, { type: 'Move', data: { to: { x: 1, y: 0.5 } } });
    expect(c.state.current).toBe('kara');
    const spoken = send(c, { type: 'FreeAction', data: { what: 'speak' } });
    expect(types(spoken)).toContain('TurnEnded');
    expect(c.state.current).toBe('ogre');
    const none = karaFirst([kara, ogre], { freeActionLimit: 0 });
    send(none, { type: 'Withdraw', data: { to: { x: -10, y: 0 } } });
    expect(none.state.current).toBe('ogre');
  });

  it('option turnEndsWithLastAction: true ends the turn with the last Move or Attack action (Free actions before it)', () => {
    const c = karaFirst([kara, ogre], { turnEndsWithLastAction: true });
    send(c, { type: 'FreeAction', data: { what: 'speak' } });
    send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [1] } });
    expect(c.state.current).toBe('kara'); // a Move is left
    send(c, { type: 'Move', data: { to: { x: 1, y: 0.5 } } });
    expect(c.state.current).toBe('ogre');
    expect(
      refusal(c, { type: 'FreeAction', data: { what: 'speak' }, meta: { actor: 'kara' } }),
    ).toBe('turn/turn-over'); // "Kara's turn is over" (issue 14), never applied to the Ogre
  });

  it("the simulator's tactics and the generic policies end the open turn themselves", () => {
    const c = karaFirst();
    send(c, { type: 'Attack', data: { target: 'ogre' }, meta: { faces: [1] } });
    send(c, { type: 'Move', data: { to: { x: 1, y: 0.5 } } });
    for (const name of ['aggressive', 'focus-weakest', 'protect-leader', 'skirmisher', 'caster']) {
      const p = makePolicy(elanMoxie, name);
      if (!p.ok) throw new Error(p.error.message);
      expect(p.value.choose(contextOf(c.state))).toEqual({ type: 'EndTurn' });
    }
    // The generic random policy picks among the legal actions, EndTurn among them; fights end.
    const made = createCombat(elanMoxie, {
      ruleSet: 'elan-moxie',
      seed: 5,
      combatants: [kara, ogre],
    });
    if (!made.ok) throw new Error('no combat');
    for (const seed of [0, 1, 2]) {
      const r = runFight(elanMoxie, made.value, { seed, policyOf: () => randomPolicy });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.rounds).toBeGreaterThan(0);
    }
  });
});
