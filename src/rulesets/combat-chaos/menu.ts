/**
 * legalActions: the commands the actor may send now, ready to send, for menus and simulator
 * policies. Only commands decide accepts; EndTurn always while it is the actor's turn (seed 002:
 * "You are not required to take any of these actions on your turn if you do not want to").
 */
import {
  distance,
  towards,
  type ActionOption,
  type Combatant,
  type CombatState,
  type Position,
} from '../../engine/index.js';
import { attackOdds } from './maneuvers/index.js';
import { canStrike, strikeDistance } from './attack/index.js';
import { menuAttacks, menuBraceReaction } from './maneuvers/index.js';
import { menuManeuvers, menuPending } from './maneuvers/index.js';
import { speedNow } from './maneuvers/index.js';
import { inHand } from './attack/index.js';
import { combatantOf, canTakeTurn, dataOf, isUp, sheetOf, type Offer } from './state.js';

const END_TURN: ActionOption = { command: { type: 'EndTurn' }, label: 'End the turn' };
const ft = (n: number): number => Math.round(n * 10) / 10;

const enemiesUp = (s: CombatState, me: Combatant): Combatant[] =>
  Object.values(s.combatants).filter((c) => c.side !== me.side && isUp(c));

function attacks(s: CombatState, me: Combatant): ActionOption[] {
  const b = dataOf(me).budget;
  if (b.action < 1 && b.attacks < 1) return [];
  const out: ActionOption[] = [];
  for (const t of enemiesUp(s, me))
    for (const w of inHand(me))
      if (canStrike(me.position, t.position, w))
        out.push({
          command: { type: 'Attack', data: { target: t.id, weapon: w.name } },
          label: `Attack ${t.name} with ${w.name}`,
          odds: attackOdds(s, t, w),
        });
  return out;
}

/**
 * Towards each enemy out of striking distance (stopping where a weapon reaches: each distinct reach
 * or range), and away from each enemy within it.
 */
function moves(s: CombatState, me: Combatant): ActionOption[] {
  const left = dataOf(me).budget.move;
  // Grappled: 0; prone: half (a crawl); after standing up only half the move is left, and after a
  // Move what it did not cover ("move up to your speed between attacks").
  const speed = speedNow(s, me) * Math.min(1, left);
  if (left <= 0 || speed <= 0) return [];
  const reaches = [...new Set(sheetOf(me).weapons.map(strikeDistance))];
  const out: ActionOption[] = [];
  const seen = new Set<string>();
  const push = (to: Position, label: string) => {
    const key = `${to.x},${to.y}`;
    // Already there (a split move that stopped at this reach): nothing to offer.
    if (seen.has(key) || distance(me.position, to) < 1e-6) return;
    seen.add(key);
    out.push({ command: { type: 'Move', data: { to } }, label });
  };
  for (const t of enemiesUp(s, me)) {
    const d = distance(me.position, t.position);
    for (const r of reaches) {
      if (d <= r) continue;
      const to = towards(me.position, t.position, Math.min(speed, d - r));
      push(to, `Move ${ft(distance(me.position, to))} ft towards ${t.name}`);
    }
    if (d > 0 && d <= Math.max(...reaches)) {
      const k = speed / d;
      const p = me.position;
      const to = { x: p.x + (p.x - t.position.x) * k, y: p.y + (p.y - t.position.y) * k };
      push(to, `Move ${ft(speed)} ft away from ${t.name}`);
    }
  }
  return out;
}

/** seed 002 Hold: to the count of someone still to act later this round, before doing anything. */
function holds(s: CombatState, me: Combatant): ActionOption[] {
  if (s.turnUsed || me.initiative === null) return [];
  const mine = me.initiative;
  const later = s.order.slice(s.order.indexOf(me.id) + 1);
  const counts = new Map<number, string[]>();
  for (const id of later) {
    const c = s.combatants[id];
    if (!c || s.acted.includes(id) || !canTakeTurn(c) || c.initiative === null) continue;
    if (!Number.isInteger(c.initiative) || c.initiative > mine) continue;
    counts.set(c.initiative, [...(counts.get(c.initiative) ?? []), c.name]);
  }
  return [...counts].map(([until, names]) => ({
    command: { type: 'Delay', data: { until } },
    label: `Hold until ${until} (after ${names.join(', ')})`,
  }));
}

function reactions(s: CombatState, offer: Offer): ActionOption[] {
  const reactor = combatantOf(s, offer.reactor);
  const provoker = combatantOf(s, offer.data.provoker);
  const out: ActionOption[] = [];
  if (reactor && provoker && isUp(provoker))
    for (const w of sheetOf(reactor).weapons)
      if (offer.data.weapons.includes(w.name))
        out.push({
          command: { type: 'ReactAttack', data: { weapon: w.name } },
          label: `Attack of opportunity on ${provoker.name} with ${w.name}`,
          odds: attackOdds(s, provoker, w),
        });
  return [...out, { command: { type: 'DeclineReaction' }, label: 'Let the chance pass' }];
}

export function legalActions(s: CombatState, actor: string): readonly ActionOption[] {
  if (s.status !== 'active') return [];
  if (s.pending)
    return s.pending.reactor === actor
      ? (menuPending(s, s.pending) ??
          menuBraceReaction(s, s.pending) ??
          reactions(s, s.pending as Offer))
      : [];
  const me = combatantOf(s, actor);
  if (actor !== s.current || !me) return [];
  return [
    ...attacks(s, me),
    ...menuAttacks(s, me),
    ...menuManeuvers(s, me),
    ...moves(s, me),
    ...holds(s, me),
    END_TURN,
  ];
}
