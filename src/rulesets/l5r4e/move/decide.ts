/**
 * Move { to: { x, y }, as?: 'free' | 'simple', void?, center? } (seed 000): "An action can be spent
 * to move"; "Free Actions: … Move Action (5×Water ft.)"; "Simple Actions: … Move Action (10×Water
 * ft.)"; "A character may only move up to 20×Water feet in one Round (unless they have a special
 * ability that increases this limit)" — techniques' `effects.moveLimit` add feet to it.
 *
 * Terrain (seed 000, move/terrain.ts): Moderate terrain counts Water 1 lower, Difficult 2 lower (to a
 * minimum of 1) "for the purposes of movement": the worst terrain the straight path touches sets
 * the effective Water of the whole Move. Athletics Mastery (reference §3.2): rank 3, Moderate costs
 * nothing and Difficult only 1; rank 5, no terrain penalties. Blinded (reference §11.3): Water
 * counts 2 more lower, and a Simple Move needs Athletics/Agility at TN 20 or the character falls
 * Prone at the end of it (`void` and `center` apply to that roll).
 *
 * The Round's allowance is 20 × Water feet (+ `moveLimit`) of open ground: a foot moved at
 * effective Water w uses Water / w feet of it, so a Round spent wholly in Difficult terrain allows
 * 20 × (Water − 2) feet. `data.moved` counts the allowance used.
 *
 * +5 ft on one Move Action per Round, within the Round's maximum: Full Attack (reference §3.4) and
 * Athletics Mastery 7 (reference §3.2), each once per Round, used when a Move needs it. Without
 * `as`, a Free Move when it is enough and still unused. Prone characters cannot move (reference
 * §11.3); Full Attack moves only to close with enemies (§3.4).
 */
import {
  distance,
  ok,
  refuse,
  type Combatant,
  type CombatState,
  type Dice,
  type GameEvent,
  type Position,
  type Result,
} from '../../../engine/index.js';
import { gate, type Spent, isPoint, performer } from '../actions/index.js';
import {
  activeEffects,
  planRoll,
  voidField,
  type PlannedRoll,
  terrainAlong,
  WATER_LOSS,
  type TerrainKind,
} from '../rolls/index.js';
import type { ActionKind } from '../sheet.js';
import { dataOf, enemiesOf, hasCondition, isProne, sheetOf, skillRank } from '../state.js';

export type MoveKind = 'free' | 'simple';

/** Feet per point of (effective) Water: seed 000's 5×Water Free and 10×Water Simple Moves. */
export const MOVE_FEET: Readonly<Record<MoveKind, number>> = { free: 5, simple: 10 };

/** A Move Action of each kind, for budget.gate (the menu checks these before planning Moves). */
export const MOVE_ACTIONS: Readonly<Record<MoveKind, ActionKind>> = {
  free: { level: 'free', kind: 'move', move: true },
  simple: { level: 'simple', kind: 'move', move: true },
};

/** The Blinded Simple Move's Athletics/Agility TN (reference §11.3). */
export const BLIND_MOVE_TN = 20;

/** A +5 ft Move bonus, once per Round each (its kind is recorded in `freeUsed` when used). */
export interface MoveBonus {
  readonly kind: 'fullAttackMove' | 'athleticsMove';
  readonly feet: number;
}

export interface MovePlan {
  readonly actor: string;
  readonly from: Position;
  readonly to: Position;
  readonly as: MoveKind;
  readonly feet: number;
  readonly spent: Spent;
  /** Effective Water of this Move, and the worst terrain along it. */
  readonly water: number;
  readonly terrain: TerrainKind;
  readonly blinded: boolean;
  /** The Round's allowance this Move uses (feet × Water / effective Water). */
  readonly allowance: number;
  /** The +5 ft bonuses this Move uses. */
  readonly bonus: readonly MoveBonus['kind'][];
  /** The Blinded Simple Move's Athletics/Agility roll and its TN. */
  readonly roll?: PlannedRoll;
  readonly tn?: number;
}

const EPSILON = 1e-9;

/** The Water Ring, before terrain. */
const waterOf = (c: Combatant): number => sheetOf(c).rings.water;

/** The effective Water of a Move from `from` to `to`: terrain, Athletics Mastery, Blinded. */
export function movementWater(
  state: CombatState,
  c: Combatant,
  from: Position,
  to: Position,
): { readonly water: number; readonly terrain: TerrainKind; readonly blinded: boolean } {
  const terrain = terrainAlong(state, from, to);
  const athletics = skillRank(c, 'athletics');
  const mastery = athletics >= 5 ? 2 : athletics >= 3 ? 1 : 0;
  const blinded = hasCondition(c, 'blinded');
  const loss = Math.max(0, WATER_LOSS[terrain] - mastery) + (blinded ? 2 : 0);
  return { water: Math.max(1, waterOf(c) - loss), terrain, blinded };
}

