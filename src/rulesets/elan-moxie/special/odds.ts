/**
 * Exact odds of the special attacks, before the roll: for Disarm, Grapple, Trip `hit` is
 * P(1d20 + hit bonus ≥ defense) (attack/ hitChance); the note gives the chance the effect lands,
 * P(hit and the target's check falls short), by enumerating the hit die (its extra damage raises
 * the number to match) against the check's d20 (plan.ts effectChance). A grapple's Escape: grapple/.
 */
import type { Combatant, Command, CombatState, Odds } from '../../../engine/index.js';
import type { Special } from '../events.js';
import { hitChance, pct } from '../attack/index.js';
import { effectChance, planSpecial, type SpecialPlan } from './plan.js';

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
    default:
      return undefined;
  }
}
