/**
 * Log lines of the Attacks of Opportunity: the offers (pending and queued), the answer taken, and
 * a move cut short by one. The attack itself (`Attacked` with uses 'opportunity') is describe.ts's.
 */
import type { CombatState, GameEvent, Position } from '../../../engine/index.js';
import { nameOf, type Offer } from '../state.js';

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

export function describeOpportunity(event: GameEvent, state: CombatState): string | undefined {
  const d = event.data;
  switch (event.type) {
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
    default:
      return undefined;
  }
}
