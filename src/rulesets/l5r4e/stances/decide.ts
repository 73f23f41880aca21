/**
 * SetStance { stance, id?, void?, center? } (seed 000): "On the first Round of a combat,
 * characters can pick a Stance in Stage 1, before rolling Initiative. On later rounds, characters
 * can pick a Stance in Stage 2, before their Actions." Before StartCombat a combatant picks their
 * own (the GM anyone's, with `id`); from Round 2 the current combatant picks once, at the start of
 * their Turn. Not an Action (the event has no `actor`, so the Turn may still be delayed), except
 * Full Defense in the Turn: reference §3.4, "On declaring, roll Defense/Reflexes (a Complex Action)
 * and add half the total, rounded up, to Armor TN until the start of your next Turn". That roll is
 * part of the declaration (`void` and `center` apply to it); in Round 1 (picked in setup) and while
 * staying in Full Defense it is rolled at the start of the Turn (stances/feature.ts). Conditions
 * limit the Stances (reference §11.3, stances/limits.ts).
 */
import { duelStanceLock } from '../duel/index.js';
import {
  ok,
  refuse,
  type Combatant,
  type CombatState,
  type Condition,
  type Dice,
  type GameEvent,
  type Result,
  own,
} from '../../../engine/index.js';
import type { Spent } from '../actions/index.js';
import { situationForbids, isGm } from '../actions/index.js';
import { planRoll, voidField, type PlannedRoll, type VoidOnRoll } from '../rolls/index.js';
import { conditionForbidsStance } from './limits.js';
import { isStance, STANCE_NAMES, type Stance } from './stance.js';
import { combatant, dataOf, optionsOf, rankOf, skillRank, str, CRIPPLED, DOWN } from '../state.js';

/** The id of the condition that carries the Full Defense roll until one's next Turn. */
export const FULL_DEFENSE = 'full-defense';

/** What the Full Defense condition holds: the Armor TN bonus and the Round it was rolled (or kept). */
export interface FullDefenseData {
  readonly bonus: number;
  readonly round: number;
}

export const fullDefenseOf = (c: Combatant): Condition | undefined =>
  c.conditions.find((x) => x.id === FULL_DEFENSE);

/** The condition event that records a Full Defense bonus (rolled or kept in this Round). */
export const fullDefenseCondition = (id: string, bonus: number, round: number): GameEvent => ({
  type: 'ConditionAdded',
  data: {
    id,
    condition: {
      id: FULL_DEFENSE,
      name: `in Full Defense (+${bonus} Armor TN)`,
      data: { bonus, round },
    },
  },
});

/** reference §3.4: half the Defense/Reflexes total, rounded up. */
export const fullDefenseBonus = (total: number): number => Math.max(0, Math.ceil(total / 2));

/** reference §3.4 / S9: Defense Mastery 3 keeps the previous Full Defense roll. */
export const keepsFullDefense = (c: Combatant): boolean => skillRank(c, 'defense') >= 3;

/** seed 000 (option surpriseForbiddenStances): Stances the GM disallows to the surprised. */
export function forbiddenBySurprise(state: CombatState, id: string, stance: Stance): boolean {
  const c = own(state.combatants, id);
  return (
    !!c &&
    dataOf(c).surprised &&
    state.round <= 1 &&
    optionsOf(state).surpriseForbiddenStances.includes(stance)
  );
}

/**
 * Whether the combatant can make the Full Defense roll, a Complex Action (reference §3.1): not when
 * Down (Free Actions only), nor Crippled with option crippledEscalation 'allActions', the default (no Complex Actions),
 * nor when another feature forbids it (e.g. a grapple). Slots are checked by the caller.
 */
export function canRollFullDefense(state: CombatState, c: Combatant): Result<true> {
  const rank = rankOf(c);
  if (rank >= DOWN)
    return refuse(
      'l5r4e/down',
      `${c.name} is Down: only Free Actions, and the Full Defense roll is a Complex Action`,
    );
  if (rank === CRIPPLED && optionsOf(state).crippledEscalation === 'allActions')
    return refuse(
      'l5r4e/crippled',
      `${c.name} is Crippled: Complex Actions cannot be taken, and the Full Defense roll is one`,
    );
  const blocked = situationForbids(state, c, { level: 'complex', kind: 'fullDefense' });
  if (blocked) return { ok: false, error: blocked };
  return ok(true);
}