/** The Round's movement allowance: 20×Water feet plus techniques' `moveLimit` (seed 000). */
export function roundAllowance(c: Combatant): number {
  let extra = 0;
  for (const e of activeEffects(c)) extra += e.moveLimit ?? 0;
  return 20 * waterOf(c) + extra;
}

/** Allowance still left this Round (feet of open ground). */
export const feetLeft = (c: Combatant): number => Math.max(0, roundAllowance(c) - dataOf(c).moved);

/** The Round's allowance a Move of `feet` uses at effective Water `water`. */
export const allowanceOf = (c: Combatant, feet: number, water: number): number =>
  water === waterOf(c) ? feet : (feet * waterOf(c)) / water;

/** The +5 ft bonuses still unused this Round. */
export function moveBonuses(c: Combatant): MoveBonus[] {
  const d = dataOf(c);
  const out: MoveBonus[] = [];
  if (d.stance === 'fullAttack' && !d.freeUsed.includes('fullAttackMove'))
    out.push({ kind: 'fullAttackMove', feet: 5 });
  if (skillRank(c, 'athletics') >= 7 && !d.freeUsed.includes('athleticsMove'))
    out.push({ kind: 'athleticsMove', feet: 5 });
  return out;
}

const bonusFeet = (c: Combatant): number => moveBonuses(c).reduce((a, b) => a + b.feet, 0);

/** Feet one Move Action covers at effective Water `water`, with the unused +5 ft bonuses. */
export const moveFeet = (c: Combatant, as: MoveKind, water: number): number =>
  MOVE_FEET[as] * water + bonusFeet(c);

function closes(state: CombatState, c: Combatant, to: Position): boolean {
  return enemiesOf(state, c).some(
    (e) => distance(to, e.position) < distance(c.position, e.position) - EPSILON,
  );
}

function chooseKind(c: Combatant, raw: unknown, feet: number, water: number): MoveKind | undefined {
  if (raw === 'free' || raw === 'simple') return raw;
  if (raw !== undefined) return undefined;
  const freeUnused = !dataOf(c).freeUsed.includes('move');
  return freeUnused && feet <= moveFeet(c, 'free', water) + EPSILON ? 'free' : 'simple';
}

function flag(data: Readonly<Record<string, unknown>>, key: string): Result<boolean> {
  const v = data[key] ?? false;
  if (typeof v !== 'boolean') return refuse(`l5r4e/bad-${key}`, `${key} must be true or false`);
  return ok(v);
}

const TERRAIN_NAMES: Readonly<Record<TerrainKind, string>> = {
  normal: 'open ground',
  moderate: 'Moderate terrain',
  difficult: 'Difficult terrain',
};

function why(c: Combatant, m: { water: number; terrain: TerrainKind; blinded: boolean }): string {
  if (m.water === waterOf(c)) return '';
  const causes = [
    ...(m.terrain === 'normal' ? [] : [TERRAIN_NAMES[m.terrain]]),
    ...(m.blinded ? ['Blinded'] : []),
  ];
  return ` (effective Water ${m.water}: ${causes.join(', ')})`;
}

/** The bonuses a Move of `feet` uses beyond its normal `base` feet. */
function bonusesUsed(c: Combatant, feet: number, base: number): MoveBonus['kind'][] {
  const used: MoveBonus['kind'][] = [];
  let need = feet - base;
  for (const b of moveBonuses(c)) {
    if (need <= EPSILON) break;
    used.push(b.kind);
    need -= b.feet;
  }
  return used;
}

/** The Blinded Simple Move's roll, or a refusal of `void` / `center` when no roll is made. */
function blindRoll(
  state: CombatState,
  c: Combatant,
  data: Readonly<Record<string, unknown>>,
  needed: boolean,
): Result<PlannedRoll | undefined> {
  const useVoid = voidField(data);
  if (!useVoid.ok) return useVoid;
  const useCenter = flag(data, 'center');
  if (!useCenter.ok) return useCenter;
  if (!needed) {
    if (useVoid.value || useCenter.value)
      return refuse(
        'l5r4e/no-roll',
        'void and center are for the roll of a Blinded Simple Move (reference §11.3); this Move makes none',
      );
    return ok(undefined);
  }
  return planRoll(state, c, {
    skill: 'athletics',
    trait: 'agility',
    ...(useVoid.value !== false ? { void: useVoid.value } : {}),
    ...(useCenter.value ? { center: true } : {}),
  });
}

