/**
 * The control roll (seed 000): "At the start of their Turn, grapplers make a Contested
 * Jiujutsu/STR roll to gain control, which lasts until the next character's Turn." reference §7:
 * at the start of each grappled character's Turn everyone in the grapple rolls; the highest
 * controls. A member grappling with a weapon rolls its Weapon Skill instead ("use the Weapon
 * Skill"), with +1k0 at Chain Weapons 5 (option grappleMastery). Ties: the controller keeps
 * control; else the one whose Turn it is wins; else the member in the grapple longest. Contested
 * rolls take no Wound penalty (they have no TN, as the README's ambush and Initiative); a Free
 * Raise adds option contestedFreeRaise (5). "If a character using a weapon to grapple loses
 * control, their opponent gets 2 Free Raises to Disarm them on their Turn."
 */
import type { CombatState, Dice, GameEvent, Rolled } from '../../../engine/index.js';
import { grappleOf, grappleWeapon, holds } from './state.js';
import { optionOf } from '../options.js';
import { planRoll } from '../rolls/index.js';
import { UNARMED } from '../sheet.js';
import { combatant, skillRank, weaponOf } from '../state.js';

/** seed 000: "their opponent gets 2 Free Raises to Disarm them". */
export const DISARM_FREE_RAISES = 2;

export interface ControlRoll {
  readonly id: string;
  readonly skill: string;
  readonly roll: Rolled;
  readonly freeRaises: number;
  readonly total: number;
}

/** Events at the start of `id`'s Turn: the control roll of their grapple, if any. */
export function controlRoll(state: CombatState, id: string, dice: Dice): GameEvent[] {
  const g = grappleOf(state, id);
  if (!g) return [];
  const live = g.members.filter((m) => holds(state, m));
  if (live.length < 2) return [];
  const free = optionOf(state, 'contestedFreeRaise', 5);
  const mastery = optionOf<boolean>(state, 'grappleMastery', true);
  const rolls: ControlRoll[] = [];
  for (const m of live) {
    const c = combatant(state, m);
    const inHand = weaponOf(c);
    const armed = grappleWeapon(g, c, inHand.name) !== undefined;
    const skill = armed ? inHand.skill : 'jiujutsu';
    const chain = armed && mastery && skill === 'chainWeapons' && skillRank(c, skill) >= 5;
    const plan = planRoll(state, c, {
      skill,
      trait: 'strength',
      emphasis: armed ? [inHand.name, 'grappling'] : ['grappling'],
      weapon: armed ? inHand : UNARMED,
      ...(chain ? { dice: { rolled: 1, kept: 0 } } : {}),
    });
    // planRoll only refuses Raises, Void Points and the Center bonus, none of which is asked.
    if (!plan.ok) continue;
    const roll = dice.roll(plan.value.notation, { by: m, what: 'contest' });
    const freeRaises = plan.value.freeRaises;
    rolls.push({ id: m, skill, roll, freeRaises, total: roll.total + freeRaises * free });
  }
  const best = Math.max(...rolls.map((r) => r.total));
  const top = rolls.filter((r) => r.total === best).map((r) => r.id);
  const winner = top.includes(g.controller)
    ? g.controller
    : top.includes(id)
      ? id
      : (top[0] ?? g.controller);
  const previous = g.controller;
  let disarm: { id: string; from: string } | null = null;
  const prev = state.combatants[previous];
  const next = state.combatants[winner];
  if (winner !== previous && prev && next && next.side !== prev.side)
    if (grappleWeapon(g, prev, weaponOf(prev).name) !== undefined)
      disarm = { id: winner, from: previous };
  return [
    {
      type: 'GrappleControlRolled',
      data: {
        grapple: g.id,
        turn: id,
        rolls: rolls.map((r) => ({
          id: r.id,
          skill: r.skill,
          roll: r.roll,
          freeRaises: r.freeRaises,
          total: r.total,
        })),
        controller: winner,
        previous,
        disarm,
        freeRaises: disarm ? DISARM_FREE_RAISES : 0,
      },
    },
  ];
}
