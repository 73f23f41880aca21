/**
 * Exact odds of an Attack before the roll (issue item 13): P(hit) at the command's Raises and at
 * 1 … max Raises (checkOdds of the dice module), the distribution of the damage roll, and the
 * expected Wounds of a plain attack with 0 … max Raises of Increased Damage (after Reduction,
 * misses counting 0), so a player sees what the Raises of a maneuver cost. Memoised by notation,
 * TN and Reduction: the simulator asks the same questions thousands of times.
 */
import { checkOdds, odds as diceOdds, type Distribution } from '../../dice/index.js';
import type { Combatant, Command, CombatState, Odds } from '../../engine/index.js';
import { planAttack, type AttackPlan } from './decide/attack.js';

const LIMIT = 4096;
const damages = new Map<string, Distribution>();
const wounds = new Map<string, number>();
const arrays = new Map<string, readonly number[]>();

function memo<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let v = cache.get(key);
  if (v === undefined) {
    v = make();
    if (cache.size >= LIMIT) cache.clear();
    cache.set(key, v);
  }
  return v;
}

const ladders = new Map<string, number[]>();

/** P(roll ≥ TN + 5 × r) for r = 0 … upTo Raises, grown on demand (one lookup per menu entry). */
function hitChances(roll: string, tn: number, upTo: number): readonly number[] {
  const ladder = memo(ladders, `${roll}|${tn}`, (): number[] => []);
  for (let r = ladder.length; r <= upTo; r++)
    ladder.push(checkOdds(roll, tn, { raises: r }).probability);
  return ladder;
}

/** P(roll ≥ TN + 5 × raises). */
export const hitChance = (roll: string, tn: number, raises: number): number =>
  hitChances(roll, tn, raises)[raises] ?? 0;

export const damageOdds = (roll: string): Distribution => memo(damages, roll, () => diceOdds(roll));

/** E[max(0, damage − Reduction)]: the Wounds of a hit (reference §8). */
export const woundsOnHit = (roll: string, reduction: number): number =>
  memo(wounds, `${roll}|${reduction}`, () => {
    const d = damageOdds(roll);
    let sum = 0;
    for (let i = 0; i < d.probabilities.length; i++)
      sum += (d.probabilities[i] ?? 0) * Math.max(0, d.min + i - reduction);
    return sum;
  });

/** `XkY` with `extra` more rolled dice (Increased Damage: +1k0 per Raise). */
function plus(roll: string, extra: number): string {
  const [r = 0, k = 0] = roll.split('k').map(Number);
  return `${r + extra}k${k}`;
}

/** Expected Wounds of a plain attack with 0 … max Raises (Increased Damage), misses count 0. */
function expectedWounds(plan: AttackPlan, p: readonly number[], base: number): readonly number[] {
  const key = `${plan.roll}|${base}|${plan.maxRaises}|${plan.plainDamage}|${plan.reduction}|${plan.rebate}`;
  return memo(arrays, key, () => {
    const out: number[] = [];
    for (let r = 0; r <= plan.maxRaises; r++) {
      const dice = r > 0 ? r + plan.rebate : 0;
      out.push((p[r] ?? 0) * woundsOnHit(plus(plan.plainDamage, dice), plan.reduction));
    }
    return out;
  });
}

/**
 * The odds of a planned attack: `hit` at its own Raises, `withRaises[i]` P(hit) with i + 1
 * Raises, `damage` its damage roll (before Reduction and a Feint's bonus), `expectedWounds[r]`
 * a plain attack's expected Wounds with r Raises.
 */
export function attackOdds(plan: AttackPlan, max = plan.maxRaises): Odds {
  const base = plan.tn - 5 * plan.raises;
  const p = hitChances(plan.roll, base, Math.max(max, plan.raises, plan.maxRaises));
  const withRaises: number[] = [];
  for (let r = 1; r <= max; r++) withRaises.push(p[r] ?? 0);
  const feint = plan.maneuver === 'feint' ? ' + half the margin (Feint)' : '';
  return {
    hit: p[plan.raises] ?? 0,
    withRaises,
    damage: damageOdds(plan.damage),
    expectedWounds: expectedWounds(plan, p, base),
    note: `${plan.roll} vs TN ${plan.tn}; damage ${plan.damage}${feint} − Reduction ${plan.reduction}; expected Wounds by Raises of Increased Damage`,
  };
}

/** The odds hook: for an Attack the current combatant (or meta.actor) could make now. */
export function odds(state: CombatState, command: Command): Odds | undefined {
  if (command.type !== 'Attack') return undefined;
  const actor = command.meta?.actor;
  const id = actor !== undefined && actor !== 'gm' ? actor : state.current;
  const c: Combatant | undefined = id ? state.combatants[id] : undefined;
  if (!c) return undefined;
  const plan = planAttack(state, c, command.data ?? {});
  return plan.ok ? attackOdds(plan.value) : undefined;
}
