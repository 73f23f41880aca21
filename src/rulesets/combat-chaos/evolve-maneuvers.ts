/**
 * The maneuvers' part of the fold (seed 002, Maneuvers: Constrict, Disarm, Grapple, Kipup, Push,
 * Trip; standing up, escaping and releasing a grapple, picking a weapon up), their event data, and
 * the readings of a combatant's maneuver state (`cond`) the other parts use: who holds whom, who is
 * armed, how far one can move now.
 *
 * A maneuver that provokes an attack of opportunity (Disarm, Grapple on an armed target, Trip) is
 * rolled when it is made, but when its target is asked about the attack (standing choice 'ask') it
 * lands only once that reaction is answered, and only if the one who made it is still up
 * (`game.deferred`): "the provocation resolves before the maneuver". An attack taken at once
 * (standing choice 'always') is rolled before the maneuver, in the same command.
 */
import {
  copyCombatant,
  copyState,
  withCombatant,
  withinReach,
  type Combatant,
  type Pending,
  type CombatantId,
  type CombatState,
  type GameEvent,
  type Position,
  type Rolled,
} from '../../engine/index.js';
import { inHand } from './advantage.js';
import type { AttackRollData, ContestData } from './contest.js';
import type { AttackMadeData, HealthAdjustedData, MovedData } from './events.js';
import { afterKipup, canKipup, kipupOffer, type KippedUpData } from './reactions.js';
import { isMissile, isPolearm, isUnarmed } from './sheet.js';
import {
  combatantOf,
  canReact,
  dataOf,
  gameOf,
  isUp,
  sheetOf,
  withData,
  withGame,
  type ChaosData,
  type Cond,
  type Offer,
} from './state.js';

// ---------------------------------------------------------------------------------------------
// Event data (plain JSON; every roll is stored in its event).

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

export type { KippedUpData };

/** A maneuver rolled and won whose effect waits for its target's answer to the attack of opportunity. */
export type Deferred =
  | { readonly type: 'GrappleAttempted'; readonly data: GrappleAttemptedData }
  | { readonly type: 'DisarmAttempted'; readonly data: DisarmAttemptedData }
  | { readonly type: 'TripAttempted'; readonly data: TripAttemptedData };

/** `game.deferred` (typed `unknown` in state.ts: the type lives here, out of an import cycle). */
export const deferredOf = (s: CombatState): Deferred | null =>
  (gameOf(s).deferred as Deferred | null | undefined) ?? null;

// ---------------------------------------------------------------------------------------------
// Readings of the maneuver state.

/** An arm's length: the reach of wrestling, shoving and tripping with one's body. */
export const HANDS = 5;

/** How far one grapples, pushes and trips by a test: 5 ft, or an unarmed/natural weapon's reach. */
export function grappleReach(c: Combatant): number {
  let r = HANDS;
  for (const w of sheetOf(c).weapons) if (isUnarmed(w) && !isMissile(w) && w.reach > r) r = w.reach;
  return r;
}

/**
 * Who holds `c` in a grapple now: the grappler, while both are up and within his reach (seed 002
 * says nothing of how a grapple ends: it ends when either goes down or they are pushed apart).
 */
export function grapplerOf(s: CombatState, c: Combatant): Combatant | undefined {
  const by = dataOf(c).cond.grappledBy;
  if (by === null) return undefined;
  const g = combatantOf(s, by);
  if (!g || !isUp(g) || !isUp(c) || !withinReach(g.position, c.position, grappleReach(g)))
    return undefined;
  return g;
}

/** Those `g` holds in a grapple now. */
export function grappledBy(s: CombatState, g: Combatant): Combatant[] {
  const out: Combatant[] = [];
  for (const id in s.combatants) {
    const c = s.combatants[id];
    if (c && dataOf(c).cond.grappledBy === g.id && grapplerOf(s, c) === g) out.push(c);
  }
  return out;
}

/**
 * "if your target is armed": holds a weapon in hand that is not unarmed or natural (fists, claws);
 * a weapon knocked away by a Disarm is not in hand.
 */
export function isArmed(c: Combatant): boolean {
  for (const w of inHand(c)) if (!isUnarmed(w)) return true;
  return false;
}

/**
 * Feet a whole move covers now: 0 while grappled (seed 002 Grapple: "immobilize them"); half the
 * speed while prone (crawling); the sheet's speed otherwise.
 */
export function speedNow(s: CombatState, c: Combatant): number {
  const cond = dataOf(c).cond;
  const speed = sheetOf(c).speed;
  if (cond.grappledBy !== null && grapplerOf(s, c)) return 0;
  return cond.prone ? speed / 2 : speed;
}

