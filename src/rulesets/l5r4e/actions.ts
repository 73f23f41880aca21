/**
 * What a combatant can do now: the menus of `fray play` and simulator policies (legalActions),
 * and the kernel's questions canAct, inFight and autoEndTurn. Every option is checked by the
 * same plan functions decide uses, so decide accepts each of them.
 */
import type {
  ActionOption,
  Combatant,
  CombatantId,
  Command,
  CombatState,
} from '../../engine/index.js';
import { gate } from './budget.js';
import { planMinor } from './decide/minor.js';
import { feetLeft } from './decide/move.js';
import { decideSetStance } from './decide/set-stance.js';
import { features } from './features/registry.js';
import { attacks } from './menu-attacks.js';
import { moves } from './menu-moves.js';
import { STANCE_NAMES, STANCES } from './stances.js';
import { dataOf, inFight, isProne, optionsOf, rankOf } from './state.js';
import { DOWN, OUT } from './wounds.js';

const END_TURN: ActionOption = { command: { type: 'EndTurn' }, label: 'End the turn' };

const MINOR: readonly (readonly [Command, string])[] = [
  [{ type: 'StandUp' }, 'Stand up (Simple)'],
  [{ type: 'PickUpWeapon' }, 'Pick up the weapon (Simple)'],
  [{ type: 'DropWeapon' }, 'Drop the weapon (Free)'],
  [{ type: 'Speak', data: { words: 'Surrender now!' } }, 'Speak up to five words (Free)'],
  [
    { type: 'Speak', data: { words: 'Your clan will remember this day with shame' } },
    'Speak at length (Simple)',
  ],
];

function* stances(state: CombatState, c: Combatant): Generator<ActionOption> {
  for (const stance of STANCES) {
    if (stance === dataOf(c).stance) continue;
    const data = { stance, id: c.id };
    if (decideSetStance(state, state.status === 'setup' ? 'gm' : c.id, data).ok)
      yield {
        command: { type: 'SetStance', data },
        label: `Take the ${STANCE_NAMES[stance]} Stance`,
      };
  }
}

function* candidates(state: CombatState, c: Combatant, withOdds: boolean): Generator<ActionOption> {
  yield* stances(state, c);
  if (state.status !== 'active') return;
  yield* attacks(state, c, withOdds);
  yield* moves(state, c);
  for (const [command, label] of MINOR)
    if (planMinor(state, c, command.type, command.data ?? {}).ok) yield { command, label };
  for (const legal of features().legal) yield* legal(state, c);
}

export function legalActions(state: CombatState, actor: CombatantId): readonly ActionOption[] {
  const c = state.combatants[actor];
  if (!c || state.status === 'ended') return [];
  if (state.status === 'setup') return [...stances(state, c)];
  if (state.current !== actor || state.pending) return [];
  return [...candidates(state, c, true), END_TURN];
}

/** A Move anywhere is still possible (the menu only lists Moves towards enemies). */
function canStillMove(state: CombatState, c: Combatant): boolean {
  if (feetLeft(c) <= 0 || isProne(c)) return false;
  return (['free', 'simple'] as const).some(
    (level) => gate(state, c, { level, kind: 'move', move: true }).ok,
  );
}

/** True when nothing but EndTurn is left (the kernel then ends the turn). */
export function autoEndTurn(state: CombatState, id: CombatantId): boolean {
  const c = state.combatants[id];
  return !c || (!canStillMove(state, c) && candidates(state, c, false).next().done === true);
}

export function canAct(state: CombatState, id: CombatantId): boolean {
  const c = state.combatants[id];
  if (!c) return false;
  const d = dataOf(c);
  const rank = rankOf(c);
  if (rank >= OUT) return false;
  // seed 000 (option surpriseNoActionsRound1): "the surprised party cannot act in the first Round".
  if (d.surprised && state.round === 1 && optionsOf(state).surpriseNoActionsRound1) return false;
  if (!features().canAct.every((f) => f(state, c))) return false;
  // Down: every Action needs a Void Point, at most one per Round (reference §1.5, §4).
  if (rank === DOWN) return d.voidPoints > 0 && d.voidRound !== state.round;
  return true;
}

export function isInFight(state: CombatState, id: CombatantId): boolean {
  const c = state.combatants[id];
  return !!c && inFight(c) && features().inFight.every((f) => f(state, c));
}
