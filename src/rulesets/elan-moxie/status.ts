/**
 * A combatant's state in one line for `fray run`, `fray play` and the tracker: wounds and health,
 * the actions left in the turn that he could still spend (a grappler reads no Move: he cannot
 * move; a pinned defender only the action his escape takes), and what else matters now (prone, a grapple, weapons on the ground,
 * channels maintained, surprise). Conditions have their own column in trackers.
 */
import { own, type Combatant, type CombatantId, type CombatState } from '../../engine/index.js';
import { cannotFree, cannotAttack, cannotMove } from './actions/index.js';
import { readOptions } from './options.js';
import { grappleOf } from './state.js';
import { dataOf, gameOf, nameOf, sheetOf } from './state.js';
import { health } from './state.js';
import { COLLAPSE_AT, DEATH_AT } from './sheet.js';
import type { EmData } from './sheet.js';

const HEALTH_WORDS = { fighting: 'Fighting', collapsed: 'Collapsed', dead: 'Dead' } as const;

/** What a Move, an Attack and a Full action could still be spent on now (seed 001, Grapple, Trip). */
interface Uses {
  readonly move: boolean;
  readonly attack: boolean;
  readonly full: boolean;
}

function usesOf(state: CombatState, c: Combatant): Uses {
  const d = dataOf(c);
  const g = grappleOf(gameOf(state), c.id);
  const pinned = g?.defender === c.id;
  const escape = pinned ? readOptions(state.options).escapeAction : undefined;
  const walks = cannotMove(state, c) === undefined;
  const abilities = sheetOf(c).abilities;
  const has = (action: string): boolean => abilities.some((a) => a.action === action);
  return {
    // Walking; standing up (not while pinned); picking a weapon up; an ability; escaping.
    move: walks || (d.prone && !pinned) || d.dropped.length > 0 || has('move') || escape === 'move',
    // No Attack actions while grappling (seed 001), but the pinned one's escape may take one.
    attack: cannotAttack(state, c) === undefined || escape === 'attack',
    // Withdraw; a Full ability; escaping.
    full: walks || has('full') || escape === 'full',
  };
}

/** The actions left this turn that something could still be spent on. */
function left(state: CombatState, c: Combatant, d: EmData): string {
  const u = usesOf(state, c);
  const can: string[] = [];
  if (!d.full) {
    if (d.moves === 0 && d.attacks === 0) {
      if (u.full) can.push('Full');
      if (u.move && u.attack) can.push('Move + Attack');
      if (u.move) can.push('2 Moves');
      else if (u.attack) can.push('Attack');
    } else if (d.moves === 1 && d.attacks === 0) {
      if (u.move && u.attack) can.push('Move or Attack');
      else if (u.move) can.push('Move');
      else if (u.attack) can.push('Attack');
    } else if (d.moves === 0 && d.attacks === 1 && u.move) can.push('Move');
  }
  if (can.length > 0) return `${can.join(', or ')} left`;
  const spent = d.full ? ' (Full action taken)' : '';
  return cannotFree(d, readOptions(state.options).freeActionLimit)
    ? `nothing left${spent}: EndTurn`
    : `Free actions only${spent}`;
}

export function status(state: CombatState, id: CombatantId): string {
  const c = own(state.combatants, id);
  if (!c) return '';
  const d = dataOf(c);
  const h = health(d.wounds);
  const limit = h === 'fighting' ? COLLAPSE_AT : DEATH_AT;
  const parts = [`${HEALTH_WORDS[h]} ${d.wounds}/${limit} wounds`];
  if (state.status === 'active' && state.current === id && h === 'fighting')
    parts.push(left(state, c, d));
  if (d.surprised && state.round <= 1) parts.push('surprised');
  if (d.prone) parts.push('prone');
  const g = grappleOf(gameOf(state), id);
  if (g)
    parts.push(
      g.attacker === id
        ? `pinning ${nameOf(state, g.defender)}`
        : `pinned by ${nameOf(state, g.attacker)}`,
    );
  if (d.dropped.length > 0) parts.push(`dropped: ${d.dropped.join(', ')}`);
  for (const ch of d.channeling) parts.push(`channeling ${ch.ability}`);
  return parts.join(' · ');
}
