/**
 * Elan & Moxie (seed 001) as a Fray rule set: a plain object of pure functions the kernel calls.
 * Issue 3 is the core loop: initiative, the action budget, moving, attacking (hit, extra damage,
 * soak, wounds), collapse and death, surprise, healing by rest. README.md maps every sentence of
 * the seed to its code and test, or to issue 5.
 */
import type { CombatantId, CombatState, RuleSet } from '../../engine/index.js';
import { legalActions } from './actions.js';
import { budgetSpent, cannotFree } from './budget.js';
import { decide } from './decide/index.js';
import { describe } from './describe.js';
import { evolve } from './evolve.js';
import { initiative } from './initiative.js';
import { odds } from './odds.js';
import { options, readOptions } from './options.js';
import { setupSheet } from './sheet.js';
import { status } from './status.js';
import { dataOf } from './state.js';
import { health } from './wounds.js';
import { initialGame } from './game.js';

export { sheetSchema, type Sheet, type Weapon, type EmData } from './sheet.js';

function wounds(state: CombatState, id: CombatantId): number {
  const c = state.combatants[id];
  return c ? dataOf(c).wounds : Infinity;
}

export const elanMoxie: RuleSet = {
  id: 'elan-moxie',
  title: 'Elan & Moxie',
  unit: 'm',
  delay: 'within-round',
  options,
  setup: (sheet) => setupSheet(sheet),
  initialGame,
  decide,
  evolve,
  initiative,
  /** The dead take no turns; the surprised lose round 1; the collapsed keep theirs, to speak. */
  canAct(state, id) {
    const c = state.combatants[id];
    if (!c) return false;
    const d = dataOf(c);
    return d.wounds < 20 && !(d.surprised && state.round === 1);
  },
  /** seed 001: at 15 wounds "the character collapses, unable to continue on". */
  inFight: (state, id) => health(wounds(state, id)) === 'fighting',
  /** The turn ends once no Move or Attack action is left; a collapsed one, once he has spoken his fill. */
  autoEndTurn(state, id) {
    const c = state.combatants[id];
    if (!c) return true;
    const d = dataOf(c);
    if (health(d.wounds) !== 'fighting')
      return cannotFree(d, readOptions(state.options).freeActionLimit) !== undefined;
    return budgetSpent(d);
  },
  legalActions,
  odds,
  describe,
  status,
};
