/**
 * What the fight's situation forbids a combatant, whatever their Stance and Wound Rank (budget.gate
 * and SetStance ask): an Extra Attack owed comes first (seed 000: "immediately"); a grapple limits
 * its members (seed 000, reference §7); a running duel allows only its own steps (reference §6);
 * Stunned, helpless, overwhelmed and Entangled characters (reference §11.3, seed 000). Each check
 * reads only the shared state, so the gate sits below every rule that spends an Action.
 */
import { own, type Combatant, type CombatState, type Violation } from '../../../engine/index.js';
import { optionOf } from '../options.js';
import { STANCE_NAMES, type ActionKind, type Stance } from '../sheet.js';
import {
  CONTROL_KINDS,
  dataOf,
  duelOf,
  duelRunning,
  ENTANGLED,
  grappleOf,
  HELPLESS,
  isDuelist,
  named,
  opponentOf,
  OVERWHELMED,
  STUNNED,
} from '../state.js';

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

/**
 * Why an attack by `attacker` on `target` is refused because of a grapple, or undefined: those in
 * a grapple fight only the others in it (when they may attack at all: a member holding Free Raises
 * to Disarm, or option grappleMemberActions `any`). For attack/decide.ts (planAttack); here, below the gate, because it reads only the state.
 */
export function grappleAttackForbids(
  state: CombatState,
  attacker: Combatant,
  target: Combatant,
): Violation | undefined {
  const g = grappleOf(state, attacker.id);
  if (!g || g.members.includes(target.id)) return undefined;
  return {
    code: 'l5r4e/grapple-target',
    message: `${attacker.name} is in a grapple and can attack only those in it, not ${target.name}`,
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

/** The Action of breaking free (reference §11.3), the one an Entangled character may take. */
export const BREAK_FREE: ActionKind = { level: 'complex', kind: 'break-free' };

const BLOCKING: readonly (readonly [string, string])[] = [
  [STUNNED, 'Stunned: a stunned character may take no Actions (reference §11.3)'],
  [HELPLESS, 'helpless and unable to take Actions (seed 000)'],
  [OVERWHELMED, 'overwhelmed by Fear: cowering or fleeing in terror (seed 000)'],
];

/** Why a condition forbids the Action (budget.gate), or undefined. */
export function conditionsForbid(
  _state: CombatState,
  c: Combatant,
  action: ActionKind,
): Violation | undefined {
  if (c.conditions.length === 0) return undefined;
  for (const [name, why] of BLOCKING)
    if (named(c, name)) return { code: `l5r4e/${name}`, message: `${c.name} is ${why}` };
  if (named(c, ENTANGLED) && action.kind !== BREAK_FREE.kind)
    return {
      code: 'l5r4e/entangled',
      message: `${c.name} is Entangled: no Actions other than attempting to break free (reference §11.3)`,
    };
  return undefined;
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
