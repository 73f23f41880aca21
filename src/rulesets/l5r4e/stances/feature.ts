/**
 * Stances, movement and terrain (seed 000; reference §3.2, §3.4, §11.3):
 * - Full Defense: the Defense/Reflexes roll at the start of each Turn in the Stance (Round 1, when
 *   picked in setup, and while staying in it; declared in a later Turn, SetStance rolls it), half
 *   the total rounded up to Armor TN until the start of one's next Turn. Defense Mastery 3 keeps
 *   the previous roll. The bonus rides on a condition `full-defense` ({ bonus, round }) so that a
 *   Turn resumed after a Delay keeps the roll of its start;
 * - Center: at the end of a Round in the Center Stance, the next Round's bonus (+1k1 and Void on
 *   one roll in one's Turn, rolls/roll.ts) and +10 Initiative for that Round only (InitiativeSet, and −10
 *   at the start of the Round after; condition `centered` meanwhile). Not for duelists in a duel;
 * - the Center bonus is used by any Action event with `center: true` (its `actor`);
 * - the Stance limits of conditions: a forbidden Stance drops to the nearest allowed one at once;
 * - the Move command (move/decide.ts: terrain, Blinded, +5 ft bonuses, the Round's allowance).
 */
import { own } from '../../../engine/index.js';
import type { Combatant, CombatState, Dice, GameEvent, Rolled } from '../../../engine/index.js';
import type { Spent } from '../actions/index.js';
import { heldInDuel } from '../duel/index.js';
import {
  canRollFullDefense,
  FULL_DEFENSE,
  fullDefenseBonus,
  fullDefenseCondition,
  fullDefenseOf,
  keepsFullDefense,
  planFullDefense,
  type FullDefenseData,
} from './decide.js';
import { decideMove } from '../move/index.js';
import { performed, spend } from '../actions/index.js';
import { allowedStance } from './limits.js';
import type { Data } from '../sheet.js';
import { copyData, dataOf, inFight, updateData } from '../state.js';
import type { Feature } from '../state.js';

/** The condition of the Round after a Round in the Center Stance (its +10 Initiative). */
export const CENTERED = 'centered';

/** seed 000: duelists "assume Center Stance (lasting through Round Three)": no Center bonus. */
export function inDuel(state: CombatState, id: string): boolean {
  return heldInDuel(state, id);
}

const fullDefenseData = (c: Combatant): FullDefenseData | undefined =>
  fullDefenseOf(c)?.data as FullDefenseData | undefined;

function markCenterUsed(state: CombatState, actor: unknown): CombatState {
  if (typeof actor !== 'string') return state;
  const c = own(state.combatants, actor);
  if (!c || dataOf(c).centerUsed) return state;
  return updateData(state, actor, (d) => {
    const n = copyData(d);
    n.centerUsed = true;
    return n;
  });
}

/**
 * Drops a Stance its conditions forbid to the nearest allowed one (reference §11.3). Duelists in a
 * running duel keep the duel's Center Stance (the duel's own rules govern them).
 */
function enforceLimits(state: CombatState, id: unknown): CombatState {
  if (typeof id !== 'string') return state;
  const c = own(state.combatants, id);
  if (!c) return state;
  // The cheap check first: nearly always the Stance is allowed (then the duel is not asked).
  const stance = allowedStance(c);
  if (stance === dataOf(c).stance || inDuel(state, id)) return state;
  return updateData(state, id, (d) => {
    const n = copyData(d);
    n.stance = stance;
    if (stance !== 'fullDefense') n.fullDefense = 0;
    return n;
  });
}

function turnStarted(state: CombatState, event: GameEvent): CombatState {
  const next = enforceLimits(state, event.data['id']);
  const c = next.combatants[event.data['id'] as string];
  if (!c) return next;
  const d = dataOf(c);
  const fd = fullDefenseData(c);
  // reference §3.4: the bonus lasts until the start of one's next Turn. A Turn resumed after a
  // Delay is the same Turn; Defense Mastery 3 keeps the previous roll while staying in the Stance.
  const resumed = fd !== undefined && fd.round === next.round;
  const kept = fd !== undefined && d.stance === 'fullDefense' && keepsFullDefense(c);
  const bonus = resumed || kept ? fd.bonus : 0;
  if (bonus === d.fullDefense) return next;
  return updateData(next, c.id, (x) => {
    const n = copyData(x);
    n.fullDefense = bonus;
    return n;
  });
}

