/**
 * Move { to: { x, y }, as?: 'free' | 'simple' } (seed 000): "Free Actions: … Move Action (5×Water
 * ft.)"; "Simple Actions: … Move Action (10×Water ft.)"; "A character may only move up to 20×Water
 * feet in one Round". Without `as`, a Free Move when it is enough and still unused. Prone
 * characters cannot move (reference §11.3); Full Attack moves only to close with enemies (§3.4).
 */
import {
  distance,
  ok,
  refuse,
  type Combatant,
  type CombatState,
  type GameEvent,
  type Position,
  type Result,
} from '../../../engine/index.js';
import { gate, type Spent } from '../budget.js';
import { dataOf, enemiesOf, isProne, sheetOf } from '../state.js';
import { isPoint } from './common.js';

export interface MovePlan {
  readonly actor: string;
  readonly from: Position;
  readonly to: Position;
  readonly as: 'free' | 'simple';
  readonly feet: number;
  readonly spent: Spent;
}

const EPSILON = 1e-9;

/** Feet one Move Action covers: 5×Water (Free) or 10×Water (Simple). */
export const moveFeet = (c: Combatant, as: 'free' | 'simple'): number =>
  (as === 'free' ? 5 : 10) * sheetOf(c).rings.water;

/** Feet still allowed this Round: 20×Water minus what was moved. */
export const feetLeft = (c: Combatant): number =>
  Math.max(0, 20 * sheetOf(c).rings.water - dataOf(c).moved);

function closes(state: CombatState, c: Combatant, to: Position): boolean {
  return enemiesOf(state, c).some(
    (e) => distance(to, e.position) < distance(c.position, e.position) - EPSILON,
  );
}

function chooseKind(c: Combatant, raw: unknown, feet: number): 'free' | 'simple' | undefined {
  if (raw === 'free' || raw === 'simple') return raw;
  if (raw !== undefined) return undefined;
  const freeUnused = !dataOf(c).freeUsed.includes('move');
  return freeUnused && feet <= moveFeet(c, 'free') + EPSILON ? 'free' : 'simple';
}

export function planMove(
  state: CombatState,
  c: Combatant,
  data: Readonly<Record<string, unknown>>,
): Result<MovePlan> {
  const to = data['to'];
  if (!isPoint(to)) return refuse('l5r4e/bad-position', 'to must be { x, y } in feet');
  const feet = distance(c.position, to);
  const as = chooseKind(c, data['as'], feet);
  if (!as) return refuse('l5r4e/bad-move', "as must be 'free' or 'simple'");
  if (isProne(c)) return refuse('l5r4e/prone', `${c.name} is Prone: stand up first`);
  if (feet > moveFeet(c, as) + EPSILON)
    return refuse('l5r4e/too-far', `a ${as} Move covers ${moveFeet(c, as)} ft, not ${feet} ft`);
  if (feet > feetLeft(c) + EPSILON)
    return refuse('l5r4e/round-limit', `at most 20×Water ft per Round: ${feetLeft(c)} ft left`);
  if (dataOf(c).stance === 'fullAttack' && !closes(state, c, to))
    return refuse('l5r4e/stance-forbids', 'in Full Attack, Moves only close with enemies');
  const spent = gate(state, c, { level: as, kind: 'move', move: true });
  if (!spent.ok) return spent;
  return ok({
    actor: c.id,
    from: c.position,
    to: { x: to.x, y: to.y },
    as,
    feet,
    spent: spent.value,
  });
}

export function resolveMove(plan: MovePlan): GameEvent[] {
  const { actor, from, to, as, feet, spent } = plan;
  return [{ type: 'Moved', data: { actor, id: actor, from, to, as, feet, spent } }];
}
