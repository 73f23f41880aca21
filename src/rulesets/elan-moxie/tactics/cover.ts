/**
 * Cover for the skirmisher (issue 7), by seed 001: "hiding behind an object such as a tree,
 * corner, or window gains a +2 bonus to defense from cover", and "characters who have other
 * creatures between them and their attacker also gain a +2 bonus to cover" (never in melee).
 * Against the nearest foe who can shoot him, a combatant looks for a spot within one Move: behind
 * an obstacle of the map (option obstacles: just past a pillar, or beside a wall, on the far side
 * from the shooter) or behind a friend still standing; out of every foe's melee, reached without
 * provoking an Attack of Opportunity, and from where a weapon in hand still reaches a foe.
 */
import {
  distance,
  type Combatant,
  type CombatState,
  type Position,
} from '../../../engine/index.js';
import { movementOf } from '../attack/index.js';
import { canReact, provocation } from '../opportunity/index.js';
import { readOptions } from '../options.js';
import { MELEE_REACH, RANGE_METRES, blocks, standsBetween } from '../ranges/index.js';
import { dataOf, sheetOf } from '../state.js';
import { fighting, foeWithin, weaponReach } from './strike.js';

/** How far past a pillar or a friend (or off a wall) the spot is: about a creature's width. */
const GAP = 1;

/** The nearest fighting foe with a ranged weapon in hand that reaches `c`, out of his melee. */
export function shooterAt(s: CombatState, c: Combatant): Combatant | undefined {
  let best: Combatant | undefined;
  let bestD = Infinity;
  const all = s.combatants;
  for (const key in all) {
    const o = all[key];
    if (!o || o.side === c.side || !fighting(o)) continue;
    const d = distance(o.position, c.position);
    if (d <= MELEE_REACH + 1e-9 || d >= bestD) continue;
    const dropped = dataOf(o).dropped;
    for (const w of sheetOf(o).weapons)
      if (w.range !== 'melee' && d <= RANGE_METRES[w.range] && !dropped.includes(w.name)) {
        best = o;
        bestD = d;
        break;
      }
  }
  return best;
}

/** Whether an obstacle or a standing creature (not `c`) is between `from` and `at`. */
export function covered(s: CombatState, c: Combatant, from: Position, at: Position): boolean {
  const o = readOptions(s.options);
  for (const ob of o.obstacles) if (blocks(ob, from, at)) return true;
  const all = s.combatants;
  for (const key in all) {
    const x = all[key];
    if (!x || x === c || dataOf(x).prone || !fighting(x)) continue;
    if (standsBetween(x.position, from, at, o.creatureRadius)) return true;
  }
  return false;
}

/** `p` pushed `gap` further along the line from `from` through it. */
function behind(p: Position, from: Position, gap: number): Position {
  const d = distance(p, from);
  if (d === 0) return p;
  return { x: p.x + ((p.x - from.x) * gap) / d + 0, y: p.y + ((p.y - from.y) * gap) / d + 0 };
}

function candidates(s: CombatState, c: Combatant, from: Position): Position[] {
  const out: Position[] = [];
  for (const ob of readOptions(s.options).obstacles) {
    if ('radius' in ob) {
      out.push(behind({ x: ob.x, y: ob.y }, from, ob.radius + GAP));
      continue;
    }
    const len = distance(ob.from, ob.to);
    if (len === 0) continue;
    // The wall's normal, turned away from the shooter.
    let nx = -(ob.to.y - ob.from.y) / len;
    let ny = (ob.to.x - ob.from.x) / len;
    for (const t of [0.25, 0.5, 0.75]) {
      const q = {
        x: ob.from.x + (ob.to.x - ob.from.x) * t,
        y: ob.from.y + (ob.to.y - ob.from.y) * t,
      };
      if ((q.x - from.x) * nx + (q.y - from.y) * ny < 0) [nx, ny] = [-nx, -ny];
      out.push({ x: q.x + nx * GAP + 0, y: q.y + ny * GAP + 0 });
    }
  }
  const all = s.combatants;
  for (const key in all) {
    const f = all[key];
    if (f && f !== c && f.side === c.side && fighting(f) && !dataOf(f).prone)
      out.push(behind(f.position, from, GAP));
  }
  return out;
}

/** Whether `c` can get to `p` with one Move: in reach, out of every foe's melee, provoking no one. */
function reachable(s: CombatState, c: Combatant, p: Position): boolean {
  const d = distance(c.position, p);
  if (d < 0.01 || d > movementOf(c)) return false;
  const all = s.combatants;
  for (const key in all) {
    const e = all[key];
    if (!e || e.side === c.side || !fighting(e)) continue;
    if (distance(e.position, p) <= MELEE_REACH + 0.5) return false;
    if (canReact(s, e) && provocation(e.position, c.position, p)) return false;
  }
  return true;
}

/** The nearest spot covered from `shooter` that `c` can reach with one Move and strike from. */
export function coverSpot(s: CombatState, c: Combatant, shooter: Combatant): Position | undefined {
  const reach = weaponReach(c);
  let best: Position | undefined;
  let bestD = Infinity;
  for (const p of candidates(s, c, shooter.position)) {
    const d = distance(c.position, p);
    if (d >= bestD || !reachable(s, c, p)) continue;
    if (!covered(s, c, shooter.position, p) || !foeWithin(s, c, p, reach)) continue;
    best = p;
    bestD = d;
  }
  return best;
}
