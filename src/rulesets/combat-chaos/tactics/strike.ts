/**
 * The strike a tactic rates best: an Attack, a spell, or a Charge (worth its first attack, less the
 * attacks of opportunity and the braced strike it runs into), and a bonus-action spell.
 */
import {
  distance,
  pathDistance,
  towards,
  type Combatant,
  type CombatState,
  type Command,
  type Position,
} from '../../../engine/index.js';
import { inHand, meleeReachInHand } from '../attack/index.js';
import { bracersCharged, chargeBonus, chargerReach } from '../maneuvers/index.js';
import { speedNow } from '../maneuvers/index.js';
import { leavingReachProvokes } from '../options.js';
import { canStrike } from '../attack/index.js';
import { isMissile, type Sheet, type Spell, type Weapon } from '../sheet.js';
import { canReact, dataOf, sheetOf } from '../state.js';
import { attackCommand, castCommand } from './commands.js';
import { attackHarm, modeNow, spellHarmNow, strikeHarm } from './harm.js';
import { canCharge } from './readings.js';

const EPS = 1e-9;

/** How a tactic rates attacking `t` with an expected harm `harm` (the highest is chosen). */
export type Score = (t: Combatant, harm: number) => number;

export const byHarm: Score = (_t, harm) => harm;

/** A bonus-action spell at the foe in range it rates best. */
export function bonusSpell(
  s: CombatState,
  me: Combatant,
  foes: readonly Combatant[],
  score: Score,
): Command | undefined {
  const spells = sheetOf(me).spells;
  if (spells.length === 0 || dataOf(me).budget.bonus < 1) return undefined;
  let best: Command | undefined;
  let bestScore = -Infinity;
  for (const sp of spells) {
    if (sp.action !== 'bonus') continue;
    for (const t of foes)
      if (distance(me.position, t.position) <= sp.range + EPS) {
        const v = score(t, spellHarmNow(s, me, t, sp));
        if (v > bestScore) {
          best = castCommand(sp, t);
          bestScore = v;
        }
      }
  }
  return best;
}

/** A strike planned by `bestStrike`: the command and what it is worth (expected harm, score). */
export interface Planned {
  readonly command: Command;
  readonly target: Combatant;
  readonly harm: number;
  readonly score: number;
}

const enum Kind {
  Attack,
  Spell,
  Charge,
  Walk,
}

/** The best candidate so far, kept as plain fields: the command is built once, for the winner. */
class Pick {
  kind = Kind.Attack;
  score = -Infinity;
  harm = 0;
  target: Combatant | undefined = undefined;
  weapon: Weapon | undefined = undefined;
  spell: Spell | undefined = undefined;
  to: Position | undefined = undefined;

  offer(
    kind: Kind,
    t: Combatant,
    harm: number,
    score: number,
    w?: Weapon,
    sp?: Spell,
    to?: Position,
  ) {
    if (score <= this.score) return;
    this.kind = kind;
    this.score = score;
    this.harm = harm;
    this.target = t;
    this.weapon = w;
    this.spell = sp;
    this.to = to;
  }

  planned(): Planned | undefined {
    const t = this.target;
    if (!t) return undefined;
    const w = this.weapon;
    let command: Command;
    if (this.kind === Kind.Spell && this.spell) command = castCommand(this.spell, t);
    else if (this.kind === Kind.Charge && this.to && w)
      command = { type: 'Charge', data: { to: this.to, target: t.id, weapon: w.name } };
    else if (this.kind === Kind.Walk && this.to) command = { type: 'Move', data: { to: this.to } };
    else if (w) command = attackCommand(w, t);
    else return undefined;
    return { command, target: t, harm: this.harm, score: this.score };
  }
}

/**
 * The strike a tactic rates best among: an Attack at a foe in reach of a weapon in hand (the
 * action, or an attack left of it), an action spell at a foe in range, and (`charge`, with the move
 * and the action both left) a Charge at a foe out of melee reach but within double the speed,
 * worth its first attack with the Charge's bonus, less the attacks of opportunity of the foes whose
 * reach it leaves and the braced strike it runs into (then walking up, a Move before the Attack,
 * is weighed too). `score` must grow with the harm (costs are worked out only for a charge that
 * could still win).
 */
