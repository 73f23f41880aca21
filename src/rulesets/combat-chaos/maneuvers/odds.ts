/**
 * The rule set's `odds` hook, command by command, each computed in its folder: Attack (by the
 * current combatant), ReactAttack, BraceStrike, Charge (its first attack, when it names a target),
 * CastSpell (spells/), and the maneuvers' rolls: Grapple, Push, Constrict, Disarm, Trip, Escape.
 * Undefined for other commands or bad arguments.
 */
import type { Command, CombatState, Odds } from '../../../engine/index.js';
import { castSpellOdds } from '../spells/index.js';
import { combatantOf } from '../state.js';
import { attackCommandOdds, reactAttackOdds } from './attack/odds.js';
import { braceStrikeOdds } from './brace/odds.js';
import { chargeCommandOdds } from './charge/odds.js';
import { constrictOdds } from './constrict/odds.js';
import { disarmOdds } from './disarm/odds.js';
import { escapeOdds, grappleOdds } from './grapple/odds.js';
import { pushOdds } from './push/odds.js';
import { tripOdds } from './trip/odds.js';

export function commandOdds(state: CombatState, command: Command): Odds | undefined {
  if (command.type === 'ReactAttack') return reactAttackOdds(state, command);
  if (command.type === 'BraceStrike') return braceStrikeOdds(state, command);
  const me = state.current === null ? undefined : combatantOf(state, state.current);
  if (!me) return undefined;
  const t = combatantOf(state, command.data?.['target']);
  switch (command.type) {
    case 'Attack':
      return attackCommandOdds(state, me, command);
    case 'Charge':
      return chargeCommandOdds(state, me, command);
    case 'CastSpell':
      return castSpellOdds(state, me, command);
    case 'Grapple':
      return t ? grappleOdds(state, me, t) : undefined;
    case 'Push':
      return t ? pushOdds(state, me, t) : undefined;
    case 'Constrict':
      return t ? constrictOdds(me, t) : undefined;
    case 'Disarm':
      return t ? disarmOdds(state, me, t, command) : undefined;
    case 'Trip':
      return t ? tripOdds(state, me, t, command) : undefined;
    case 'Escape':
      return escapeOdds(state, me, command);
    default:
      return undefined;
  }
}
