/**
 * Surprise, before the fight (seed 000): "A group in a position to ambush or surprise their
 * opponents can make a Contested Roll of Stealth (Ambush)/AGI vs. the other side's Investigation
 * (Notice)/PER. The rolls should be Cooperative or Cumulative, at the GM's option." and "A
 * surprised party suffer -10 to their Initiative Roll". GM commands, in setup only:
 * Ambush { ambushers, ambushed } rolls; DeclareSurprise { side } rules it without a roll.
 * The ambushers must roll higher; a tie leaves nobody surprised.
 */
import {
  ok,
  refuse,
  type Combatant,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
  type Rolled,
} from '../../../engine/index.js';
import type { TraitName } from '../sheet.js';
import { dataOf, inFight, optionsOf, sheetOf, skillRank, str } from '../state.js';
import { gmOnly, isGm } from '../actions/index.js';

export interface GroupRoll {
  readonly rolls: readonly { readonly id: string; readonly roll: Rolled }[];
  readonly total: number;
}

const pool = (c: Combatant, skill: string, trait: TraitName, helpers = 0): string => {
  const rank = skillRank(c, skill);
  const t = sheetOf(c).traits[trait];
  return `${rank + t + helpers}k${t}${rank === 0 ? 'u' : ''}`;
};

/**
 * A side's roll. Cooperative (reference §0.3 #2, as we read it): the member with the highest
 * Skill rank (then Trait) rolls, +1k0 for each other member with rank ≥ 1. Cumulative: everyone
 * rolls and the totals are summed.
 */
export function groupRoll(
  members: readonly Combatant[],
  skill: string,
  trait: TraitName,
  cumulative: boolean,
  dice: Dice,
): GroupRoll {
  if (cumulative) {
    const rolls = members.map((c) => ({
      id: c.id,
      roll: dice.roll(pool(c, skill, trait), { by: c.id, what: skill }),
    }));
    return { rolls, total: rolls.reduce((a, r) => a + r.roll.total, 0) };
  }
  const score = (c: Combatant): number => skillRank(c, skill) * 100 + sheetOf(c).traits[trait];
  const leader = members.reduce((best, c) => (score(c) > score(best) ? c : best));
  const helpers = members.filter((c) => c !== leader && skillRank(c, skill) >= 1).length;
  const roll = dice.roll(pool(leader, skill, trait, helpers), { by: leader.id, what: skill });
  return { rolls: [{ id: leader.id, roll }], total: roll.total };
}

const membersOf = (state: CombatState, side: string): Combatant[] =>
  Object.values(state.combatants).filter((c) => c.side === side && inFight(c));

/** The surprised side's events: the flag, and Stances the GM disallows put back to Attack. */
export function surprise(state: CombatState, side: string, by: string): GameEvent[] {
  const ids = membersOf(state, side).map((c) => c.id);
  const events: GameEvent[] = [{ type: 'SurpriseDeclared', data: { side, ids, by } }];
  const forbidden = optionsOf(state).surpriseForbiddenStances;
  for (const c of membersOf(state, side))
    if (forbidden.includes(dataOf(c).stance))
      events.push({
        type: 'StanceChosen',
        data: { id: c.id, stance: 'attack', reason: 'surprised' },
      });
  return events;
}

function checkSides(state: CombatState, actor: string, type: string, sides: unknown[]): Result<0> {
  if (!isGm(actor)) return gmOnly(type);
  if (state.status !== 'setup')
    return refuse('l5r4e/too-late', `${type} comes before the fight (before StartCombat)`);
  for (const side of sides)
    if (typeof side !== 'string' || membersOf(state, side).length === 0)
      return refuse('l5r4e/no-such-side', `no side ${JSON.stringify(side)} with anyone in it`);
  return ok(0);
}

const alreadySurprised = (state: CombatState, side: string): boolean =>
  membersOf(state, side).every((c) => dataOf(c).surprised);

export function decideAmbush(
  state: CombatState,
  actor: string,
  data: Readonly<Record<string, unknown>>,
  dice: Dice,
): Result<GameEvent[]> {
  const ambushers = str(data, 'ambushers') ?? '';
  const ambushed = str(data, 'ambushed') ?? '';
  const checked = checkSides(state, actor, 'Ambush', [data['ambushers'], data['ambushed']]);
  if (!checked.ok) return checked;
  if (ambushers === ambushed) return refuse('l5r4e/no-such-side', 'a side cannot ambush itself');
  if (alreadySurprised(state, ambushed))
    return refuse('l5r4e/already-surprised', `the ${ambushed} side is already surprised`);
  const mode = optionsOf(state).ambushGroupRoll;
  const cumulative = mode === 'cumulative';
  const stealth = groupRoll(membersOf(state, ambushers), 'stealth', 'agility', cumulative, dice);
  const notice = groupRoll(
    membersOf(state, ambushed),
    'investigation',
    'perception',
    cumulative,
    dice,
  );
  const success = stealth.total > notice.total;
  const rolled: GameEvent = {
    type: 'AmbushRolled',
    data: { ambushers, ambushed, mode, stealth, notice, success },
  };
  return ok(success ? [rolled, ...surprise(state, ambushed, 'ambush')] : [rolled]);
}

export function decideDeclareSurprise(
  state: CombatState,
  actor: string,
  data: Readonly<Record<string, unknown>>,
): Result<GameEvent[]> {
  const checked = checkSides(state, actor, 'DeclareSurprise', [data['side']]);
  if (!checked.ok) return checked;
  const side = str(data, 'side') ?? '';
  if (alreadySurprised(state, side))
    return refuse('l5r4e/already-surprised', `the ${side} side is already surprised`);
  return ok(surprise(state, side, 'gm'));
}
