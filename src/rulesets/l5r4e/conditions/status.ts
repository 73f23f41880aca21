/**
 * The conditions of reference §11.3 that block Actions, and the overwhelmed of seed 000's Fear:
 * - **Stunned**: "may take no actions"; an Earth Ring roll at TN 20 in the Reaction Stage ends it,
 *   "If he fails this roll, the status ends at the end of the next Combat Round".
 * - **Dazed** (−3k0 on every roll: rolls/roll.ts): an Earth Ring roll at TN 20 in the Reaction Stage,
 *   "once each Round, and the TN decreases by 5 each time he fails the roll".
 * - **Entangled**: "can take no Actions other than attempting to break free. This is a Strength
 *   roll against a TN determined by the GM (…) a Contested Roll if someone else is actively
 *   trying to keep the character entangled": `BreakFree` (a Complex Action) against the
 *   condition's `data.tn` (default 20), or contested against `data.holder`'s Strength.
 * - **Helpless** (drowning, seed 000: "helpless and unable to take Actions"): no Actions.
 * - **Overwhelmed** (seed 000: "either cowers or flees in terror"): no Actions; one who flees no
 *   longer counts for their side.
 * The Reaction Stage comes after every Turn of a Round, right before the next Round starts: the
 * recovery rolls are made at the start of each Round from Round 2 (onRoundStart), together with
 * the Rounds that pass underwater (wounds/outside.ts drownStep).
 */
import {
  ok,
  refuse,
  type ActionOption,
  type Combatant,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
  withinReach,
} from '../../../engine/index.js';
import { gate, type Spent, performer, BREAK_FREE } from '../actions/index.js';
import { fearSourceGone } from '../fear/index.js';
import { planMedicine, TREAT_REACH, drownStep, isDrowning, planSwim } from '../wounds/index.js';
import { planRoll } from '../rolls/index.js';
import {
  dataOf,
  skillRank,
  DAZED,
  ENTANGLED,
  HELPLESS,
  OVERWHELMED,
  STUNNED,
  UNDERWATER,
  conditionData,
  hasFled,
  named,
  present,
} from '../state.js';

/** The GM's default TN to break free (reference §11.3 leaves it to the GM: Moderate). */
export const BREAK_FREE_TN = 20;

/** False while Stunned, helpless or overwhelmed. */
export function conditionsCanAct(_state: CombatState, c: Combatant): boolean {
  if (c.conditions.length === 0) return true;
  return !c.conditions.some(
    (x) => x.name === STUNNED || x.name === HELPLESS || x.name === OVERWHELMED,
  );
}

/** False once the character fled in terror. */
export const conditionsInFight = (_state: CombatState, c: Combatant): boolean =>
  c.conditions.length === 0 || !hasFled(c);

// ---------------------------------------------------------------------------------------------
// BreakFree

export interface BreakFreePlan {
  readonly c: Combatant;
  readonly conditionId: string;
  readonly roll: string;
  /** The TN (GM's TN + Wound penalty), or null when contested. */
  readonly tn: number | null;
  readonly holder: Combatant | null;
  readonly holderRoll: string | null;
  readonly voidSpent: boolean;
  readonly spent: Spent;
}

export function planBreakFree(
  state: CombatState,
  data: Readonly<Record<string, unknown>>,
): Result<BreakFreePlan> {
  const p = performer(state);
  if (!p.ok) return p;
  const c = p.value;
  const cond = named(c, ENTANGLED);
  if (!cond) return refuse('l5r4e/not-entangled', `${c.name} is not Entangled`);
  const spent = gate(state, c, BREAK_FREE);
  if (!spent.ok) return spent;
  const plan = planRoll(state, c, { trait: 'strength', void: data['void'] === true });
  if (!plan.ok) return plan;
  const d = conditionData(cond);
  const h = typeof d['holder'] === 'string' ? state.combatants[d['holder']] : undefined;
  const holder = h && h.id !== c.id && present(h) ? h : null;
  let holderRoll: string | null = null;
  if (holder) {
    const hp = planRoll(state, holder, { trait: 'strength' });
    if (!hp.ok) return hp;
    holderRoll = hp.value.notation;
  }
  const gmTN = typeof d['tn'] === 'number' ? d['tn'] : BREAK_FREE_TN;
  return ok({
    c,
    conditionId: cond.id,
    roll: plan.value.notation,
    tn: holder ? null : gmTN + plan.value.tnPenalty,
    holder,
    holderRoll,
    voidSpent: plan.value.voidSpent,
    spent: spent.value,
  });
}

