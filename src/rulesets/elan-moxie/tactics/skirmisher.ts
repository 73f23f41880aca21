/**
 * `skirmisher` (issue 7): fights from range and from cover, and falls back when badly hurt.
 * - Falls back: once he carries `withdrawAt` wounds or more, at the start of his turn in a foe's
 *   melee, he Withdraws (seed 001: a Full action, twice the movement, "avoids all Attacks of
 *   Opportunity") towards the nearest fresh friend (fighting, under `withdrawAt` wounds) not
 *   already beside him. Beside one, or with none left, he fights on: a fight cannot turn into an
 *   endless chase of the hurt by the foes they flee.
 * - Out of melee, against a foe who can shoot him and with nothing between them, he first steps
 *   behind cover (tactics/cover.ts) with a Move action, then strikes; or strikes, then steps.
 * - Otherwise the plain fight (the strike expected to wound most), closing in only until his
 *   longest weapon reaches the nearest foe.
 */
import {
  distance,
  type Combatant,
  type Command,
  type CombatState,
  type Policy,
} from '../../../engine/index.js';
import { cannotSpend } from '../actions/index.js';
import { movementOf } from '../attack/index.js';
import { MELEE_REACH, stepTowards } from '../ranges/index.js';
import { dataOf } from '../state.js';
import { covered, coverSpot, shooterAt } from './cover.js';
import { byHarm, fighting } from './strike.js';
import { engaged, fightOn, rangedGoal, STOP_SHORT, turnPolicy } from './turn.js';

/** Closer than this to a friend, one is beside him already: no Withdraw towards him. */
const BESIDE = 2 * MELEE_REACH;

/** The nearest fresh friend (fighting, under `withdrawAt` wounds) not already beside `c`. */
function freshFriend(s: CombatState, c: Combatant, withdrawAt: number): Combatant | undefined {
  let best: Combatant | undefined;
  let bestD = Infinity;
  const all = s.combatants;
  for (const key in all) {
    const f = all[key];
    if (!f || f === c || f.side !== c.side || !fighting(f) || dataOf(f).wounds >= withdrawAt)
      continue;
    const d = distance(c.position, f.position);
    if (d > BESIDE && d < bestD) {
      best = f;
      bestD = d;
    }
  }
  return best;
}

/** A Withdraw towards `friend`, up to twice the movement, stopping beside him. */
function withdrawal(c: Combatant, friend: Combatant): Command | undefined {
  const to = stepTowards(c.position, friend.position, 2 * movementOf(c), STOP_SHORT);
  return to === c.position ? undefined : { type: 'Withdraw', data: { to } };
}

function skirmish(s: CombatState, c: Combatant, withdrawAt: number): Command {
  const d = dataOf(c);
  if (d.prone) return fightOn(s, c, byHarm, rangedGoal);
  const fresh = d.moves === 0 && d.attacks === 0 && !d.full;
  const inMelee = engaged(s, c);
  if (fresh && inMelee && d.wounds >= withdrawAt) {
    const friend = freshFriend(s, c, withdrawAt);
    const w = friend && withdrawal(c, friend);
    if (w) return w;
  }
  if (!inMelee && d.moves === 0 && cannotSpend(d, 'move') === undefined) {
    const shooter = shooterAt(s, c);
    if (shooter && !covered(s, c, shooter.position, c.position)) {
      const to = coverSpot(s, c, shooter);
      if (to) return { type: 'Move', data: { to } };
    }
  }
  return fightOn(s, c, byHarm, rangedGoal);
}

export const skirmisher = (params: Readonly<Record<string, number>>): Policy => {
  const withdrawAt = params['withdrawAt'] ?? 10;
  return turnPolicy('skirmisher', (s, c) => skirmish(s, c, withdrawAt));
};
