/** seed 002 Charge: towards each foe out of reach of a melee weapon but within double speed. */
import {
  distance,
  towards,
  type ActionOption,
  type Combatant,
  type CombatState,
} from '../../../../engine/index.js';
import { canStrike, inHand } from '../../attack/index.js';
import { isMissile } from '../../sheet.js';
import { dataOf, sheetOf } from '../../state.js';
import { chargeOdds } from './odds.js';

const ft = (n: number): number => Math.round(n * 10) / 10;

export function chargeEntries(
  s: CombatState,
  me: Combatant,
  foes: readonly Combatant[],
): ActionOption[] {
  const d = dataOf(me);
  const speed = sheetOf(me).speed;
  if (d.budget.move < 1 || d.budget.action < 1 || speed <= 0) return [];
  if (d.cond.prone || d.cond.grappledBy !== null) return [];
  const out: ActionOption[] = [];
  for (const t of foes) {
    const away = distance(me.position, t.position);
    for (const w of inHand(me)) {
      if (isMissile(w) || away <= w.reach + 1e-9 || away - w.reach > 2 * speed) continue;
      const to = towards(me.position, t.position, away - w.reach);
      if (!canStrike(to, t.position, w)) continue;
      const run = distance(me.position, to);
      out.push({
        command: { type: 'Charge', data: { to, target: t.id, weapon: w.name } },
        label: `Charge ${t.name} (${ft(run)} ft) and attack with ${w.name}`,
        odds: chargeOdds(s, me, to, t, w, run),
      });
    }
  }
  return out;
}