/** A bonus action still worth taking on the attack side: a bonus-action spell, or bracing a polearm. */
export function hasBonusAttack(c: Combatant): boolean {
  const d = dataOf(c);
  if (d.budget.bonus < 1) return false;
  if (sheetOf(c).spells.some((sp) => sp.action === 'bonus')) return true;
  return !d.cond.bracing && inHand(c).some(isPolearm);
}

/** A bonus action is left and has a use: Kipup (prone, acrobatics) or a Constrict not yet made this round. */
export function hasBonusUse(s: CombatState, c: Combatant): boolean {
  const d = dataOf(c);
  if (d.budget.bonus < 1) return false;
  if (canKipup(c)) return true;
  return d.cond.constrictRound !== s.round && grappledBy(s, c).length > 0;
}

// ---------------------------------------------------------------------------------------------
// The fold.

function withCondOf(s: CombatState, id: CombatantId, patch: Partial<Cond>): CombatState {
  const c = combatantOf(s, id);
  if (!c) return s;
  const d = dataOf(c);
  return withData(s, c, { ...d, cond: { ...d.cond, ...patch } });
}

function spend(
  s: CombatState,
  id: CombatantId,
  what: 'action' | 'bonus' | 'reaction',
): CombatState {
  const c = combatantOf(s, id);
  if (!c) return s;
  const d = dataOf(c);
  return withData(s, c, { ...d, budget: { ...d.budget, [what]: d.budget[what] - 1 } });
}

/** Ends every grapple `id` is part of (he went down, or left the fight). */
function endGrapplesOf(s: CombatState, id: CombatantId): CombatState {
  let next = s;
  for (const key in s.combatants) {
    const c = s.combatants[key];
    if (!c) continue;
    const by = dataOf(c).cond.grappledBy;
    if (by !== null && (by === id || c.id === id))
      next = withCondOf(next, c.id, { grappledBy: null });
  }
  return next;
}

/** After `id` moved (or was moved): grapples now beyond the grappler's reach end. */
function pulledApart(s: CombatState, id: CombatantId): CombatState {
  let next = s;
  for (const key in s.combatants) {
    const c = s.combatants[key];
    if (!c) continue;
    const by = dataOf(c).cond.grappledBy;
    if (by === null || (by !== id && c.id !== id)) continue;
    const g = combatantOf(s, by);
    if (!g || !withinReach(g.position, c.position, grappleReach(g)))
      next = withCondOf(next, c.id, { grappledBy: null });
  }
  return next;
}

/** The effect of a maneuver won, once nothing stands in its way. */
function land(s: CombatState, x: Deferred): CombatState {
  const actor = combatantOf(s, x.data.actor);
  const target = combatantOf(s, x.data.target);
  // "if the attack of opportunity drops him, the maneuver fails"
  if (!actor || !target || !isUp(actor) || !isUp(target)) return s;
  switch (x.type) {
    case 'GrappleAttempted':
      return withinReach(actor.position, target.position, grappleReach(actor))
        ? withCondOf(s, target.id, { grappledBy: actor.id })
        : s;
    case 'DisarmAttempted': {
      const dropped = dataOf(target).cond.dropped;
      return dropped.includes(x.data.targetWeapon)
        ? s
        : withCondOf(s, target.id, { dropped: [...dropped, x.data.targetWeapon] });
    }
    case 'TripAttempted':
      return withCondOf(s, target.id, { prone: true });
  }
}

function attempted(s: CombatState, x: Deferred): CombatState {
  const next = spend(s, x.data.actor, 'action');
  if (!x.data.win) return next;
  if (x.data.awaits === null) return land(next, x);
  return withGame(next, { ...gameOf(next), deferred: x });
}

/** The reaction the deferred maneuver waited for is answered: it lands (or fails) now. */
function answered(s: CombatState, id: unknown): CombatState {
  const x = deferredOf(s);
  if (x === null || x.data.awaits !== id) return s;
  const next = land(withGame(s, { ...gameOf(s), deferred: null }), x);
  if (x.type !== 'TripAttempted') return next;
  // Tripped, the reaction still in hand (the attack of opportunity was declined): Kipup is offered.
  const target = combatantOf(next, x.data.target);
  if (!target || !canKipup(target) || !canReact(target) || sheetOf(target).reactions === 'never')
    return next;
  const offer = kipupOffer(target.id, x.data.actor);
  if (next.pending === null) return withPending(next, offer);
  // "right after the trip": before whatever the answer had made pending.
  const queue = [next.pending as Offer, ...gameOf(next).queue];
  return withPending(withGame(next, { ...gameOf(next), queue }), offer);
}

