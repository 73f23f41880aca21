/**
 * What happens outside the fight (seed 000; reference §11.1, §11.2). "These are commands too":
 * before StartCombat and after the end, and during the fight where it makes sense.
 * - `Rest { id, nights? }`: "Wounds are healed by rest: for every night of rest, a character
 *   recovers Wounds equal to 2×STA + Insight Rank"; the Void Points refresh (reference §1.5) and
 *   Medicine may be used again. Not during a fight.
 * - `Medicine { healer, patient, raises?, void? }`: "Treatment with skills or spells may increase
 *   healing": Medicine (Wound Treatment)/Intelligence at TN 15 heals 1k1, +1 rolled die per Raise
 *   (+1k0 at Medicine 5), once per patient per day (reference §11.1). In a fight: the Complex
 *   Action of the combatant taking the Turn, on a patient within 5 ft.
 * - `Fall { id, feet }` (GM): "Falling from a height does 1k1 damage per full 10 feet fallen".
 * - `Swim { id?, tn?, void? }`: "an Athletics (Swimming)/STR roll at TN 15 (or more, depending on
 *   circumstances) each minute to stay afloat"; "Once the roll is failed, the character can hold
 *   their breath for a number of Rounds equal to STA, and continue trying to make rolls to
 *   resurface": a failure puts the character `underwater` (breath = Stamina), a success while
 *   underwater resurfaces. In a fight the resurfacing roll is the underwater combatant's Complex
 *   Action; the GM may call for the stay-afloat roll of anyone at any time.
 * - `DrownRound { id }` (GM, outside a fight; in a fight Rounds pass by themselves): one Round
 *   underwater passes ({@link drownStep}).
 * - `Rescue { id }` (GM): the character is pulled out of the water.
 */
import {
  ok,
  refuse,
  withinReach,
  type Combatant,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
  own,
} from '../../../engine/index.js';
import { gate, type Spent, combatantArg, gmCheck, gmOrSelf } from '../actions/index.js';
import { planRoll } from '../rolls/index.js';
import {
  dataOf,
  rankOf,
  sheetOf,
  skillRank,
  OUT,
  UNDERWATER,
  afterWounds,
  named,
} from '../state.js';

type Data = Readonly<Record<string, unknown>>;

export const inFight = (state: CombatState): boolean => state.status === 'active';

export const inFightRefusal = (what: string): Result<never> =>
  refuse('l5r4e/in-fight', `${what} is not possible during a fight`);

export const alive = (c: Combatant, what: string): Result<true> =>
  dataOf(c).dead ? refuse('l5r4e/target-dead', `${c.name} is dead: ${what}`) : ok(true);

export const conscious = (c: Combatant): Result<true> =>
  rankOf(c) >= OUT ? refuse('l5r4e/cannot-act', `${c.name} is out of the fight`) : ok(true);

// ---------------------------------------------------------------------------------------------
// Rest

export function decideRest(state: CombatState, actor: string, data: Data): Result<GameEvent[]> {
  if (inFight(state)) return inFightRefusal('a night of rest');
  const c = combatantArg(state, data['id'], 'to rest');
  if (!c.ok) return c;
  const who = gmOrSelf(actor, c.value.id, 'Rest');
  if (!who.ok) return who;
  const living = alive(c.value, 'the dead do not heal by rest');
  if (!living.ok) return living;
  if (named(c.value, UNDERWATER))
    return refuse('l5r4e/underwater', `${c.value.name} is underwater: Rescue them first`);
  const nights = wholeNumber(data['nights'], 1, 1, 365);
  if (nights === undefined)
    return refuse('l5r4e/bad-nights', 'nights is a whole number of nights from 1 to 365');
  const s = sheetOf(c.value);
  const perNight = 2 * s.traits.stamina + s.insightRank;
  const healed = Math.min(dataOf(c.value).wounds, nights * perNight);
  const after = afterWounds(c.value, -healed);
  return ok([
    {
      type: 'Rested',
      data: {
        id: c.value.id,
        nights,
        perNight,
        healed,
        wounds: after.wounds,
        rank: after.rank,
        voidPoints: s.voidPoints,
      },
    },
  ]);
}

// ---------------------------------------------------------------------------------------------
// Medicine

export interface MedicinePlan {
  readonly healer: Combatant;
  readonly patient: Combatant;
  readonly raises: number;
  readonly roll: string;
  readonly tn: number;
  readonly heal: string;
  readonly voidSpent: boolean;
  /** The Action's cost in a fight; undefined outside one. */
  readonly spent: Spent | undefined;
}

/** Reach of a treatment in a fight (the patient at hand). */
export const TREAT_REACH = 5;

const MEDICINE_ACTION = { level: 'complex', kind: 'medicine' } as const;

function checkPatient(patient: Combatant): Result<true> {
  const living = alive(patient, 'Medicine heals the living');
  if (!living.ok) return living;
  const d = dataOf(patient);
  if (d.wounds === 0) return refuse('l5r4e/not-wounded', `${patient.name} has no Wounds to treat`);
  if (d.treated)
    return refuse(
      'l5r4e/already-treated',
      `${patient.name} was treated today: one Medicine roll per patient per day (reference §11.1)`,
    );
  return ok(true);
}

