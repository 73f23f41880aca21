/** The Move entries of the menu (legalActions): towards each enemy out of reach, Free and Simple. */
import {
  distance,
  towards,
  withinReach,
  type ActionOption,
  type Combatant,
  type CombatState,
} from '../../engine/index.js';
import { feetLeft, moveFeet, planMove } from './decide/move.js';
import { isRanged } from './resolve.js';
import { enemiesOf, weaponOf } from './state.js';

export function* moves(state: CombatState, c: Combatant): Generator<ActionOption> {
  const weapon = weaponOf(c);
  const reach = isRanged(weapon) ? (weapon.range ?? 0) : weapon.reach;
  for (const e of enemiesOf(state, c)) {
    if (withinReach(c.position, e.position, reach)) continue;
    for (const as of ['free', 'simple'] as const) {
      const length = Math.min(
        moveFeet(c, as),
        feetLeft(c),
        distance(c.position, e.position) - reach,
      );
      if (length <= 0) continue;
      const data = { to: towards(c.position, e.position, length), as };
      if (planMove(state, c, data).ok)
        yield {
          command: { type: 'Move', data },
          label: `Move ${Math.round(length)} ft towards ${e.name} (${as === 'free' ? 'Free' : 'Simple'})`,
        };
    }
  }
}
