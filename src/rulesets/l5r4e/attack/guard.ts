/**
 * Guard { target } (seed 000): "This maneuver involves no attack roll, and is not available in
 * the Full Attack Stance. Designate one person within 5 feet; until your next Turn, while that
 * person is within 5 feet of you, their Armor TN is increased by +10 and yours is decreased by
 * -5." A Simple Action (seed 000: "guard someone"; reference §5). The Armor TN effect is in
 * attack/resolve.ts (armorTN); TurnStarted ends it.
 */
import {
  ok,
  refuse,
  withinReach,
  type Combatant,
  type CombatState,
  type GameEvent,
  type Result,
  own,
} from '../../../engine/index.js';
import { gate } from '../actions/index.js';
import { GUARD_RANGE } from './resolve.js';
import { dataOf, str } from '../state.js';

export function planGuard(
  state: CombatState,
  c: Combatant,
  data: Readonly<Record<string, unknown>>,
): Result<GameEvent> {
  const id = str(data, 'target');
  const t = id === undefined ? undefined : own(state.combatants, id);
  if (!t) return refuse('l5r4e/no-such-target', `no combatant ${JSON.stringify(id)} to guard`);
  if (t.id === c.id) return refuse('l5r4e/bad-target', `${c.name} cannot guard themself`);
  if (dataOf(t).dead) return refuse('l5r4e/target-dead', `${t.name} is dead`);
  if (dataOf(c).stance === 'fullAttack')
    return refuse(
      'l5r4e/stance-forbids',
      'Guard "is not available in the Full Attack Stance" (seed 000)',
    );
  if (!withinReach(c.position, t.position, GUARD_RANGE))
    return refuse(
      'l5r4e/out-of-reach',
      `Guard: "Designate one person within 5 feet" (seed 000); ${t.name} is farther`,
    );
  const spent = gate(state, c, { level: 'simple', kind: 'guard' });
  if (!spent.ok) return spent;
  return ok({ type: 'Guarded', data: { actor: c.id, target: t.id, spent: spent.value } });
}
