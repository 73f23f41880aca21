/**
 * combat-chaos (seed 002): a d20 system with move, standard, bonus and reaction actions, Combat
 * Chaos naturals, defense and soak, ambushes and Hold. A plain object of pure functions (README.md).
 */
import type { Combatant, CombatState, RuleSet } from '../../engine/index.js';
import { legalActions } from './menu.js';
import { hasBonusAttack, hasBonusUse, speedNow } from './maneuvers/index.js';
import { decide } from './decide.js';
import { describe } from './describe.js';
import { evolve } from './evolve.js';
import { initiative } from './initiative/index.js';
import { lint } from './lint/index.js';
import { commandOdds } from './odds.js';
import { options } from './options.js';
import { parseSheet } from './sheet.js';
import { status } from './status.js';
import {
  combatantOf,
  canTakeTurn,
  dataOf,
  initialGame,
  isUp,
  NO_BUDGET,
  NO_COND,
  type ChaosData,
} from './state.js';
import { sim } from './sim.js';
import { harmAliases, health } from './health/index.js';

export { sheetSchema, type Sheet, type Weapon } from './sheet.js';
export type { ChaosData, ChaosGame, Budget } from './state.js';

/** A combatant test as a hook; false for an unknown id. */
const is =
  (f: (c: Combatant) => boolean) =>
  (s: CombatState, id: string): boolean => {
    const c = combatantOf(s, id);
    return c !== undefined && f(c);
  };

export const combatChaos: RuleSet = {
  id: 'combat-chaos',
  title: 'Combat Chaos',
  unit: 'ft',
  delay: 'hold',
  commandAliases: harmAliases,
  options,
  setup(sheet) {
    const parsed = parseSheet(sheet);
    if (!parsed.ok) return { ok: false, error: parsed.issues };
    const data: ChaosData = {
      health: parsed.sheet.health,
      budget: NO_BUDGET,
      surprised: false,
      cond: NO_COND,
    };
    return { ok: true, value: { sheet: parsed.sheet, data } };
  },
  initialGame,
  decide,
  evolve,
  initiative,
  // seed 002: "the ambushed party does not act on the first combat round"; at 0 health one is down.
  canAct: is(canTakeTurn),
  inFight: is(isUp),
  /**
   * Nothing but EndTurn left: no action, no attack left of it, no move that can be used (none
   * left, no speed, or held in a grapple with no weapon on the ground to pick up).
   */
  autoEndTurn(s, id) {
    const c = combatantOf(s, id);
    if (!c) return true;
    const d = dataOf(c);
    const b = d.budget;
    return (
      b.action < 1 &&
      b.attacks < 1 &&
      (b.move <= 0 || (speedNow(s, c) <= 0 && d.cond.dropped.length === 0)) &&
      !hasBonusUse(s, c) &&
      !hasBonusAttack(c)
    );
  },
  legalActions,
  odds: commandOdds,
  lint,
  describe,
  sim,
  status,
  health,
};
