/**
 * The small Actions that show the budget (seed 000's lists): Speak { words } (Free up to 5 words,
 * Simple beyond), DropWeapon (Free: "drop weapon/item"), PickUpWeapon (Simple: "pick up
 * weapon/item") and StandUp (Simple: "stand up from Prone"). Guard, drawing and the rest: issue 4.
 */
import {
  ok,
  refuse,
  type Combatant,
  type CombatState,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import { gate, type Spent } from '../budget.js';
import type { ActionKind } from '../stances.js';
import { dataOf, isProne, sheetOf, str } from '../state.js';

export interface MinorPlan {
  readonly type: 'Spoke' | 'WeaponDropped' | 'WeaponPickedUp' | 'StoodUp';
  readonly data: Readonly<Record<string, unknown>>;
  readonly spent: Spent;
  /** Conditions the Action ends (Prone). */
  readonly removes: readonly string[];
}

const SPEAK_SHORT: ActionKind = { level: 'free', kind: 'speak' };
const SPEAK_LONG: ActionKind = { level: 'simple', kind: 'speak-long' };

export const wordCount = (words: string): number => words.trim().split(/\s+/).length;

function plan(
  state: CombatState,
  c: Combatant,
  kind: ActionKind,
  type: MinorPlan['type'],
  data: Readonly<Record<string, unknown>> = {},
  removes: readonly string[] = [],
): Result<MinorPlan> {
  const spent = gate(state, c, kind);
  if (!spent.ok) return spent;
  return ok({ type, data: { actor: c.id, ...data }, spent: spent.value, removes });
}

export function planMinor(
  state: CombatState,
  c: Combatant,
  type: string,
  data: Readonly<Record<string, unknown>>,
): Result<MinorPlan> {
  const weapon = sheetOf(c).weapon.name;
  switch (type) {
    case 'Speak': {
      const words = str(data, 'words')?.trim();
      if (!words) return refuse('l5r4e/bad-words', 'Speak needs words: { words: "…" }');
      const kind = wordCount(words) <= 5 ? SPEAK_SHORT : SPEAK_LONG;
      return plan(state, c, kind, 'Spoke', { words });
    }
    case 'DropWeapon':
      if (!dataOf(c).armed || weapon === 'unarmed')
        return refuse('l5r4e/no-weapon', `${c.name} holds no weapon`);
      return plan(state, c, { level: 'free', kind: 'drop' }, 'WeaponDropped', { weapon });
    case 'PickUpWeapon':
      if (dataOf(c).armed) return refuse('l5r4e/not-dropped', `${c.name} holds the ${weapon}`);
      return plan(state, c, { level: 'simple', kind: 'pick-up' }, 'WeaponPickedUp', { weapon });
    case 'StandUp': {
      const prone = c.conditions.filter((x) => x.name === 'prone').map((x) => x.id);
      if (!isProne(c)) return refuse('l5r4e/not-prone', `${c.name} is not Prone`);
      return plan(state, c, { level: 'simple', kind: 'stand-up' }, 'StoodUp', {}, prone);
    }
    default:
      return refuse('l5r4e/unknown-command', `unknown command ${type}`);
  }
}

export function resolveMinor(plan: MinorPlan): GameEvent[] {
  const actor = plan.data['actor'];
  const events: GameEvent[] = [{ type: plan.type, data: { ...plan.data, spent: plan.spent } }];
  for (const conditionId of plan.removes)
    events.push({
      type: 'ConditionRemoved',
      data: { id: actor, conditionId, reason: 'stood up' },
    });
  return events;
}
