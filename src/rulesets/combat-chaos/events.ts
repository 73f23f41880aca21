/**
 * The events of combat-chaos and their data (plain JSON; every roll is stored in the event that
 * used it, so that a replay never rolls). Kernel events the rule set emits: Moved, ReactionOffered,
 * ReactionTaken.
 */
import type { CombatantId, GameEvent, Position, Rolled } from '../../engine/index.js';
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
  readonly roll: Rolled;
  readonly natural: number;
  readonly defense: number;
  readonly hit: boolean;
  readonly verdict: Verdict;
  readonly critical: boolean;
  /** The damage roll, when the attack hit. */
  readonly damage: Rolled | null;
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

export const event = (type: string, data: Readonly<Record<string, unknown>>): GameEvent => ({
  type,
  data,
});
