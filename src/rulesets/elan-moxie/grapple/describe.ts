/** Log lines of a grapple: the contest of an Escape, a Release, its end. */
import type { CombatState, GameEvent, Rolled } from '../../../engine/index.js';
import type { GrappleContestedData, GrappleEndedData, GrappleReleasedData } from '../events.js';
import { nameOf } from '../state.js';

const rolled = (r: Rolled | undefined): string => (r ? `${r.expression} = ${r.total}` : '?');

function contested(d: GrappleContestedData, s: CombatState): string {
  const who = nameOf(s, d.actor);
  const other = nameOf(s, d.opponent);
  const aim = d.how === 'agility' ? 'escape' : 'reverse';
  const attr = d.how === 'agility' ? 'Agility' : 'Strength';
  const outcome =
    d.result === 'escaped'
      ? 'escapes'
      : d.result === 'reversed'
        ? `turns the grapple: ${who} now pins ${other}`
        : 'still pinned';
  return `${who} tries to ${aim} ${other}'s grapple (${d.action} action): ${attr} ${rolled(d.roll)} vs ${other}'s Strength ${rolled(d.opposed)} → ${outcome}`;
}

export function describeGrapple(event: GameEvent, state: CombatState): string | undefined {
  switch (event.type) {
    case 'GrappleContested':
      return contested(event.data as GrappleContestedData, state);
    case 'GrappleReleased': {
      const d = event.data as GrappleReleasedData;
      const when =
        d.outOfTurn && state.current ? `, on ${nameOf(state, state.current)}'s turn` : '';
      return `${nameOf(state, d.actor)} releases ${nameOf(state, d.defender)} from the grapple (free action${when})`;
    }
    case 'GrappleEnded': {
      const d = event.data as GrappleEndedData;
      return `The grapple of ${nameOf(state, d.attacker)} on ${nameOf(state, d.defender)} ends (${d.reason})`;
    }
    default:
      return undefined;
  }
}
