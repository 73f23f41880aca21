/**
 * DeclareSurprise { side } (GM, before StartCombat). Seed 001 has no ambush rule: the engine lets
 * the GM declare a side surprised, and its members take no turn in round 1 (canAct). They still
 * roll initiative and keep their place in the order from round 2 on.
 */
import {
  ok,
  refuse,
  type Command,
  type CombatState,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import { dataOf } from '../state.js';
import { gmOnly } from '../actions/index.js';

export function declareSurprise(
  state: CombatState,
  command: Command,
): Result<readonly GameEvent[]> {
  const gm = gmOnly(command);
  if (!gm.ok) return gm;
  if (state.status !== 'setup')
    return refuse('elan-moxie/already-started', 'surprise is declared before StartCombat');
  const side = command.data?.['side'];
  const members = Object.values(state.combatants).filter((c) => c.side === side);
  if (typeof side !== 'string' || members.length === 0) {
    const sides = [...new Set(Object.values(state.combatants).map((c) => c.side))];
    return refuse(
      'elan-moxie/no-such-side',
      `no side ${JSON.stringify(side)}; sides: ${sides.join(', ')}`,
    );
  }
  if (members.every((c) => dataOf(c).surprised))
    return refuse('elan-moxie/already-surprised', `the ${side} side is already surprised`);
  return ok([{ type: 'SurpriseDeclared', data: { side, ids: members.map((c) => c.id) } }]);
}
