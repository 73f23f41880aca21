/**
 * The pieces of the maneuvers' log lines: a roll, a contest ("athletics 2d20kl1+3 = 8
 * (disadvantage: armed target) vs athletics d20+1 = 6"), its modes and naturals, and the outcome
 * (" — Bayushi is grappled (speed 0)", or that it waits for the attack of opportunity).
 */
import type { CombatState, Rolled } from '../../../engine/index.js';
import { shortDice } from '../attack/index.js';
import type { ContestData, RolledSide } from '../events.js';
import { combatChaosOn } from '../options.js';
import { nameOf } from '../state.js';

export const num = (n: number): string => String(Math.round(n * 10) / 10);
export const rolled = (r: Rolled): string => `${shortDice(r.expression)} = ${r.total}`;

export function modes(
  mode: string,
  advantage: readonly string[],
  disadvantage: readonly string[],
): string {
  if (mode === 'advantage') return ` (advantage: ${advantage.join(', ')})`;
  if (mode === 'disadvantage') return ` (disadvantage: ${disadvantage.join(', ')})`;
  const both = [...advantage, ...disadvantage];
  return both.length ? ` (advantage and disadvantage cancel: ${both.join(', ')})` : '';
}

/** " (natural 19: Combat Chaos hit)": an attack roll of a contest decided by its natural. */
function always(r: RolledSide, chaos: boolean): string {
  if (r.always === undefined) return '';
  if (!chaos) return ` (natural ${r.natural}: always hits)`;
  return ` (natural ${r.natural}: Combat Chaos ${r.always})`;
}

const side = (r: RolledSide, chaos: boolean): string =>
  `${r.with} ${rolled(r.roll)}${modes(r.mode, r.advantage, r.disadvantage)}${always(r, chaos)}`;

export function contestText(s: CombatState, c: ContestData): string {
  const chaos = combatChaosOn(s.options);
  const byNaturals = c.attacker.always !== c.defender.always;
  const tie = !byNaturals && c.attacker.total === c.defender.total;
  return `${side(c.attacker, chaos)} vs ${side(c.defender, chaos)}${tie ? ' (a tie: the defender holds)' : ''}`;
}

/** " — <effect>", or that it waits for the attack of opportunity, or that it failed. */
export function outcome(
  s: CombatState,
  win: boolean,
  awaits: string | null,
  actor: string,
  effect: string,
  failed: string,
): string {
  if (!win) return ` — ${failed}`;
  if (awaits === null) return ` — ${effect}`;
  return ` — it works if ${nameOf(s, actor)} is still up after ${nameOf(s, awaits)}'s attack of opportunity: ${effect}`;
}
