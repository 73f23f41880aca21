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
  type Pending,
  type CombatantId,
  type CombatState,
  type GameEvent,
} from '../../../engine/index.js';
import {
  deferredOf,
  type AttackMadeData,
  type ConstrictedData,
  type Deferred,
  type DisarmAttemptedData,
  type EscapeAttemptedData,
  type GrappleAttemptedData,
  type GrappleEndedData,
  type HealthAdjustedData,
  type KippedUpData,
  type ManeuverFoiledData,
  type MovedData,
  type PushAttemptedData,
  type StoodUpData,
  type TripAttemptedData,
  type WeaponPickedUpData,
} from '../events.js';
import { afterKipup, kipupOffer } from '../reactions/index.js';
import {
  combatantOf,
  canKipup,
  canReact,
  dataOf,
  gameOf,
  grappleReach,
  grapplerOf,
  isUp,
  sheetOf,
  withData,
  withGame,
  type ChaosData,
  type Cond,
  type Offer,
} from '../state.js';

// The maneuvers' event data (events.ts) and the readings of their state (state.ts), for their readers.
export {
  deferredOf,
  type ConstrictedData,
  type Deferred,
  type DisarmAttemptedData,
  type EscapeAttemptedData,
  type GrappleAttemptedData,
  type GrappleEndedData,
  type KippedUpData,
  type Maneuver,
  type ManeuverFoiledData,
  type PushAttemptedData,
  type StoodUpData,
  type TripAttemptedData,
  type WeaponPickedUpData,
} from '../events.js';
export {
  HANDS,
  grappleReach,
  grapplerOf,
  grappledBy,
  isArmed,
  speedNow,
  hasBonusAttack,
  hasBonusUse,
} from '../state.js';

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
