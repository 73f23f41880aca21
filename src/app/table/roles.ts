/**
 * Who may send what at the table (issue 17). The GM may send anything, as anyone. A player acts
 * only as one of their own combatants (the one their link names, or every combatant of its side),
 * on that combatant's turn or when the engine asks it (a reaction), or with the rule set's
 * any-time commands; never the GM's hand (the kernel's GM commands, undo and redo). A player may
 * type in physical dice only for their own combatants' rolls: a command that would also take the
 * faces of someone else's roll (the defender's soak) is refused, and the server rolls instead.
 */
import {
  GM_COMMANDS,
  TypedDice,
  own,
  step,
  type Command,
  type CombatState,
  type Dice,
  type Rolled,
  type RollWhy,
  type RuleSet,
} from '../../engine/index.js';
import { fail, type TableResult } from './errors.js';
import type { Grant } from './store.js';

/** Who is calling, once their token is checked. */
export type Caller =
  | { readonly kind: 'gm'; readonly hash: string }
  | {
      readonly kind: 'player';
      readonly hash: string;
      readonly grant: Exclude<Grant, { role: 'gm' }>;
    };

export type PlayerGrant = { readonly combatant: string } | { readonly side: string };

/** The combatants a player's link lets them act as, in the state now. */
export function mineOf(
  state: CombatState,
  grant: { readonly combatant: string } | { readonly side: string },
): readonly string[] {
  if ('combatant' in grant) return own(state.combatants, grant.combatant) ? [grant.combatant] : [];
  return Object.values(state.combatants)
    .filter((c) => c.side === grant.side)
    .map((c) => c.id);
}

const name = (state: CombatState, id: string): string => own(state.combatants, id)?.name ?? id;

/** The player's command with `meta.actor` set to the combatant it is sent as, or why not. */
export function playerCommand(
  rs: RuleSet,
  state: CombatState,
  mine: readonly string[],
  command: Command,
): TableResult<Command> {
  if (GM_COMMANDS.has(command.type) || command.type === 'Undo' || command.type === 'Redo')
    return fail(403, 'table/gm-only', `only the GM may ${command.type}: ask the GM`);
  if (mine.length === 0)
    return fail(
      403,
      'table/not-yours',
      'your link names no combatant in this fight: ask the GM for a new one',
    );
  const given = command.meta?.actor;
  let actor: string | undefined;
  if (given !== undefined) {
    if (!mine.includes(given))
      return fail(
        403,
        'table/not-yours',
        `you may act only as ${mine.map((id) => name(state, id)).join(', ')}, not as ${JSON.stringify(given)}`,
      );
    actor = given;
  } else actor = defaultActor(rs, state, mine, command);
  if (actor === undefined) {
    const whose = state.pending ? state.pending.reactor : state.current;
    return fail(
      422,
      'turn/not-your-turn',
      whose
        ? `it is ${name(state, whose)}'s ${state.pending ? 'reaction' : 'turn'}, not yours: wait for your turn`
        : 'nobody is taking a turn: wait for the GM to start the fight',
    );
  }
  const cutIn = command.data?.['id'];
  if (
    command.type === 'ActNow' &&
    cutIn !== undefined &&
    !(typeof cutIn === 'string' && mine.includes(cutIn))
  )
    return fail(403, 'table/not-yours', 'you may cut in only with your own combatant');
  const meta = { ...command.meta, actor };
  const sent: Command = { ...command, meta };
  const faces = command.meta?.faces;
  if (faces !== undefined && faces.length > 0) {
    const others = othersRolls(rs, state, sent, mine);
    if (others.length > 0)
      return fail(
        403,
        'table/not-your-dice',
        `the command also rolls ${others.join(', ')}: leave the faces out to let the server roll, or let the GM type them in`,
      );
  }
  return { ok: true, value: sent };
}

/** Whom a player's command without an actor is sent as: the reaction asked, the turn, or any of theirs. */
function defaultActor(
  rs: RuleSet,
  state: CombatState,
  mine: readonly string[],
  command: Command,
): string | undefined {
  if (state.pending)
    return mine.includes(state.pending.reactor) ? state.pending.reactor : undefined;
  if (state.current && mine.includes(state.current)) return state.current;
  if (command.type === 'ActNow') {
    const id = command.data?.['id'];
    return typeof id === 'string' && mine.includes(id) ? id : undefined;
  }
  if (rs.anyTime?.includes(command.type) || state.status === 'setup') return mine[0];
  return undefined;
}

/** The rolls of other combatants that the typed faces would feed ("Bayushi's soak (2k2)"). */
function othersRolls(
  rs: RuleSet,
  state: CombatState,
  command: Command,
  mine: readonly string[],
): readonly string[] {
  const typed = new TypedDice(command.meta?.faces ?? []);
  const actor = command.meta?.actor;
  const out: string[] = [];
  const dice: Dice = {
    roll(expression: string, why?: RollWhy): Rolled {
      const by = why?.by ?? actor;
      if (by !== undefined && !mine.includes(by))
        out.push(`${name(state, by)}'s ${why?.what ?? 'roll'} (${expression})`);
      return typed.roll(expression);
    },
  };
  // Refused commands are refused again, with the rule's own message, when they are sent.
  const { faces: _typed, ...meta } = command.meta ?? {};
  step(rs, state, { ...command, meta }, { dice });
  return out;
}