/** Checks a treatment and works out its rolls (legal entries use it too). */
export function planMedicine(state: CombatState, actor: string, data: Data): Result<MedicinePlan> {
  let spent: Spent | undefined;
  let healer: Combatant;
  const current = state.current === null ? undefined : own(state.combatants, state.current);
  if (inFight(state)) {
    if (!current) return refuse('turn/no-turn', 'nobody is taking a turn');
    if (data['healer'] !== undefined && data['healer'] !== current.id)
      return refuse(
        'l5r4e/not-current',
        `in a fight Medicine is the Complex Action of the combatant taking the Turn (${current.name})`,
      );
    healer = current;
  } else {
    const h = combatantArg(state, data['healer'], 'the healer');
    if (!h.ok) return h;
    const who = gmOrSelf(actor, h.value.id, 'use Medicine');
    if (!who.ok) return who;
    healer = h.value;
  }
  const awake = conscious(healer);
  if (!awake.ok) return awake;
  const p = combatantArg(state, data['patient'] ?? healer.id, 'the patient');
  if (!p.ok) return p;
  const patient = p.value;
  const can = checkPatient(patient);
  if (!can.ok) return can;
  const raises = wholeNumber(data['raises'], 0, 0, 10);
  if (raises === undefined) return refuse('l5r4e/bad-raises', 'raises must be a whole number ≥ 0');
  if (inFight(state)) {
    if (!withinReach(healer.position, patient.position, TREAT_REACH))
      return refuse('l5r4e/out-of-reach', `${patient.name} is not within ${TREAT_REACH} ft`);
    const g = gate(state, healer, MEDICINE_ACTION);
    if (!g.ok) return g;
    spent = g.value;
  }
  const plan = planRoll(state, healer, {
    skill: 'medicine',
    trait: 'intelligence',
    emphasis: ['wound treatment', 'woundTreatment', 'wound-treatment'],
    raises,
    void: data['void'] === 'dice' ? 'dice' : data['void'] === true,
  });
  if (!plan.ok) return plan;
  // reference §11.1: 1k1, each Raise adds 1 rolled die still keeping 1; Medicine 5: +1k0.
  const dice = 1 + raises + (skillRank(healer, 'medicine') >= 5 ? 1 : 0);
  return ok({
    healer,
    patient,
    raises,
    roll: plan.value.notation,
    tn: 15 + 5 * raises + plan.value.tnPenalty,
    heal: `${dice}k1`,
    voidSpent: plan.value.voidSpent,
    spent,
  });
}

export function resolveMedicine(plan: MedicinePlan, dice: Dice): GameEvent[] {
  const by = plan.healer.id;
  const roll = dice.roll(plan.roll, { by, what: 'medicine' });
  const success = roll.total >= plan.tn;
  const heal = success ? dice.roll(plan.heal, { by, what: 'heal' }) : null;
  const healed = heal ? Math.min(dataOf(plan.patient).wounds, heal.total) : 0;
  const after = afterWounds(plan.patient, -healed);
  const data: Record<string, unknown> = {
    healer: plan.healer.id,
    patient: plan.patient.id,
    raises: plan.raises,
    roll,
    tn: plan.tn,
    success,
    heal,
    healed,
    wounds: after.wounds,
    rank: after.rank,
  };
  if (plan.voidSpent) data['voidBy'] = plan.healer.id;
  if (plan.spent) {
    data['actor'] = plan.healer.id;
    data['spent'] = plan.spent;
  }
  return [{ type: 'MedicineUsed', data }];
}

export function decideMedicine(
  state: CombatState,
  actor: string,
  data: Data,
  dice: Dice,
): Result<GameEvent[]> {
  const plan = planMedicine(state, actor, data);
  return plan.ok ? ok(resolveMedicine(plan.value, dice)) : plan;
}

// ---------------------------------------------------------------------------------------------
// Falling

export function decideFall(
  state: CombatState,
  actor: string,
  data: Data,
  dice: Dice,
): Result<GameEvent[]> {
  const gm = gmCheck(actor, 'make someone fall');
  if (!gm.ok) return gm;
  const c = combatantArg(state, data['id'], 'who falls');
  if (!c.ok) return c;
  const living = alive(c.value, 'no fall can hurt them');
  if (!living.ok) return living;
  const feet = data['feet'];
  if (typeof feet !== 'number' || !Number.isFinite(feet) || feet < 0 || feet > 10_000)
    return refuse('l5r4e/bad-feet', 'feet is the height of the fall in feet (0 to 10,000)');
  // seed 000: "1k1 damage per full 10 feet fallen": n × 1k1 is nkn (the Ten Dice Rule applies).
  const n = Math.floor(feet / 10);
  const roll = n > 0 ? dice.roll(`${n}k${n}`, { by: c.value.id, what: 'falling' }) : null;
  const wounds = roll?.total ?? 0;
  const after = afterWounds(c.value, wounds);
  return ok([{ type: 'Fell', data: { id: c.value.id, feet, roll, wounds, rank: after.rank } }]);
}

/** A whole number in [min, max], the fallback when absent, or undefined when bad (water.ts too). */
export function wholeNumber(
  raw: unknown,
  fallback: number,
  min: number,
  max: number,
): number | undefined {
  const v = raw ?? fallback;
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : undefined;
}
