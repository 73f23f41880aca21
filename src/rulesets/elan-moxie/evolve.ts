/**
 * The rule set's `evolve`: its part of every event (the kernel has applied its own already).
 * Touches only the combatants an event is about; kernel events it does not care about pass through
 * untouched, so the simulator's fold stays cheap. The event types are in events.ts.
 */
import {
  copyCombatant,
  copyState,
  enqueue,
  withCombatant,
  nextOffer,
  type Combatant,
  type CombatState,
  type GameEvent,
  type Position,
} from '../../engine/index.js';
import { spent } from './actions/index.js';
import type {
  AbilityUsedData,
  AttackedData,
  ChannelingEndedData,
  GrappleContestedData,
  ReactionsQueuedData,
  SpecialAttackedData,
} from './events.js';
import type { EmGame, Grapple, Offer } from './state.js';
import type { EmData } from './sheet.js';
import { copyData, dataOf, gameOf, patchData, withGame, withPosition } from './state.js';
import { addWounds } from './wounds/index.js';
import { health } from './state.js';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

function woundsBy(state: CombatState, id: string, delta: number): CombatState {
  const c = state.combatants[id];
  if (!c) return state;
  return patchData(state, id, { wounds: addWounds(dataOf(c).wounds, delta) });
}

function patchBy(state: CombatState, id: string, f: (d: EmData) => Partial<EmData>): CombatState {
  const c = state.combatants[id];
  return c ? patchData(state, id, f(dataOf(c))) : state;
}

function withGrapples(state: CombatState, grapples: readonly Grapple[]): CombatState {
  return withGame(state, { ...gameOf(state), grapples });
}

const without = (state: CombatState, a: string, b: string): readonly Grapple[] =>
  gameOf(state).grapples.filter((g) => !(g.attacker === a && g.defender === b));

/**
 * Makes the next waiting attack of opportunity pending once nothing is (the kernel's
 * DeclineReaction never reaches the rule set, so the queue moves on here). An offer whose reactor
 * or provoker is no longer fighting is dropped.
 */
function promote(s: CombatState): CombatState {
  const queue = gameOf(s).queue;
  if (s.pending !== null || queue.length === 0) return s;
  const valid = (o: Offer): boolean => {
    const r = s.combatants[o.reactor];
    const p = s.combatants[o.data.provoker];
    return (
      s.status === 'active' &&
      r !== undefined &&
      p !== undefined &&
      health(dataOf(r).wounds) === 'fighting' &&
      health(dataOf(p).wounds) === 'fighting'
    );
  };
  const { next, rest } = nextOffer(queue, valid);
  const game: EmGame = { ...gameOf(s), queue: rest };
  const out = withGame(s, game);
  if (next) (out as { pending: unknown }).pending = next;
  return out;
}

/** An attack's hit on the target: wounds, and where he falls when an Attack of Opportunity stops him. */
/** The attacker with his Attack action spent (no closure: this is the hottest copy of the fold). */
function withAttackSpent(c: Combatant): Combatant {
  const data = copyData(dataOf(c));
  data.attacks += 1;
  const n = copyCombatant(c);
  n.data = data;
  return n;
}

function withWounds(c: Combatant, wounds: number): Combatant {
  const data = copyData(dataOf(c));
  data.wounds = wounds;
  const n = copyCombatant(c);
  n.data = data;
  return n;
}

/**
 * Stores `c` as `id` in a combatants map just cloned. A plain store would set the prototype for the
 * id `__proto__` (a valid id): that one is defined as an own property, as a literal would.
 */
function put(all: Record<string, Combatant>, id: string, c: Combatant): void {
  if (id !== '__proto__') all[id] = c;
  else
    Object.defineProperty(all, id, {
      value: c,
      enumerable: true,
      writable: true,
      configurable: true,
    });
}

function struck(state: CombatState, d: AttackedData): CombatState {
  // One new state for both the attacker's budget and the target's wounds (the hot path).
  const a = state.combatants[d.actor];
  if (!a) return state;
  const t = state.combatants[d.target];
  const wounds = d.wounds ?? 0;
  const hurt = t !== undefined && wounds > 0 && t.id !== a.id;
  const own = d.uses === undefined;
  if (!own && !hurt) return state;
  // Cloned, then stored into: a computed key in the literal costs twice as much (engine/copy.ts).
  const combatants: Record<string, Combatant> = { ...state.combatants };
  if (own) put(combatants, a.id, withAttackSpent(a));
  if (hurt) {
    const after = addWounds(dataOf(t).wounds, wounds);
    const n = withWounds(t, after);
    put(combatants, t.id, d.at && health(after) !== 'fighting' ? withPosition(n, d.at) : n);
  }
  const next = copyState(state);
  next.combatants = combatants;
  return next;
}

function special(state: CombatState, d: SpecialAttackedData): CombatState {
  let s = d.uses === undefined ? patchBy(state, d.actor, (x) => spent(x, 'attack')) : state;
  const stop = (st: CombatState): CombatState => {
    const t = st.combatants[d.target];
    if (!d.at || !t) return st;
    return withCombatant(st, withPosition(t, d.at));
  };
  switch (d.result) {
    case 'disarmed':
      return patchBy(s, d.target, (x) => ({ dropped: [...x.dropped, str(d.targetWeapon)] }));
    case 'tripped':
      return stop(patchBy(s, d.target, () => ({ prone: true })));
    case 'pinned':
      s = withGrapples(s, [...gameOf(s).grapples, { attacker: d.actor, defender: d.target }]);
      return stop(s);
    default:
      return s;
  }
}

