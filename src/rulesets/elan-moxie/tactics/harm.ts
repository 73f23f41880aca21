/**
 * What the tactics weigh a strike by (issue 7): its expected wounds, P(hit) × the mean wounds on a
 * hit, over the 20 × 20 equally likely pairs of the hit die and the soak die of seed 001's
 * procedure (the same arithmetic as attack/odds.ts, summed instead of kept as a distribution).
 * Cached by the four numbers that decide it, packed into one number: no strings, no objects.
 */
import type { Combatant, CombatState } from '../../../engine/index.js';
import {
  type StrikeSpec,
  coverOf,
  grappleDefense,
  modifiersOf,
  baseDamage,
  defenseScore,
  extraDamage,
  hitBonus,
  soakBonus,
  woundsDealt,
} from '../attack/index.js';
import { sheetOf } from '../state.js';

const cache = new Map<number, number>();

function sumWounds(hit: number, defense: number, soak: number, damage: number): number {
  let total = 0;
  for (let h = 1; h <= 20; h++) {
    const extra = extraDamage(h + hit, defense);
    if (extra === null) continue;
    for (let s = 1; s <= 20; s++) total += woundsDealt(s + soak, damage + extra);
  }
  return total / 400;
}

/**
 * Each number in −64..63 (whole): the four fit 28 bits, a small integer V8 keeps unboxed (a key of
 * 32 bits would be a heap number, allocated and hashed as a double on every look-up).
 */
const packable = (n: number): boolean => Number.isInteger(n) && n >= -64 && n <= 63;

/** The expected wounds of one attack: 1d20 + `hit` against `defense`, then the soak roll. */
export function expectedWounds(hit: number, defense: number, soak: number, damage: number): number {
  if (!packable(hit) || !packable(defense) || !packable(soak) || !packable(damage))
    return sumWounds(hit, defense, soak, damage);
  const key = (((hit + 64) * 128 + defense + 64) * 128 + soak + 64) * 128 + damage + 64;
  let w = cache.get(key);
  if (w === undefined) {
    w = sumWounds(hit, defense, soak, damage);
    if (cache.size > 8192) cache.clear();
    cache.set(key, w);
  }
  return w;
}

/** What `target` adds to his defense against `attacker` now: cover (none in melee) and a grapple's −4. */
export function guardOf(state: CombatState, attacker: Combatant, target: Combatant): number {
  return coverOf(state, attacker, target).bonus + grappleDefense(state, target);
}

/** The expected wounds of a strike with `spec`, given the target's {@link guardOf}. */
export function harmWith(
  attacker: Combatant,
  target: Combatant,
  spec: StrikeSpec,
  guard: number,
): number {
  const a = sheetOf(attacker);
  const t = sheetOf(target);
  const am = modifiersOf(attacker);
  const tm = modifiersOf(target);
  return expectedWounds(
    hitBonus(a, spec) + am.accuracy,
    defenseScore(t, spec) + tm.defense + guard,
    soakBonus(t, spec) + tm.soak,
    baseDamage(a, spec) + am.damage,
  );
}

/**
 * The expected wounds of `attacker` striking `target` with `spec` now: the numbers of
 * attack/plan.ts `planStrike` (conditions, cover, a grapple's −4) without building the plan.
 */
export function harmOf(
  state: CombatState,
  attacker: Combatant,
  target: Combatant,
  spec: StrikeSpec,
): number {
  return harmWith(attacker, target, spec, guardOf(state, attacker, target));
}
