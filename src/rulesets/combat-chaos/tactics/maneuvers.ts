/**
 * The tactician's maneuvers (tactics.ts `tactician`): each maneuver a combatant could make with its
 * action now, rated in the unit of an attack — expected damage — from the rule set's exact chances
 * (contest.ts, odds.ts), so that it is chosen only when it is worth more than the Attack action it
 * replaces:
 * - Trip: P(win) × what the fall gives the side: the allies who threaten the target and have yet
 *   to act this round attack it with advantage (a melee attack on a prone target, option
 *   `proneEffects`), and standing up again provokes their attacks of opportunity (option
 *   `standingProvokes`); nothing against a target with acrobatics (it kips up at once);
 * - Grapple: P(win) × the Constricts that follow (two rounds of the unarmed die + 2 × MIGHT less
 *   soak, the bonus action), for a combatant with a MIGHT to crush with;
 * - Push: P(win) × the Constricts it spares an ally held in the target's grapple (pushed apart,
 *   the grapple ends);
 * - Disarm: P(win) × what the target's next attack loses without its best weapon (it may spend its
 *   move picking it up: an upper bound);
 * - Support: an ally who threatens a foe and has yet to act this round attacks it with advantage.
 * Each maneuver that provokes an attack of opportunity is charged the target's expected harm to
 * the one making it. A maneuver is considered only when its chance of success is at least the
 * tactic's `maneuverThreshold`.
 */
import type { Combatant, CombatState, Command } from '../../../engine/index.js';
import { inHand, modeOf } from '../attack/index.js';
import { attackRollChance, chanceOf, meleeRollSources } from '../maneuvers/index.js';
import {
  athleticsContest,
  bestSkill,
  disarmContest,
  PUSH_DISTANCE,
  TRIP_ATTACK,
  tripContest,
} from '../maneuvers/index.js';
import { grappleReach, grapplerOf } from '../maneuvers/index.js';
import { combatChaosOn, proneEffects } from '../options.js';
import { maneuverOffer, standingProvokes } from '../reactions/index.js';
import { canStrike } from '../attack/index.js';
import { attacksPerAction } from '../attack/index.js';
import { isMissile, isUnarmed, type Weapon } from '../sheet.js';
import { canReact, canTakeTurn, dataOf, sheetOf } from '../state.js';
import { damageOdds } from '../attack/index.js';
import { withBonus } from '../attack/index.js';
import { attackHarm, bestMelee, strikeHarm } from './harm.js';

/** A maneuver and what it is worth (expected damage, net of the attack of opportunity it provokes). */
export interface Rated {
  readonly command: Command;
  readonly value: number;
}

/** How many rounds a grapple is counted to hold (Constrict each round). */
const HOLD_ROUNDS = 2;

const EPS = 1e-9;

/** Within arm's length: Grapple, Push, Trip by a test (maneuvers/arguments.ts closeArg, to the bit). */
const close = (me: Combatant, t: Combatant): boolean =>
  Math.sqrt((me.position.x - t.position.x) ** 2 + (me.position.y - t.position.y) ** 2) <=
  grappleReach(me) + EPS;

/** Has yet to take its turn this round (and can). */
const yetToAct = (s: CombatState, c: Combatant): boolean =>
  c.id !== s.current && !s.acted.includes(c.id) && canTakeTurn(c);

/** The expected harm of the attack of opportunity `t` makes on `me` for this maneuver (0: none). */
function aooCost(
  s: CombatState,
  me: Combatant,
  t: Combatant,
  cause: 'grapple' | 'disarm' | 'trip',
): number {
  const offer = maneuverOffer(s, t, me, cause);
  if (!offer) return 0;
  // The weapons offered (a missile weapon too, option opportunityWeapons): the most harmful.
  let harm = 0;
  for (const w of inHand(t))
    if (offer.data.weapons.includes(w.name)) harm = Math.max(harm, attackHarm(s, t, me, w));
  return harm;
}

/** The mean of one Constrict by `me` on `t`: unarmed die + 2 × MIGHT less soak, at least 0. */
export function constrictHarm(me: Combatant, t: Combatant): number {
  const sheet = sheetOf(me);
  const d = damageOdds(
    withBonus(sheet.unarmedDie, 2 * sheet.might),
    sheetOf(t).soak,
    0,
    'double-roll',
  );
  return d.mean ?? 0;
}

/** What the allies of `me` gain against `t` knocked prone: advantage, and attacks as it stands. */
function tripGain(
  s: CombatState,
  me: Combatant,
  t: Combatant,
  allies: readonly Combatant[],
): number {
  if (sheetOf(t).skills.acrobatics > 0) return 0;
  const d20 = proneEffects(s.options) === 'd20';
  const stand = standingProvokes(s.options);
  let gain = 0;
  for (const a of allies) {
    const { w, harm } = bestMelee(s, a, t);
    if (!w) continue;
    if (d20 && yetToAct(s, a)) {
      const adv = strikeHarm(s.options, w, sheetOf(t), 'advantage');
      gain += attacksPerAction(sheetOf(a)) * Math.max(0, adv - harm);
    }
    if (stand && canReact(a)) gain += harm;
  }
  if (stand && canReact(me)) gain += Math.max(0, bestMelee(s, me, t).harm);
  return gain;
}

