/**
 * What the maneuvers' menu entries and odds share: the entry itself, who is close enough to grab
 * (within grapple reach), which of one's melee weapons reach a foe, which weapons a foe holds that
 * can be knocked away, and whether a maneuver provokes an attack of opportunity.
 */
import type { ActionOption, Combatant, Command, CombatState, Odds } from '../../../engine/index.js';
import { canStrike, inHand } from '../attack/index.js';
import { maneuverOffer } from '../reactions/index.js';
import { isMissile, isUnarmed, type Weapon } from '../sheet.js';
import { grappleReach } from './cond.js';

export const option = (command: Command, label: string, odds?: Odds): ActionOption =>
  odds ? { command, label, odds } : { command, label };

export const meleeReaching = (me: Combatant, target: Combatant): Weapon[] =>
  inHand(me).filter((w) => !isMissile(w) && canStrike(me.position, target.position, w));

export const held = (c: Combatant): Weapon[] => inHand(c).filter((w) => !isUnarmed(w));

export const close = (me: Combatant, target: Combatant): boolean => {
  const dx = me.position.x - target.position.x;
  const dy = me.position.y - target.position.y;
  const r = grappleReach(me) + 1e-9;
  return dx * dx + dy * dy <= r * r;
};

export const provokes = (
  s: CombatState,
  t: Combatant,
  me: Combatant,
  cause: 'grapple' | 'disarm' | 'trip',
): boolean => maneuverOffer(s, t, me, cause) !== undefined;
