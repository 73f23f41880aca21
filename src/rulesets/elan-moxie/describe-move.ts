/**
 * Log lines of movement: Withdraw, the offers of Attacks of Opportunity (pending and queued), the
 * answer taken, standing up and picking a weapon up. A plain Move and the attack itself
 * (`Attacked` with uses 'opportunity') are describe.ts's.
 */
import type { CombatState, GameEvent, Position } from '../../engine/index.js';
import type { Offer } from './game.js';
import { nameOf } from './state.js';

const CAUSE: Readonly<Record<Offer['data']['cause'], string>> = {
  'left-melee': 'left melee range',
  'moved-past': 'moved past him in melee',
};

const isOffer = (p: unknown): p is Offer =>
  typeof p === 'object' &&
  p !== null &&
  (p as { trigger?: unknown }).trigger === 'attack-of-opportunity';

const offerText = (o: Offer, s: CombatState): string =>
  `${nameOf(s, o.reactor)} may make an Attack of Opportunity on ${nameOf(s, o.data.provoker)} (${CAUSE[o.data.cause]})`;

export function describeMove(event: GameEvent, state: CombatState): string | undefined {
  const d = event.data;
  switch (event.type) {
    case 'Moved': {
      if (d['action'] !== 'withdraw') return undefined;
      const m = typeof d['distance'] === 'number' ? d['distance'] : 0;
      const via = d['via'] as Position | undefined;
      const bend = via ? ` by way of (${via.x.toFixed(1)}, ${via.y.toFixed(1)})` : '';
      return `${nameOf(state, d['actor'])} withdraws ${m.toFixed(1)} m${bend} (no attacks of opportunity)`;
    }
    case 'ReactionOffered':
      return isOffer(d['pending']) ? offerText(d['pending'], state) : undefined;
    case 'ReactionsQueued': {
      const offers = Array.isArray(d['offers']) ? (d['offers'] as unknown[]).filter(isOffer) : [];
      if (offers.length === 0) return undefined;
      return `Waiting their turn: ${offers.map((o) => offerText(o, state)).join('; ')}`;
    }
    case 'ReactionTaken':
      return d['trigger'] === 'attack-of-opportunity'
        ? `${nameOf(state, d['id'])} has made the Attack of Opportunity on ${nameOf(state, d['provoker'])}`
        : undefined;
    case 'MoveStopped': {
      const at = d['at'] as Position;
      const m = (v: unknown): string => (typeof v === 'number' ? v : 0).toFixed(1);
      return `${nameOf(state, d['id'])}'s move is cut short at (${at.x.toFixed(1)}, ${at.y.toFixed(1)}) by ${nameOf(state, d['by'])}'s Attack of Opportunity: ${m(d['moved'])} m moved of the ${m(d['planned'])} m`;
    }
    case 'StoodUp':
      return `${nameOf(state, d['actor'])} stands back up (Move action)`;
    case 'PickedUp':
      return `${nameOf(state, d['actor'])} picks his ${String(d['weapon'])} back up (Move action)`;
    default:
      return undefined;
  }
}
