/**
 * What a combatant can do now: the menus of `fray play` and simulator policies (legalActions),
 * and the kernel's questions canAct, inFight and autoEndTurn. Every option is checked by the
 * same plan functions decide uses, so decide accepts each of them.
 */
import { own } from '../../engine/index.js';
import type {
  ActionOption,
  Combatant,
  CombatantId,
  Command,
  CombatState,
} from '../../engine/index.js';
import { gate, planMinor } from './actions/index.js';
import { feetLeft, MOVE_ACTIONS, moves } from './move/index.js';
import { planSetStance, stancePicker } from './stances/index.js';
import { STANCE_NAMES, STANCES } from './sheet.js';
import { features } from './features/index.js';
import { attacks } from './attack/index.js';
import { dataOf, inFight, isProne, optionsOf, rankOf, DOWN, OUT } from './state.js';

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

/** Adds the Stances the combatant may take now; with `first`, stops after the first one. */
function stances(state: CombatState, c: Combatant, out: ActionOption[], first: boolean): void {
  const actor = state.status === 'setup' ? 'gm' : c.id;
  // planSetStance's check of who picks and when, which no Stance passes if it fails.
  if (!stancePicker(state, actor, c.id).ok) return;
  for (const stance of STANCES) {
    if (stance === dataOf(c).stance) continue;
    const data = { stance, id: c.id };
    // planSetStance is decideSetStance's check (without its events).
    if (!planSetStance(state, actor, data).ok) continue;
    out.push({
      command: { type: 'SetStance', data },
      label: `Take the ${STANCE_NAMES[stance]} Stance`,
    });
    if (first) return;
  }
}

/**
 * Adds the combatant's options to `out`, in menu order; with `first`, stops at the first one:
 * autoEndTurn (after every Action) only asks whether there is any, and planning the rest of the
 * menu would be wasted.
 */
function candidates(
  state: CombatState,
  c: Combatant,
  withOdds: boolean,
  out: ActionOption[],
  first: boolean,
): void {
  stances(state, c, out, first);
  if ((first && out.length > 0) || state.status !== 'active') return;
  attacks(state, c, withOdds, out, first);
  if (first && out.length > 0) return;
  moves(state, c, out, first);
  if (first && out.length > 0) return;
  for (const [command, label] of MINOR) {
    if (!planMinor(state, c, command.type, command.data ?? {}).ok) continue;
    out.push({ command, label });
    if (first) return;
  }
  for (const legal of features().legal)
    for (const option of legal(state, c)) {
      out.push(option);
      if (first) return;
    }
}

export function legalActions(state: CombatState, actor: CombatantId): readonly ActionOption[] {
  const c = own(state.combatants, actor);
  if (!c || state.status === 'ended') return [];
  const out: ActionOption[] = [];
  if (state.status === 'setup') {
    stances(state, c, out, false);
    return out;
  }
  if (state.current !== actor || state.pending) return [];
  candidates(state, c, true, out, false);
  out.push(END_TURN);
  return out;
}

/** A Move anywhere is still possible (the menu only lists Moves towards enemies). */
export function canStillMove(state: CombatState, c: Combatant): boolean {
  if (feetLeft(c) <= 0 || isProne(c)) return false;
  return gate(state, c, MOVE_ACTIONS.free).ok || gate(state, c, MOVE_ACTIONS.simple).ok;
}

/** True when nothing but EndTurn is left (the kernel then ends the turn). */
export function autoEndTurn(state: CombatState, id: CombatantId): boolean {
  const c = own(state.combatants, id);
  if (!c) return true;
  if (canStillMove(state, c)) return false;
  const out: ActionOption[] = [];
  candidates(state, c, false, out, true);
  return out.length === 0;
}

export function canAct(state: CombatState, id: CombatantId): boolean {
  const c = own(state.combatants, id);
  if (!c) return false;
  const d = dataOf(c);
  const rank = rankOf(c);
  if (rank >= OUT) return false;
  // seed 000 (option surpriseNoActionsRound1): "the surprised party cannot act in the first Round".
  if (d.surprised && state.round === 1 && optionsOf(state).surpriseNoActionsRound1) return false;
  for (const f of features().canAct) if (!f(state, c)) return false;
  // Down: every Action needs a Void Point, at most one per Round (reference §1.5, §4).
  if (rank === DOWN) return d.voidPoints > 0 && d.voidRound !== state.round;
  return true;
}

export function isInFight(state: CombatState, id: CombatantId): boolean {
  const c = own(state.combatants, id);
  if (!c || !inFight(c)) return false;
  // Loops, not every(): the kernel asks for each combatant after every event.
  for (const f of features().inFight) if (!f(state, c)) return false;
  return true;
}
