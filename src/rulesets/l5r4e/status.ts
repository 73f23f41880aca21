/**
 * A combatant's state in one line for `fray run`, `fray play` and the tracker: Wound Rank and
 * Wounds with the Wound penalty (`Nicked 12/38 (+3 TN)`), Stance, Void Points, the Actions left in the Turn, and what else matters now (Full
 * Defense bonus, Center bonus, Guard, grapple, weapons out of hand, horse, kata).
 */
import { own } from '../../engine/index.js';
import type { Combatant, CombatantId, CombatState } from '../../engine/index.js';
import { gate } from './actions/index.js';
import { control, HIT, PASS, grappleOf } from './grapple/index.js';
import { duelOf, duelRunning, duelStepOf, isDuelist } from './duel/index.js';
import { STANCE_NAMES, type ActionKind } from './sheet.js';
import { dataOf, rankOf, sheetOf, CRIPPLED, DOWN, rankName, woundPenalty } from './state.js';

// Actions of each level that no Stance or condition singles out, and the attacks and Moves that
// Full Attack allows: what budget.gate says of them is what is left of the Turn. A kind no Free
// Action uses, so "each Free Action once per Round" does not hide the Free Actions still open.
const COMPLEX: readonly ActionKind[] = [
  { level: 'complex', kind: 'skill' },
  { level: 'complex', kind: 'attack', attack: true },
];
const SIMPLE: readonly ActionKind[] = [
  { level: 'simple', kind: 'speak' },
  { level: 'simple', kind: 'move', move: true },
];
const FREE: ActionKind = { level: 'free', kind: 'status-any-free' };

/**
 * What the current combatant may still take this Turn, as budget.gate sees it: nothing in the
 * Center Stance's Round, only Free Actions in Full Defense, held in a grapple or Down (a Void Point
 * each), the duel's stage alone for a duelist, and never more than the budget left.
 */
function actionsLeft(state: CombatState, c: Combatant): string {
  const d = dataOf(c);
  const duel = duelOf(state);
  if (duelRunning(duel) && isDuelist(duel, c.id)) {
    const step = duelStepOf(state, c.id);
    return step ? `the duel's ${step} due` : 'nothing left this Turn';
  }
  const complex = COMPLEX.some((a) => gate(state, c, a).ok);
  const simple = SIMPLE.some((a) => gate(state, c, a).ok);
  const free = gate(state, c, FREE).ok;
  const rank = rankOf(c);
  if (complex && simple && d.slots === 2) return 'Complex or 2 Simple left';
  if (complex) return 'Complex left';
  if (simple) return rank === CRIPPLED || d.slots === 1 ? '1 Simple left' : '2 Simple left';
  const g = grappleOf(state, c.id);
  if (g?.controller === c.id && (control(state, c, HIT).ok || control(state, c, PASS).ok))
    return 'a control option (Hit, Throw, Break, Pass) or Free Actions left';
  if (free) return rank === DOWN ? 'one Free Action left, for a Void Point' : 'Free Actions only';
  return 'nothing left this Turn';
}

export function status(state: CombatState, id: CombatantId): string {
  const c = own(state.combatants, id);
  if (!c) return '';
  const s = sheetOf(c);
  const d = dataOf(c);
  const max = s.thresholds[s.thresholds.length - 1] ?? 0;
  // The Wound penalty (added to the TN of every roll) beside the Rank, so the table shows it.
  const penalty = d.dead ? 0 : woundPenalty(rankOf(c));
  const parts = [
    `${d.dead ? 'Dead' : rankName(rankOf(c))} ${d.wounds}/${max}${penalty > 0 ? ` (+${penalty} TN)` : ''}`,
    `${STANCE_NAMES[d.stance]} Stance`,
    `${d.voidPoints} Void`,
  ];
  const active = state.status === 'active';
  if (active && state.current === id) parts.push(actionsLeft(state, c));
  if (d.stance === 'fullDefense' && d.fullDefense > 0) parts.push(`Full Defense +${d.fullDefense}`);
  // Both name a Round of the fight: in setup (Round 0) neither is there yet.
  if (active && d.centerRound === state.round && !d.centerUsed) parts.push('Center bonus ready');
  if (active && d.voidArmorRound === state.round) parts.push('Void +10 Armor TN');
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
