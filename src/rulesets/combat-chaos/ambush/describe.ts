/** The ambush's log lines (seed 002, ambushes): the groups' stealth against alertness, or the GM's ruling. */
import type { CombatState, Rolled } from '../../../engine/index.js';
import { shortDice } from '../attack/index.js';
import type { AmbushRolledData, SurpriseDeclaredData } from '../events.js';
import { nameOf } from '../state.js';

const rolled = (r: Rolled): string => `${shortDice(r.expression)} = ${r.total}`;

/** A side named as a noun phrase that reads right whatever its name: "the orcs side". */
export const sideName = (side: string): string => `the ${side} side`;

export function ambushLine(s: CombatState, d: AmbushRolledData): string {
  const rolls = d.rolls.map(
    (r) => `${nameOf(s, r.id)} ${rolled(r.roll)}${r.success ? ' ✓' : ' ✗'}`,
  );
  const end = d.surprised
    ? `surprise! ${sideName(d.ambushed)} does not act in round 1`
    : `someone notices and shouts a warning: no surprise`;
  return `${sideName(d.ambushers)} springs an ambush on ${sideName(d.ambushed)}: stealth vs alertness ${d.tn} (${d.groupCheck}) — ${rolls.join(', ')}: ${end}`;
}

export const surpriseLine = (d: SurpriseDeclaredData): string =>
  `The GM rules that ${sideName(d.side)} is surprised: no action in round 1`;
