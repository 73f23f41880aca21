/**
 * A combatant's state in one line for `fray run`, `fray play` and the tracker: Wound Rank and
 * Wounds, Stance, Void Points, the Actions left in the Turn, and what else matters now (Full
 * Defense bonus, Center bonus, Guard, grapple, weapons out of hand, horse, kata).
 */
import { own } from '../../engine/index.js';
import type { CombatantId, CombatState } from '../../engine/index.js';
import { grappleOf } from './grapple-state.js';
import { STANCE_NAMES } from './stances.js';
import { dataOf, rankOf, sheetOf } from './state.js';
import { rankName } from './wounds.js';

export function status(state: CombatState, id: CombatantId): string {
  const c = own(state.combatants, id);
  if (!c) return '';
  const s = sheetOf(c);
  const d = dataOf(c);
  const max = s.thresholds[s.thresholds.length - 1] ?? 0;
  const parts = [
    `${d.dead ? 'Dead' : rankName(rankOf(c))} ${d.wounds}/${max}`,
    `${STANCE_NAMES[d.stance]} Stance`,
    `${d.voidPoints} Void`,
  ];
  if (state.status === 'active' && state.current === id)
    parts.push(
      d.slots === 2
        ? 'Complex or 2 Simple left'
        : d.slots === 1
          ? '1 Simple left'
          : 'Free Actions only',
    );
  if (d.stance === 'fullDefense' && d.fullDefense > 0) parts.push(`Full Defense +${d.fullDefense}`);
  if (d.centerRound === state.round && !d.centerUsed) parts.push('Center bonus ready');
  if (d.voidArmorRound === state.round) parts.push('Void +10 Armor TN');
  if (d.guarding !== null)
    parts.push(`guarding ${own(state.combatants, d.guarding)?.name ?? d.guarding}`);
  const g = grappleOf(state, id);
  if (g) parts.push(g.controller === id ? 'controls a grapple' : 'grappled');
  if (!d.armed && s.weapon.name !== 'unarmed')
    parts.push(
      d.broken
        ? `${s.weapon.name} broken`
        : d.dropped
          ? `${s.weapon.name} dropped`
          : `${s.weapon.name} sheathed`,
    );
  if (d.offArmed && s.offHand) parts.push(`${s.offHand.name} in the off hand`);
  if (d.mounted) parts.push('mounted');
  if (d.kata !== null) parts.push(`kata ${d.kata}`);
  if (d.scroll !== null) parts.push(`scroll ${d.scroll}`);
  if (d.followUps > 0) parts.push('Extra Attack owed');
  return parts.join(' · ');
}
