/**
 * How grapple events change the state: `state.game.grapples` (state.ts) and the combatants' data.
 * Also reacts to others' events: a member who is Out, dead or removed leaves the grapple, and a
 * grapple with one member left ends (after damage, and at every TurnEnded for damage from any
 * other source); unused Free Raises to Disarm end with their holder's Turn (seed 000: "on their
 * Turn"); grapples end with the combat ("Grapples occur inside a normal combat").
 */
import {
  copyCombatant,
  withCombatant,
  type CombatState,
  type GameEvent,
  type Position,
  own,
} from '../../../engine/index.js';
import { gameOf, withGame, type Game, copyData, dataOf, updateData } from '../state.js';
import { holds, type Grapple } from './state.js';
import { performed, takeWounds } from '../actions/index.js';

type Evolve = (state: CombatState, event: GameEvent) => CombatState;

const setGrapples = (state: CombatState, grapples: readonly Grapple[]): CombatState =>
  withGame(state, (g): Game => ({ duel: g.duel, grapples }));

function grapple(
  id: string,
  members: readonly string[],
  controller: string,
  starter: string,
  weapons: Readonly<Record<string, string>>,
  optionUsed: Grapple['optionUsed'],
): Grapple {
  return { id, members, controller, starter, weapons, optionUsed };
}

/** Replaces one grapple (by id) with `change(g)`, or removes it when `change` returns null. */
function changeGrapple(
  state: CombatState,
  id: string,
  change: (g: Grapple) => Grapple | null,
): CombatState {
  const list = gameOf(state).grapples;
  const out: Grapple[] = [];
  let changed = false;
  for (const g of list) {
    if (g.id !== id) {
      out.push(g);
      continue;
    }
    changed = true;
    const n = change(g);
    if (n) out.push(n);
  }
  return changed ? setGrapples(state, out) : state;
}

/** The grapple without `id`: the controller passes to the member in it longest; null under 2. */
function without(g: Grapple, id: string, controller?: string | null): Grapple | null {
  const members = g.members.filter((m) => m !== id);
  if (members.length < 2) return null;
  const next =
    controller ??
    (g.controller === id || !members.includes(g.controller) ? members[0] : g.controller);
  const weapons: Record<string, string> = {};
  for (const m of members) {
    const w = g.weapons[m];
    if (w !== undefined) weapons[m] = w;
  }
  return grapple(g.id, members, next ?? g.controller, g.starter, weapons, g.optionUsed);
}

/** Takes out the members who are Out, dead or gone; ends grapples left with one member. */
export function prune(state: CombatState): CombatState {
  const list = gameOf(state).grapples;
  if (list.length === 0) return state;
  let changed = false;
  const out: Grapple[] = [];
  for (const g of list) {
    let n: Grapple | null = g;
    for (const m of g.members) if (n && !holds(state, m)) n = without(n, m);
    if (n !== g) changed = true;
    if (n) out.push(n);
  }
  return changed ? setGrapples(state, out) : state;
}

/** Marks the Center bonus used, when the roll used it. */
function centerMark(event: GameEvent) {
  return event.data['center'] === true
    ? (d: ReturnType<typeof dataOf>) => {
        const n = copyData(d);
        n.centerUsed = true;
        return n;
      }
    : undefined;
}

const started: Evolve = (state, event) => {
  const e = event.data;
  const actor = e['actor'] as string;
  const target = e['target'] as string;
  const weapon = e['weapon'] as string | null;
  const g = grapple(
    e['grapple'] as string,
    [actor, target],
    e['controller'] as string,
    actor,
    weapon === null ? {} : { [actor]: weapon },
    null,
  );
  const paid = performed(state, event, centerMark(event));
  return setGrapples(paid, [...gameOf(paid).grapples, g]);
};

