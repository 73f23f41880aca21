/**
 * AdjustWounds { id, wounds } (GM only, at any time, after the fight too): adds (or, negative,
 * heals) Wounds from what the rules do not cover (falls have their own command, Fall). The
 * total stays within 0 … Earth×19 (×2); past it the character is dead. Healing a dead character
 * is the GM's call and brings them back at the top of Out.
 */
import {
  adjustHarm,
  ok,
  refuse,
  type CombatState,
  type GameEvent,
  type Result,
  own,
} from '../../../engine/index.js';
import { dataOf, sheetOf, str, applyWounds, rankIndex, rankName } from '../state.js';
import { gmOnly, isGm } from '../actions/index.js';

export function decideAdjustWounds(
  state: CombatState,
  actor: string,
  data: Readonly<Record<string, unknown>>,
): Result<GameEvent[]> {
  if (!isGm(actor)) return gmOnly('AdjustWounds');
  const id = str(data, 'id');
  const c = id === undefined ? undefined : own(state.combatants, id);
  if (!c) return refuse('l5r4e/no-such-combatant', `no combatant ${JSON.stringify(id)}`);
  const delta = data['wounds'];
  if (typeof delta !== 'number' || !Number.isInteger(delta) || delta === 0)
    return refuse('l5r4e/bad-wounds', 'wounds is a whole number of Wounds to add (< 0 heals)');
  const d = dataOf(c);
  const t = sheetOf(c).thresholds;
  const after = applyWounds(t, d.dead ? (t[t.length - 1] ?? 0) + 1 : d.wounds, delta);
  const rank = after.dead ? 'Dead' : rankName(rankIndex(t, after.wounds));
  return ok([
    {
      type: 'WoundsAdjusted',
      data: { id: c.id, delta, wounds: after.wounds, dead: after.dead, rank },
    },
  ]);
}

/**
 * The GM's `AdjustHarm { id, amount }` (the name all three rule sets share): `amount` is Wounds
 * taken, a negative amount heals; decided as AdjustWounds.
 */
export const harmAliases = {
  AdjustHarm: adjustHarm({
    type: 'AdjustWounds',
    field: 'wounds',
    sign: 1,
    means: 'Wounds to take',
  }),
};