function stanceChosen(state: CombatState, event: GameEvent): CombatState {
  if (event.data['stance'] === 'fullDefense') return state;
  return updateData(state, event.data['id'] as string, (d) => {
    if (d.fullDefense === 0) return d;
    const n = copyData(d);
    n.fullDefense = 0;
    return n;
  });
}

function fullDefenseRolled(state: CombatState, event: GameEvent): CombatState {
  const e = event.data;
  const set = (d: Data): Data => {
    const n = copyData(d);
    n.fullDefense = e['bonus'] as number;
    if (e['center'] === true) n.centerUsed = true;
    return n;
  };
  if (e['actor'] !== undefined) return performed(state, event, set);
  // Declared in Stage 1 with a Void Point: it is Round 1's (reference §1.5, one per Round).
  if (e['void'] === true)
    return updateData(state, e['id'] as string, (d) => set(spend(d, { slots: 0, void: 1 }, 1)));
  return updateData(state, e['id'] as string, set);
}

function conditionRemoved(state: CombatState, event: GameEvent): CombatState {
  if (event.data['conditionId'] !== FULL_DEFENSE) return state;
  return updateData(state, event.data['id'] as string, (d) => {
    if (d.fullDefense === 0) return d;
    const n = copyData(d);
    n.fullDefense = 0;
    return n;
  });
}

/** reference §3.4: a Round in the Center Stance gives the next Round its bonus. */
function roundEnded(state: CombatState, event: GameEvent): CombatState {
  const round = event.data['round'] as number;
  let next = state;
  for (const c of Object.values(state.combatants)) {
    if (dataOf(c).stance !== 'center' || inDuel(state, c.id)) continue;
    next = updateData(next, c.id, (d) => {
      const n = copyData(d);
      n.centerRound = round + 1;
      n.centerUsed = false;
      return n;
    });
  }
  return next;
}

/** The Round's allowance a Move used (terrain) and the +5 ft bonuses it used (move/decide.ts). */
function moved(state: CombatState, event: GameEvent): CombatState {
  const e = event.data;
  const allowance = e['allowance'];
  const bonus = e['bonus'];
  if (typeof allowance !== 'number' && !Array.isArray(bonus)) return state;
  return updateData(state, e['actor'] as string, (d) => {
    const n = copyData(d);
    // The core evolve added `feet`; the Round's allowance counts `allowance` instead.
    if (typeof allowance === 'number') n.moved = d.moved - (e['feet'] as number) + allowance;
    if (Array.isArray(bonus)) n.freeUsed = [...d.freeUsed, ...(bonus as string[])];
    return n;
  });
}

/**
 * Every event (registered as '*'): an Action event with `center: true` used its actor's Center
 * bonus; a change of state (e.g. mounting a horse) may forbid the actor's Stance.
 */
function anyEvent(state: CombatState, event: GameEvent): CombatState {
  const e = event.data;
  let next = e['center'] === true ? markCenterUsed(state, e['actor']) : state;
  next = enforceLimits(next, e['actor']);
  return e['id'] === e['actor'] ? next : enforceLimits(next, e['id']);
}

/** reference §3.4: +10 Initiative in the Round after a Round in Center, −10 again after it. */
function onRoundStart(state: CombatState): GameEvent[] {
  const events: GameEvent[] = [];
  for (const c of Object.values(state.combatants)) {
    if (c.initiative === null) continue;
    const had = c.conditions.some((x) => x.id === CENTERED);
    const d = dataOf(c);
    const gets = d.centerRound === state.round && inFight(c) && !inDuel(state, c.id);
    if (had === gets) continue;
    const delta = gets ? 10 : -10;
    events.push(
      {
        type: 'InitiativeSet',
        data: { id: c.id, score: c.initiative + delta, reason: 'center', delta },
      },
      gets
        ? {
            type: 'ConditionAdded',
            data: { id: c.id, condition: { id: CENTERED, name: CENTERED } },
          }
        : {
            type: 'ConditionRemoved',
            data: { id: c.id, conditionId: CENTERED, reason: 'expired' },
          },
    );
  }
  return events;
}

