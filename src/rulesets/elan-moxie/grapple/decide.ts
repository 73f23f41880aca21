/**
 * The grapple's own commands (seed 001, Grapple):
 * - Escape { how: 'agility' | 'strength' }: "In a grapple, the defender can use Agility to escape,
 *   or Strength to become the "attacker", both opposed by the attacker's Strength roll." The pinned
 *   defender, on his turn, rolls 1d20 + Agility (or Strength) against the attacker's 1d20 +
 *   Strength and must beat it (a tie holds). It spends the action of the option escapeAction
 *   (default an Attack action). It is the grapple's own roll, not an ability, so "neither the
 *   attacker nor defender can use any abilities that require an Attack action" does not forbid it.
 *   A reversal pins the former attacker, which ends his channels ("grapples him").
 * - Release { id? }: "The attacker can end the grapple as a Free action whenever he wishes - the
 *   defender is stuck in the grapple." The attacker only, on his own turn (within freeActionLimit)
 *   or on anyone else's (RuleSet.anyTime: the kernel lets him send it then; it counts against no
 *   turn's limit). The releaser is the sender (meta.actor), else `id`, else the current combatant.
 */
import {
  ok,
  own,
  refuse,
  type Command,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import {
  cannotFree,
  cannotSpend,
  ableActor,
  ableBodied,
  turnActor,
  type Actor,
} from '../actions/index.js';
import { endChanneling } from '../channel/index.js';
import { event, type GrappleContestedData, type GrappleReleasedData } from '../events.js';
import { grappleOf } from '../state.js';
import { readOptions, type EscapeAction } from '../options.js';
import { d20 } from '../attack/index.js';
import { dataOf, gameOf, nameOf, sheetOf } from '../state.js';

const HOW = ['agility', 'strength'] as const;
export type EscapeHow = (typeof HOW)[number];

const NO_ACTION: Readonly<Record<EscapeAction, string>> = {
  attack: 'elan-moxie/no-attack-left',
  move: 'elan-moxie/no-move-left',
  full: 'elan-moxie/no-full-action-left',
};

const isHow = (v: unknown): v is EscapeHow => HOW.some((h) => h === v);

export function escape(
  state: CombatState,
  command: Command,
  dice: Dice,
): Result<readonly GameEvent[]> {
  const able = ableActor(state);
  if (!able.ok) return able;
  const { c, sheet, data } = able.value;
  const g = grappleOf(gameOf(state), c.id);
  if (!g)
    return refuse(
      'elan-moxie/not-pinned',
      `${c.name} is not in a grapple: Escape is for a pinned defender`,
    );
  if (g.attacker === c.id)
    return refuse(
      'elan-moxie/not-pinned',
      `${c.name} holds ${nameOf(state, g.defender)} and is not pinned: end the grapple with Release (a Free action)`,
    );
  const how = command.data?.['how'];
  if (!isHow(how))
    return refuse(
      'elan-moxie/bad-escape',
      'Escape needs { how: "agility" } (to escape) or { how: "strength" } (to become the attacker)',
    );
  const action = readOptions(state.options).escapeAction;
  const why = cannotSpend(data, action);
  if (why)
    return refuse(
      NO_ACTION[action],
      `${c.name} ${why} (escaping a grapple takes a${action === 'attack' ? 'n' : ''} ${action} action: option escapeAction)`,
    );
  const holder = state.combatants[g.attacker];
  if (!holder) return refuse('elan-moxie/not-pinned', `${c.name} is not held by anyone`);
  const roll = dice.roll(d20(how === 'agility' ? sheet.agility : sheet.strength), {
    by: c.id,
    what: 'contest',
  });
  const opposed = dice.roll(d20(sheetOf(holder).strength), { by: holder.id, what: 'contest' });
  const beats = roll.total > opposed.total;
  const result = !beats ? 'held' : how === 'agility' ? 'escaped' : 'reversed';
  const d: GrappleContestedData = {
    actor: c.id,
    opponent: holder.id,
    how,
    roll,
    opposed,
    result,
    action,
  };
  const events = [event('GrappleContested', d)];
  if (result === 'reversed') events.push(...endChanneling(state, holder.id, 'grappled', c.id));
  return ok(events);
}

/** Who releases: the sender (meta.actor), else the GM's `id`, else the current combatant. */
function releaser(state: CombatState, command: Command): Result<Actor> {
  if (state.status !== 'active')
    return refuse('elan-moxie/not-started', 'the fight has not started: send StartCombat first');
  const sender = command.meta?.actor;
  const named = command.data?.['id'];
  if (named !== undefined && typeof named !== 'string')
    return refuse('elan-moxie/no-such-combatant', 'Release { id } names the grappler by his id');
  const player = sender !== undefined && sender !== 'gm' ? sender : undefined;
  if (player !== undefined && named !== undefined && named !== player)
    return refuse(
      'elan-moxie/not-grappling',
      `${nameOf(state, player)} can release only his own hold, not ${nameOf(state, named)}'s`,
    );
  if (player === undefined && named === undefined) return turnActor(state);
  const c = own(state.combatants, player ?? named);
  if (!c) return refuse('elan-moxie/no-such-combatant', `no combatant ${JSON.stringify(named)}`);
  return { ok: true, value: { c, sheet: sheetOf(c), data: dataOf(c) } };
}

export function release(state: CombatState, command: Command): Result<readonly GameEvent[]> {
  const found = releaser(state, command);
  if (!found.ok) return found;
  const able = ableBodied(found.value);
  if (!able.ok) return able;
  const { c, data } = able.value;
  const g = grappleOf(gameOf(state), c.id);
  if (!g) return refuse('elan-moxie/not-grappling', `${c.name} is not grappling anyone to release`);
  if (g.defender === c.id)
    return refuse(
      'elan-moxie/stuck-in-grapple',
      `${c.name} is pinned by ${nameOf(state, g.attacker)}: only the attacker can end the grapple ("the defender is stuck in the grapple"); try Escape { how: agility | strength }`,
    );
  if (state.current !== c.id) {
    // "whenever he wishes": on someone else's turn, counted against no turn's Free actions.
    const d: GrappleReleasedData = { actor: c.id, defender: g.defender, outOfTurn: true };
    return ok([event('GrappleReleased', d)]);
  }
  const why = cannotFree(data, readOptions(state.options).freeActionLimit);
  if (why) return refuse('elan-moxie/free-action-limit', `${c.name} ${why}`);
  const d: GrappleReleasedData = { actor: c.id, defender: g.defender };
  return ok([event('GrappleReleased', d)]);
}
