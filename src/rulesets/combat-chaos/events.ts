/**
 * The events of combat-chaos and their data (plain JSON; every roll is stored in the event that
 * used it, so that a replay never rolls). Kernel events the rule set emits: Moved, ReactionOffered,
 * ReactionTaken.
 */
import type { CombatantId, GameEvent, Position, Rolled } from '../../engine/index.js';
import type { Mode } from './advantage.js';
import type { Offer, Provocation } from './state.js';

/** What an attack spent: the action (first attack), a further attack of it, or a reaction. */
export type AttackUse = 'action' | 'extra-attack' | 'reaction';

/**
 * Why the attack hit or missed: a natural 1–2 or 19–20 (Combat Chaos), a natural 20 (always a
 * critical hit), or the total against the defense.
 */
export type Verdict = 'chaos-miss' | 'chaos-hit' | 'critical' | 'meets-defense' | 'below-defense';

export type AttackMadeData = {
  readonly actor: CombatantId;
  readonly target: CombatantId;
  readonly weapon: string;
  readonly uses: AttackUse;
  /** For an attack of opportunity: what provoked it. */
  readonly provocation: Provocation | null;
  /** The roll's mode: advantage rolls 2d20 and keeps the higher, disadvantage the lower. */
  readonly mode: Mode;
  /** The named sources of advantage and of disadvantage (any of each cancel). */
  readonly advantage: readonly string[];
  readonly disadvantage: readonly string[];
  readonly roll: Rolled;
  readonly natural: number;
  readonly defense: number;
  readonly hit: boolean;
  readonly verdict: Verdict;
  readonly critical: boolean;
  /** A hit is a critical hit whatever the natural (a braced polearm). */
  readonly alwaysCritical: boolean;
  /** The damage roll, when the attack hit. */
  readonly damage: Rolled | null;
  /** Damage added to the roll (a Charge's first attack: +2, +4 with a polearm). */
  readonly bonusDamage: number;
  readonly soak: number;
  /** Damage the target sustains after soak (never below 0). */
  readonly dealt: number;
  /** The target's health after the attack. */
  readonly health: number;
};

export type MovedData = {
  readonly actor: CombatantId;
  readonly id: CombatantId;
  readonly from: Position;
  readonly to: Position;
  readonly distance: number;
};

/** Reactions that wait for the pending one: `front` goes before those already waiting. */
export type ReactionsQueuedData = {
  readonly offers: readonly Offer[];
  readonly at: 'front' | 'back';
};

export type ReactionTakenData = {
  readonly id: CombatantId;
  readonly trigger: string;
  readonly provoker: CombatantId;
};

export type HealthAdjustedData = {
  readonly id: CombatantId;
  readonly delta: number;
  readonly health: number;
};

export type AmbushRoll = {
  readonly id: CombatantId;
  readonly roll: Rolled;
  readonly success: boolean;
};

export type AmbushRolledData = {
  readonly ambushers: string;
  readonly ambushed: string;
  /** The highest alertness among the ambushed. */
  readonly tn: number;
  readonly groupCheck: string;
  readonly rolls: readonly AmbushRoll[];
  readonly surprised: boolean;
  /** The ambushed combatants who are surprised (empty when the ambush failed). */
  readonly ids: readonly CombatantId[];
};

export type SurpriseDeclaredData = { readonly side: string; readonly ids: readonly CombatantId[] };

/**
 * Charge { to }: seed 002 "You move up to double your speed in a straight line." Followed by the
 * kernel's Moved; the Attack action's attacks follow as Attack commands.
 */
export type ChargedData = {
  readonly actor: CombatantId;
  readonly from: Position;
  readonly to: Position;
  readonly distance: number;
  /** The foe charged, when named (only a named foe, or any bracer reached, may brace). */
  readonly target: CombatantId | null;
  readonly weapon: string | null;
  /** The first attack's damage bonus with a weapon that is not a polearm (0 or 2; 4 with one). */
  readonly bonus: number;
};

/** Brace: a bonus action; `weapon` is the polearm set (the longest in hand). */
export type BracedData = {
  readonly actor: CombatantId;
  readonly weapon: string;
  readonly reach: number;
};

/** Defend: attacks on `protect` suffer disadvantage (option defendLasts). */
export type DefendedData = {
  readonly actor: CombatantId;
  readonly protect: CombatantId;
  readonly round: number;
};

/** Support: `ally` has advantage on attacks against `target` for the rest of the round. */
export type SupportedData = {
  readonly actor: CombatantId;
  readonly ally: CombatantId;
  readonly target: CombatantId;
  readonly round: number;
};

/** The result of a spell's saving throw (`check: 'save'`). */
export type SaveVerdict = 'save-failed' | 'saved';

/**
 * CastSpell { spell, target }: an attack roll (`check: 'attack'`: d20 + spellcraft or the spell's
 * own bonus against defense) or the target's saving throw (`check: 'save'`: d20 + save against
 * the DC; `hit` is true when the save fails). One shape for both.
 */
export type SpellCastData = {
  readonly actor: CombatantId;
  readonly target: CombatantId;
  readonly spell: string;
  readonly uses: 'action' | 'bonus';
  readonly check: 'attack' | 'save';
  readonly mode: Mode;
  readonly advantage: readonly string[];
  readonly disadvantage: readonly string[];
  /** The attack roll, or the target's saving throw. */
  readonly roll: Rolled;
  readonly natural: number;
  /** The defense (attack) or the DC (save). */
  readonly against: number;
  /** The spell lands in full: the attack hit, or the save failed. */
  readonly hit: boolean;
  readonly verdict: Verdict | SaveVerdict;
  /** Only a spell with spellcraft as its attack bonus, on a natural 20. */
  readonly critical: boolean;
  readonly damage: Rolled | null;
  /** A successful save halved the damage. */
  readonly halved: boolean;
  /** The soak deducted (0 with option spellSoak off). */
  readonly soak: number;
  readonly dealt: number;
  readonly health: number;
};

export const event = (type: string, data: Readonly<Record<string, unknown>>): GameEvent => ({
  type,
  data,
});
