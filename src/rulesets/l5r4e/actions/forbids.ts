/**
 * What the fight's situation forbids a combatant, whatever their Stance and Wound Rank (budget.gate
 * and SetStance ask): an Extra Attack owed comes first (seed 000: "immediately"); a grapple limits
 * its members (seed 000, reference §7); a running duel allows only its own steps (reference §6);
 * Stunned, helpless, overwhelmed and Entangled characters (reference §11.3, seed 000). Each check
 * reads only the shared state, so the gate sits below every rule that spends an Action.
 */
import { own, type Combatant, type CombatState, type Violation } from '../../../engine/index.js';
import { conditionsForbid } from '../conditions/index.js';
import { duelOf, duelRunning, isDuelist, opponentOf } from '../duel/index.js';
import { CONTROL_KINDS, grappleOf } from '../grapple/index.js';
import { optionOf } from '../options.js';
import { STANCE_NAMES, type ActionKind, type Stance } from '../sheet.js';
import { dataOf } from '../state.js';

/** seed 000: "If the first attack succeeds … the character immediately … gets another attack". */
export function extraAttackFirst(c: Combatant, action: ActionKind): Violation | undefined {
  return dataOf(c).followUps > 0 && action.attack !== true
    ? {
        code: 'l5r4e/extra-attack-first',
        message: `${c.name} owes the Extra Attack: it comes immediately (seed 000), before any other Action`,
      }
    : undefined;
}

/** What a grapple forbids its members. */
export function grappleForbids(
  state: CombatState,
  c: Combatant,
  action: ActionKind,
): Violation | undefined {
  const g = grappleOf(state, c.id);
  if (!g) return undefined;
  if (action.move)
    return {
      code: 'l5r4e/grappled-move',
      message: `${c.name} is in a grapple: no Move Actions until out of it (Break, a Throw, or the GM's EndGrapple)`,
    };
  if (CONTROL_KINDS.has(action.kind) || action.level === 'free') return undefined;
  if (optionOf(state, 'grappleMemberActions', 'controlOnly', ['controlOnly', 'any']) === 'any')
    return undefined;
  // seed 000: "their opponent gets 2 Free Raises to Disarm them on their Turn": that attack is allowed.
  if (action.attack && !action.ranged && dataOf(c).disarmFreeRaises > 0) return undefined;
  return g.controller === c.id
    ? {
        code: 'l5r4e/grappled',
        message: `${c.name} controls a grapple: seed 000 "The character in control has the following options": Hit, Throw (Complex), Break (Simple), Pass (Free), besides Free Actions (option grappleMemberActions)`,
      }
    : {
        code: 'l5r4e/grappled',
        message: `${c.name} is held in a grapple without control: only Free Actions until winning the control roll at the start of a Turn (option grappleMemberActions)`,
      };
}

/** reference §6: a duelist takes only the duel's steps while it runs. */
export function duelForbids(state: CombatState, c: Combatant): Violation | undefined {
  const d = duelOf(state);
  if (d === null || !duelRunning(d) || !isDuelist(d, c.id)) return undefined;
  return {
    code: 'l5r4e/duel-actions',
    message: `${c.name} is dueling ${own(state.combatants, opponentOf(d, c.id))?.name ?? ''}: only the duel's Assess, Focus and Strike until it ends (reference §6)`,
  };
}

/** Why the situation forbids the Action, or undefined (in this order: the first reason wins). */
export function situationForbids(
  state: CombatState,
  c: Combatant,
  action: ActionKind,
): Violation | undefined {
  return (
    extraAttackFirst(c, action) ??
    grappleForbids(state, c, action) ??
    duelForbids(state, c) ??
    conditionsForbid(state, c, action)
  );
}

/** Why the stance forbids this Action, or undefined when it allows it (reference §3.4). */
export function stanceForbids(stance: Stance, action: ActionKind): string | undefined {
  const name = STANCE_NAMES[stance];
  switch (stance) {
    case 'attack':
      return undefined;
    case 'fullAttack':
      if (action.attack && action.ranged) return 'no ranged attacks in the Full Attack Stance';
      if (action.level !== 'free' && !action.attack && !action.move)
        return 'the Full Attack Stance allows no Simple or Complex Actions but attacks and Moves';
      return undefined;
    case 'defense':
      return action.attack ? `no attacks in the ${name} Stance` : undefined;
    case 'fullDefense':
      return action.level === 'free' ? undefined : `only Free Actions in the ${name} Stance`;
    case 'center':
      return 'the Center Stance gives up every Action this Round';
  }
}
