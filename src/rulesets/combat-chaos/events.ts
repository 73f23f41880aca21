/**
 * The events of combat-chaos and their data (plain JSON; every roll is stored in the event that
 * used it, so that a replay never rolls). Kernel events the rule set emits: Moved, ReactionOffered,
 * ReactionTaken.
 */
import type { CombatantId, CombatState, GameEvent, Position, Rolled } from '../../engine/index.js';
import { gameOf, type Offer, type Provocation } from './state.js';

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

// ---------------------------------------------------------------------------------------------
// Advantage and disadvantage (the attack/ folder rolls them; every roll's event names them).

export type Mode = 'normal' | 'advantage' | 'disadvantage';

export interface ModeSources {
  readonly advantage?: readonly string[];
  readonly disadvantage?: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Opposed rolls (maneuvers/contest.ts rolls them).

/** One side of a contest, rolled: every roll is stored in its event (a replay never rolls). */
export interface RolledSide {
  readonly id: CombatantId;
  readonly with: string;
  readonly bonus: number;
  readonly mode: Mode;
  readonly advantage: readonly string[];
  readonly disadvantage: readonly string[];
  readonly roll: Rolled;
  /** The kept d20. */
  readonly natural: number;
  readonly total: number;
  /** An attack roll decided by its natural alone (Combat Chaos, a natural 20). */
  readonly always?: 'hit' | 'miss';
}

/** An opposed roll: the one who acts (`attacker`) against the one who resists (`defender`). */
export interface ContestData {
  readonly attacker: RolledSide;
  readonly defender: RolledSide;
  /** The attacker's total beats the defender's (a tie goes to the defender). */
  readonly win: boolean;
}

/** A melee attack roll against defense (Trip's other form): no damage is rolled. */
export interface AttackRollData {
  readonly id: CombatantId;
  readonly weapon: string;
  readonly bonus: number;
  readonly mode: Mode;
  readonly advantage: readonly string[];
  readonly disadvantage: readonly string[];
  readonly roll: Rolled;
  readonly natural: number;
  readonly total: number;
  readonly defense: number;
  readonly verdict: Verdict;
  readonly hit: boolean;
}

// ---------------------------------------------------------------------------------------------
// Reactions (reactions/).

/** ReactionUnavailable: an attack of opportunity the rules provoke that the reactor cannot make. */
export type ReactionUnavailableData = {
  readonly id: CombatantId;
  readonly provoker: CombatantId;
  readonly cause: Provocation;
  readonly reason: string;
};

/** ReactionPassed: a reactor's standing choice 'never' let an offered reaction pass. */
export type ReactionPassedData = {
  readonly id: CombatantId;
  readonly trigger: string;
  readonly provoker: CombatantId;
  readonly cause: string;
};

/** KippedUp: back on one's feet, no roll, no attack of opportunity (seed 002 Kipup). */
export type KippedUpData = {
  readonly actor: CombatantId;
  readonly uses: 'bonus' | 'reaction';
};

// ---------------------------------------------------------------------------------------------
// The maneuvers (maneuvers/; plain JSON, every roll is stored in its event).

/** The maneuvers that take the action and roll. */
export type Maneuver = 'grapple' | 'disarm' | 'push' | 'trip';

/** Grapple { target }: an opposed athletics roll, at disadvantage against an armed target. */
export type GrappleAttemptedData = {
  readonly actor: CombatantId;
  readonly target: CombatantId;
  readonly uses: 'action';
  /** The target holds a weapon (not unarmed, not dropped): disadvantage, and it provokes. */
  readonly armed: boolean;
  readonly contest: ContestData;
  readonly win: boolean;
  /** Whose answer to the attack of opportunity the grapple waits for (null: it lands now). */
  readonly awaits: CombatantId | null;
};

/** Disarm { target, weapon?, targetWeapon? }: opposed melee attack rolls, the attacker's at disadvantage. */
export type DisarmAttemptedData = {
  readonly actor: CombatantId;
  readonly target: CombatantId;
  readonly uses: 'action';
  readonly weapon: string;
  readonly targetWeapon: string;
  readonly contest: ContestData;
  readonly win: boolean;
  readonly awaits: CombatantId | null;
};

/** Push { target, distance? }: an opposed athletics roll; the target is shoved straight away. */
export type PushAttemptedData = {
  readonly actor: CombatantId;
  readonly target: CombatantId;
  readonly uses: 'action';
  readonly armed: boolean;
  readonly contest: ContestData;
  readonly win: boolean;
  /** The target's place before, and after a win. */
  readonly from: Position;
  readonly to: Position;
  /** How far the target is shoved on a win (0 on a loss). */
  readonly distance: number;
};

/** Trip { target, how?, weapon? }: an opposed test or a melee attack roll against defense. */
export type TripAttemptedData = {
  readonly actor: CombatantId;
  readonly target: CombatantId;
  readonly uses: 'action';
  readonly how: 'athletics' | 'acrobatics' | 'attack';
  /** The opposed test (null for the attack roll). */
  readonly contest: ContestData | null;
  /** The melee attack roll (null for the opposed test). */
  readonly attack: AttackRollData | null;
  readonly win: boolean;
  readonly awaits: CombatantId | null;
};

/** The attack of opportunity a maneuver provoked (taken at once) dropped the one making it. */
export type ManeuverFoiledData = {
  readonly actor: CombatantId;
  readonly target: CombatantId;
  readonly maneuver: Maneuver;
  readonly uses: 'action';
};

/** Escape { how? }: the grappled against the grappler's athletics. */
export type EscapeAttemptedData = {
  readonly actor: CombatantId;
  readonly grappler: CombatantId;
  readonly uses: 'action';
  readonly contest: ContestData;
  readonly win: boolean;
};

/** Constrict { target, as? }: unarmed die + 2 × MIGHT, less soak, to a grappled opponent. */
export type ConstrictedData = {
  readonly actor: CombatantId;
  readonly target: CombatantId;
  readonly uses: 'action' | 'bonus';
  readonly round: number;
  readonly damage: Rolled;
  readonly soak: number;
  readonly dealt: number;
  readonly health: number;
};

/** Stand: up from prone, for half the move (`move`: the fraction of the move left after it). */
export type StoodUpData = {
  readonly actor: CombatantId;
  readonly cost: number;
  readonly move: number;
};

/** Release { target? }: the grappler lets go (free). */
export type GrappleEndedData = {
  readonly grappler: CombatantId;
  readonly grappled: CombatantId;
  readonly reason: 'released';
};

/** PickUp { weapon }: a dropped weapon back in hand, for the move. */
export type WeaponPickedUpData = {
  readonly actor: CombatantId;
  readonly weapon: string;
};

/** A maneuver rolled and won whose effect waits for its target's answer to the attack of opportunity. */
export type Deferred =
  | { readonly type: 'GrappleAttempted'; readonly data: GrappleAttemptedData }
  | { readonly type: 'DisarmAttempted'; readonly data: DisarmAttemptedData }
  | { readonly type: 'TripAttempted'; readonly data: TripAttemptedData };

/** `game.deferred` (typed `unknown` in state.ts: the type lives here, out of an import cycle). */
export const deferredOf = (s: CombatState): Deferred | null =>
  (gameOf(s).deferred as Deferred | null | undefined) ?? null;