/** P(a Trip of `t` succeeds) by the better of the test and the melee attack roll, and the command. */
function bestTrip(s: CombatState, me: Combatant, t: Combatant): Rated | undefined {
  let best: Rated | undefined;
  if (close(me, t)) {
    const how = bestSkill(me);
    best = {
      command: { type: 'Trip', data: { target: t.id, how } },
      value: chanceOf(...tripContest(me, t, how)),
    };
  }
  const chaos = combatChaosOn(s.options);
  const defense = sheetOf(t).defense;
  for (const w of inHand(me)) {
    if (isMissile(w) || !canStrike(me.position, t.position, w)) continue;
    const mode = modeOf(meleeRollSources(s, me, t, w, TRIP_ATTACK));
    const p = attackRollChance(w.hitBonus, defense, mode, chaos);
    if (!best || p > best.value)
      best = {
        command: { type: 'Trip', data: { target: t.id, how: 'attack', weapon: w.name } },
        value: p,
      };
  }
  return best;
}

/** The weapons `t` holds that a Disarm can knock away. */
const held = (t: Combatant): Weapon[] => inHand(t).filter((w) => !isUnarmed(w));

/**
 * Every maneuver `me` could make with its action now on `foes` (helped by `allies`), rated, those
 * with a chance of success below `threshold` left out; the best, if any is worth more than 0.
 */
export function bestManeuver(
  s: CombatState,
  me: Combatant,
  foes: readonly Combatant[],
  allies: readonly Combatant[],
  threshold: number,
): Rated | undefined {
  if (dataOf(me).budget.action < 1) return undefined;
  let best: Rated | undefined;
  const consider = (command: Command, value: number) => {
    if (value > 0 && (!best || value > best.value)) best = { command, value };
  };
  const crushes = sheetOf(me).might > 0;
  for (const t of foes) {
    // Trip.
    if (!dataOf(t).cond.prone) {
      const trip = bestTrip(s, me, t);
      if (trip && trip.value >= threshold) {
        const gain = tripGain(s, me, t, allies);
        if (gain > 0) consider(trip.command, trip.value * gain - aooCost(s, me, t, 'trip'));
      }
    }
    const near = close(me, t);
    // Grapple, then Constrict.
    if (near && crushes && !grapplerOf(s, t)) {
      const p = chanceOf(...athleticsContest(me, t));
      if (p >= threshold)
        consider(
          { type: 'Grapple', data: { target: t.id } },
          p * HOLD_ROUNDS * constrictHarm(me, t) - aooCost(s, me, t, 'grapple'),
        );
    }
    // Push a grappler off an ally.
    if (near) {
      let spared = 0;
      for (const a of allies) if (grapplerOf(s, a)?.id === t.id) spared += constrictHarm(t, a);
      if (spared > 0) {
        const p = chanceOf(...athleticsContest(me, t));
        if (p >= threshold)
          consider(
            { type: 'Push', data: { target: t.id, distance: PUSH_DISTANCE } },
            p * HOLD_ROUNDS * spared,
          );
      }
    }
    // Disarm.
    const theirs = held(t);
    if (theirs.length > 0) {
      const loss = disarmLoss(s, t, me, theirs);
      if (loss.value > 0)
        for (const w of inHand(me)) {
          if (isMissile(w) || !canStrike(me.position, t.position, w)) continue;
          const p = chanceOf(...disarmContest(s, me, t, w, loss.weapon));
          if (p >= threshold)
            consider(
              {
                type: 'Disarm',
                data: { target: t.id, weapon: w.name, targetWeapon: loss.weapon.name },
              },
              p * loss.value - aooCost(s, me, t, 'disarm'),
            );
        }
    }
  }
  // Support: an ally yet to act attacks a foe it threatens with advantage.
  for (const a of allies) {
    if (!yetToAct(s, a)) continue;
    for (const t of foes) {
      const { w, harm } = bestMelee(s, a, t);
      if (!w) continue;
      const adv = strikeHarm(s.options, w, sheetOf(t), 'advantage');
      consider(
        { type: 'Support', data: { ally: a.id, target: t.id } },
        attacksPerAction(sheetOf(a)) * (adv - harm),
      );
    }
  }
  return best;
}

/** The weapon of `t` whose loss costs it most against `me`, and what its next attack loses. */
function disarmLoss(
  s: CombatState,
  t: Combatant,
  me: Combatant,
  theirs: readonly Weapon[],
): { weapon: Weapon; value: number } {
  const sheet = sheetOf(me);
  let top: Weapon = theirs[0] as Weapon;
  let topHarm = -1;
  for (const w of theirs) {
    const h = strikeHarm(s.options, w, sheet, 'normal');
    if (h > topHarm) {
      top = w;
      topHarm = h;
    }
  }
  let next = 0;
  for (const w of inHand(t))
    if (w !== top) next = Math.max(next, strikeHarm(s.options, w, sheet, 'normal'));
  return { weapon: top, value: attacksPerAction(sheetOf(t)) * Math.max(0, topHarm - next) };
}