export function bestStrike(
  s: CombatState,
  me: Combatant,
  foes: readonly Combatant[],
  score: Score,
  charge: boolean,
): Planned | undefined {
  const b = dataOf(me).budget;
  if (b.action < 1 && b.attacks < 1) return undefined;
  const pick = new Pick();
  const hand = inHand(me);
  for (const t of foes)
    for (const w of hand)
      if (canStrike(me.position, t.position, w)) {
        const harm = attackHarm(s, me, t, w);
        pick.offer(Kind.Attack, t, harm, score(t, harm), w);
      }
  if (b.action >= 1) {
    const mine = sheetOf(me);
    for (const sp of mine.spells)
      if (sp.action !== 'bonus')
        for (const t of foes)
          if (distance(me.position, t.position) <= sp.range + EPS) {
            const harm = spellHarmNow(s, me, t, sp);
            pick.offer(Kind.Spell, t, harm, score(t, harm), undefined, sp);
          }
    if (charge && canCharge(me)) {
      const speed = mine.speed;
      for (const t of foes) {
        const away = distance(me.position, t.position);
        for (const w of hand) {
          // As the menu (maneuvers/charge/menu.ts chargeEntries): out of reach, within double the speed.
          if (isMissile(w) || away <= w.reach + EPS || away - w.reach > 2 * speed) continue;
          const to = towards(me.position, t.position, away - w.reach);
          if (!canStrike(to, t.position, w)) continue;
          const run = distance(me.position, to);
          const bonus = chargeBonus({ distance: run, polearm: false, used: false }, w);
          const mode = modeNow(s, me, t, w);
          const raw = strikeHarm(s.options, w, sheetOf(t), mode, bonus);
          if (score(t, raw) <= pick.score) continue;
          const leave = leaveCost(s, me, to);
          const braced = braceCost(s, me, to, t, w, mine);
          const harm = raw - leave - braced;
          pick.offer(Kind.Charge, t, harm, score(t, harm), w, undefined, to);
          // Charged into a braced polearm: walking up (a Move, then the Attack) spares the strike.
          if (braced > 0 && run <= speedNow(s, me) + EPS) {
            const walk = strikeHarm(s.options, w, sheetOf(t), mode) - leave;
            pick.offer(Kind.Walk, t, walk, score(t, walk), w, undefined, to);
          }
        }
      }
    }
  }
  return pick.planned();
}

/**
 * What the attacks of opportunity of leaving foes' reach on the way from here to `to` are expected
 * to cost `me` (decide/move.ts, option `leavingReachProvokes`): each foe able to react, with its
 * most harmful melee weapon in hand that reaches the path.
 */
export function leaveCost(s: CombatState, me: Combatant, to: { x: number; y: number }): number {
  if (!leavingReachProvokes(s.options)) return 0;
  let cost = 0;
  for (const id in s.combatants) {
    const c = s.combatants[id];
    if (!c || c.side === me.side || !canReact(c)) continue;
    const reach = meleeReachInHand(c);
    if (reach === 0) continue;
    const near = pathDistance(c.position, me.position, to);
    if (near > reach + EPS || distance(c.position, to) <= reach + EPS) continue;
    let harm = 0;
    for (const w of inHand(c))
      if (!isMissile(w) && w.reach + EPS >= near)
        harm = Math.max(harm, strikeHarm(s.options, w, sheetOf(me), modeNow(s, c, me, w)));
    cost += harm;
  }
  return cost;
}

/** The braced strike (always critical) a Charge at `t` ending at `to` runs into (brace.ts). */
function braceCost(
  s: CombatState,
  me: Combatant,
  to: { x: number; y: number },
  t: Combatant,
  w: Weapon,
  mine: Sheet,
): number {
  if (!dataOf(t).cond.bracing) return 0;
  let cost = 0;
  for (const b of bracersCharged(s, me, me.position, to, t, chargerReach(me, w))) {
    let harm = 0;
    for (const p of b.polearms)
      harm = Math.max(harm, strikeHarm(s.options, p, mine, modeNow(s, b.bracer, me, p), 0, true));
    cost += harm;
  }
  return cost;
}
