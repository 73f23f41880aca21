/**
 * Elan & Moxie (seed 001) as a Fray rule set: a plain object of pure functions the kernel calls.
 * Every sentence of the seed is a rule here or an option (issue 3: the core loop; issue 5:
 * Withdraw, Attacks of Opportunity, cover, Disarm/Grapple/Trip, abilities as data with ranges and
 * areas, Channeled actions). README.md maps every sentence to its code and test.
 */
import { own, type CombatantId, type CombatState, type RuleSet } from '../../engine/index.js';
import { legalActions } from './menu.js';
import { budgetSpent, cannotFree } from './actions/index.js';
import { decide } from './decide.js';
import { describe } from './describe.js';
import { evolve } from './evolve.js';
import { initiative } from './initiative/index.js';
import { lint } from './lint/index.js';
import { odds } from './odds.js';
import { options, readOptions } from './options.js';
import { setupSheet } from './sheet.js';
import { status } from './status.js';
import { dataOf, health, initialGame } from './state.js';
import { sim } from './sim.js';
import { harmAliases, health as hurt } from './wounds/index.js';

export { sheetSchema, type Sheet, type Weapon, type EmData } from './sheet.js';

function wounds(state: CombatState, id: CombatantId): number {
  const c = own(state.combatants, id);
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
    const c = own(state.combatants, id);
    if (!c) return false;
    const d = dataOf(c);
    return d.wounds < 20 && !(d.surprised && state.round === 1);
  },
  /** seed 001: at 15 wounds "the character collapses, unable to continue on". */
  inFight: (state, id) => health(wounds(state, id)) === 'fighting',
  /** Only wounds decide who is in the fight: the events that change them. */
  /** seed 001: "The attacker can end the grapple as a Free action whenever he wishes". */
  anyTime: ['Release'],
  commandAliases: harmAliases,
  outcomeEvents: new Set(['Attacked', 'WoundsAdjusted', 'Healed', 'Rested']),
  /**
   * seed 001: "as many Free actions each round as he desires, within reasonable limit": once no
   * Move or Attack action is left the turn stays open for Free actions, and ends by itself only
   * when none is left either (option freeActionLimit), or at once with option
   * turnEndsWithLastAction. A collapsed character's turn ends once he has spoken his fill.
   */
  autoEndTurn(state, id) {
    const c = own(state.combatants, id);
    if (!c) return true;
    const d = dataOf(c);
    // Asked after every action: the budget first, the options only once it is spent.
    const fighting = health(d.wounds) === 'fighting';
    if (fighting && !budgetSpent(d)) return false;
    const o = readOptions(state.options);
    if (fighting && o.turnEndsWithLastAction) return true;
    return cannotFree(d, o.freeActionLimit) !== undefined;
  },
  legalActions,
  odds,
  lint,
  describe,
  sim,
  status,
  health: hurt,
};
