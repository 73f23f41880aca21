/**
 * Log lines of the ability events (issue 5): AbilityUsed, Healed, KnockedProne, ChannelingEnded
 * (every reason), a push (Moved with action 'push') and the conditions an ability's effects put on
 * someone (ConditionAdded whose data names the ability). The Attacked events of an ability are
 * phrased by describe.ts like any attack. `state` is the state after the event.
 */
import {
  own,
  type CombatState,
  type Condition,
  type GameEvent,
  type Position,
} from '../../../engine/index.js';
import type { EffectData } from '../channel/index.js';
import type { Effect } from '../sheet.js';
import { nameOf, sheetOf } from '../state.js';
import { healthChange } from '../wounds/index.js';

const num = (v: unknown): number => (typeof v === 'number' ? v : 0);
const woundsWord = (n: number): string => (n === 1 ? '1 wound' : `${n} wounds`);
const point = (p: Position): string => `(${p.x.toFixed(1)}, ${p.y.toFixed(1)})`;
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);
const signed = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`);

function abilityUsed(d: GameEvent['data'], s: CombatState): string {
  const actor = String(d['actor']);
  const ability = String(d['ability']);
  const how = `${String(d['action'])} action${d['channeled'] === true ? ', channeled' : ''}`;
  const head = `${nameOf(s, actor)} uses ${ability} (${how})`;
  const targets = list(d['targets']);
  const names = targets.map((t) => nameOf(s, t)).join(', ');
  const at = d['at'] as Position | undefined;
  if (at) {
    const user = own(s.combatants, actor);
    const area = user ? sheetOf(user).abilities.find((a) => a.name === ability)?.area : undefined;
    const shape = area ? `${area.shape} ${area.length} m` : 'area';
    return `${head}: ${shape} towards ${point(at)} — ${names}`;
  }
  if (targets.length === 1 && targets[0] === actor) return head;
  return `${head} on ${names}`;
}

const REASONS: Readonly<Record<string, string>> = {
  disrupted: 'disrupted',
  moved: 'moved',
  prone: 'knocked prone',
  grappled: 'grappled',
  collapsed: 'collapses',
  dead: 'dies',
};

function channelingEnded(d: GameEvent['data'], s: CombatState): string {
  const who = nameOf(s, d['id']);
  const what = list(d['abilities']).join(', ');
  const reason = String(d['reason']);
  if (reason === 'stopped') return `${who} stops channeling ${what}`;
  const by = d['by'] === undefined ? '' : ` by ${nameOf(s, d['by'])}`;
  const why = REASONS[reason];
  if (reason === 'collapsed' || reason === 'dead')
    return `${who} ${why}: channeling of ${what} ends`;
  return why
    ? `${who} is ${why}${by}: channeling of ${what} ends`
    : `${who}'s channeling of ${what} ends (${reason}${by})`;
}

function effectAdded(d: GameEvent['data'], s: CombatState): string | undefined {
  const cond = d['condition'] as Condition | undefined;
  const data = cond?.data as EffectData | undefined;
  if (!cond || !data || typeof data.ability !== 'string') return undefined;
  // A GM's AddCondition may carry any data: no modifiers is none.
  const m: Partial<Effect['modifiers']> =
    (data as { modifiers?: Effect['modifiers'] }).modifiers ?? {};
  const parts: string[] = [];
  for (const key of ['defense', 'accuracy', 'soak', 'damage', 'movement'] as const) {
    const v = m[key];
    if (v) parts.push(`${key} ${signed(v)}${key === 'movement' ? ' m' : ''}`);
  }
  const source = nameOf(s, cond.source);
  const lasts =
    cond.rounds !== undefined
      ? `${cond.rounds} round${cond.rounds === 1 ? '' : 's'}`
      : data.channel
        ? `while ${source} channels it`
        : 'until the fight ends';
  parts.push(lasts);
  const whose = cond.source === d['id'] ? 'his own' : `${source}'s`;
  return `${nameOf(s, d['id'])} is ${cond.name} by ${whose} ${data.ability} (${parts.join(', ')})`;
}

export function describeAbility(event: GameEvent, state: CombatState): string | undefined {
  const d = event.data;
  switch (event.type) {
    case 'AbilityUsed':
      return abilityUsed(d, state);
    case 'Healed': {
      const after = num(d['woundsAfter']);
      const healed = num(d['healed']);
      return `${nameOf(state, d['actor'])}'s ${String(d['ability'])} cures ${nameOf(state, d['id'])} of ${woundsWord(healed)} (${woundsWord(after)} left${healthChange(after + healed, after)})`;
    }
    case 'KnockedProne':
      return `${nameOf(state, d['id'])} is knocked prone by ${nameOf(state, d['actor'])}'s ${String(d['ability'])}`;
    case 'ChannelingEnded':
      return channelingEnded(d, state);
    case 'Moved':
      if (d['action'] !== 'push') return undefined;
      return `${nameOf(state, d['id'])} is pushed ${num(d['distance']).toFixed(1)} m by ${nameOf(state, d['actor'])}, to ${point(d['to'] as Position)}`;
    case 'ConditionAdded':
      return effectAdded(d, state);
    default:
      return undefined;
  }
}
