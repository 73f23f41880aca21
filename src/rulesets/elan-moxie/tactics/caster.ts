/**
 * `caster` (issue 7): channeled abilities and cures first, then the fight at range.
 * - Upkeep: a channel whose foes are all out of the fight is stopped (a Free action), freeing the
 *   slot (option maxChannels) for a new one; every other channel is maintained (it costs nothing).
 * - Channel: each channeled ability he can start now (in the sheet's order; areas are left to the
 *   strikes): a boon on himself (Self) or on the friend with the most foes in his melee; a
 *   hindrance on the fighting foe in range most likely to be hit, counting double for each friend
 *   in his melee.
 * - Cure: an ability that heals, on the most wounded friend with at least `healAt` wounds (a
 *   collapsed friend first: a cure below 15 wounds puts him back on his feet), stepping up to him
 *   first with a Move action when he is out of range but within one Move.
 * - Then the plain fight (the strike expected to wound most, abilities included), closing in only
 *   until his longest weapon reaches the nearest foe.
 */
import {
  distance,
  type Combatant,
  type Command,
  type CombatState,
  type Policy,
} from '../../../engine/index.js';
import { affectsTarget, offeredTo } from '../ability/index.js';
import { abilityStrike, planStrike, reachOf, movementOf } from '../attack/index.js';
import { cannotFree } from '../actions/index.js';
import { readOptions } from '../options.js';
import { MELEE_REACH } from '../ranges/index.js';
import type { Ability } from '../sheet.js';
import { dataOf, sheetOf } from '../state.js';
import { byHarm, fighting, usable } from './strike.js';
import { engaged, fightOn, moveTowards, rangedGoal, turnPolicy } from './turn.js';
import { health } from '../state.js';

const use = (a: Ability, target?: string): Command =>
  target === undefined
    ? { type: 'UseAbility', data: { ability: a.name } }
    : { type: 'UseAbility', data: { ability: a.name, target } };

const inRange = (c: Combatant, t: Combatant, a: Ability): boolean =>
  distance(c.position, t.position) <= reachOf(a.range) + 1e-9;

/** How many of `side`'s fighting combatants stand in `t`'s melee (`foes`: those not of `side`). */
function crowd(s: CombatState, t: Combatant, side: string, foes: boolean): number {
  let n = 0;
  const all = s.combatants;
  for (const key in all) {
    const o = all[key];
    if (!o || o === t || (o.side === side) === foes || !fighting(o)) continue;
    if (distance(o.position, t.position) <= MELEE_REACH + 1e-9) n++;
  }
  return n;
}

function upkeep(s: CombatState, c: Combatant): Command | undefined {
  const d = dataOf(c);
  if (d.channeling.length === 0) return undefined;
  if (cannotFree(d, readOptions(s.options).freeActionLimit)) return undefined;
  for (const ch of d.channeling) {
    const a = sheetOf(c).abilities.find((x) => x.name === ch.ability);
    if (!a || offeredTo(a) !== 'foes') continue;
    const live = ch.targets.some((id) => {
      const t = s.combatants[id];
      return t !== undefined && fighting(t);
    });
    if (!live) return { type: 'StopChanneling', data: { ability: ch.ability } };
  }
  return undefined;
}

/** P(hit) of `a` on `t` (1 without an attack roll): 1d20 + bonus ≥ defense. */
function hitOf(s: CombatState, c: Combatant, t: Combatant, a: Ability): number {
  if (!a.attack) return 1;
  const p = planStrike(s, c, t, abilityStrike(a));
  return Math.min(20, Math.max(0, 21 - p.defense + p.hitBonus)) / 20;
}

function channelTarget(s: CombatState, c: Combatant, a: Ability): Combatant | undefined {
  const toFoes = offeredTo(a) === 'foes';
  const cureOnly = a.heal !== undefined && a.effects.length === 0;
  let best: Combatant | undefined;
  let bestScore = 0;
  const all = s.combatants;
  for (const key in all) {
    const t = all[key];
    if (!t || (t.side !== c.side) !== toFoes || !fighting(t)) continue;
    if (!affectsTarget(a.affects ?? 'all', c, t) || !inRange(c, t, a)) continue;
    if ((t === c && a.attack) || (cureOnly && dataOf(t).wounds === 0)) continue;
    const score = toFoes
      ? hitOf(s, c, t, a) * (1 + crowd(s, t, c.side, false))
      : 1 + crowd(s, t, c.side, true) + (t === c ? 0.5 : 0);
    if (score > bestScore) {
      best = t;
      bestScore = score;
    }
  }
  return best;
}

function startChannel(s: CombatState, c: Combatant): Command | undefined {
  for (const a of sheetOf(c).abilities) {
    if (!a.channeled || a.area || !usable(s, c, a)) continue;
    if (a.range === 'self') {
      const cureOnly = a.heal !== undefined && a.effects.length === 0;
      if (offeredTo(a) === 'friends' && !(cureOnly && dataOf(c).wounds === 0)) return use(a);
      continue;
    }
    const t = channelTarget(s, c, a);
    if (t) return use(a, t.id);
  }
  return undefined;
}

/** The most wounded friend (not dead) with at least `healAt` wounds whom `a` may cure. */
function patient(s: CombatState, c: Combatant, a: Ability, healAt: number): Combatant | undefined {
  let best: Combatant | undefined;
  let most = healAt - 1;
  const all = s.combatants;
  for (const key in all) {
    const t = all[key];
    if (!t || t.side !== c.side || (a.range === 'self' && t !== c)) continue;
    const w = dataOf(t).wounds;
    if (w > most && health(w) !== 'dead' && affectsTarget(a.affects ?? 'all', c, t)) {
      best = t;
      most = w;
    }
  }
  return best;
}

function cure(s: CombatState, c: Combatant, healAt: number): Command | undefined {
  const d = dataOf(c);
  for (const a of sheetOf(c).abilities) {
    if (a.heal === undefined || a.attack || a.area || !usable(s, c, a)) continue;
    const t = patient(s, c, a, healAt);
    if (!t) continue;
    if (a.range === 'self') return use(a);
    if (inRange(c, t, a)) return use(a, t.id);
    // Step up to him first, when the cure's action is still left after a Move.
    const gap = distance(c.position, t.position) - reachOf(a.range) + 0.5;
    if (a.action === 'full' || d.moves > 0 || d.attacks > 0 || d.prone) continue;
    if (gap > movementOf(c) || engaged(s, c)) continue;
    const move = moveTowards(c, t.position, reachOf(a.range) - 0.5);
    if (move) return move;
  }
  return undefined;
}

export const caster = (params: Readonly<Record<string, number>>): Policy => {
  const healAt = params['healAt'] ?? 5;
  return turnPolicy(
    'caster',
    (s, c) =>
      upkeep(s, c) ?? startChannel(s, c) ?? cure(s, c, healAt) ?? fightOn(s, c, byHarm, rangedGoal),
  );
};
