/** Log lines of the special attacks (Disarm, Grapple, Trip) and of grapples. */
import type { CombatState, GameEvent, Rolled } from '../../engine/index.js';
import type {
  GrappleContestedData,
  GrappleEndedData,
  GrappleReleasedData,
  SpecialAttackedData,
} from './events.js';
import { nameOf } from './state.js';

const rolled = (r: Rolled | undefined): string => (r ? `${r.expression} = ${r.total}` : '?');

function specialAttacked(d: SpecialAttackedData, s: CombatState): string {
  const who = nameOf(s, d.actor);
  const target = nameOf(s, d.target);
  const what =
    d.special === 'disarm'
      ? `tries to disarm ${target}${d.targetWeapon ? ` of his ${d.targetWeapon}` : ''}${d.weapon ? ` with ${d.weapon}` : ''}`
      : `tries to ${d.special} ${target}`;
  const extras = [
    ...(d.uses === 'opportunity' ? ['attack of opportunity'] : []),
    ...(d.cover ? [`cover +${d.cover}`] : []),
  ];
  const head = `${who} ${what}${extras.length ? ` (${extras.join(', ')})` : ''}: ${rolled(d.roll)} vs defense ${d.defense}`;
  if (d.result === 'miss') return `${head} — miss`;
  const extra = d.extraDamage ?? 0;
  const hit = extra > 0 ? `hit (+${extra})` : 'hit';
  const against = d.special === 'disarm' ? `damage ${d.tn ?? 0}` : `TN ${d.tn ?? 0}`;
  const check = `${target}'s Strength check ${rolled(d.check)} vs ${against}`;
  const weapon = d.targetWeapon ?? 'weapon';
  let outcome: string;
  switch (d.result) {
    case 'disarmed':
      outcome = `the ${weapon} falls to the ground (a Move action picks it up)`;
      break;
    case 'pinned':
      outcome = `pinned by ${who}`;
      break;
    case 'tripped':
      outcome = 'falls prone (a Move action to stand up)';
      break;
    default:
      outcome =
        d.special === 'disarm'
          ? `keeps the ${weapon}`
          : d.special === 'grapple'
            ? 'breaks the hold'
            : 'keeps his feet';
  }
  return `${head} — ${hit}; ${check} → ${outcome}`;
}

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

export function describeSpecial(event: GameEvent, state: CombatState): string | undefined {
  switch (event.type) {
    case 'SpecialAttacked':
      return specialAttacked(event.data as SpecialAttackedData, state);
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
