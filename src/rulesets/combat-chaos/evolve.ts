/**
 * The rule set's evolve: every event, the kernel's too, after the kernel applied its part. Updates
 * are immutable and copy as little as they can: at most one new `combatants` record per event (the
 * simulator folds thousands of fights a second).
 */
import {
  copyCombatant,
  copyState,
  type Combatant,
  type CombatState,
  enqueue,
  type GameEvent,
} from '../../engine/index.js';
import type {
  AmbushRolledData,
  AttackMadeData,
  HealthAdjustedData,
  MovedData,
  ReactionsQueuedData,
  SurpriseDeclaredData,
} from './events.js';
import { promote } from './reactions/index.js';
import { evolveAttacks } from './maneuvers/index.js';
import { evolveManeuvers } from './maneuvers/index.js';
import { attacksPerAction } from './attack/index.js';
import {
  combatantOf,
  dataOf,
  gameOf,
  sheetOf,
  withBudget,
  withGame,
  type ChaosData,
} from './state.js';

type Changes = Record<string, ChaosData>;

/** A new state with the data of some combatants replaced, in one copy. */
function patch(s: CombatState, changes: Changes): CombatState {
  const combatants = { ...s.combatants };
  for (const id in changes) {
    const c = combatants[id];
    const data = changes[id];
    if (c && data) {
      const n = copyCombatant(c);
      n.data = data;
      combatants[id] = n;
    }
  }
  const next = copyState(s);
  next.combatants = combatants;
  return next;
}

/** The same for one combatant (the common case), optionally marking the turn as used. */
function patch1(s: CombatState, c: Combatant, data: ChaosData, turnUsed = s.turnUsed): CombatState {
  const n = copyCombatant(c);
  n.data = data;
  const next = copyState(s);
  next.turnUsed = turnUsed;
  next.combatants = { ...s.combatants, [c.id]: n };
  return next;
}

/** seed 002: one move, one (standard) action and one bonus action on each of one's turns. */
function startTurn(s: CombatState, id: string): CombatState {
  const c = combatantOf(s, id);
  if (!c) return s;
  const d = dataOf(c);
  const b = d.budget;
  if (b.move === 1 && b.action === 1 && b.bonus === 1 && b.attacks === 0) return s;
  const budget = { move: 1, action: 1, bonus: 1, reaction: b.reaction, attacks: 0 };
  return patch1(s, c, withBudget(d, budget));
}

/** One reaction per round, refreshed as the round starts; surprise lasts the first round only. */
function startRound(s: CombatState, round: number): CombatState {
  let changes: Changes | undefined;
  for (const id in s.combatants) {
    const c = s.combatants[id];
    if (!c) continue;
    const d = dataOf(c);
    const surprised = d.surprised && round < 2;
    if (d.budget.reaction === 1 && surprised === d.surprised) continue;
    changes ??= {};
    changes[id] = {
      health: d.health,
      budget: { ...d.budget, reaction: 1 },
      surprised,
      cond: d.cond,
    };
  }
  return changes ? patch(s, changes) : s;
}

/**
 * A move spends the feet it covers, not the whole move: seed 002 Attack "move up to your speed
 * between attacks" — what is left can be walked after the next attack. `move` is the fraction of
 * a whole move left (a crawl's feet count double); a Charge spent it all already.
 */
export function moveLeft(budgetMove: number, distance: number, feetPerMove: number): number {
  if (feetPerMove <= 0) return 0;
  const left = budgetMove - distance / feetPerMove;
  return left > 1e-6 ? left : 0;
}

function moved(s: CombatState, m: MovedData): CombatState {
  const c = combatantOf(s, m.actor);
  if (!c) return s;
  const d = dataOf(c);
  const speed = sheetOf(c).speed;
  const perMove = d.cond.prone ? speed / 2 : speed;
  const data = withBudget(d, { ...d.budget, move: moveLeft(d.budget.move, m.distance, perMove) });
  // Kernel limitation: its evolve handles Moved before marking the actor's turn as used, so a
  // combatant could Hold after moving and get a fresh move. Mark it here.
  return patch1(s, c, data, s.turnUsed || m.actor === s.current);
}

function spent(c: Combatant, a: AttackMadeData): ChaosData {
  const d = dataOf(c);
  const b = d.budget;
  if (a.uses === 'reaction') return withBudget(d, { ...b, reaction: b.reaction - 1 });
  if (a.uses === 'extra-attack') return withBudget(d, { ...b, attacks: b.attacks - 1 });
  const attacks = attacksPerAction(sheetOf(c)) - 1;
  return withBudget(d, { ...b, action: b.action - 1, attacks });
}

function attacked(s: CombatState, a: AttackMadeData): CombatState {
  const attacker = combatantOf(s, a.actor);
  const target = combatantOf(s, a.target);
  if (!attacker || !target) return s;
  if (a.dealt === 0) return patch1(s, attacker, spent(attacker, a));
  const d = dataOf(target);
  const health = Math.max(0, d.health - a.dealt);
  return patch(s, {
    [a.actor]: spent(attacker, a),
    [a.target]: { health, budget: d.budget, surprised: d.surprised, cond: d.cond },
  });
}

function queued(s: CombatState, q: ReactionsQueuedData): CombatState {
  const queue = enqueue(gameOf(s).queue, q);
  return promote(withGame(s, { ...gameOf(s), queue }));
}

function surprise(s: CombatState, ids: readonly string[]): CombatState {
  const changes: Changes = {};
  for (const id of ids) {
    const c = combatantOf(s, id);
    if (c) changes[id] = { ...dataOf(c), surprised: true };
  }
  return patch(s, changes);
}

function ambushed(s: CombatState, a: AmbushRolledData): CombatState {
  const ambush = { ambushers: a.ambushers, ambushed: a.ambushed, surprised: a.surprised };
  return surprise(withGame(s, { ...gameOf(s), ambush }), a.ids);
}

function adjusted(s: CombatState, h: HealthAdjustedData): CombatState {
  const c = combatantOf(s, h.id);
  return c ? patch1(s, c, { ...dataOf(c), health: h.health }) : s;
}

function removed(s: CombatState, id: unknown): CombatState {
  const queue = gameOf(s).queue.filter((o) => o.reactor !== id && o.data.provoker !== id);
  return promote(withGame(s, { ...gameOf(s), queue }));
}

/** The core's part, then each feature's (issue 6). */
export function evolve(s: CombatState, e: GameEvent): CombatState {
  return evolveManeuvers(evolveAttacks(evolveCore(s, e), e), e);
}

function evolveCore(s: CombatState, e: GameEvent): CombatState {
  const d = e.data;
  switch (e.type) {
    case 'TurnStarted':
      return startTurn(s, d['id'] as string);
    case 'RoundStarted':
      return startRound(s, d['round'] as number);
    case 'Moved':
      return moved(s, d as MovedData);
    case 'AttackMade':
      return attacked(s, d as AttackMadeData);
    case 'ReactionsQueued':
      return queued(s, d as ReactionsQueuedData);
    case 'ReactionTaken':
    case 'ReactionDeclined':
      return promote(s);
    case 'CombatantRemoved':
      return removed(s, d['id']);
    case 'CombatEnded':
      return gameOf(s).queue.length ? withGame(s, { ...gameOf(s), queue: [] }) : s;
    case 'HealthAdjusted':
      return adjusted(s, d as HealthAdjustedData);
    case 'AmbushRolled':
      return ambushed(s, d as AmbushRolledData);
    case 'SurpriseDeclared':
      return surprise(s, (d as SurpriseDeclaredData).ids);
    default:
      return s;
  }
}