/** The Defense/Reflexes roll of Full Defense (rolls/roll.ts: wounds do not apply, it has no TN). */
export function planFullDefense(
  state: CombatState,
  c: Combatant,
  use: { readonly void?: VoidOnRoll; readonly center?: boolean } = {},
): Result<PlannedRoll> {
  return planRoll(state, c, {
    skill: 'defense',
    trait: 'reflexes',
    ...(use.void !== undefined && use.void !== false ? { void: use.void } : {}),
    ...(use.center ? { center: true } : {}),
  });
}

/** Who picks the Stance now (the actor, or the GM in setup), or why no Stance may be picked. */
export function stancePicker(
  state: CombatState,
  actor: string,
  given: string | undefined,
): Result<string> {
  if (state.status === 'setup') {
    const id = given ?? (isGm(actor) ? undefined : actor);
    if (id === undefined || !own(state.combatants, id))
      return refuse('l5r4e/no-such-combatant', `no combatant ${JSON.stringify(id)}`);
    if (!isGm(actor) && id !== actor)
      return refuse('turn/not-your-turn', 'a combatant picks only their own Stance');
    return ok(id);
  }
  const id = state.current;
  if (id === null) return refuse('turn/no-turn', 'nobody is taking a turn');
  if (given !== undefined && given !== id)
    return refuse('turn/not-your-turn', 'a Stance is picked at the start of one’s own Turn');
  if (state.round <= 1)
    return refuse('l5r4e/stance-timing', 'in Round 1 the Stance was picked before Initiative');
  const d = dataOf(combatant(state, id));
  if (state.turnUsed || d.stanceSet)
    return refuse('l5r4e/stance-timing', 'the Stance is picked once, before any Action');
  return ok(id);
}

function flag(data: Readonly<Record<string, unknown>>, key: string): Result<boolean> {
  const v = data[key] ?? false;
  if (typeof v !== 'boolean') return refuse(`l5r4e/bad-${key}`, `${key} must be true or false`);
  return ok(v);
}

/** A checked SetStance: who, which Stance, and the Full Defense roll when it is declared in a Turn. */
export interface StancePlan {
  readonly id: string;
  readonly stance: Stance;
  readonly roll?: PlannedRoll;
  readonly spent?: Spent;
  /** The combatant leaves Full Defense: its condition goes. */
  readonly dropsFullDefense: boolean;
}

function planRollNow(
  state: CombatState,
  c: Combatant,
  use: { void: VoidOnRoll; center: boolean },
): Result<{ roll: PlannedRoll; spent?: Spent }> {
  // Staying in Full Defense: the roll was made at the start of this Turn (or on declaring it in
  // Stage 1). Only Defense Mastery 3, which kept the previous roll, may roll anew instead
  // (reference §3.4 / S9).
  if (dataOf(c).stance === 'fullDefense' && (state.status === 'setup' || !keepsFullDefense(c)))
    return refuse(
      'l5r4e/full-defense-rolled',
      state.status === 'setup'
        ? `${c.name} has already declared the Full Defense Stance and made its roll`
        : `${c.name} is already in the Full Defense Stance: its roll was made at the start of the Turn`,
    );
  const can = canRollFullDefense(state, c);
  if (!can.ok) return can;
  if (dataOf(c).slots < 2)
    return refuse(
      'l5r4e/no-action-left',
      `the Full Defense roll is a Complex Action: ${c.name} has no Complex Action left`,
    );
  const roll = planFullDefense(state, c, use);
  if (!roll.ok) return roll;
  // Declared in Stage 1 (setup) the roll is made at once, before Initiative: no Turn, no Action.
  if (state.status === 'setup') return ok({ roll: roll.value });
  return ok({
    roll: roll.value,
    spent: { slots: 2, ...(roll.value.voidSpent ? { void: 1 } : {}) },
  });
}

