/**
 * Exact odds of the special attacks and of a grapple's Escape, before the roll.
 * - Disarm, Grapple, Trip: `hit` is P(1d20 + hit bonus ≥ defense) (odds.ts hitChance); the note
 *   gives the chance the effect lands, P(hit and the target's check falls short), by enumerating
 *   the hit die (its extra damage raises the number to match) against the check's d20
 *   (special-plan.ts effectChance).
 * - Escape: `hit` is P(1d20 + Agility or Strength > the holder's 1d20 + Strength), counted over the
 *   400 pairs of dice (a tie holds).
 */
import type { Combatant, Command, CombatState, Odds } from '../../engine/index.js';
import type { Special } from './events.js';
import { grappleOf } from './game.js';
import { hitChance, pct } from './odds-core.js';
import { effectChance, planSpecial, type SpecialPlan } from './special-plan.js';
import { gameOf, sheetOf } from './state.js';

/** The special of each command. */
export const SPECIAL_OF = { Disarm: 'disarm', Grapple: 'grapple', Trip: 'trip' } as const;

const EFFECT_WORD: Readonly<Record<Special, string>> = {
  disarm: 'disarmed',
  grapple: 'pinned',
  trip: 'prone',
};

export interface SpecialOdds {
  readonly hit: number;
  readonly effect: number;
  readonly note: string;
}

const oddsCache = new Map<string, SpecialOdds>();

/**
 * The odds of a planned special attack (`effect`: the chance its effect lands, for labels),
 * memoised by its numbers: menus ask for the same few again and again.
 */
export function specialPlanOdds(p: SpecialPlan): SpecialOdds {
  const key = `${p.special}|${p.strike.hitBonus}|${p.strike.defense}|${p.checkBonus}|${p.tnBase}`;
  let o = oddsCache.get(key);
  if (o) return o;
  const hit = hitChance(p.strike.hitBonus, p.strike.defense);
  const effect = effectChance(p);
  o = {
    effect,
    hit,
    note: `hit ${pct(hit)}; effect ${pct(effect)} (${EFFECT_WORD[p.special]}: a hit and a failed Strength check)`,
  };
  if (oddsCache.size > 4096) oddsCache.clear();
  oddsCache.set(key, o);
  return o;
}

/** P(1d20 + mine > 1d20 + theirs): the cases over the 400 equally likely pairs. */
export function beatChance(mine: number, theirs: number): number {
  let wins = 0;
  for (let a = 1; a <= 20; a++) {
    // b + theirs < a + mine  ⇔  b ≤ a + mine − theirs − 1
    wins += Math.min(20, Math.max(0, a + mine - theirs - 1));
  }
  return wins / 400;
}

/** The odds of a pinned defender's Escape { how }; undefined when he is not pinned. */
export function escapeOdds(state: CombatState, c: Combatant, how: unknown): Odds | undefined {
  const g = grappleOf(gameOf(state), c.id);
  const holder = g && g.defender === c.id ? state.combatants[g.attacker] : undefined;
  if (!holder || (how !== 'agility' && how !== 'strength')) return undefined;
  const s = sheetOf(c);
  const p = beatChance(how === 'agility' ? s.agility : s.strength, sheetOf(holder).strength);
  const what = how === 'agility' ? 'escape' : 'reverse';
  return { hit: p, note: `${what} ${pct(p)} (must beat ${holder.name}'s Strength roll)` };
}

export function specialOdds(
  state: CombatState,
  attacker: Combatant,
  command: Command,
): Odds | undefined {
  switch (command.type) {
    case 'Disarm':
    case 'Grapple':
    case 'Trip': {
      const planned = planSpecial(state, attacker, command.data, SPECIAL_OF[command.type]);
      if (!planned.ok) return undefined;
      const { hit, note } = specialPlanOdds(planned.value);
      return { hit, note };
    }
    case 'Escape':
      return escapeOdds(state, attacker, command.data?.['how']);
    default:
      return undefined;
  }
}
