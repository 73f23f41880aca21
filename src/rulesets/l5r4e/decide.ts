/**
 * The rule set's decide: one small decide per command. Turn Actions (Attack, Move, Speak,
 * DropWeapon, PickUpWeapon, StandUp) are planned (checked, costed) by the same functions that
 * legalActions uses, so the menu never offers what decide refuses.
 */
import {
  refuse,
  ok,
  type Combatant,
  type Command,
  type CombatState,
  type DecideContext,
  type Dice,
  type GameEvent,
  type Result,
} from '../../engine/index.js';
import { features } from './features/index.js';
import { decideAdjustWounds } from './wounds/index.js';
import { decideAmbush, decideDeclareSurprise } from './ambush/index.js';
import { planAttack, resolveAttack } from './attack/index.js';
import { notStarted, performer, planMinor, resolveMinor } from './actions/index.js';
import { decideSetStance } from './stances/index.js';

type Data = Readonly<Record<string, unknown>>;

/** A turn Action's events, or why it is refused. */
export function decideAction(
  state: CombatState,
  c: Combatant,
  type: string,
  data: Data,
  dice: Dice,
): Result<readonly GameEvent[]> {
  switch (type) {
    case 'Attack': {
      const plan = planAttack(state, c, data);
      return plan.ok ? ok(resolveAttack(state, plan.value, dice)) : plan;
    }
    default: {
      const plan = planMinor(state, c, type, data);
      return plan.ok ? ok(resolveMinor(plan.value)) : plan;
    }
  }
}

export const TURN_ACTIONS = new Set(['Attack', 'Speak', 'DropWeapon', 'PickUpWeapon', 'StandUp']);

const KERNEL_TURN = new Set(['EndTurn', 'Delay', 'ActNow', 'DeclineReaction']);

/** Every command of the rule set, for the unknown-command message. */
const commandNames = (): string[] => [
  'SetStance',
  'Ambush',
  'DeclareSurprise',
  'AdjustWounds',
  ...TURN_ACTIONS,
  ...features().commands.keys(),
];

export function decide(
  state: CombatState,
  command: Command,
  { dice }: DecideContext,
): Result<readonly GameEvent[]> {
  const actor = command.meta?.actor ?? 'gm';
  const data = command.data ?? {};
  switch (command.type) {
    case 'SetStance':
      return decideSetStance(state, actor, data, dice);
    case 'Ambush':
      return decideAmbush(state, actor, data, dice);
    case 'DeclareSurprise':
      return decideDeclareSurprise(state, actor, data);
    case 'AdjustWounds':
      return decideAdjustWounds(state, actor, data);
    default: {
      const own = features().commands.get(command.type);
      if (own) {
        if (state.status === 'setup' && !features().setupCommands.has(command.type))
          return notStarted();
        return own(state, actor, data, dice);
      }
      // Before StartCombat the kernel hands every non-GM command here, its own turn commands too.
      if (state.status === 'setup' && KERNEL_TURN.has(command.type)) return notStarted();
      if (!TURN_ACTIONS.has(command.type))
        return refuse(
          'l5r4e/unknown-command',
          `unknown command ${command.type}; l5r4e has ${commandNames().join(', ')}`,
        );
      const c = performer(state);
      return c.ok ? decideAction(state, c.value, command.type, data, dice) : c;
    }
  }
}