/** Checks a SetStance and works out its roll, without rolling (legalActions uses it too). */
export function planSetStance(
  state: CombatState,
  actor: string,
  data: Readonly<Record<string, unknown>>,
): Result<StancePlan> {
  const stance = data['stance'];
  if (!isStance(stance))
    return refuse('l5r4e/bad-stance', 'stance: attack, fullAttack, defense, fullDefense or center');
  const useVoid = voidField(data);
  if (!useVoid.ok) return useVoid;
  const useCenter = flag(data, 'center');
  if (!useCenter.ok) return useCenter;
  const who = stancePicker(state, actor, str(data, 'id'));
  if (!who.ok) return who;
  // The duel holds both duelists in the Center Stance through Round Three (seed 000).
  const lock = duelStanceLock(state, who.value);
  if (lock) return { ok: false, error: lock };
  const c = combatant(state, who.value);
  if (forbiddenBySurprise(state, c.id, stance))
    return refuse(
      'l5r4e/surprised-stance',
      `the GM rules that the surprised cannot take the ${STANCE_NAMES[stance]} Stance`,
    );
  const limit = conditionForbidsStance(c, stance);
  if (limit) return refuse(limit.code, limit.message);
  const dropsFullDefense = stance !== 'fullDefense' && fullDefenseOf(c) !== undefined;
  // reference §3.4: "On declaring, roll Defense/Reflexes": in a Turn, or in Stage 1 (setup).
  const rolls = stance === 'fullDefense' && state.status !== 'ended';
  if (!rolls) {
    if (useVoid.value || useCenter.value)
      return refuse(
        'l5r4e/no-roll',
        'void and center are for the Full Defense roll, made on declaring the Full Defense Stance',
      );
    return ok({ id: c.id, stance, dropsFullDefense });
  }
  const planned = planRollNow(state, c, { void: useVoid.value, center: useCenter.value });
  if (!planned.ok) return planned;
  return ok({ id: c.id, stance, dropsFullDefense, ...planned.value });
}

/**
 * The events of a SetStance: StanceChosen, and for Full Defense declared in a Turn the roll
 * (`FullDefenseRolled`, a Complex Action of the actor) and its condition. Without `dice` (a menu
 * check) the roll is left out: only `.ok` means anything then.
 */
export function decideSetStance(
  state: CombatState,
  actor: string,
  data: Readonly<Record<string, unknown>>,
  dice?: Dice,
): Result<GameEvent[]> {
  const plan = planSetStance(state, actor, data);
  if (!plan.ok) return plan;
  const { id, stance, roll, spent, dropsFullDefense } = plan.value;
  const events: GameEvent[] = [{ type: 'StanceChosen', data: { id, stance } }];
  if (dropsFullDefense)
    events.push({
      type: 'ConditionRemoved',
      data: { id, conditionId: FULL_DEFENSE, reason: 'stance' },
    });
  if (roll && !spent && dice) {
    // Stage 1 (setup): the roll stands for Round 1's Turn, so the Turn's start keeps it (the
    // condition's Round is 1) and the next roll comes at the start of the Turn in Round 2.
    const rolled = dice.roll(roll.notation, { by: id, what: 'full-defense' });
    const bonus = fullDefenseBonus(rolled.total);
    events.push(
      {
        type: 'FullDefenseRolled',
        data: { id, roll: rolled, bonus, stage1: true, ...(roll.voidSpent ? { void: true } : {}) },
      },
      fullDefenseCondition(id, bonus, 1),
    );
  }
  if (roll && spent && dice) {
    const rolled = dice.roll(roll.notation, { by: id, what: 'full-defense' });
    const bonus = fullDefenseBonus(rolled.total);
    events.push(
      {
        type: 'FullDefenseRolled',
        data: {
          actor: id,
          id,
          roll: rolled,
          bonus,
          spent,
          ...(roll.centerUsed ? { center: true } : {}),
        },
      },
      fullDefenseCondition(id, bonus, state.round),
    );
  }
  return ok(events);
}
