/**
 * Ambush { ambushers, ambushed } (before StartCombat, by the GM or an ambusher): seed 002 "To
 * successfully spring an ambush, the attacking party must succeed on a group stealth check against
 * the highest enemy alertness value. Failure means that someone notices and shouts a warning in
 * time. In this situation, roll initiative normally. If surprise is achieved, all combatants still
 * roll initiative normally, but the ambushed party does not act on the first combat round."
 * Each ambusher rolls d20 + stealth; a roll meeting the TN succeeds; the group per `groupCheck`.
 */
import {
  ok,
  refuse,
  type Combatant,
  type Command,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import { event, type AmbushRoll, type AmbushRolledData } from '../events.js';
import { withBonus } from '../attack/index.js';
import { groupCheck } from '../options.js';
import { combatantOf, gameOf, isUp, sheetOf } from '../state.js';

const membersUp = (s: CombatState, side: unknown): Combatant[] =>
  Object.values(s.combatants).filter((c) => c.side === side && isUp(c));

function groupSucceeds(rule: string, rolls: readonly AmbushRoll[], tn: number): boolean {
  const wins = rolls.filter((r) => r.success).length;
  if (rule === 'all') return wins === rolls.length;
  if (rule === 'average')
    return rolls.reduce((sum, r) => sum + r.roll.total, 0) >= tn * rolls.length;
  return wins * 2 >= rolls.length;
}

function check(state: CombatState, command: Command): Result<[Combatant[], Combatant[]]> {
  if (state.status !== 'setup')
    return refuse('combat-chaos/ambush-too-late', 'an ambush is sprung before StartCombat');
  if (gameOf(state).ambush)
    return refuse('combat-chaos/ambush-done', 'the ambush has already been rolled');
  const { ambushers, ambushed } = command.data ?? {};
  const actor = command.meta?.actor ?? 'gm';
  if (actor !== 'gm' && combatantOf(state, actor)?.side !== ambushers)
    return refuse('turn/not-an-ambusher', 'only the GM or one of the ambushers springs an ambush');
  const attackers = membersUp(state, ambushers);
  const defenders = membersUp(state, ambushed);
  if (ambushers === ambushed || attackers.length === 0 || defenders.length === 0)
    return refuse(
      'combat-chaos/bad-ambush',
      'Ambush needs { ambushers: <side>, ambushed: <another side> }, both with someone standing',
    );
  return ok([attackers, defenders]);
}

export function decideAmbush(
  state: CombatState,
  command: Command,
  dice: Dice,
): Result<readonly GameEvent[]> {
  const checked = check(state, command);
  if (!checked.ok) return checked;
  const [attackers, defenders] = checked.value;
  // "against the highest enemy alertness value"
  const tn = Math.max(...defenders.map((c) => sheetOf(c).alertness));
  const rolls = attackers.map((c): AmbushRoll => {
    const roll = dice.roll(withBonus('1d20', sheetOf(c).skills.stealth), {
      by: c.id,
      what: 'stealth',
    });
    return { id: c.id, roll, success: roll.total >= tn };
  });
  const rule = groupCheck(state.options);
  const surprised = groupSucceeds(rule, rolls, tn);
  const data: AmbushRolledData = {
    ambushers: attackers[0]?.side ?? '',
    ambushed: defenders[0]?.side ?? '',
    tn,
    groupCheck: rule,
    rolls,
    surprised,
    ids: surprised ? defenders.map((c) => c.id) : [],
  };
  return ok([event('AmbushRolled', data)]);
}
