/**
 * Reactions: every tactic answers those offered to it at once, cheaply (attacks of opportunity, the
 * braced strike, Kipup); and the slow path, the legal-actions menu, for states the tactics do not
 * know.
 */
import {
  type Combatant,
  type CombatState,
  type Command,
  type Pending,
  type PolicyContext,
} from '../../../engine/index.js';
import { inHand } from '../attack/index.js';
import { type BraceOffer } from '../maneuvers/index.js';
import { canKipup } from '../reactions/index.js';
import { type Weapon } from '../sheet.js';
import { combatantOf, canReact, isUp, sheetOf, type Offer } from '../state.js';
import { DECLINE, END_TURN, KIPUP_REACTION, braceStrikes, reactAttacks } from './commands.js';
import { attackHarm } from './harm.js';

/**
 * The answer to the reaction `pending` offers `me`: an attack of opportunity with the offered
 * weapon that harms most (seed 002: a free attack is never wasted), the braced strike at a
 * charger, a Kipup back to one's feet; DeclineReaction when it can no longer be taken; undefined
 * for a reaction this rule set's tactics do not know (the caller falls back on the menu).
 */
export function answerReaction(
  s: CombatState,
  me: Combatant,
  pending: Pending,
): Command | undefined {
  switch (pending.trigger) {
    case 'attack-of-opportunity': {
      const offer = pending as Offer;
      const provoker = combatantOf(s, offer.data.provoker);
      if (!provoker || !isUp(provoker) || !canReact(me)) return DECLINE;
      let best: Weapon | undefined;
      let harm = -1;
      for (const w of sheetOf(me).weapons)
        if (offer.data.weapons.includes(w.name)) {
          const h = attackHarm(s, me, provoker, w);
          if (h > harm) {
            best = w;
            harm = h;
          }
        }
      if (!best) return DECLINE;
      const w = best;
      return reactAttacks.get(w, '', () => ({ type: 'ReactAttack', data: { weapon: w.name } }));
    }
    case 'brace': {
      const offer = pending as BraceOffer;
      const charger = combatantOf(s, offer.data.provoker);
      if (!charger || !isUp(charger)) return DECLINE;
      const w = inHand(me).find((x) => offer.data.polearms.includes(x.name));
      if (!w) return DECLINE;
      return braceStrikes.get(w, '', () => ({ type: 'BraceStrike', data: { weapon: w.name } }));
    }
    case 'kipup':
      return canKipup(me) && canReact(me) ? KIPUP_REACTION : DECLINE;
    default:
      return undefined;
  }
}

/**
 * The slow path, for states the tactics do not know: the first option that ends the turn or
 * declines the reaction, else the first option (the rule set's full menu).
 */
export function fallback(ctx: PolicyContext): Command {
  const options = ctx.options();
  for (const o of options)
    if (o.command.type === 'EndTurn' || o.command.type === 'DeclineReaction') return o.command;
  return options[0]?.command ?? END_TURN;
}
