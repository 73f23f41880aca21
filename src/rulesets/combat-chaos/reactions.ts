/**
 * Attacks of opportunity, the one reaction of the core loop. seed 002: "Reactions can be taken
 * anytime, as long as their triggering conditions are met." The kernel holds one pending reaction
 * at a time; when a move provokes several, the others wait in `game.queue` and the next one becomes
 * pending when the previous is taken or declined (see `promote`).
 */
import type { Combatant, CombatantId, CombatState, Position } from '../../engine/index.js';
import { distance, nextOffer, offerEvents, pathDistance } from '../../engine/index.js';
import type { AttackMadeData } from './events.js';
import { meleeReach, canStrike } from './reach.js';
import { isMissile, type Weapon } from './sheet.js';
import {
  canReact,
  gameOf,
  isUp,
  sheetOf,
  withGame,
  type Offer,
  type Provocation,
} from './state.js';

const EPS = 1e-9;

const offer = (
  reactor: CombatantId,
  provoker: CombatantId,
  cause: Provocation,
  weapons: readonly string[],
): Offer => ({
  kind: 'reaction',
  reactor,
  trigger: 'attack-of-opportunity',
  data: { provoker, cause, weapons },
});

/**
 * seed 002: "A natural 1 on a melee attack always provokes an attack of opportunity from the target
 * (requiring a reaction)." The target needs a reaction left and a melee weapon that reaches.
 */
export function fumbleOffer(state: CombatState, attack: AttackMadeData, weapon: Weapon): Offer[] {
  if (attack.natural !== 1 || isMissile(weapon)) return [];
  const target = state.combatants[attack.target];
  const attacker = state.combatants[attack.actor];
  if (!target || !attacker || !canReact(target) || !isUp(attacker)) return [];
  const weapons = sheetOf(target)
    .weapons.filter((w) => !isMissile(w) && canStrike(target.position, attacker.position, w))
    .map((w) => w.name);
  return weapons.length ? [offer(target.id, attacker.id, 'fumble', weapons)] : [];
}

/**
 * Option `leavingReachProvokes`: an enemy whose melee reach the straight move passes through, and
 * who is out of it at the end, may make an attack of opportunity. Offers in initiative order.
 */
export function leavingReachOffers(
  state: CombatState,
  mover: Combatant,
  from: Position,
  to: Position,
): Offer[] {
  const offers: Offer[] = [];
  for (const id of state.order) {
    const c = state.combatants[id];
    if (!c || c.side === mover.side || !canReact(c)) continue;
    const sheet = sheetOf(c);
    const reach = meleeReach(sheet);
    const near = pathDistance(c.position, from, to);
    if (near > reach + EPS || distance(c.position, to) <= reach + EPS) continue;
    const weapons = sheet.weapons.filter((w) => !isMissile(w) && w.reach + EPS >= near);
    offers.push(
      offer(
        c.id,
        mover.id,
        'left-reach',
        weapons.map((w) => w.name),
      ),
    );
  }
  return offers;
}

export { offerEvents };

const stillValid = (s: CombatState, o: Offer): boolean => {
  const reactor = s.combatants[o.reactor];
  const provoker = s.combatants[o.data.provoker];
  return reactor !== undefined && provoker !== undefined && canReact(reactor) && isUp(provoker);
};

/**
 * Makes the next waiting reaction pending once nothing is (kernel limitation: DeclineReaction never
 * reaches the rule set, so the queue moves on in evolve). Offers no longer valid are dropped.
 */
export function promote(s: CombatState): CombatState {
  const queue = gameOf(s).queue;
  if (s.pending !== null || queue.length === 0 || s.status !== 'active') return s;
  const { next, rest } = nextOffer(queue, (o) => stillValid(s, o));
  const game = { ...gameOf(s), queue: rest };
  return next ? { ...withGame(s, game), pending: next } : withGame(s, game);
}
