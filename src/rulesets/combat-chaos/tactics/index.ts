/**
 * The simulator's named tactics for this rule set (issue 7, "Tactics"): small pure functions over
 * the state that a GM recognises. Each builds its command from the state with the rule set's own
 * readings and cached exact odds (tactics/harm.ts), never from the legal-actions menu, which it
 * asks for only in a state it does not know (`fallback`). Every one answers the reactions offered
 * to it at once (attacks of opportunity, the braced strike, Kipup). README.md, "Simulator tactics".
 */
import type {
  Combatant,
  Command,
  CombatState,
  Policy,
  PolicyContext,
  Tactic,
} from '../../../engine/index.js';
import { answerReaction, fallback } from './answers.js';
import { defendCommand } from './commands.js';
import { actionHarm } from './harm.js';
import {
  alliesOf,
  canAttack,
  foesOf,
  fractionOf,
  healthOf,
  leaderOf,
  longestStrike,
  nearestTo,
  threatsTo,
} from './readings.js';
import { advance, finish, guardAlly, recover } from './steps.js';
import { bestStrike, bonusSpell, byHarm, type Score } from './strike.js';
import { bestManeuver } from './maneuvers.js';
import { combatantOf, dataOf } from '../state.js';

/** A policy whose turn is `turn` (the reactions answered by the shared `answerReaction`). */
function policy(
  name: string,
  turn: (s: CombatState, me: Combatant) => Command | undefined,
): Policy {
  return {
    name,
    choose(ctx: PolicyContext): Command {
      const s = ctx.state;
      const me = combatantOf(s, ctx.actor);
      if (!me) return fallback(ctx);
      const command = s.pending ? answerReaction(s, me, s.pending) : turn(s, me);
      return command ?? fallback(ctx);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// aggressive: the simulator's default.

/**
 * Up and armed first (Kipup or Stand, PickUp, Constrict); a bonus-action spell; the strike with the
 * highest expected harm (an Attack in reach, an action spell, a Charge); else closer to the nearest
 * foe (a Charge without a target when a Move would not bring anyone within reach); then Brace a
 * polearm and end the turn.
 */
function aggressiveTurn(s: CombatState, me: Combatant): Command {
  const foes = foesOf(s, me);
  return (
    recover(s, me) ??
    bonusSpell(s, me, foes, byHarm) ??
    bestStrike(s, me, foes, byHarm, true)?.command ??
    advance(s, me, foes, nearestTo(foes, me), { charge: true, provoke: true }) ??
    finish(me, true)
  );
}

// ---------------------------------------------------------------------------------------------
// focus-weakest.

/**
 * The share of the foe's health left that the strike is expected to take (expected damage ÷ health
 * left): the most hurt foe first, unless another is much easier to hurt.
 */
const weakestFirst: Score = (t, harm) => harm / healthOf(t);

function focusWeakestTurn(s: CombatState, me: Combatant): Command {
  const foes = foesOf(s, me);
  return (
    recover(s, me) ??
    bonusSpell(s, me, foes, weakestFirst) ??
    bestStrike(s, me, foes, weakestFirst, true)?.command ??
    advance(s, me, foes, nearestTo(foes, me), { charge: true, provoke: true }) ??
    finish(me, true)
  );
}

// ---------------------------------------------------------------------------------------------
// defensive.

/**
 * Guards itself when badly hurt (health at most `defendBelow` of the pool) and pressed in melee by
 * foes all less hurt than itself (so that two hurt defenders never both wait: the one losing the
 * exchange guards, the other strikes); strikes what is in reach without charging; with nothing in
 * reach, Defends a threatened ally within reach; closes in only by Moves that leave no foe's reach,
 * to its longest strike distance; Braces a polearm.
 */
function defensiveTurn(defendBelow: number) {
  return (s: CombatState, me: Combatant): Command => {
    const foes = foesOf(s, me);
    const early = recover(s, me) ?? bonusSpell(s, me, foes, byHarm);
    if (early) return early;
    if (dataOf(me).budget.action >= 1 && fractionOf(me) <= defendBelow) {
      const pressing = threatsTo(foes, me);
      const mine = fractionOf(me);
      if (pressing.length > 0 && pressing.every((f) => fractionOf(f) > mine))
        return defendCommand(me, me);
    }
    return (
      bestStrike(s, me, foes, byHarm, false)?.command ??
      guardAlly(s, me, alliesOf(s, me), foes) ??
      advance(s, me, foes, nearestTo(foes, me), {
        charge: false,
        provoke: false,
        stopAt: longestStrike(me),
      }) ??
      finish(me, true)
    );
  };
}

// ---------------------------------------------------------------------------------------------
// protect-leader.

/**
 * The side's leader (its first combatant in the encounter still up) fights as `aggressive`. The
 * others strike first at the foes who threaten the leader (in reach, or by a Charge), else close in
 * on one of them, else Defend the leader when within reach of him and nobody guards him yet; with
 * the leader safe, they strike what is in reach and close in on the foe nearest to the leader.
 */
function protectLeaderTurn(s: CombatState, me: Combatant): Command {
  const leader = leaderOf(s, me.side);
  if (!leader || leader.id === me.id) return aggressiveTurn(s, me);
  const foes = foesOf(s, me);
  const early = recover(s, me) ?? bonusSpell(s, me, foes, byHarm);
  if (early) return early;
  const threats = threatsTo(foes, leader);
  if (threats.length > 0) {
    const strike = bestStrike(s, me, threats, byHarm, true);
    if (strike) return strike.command;
    if (canAttack(me)) {
      const closer = advance(s, me, foes, nearestTo(threats, leader), {
        charge: false,
        provoke: true,
      });
      if (closer) return closer;
    }
    const guard = guardAlly(s, me, [leader], foes);
    if (guard) return guard;
  }
  return (
    bestStrike(s, me, foes, byHarm, true)?.command ??
    advance(s, me, foes, nearestTo(foes, leader), { charge: true, provoke: true }) ??
    finish(me, true)
  );
}

// ---------------------------------------------------------------------------------------------
// tactician.

/**
 * As `aggressive`, but with the action left it weighs every maneuver against the Attack action it
 * would replace, in expected damage (tactics/maneuvers.ts): Trip when allies can strike the fallen
 * foe, Grapple and Constrict with a MIGHT to crush with, Push a grappler off an ally, Disarm a
 * foe's best weapon, Support an ally who has yet to act; a maneuver only with a chance of success
 * of at least `maneuverThreshold`.
 */
function tacticianTurn(threshold: number) {
  return (s: CombatState, me: Combatant): Command => {
    const foes = foesOf(s, me);
    const early = recover(s, me) ?? bonusSpell(s, me, foes, byHarm);
    if (early) return early;
    const strike = bestStrike(s, me, foes, byHarm, true);
    if (dataOf(me).budget.action >= 1) {
      const maneuver = bestManeuver(s, me, foes, alliesOf(s, me), threshold);
      const attack = strike
        ? strike.command.type === 'CastSpell'
          ? strike.harm
          : actionHarm(me, strike.harm)
        : 0;
      if (maneuver && maneuver.value > attack) return maneuver.command;
    }
    return (
      strike?.command ??
      advance(s, me, foes, nearestTo(foes, me), { charge: true, provoke: true }) ??
      finish(me, true)
    );
  };
}

// ---------------------------------------------------------------------------------------------

const fixed = (name: string, description: string, turn: Parameters<typeof policy>[1]): Tactic => {
  const p = policy(name, turn);
  return { description, make: () => p };
};

export const TACTICS: Readonly<Record<string, Tactic>> = {
  aggressive: fixed(
    'aggressive',
    'the strike with the highest expected damage (attack, spell, charge), else close in on the nearest foe; takes every attack of opportunity',
    aggressiveTurn,
  ),
  defensive: {
    description:
      'strikes only what is in reach, never charges or leaves a foe’s reach, Defends itself when badly hurt and losing the exchange, else a threatened ally; braces polearms',
    params: {
      defendBelow: {
        description:
          'Defend itself at or below this fraction of its health (when pressed by less hurt foes)',
        default: 0.5,
        min: 0,
        max: 1,
      },
    },
    make: (p) => policy('defensive', defensiveTurn(p['defendBelow'] ?? 0.5)),
  },
  'focus-weakest': fixed(
    'focus-weakest',
    'focus fire: the foe it can reach or charge whose health left its strike takes the largest share of (the most hurt first), else closes in',
    focusWeakestTurn,
  ),
  'protect-leader': fixed(
    'protect-leader',
    'the leader (the side’s first combatant in the encounter still up) fights aggressively; the others strike the foes threatening him first, or Defend him',
    protectLeaderTurn,
  ),
  tactician: {
    description:
      'aggressive, but trips, grapples and constricts, pushes, disarms or supports when the maneuver is worth more than its attacks (exact odds)',
    params: {
      maneuverThreshold: {
        description: 'the least chance of success for which a maneuver is considered',
        default: 0.5,
        min: 0,
        max: 1,
      },
    },
    make: (p) => policy('tactician', tacticianTurn(p['maneuverThreshold'] ?? 0.5)),
  },
};
