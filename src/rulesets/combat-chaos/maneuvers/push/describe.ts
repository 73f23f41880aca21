/** Push's log line (seed 002, Push). */
import type { CombatState } from '../../../../engine/index.js';
import type { PushAttemptedData } from '../../events.js';
import { nameOf } from '../../state.js';
import { contestText, num, outcome } from '../lines.js';

export function pushLine(s: CombatState, p: PushAttemptedData): string {
  const whom = nameOf(s, p.target);
  return `${nameOf(s, p.actor)} tries to push ${whom}: ${contestText(s, p.contest)}${outcome(s, p.win, null, p.actor, `${whom} is shoved ${num(p.distance)} ft to (${num(p.to.x)}, ${num(p.to.y)})`, `${whom} holds their ground`)}`;
}
