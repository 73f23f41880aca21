/**
 * One readable log line per event of this rule set, and for the kernel events worth phrasing in
 * its terms (initiative, skipped turns). Undefined for the rest: the caller phrases those.
 */
import { own, type CombatState, type GameEvent, type Rolled } from '../../engine/index.js';
import { dataOf, nameOf } from './state.js';
import { healthChange } from './wounds/index.js';
import { DEATH_AT } from './sheet.js';
import { describeAbility } from './ability/index.js';
import { describeMove } from './move/index.js';
import { describeSpecial } from './special/index.js';
import { describeGrapple } from './grapple/index.js';
import { describeOpportunity } from './opportunity/index.js';

const rolled = (r: unknown): string => {
  const x = r as Rolled;
  return `${x.expression} = ${x.total}`;
};
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);
const woundsWord = (n: number): string => (n === 1 ? '1 wound' : `${n} wounds`);

function attacked(d: GameEvent['data'], s: CombatState): string {
  const who = nameOf(s, d['actor']);
  const target = nameOf(s, d['target']);
  const how = d['uses'] === 'opportunity' ? ' (Attack of Opportunity)' : '';
  const cover = num(d['cover']) > 0 ? ` (cover +${num(d['cover'])})` : '';
  const head = `${who} attacks ${target} with ${String(d['weapon'])}${how}: ${rolled(d['roll'])} vs defense ${num(d['defense'])}${cover}`;
  if (d['result'] === 'miss') return `${head} — miss`;
  const extra = num(d['extraDamage']);
  const hit = extra > 0 ? `hit (+${extra} damage)` : 'hit';
  if (d['result'] === 'hit') return `${head} — ${hit}`;
  const soak = `soak ${rolled(d['soak'])} vs damage ${num(d['damage'])}`;
  if (d['result'] === 'soaked') return `${head} — ${hit}; ${soak} → soaked`;
  const after = num(d['woundsAfter']);
  const dealt = num(d['wounds']);
  const before = typeof d['woundsBefore'] === 'number' ? d['woundsBefore'] : after - dealt;
  // The track stops at 20 (death): a killing blow may deal more than it records.
  const dealtText =
    after - before < dealt
      ? `${woundsWord(dealt)}, of which the track records ${after - before} (it ends at ${DEATH_AT})`
      : woundsWord(dealt);
  return `${head} — ${hit}; ${soak} → ${dealtText} (${target}: ${woundsWord(after)}${healthChange(before, after)})`;
}

export function describe(event: GameEvent, state: CombatState): string | undefined {
  return (
    describeCore(event, state) ??
    describeMove(event, state) ??
    describeOpportunity(event, state) ??
    describeSpecial(event, state) ??
    describeGrapple(event, state) ??
    describeAbility(event, state)
  );
}

function describeCore(event: GameEvent, state: CombatState): string | undefined {
  const d = event.data;
  switch (event.type) {
    case 'Attacked':
      return attacked(d, state);
    case 'Moved': {
      if (d['action'] !== 'move') return undefined;
      return `${nameOf(state, d['actor'])} moves ${num(d['distance']).toFixed(1)} m`;
    }
    case 'FreeActionTaken': {
      const text = typeof d['text'] === 'string' ? `: "${d['text']}"` : '';
      const who = nameOf(state, d['actor']);
      // "Kara speaks (free action)", "Kara takes a free action: drop the torch".
      return d['what'] === 'speak'
        ? `${who} speaks (free action)${text}`
        : `${who} takes a free action: ${String(d['what'])}${text}`;
    }
    case 'WoundsAdjusted': {
      const after = num(d['woundsAfter']);
      const delta = num(d['wounds']);
      const counted = after - num(d['woundsBefore']);
      // The track holds 0..20: say so when it records less than the change.
      const change =
        delta > 0
          ? `takes ${woundsWord(delta)}${counted < delta ? `, of which the track records ${counted}` : ''}`
          : `is cured of ${woundsWord(-delta)}${-counted < -delta ? ` (he had only ${woundsWord(-counted)})` : ''}`;
      return `GM: ${nameOf(state, d['id'])} ${change} (${woundsWord(after)}${healthChange(num(d['woundsBefore']), after)})`;
    }
    case 'Rested': {
      const days = num(d['days']);
      const how = d['treated'] === true ? 'with medical treatment' : 'without treatment';
      return `${nameOf(state, d['id'])} rests ${days} day${days === 1 ? '' : 's'} ${how}: ${woundsWord(num(d['healed']))} cured (${woundsWord(num(d['woundsAfter']))} left)`;
    }
    case 'SurpriseDeclared':
      return `GM: side ${String(d['side'])} is surprised and will not act in round 1`;
    case 'InitiativeRolled':
      return `${nameOf(state, d['id'])} rolls initiative: ${rolled(d['roll'])}`;
    case 'TurnSkipped': {
      const c = typeof d['id'] === 'string' ? own(state.combatants, d['id']) : undefined;
      if (!c) return undefined;
      const data = dataOf(c);
      if (data.wounds >= 20) return `${c.name} is dead`;
      if (data.surprised && state.round === 1) return `${c.name} is surprised and loses the turn`;
      return undefined;
    }
    default:
      return undefined;
  }
}
