/**
 * The simulator's named tactics for this rule set (issue 7, "Tactics"): small pure functions over
 * the state (and, when they need it, the legal actions) that a GM recognises.
 */
import type { Tactic } from '../../engine/index.js';

export const TACTICS: Readonly<Record<string, Tactic>> = {};
