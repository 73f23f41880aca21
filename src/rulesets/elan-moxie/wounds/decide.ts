/**
 * The GM's hand on wounds:
 * - AdjustWounds { id, wounds }: adds (or, negative, removes) wounds, before or during the fight;
 *   kept within 0..20 (wounds/track.ts). A change can collapse or kill (seed 001 thresholds).
 * - Rest { id, days, treated? }: seed 001, "A character is cured of 1 wound each day, or 3 if he
 *   receives medical treatment." Resting happens outside combat: only before StartCombat (the
 *   kernel accepts nothing once a fight has ended; carry wounds into the next encounter's sheet).
 */
import {
  adjustHarm,
  ok,
  own,
  refuse,
  type Command,
  type CombatState,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import { afterWounds } from './consequences.js';
import { dataOf } from '../state.js';
import { addWounds, healed } from './track.js';
import { health } from '../state.js';
import { gmOnly, intField } from '../actions/index.js';

const MAX_DAYS = 365;

function target(state: CombatState, command: Command) {
  const id = command.data?.['id'];
  const c = typeof id === 'string' ? own(state.combatants, id) : undefined;
  return c
    ? { ok: true as const, value: c }
    : refuse('elan-moxie/no-such-combatant', `no combatant ${JSON.stringify(id)}`);
}

export function adjustWounds(state: CombatState, command: Command): Result<readonly GameEvent[]> {
  const gm = gmOnly(command);
  if (!gm.ok) return gm;
  const found = target(state, command);
  if (!found.ok) return found;
  const delta = intField(command, 'wounds');
  if (delta === undefined || delta === 0 || Math.abs(delta) > 100)
    return refuse(
      'elan-moxie/bad-wounds',
      'wounds is a whole number of wounds to add (or, negative, to remove), not 0',
    );
  const before = dataOf(found.value).wounds;
  const after = addWounds(before, delta);
  if (after === before)
    return refuse('elan-moxie/bad-wounds', `${found.value.name} already has ${before} wounds`);
  return ok([
    {
      type: 'WoundsAdjusted',
      data: { id: found.value.id, wounds: delta, woundsBefore: before, woundsAfter: after },
    },
    ...afterWounds(state, found.value.id, after),
  ]);
}

export function rest(state: CombatState, command: Command): Result<readonly GameEvent[]> {
  const gm = gmOnly(command);
  if (!gm.ok) return gm;
  if (state.status !== 'setup')
    return refuse('elan-moxie/in-combat', 'resting happens outside combat: before StartCombat');
  const found = target(state, command);
  if (!found.ok) return found;
  const c = found.value;
  const days = intField(command, 'days');
  const treated = command.data?.['treated'] ?? false;
  if (days === undefined || days < 1 || days > MAX_DAYS || typeof treated !== 'boolean')
    return refuse(
      'elan-moxie/bad-rest',
      `Rest needs { id, days: 1..${MAX_DAYS}, treated?: true|false }`,
    );
  const wounds = dataOf(c).wounds;
  if (health(wounds) === 'dead')
    return refuse('elan-moxie/dead', `${c.name} is dead: rest cures no one of that`);
  if (wounds === 0) return refuse('elan-moxie/unhurt', `${c.name} has no wounds to cure`);
  const cured = healed(wounds, days, treated);
  return ok([
    {
      type: 'Rested',
      data: { id: c.id, days, treated, healed: cured, woundsAfter: wounds - cured },
    },
  ]);
}

/**
 * The GM's `AdjustHarm { id, amount }` (the name all three rule sets share): `amount` is wounds
 * taken, a negative amount removes them; decided as AdjustWounds.
 */
export const harmAliases = {
  AdjustHarm: adjustHarm({
    type: 'AdjustWounds',
    field: 'wounds',
    sign: 1,
    means: 'wounds to take',
  }),
};
