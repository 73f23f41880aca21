/**
 * `legalActions`: ready-to-send commands for menus, `fray play` and simulator policies. Every
 * command listed is one `decide` (or the kernel) accepts now. Order: attacks on those still in
 * the fight, attacks on the collapsed, moves towards foes out of reach, a free action (speak),
 * Delay (not for the collapsed), EndTurn; off one's turn, ActNow when delayed and Release when
 * holding someone. Moves are a few useful destinations, not every point of the map.
 */
import {
  distance,
  own,
  type ActionOption,
  type Combatant,
  type CombatantId,
  type CombatState,
} from '../../engine/index.js';
import { planAttack, planOdds, movementOf } from './attack/index.js';
import { cannotFree, cannotSpend, SPEAK, cannotAttack, cannotMove } from './actions/index.js';
import { readOptions } from './options.js';
import { MELEE_REACH, stepTowards } from './ranges/index.js';
import { grappleOf } from './state.js';
import { dataOf, gameOf, healthOf, nameOf, sheetOf } from './state.js';
import { abilityMenu } from './ability/index.js';
import { moveMenu } from './move/index.js';
import { reactionMenu } from './opportunity/index.js';
import { specialMenu } from './special/index.js';

/** Where a move towards a foe stops: inside melee reach, with room to spare. */
const STOP_SHORT = MELEE_REACH - 0.5;

function attacks(state: CombatState, c: Combatant, foes: readonly Combatant[]): ActionOption[] {
  const options: ActionOption[] = [];
  for (const foe of foes) {
    for (const w of sheetOf(c).weapons) {
      const command = { type: 'Attack', data: { target: foe.id, weapon: w.name } };
      const planned = planAttack(state, c, command);
      if (!planned.ok) continue;
      options.push({
        command,
        label: `Attack ${foe.name} with ${w.name}`,
        odds: planOdds(planned.value),
      });
    }
  }
  return options;
}

function moves(c: Combatant, foes: readonly Combatant[]): ActionOption[] {
  const movement = movementOf(c);
  if (movement <= 0) return [];
  const options: ActionOption[] = [];
  for (const foe of foes) {
    if (distance(c.position, foe.position) <= MELEE_REACH) continue;
    const to = stepTowards(c.position, foe.position, movement, STOP_SHORT);
    if (to.x === c.position.x && to.y === c.position.y) continue;
    options.push({ command: { type: 'Move', data: { to } }, label: `Move towards ${foe.name}` });
  }
  return options;
}

/** Someone else still waits for a turn this round, so a Delay lets them go first. */
function canDelay(state: CombatState, id: CombatantId): boolean {
  if (state.turnUsed) return false;
  return state.order.some(
    (o) => o !== id && !state.acted.includes(o) && !state.delayed.includes(o),
  );
}

export function legalActions(state: CombatState, actor: CombatantId): readonly ActionOption[] {
  const c = own(state.combatants, actor);
  if (!c || state.status !== 'active') return [];
  if (state.pending) return state.pending.reactor === actor ? reactionMenu(state, actor) : [];
  if (state.current !== actor) {
    const out: ActionOption[] = [];
    if (state.delayed.includes(actor) && !state.turnUsed)
      out.push({ command: { type: 'ActNow', data: { id: actor } }, label: `${c.name} acts now` });
    // seed 001: "The attacker can end the grapple as a Free action whenever he wishes".
    const g = healthOf(c) === 'fighting' ? grappleOf(gameOf(state), actor) : undefined;
    if (g?.attacker === actor)
      out.push({
        command: { type: 'Release', data: { id: actor } },
        label: `Release ${nameOf(state, g.defender)} (free action, on someone else's turn)`,
      });
    return out;
  }
  const d = dataOf(c);
  const options: ActionOption[] = [];
  if (healthOf(c) === 'fighting') {
    const others = Object.values(state.combatants).filter(
      (o) => o.side !== c.side && healthOf(o) !== 'dead',
    );
    const standing = others.filter((o) => healthOf(o) === 'fighting');
    const down = others.filter((o) => healthOf(o) === 'collapsed');
    const canAttack = !cannotSpend(d, 'attack') && !cannotAttack(state, c);
    if (canAttack) options.push(...attacks(state, c, standing), ...attacks(state, c, down));
    if (!cannotSpend(d, 'move') && !cannotMove(state, c)) options.push(...moves(c, standing));
    options.push(...specialMenu(state, c), ...abilityMenu(state, c), ...moveMenu(state, c));
  }
  if (!cannotFree(d, readOptions(state.options).freeActionLimit))
    options.push({
      command: { type: 'FreeAction', data: { what: SPEAK } },
      label: `${c.name} speaks`,
    });
  // The collapsed only speak (seed 001): nothing to wait for.
  if (healthOf(c) === 'fighting' && canDelay(state, actor))
    options.push({ command: { type: 'Delay' }, label: 'Delay' });
  options.push({ command: { type: 'EndTurn' }, label: 'End turn' });
  return options;
}
