/**
 * Grapples (seed 000 rows 88–97, reference §7): Grapple starts or joins one; at the start of each
 * member's Turn everyone in it rolls for control (onTurnStart); the controller may Hit, Throw,
 * Break or Pass; the GM may end one (EndGrapple). While in a grapple, no Move Actions, and (option
 * grappleMemberActions, default controlOnly) no Simple or Complex Actions but the controller's
 * options — except an attack by a member holding Free Raises to Disarm (seed 000).
 */
import type { Combatant, CombatState, Violation } from '../../../engine/index.js';
import { decideGrapple } from '../decide/grapple.js';
import {
  CONTROL_KINDS,
  decideBreak,
  decideEndGrapple,
  decideGrappleHit,
  decidePass,
  decideThrow,
} from '../decide/grapple-control.js';
import { grappleDescribe } from '../grapple-describe.js';
import { grappleEvolve } from '../grapple-evolve.js';
import { grappleMenu } from '../grapple-menu.js';
import { controlRoll } from '../grapple-roll.js';
import { grappleOf } from '../grapple-state.js';
import { optionOf } from '../options.js';
import type { ActionKind } from '../stances.js';
import { dataOf } from '../state.js';
import type { Feature } from './types.js';

/** What a grapple forbids its members (budget.gate asks every feature). */
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

export const grappleFeature: Feature = {
  name: 'grapple',
  commands: {
    Grapple: decideGrapple,
    GrappleHit: decideGrappleHit,
    Throw: decideThrow,
    BreakGrapple: decideBreak,
    PassGrapple: decidePass,
    EndGrapple: decideEndGrapple,
  },
  evolve: grappleEvolve,
  describe: grappleDescribe,
  legal: grappleMenu,
  onTurnStart: controlRoll,
  forbids: grappleForbids,
};
