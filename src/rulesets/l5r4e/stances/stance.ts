/**
 * Stances (seed 000: "Stances affect what Actions a combatants may take"; reference §3.4): their
 * names are shared data (sheet.ts), because the sheet and the options name them; what each one
 * forbids is checked with the budget (actions/forbids.ts) and what it adds to Armor TN and attack
 * rolls is with the attack's modifiers (attack/modifiers.ts); they sit below the folders that use
 * them, and this file re-exports them. Which Stances conditions allow: stances/limits.ts
 * (reference §11.3). The Full Defense roll is in stances/decide.ts, the Center bonus and the Full
 * Attack +5 ft Move in stances/feature.ts and move/decide.ts.
 */
export { STANCES, STANCE_NAMES, isStance } from '../sheet.js';
export type { ActionKind, Level, Stance } from '../sheet.js';

export { stanceForbids } from '../actions/index.js';
export { stanceArmorTN, stanceAttackDice } from '../attack/index.js';
