/**
 * SetStance { stance, id? } (seed 000): "On the first Round of a combat, characters can pick a
 * Stance in Stage 1, before rolling Initiative. On later rounds, characters can pick a Stance in
 * Stage 2, before their Actions." Before StartCombat a combatant picks their own (the GM anyone's,
 * with `id`); from Round 2 the current combatant picks once, at the start of their Turn. Not an
 * Action: the event has no `actor`, so the Turn stays unused and may still be delayed.
 */
import {
  ok,
  refuse,
  type CombatState,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import { isStance, STANCE_NAMES, type Stance } from '../stances.js';
import { combatant, dataOf, optionsOf, str } from '../state.js';
import { isGm } from './common.js';

/** seed 000 (option surpriseForbiddenStances): Stances the GM disallows to the surprised. */
export function forbiddenBySurprise(state: CombatState, id: string, stance: Stance): boolean {
  const c = state.combatants[id];
  return (
    !!c &&
    dataOf(c).surprised &&
    state.round <= 1 &&
    optionsOf(state).surpriseForbiddenStances.includes(stance)
  );
}

function whoPicks(state: CombatState, actor: string, given: string | undefined): Result<string> {
  if (state.status === 'setup') {
    const id = given ?? (isGm(actor) ? undefined : actor);
    if (id === undefined || !state.combatants[id])
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

export function decideSetStance(
  state: CombatState,
  actor: string,
  data: Readonly<Record<string, unknown>>,
): Result<GameEvent[]> {
  const stance = data['stance'];
  if (!isStance(stance))
    return refuse('l5r4e/bad-stance', 'stance: attack, fullAttack, defense, fullDefense or center');
  const who = whoPicks(state, actor, str(data, 'id'));
  if (!who.ok) return who;
  if (forbiddenBySurprise(state, who.value, stance))
    return refuse(
      'l5r4e/surprised-stance',
      `the GM rules that the surprised cannot take the ${STANCE_NAMES[stance]} Stance`,
    );
  return ok([{ type: 'StanceChosen', data: { id: who.value, stance } }]);
}
