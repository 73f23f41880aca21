/**
 * Grapples (seed 000 rows 88–97, reference §7): Grapple starts or joins one; at the start of each
 * member's Turn everyone in it rolls for control (onTurnStart); the controller may Hit, Throw,
 * Break or Pass; the GM may end one (EndGrapple). While in a grapple, no Move Actions, and (option
 * grappleMemberActions, default controlOnly) no Simple or Complex Actions but the controller's
 * options — except an attack by a member holding Free Raises to Disarm (seed 000).
 */
import { decideGrapple } from './decide.js';
import {
  decideBreak,
  decideEndGrapple,
  decideGrappleHit,
  decidePass,
  decideThrow,
} from './control.js';
import { grappleDescribe } from './describe.js';
import { grappleEvolve } from './evolve.js';
import { grappleMenu } from './menu.js';
import { controlRoll } from './roll.js';
import type { Feature } from '../state.js';

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
};
