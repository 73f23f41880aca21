/**
 * Everything about an ability use that is known before the dice (issue 5, abilities as data):
 * whether the user may use it now, and whom it affects. Shared by ability/decide.ts, the odds and
 * the menu, so that they cannot disagree.
 * - seed 001: "Abilities have a listed distance from which they can be used" (`checkRange`);
 *   "Self: A self ranged ability can only be used on the character using it."
 * - "Cone: A cone has its "tip" centered at the character using the ability, and is as long at any
 *   point as it is wide." "Line: A line is a straight area with a set width (assume 2m if none is
 *   listed) and length." (ranges/shapes.ts `inArea`: both start at the user; the aim gives the direction.)
 * - Channeled actions: at most `maxChannels` at once, and never the same ability twice.
 */
import {
  distance,
  own,
  refuse,
  type Combatant,
  type Command,
  type CombatState,
  type Position,
  type Result,
  type Violation,
} from '../../../engine/index.js';
import { checkRange, reachOf } from '../attack/index.js';
import { cannotUse, cannotAttack, violation } from '../actions/index.js';
import { readOptions } from '../options.js';
import type { Ability, ActionType, Area } from '../sheet.js';
import { inArea, isPosition } from '../ranges/index.js';
import { dataOf, sheetOf } from '../state.js';
import { health } from '../state.js';

export type Affects = 'foes' | 'friends' | 'all';

/** An ability use with its targets, in the order they are resolved. */
export interface AbilityUse {
  readonly user: Combatant;
  readonly ability: Ability;
  readonly targets: readonly Combatant[];
  /** Where an area was aimed. */
  readonly at?: Position;
}

/** The violation code when no action of a type is left (the codes Attack and Move use). */
export const NO_ACTION_LEFT: Readonly<Record<ActionType, string>> = {
  full: 'elan-moxie/no-full-action-left',
  move: 'elan-moxie/no-move-left',
  attack: 'elan-moxie/no-attack-left',
  free: 'elan-moxie/free-action-limit',
};

/** An action type with its article, for messages: "an Attack action", "a Free action". */
export const AN_ACTION: Readonly<Record<ActionType, string>> = {
  full: 'a Full action',
  move: 'a Move action',
  attack: 'an Attack action',
  free: 'a Free action',
};

/** The ability named, refused when the user has none by that name. */
export function findAbility(user: Combatant, name: unknown): Result<Ability> {
  const abilities = sheetOf(user).abilities;
  const a = typeof name === 'string' ? abilities.find((x) => x.name === name) : undefined;
  if (a) return { ok: true, value: a };
  const list = abilities.length ? abilities.map((x) => x.name).join(', ') : 'none';
  return refuse(
    'elan-moxie/no-such-ability',
    `${user.name} has no ability ${JSON.stringify(name)}: UseAbility { ability } names one of his abilities (${list})`,
  );
}

/**
 * Why `user` cannot use `a` now, whoever it is aimed at: the action type is spent; an ability
 * that needs an Attack action while grappling (seed 001: "neither the attacker nor defender can use
 * any abilities that require an Attack action or move"); a channel it would start is refused.
 */
export function abilityBlocked(
  state: CombatState,
  user: Combatant,
  a: Ability,
): Violation | undefined {
  const d = dataOf(user);
  const o = readOptions(state.options);
  const why = cannotUse(d, a.action, o.freeActionLimit);
  if (why)
    return violation(
      NO_ACTION_LEFT[a.action],
      `${user.name} ${why}: ${a.name} takes ${AN_ACTION[a.action]} (end the turn, or use something else)`,
    );
  if (a.action === 'attack') {
    const held = cannotAttack(state, user);
    if (held) return violation(held.code, `${held.message}; ${a.name} takes an Attack action`);
  }
  if (a.channeled) {
    const channels = d.channeling;
    if (channels.some((ch) => ch.ability === a.name))
      return violation(
        'elan-moxie/already-channeling',
        `${user.name} is already channeling ${a.name}: StopChanneling { ability: "${a.name}" } first`,
      );
    if (channels.length >= o.maxChannels)
      return violation(
        'elan-moxie/already-channeling',
        `${user.name} already channels ${channels.map((ch) => ch.ability).join(', ')} (option maxChannels: ${o.maxChannels}): StopChanneling first`,
      );
  }
  return undefined;
}

