/** Log lines of the special attacks (Disarm, Grapple, Trip); a grapple's own are grapple/'s. */
import type { CombatState, GameEvent, Rolled } from '../../../engine/index.js';
import type { SpecialAttackedData } from '../events.js';
import { nameOf } from '../state.js';

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

export function describeSpecial(event: GameEvent, state: CombatState): string | undefined {
  switch (event.type) {
    case 'SpecialAttacked':
      return specialAttacked(event.data as SpecialAttackedData, state);
    default:
      return undefined;
  }
}
