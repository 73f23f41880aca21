/**
 * The tactics' choice of a strike (issue 7), built from the state alone: every fighting foe in
 * reach of a weapon in hand, and of each damaging ability usable now (an area aimed at each foe it
 * can reach, counting the friends it would catch against it), weighed by the tactic. Collapsed foes
 * are left alone: they are out of the fight already (seed 001: "unable to continue on").
 */
import { distance, type Combatant, type Command, type CombatState } from '../../../engine/index.js';
import { affectsTarget, aimReach, areaTargets } from '../ability/index.js';
import { abilityStrike, reachOf, type StrikeSpec, grappleDefense } from '../attack/index.js';
import { cannotUse } from '../actions/index.js';
import { readOptions } from '../options.js';
import { MELEE_REACH, RANGE_METRES } from '../ranges/index.js';
import type { Ability } from '../sheet.js';
import { dataOf, sheetOf } from '../state.js';
import { guardOf, harmOf, harmWith } from './harm.js';
import { health } from '../state.js';

const EPS = 1e-9;

/**
 * How a tactic ranks a strike on `target` that is expected to deal `harm` wounds (a harm ≤ 0 is
 * never struck). It must not decrease as `harm` grows: {@link bestStrike} skips strikes whose
 * weight before cover cannot beat the best so far.
 */
export type Weigh = (state: CombatState, target: Combatant, harm: number) => number;

/** Plain expected wounds: the aggressive weighing. */
export const byHarm: Weigh = (_s, _t, harm) => harm;

export interface Strike {
  readonly target: Combatant;
  /** The weapon's name, for an Attack. */
  readonly weapon?: string;
  /** The ability, for a UseAbility (aimed at `target`). */
  readonly ability?: Ability;
  readonly harm: number;
}

export const fighting = (c: Combatant): boolean => health(dataOf(c).wounds) === 'fighting';

/** Whether `c` may use `a` now (its action left, a channel slot free); grapples are handled before. */
export function usable(state: CombatState, c: Combatant, a: Ability): boolean {
  const d = dataOf(c);
  const o = readOptions(state.options);
  if (cannotUse(d, a.action, o.freeActionLimit) !== undefined) return false;
  if (!a.channeled) return true;
  if (d.channeling.length >= o.maxChannels) return false;
  for (const ch of d.channeling) if (ch.ability === a.name) return false;
  return true;
}

/** The harm of an area aimed at `aim`: expected wounds on the fighting foes inside, less the friends'. */
function areaHarm(state: CombatState, c: Combatant, a: Ability, spec: StrikeSpec, aim: Combatant) {
  let harm = 0;
  for (const t of areaTargets(state, c, a, aim.position)) {
    if (!fighting(t)) continue;
    const w = harmOf(state, c, t, spec);
    harm += t.side === c.side ? -w : w;
  }
  return harm;
}

/**
 * The best weighed strike with a weapon in hand on a fighting foe in reach. Cover only raises a
 * defense, so a strike is first weighed as if the target had none (his grapple penalty counts):
 * only one that could still beat the best so far pays for the line-of-sight test of cover.
 */
function bestWeapon(state: CombatState, c: Combatant, weigh: Weigh): Strike | undefined {
  const weapons = sheetOf(c).weapons;
  const dropped = dataOf(c).dropped;
  let target: Combatant | undefined;
  let weapon = '';
  let bestHarm = 0;
  let bestScore = 0;
  const all = state.combatants;
  for (const key in all) {
    const t = all[key];
    if (!t || t.side === c.side || !fighting(t)) continue;
    const d = distance(c.position, t.position);
    const grappled = grappleDefense(state, t);
    let guard = NaN; // cover + grapple, worked out at most once for this target
    for (const w of weapons) {
      if (d > RANGE_METRES[w.range] + EPS) continue;
      if (dropped.length > 0 && dropped.includes(w.name)) continue;
      const bare = harmWith(c, t, w, grappled);
      if (bare <= 0) continue;
      const bareScore = weigh(state, t, bare);
      if (bareScore <= bestScore) continue;
      if (Number.isNaN(guard)) guard = d <= MELEE_REACH + EPS ? grappled : guardOf(state, c, t);
      // No cover on top of the grapple's penalty (always so in melee): the bare weight stands.
      if (guard === grappled) {
        target = t;
        weapon = w.name;
        bestHarm = bare;
        bestScore = bareScore;
        continue;
      }
      const harm = harmWith(c, t, w, guard);
      const score = harm > 0 ? weigh(state, t, harm) : 0;
      if (score > bestScore) {
        target = t;
        weapon = w.name;
        bestHarm = harm;
        bestScore = score;
      }
    }
  }
  return target ? { target, weapon, harm: bestHarm } : undefined;
}

/** The best weighed use of a damaging ability, if it beats `floor`. */
function bestAbility(state: CombatState, c: Combatant, weigh: Weigh, floor: number) {
  let best: Strike | undefined;
  let bestScore = floor;
  const all = state.combatants;
  for (const a of sheetOf(c).abilities) {
    if (!a.attack || a.damage === undefined || a.range === 'self' || !usable(state, c, a)) continue;
    const spec = abilityStrike(a);
    const reach = a.area ? aimReach(a) : reachOf(a.range);
    for (const key in all) {
      const t = all[key];
      if (!t || t.side === c.side || !fighting(t)) continue;
      const d = distance(c.position, t.position);
      if (d > reach + EPS || (a.area && d === 0)) continue;
      if (!a.area && !affectsTarget(a.affects ?? 'all', c, t)) continue;
      const harm = a.area ? areaHarm(state, c, a, spec, t) : harmOf(state, c, t, spec);
      const score = harm > 0 ? weigh(state, t, harm) : 0;
      if (score > bestScore) {
        best = { target: t, ability: a, harm };
        bestScore = score;
      }
    }
  }
  return best;
}

/** The strike the tactic weighs highest now (the caller checks the Attack action is left). */
export function bestStrike(state: CombatState, c: Combatant, weigh: Weigh): Strike | undefined {
  const weapon = bestWeapon(state, c, weigh);
  if (sheetOf(c).abilities.length === 0) return weapon;
  const floor = weapon ? weigh(state, weapon.target, weapon.harm) : 0;
  return bestAbility(state, c, weigh, floor) ?? weapon;
}

export function strikeCommand(s: Strike): Command {
  return s.ability
    ? { type: 'UseAbility', data: { ability: s.ability.name, target: s.target.id } }
    : { type: 'Attack', data: { target: s.target.id, weapon: s.weapon } };
}

/** The longest reach of `c`'s weapons in hand (0 with none in hand). */
export function weaponReach(c: Combatant): number {
  const dropped = dataOf(c).dropped;
  let reach = 0;
  for (const w of sheetOf(c).weapons)
    if (!dropped.includes(w.name)) reach = Math.max(reach, RANGE_METRES[w.range]);
  return reach;
}

/** Whether a fighting foe stands within `reach` of `at`. */
export function foeWithin(
  state: CombatState,
  c: Combatant,
  at: { readonly x: number; readonly y: number },
  reach: number,
): boolean {
  const all = state.combatants;
  for (const key in all) {
    const t = all[key];
    if (t && t.side !== c.side && fighting(t) && distance(at, t.position) <= reach + EPS)
      return true;
  }
  return false;
}
