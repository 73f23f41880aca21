/**
 * Attack math, seed 002 "Attacks & Damage": "roll a d20 and add the weapons calculated hit bonus.
 * If the resulting number meets or exceeds a targets defense, roll the damage die and add any
 * calculated bonuses. Deduct the targets soak value from this damage if applicable. The target then
 * sustains any remaining damage to its health pool."
 */
import type { Combatant, CombatState, Dice } from '../../../engine/index.js';
import type { AttackMadeData, AttackUse, Verdict } from '../events.js';
import { combatChaosOn, criticalDamage, type CriticalDamage } from '../options.js';
import { d20Plus, doubledDice } from './notation.js';
import { attackSources, d20PlusIn, mergeSources, modeOf, type ModeSources } from './advantage.js';
import type { Sheet, Weapon } from '../sheet.js';
import { dataOf, sheetOf, type Provocation } from '../state.js';

/**
 * seed 002 "Combat Chaos. Attack rolls of 1-2 always miss, and attack rolls of 19-20 always hit."
 * and "A natural 20 on an attack roll is always a critical hit" (so it hits with the option off).
 */
export function judge(natural: number, total: number, defense: number, chaos: boolean): Verdict {
  if (chaos && natural <= 2) return 'chaos-miss';
  if (natural === 20) return chaos ? 'chaos-hit' : 'critical';
  if (chaos && natural >= 19) return 'chaos-hit';
  return total >= defense ? 'meets-defense' : 'below-defense';
}

export const isHit = (v: Verdict): boolean => v !== 'chaos-miss' && v !== 'below-defense';

/**
 * Damage sustained: the roll (doubled on a critical hit, option `criticalDamage`) less soak, never
 * below 0 (seed 002 "sustains any remaining damage").
 */
export function dealtDamage(
  raw: number,
  soak: number,
  critical: boolean,
  mode: CriticalDamage,
): number {
  // "double-dice": the critical's dice were rolled twice as many already (doubledDice).
  if (!critical || mode === 'double-dice') return Math.max(0, raw - soak);
  return mode === 'double-roll' ? Math.max(0, 2 * raw - soak) : 2 * Math.max(0, raw - soak);
}

/**
 * seed 002 (Attack): "If you have the extra attack ability you attack twice. If you are a warrior of
 * 15th level or higher you attack three times."
 */
export function attacksPerAction(sheet: Sheet): number {
  if (sheet.class.toLowerCase() === 'warrior' && sheet.level >= 15) return 3;
  return sheet.extraAttack ? 2 : 1;
}

export interface Strike {
  readonly attacker: Combatant;
  readonly target: Combatant;
  readonly weapon: Weapon;
  readonly uses: AttackUse;
  readonly provocation: Provocation | null;
  /**
   * Advantage and disadvantage the maneuver itself brings (Disarm and Trip: "made at
   * disadvantage"), named, on top of those of the situation (advantage.ts `attackSources`).
   */
  readonly extra?: ModeSources;
  /** Damage added to the damage roll (Charge: +2, +4 with a polearm). */
  readonly bonusDamage?: number;
  /** A hit is a critical hit (Brace: "this attack is always considered a critical hit"). */
  readonly alwaysCritical?: boolean;
}

/**
 * Rolls one attack (and its damage when it hits): d20 in the mode of its sources (the situation's,
 * `attackSources`, and the maneuver's own, `extra`) + the hit bonus; the natural is the kept die.
 */
export function resolveAttack(state: CombatState, strike: Strike, dice: Dice): AttackMadeData {
  const { attacker, target, weapon } = strike;
  const sheet = sheetOf(target);
  const situation = attackSources(state, attacker, target, weapon);
  const sources = strike.extra ? mergeSources(situation, strike.extra) : situation;
  const mode = modeOf(sources);
  const roll = dice.roll(
    mode === 'normal' ? d20Plus(weapon.hitBonus) : d20PlusIn(mode, weapon.hitBonus),
    { by: attacker.id, what: 'attack' },
  );
  const natural = roll.total - weapon.hitBonus;
  const verdict = judge(natural, roll.total, sheet.defense, combatChaosOn(state.options));
  const hit = isHit(verdict);
  const health = dataOf(target).health;
  // seed 002: "A natural 20 on an attack roll is always a critical hit and deals double damage."
  // Brace: "If it succeeds, this attack is always considered a critical hit."
  const critical = hit && (natural === 20 || strike.alwaysCritical === true);
  const bonusDamage = strike.bonusDamage ?? 0;
  const crit = criticalDamage(state.options);
  const expression =
    critical && crit === 'double-dice' ? doubledDice(weapon.damage) : weapon.damage;
  const damage = hit ? dice.roll(expression, { by: attacker.id, what: 'damage' }) : null;
  const dealt = damage ? dealtDamage(damage.total + bonusDamage, sheet.soak, critical, crit) : 0;
  return {
    actor: attacker.id,
    target: target.id,
    weapon: weapon.name,
    uses: strike.uses,
    provocation: strike.provocation,
    mode,
    advantage: sources.advantage ?? [],
    disadvantage: sources.disadvantage ?? [],
    roll,
    natural,
    defense: sheet.defense,
    hit,
    verdict,
    critical,
    alwaysCritical: strike.alwaysCritical === true,
    damage,
    bonusDamage,
    soak: sheet.soak,
    dealt,
    health: Math.max(0, health - dealt),
  };
}