const joined: Evolve = (state, event) => {
  const e = event.data;
  const actor = e['actor'] as string;
  const target = e['target'] as string;
  const weapon = e['weapon'] as string | null;
  const paid = performed(state, event, centerMark(event));
  return changeGrapple(paid, e['grapple'] as string, (g) => {
    const members = [...g.members];
    for (const id of [actor, target]) if (!members.includes(id)) members.push(id);
    const weapons = weapon === null ? g.weapons : { ...g.weapons, [actor]: weapon };
    return grapple(g.id, members, e['controller'] as string, g.starter, weapons, g.optionUsed);
  });
};

const missed: Evolve = (state, event) => performed(state, event, centerMark(event));

const used = (state: CombatState, id: string, actor: string): CombatState =>
  changeGrapple(state, id, (g) =>
    grapple(g.id, g.members, g.controller, g.starter, g.weapons, {
      id: actor,
      round: state.round,
    }),
  );

const controlRolled: Evolve = (state, event) => {
  const e = event.data;
  const next = changeGrapple(state, e['grapple'] as string, (g) =>
    grapple(g.id, g.members, e['controller'] as string, g.starter, g.weapons, g.optionUsed),
  );
  const disarm = e['disarm'] as { id: string; from: string } | null;
  if (!disarm) return next;
  return updateData(next, disarm.id, (d) => {
    const n = copyData(d);
    n.disarmFreeRaises = e['freeRaises'] as number;
    return n;
  });
};

const struck: Evolve = (state, event) => {
  const e = event.data;
  const paid = used(performed(state, event), e['grapple'] as string, e['actor'] as string);
  return prune(takeWounds(paid, e['target'] as string, e['wounds'] as number));
};

/** reference §7: the thrown target lands "anywhere within five feet" (the event's `to`). */
function land(state: CombatState, id: string, to: Position): CombatState {
  const c = own(state.combatants, id);
  if (!c || (c.position.x === to.x && c.position.y === to.y)) return state;
  const n = copyCombatant(c);
  n.position = { x: to.x, y: to.y };
  return withCombatant(state, n);
}

const thrown: Evolve = (state, event) => {
  const e = event.data;
  const actor = e['actor'] as string;
  const target = e['target'] as string;
  const paid = land(
    used(performed(state, event), e['grapple'] as string, actor),
    target,
    e['to'] as Position,
  );
  return changeGrapple(paid, e['grapple'] as string, (g) => without(g, target));
};

const broken: Evolve = (state, event) => {
  const e = event.data;
  const paid = performed(state, event);
  return changeGrapple(paid, e['grapple'] as string, (g) =>
    without(g, e['actor'] as string, e['controller'] as string | null),
  );
};

const passed: Evolve = (state, event) =>
  used(performed(state, event), event.data['grapple'] as string, event.data['actor'] as string);

const ended: Evolve = (state, event) =>
  changeGrapple(state, event.data['grapple'] as string, () => null);

/** seed 000: the Free Raises to Disarm are "on their Turn": unused ones end with it. */
const turnEnded: Evolve = (state, event) => {
  const id = event.data['id'] as string;
  const c = own(state.combatants, id);
  const next =
    c && dataOf(c).disarmFreeRaises > 0
      ? updateData(state, id, (d) => {
          const n = copyData(d);
          n.disarmFreeRaises = 0;
          return n;
        })
      : state;
  return prune(next);
};

const combatEnded: Evolve = (state) =>
  gameOf(state).grapples.length > 0 ? setGrapples(state, []) : state;

const pruneOnly: Evolve = (state) => prune(state);

export const grappleEvolve: Readonly<Record<string, Evolve>> = {
  GrappleStarted: started,
  GrappleJoined: joined,
  GrappleMissed: missed,
  GrappleControlRolled: controlRolled,
  GrappleStruck: struck,
  GrappleThrown: thrown,
  GrappleBroken: broken,
  GrapplePassed: passed,
  GrappleEnded: ended,
  TurnEnded: turnEnded,
  CombatEnded: combatEnded,
  AttackHit: pruneOnly,
  WoundsAdjusted: pruneOnly,
  CombatantRemoved: pruneOnly,
};
