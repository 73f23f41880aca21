/**
 * A combatant's state in one line for `fray run`, `fray play` and the tracker: wounds and health,
 * the actions left in the turn, and what else matters now (prone, a grapple, weapons on the ground,
 * channels maintained, surprise). Conditions have their own column in trackers.
 */
import type { CombatantId, CombatState } from '../../engine/index.js';
import { grappleOf } from './game.js';
import { dataOf, gameOf, nameOf } from './state.js';
import { COLLAPSE_AT, DEATH_AT, health } from './wounds.js';
import type { EmData } from './sheet.js';

const HEALTH_WORDS = { fighting: 'Fighting', collapsed: 'Collapsed', dead: 'Dead' } as const;

function left(d: EmData): string {
  if (d.full) return 'turn spent (Full action)';
  if (d.moves === 0 && d.attacks === 0) return 'Full, or Move + Attack, or 2 Moves left';
  if (d.moves === 1 && d.attacks === 0) return 'Move or Attack left';
  if (d.moves === 0 && d.attacks === 1) return 'Move left';
  return 'Free actions only';
}

export function status(state: CombatState, id: CombatantId): string {
  const c = state.combatants[id];
  if (!c) return '';
  const d = dataOf(c);
  const h = health(d.wounds);
  const limit = h === 'fighting' ? COLLAPSE_AT : DEATH_AT;
  const parts = [`${HEALTH_WORDS[h]} ${d.wounds}/${limit} wounds`];
  if (state.status === 'active' && state.current === id && h === 'fighting') parts.push(left(d));
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
