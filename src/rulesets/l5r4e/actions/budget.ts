/**
 * The action budget (seed 000): "Each character can take either one Complex Action or two Simple
 * Actions, and Free Actions"; "a character can only take each Free Action once per Round";
 * Crippled and Down raise the cost of Actions; Stances forbid some. `gate` says what an Action
 * costs the combatant now, or why it is refused; the Action's event carries the cost (`spent`)
 * and evolve takes it off the budget.
 */
import {
  ok,
  refuse,
  type Combatant,
  type CombatState,
  type Result,
} from '../../../engine/index.js';
import { situationForbids, stanceForbids } from './forbids.js';
import { type ActionKind, type Level } from '../sheet.js';
import { dataOf, optionsOf, rankOf, CRIPPLED, DOWN, OUT } from '../state.js';

/** What an Action costs: Simple slots (a Complex is 2), the Free Action used, a Void Point. */
export interface Spent {
  readonly slots: number;
  readonly free?: string;
  readonly void?: number;
}

export const SLOTS_PER_TURN = 2;
const SLOTS: Readonly<Record<Level, number>> = { free: 0, simple: 1, complex: 2 };
const HIGHER: Readonly<Record<Level, Level | undefined>> = {
  free: 'simple',
  simple: 'complex',
  complex: undefined,
};

/**
 * The level actually paid at Crippled (option crippledEscalation): one level higher for every
 * Action (the seed, default), or only for Moves (moveActionsOnly, reference §0.3 #1).
 */
function paidLevel(state: CombatState, action: ActionKind): Level | undefined {
  if (action.move || optionsOf(state).crippledEscalation === 'allActions')
    return HIGHER[action.level];
  return action.level;
}

/** What the Action costs the combatant now, or why it cannot be taken. */
export function gate(state: CombatState, c: Combatant, action: ActionKind): Result<Spent> {
  const d = dataOf(c);
  const rank = rankOf(c);
  if (rank >= OUT) return refuse('l5r4e/cannot-act', `${c.name} is out of the fight`);
  const forbidden = stanceForbids(d.stance, action);
  if (forbidden) return refuse('l5r4e/stance-forbids', forbidden);
  const blocked = situationForbids(state, c, action);
  if (blocked) return { ok: false, error: blocked };
  let level: Level | undefined = action.level;
  let voidPoint = false;
  if (rank === DOWN) {
    // seed 000: "characters at the Down Wound Rank can only take Free Actions (and that requires
    // spending a Void Point)"; its Free Actions include the Move of 5×Water ft (option downMoves;
    // `none` follows reference §4's "No Move Actions").
    if (action.level !== 'free')
      return refuse(
        'l5r4e/down',
        `${c.name} is Down: only Free Actions, each for a Void Point (seed 000)`,
      );
    if (action.move && optionsOf(state).downMoves === 'none')
      return refuse(
        'l5r4e/down',
        `${c.name} is Down: no Move Actions (the GM's option downMoves: none, reference §4)`,
      );
    if (d.voidPoints < 1) return refuse('l5r4e/no-void', `${c.name} has no Void Point left`);
    if (d.voidRound === state.round)
      return refuse('l5r4e/void-per-round', 'at most one Void Point per Round (reference §1.5)');
    voidPoint = true;
  } else if (rank === CRIPPLED) {
    // seed 000: "a Simple Action must be spent to take a Free Action, and a Complex Action to
    // take a Simple Action. Complex Actions cannot be taken."
    level = paidLevel(state, action);
    if (!level)
      return refuse('l5r4e/crippled', `${c.name} is Crippled: Complex Actions cannot be taken`);
  }
  if (action.level === 'free' && d.freeUsed.includes(action.kind))
    return refuse('l5r4e/free-once', `each Free Action once per Round: ${action.kind} was taken`);
  const slots = SLOTS[level];
  if (slots > d.slots) {
    const left = d.slots === 0 ? 'no Simple Action' : 'one Simple Action';
    return refuse('l5r4e/no-action-left', `${c.name} has ${left} left this Turn, not a ${level}`);
  }
  // Written out (no object spreads: every menu entry costs its Action here).
  if (action.level === 'free')
    return ok(voidPoint ? { slots, free: action.kind, void: 1 } : { slots, free: action.kind });
  return ok(voidPoint ? { slots, void: 1 } : { slots });
}