export function planMove(
  state: CombatState,
  c: Combatant,
  data: Readonly<Record<string, unknown>>,
): Result<MovePlan> {
  const to = data['to'];
  if (!isPoint(to)) return refuse('l5r4e/bad-position', 'to must be { x, y } in feet');
  const feet = distance(c.position, to);
  const m = movementWater(state, c, c.position, to);
  const as = chooseKind(c, data['as'], feet, m.water);
  if (!as) return refuse('l5r4e/bad-move', "as must be 'free' or 'simple'");
  if (isProne(c)) return refuse('l5r4e/prone', `${c.name} is Prone: stand up first`);
  const base = MOVE_FEET[as] * m.water;
  const most = moveFeet(c, as, m.water);
  if (feet > most + EPSILON)
    return refuse(
      'l5r4e/too-far',
      `a ${as} Move covers ${most} ft here${why(c, m)}, not ${Math.round(feet * 100) / 100} ft`,
    );
  const allowance = allowanceOf(c, feet, m.water);
  const left = feetLeft(c);
  if (allowance > left + EPSILON) {
    const counts = allowance === feet ? '' : ` (this Move counts as ${allowance} ft${why(c, m)})`;
    return refuse('l5r4e/round-limit', `at most 20×Water ft per Round: ${left} ft left${counts}`);
  }
  if (dataOf(c).stance === 'fullAttack' && !closes(state, c, to))
    return refuse('l5r4e/stance-forbids', 'in Full Attack, Moves only close with enemies');
  const spent = gate(state, c, MOVE_ACTIONS[as]);
  if (!spent.ok) return spent;
  const roll = blindRoll(state, c, data, m.blinded && as === 'simple');
  if (!roll.ok) return roll;
  const r = roll.value;
  return ok({
    actor: c.id,
    from: c.position,
    to: { x: to.x, y: to.y },
    as,
    feet,
    spent: r?.voidSpent ? { ...spent.value, void: (spent.value.void ?? 0) + 1 } : spent.value,
    water: m.water,
    terrain: m.terrain,
    blinded: m.blinded,
    allowance,
    bonus: bonusesUsed(c, feet, base),
    ...(r ? { roll: r, tn: BLIND_MOVE_TN + r.tnPenalty } : {}),
  });
}

/**
 * The Move's events: `Moved` (with `water` and `terrain` when they differ from open ground,
 * `allowance` when it differs from `feet`, `bonus` when a +5 ft bonus is used); for a Blinded
 * Simple Move `BlindMoveRolled`, and `ConditionAdded` prone on a failure. Without `dice` no roll
 * is made.
 */
export function resolveMove(plan: MovePlan, dice?: Dice): GameEvent[] {
  const { actor, from, to, as, feet, spent, water, terrain, allowance, bonus } = plan;
  const data: Record<string, unknown> = { actor, id: actor, from, to, as, feet, spent };
  if (terrain !== 'normal' || plan.blinded) {
    data['water'] = water;
    data['terrain'] = terrain;
  }
  if (allowance !== feet) data['allowance'] = allowance;
  if (bonus.length > 0) data['bonus'] = bonus;
  const events: GameEvent[] = [{ type: 'Moved', data }];
  if (!plan.roll || plan.tn === undefined || !dice) return events;
  const roll = dice.roll(plan.roll.notation, { by: actor, what: 'blind-move' });
  const success = roll.total >= plan.tn;
  events.push({
    type: 'BlindMoveRolled',
    data: {
      actor,
      id: actor,
      roll,
      tn: plan.tn,
      success,
      ...(plan.roll.centerUsed ? { center: true } : {}),
    },
  });
  if (!success)
    events.push({
      type: 'ConditionAdded',
      data: { id: actor, condition: { id: 'prone', name: 'prone' } },
    });
  return events;
}

/** The Move command (stances/feature.ts): the current combatant moves, rolling when Blinded. */
export function decideMove(
  state: CombatState,
  _actor: string,
  data: Readonly<Record<string, unknown>>,
  dice: Dice,
): Result<readonly GameEvent[]> {
  const c = performer(state);
  if (!c.ok) return c;
  const plan = planMove(state, c.value, data);
  return plan.ok ? ok(resolveMove(plan.value, dice)) : plan;
}