/** Whether `t` is one of those `affects` names, seen from `user`. */
export function affectsTarget(affects: Affects, user: Combatant, t: Combatant): boolean {
  if (affects === 'all') return true;
  return affects === 'foes' ? t.side !== user.side : t.side === user.side;
}

/** How far away an area may be aimed: its range, or its length when longer (the area starts at the user). */
export function aimReach(a: Ability): number {
  return Math.max(reachOf(a.range), a.area?.length ?? 0);
}

/**
 * Every creature inside the area aimed at `aim`: not dead, not the user, allowed by `affects`
 * (default for areas: everyone, friends too). Nearest to the user first; equal distances in
 * initiative order.
 */
export function areaTargets(
  state: CombatState,
  user: Combatant,
  a: Ability,
  aim: Position,
): Combatant[] {
  const area = a.area;
  if (!area) return [];
  const affects = a.affects ?? 'all';
  const inside: Combatant[] = [];
  const all = state.combatants;
  for (const key in all) {
    const t = all[key];
    if (!t || t === user || health(dataOf(t).wounds) === 'dead') continue;
    if (!affectsTarget(affects, user, t)) continue;
    if (inArea(area, user.position, aim, t.position)) inside.push(t);
  }
  return inside.length > 1 ? byDistance(state, user, inside) : inside;
}

function byDistance(state: CombatState, user: Combatant, list: Combatant[]): Combatant[] {
  const rank = (c: Combatant): number => {
    const i = state.order.indexOf(c.id);
    return i < 0 ? state.order.length : i;
  };
  return list.sort(
    (x, y) =>
      distance(user.position, x.position) - distance(user.position, y.position) ||
      rank(x) - rank(y),
  );
}

function combatantOf(state: CombatState, id: unknown): Result<Combatant> {
  const c = typeof id === 'string' ? own(state.combatants, id) : undefined;
  if (!c) return refuse('elan-moxie/no-such-target', `no combatant ${JSON.stringify(id)}`);
  if (health(dataOf(c).wounds) === 'dead')
    return refuse(
      'elan-moxie/target-dead',
      `${c.name} is dead: abilities neither harm nor cure the dead`,
    );
  return { ok: true, value: c };
}

/** The one target of an ability without an area (Self: the user himself). */
function singleTarget(state: CombatState, user: Combatant, a: Ability, command: Command) {
  const data = command.data ?? {};
  if (data['at'] !== undefined || data['targets'] !== undefined)
    return refuse<Combatant>(
      'elan-moxie/no-area',
      `${a.name} has no area: name one creature with target instead of at or targets`,
    );
  const id = data['target'];
  if (a.range === 'self') {
    if (id === undefined || id === user.id) return { ok: true as const, value: user };
    return refuse<Combatant>(
      'elan-moxie/self-only',
      `seed 001: "A self ranged ability can only be used on the character using it": ${a.name} works on ${user.name} only (leave target out)`,
    );
  }
  if (id === undefined)
    return refuse<Combatant>(
      'elan-moxie/no-such-target',
      `${a.name} needs a target: UseAbility { ability: "${a.name}", target }`,
    );
  const found = combatantOf(state, id);
  if (!found.ok) return found;
  const t = found.value;
  if (t === user && a.attack)
    return refuse<Combatant>(
      'elan-moxie/self-target',
      `${user.name} cannot attack himself with ${a.name}`,
    );
  const affects = a.affects ?? 'all';
  if (!affectsTarget(affects, user, t))
    return refuse<Combatant>(
      'elan-moxie/wrong-target',
      `${a.name} affects ${affects} only, and ${t.name} is not one of them`,
    );
  const inRange = checkRange(user, t, a.range, a.name);
  if (!inRange.ok) return inRange;
  if (a.heal && !a.attack && a.effects.length === 0 && dataOf(t).wounds === 0)
    return refuse<Combatant>('elan-moxie/unhurt', `${t.name} has no wounds for ${a.name} to cure`);
  return { ok: true as const, value: t };
}

