/**
 * Exact odds of an Attack before the roll: P(hit) at the command's Raises and at 1 … Void Raises
 * (checkOdds of the dice module), and the distribution of the damage roll. Memoised by notation
 * and TN: the simulator asks the same questions thousands of times.
 */
import { checkOdds, odds as diceOdds, type Distribution } from '../../dice/index.js';
import type { Combatant, Command, CombatState, Odds } from '../../engine/index.js';
import { planAttack, type AttackPlan } from './decide/attack.js';
import { maxRaises } from './resolve.js';
import { weaponOf } from './state.js';

const LIMIT = 4096;
const hits = new Map<string, number>();
const damages = new Map<string, Distribution>();

function memo<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let v = cache.get(key);
  if (v === undefined) {
    v = make();
    if (cache.size >= LIMIT) cache.clear();
    cache.set(key, v);
  }
  return v;
}

/** P(roll ≥ TN + 5 × raises). */
export const hitChance = (roll: string, tn: number, raises: number): number =>
  memo(hits, `${roll}|${tn}|${raises}`, () => checkOdds(roll, tn, { raises }).probability);

export const damageOdds = (roll: string): Distribution => memo(damages, roll, () => diceOdds(roll));

/** The odds of a planned attack; `withRaises[i]` is P(hit) with i + 1 Raises. */
export function attackOdds(plan: AttackPlan, max: number): Odds {
  const base = plan.tn - 5 * plan.raises;
  const withRaises: number[] = [];
  for (let r = 1; r <= max; r++) withRaises.push(hitChance(plan.roll, base, r));
  return {
    hit: hitChance(plan.roll, base, plan.raises),
    withRaises,
    damage: damageOdds(plan.damage),
    note: `${plan.roll} vs TN ${plan.tn}; damage ${plan.damage} − Reduction ${plan.reduction}`,
  };
}

/** The odds hook: for an Attack the current combatant (or meta.actor) could make now. */
export function odds(state: CombatState, command: Command): Odds | undefined {
  if (command.type !== 'Attack') return undefined;
  const id = command.meta?.actor ?? state.current;
  const c: Combatant | undefined = id ? state.combatants[id] : undefined;
  if (!c) return undefined;
  const plan = planAttack(state, c, command.data ?? {});
  return plan.ok ? attackOdds(plan.value, maxRaises(c, weaponOf(c))) : undefined;
}