/** reference §3.4: the Full Defense roll at the start of a Turn in the Stance. */
function onTurnStart(state: CombatState, id: string, dice: Dice): GameEvent[] {
  const c = own(state.combatants, id);
  if (!c) return [];
  const fd = fullDefenseData(c);
  const drop: GameEvent[] =
    fd === undefined
      ? []
      : [{ type: 'ConditionRemoved', data: { id, conditionId: FULL_DEFENSE, reason: 'turn' } }];
  if (dataOf(c).stance !== 'fullDefense') return drop;
  // Already rolled for this Round: declared in Stage 1 (reference §3.4, "on declaring"), so Round
  // 1's Turn keeps it. (A Turn resumed after a Delay never gets here: the kernel runs onTurnStart
  // once per Turn.)
  if (fd !== undefined && fd.round === state.round) return [];
  if (fd !== undefined && keepsFullDefense(c))
    return [
      { type: 'FullDefenseKept', data: { id, bonus: fd.bonus } },
      fullDefenseCondition(id, fd.bonus, state.round),
    ];
  if (!canRollFullDefense(state, c).ok) return drop;
  const plan = planFullDefense(state, c);
  if (!plan.ok) return drop;
  const roll = dice.roll(plan.value.notation, { by: id, what: 'full-defense' });
  const bonus = fullDefenseBonus(roll.total);
  return [
    { type: 'FullDefenseRolled', data: { id, roll, bonus } },
    fullDefenseCondition(id, bonus, state.round),
  ];
}

const shown = (r: Rolled): string => r.record?.breakdown ?? `${r.expression} = ${r.total}`;

function nameOf(state: CombatState, id: unknown): string {
  return typeof id === 'string' ? (own(state.combatants, id)?.name ?? id) : String(id);
}

export const stancesFeature: Feature = {
  name: 'stances',
  commands: { Move: decideMove },
  evolve: {
    TurnStarted: turnStarted,
    StanceChosen: stanceChosen,
    FullDefenseRolled: fullDefenseRolled,
    ConditionAdded: (state, event) => enforceLimits(state, event.data['id']),
    ConditionRemoved: conditionRemoved,
    RoundEnded: roundEnded,
    Moved: moved,
    BlindMoveRolled: (state, event) =>
      event.data['center'] === true ? markCenterUsed(state, event.data['actor']) : state,
    '*': anyEvent,
  },
  describe: {
    FullDefenseRolled: (event, state) => {
      const d = event.data;
      const bonus = `+${d['bonus'] as number} Armor TN`;
      if (d['stage1'] === true) {
        const spent = d['void'] === true ? ', 1 Void Point' : '';
        return `${nameOf(state, d['id'])} rolls Full Defense on declaring it, before Initiative${spent}: Defense/Reflexes ${shown(d['roll'] as Rolled)} → ${bonus} until the start of their Turn in Round 2`;
      }
      const complex = (d['spent'] as Spent | undefined) ? ' (Complex)' : '';
      const center = d['center'] === true ? ', with the Center bonus' : '';
      return `${nameOf(state, d['id'])} rolls Full Defense${complex}: Defense/Reflexes ${shown(d['roll'] as Rolled)}${center} → ${bonus} until the start of their next Turn`;
    },
    FullDefenseKept: (event, state) =>
      `${nameOf(state, event.data['id'])} keeps the Full Defense roll (Defense Mastery): +${event.data['bonus'] as number} Armor TN`,
    BlindMoveRolled: (event, state) => {
      const d = event.data;
      const outcome = d['success'] === true ? 'keeps their footing' : 'falls Prone';
      return `${nameOf(state, d['id'])} moves Blinded: Athletics/Agility ${shown(d['roll'] as Rolled)} vs TN ${d['tn'] as number} — ${outcome}`;
    },
    InitiativeSet: (event, state) => {
      const d = event.data;
      const who = nameOf(state, d['id']);
      if (d['reason'] !== 'center') {
        const why = typeof d['reason'] === 'string' ? ` (${d['reason']})` : '';
        return `${who}'s Initiative is now ${d['score'] as number}${why}`;
      }
      return (d['delta'] as number) > 0
        ? `${who} comes out of the Center Stance: Initiative +10 → ${d['score'] as number} for this Round`
        : `${who}'s Center bonus ends: Initiative −10 → ${d['score'] as number}`;
    },
  },
  onRoundStart,
  onTurnStart,
};
