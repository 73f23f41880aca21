/** Trip's log line (seed 002, Trip): by a test (a contest) or by an attack roll against defense. */
import type { CombatState } from '../../../../engine/index.js';
import type { AttackRollData, TripAttemptedData } from '../../events.js';
import { nameOf } from '../../state.js';
import { contestText, modes, outcome, rolled } from '../lines.js';

function attackText(a: AttackRollData): string {
  const how =
    a.verdict === 'chaos-miss'
      ? `natural ${a.natural}: Combat Chaos miss`
      : a.verdict === 'chaos-hit'
        ? `natural ${a.natural}: Combat Chaos hit`
        : a.verdict === 'critical'
          ? 'natural 20: hit'
          : `vs defense ${a.defense}: ${a.hit ? 'hit' : 'miss'}`;
  return `${rolled(a.roll)}${modes(a.mode, a.advantage, a.disadvantage)} ${how}`;
}

export function tripLine(s: CombatState, t: TripAttemptedData): string {
  const whom = nameOf(s, t.target);
  const how = t.attack
    ? `with the ${t.attack.weapon}: ${attackText(t.attack)}`
    : t.contest
      ? `(${t.how}): ${contestText(s, t.contest)}`
      : '';
  return `${nameOf(s, t.actor)} tries to trip ${whom} ${how}${outcome(s, t.win, t.awaits, t.actor, `${whom} falls prone`, `${whom} keeps their feet`)}`;
}
