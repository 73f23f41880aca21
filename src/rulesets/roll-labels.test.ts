import { describe, expect, it } from 'vitest';
import {
  commandDice,
  step,
  type Combat,
  type CombatState,
  type Dice,
  type Rolled,
  type RollWhy,
  type RuleSet,
} from '../engine/index.js';
import { createRng } from '../dice/index.js';
import { l5r4e } from './l5r4e/index.js';
import * as l5r from './l5r4e/test-kit.js';
import { elanMoxie } from './elan-moxie/index.js';
import * as em from './elan-moxie/test-kit.js';
import { combatChaos } from './combat-chaos/index.js';
import * as cc from './combat-chaos/test-kit.js';

/** Seeded dice that note every roll made without a label, or labelled with no combatant. */
function checked(state: CombatState, bad: string[], whys: Set<string>): Dice {
  const dice = commandDice(state.seed, state.version);
  return {
    roll(expression: string, why?: RollWhy): Rolled {
      if (why?.what) whys.add(why.what);
      if (!why?.what) bad.push(`${expression} has no label`);
      else if (why.by !== undefined && !state.combatants[why.by])
        bad.push(`${expression} (${why.what}) by ${why.by}, who is not in the fight`);
      return dice.roll(expression);
    },
  };
}

/**
 * Plays `commands` menu choices picked at random (GM-free: whatever the rule set offers) and
 * returns the unlabelled rolls met on the way: every roll a prompt may have to ask says who and why.
 */
function play(rs: RuleSet, c: Combat, commands: number, seed: number, whys: Set<string>): string[] {
  const rng = createRng(seed);
  const bad: string[] = [];
  let state = c.state;
  const start = step(rs, state, { type: 'StartCombat' }, { dice: checked(state, bad, whys) });
  if (!start.ok) throw new Error(start.error.message);
  state = { ...start.value.state, version: state.version + 1 };
  for (let i = 0; i < commands && state.status === 'active'; i++) {
    const actor = state.pending?.reactor ?? state.current;
    if (!actor) break;
    const options = rs.legalActions(state, actor);
    const option = options[rng.int(options.length)];
    const command = option ? option.command : { type: 'EndTurn' };
    const r = step(rs, state, command, { dice: checked(state, bad, whys) });
    if (!r.ok) continue;
    state = { ...r.value.state, version: state.version + 1 };
  }
  return bad;
}

describe('every roll of the three rule sets is labelled (issue 16, dice as they fall)', () => {
  it.each([
    ['l5r4e', l5r4e, () => l5r.combat()],
    ['elan-moxie', elanMoxie, () => em.combat([em.kara, em.ogre, em.goblin])],
    [
      'combat-chaos',
      combatChaos,
      () =>
        cc.combat([
          cc.fighter('akodo', 'lion', 0),
          cc.fighter('bayushi', 'scorpion', 5),
          cc.fighter('doji', 'lion', 5),
        ]),
    ],
  ] as const)('%s: fights played from the menus roll nothing unlabelled', (_, rs, make) => {
    const whys = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) expect(play(rs, make(), 150, seed, whys)).toEqual([]);
    // The fights did roll: initiative, attacks and more.
    expect(whys.has('initiative') && whys.has('attack')).toBe(true);
    expect(whys.size).toBeGreaterThan(3);
  });
});
