/**
 * Fear, conditions and what happens outside the fight (healing, falling, drowning) (seed 000;
 * reference §10, §11). Commands: fear/decide.ts (Fear, RemoveFearSource), wounds/outside.ts
 * (Rest, Medicine, Fall, Swim, DrownRound, Rescue), conditions/status.ts (BreakFree, and what
 * Stunned, Dazed, Entangled, helpless and overwhelmed block); log lines: conditions/describe.ts.
 */
import type { CombatState, Condition, GameEvent } from '../../../engine/index.js';
import { payVoid, dropConditions, updateCondition } from './kit.js';
import { conditionLines } from './describe.js';
import {
  conditionsCanAct,
  conditionsInFight,
  conditionsLegal,
  conditionsRoundStart,
  conditionsTurnStart,
  decideBreakFree,
} from './status.js';
import { decideFear, decideRemoveFearSource } from '../fear/index.js';
import {
  decideFall,
  decideMedicine,
  decideRest,
  decideDrownRound,
  decideRescue,
  decideSwim,
} from '../wounds/index.js';
import { performed, takeWounds } from '../actions/index.js';
import { copyData, updateData, FEAR, OVERWHELMED, STUNNED, UNDERWATER } from '../state.js';
import type { Feature } from '../state.js';

type Evolve = (state: CombatState, event: GameEvent) => CombatState;

/** An Action's cost (when the event has an actor), then the Void Point of the roll. */
const paid: Evolve = (state, event) => {
  const acted = event.data['actor'] === undefined ? state : performed(state, event);
  return event.data['voidBy'] === undefined ? acted : payVoid(acted, event.data['voidBy']);
};

const wounded: Evolve = (state, event) => {
  const wounds = event.data['wounds'] as number;
  return wounds > 0 ? takeWounds(state, event.data['id'] as string, wounds) : state;
};

function withData(x: Condition, data: Record<string, unknown>): Condition {
  const base = typeof x.data === 'object' && x.data !== null ? x.data : {};
  return { ...x, data: { ...base, ...data } };
}

const evolve: Readonly<Record<string, Evolve>> = {
  RecoveryRolled: (state, event) => {
    const e = event.data;
    if (e['success']) return state;
    const id = e['id'] as string;
    const conditionId = e['conditionId'] as string;
    // Stunned: "If he fails this roll, the status ends at the end of the next Combat Round" (the
    // Round just starting); Dazed: the next roll's TN is 5 lower.
    if (e['condition'] === STUNNED)
      return updateCondition(state, id, conditionId, (x) => ({
        ...withData(x, { failed: true }),
        rounds: 1,
        tick: 'round-end',
      }));
    return updateCondition(state, id, conditionId, (x) =>
      withData(x, { failures: ((e['failures'] as number | undefined) ?? 0) + 1 }),
    );
  },
  BreakFreeRolled: paid,
  SwimRolled: paid,
  MedicineUsed: (state, event) => {
    const e = event.data;
    return updateData(paid(state, event), e['patient'] as string, (d) => {
      const n = copyData(d);
      n.wounds = e['wounds'] as number;
      n.treated = true;
      return n;
    });
  },
  Rested: (state, event) => {
    const e = event.data;
    return updateData(state, e['id'] as string, (d) => {
      const n = copyData(d);
      n.wounds = e['wounds'] as number;
      n.treated = false;
      n.voidPoints = e['voidPoints'] as number;
      return n;
    });
  },
  Fell: wounded,
  DrowningDamage: wounded,
  BreathHeld: (state, event) =>
    updateCondition(state, event.data['id'] as string, UNDERWATER, (x) =>
      withData(x, { breath: event.data['breath'] }),
    ),
  // seed 000: Fear "lasts until the end of the encounter".
  CombatEnded: (state) => dropConditions(state, (x) => x.name === FEAR || x.name === OVERWHELMED),
};

export const conditionsFeature: Feature = {
  name: 'conditions',
  commands: {
    Fear: decideFear,
    RemoveFearSource: (state, actor, data) => decideRemoveFearSource(state, actor, data),
    BreakFree: decideBreakFree,
    Rest: (state, actor, data) => decideRest(state, actor, data),
    Medicine: decideMedicine,
    Fall: decideFall,
    Swim: decideSwim,
    DrownRound: decideDrownRound,
    Rescue: (state, actor, data) => decideRescue(state, actor, data),
  },
  setupCommands: [
    'Fear',
    'RemoveFearSource',
    'Rest',
    'Medicine',
    'Fall',
    'Swim',
    'DrownRound',
    'Rescue',
  ],
  afterEnd: ['Rest', 'Medicine', 'Fall', 'Swim', 'DrownRound', 'Rescue'],
  evolve,
  describe: conditionLines,
  legal: conditionsLegal,
  onRoundStart: conditionsRoundStart,
  onTurnStart: (state) => conditionsTurnStart(state),
  canAct: conditionsCanAct,
  inFight: conditionsInFight,
};
