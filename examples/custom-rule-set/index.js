// @ts-check
/**
 * Two Sixes, a one-page house system (README.md), as a Fray rule set loaded from outside the
 * package: `fray run|play|sim --rules ./examples/custom-rule-set <encounter>`. This file only
 * assembles the RuleSet from the shared data (sheet, state, events, options), the assemblers
 * (decide, evolve, menu, odds, describe, status, sim) and the rule folders; it imports only 'fray'.
 */
import { hasActed } from './actions/index.js';
import { decide } from './decide.js';
import { describe } from './describe.js';
import { evolve } from './evolve.js';
import { isDown } from './health/index.js';
import { initiative } from './initiative/index.js';
import { legalActions } from './menu.js';
import { odds } from './odds.js';
import { OPTIONS } from './options.js';
import { readSheet } from './sheet.js';
import { sim } from './sim.js';
import { status } from './status.js';

/** @import { RuleSet } from 'fray' */

/** @type {RuleSet} */
export const twoSixes = {
  id: 'two-sixes',
  title: 'Two Sixes (a house system)',
  unit: 'ft',
  options: OPTIONS,
  delay: 'within-round',
  setup(raw) {
    const sheet = readSheet(raw);
    if (!sheet.ok) return sheet;
    return { ok: true, value: { sheet: sheet.value, data: { hp: sheet.value.hp, acted: false } } };
  },
  initialGame: () => ({}),
  decide,
  evolve,
  initiative,
  // Sentence 3: one action, then the turn ends.
  autoEndTurn: hasActed,
  // Sentence 9: down at 0 Hit Points or fewer, out of the fight; only an attack changes that.
  canAct: (state, id) => !isDown(state, id),
  inFight: (state, id) => !isDown(state, id),
  outcomeEvents: new Set(['AttackRolled']),
  legalActions,
  odds,
  status,
  describe,
  sim,
};

export default twoSixes;