function contested(state: CombatState, d: GrappleContestedData): CombatState {
  const s = patchBy(state, d.actor, (x) => spent(x, d.action));
  if (d.result === 'held') return s;
  const rest = without(s, d.opponent, d.actor);
  return withGrapples(
    s,
    d.result === 'reversed' ? [...rest, { attacker: d.actor, defender: d.opponent }] : rest,
  );
}

function abilityUsed(state: CombatState, d: AbilityUsedData): CombatState {
  return patchBy(state, d.actor, (x) => {
    const budget = spent(x, d.action);
    if (!d.channeled) return budget;
    const channel = { ability: d.ability, targets: d.targets, since: state.round };
    return { ...budget, channeling: [...x.channeling, channel] };
  });
}

function channelEnded(state: CombatState, d: ChannelingEndedData): CombatState {
  return patchBy(state, d.id, (x) => ({
    channeling: x.channeling.filter((ch) => !d.abilities.includes(ch.ability)),
  }));
}

function moved(state: CombatState, d: GameEvent['data']): CombatState {
  const action = d['action'];
  if (action !== 'move' && action !== 'withdraw') return state;
  const c = state.combatants[str(d['actor'])];
  if (!c) return state;
  const data = copyData(dataOf(c));
  if (action === 'move') data.moves += 1;
  else data.full = true;
  const n = copyCombatant(c);
  n.data = data;
  return withCombatant(state, n);
}

export function evolve(state: CombatState, event: GameEvent): CombatState {
  const d = event.data;
  switch (event.type) {
    // The kernel's commonest events, which change nothing here: first, not after every case.
    case 'TurnEnded':
    case 'RoundStarted':
    case 'RoundEnded':
      return state;
    case 'TurnStarted': {
      // A fresh action budget each turn (seed 001: "... each round").
      const id = str(d['id']);
      const c = state.combatants[id];
      if (!c) return state;
      const data = dataOf(c);
      if (data.moves === 0 && data.attacks === 0 && !data.full && data.free === 0) return state;
      const fresh = copyData(data);
      fresh.moves = 0;
      fresh.attacks = 0;
      fresh.full = false;
      fresh.free = 0;
      const n = copyCombatant(c);
      n.data = fresh;
      return withCombatant(state, n);
    }
    case 'Moved':
      return moved(state, d);
    case 'Attacked':
      return struck(state, d as AttackedData);
    case 'SpecialAttacked':
      return special(state, d as SpecialAttackedData);
    case 'GrappleContested':
      return contested(state, d as GrappleContestedData);
    case 'GrappleReleased': {
      const s =
        d['outOfTurn'] === true ? state : patchBy(state, str(d['actor']), (x) => spent(x, 'free'));
      return withGrapples(s, without(s, str(d['actor']), str(d['defender'])));
    }
    case 'GrappleEnded':
      return withGrapples(state, without(state, str(d['attacker']), str(d['defender'])));
    case 'StoodUp':
      return patchBy(state, str(d['actor']), (x) => ({ ...spent(x, 'move'), prone: false }));
    case 'PickedUp':
      return patchBy(state, str(d['actor']), (x) => ({
        ...spent(x, 'move'),
        dropped: x.dropped.filter((w) => w !== d['weapon']),
      }));
    case 'KnockedProne': {
      const s = patchBy(state, str(d['id']), () => ({ prone: true }));
      const t = s.combatants[str(d['id'])];
      if (!t || !d['at']) return s;
      return withCombatant(s, withPosition(t, d['at'] as Position));
    }
    case 'AbilityUsed':
      return abilityUsed(state, d as AbilityUsedData);
    case 'Healed':
      return woundsBy(state, str(d['id']), -num(d['healed']));
    case 'ChannelingEnded':
      return channelEnded(state, d as ChannelingEndedData);
    case 'FreeActionTaken':
      return patchBy(state, str(d['actor']), (x) => spent(x, 'free'));
    case 'ReactionsQueued':
      return promote(
        withGame(state, {
          ...gameOf(state),
          queue: enqueue(gameOf(state).queue, d as ReactionsQueuedData),
        }),
      );
    case 'ReactionTaken':
    case 'ReactionDeclined':
      return promote(state);
    case 'CombatEnded':
      return gameOf(state).queue.length ? withGame(state, { ...gameOf(state), queue: [] }) : state;
    case 'CombatantRemoved': {
      const id = d['id'];
      const g = gameOf(state);
      const queue = g.queue.filter((o) => o.reactor !== id && o.data.provoker !== id);
      const grapples = g.grapples.filter((x) => x.attacker !== id && x.defender !== id);
      return promote(withGame(state, { queue, grapples }));
    }
    case 'WoundsAdjusted':
      return woundsBy(state, str(d['id']), num(d['wounds']));
    case 'Rested':
      return woundsBy(state, str(d['id']), -num(d['healed']));
    case 'SurpriseDeclared': {
      let next = state;
      for (const id of d['ids'] as readonly string[])
        next = patchData(next, id, { surprised: true });
      return next;
    }
    default:
      return state;
  }
}
