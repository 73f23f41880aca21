/**
 * The events of elan-moxie besides the kernel's, and their data (plain JSON; every roll is stored
 * in the event that used it, so that a replay never rolls). evolve.ts folds each of them.
 * Kernel events the rule set emits: Moved (action 'move' | 'withdraw' | 'push'), ConditionAdded,
 * ConditionRemoved, ReactionOffered, ReactionTaken.
 */
import type { CombatantId, GameEvent, Position, Rolled } from '../../engine/index.js';
import type { ActionType } from './sheet.js';
import type { Offer } from './state.js';

export const event = (type: string, data: Readonly<Record<string, unknown>>): GameEvent => ({
  type,
  data,
});

/**
 * `Attacked`: one attack roll (every field always present, `undefined` when it does not apply:
 * one object shape keeps the fold's reads fast) (and soak roll on a hit). Without `uses` it was the actor's Attack
 * action; `opportunity` is a free Attack of Opportunity (no action spent; `at` is where the
 * provoker was, where he falls if it stops him); `ability` is one target of an AbilityUsed (whose
 * event spent the action).
 */
export type AttackedData = {
  readonly actor: CombatantId;
  readonly target: CombatantId;
  /** The weapon's or the ability's name. */
  readonly weapon: string;
  readonly kind: 'strength' | 'moxie';
  readonly damageType: string;
  readonly roll: Rolled;
  readonly defense: number;
  readonly result: 'miss' | 'soaked' | 'wounded' | 'hit';
  readonly uses?: 'opportunity' | 'ability' | undefined;
  readonly at?: Position | undefined;
  /** The cover bonus inside `defense`, when there was cover. */
  readonly cover?: number | undefined;
  readonly extraDamage?: number | undefined;
  readonly soak?: Rolled | undefined;
  readonly damage?: number | undefined;
  /** The wounds the soak roll deals (seed 001's count) ... */
  readonly wounds?: number | undefined;
  /** ... and the target's track before and after them: it stops at 20 (a killing blow records fewer). */
  readonly woundsBefore?: number | undefined;
  readonly woundsAfter?: number | undefined;
};

/** Disarm, Grapple, Trip (seed 001, "attacks ... that aren't intended to deal damage"). */
export type Special = 'disarm' | 'grapple' | 'trip';

/**
 * `SpecialAttacked`: the attack roll and, on a hit, the target's Strength check against `tn`
 * (`check` ≥ tn resists). Result `disarmed` drops `targetWeapon`, `tripped` knocks prone,
 * `pinned` starts a grapple (actor holds target). Spends the Attack action unless `uses` is
 * `opportunity`.
 */
export type SpecialAttackedData = {
  readonly actor: CombatantId;
  readonly target: CombatantId;
  readonly special: Special;
  /** The weapon of a Disarm; Grapple and Trip are Agility-based attacks without one. */
  readonly weapon?: string;
  readonly roll: Rolled;
  readonly defense: number;
  readonly result: 'miss' | 'resisted' | 'disarmed' | 'tripped' | 'pinned';
  readonly uses?: 'opportunity';
  readonly at?: Position;
  readonly cover?: number;
  readonly extraDamage?: number;
  readonly check?: Rolled;
  readonly tn?: number;
  readonly targetWeapon?: string;
};

/**
 * `GrappleContested`: the pinned defender's Agility (escape) or Strength (reverse) roll against
 * the attacker's Strength roll; he must beat it (a tie leaves the grapple as it is). Spends
 * `action` (option escapeAction).
 */
export type GrappleContestedData = {
  readonly actor: CombatantId;
  readonly opponent: CombatantId;
  readonly how: 'agility' | 'strength';
  readonly roll: Rolled;
  readonly opposed: Rolled;
  readonly result: 'escaped' | 'reversed' | 'held';
  readonly action: ActionType;
};

/** `GrappleReleased`: the grapple's attacker lets go (a Free action). */
export type GrappleReleasedData = {
  readonly actor: CombatantId;
  readonly defender: CombatantId;
  /** Released on someone else's turn ("whenever he wishes"): no Free action of his turn is counted. */
  readonly outOfTurn?: true;
};

/** `GrappleEnded`: a grapple ends without anyone's action (one of them collapsed, was pushed apart, ...). */
export type GrappleEndedData = {
  readonly attacker: CombatantId;
  readonly defender: CombatantId;
  readonly reason: string;
};

/** `StoodUp` (a Move action): no longer prone. `PickedUp` (a Move action): a dropped weapon back in hand. */
export type StoodUpData = {
  readonly actor: CombatantId;
};
export type PickedUpData = {
  readonly actor: CombatantId;
  readonly weapon: string;
};

/**
 * `AbilityUsed`: the user spends `action` (and starts channeling when `channeled`). What it does to
 * each creature follows as its own events: Attacked (uses 'ability'), ConditionAdded, Healed,
 * Moved (push), KnockedProne, ChannelingEnded.
 */
export type AbilityUsedData = {
  readonly actor: CombatantId;
  readonly ability: string;
  readonly action: ActionType;
  readonly channeled: boolean;
  /** Whom it affects (found from positions for an area). */
  readonly targets: readonly CombatantId[];
  /** Where an area was aimed. */
  readonly at?: Position;
};

/** `Healed`: wounds cured by an ability. */
export type HealedData = {
  readonly actor: CombatantId;
  readonly id: CombatantId;
  readonly ability: string;
  readonly healed: number;
  readonly woundsAfter: number;
};

/** `KnockedProne`: by an ability that knocks prone (Trip has its own SpecialAttacked). */
export type KnockedProneData = {
  readonly actor: CombatantId;
  readonly id: CombatantId;
  readonly ability: string;
  /** An Attack of Opportunity: where the provoker was (he falls there). */
  readonly at?: Position;
};

/**
 * `ChannelingEnded`: channeled abilities `id` maintained end (their conditions are removed by
 * ConditionRemoved events beside it). Reasons: 'stopped' (a Free action, StopChanneling),
 * 'disrupted', 'moved', 'prone', 'grappled', 'collapsed', 'dead'.
 */
export type ChannelingEndedData = {
  readonly id: CombatantId;
  readonly abilities: readonly string[];
  readonly reason: string;
  /** Who ended it when it was someone else's doing. */
  readonly by?: CombatantId;
};

/** `ReactionsQueued`: attacks of opportunity waiting for the pending one (engine/reactions.ts). */
export type ReactionsQueuedData = {
  readonly offers: readonly Offer[];
  readonly at: 'front' | 'back';
};

/**
 * `MoveStopped`: an Attack of Opportunity collapsed or killed the provoker, or knocked him prone,
 * so his move ended where he was struck (`at`): `moved` of the `planned` metres (log only).
 */
export type MoveStoppedData = {
  readonly id: CombatantId;
  readonly by: CombatantId;
  readonly at: Position;
  readonly moved: number;
  readonly planned: number;
};

/** `ReactionTaken` data when an Attack of Opportunity is made (the kernel clears `pending`). */
export type ReactionTakenData = {
  readonly id: CombatantId;
  readonly trigger: 'attack-of-opportunity';
  readonly provoker: CombatantId;
};