function pushed(s: CombatState, p: PushAttemptedData): CombatState {
  const next = spend(s, p.actor, 'action');
  const c = combatantOf(next, p.target);
  if (!p.win || !c) return next;
  const n = copyCombatant(c);
  n.position = p.to;
  return pulledApart(withCombatant(next, n), p.target);
}

function withPending(s: CombatState, pending: Pending): CombatState {
  const next = copyState(s);
  next.pending = pending;
  return next;
}

function constricted(s: CombatState, k: ConstrictedData): CombatState {
  const next = spend(s, k.actor, k.uses);
  const me = combatantOf(next, k.actor);
  const target = combatantOf(next, k.target);
  if (!me || !target) return next;
  const after = withData(next, me, {
    ...dataOf(me),
    cond: { ...dataOf(me).cond, constrictRound: k.round },
  });
  const t = combatantOf(after, k.target);
  if (!t) return after;
  const hurt = withData(after, t, { ...dataOf(t), health: k.health });
  return k.health === 0 ? endGrapplesOf(hurt, k.target) : hurt;
}

function stoodUp(s: CombatState, u: StoodUpData): CombatState {
  const c = combatantOf(s, u.actor);
  if (!c) return s;
  const d = dataOf(c);
  return withData(s, c, {
    ...d,
    budget: { ...d.budget, move: u.move },
    cond: { ...d.cond, prone: false },
  });
}

function pickedUp(s: CombatState, p: WeaponPickedUpData): CombatState {
  const c = combatantOf(s, p.actor);
  if (!c) return s;
  const d = dataOf(c);
  const data: ChaosData = {
    ...d,
    budget: { ...d.budget, move: 0 },
    cond: { ...d.cond, dropped: d.cond.dropped.filter((w) => w !== p.weapon) },
  };
  return withData(s, c, data);
}

/** A grapple whose grappler is gone or down is cleared as the grappled one's turn starts. */
function turnStarted(s: CombatState, id: unknown): CombatState {
  const c = combatantOf(s, id);
  if (!c || dataOf(c).cond.grappledBy === null || grapplerOf(s, c)) return s;
  return withCondOf(s, c.id, { grappledBy: null });
}

export function evolveManeuvers(s: CombatState, e: GameEvent): CombatState {
  const d = e.data;
  switch (e.type) {
    case 'Moved':
      return pulledApart(s, (d as MovedData).id);
    case 'TokenMoved':
      return pulledApart(s, d['id'] as CombatantId);
    case 'AttackMade': {
      const a = d as AttackMadeData;
      return a.health === 0 && a.dealt > 0 ? endGrapplesOf(s, a.target) : s;
    }
    case 'TurnStarted':
      return turnStarted(s, d['id']);
    case 'ReactionTaken':
    case 'ReactionDeclined':
      return deferredOf(s) === null ? s : answered(s, d['id']);
    case 'GrappleAttempted':
      return attempted(s, { type: e.type, data: d as GrappleAttemptedData });
    case 'DisarmAttempted':
      return attempted(s, { type: e.type, data: d as DisarmAttemptedData });
    case 'TripAttempted':
      return attempted(s, { type: e.type, data: d as TripAttemptedData });
    case 'PushAttempted':
      return pushed(s, d as PushAttemptedData);
    case 'ManeuverFoiled':
      return spend(s, (d as ManeuverFoiledData).actor, 'action');
    case 'EscapeAttempted': {
      const x = d as EscapeAttemptedData;
      const next = spend(s, x.actor, 'action');
      return x.win ? withCondOf(next, x.actor, { grappledBy: null }) : next;
    }
    case 'Constricted':
      return constricted(s, d as ConstrictedData);
    case 'KippedUp': {
      const k = d as KippedUpData;
      const c = combatantOf(s, k.actor);
      return c ? afterKipup(s, c, k.uses) : s;
    }
    case 'StoodUp':
      return stoodUp(s, d as StoodUpData);
    case 'GrappleEnded':
      return withCondOf(s, (d as GrappleEndedData).grappled, { grappledBy: null });
    case 'WeaponPickedUp':
      return pickedUp(s, d as WeaponPickedUpData);
    case 'HealthAdjusted': {
      const h = d as HealthAdjustedData;
      return h.health === 0 ? endGrapplesOf(s, h.id) : s;
    }
    case 'CombatantRemoved': {
      const next = endGrapplesOf(s, d['id'] as CombatantId);
      const x = deferredOf(next);
      return x && (x.data.actor === d['id'] || x.data.target === d['id'])
        ? withGame(next, { ...gameOf(next), deferred: null })
        : next;
    }
    case 'CombatEnded':
      return deferredOf(s) === null ? s : withGame(s, { ...gameOf(s), deferred: null });
    default:
      return s;
  }
}