/** The area's aim: `at`, or the position of `target`; refused beyond {@link aimReach}. */
function aimOf(state: CombatState, user: Combatant, a: Ability, command: Command) {
  const data = command.data ?? {};
  const at = data['at'];
  const id = data['target'];
  let aim: Position;
  if (at !== undefined) {
    if (id !== undefined || !isPosition(at))
      return refuse<Position>(
        'elan-moxie/bad-position',
        `aim ${a.name} with at: { x, y } or with target (a creature), not both`,
      );
    aim = { x: at.x, y: at.y };
  } else if (id !== undefined) {
    const found = combatantOf(state, id);
    if (!found.ok) return found;
    aim = found.value.position;
  } else
    return refuse<Position>(
      'elan-moxie/bad-position',
      `${a.name} has an area: aim it with at: { x, y } or target`,
    );
  const d = distance(user.position, aim);
  if (d === 0)
    return refuse<Position>(
      'elan-moxie/bad-position',
      `${a.name} is aimed at ${user.name}'s own position: aim it in a direction, away from him`,
    );
  const reach = aimReach(a);
  if (d > reach + 1e-9)
    return refuse<Position>(
      'elan-moxie/out-of-range',
      `the aim point is ${d.toFixed(1)} m away: ${a.name} (${a.range}, ${a.area?.shape} ${a.area?.length} m) is aimed within ${reach} m`,
    );
  return { ok: true as const, value: aim };
}

/**
 * Whom an area use affects: everyone inside (of those `affects` names). `targets`, when given, is
 * what the user expects to catch: each must be inside, else the use is refused (`outside-area`).
 */
function areaUse(state: CombatState, user: Combatant, a: Ability, area: Area, command: Command) {
  const aimed = aimOf(state, user, a, command);
  if (!aimed.ok) return aimed;
  const aim = aimed.value;
  const inside = areaTargets(state, user, a, aim);
  const listed = command.data?.['targets'];
  const targets = inside;
  if (listed !== undefined) {
    if (!Array.isArray(listed) || listed.length === 0 || new Set(listed).size !== listed.length)
      return refuse<AbilityUse>(
        'elan-moxie/bad-targets',
        'targets is a list of different combatant ids, e.g. ["ogre", "goblin"] (or leave it out: everyone inside)',
      );
    for (const id of listed) {
      const found = combatantOf(state, id);
      if (!found.ok) return found;
      const t = found.value;
      if (inside.includes(t)) continue;
      if (t !== user && inArea(area, user.position, aim, t.position))
        return refuse<AbilityUse>(
          'elan-moxie/wrong-target',
          `${a.name} affects ${a.affects ?? 'all'} only, and ${t.name} is not one of them`,
        );
      return refuse<AbilityUse>(
        'elan-moxie/outside-area',
        `${t.name} is outside the ${area.shape} of ${a.name} aimed at (${aim.x}, ${aim.y}) (seed 001, areas): inside are ${inside.map((x) => x.name).join(', ') || 'no one'}`,
      );
    }
    // The list is a check, not a choice: an area affects everyone inside it (friendly fire too).
  }
  if (targets.length === 0)
    return refuse<AbilityUse>(
      'elan-moxie/no-one-in-area',
      `no one is inside the ${area.shape} of ${a.name} aimed at (${aim.x}, ${aim.y}): aim it elsewhere (nothing was spent)`,
    );
  return { ok: true as const, value: { user, ability: a, targets, at: aim } };
}

/** Checks where `command` aims `a` and finds whom it affects (not the budget: {@link abilityBlocked}). */
export function planTargets(
  state: CombatState,
  user: Combatant,
  a: Ability,
  command: Command,
): Result<AbilityUse> {
  if (a.area) return areaUse(state, user, a, a.area, command);
  const t = singleTarget(state, user, a, command);
  return t.ok ? { ok: true, value: { user, ability: a, targets: [t.value] } } : t;
}

/** Every check of UseAbility { ability, target?, at?, targets? } by `user`, and whom it affects. */
export function planAbility(
  state: CombatState,
  user: Combatant,
  command: Command,
): Result<AbilityUse> {
  const found = findAbility(user, command.data?.['ability']);
  if (!found.ok) return found;
  const blocked = abilityBlocked(state, user, found.value);
  if (blocked) return { ok: false, error: blocked };
  return planTargets(state, user, found.value, command);
}
