/**
 * SpendVoid { use: 'armor' | 'initiative' | 'reduceWounds', id? } (reference §1.5): a Void Point
 * spent outside a roll. Not an Action (no slots; the event has no `actor`, so the Turn may still
 * be delayed); at most one Void Point per Round. The combatant spends their own (the kernel lets
 * them send commands in their Turn); the GM may spend anyone's (`id`, default the current one).
 * - armor: +10 Armor TN for the rest of the Round (`voidArmorRound`, read by armorTN);
 * - initiative: +10 Initiative Score for the rest of the fight (the kernel's InitiativeSet);
 * - reduceWounds: −10 Wounds from the last damage taken (`lastHit`), "declared immediately after
 *   the damage total is announced": only in the Turn that damage was dealt, at most its Wounds.
 */
import {
  ok,
  refuse,
  type CombatState,
  type GameEvent,
  type Result,
  own,
} from '../../../engine/index.js';
import { canSpendVoid } from '../rolls.js';
import { dataOf, rankOf } from '../state.js';
import { OUT } from '../wounds.js';
import { isGm, notStarted } from './common.js';

export const VOID_USES = ['armor', 'initiative', 'reduceWounds'] as const;
export type VoidUse = (typeof VOID_USES)[number];

export const isVoidUse = (u: unknown): u is VoidUse => VOID_USES.includes(u as VoidUse);

/** The Wounds a Void Point would take off now (0: no damage to reduce in this Turn). */
export function reducible(state: CombatState, id: string): number {
  const c = own(state.combatants, id);
  if (!c) return 0;
  const d = dataOf(c);
  const hit = d.lastHit;
  if (!hit || hit.round !== state.round || hit.turn !== state.current) return 0;
  return Math.max(0, Math.min(10, hit.wounds, d.wounds));
}

export function decideSpendVoid(
  state: CombatState,
  actor: string,
  data: Readonly<Record<string, unknown>>,
): Result<readonly GameEvent[]> {
  if (state.status !== 'active') return notStarted();
  const raw = data['id'];
  if (raw !== undefined && typeof raw !== 'string')
    return refuse('l5r4e/no-such-combatant', 'id names a combatant');
  if (!isGm(actor) && raw !== undefined && raw !== actor)
    return refuse('turn/gm-only', "only the GM may spend another combatant's Void Point");
  const id = isGm(actor) ? (raw ?? state.current) : actor;
  const c = id === null ? undefined : own(state.combatants, id);
  if (!c) return refuse('l5r4e/no-such-combatant', `no combatant ${JSON.stringify(id)}`);
  const use = data['use'];
  if (!isVoidUse(use))
    return refuse(
      'l5r4e/bad-use',
      `use is armor (+10 Armor TN this Round), initiative (+10 Initiative) or reduceWounds (−10 Wounds), reference §1.5; not ${JSON.stringify(use)}`,
    );
  if (dataOf(c).dead) return refuse('l5r4e/target-dead', `${c.name} is dead`);
  if (use !== 'reduceWounds' && rankOf(c) >= OUT)
    return refuse('l5r4e/cannot-act', `${c.name} is out of the fight`);
  const can = canSpendVoid(state, c);
  if (!can.ok) return can;
  switch (use) {
    case 'armor':
      return ok([{ type: 'VoidSpent', data: { id: c.id, use, amount: 10 } }]);
    case 'initiative': {
      if (c.initiative === null)
        return refuse('l5r4e/no-initiative', `${c.name} has no Initiative Score yet`);
      return ok([
        { type: 'VoidSpent', data: { id: c.id, use, amount: 10 } },
        { type: 'InitiativeSet', data: { id: c.id, score: c.initiative + 10 } },
      ]);
    }
    case 'reduceWounds': {
      const amount = reducible(state, c.id);
      if (amount <= 0)
        return refuse(
          'l5r4e/no-recent-hit',
          'a Void Point reduces the Wounds of one damage source right after the damage (reference §1.5): only in the Turn that damage was dealt',
        );
      return ok([{ type: 'VoidSpent', data: { id: c.id, use, amount } }]);
    }
  }
}
