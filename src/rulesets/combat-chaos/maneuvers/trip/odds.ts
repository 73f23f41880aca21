/**
 * Trip's odds (seed 002, Trip): P(win) of the opposed athletics or acrobatics test, ties to the
 * defender; or P(hit) of the melee attack roll against defense, made with disadvantage, Combat
 * Chaos included. Either provokes an attack of opportunity first.
 */
import type { Combatant, Command, CombatState, Odds } from '../../../../engine/index.js';
import { modeOf } from '../../attack/index.js';
import { combatChaosOn } from '../../options.js';
import { maneuverOffer } from '../../reactions/index.js';
import type { Weapon } from '../../sheet.js';
import { sheetOf } from '../../state.js';
import { bestSkill, type Skill } from '../arguments.js';
import { meleeReaching, provokes } from '../choices.js';
import { attackRollChance, contestOdds, meleeRollSources, sourcesText } from '../contest.js';
import { TRIP_ATTACK, tripContest } from './decide.js';

const signed = (n: number): string => (n < 0 ? `${n}` : `+${n}`);

/** Trip's attack roll: P(hit) against defense, Combat Chaos and its modes included. */
export function tripAttackOdds(s: CombatState, me: Combatant, target: Combatant, w: Weapon): Odds {
  const aoo = maneuverOffer(s, target, me, 'trip')
    ? `; ${target.name} may first make an attack of opportunity`
    : '';
  const sources = meleeRollSources(s, me, target, w, TRIP_ATTACK);
  const mode = modeOf(sources);
  const defense = sheetOf(target).defense;
  const hit = attackRollChance(w.hitBonus, defense, mode, combatChaosOn(s.options));
  return {
    hit,
    note: `melee attack roll ${signed(w.hitBonus)}${sourcesText(mode, sources)} vs defense ${defense}, no damage${aoo}`,
  };
}

/** Trip by a test of `how` (athletics or acrobatics). */
export const tripTestOdds = (s: CombatState, me: Combatant, t: Combatant, how: Skill): Odds =>
  contestOdds(s, tripContest(me, t, how), provokes(s, t, me, 'trip'));

/** Trip's odds for the command: by the named weapon's attack, or by the test it names. */
export function tripOdds(
  s: CombatState,
  me: Combatant,
  t: Combatant,
  command: Command,
): Odds | undefined {
  const how = command.data?.['how'];
  if (how === 'attack') {
    const w =
      sheetOf(me).weapons.find((x) => x.name === command.data?.['weapon']) ??
      meleeReaching(me, t)[0];
    return w ? tripAttackOdds(s, me, t, w) : undefined;
  }
  const skill = how === 'athletics' || how === 'acrobatics' ? how : bestSkill(me);
  return tripTestOdds(s, me, t, skill);
}
