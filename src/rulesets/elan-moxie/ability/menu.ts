/**
 * Menu entries of abilities (issue 5) for legalActions: every ability the character can use now,
 * on each creature it would sensibly go to (attacks and hindrances on foes, cures and boons on
 * friends: friendly fire is allowed by decide but never offered), areas aimed at each such creature
 * and labelled with who would be inside; exact odds for attacks; StopChanneling per channel.
 * Kept cheap: the simulator calls it every step.
 */
import {
  distance,
  type ActionOption,
  type Combatant,
  type Command,
  type CombatState,
} from '../../../engine/index.js';
import { abilityBlocked, aimReach, areaTargets, planTargets, type Affects } from './plan.js';
import { cannotFree } from '../actions/index.js';
import { strikeOdds } from './odds.js';
import { readOptions } from '../options.js';
import type { Ability } from '../sheet.js';
import { dataOf, sheetOf } from '../state.js';
import { health } from '../state.js';

/** Whom the menu offers `a` to: `affects` when it names one side, else a guess from what it does. */
export function offeredTo(a: Ability): Exclude<Affects, 'all'> {
  if (a.affects === 'foes' || a.affects === 'friends') return a.affects;
  if (a.attack) return 'foes';
  if (a.heal) return 'friends';
  let net = 0;
  for (const e of a.effects) {
    const m = e.modifiers;
    net +=
      (m.defense ?? 0) + (m.accuracy ?? 0) + (m.soak ?? 0) + (m.damage ?? 0) + (m.movement ?? 0);
  }
  return net < 0 ? 'foes' : 'friends';
}

function candidates(state: CombatState, c: Combatant, side: 'foes' | 'friends'): Combatant[] {
  const out: Combatant[] = [];
  const all = state.combatants;
  for (const key in all) {
    const t = all[key];
    if (!t || health(dataOf(t).wounds) === 'dead') continue;
    if ((t.side === c.side) === (side === 'friends')) out.push(t);
  }
  return out;
}

function option(
  state: CombatState,
  c: Combatant,
  a: Ability,
  command: Command,
  label: string,
  first: Combatant | undefined,
): ActionOption {
  return a.attack && first
    ? { command, label, odds: strikeOdds(state, c, a, first) }
    : { command, label };
}

function singleOptions(state: CombatState, c: Combatant, a: Ability, out: ActionOption[]): void {
  for (const t of candidates(state, c, offeredTo(a))) {
    const command = { type: 'UseAbility', data: { ability: a.name, target: t.id } };
    if (!planTargets(state, c, a, command).ok) continue;
    const on = t === c ? `${c.name} (self)` : t.name;
    out.push(option(state, c, a, command, `${a.name} on ${on}`, t));
  }
}

function areaOptions(state: CombatState, c: Combatant, a: Ability, out: ActionOption[]): void {
  const reach = aimReach(a);
  const seen = new Set<string>();
  for (const t of candidates(state, c, offeredTo(a))) {
    if (t === c) continue;
    const d = distance(c.position, t.position);
    if (d === 0 || d > reach + 1e-9) continue;
    const inside = areaTargets(state, c, a, t.position);
    if (inside.length === 0) continue;
    const names = inside.map((x) => x.name).join(', ');
    if (seen.has(names)) continue;
    seen.add(names);
    const command = { type: 'UseAbility', data: { ability: a.name, target: t.id } };
    const label = `${a.name} at ${t.name} (${a.area?.shape}: ${names})`;
    out.push(option(state, c, a, command, label, inside[0]));
  }
}

export function abilityMenu(state: CombatState, c: Combatant): ActionOption[] {
  const abilities = sheetOf(c).abilities;
  const d = dataOf(c);
  if (abilities.length === 0 && d.channeling.length === 0) return [];
  const out: ActionOption[] = [];
  for (const a of abilities) {
    if (abilityBlocked(state, c, a)) continue;
    if (a.range === 'self') {
      if (a.heal && a.effects.length === 0 && d.wounds === 0) continue;
      out.push({
        command: { type: 'UseAbility', data: { ability: a.name } },
        label: `${a.name} (self)`,
      });
    } else if (a.area) areaOptions(state, c, a, out);
    else singleOptions(state, c, a, out);
  }
  if (d.channeling.length > 0 && !cannotFree(d, readOptions(state.options).freeActionLimit))
    for (const ch of d.channeling)
      out.push({
        command: { type: 'StopChanneling', data: { ability: ch.ability } },
        label: `Stop channeling ${ch.ability}`,
      });
  return out;
}
