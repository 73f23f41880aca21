/**
 * The rule set's decide: one table from command type to the folder's function that decides it
 * (README, "Commands"); any other command is refused with the list of those it knows.
 */
import {
  refuse,
  type Command,
  type CombatState,
  type DecideContext,
  type Dice,
  type GameEvent,
  type Result,
} from '../../engine/index.js';
import { decideAmbush, decideDeclareSurprise } from './ambush/index.js';
import { decideAdjustHealth } from './health/index.js';
import {
  decideAttack,
  decideBrace,
  decideBraceStrike,
  decideCharge,
  decideConstrict,
  decideDefend,
  decideDisarm,
  decideEscape,
  decideGrapple,
  decideKipup,
  decidePickUp,
  decidePush,
  decideRelease,
  decideStand,
  decideSupport,
  decideTrip,
} from './maneuvers/index.js';
import { decideMove } from './move/index.js';
import { decideReactAttack } from './reactions/index.js';
import { decideCastSpell } from './spells/index.js';

type Decider = (state: CombatState, command: Command, dice: Dice) => Result<readonly GameEvent[]>;

/** Every command of the rule set (the kernel's are decided before), in the order of the messages. */
const DECIDERS: Readonly<Record<string, Decider>> = {
  Move: decideMove,
  Attack: decideAttack,
  ReactAttack: decideReactAttack,
  Ambush: decideAmbush,
  DeclareSurprise: decideDeclareSurprise,
  AdjustHealth: decideAdjustHealth,
  // The attacks' maneuvers (issue 6) and spells.
  Charge: decideCharge,
  Brace: decideBrace,
  BraceStrike: decideBraceStrike,
  Defend: decideDefend,
  Support: decideSupport,
  CastSpell: decideCastSpell,
  // The maneuvers of seed 002, and around them standing up, escaping, releasing, picking up.
  Grapple: decideGrapple,
  Constrict: decideConstrict,
  Disarm: decideDisarm,
  Push: decidePush,
  Trip: decideTrip,
  Kipup: decideKipup,
  Stand: (state, _command, dice) => decideStand(state, dice),
  Escape: decideEscape,
  Release: decideRelease,
  PickUp: decidePickUp,
};

export function decide(
  state: CombatState,
  command: Command,
  { dice }: DecideContext,
): Result<readonly GameEvent[]> {
  const decider = Object.hasOwn(DECIDERS, command.type) ? DECIDERS[command.type] : undefined;
  return decider
    ? decider(state, command, dice)
    : refuse(
        'combat-chaos/unknown-command',
        `combat-chaos has no command ${command.type}; it knows ${Object.keys(DECIDERS).join(', ')} and the kernel's`,
      );
}
