/**
 * DeclareSurprise { side } (GM, before StartCombat): the GM rules that a side is surprised without an
 * ambush roll; seed 002 "the ambushed party does not act on the first combat round".
 */
import {
  ok,
  refuse,
  type Command,
  type CombatState,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import { event, type SurpriseDeclaredData } from '../events.js';
import { isGm } from '../actions/index.js';

export function decideDeclareSurprise(
  state: CombatState,
  command: Command,
): Result<readonly GameEvent[]> {
  if (!isGm(command)) return refuse('turn/gm-only', 'only the GM may DeclareSurprise');
  if (state.status !== 'setup')
    return refuse('combat-chaos/surprise-too-late', 'surprise is declared before StartCombat');
  const side = command.data?.['side'];
  const ids = Object.values(state.combatants)
    .filter((c) => c.side === side)
    .map((c) => c.id);
  if (typeof side !== 'string' || ids.length === 0)
    return refuse(
      'combat-chaos/no-such-side',
      `no side ${JSON.stringify(side)}: DeclareSurprise needs { side }`,
    );
  const data: SurpriseDeclaredData = { side, ids };
  return ok([event('SurpriseDeclared', data)]);
}