export function resolveBreakFree(plan: BreakFreePlan, dice: Dice): GameEvent[] {
  const roll = dice.roll(plan.roll, { by: plan.c.id, what: 'break-free' });
  const held =
    plan.holderRoll === null
      ? null
      : dice.roll(plan.holderRoll, { by: plan.holder?.id ?? plan.c.id, what: 'contest' });
  // A contested roll: the higher total wins; a tie keeps the character entangled.
  const success = held ? roll.total > held.total : roll.total >= (plan.tn ?? 0);
  const data: Record<string, unknown> = {
    actor: plan.c.id,
    roll,
    tn: plan.tn,
    holder: plan.holder?.id ?? null,
    holderRoll: held,
    success,
    spent: plan.spent,
  };
  if (plan.voidSpent) data['voidBy'] = plan.c.id;
  const events: GameEvent[] = [{ type: 'BreakFreeRolled', data }];
  if (success)
    events.push({
      type: 'ConditionRemoved',
      data: { id: plan.c.id, conditionId: plan.conditionId, reason: 'broke free' },
    });
  return events;
}

export function decideBreakFree(
  state: CombatState,
  _actor: string,
  data: Readonly<Record<string, unknown>>,
  dice: Dice,
): Result<GameEvent[]> {
  const plan = planBreakFree(state, data);
  return plan.ok ? ok(resolveBreakFree(plan.value, dice)) : plan;
}

// ---------------------------------------------------------------------------------------------
// Hooks

/** Dazed recovery TN: 20, −5 after each failure (never below 5). */
export const dazedTN = (failures: number): number => Math.max(5, 20 - 5 * failures);

function recovery(state: CombatState, c: Combatant, dice: Dice): GameEvent[] {
  const events: GameEvent[] = [];
  for (const x of c.conditions) {
    if (x.name !== STUNNED && x.name !== DAZED) continue;
    const d = conditionData(x);
    if (x.name === STUNNED && d['failed'] === true) continue; // it ends at the end of this Round
    const failures = typeof d['failures'] === 'number' ? d['failures'] : 0;
    const plan = planRoll(state, c, { trait: 'earth' });
    if (!plan.ok) continue;
    const roll = dice.roll(plan.value.notation, { by: c.id, what: 'recovery' });
    const tn = (x.name === STUNNED ? 20 : dazedTN(failures)) + plan.value.tnPenalty;
    const success = roll.total >= tn;
    events.push({
      type: 'RecoveryRolled',
      data: { id: c.id, conditionId: x.id, condition: x.name, roll, tn, success, failures },
    });
    if (success)
      events.push({
        type: 'ConditionRemoved',
        data: { id: c.id, conditionId: x.id, reason: 'recovered' },
      });
  }
  return events;
}

/**
 * At the start of each Round: the Fear of sources gone ends; from Round 2 (the previous Round's
 * Reaction Stage) the Stunned and Dazed roll to recover, and a Round passes underwater.
 */
export function conditionsRoundStart(state: CombatState, dice: Dice): GameEvent[] {
  const events = fearSourceGone(state);
  if (state.round < 2) return events;
  for (const c of Object.values(state.combatants)) {
    if (c.conditions.length === 0 || dataOf(c).dead) continue;
    events.push(...recovery(state, c, dice));
    if (named(c, UNDERWATER) || isDrowning(c)) events.push(...drownStep(c, dice));
  }
  return events;
}

/** At the start of each Turn: the Fear of sources gone ends. */
export const conditionsTurnStart = (state: CombatState): GameEvent[] => fearSourceGone(state);

// ---------------------------------------------------------------------------------------------
// Menu

/** An array, not a generator: the menu is built after every Action (legalActions, autoEndTurn). */
export function conditionsLegal(state: CombatState, c: Combatant): ActionOption[] {
  const out: ActionOption[] = [];
  if (named(c, ENTANGLED) && planBreakFree(state, {}).ok)
    out.push({ command: { type: 'BreakFree' }, label: 'Try to break free (Complex)' });
  if (named(c, UNDERWATER) && planSwim(state, c.id, { id: c.id }).ok)
    out.push({
      command: { type: 'Swim', data: { id: c.id } },
      label: 'Swim to the surface (Complex)',
    });
  if (skillRank(c, 'medicine') < 1) return out;
  for (const p of Object.values(state.combatants)) {
    if (p.side !== c.side || !withinReach(c.position, p.position, TREAT_REACH)) continue;
    const data = { patient: p.id };
    if (planMedicine(state, c.id, data).ok)
      out.push({
        command: { type: 'Medicine', data },
        label: `Treat ${p.id === c.id ? 'own' : `${p.name}'s`} wounds with Medicine (Complex)`,
      });
  }
  return out;
}
