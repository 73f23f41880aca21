/**
 * Deep water (seed 000): "Characters in deep water need an Athletics (Swimming)/STR roll at TN 15
 * … each minute to stay afloat"; holding one's breath for STA Rounds, then drowning (helpless,
 * 2k2 Wounds per Round); Swim and Rescue. The commands are listed in outside.ts.
 */
import {
  ok,
  refuse,
  type Combatant,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import { gate, type Spent, combatantArg, gmCheck, gmOrSelf } from '../actions/index.js';
import { planRoll } from '../rolls/index.js';
import {
  sheetOf,
  DROWNING,
  HELPLESS,
  UNDERWATER,
  afterWounds,
  conditionData,
  named,
} from '../state.js';
import { alive, conscious, inFight, wholeNumber } from './outside.js';

type Data = Readonly<Record<string, unknown>>;

// ---------------------------------------------------------------------------------------------
// Drowning

/** The breath left to an underwater character (Rounds): the condition's, else Stamina. */
export function breathOf(c: Combatant): number {
  const b = conditionData(named(c, UNDERWATER))['breath'];
  return typeof b === 'number' ? b : sheetOf(c).traits.stamina;
}

export const isDrowning = (c: Combatant): boolean => c.conditions.some((x) => x.id === DROWNING);

/**
 * One Round underwater passes for `c`: "If still underwater at the end of those Rounds, they start
 * to drown, are helpless and unable to take Actions and take 2k2 Wounds per Round". The breath
 * goes down by one; at 0 the character becomes helpless (drowning); each later Round deals 2k2.
 */
export function drownStep(c: Combatant, dice: Dice): GameEvent[] {
  if (isDrowning(c)) {
    const roll = dice.roll('2k2', { by: c.id, what: 'drowning' });
    const after = afterWounds(c, roll.total);
    return [
      { type: 'DrowningDamage', data: { id: c.id, roll, wounds: roll.total, rank: after.rank } },
    ];
  }
  const breath = Math.max(0, breathOf(c) - 1);
  const events: GameEvent[] = [{ type: 'BreathHeld', data: { id: c.id, breath } }];
  if (breath === 0)
    events.push({
      type: 'ConditionAdded',
      data: { id: c.id, condition: { id: DROWNING, name: HELPLESS, data: { cause: 'drowning' } } },
    });
  return events;
}

export function decideDrownRound(
  state: CombatState,
  actor: string,
  data: Data,
  dice: Dice,
): Result<GameEvent[]> {
  const gm = gmCheck(actor, 'let a Round pass underwater');
  if (!gm.ok) return gm;
  if (inFight(state))
    return refuse('l5r4e/in-fight', 'in a fight the Rounds underwater pass by themselves');
  const c = combatantArg(state, data['id'], 'underwater');
  if (!c.ok) return c;
  const living = alive(c.value, 'no need to count their breath');
  if (!living.ok) return living;
  if (!named(c.value, UNDERWATER))
    return refuse('l5r4e/not-underwater', `${c.value.name} is not underwater`);
  return ok(drownStep(c.value, dice));
}

export function decideRescue(state: CombatState, actor: string, data: Data): Result<GameEvent[]> {
  const gm = gmCheck(actor, 'rescue someone from the water');
  if (!gm.ok) return gm;
  const c = combatantArg(state, data['id'], 'to rescue');
  if (!c.ok) return c;
  const wet = c.value.conditions.filter((x) => x.name === UNDERWATER || x.id === DROWNING);
  if (wet.length === 0) return refuse('l5r4e/not-underwater', `${c.value.name} is not underwater`);
  return ok([
    { type: 'Rescued', data: { id: c.value.id } },
    ...wet.map((x) => ({
      type: 'ConditionRemoved',
      data: { id: c.value.id, conditionId: x.id, reason: 'rescued' },
    })),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Swimming

export interface SwimPlan {
  readonly c: Combatant;
  readonly roll: string;
  readonly tn: number;
  readonly underwater: string | null;
  readonly voidSpent: boolean;
  readonly spent: Spent | undefined;
}

const SWIM_ACTION = { level: 'complex', kind: 'swim' } as const;

/** Checks a Swim roll and works it out (legal entries use it too). */
export function planSwim(state: CombatState, actor: string, data: Data): Result<SwimPlan> {
  const fighting = inFight(state);
  const c = combatantArg(state, data['id'] ?? (fighting ? state.current : undefined), 'who swims');
  if (!c.ok) return c;
  const living = alive(c.value, 'too late to swim');
  if (!living.ok) return living;
  const awake = conscious(c.value);
  if (!awake.ok) return awake;
  if (isDrowning(c.value))
    return refuse(
      'l5r4e/helpless',
      `${c.value.name} is drowning, helpless and unable to take Actions: Rescue them`,
    );
  const tn = wholeNumber(data['tn'], 15, 15, 100);
  if (tn === undefined)
    return refuse(
      'l5r4e/bad-tn',
      'seed 000: the Swim roll is "at TN 15 (or more, depending on circumstances)": tn is 15 to 100',
    );
  const underwater = named(c.value, UNDERWATER)?.id ?? null;
  let spent: Spent | undefined;
  if (fighting && underwater !== null && c.value.id === state.current) {
    // The resurfacing roll of the combatant taking the Turn: a Complex Action.
    const g = gate(state, c.value, SWIM_ACTION);
    if (!g.ok) return g;
    spent = g.value;
  } else if (fighting) {
    const gm = gmCheck(actor, 'call for a Swim roll of someone not taking their Turn underwater');
    if (!gm.ok) return gm;
  } else {
    const who = gmOrSelf(actor, c.value.id, 'Swim');
    if (!who.ok) return who;
  }
  const plan = planRoll(state, c.value, {
    skill: 'athletics',
    trait: 'strength',
    emphasis: ['swimming'],
    void: data['void'] === 'dice' ? 'dice' : data['void'] === true,
  });
  if (!plan.ok) return plan;
  return ok({
    c: c.value,
    roll: plan.value.notation,
    tn: tn + plan.value.tnPenalty,
    underwater,
    voidSpent: plan.value.voidSpent,
    spent,
  });
}

export function resolveSwim(plan: SwimPlan, dice: Dice): GameEvent[] {
  const { c } = plan;
  const roll = dice.roll(plan.roll, { by: c.id, what: 'swim' });
  const success = roll.total >= plan.tn;
  const data: Record<string, unknown> = {
    id: c.id,
    roll,
    tn: plan.tn,
    success,
    underwater: plan.underwater !== null,
  };
  if (plan.voidSpent) data['voidBy'] = c.id;
  if (plan.spent) {
    data['actor'] = c.id;
    data['spent'] = plan.spent;
  }
  const events: GameEvent[] = [{ type: 'SwimRolled', data }];
  if (plan.underwater !== null && success)
    events.push({
      type: 'ConditionRemoved',
      data: { id: c.id, conditionId: plan.underwater, reason: 'resurfaced' },
    });
  else if (plan.underwater === null && !success)
    events.push({
      type: 'ConditionAdded',
      data: {
        id: c.id,
        condition: {
          id: UNDERWATER,
          name: UNDERWATER,
          data: { breath: sheetOf(c).traits.stamina },
        },
      },
    });
  return events;
}

export function decideSwim(
  state: CombatState,
  actor: string,
  data: Data,
  dice: Dice,
): Result<GameEvent[]> {
  const plan = planSwim(state, actor, data);
  return plan.ok ? ok(resolveSwim(plan.value, dice)) : plan;
}
