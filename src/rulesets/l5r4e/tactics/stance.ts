/**
 * The tactics' Stances (reference §3.4), picked at the start of a Turn from Round 2 on (seed 000:
 * "On later rounds, characters can pick a Stance in Stage 2, before their Actions"): a fixed
 * rule for aggressive and defensive fighters, and the tactician's choice by the exact odds — the
 * Wounds it expects to deal in each Stance less those it expects to take from the foes around it.
 */
import {
  copyCombatant,
  distance,
  ok,
  type Combatant,
  type Command,
  type CombatState,
  type Position,
  type Result,
} from '../../../engine/index.js';
import type { Spent } from '../actions/index.js';
import { attackContext, planVariant, type AttackPlan, isRanged } from '../attack/index.js';
import { MOVE_FEET, longestMove } from '../move/index.js';
import {
  fullDefenseBonus,
  planFullDefense,
  planSetStance,
  conditionForbidsStance,
  stanceArmorTN,
} from '../stances/index.js';
import { type Stance } from '../sheet.js';
import { damageOdds } from '../rolls/index.js';
import { copyData, dataOf, rankOf, replaceCombatant, sheetOf, weaponOf } from '../state.js';
import { weighAttacks, type AttackStyle } from './attack.js';
import { AttackView } from './odds.js';
import {
  allyFighting,
  foeWithin,
  isFoe,
  nearestFoe,
  strikeRange,
  type Step,
  type Turn,
} from './kit.js';
import { isCaster, reachOf } from './steps.js';

const SET: Readonly<Record<Stance, Command>> = {
  attack: { type: 'SetStance', data: { stance: 'attack' } },
  fullAttack: { type: 'SetStance', data: { stance: 'fullAttack' } },
  defense: { type: 'SetStance', data: { stance: 'defense' } },
  fullDefense: { type: 'SetStance', data: { stance: 'fullDefense' } },
  center: { type: 'SetStance', data: { stance: 'center' } },
};

/** The Stance may be picked now: Round 2 on, at the start of one's Turn, once. */
const picking = (t: Turn): boolean => t.state.round >= 2 && !t.state.turnUsed && !t.d.stanceSet;

/** A step that takes the Stance `choose` picks, when it differs and planSetStance allows it. */
export const stanceStep =
  (choose: (t: Turn) => Stance): Step =>
  (t) => {
    if (!picking(t)) return undefined;
    const stance = choose(t);
    if (stance === t.d.stance) return undefined;
    const command = SET[stance];
    return planSetStance(t.state, 'gm', command.data ?? {}).ok ? command : undefined;
  };

/** Feet of a Free Move now (5 × Water, +5 in Full Attack: reference §3.4). */
const freeMoveFeet = (c: Combatant): number => MOVE_FEET.free * sheetOf(c).rings.water + 5;

/** A foe is within striking reach now or after a Free Move. */
export const canStrikeThisTurn = (t: Turn): boolean =>
  foeWithin(t.state, t.c.side, t.c, reachOf(t.c) + freeMoveFeet(t.c));

/** A melee fighter with the weapon in hand (Full Attack allows no ranged attacks nor spells). */
const meleeReady = (t: Turn): boolean =>
  !isRanged(weaponOf(t.c)) &&
  !isCaster(t.c) &&
  (t.d.armed || sheetOf(t.c).weapon.name === 'unarmed') &&
  conditionForbidsStance(t.c, 'fullAttack') === undefined;

/** Aggressive: Full Attack when a foe is within reach this Turn, else the Attack Stance. */
export const aggressiveStance = (t: Turn): Stance =>
  meleeReady(t) && canStrikeThisTurn(t) ? 'fullAttack' : 'attack';

/**
 * Full Defense is for the badly hurt (Wound Rank ≥ `fullDefenseAt`) with a foe close, while an
 * ally still fights on (one less hurt, not in Full Defense): the last ones standing fight, so no
 * fight stalls with everyone behind Full Defense.
 */
export function wantsFullDefense(t: Turn): boolean {
  const at = t.params['fullDefenseAt'] ?? 4;
  return (
    rankOf(t.c) >= at && foeWithin(t.state, t.c.side, t.c, 10) && allyFighting(t.state, t.c, at)
  );
}

/**
 * Defensive: Full Defense when badly hurt (wantsFullDefense); the Attack Stance when a foe is in
 * reach this Turn; else the Defense Stance while closing in (no attack is possible anyway).
 */
export const defensiveStance = (t: Turn): Stance =>
  wantsFullDefense(t) ? 'fullDefense' : canStrikeThisTurn(t) ? 'attack' : 'defense';

/** The state with the combatant in `stance` (an attacking one), at `at`. */
function supposing(
  state: CombatState,
  c: Combatant,
  stance: Stance,
  at: Position,
): { state: CombatState; c: Combatant } {
  const data = copyData(dataOf(c));
  data.stance = stance;
  data.fullDefense = 0;
  const n = copyCombatant(c);
  n.data = data;
  n.position = at;
  const next = replaceCombatant(state, n);
  return { state: next, c: n };
}

/** A foe's attack as if it had its Actions: the threat is what it can do on its next Turn. */
const ASSUMED: Result<Spent> = ok({ slots: 2 });

const NO_DATA = {};

/**
 * The plain attacks of the foes around `c` on it as things stand (each foe within its striking
 * reach plus a Free Move, planned from within its reach): what each Stance of `c` then changes is
 * only its Armor TN.
 */
function threats(state: CombatState, c: Combatant): AttackPlan[] {
  const out: AttackPlan[] = [];
  for (const id in state.combatants) {
    const f = state.combatants[id];
    if (!f || !isFoe(c, f)) continue;
    const w = weaponOf(f);
    if (distance(f.position, c.position) > strikeRange(w) + freeMoveFeet(f)) continue;
    let context = attackContext(state, f, c, 'main', w, undefined, ASSUMED);
    if (!context.ok)
      context = attackContext(closer(state, f, c), f, c, 'main', w, undefined, ASSUMED);
    if (!context.ok) continue;
    const plan = planVariant(context.value, NO_DATA, null, 'torso');
    if (plan.ok) out.push(plan.value);
  }
  return out;
}

const view = new AttackView();

/** The Wounds the threats expect to deal (each with its best Raises) at `delta` more Armor TN. */
function woundsTaken(plans: readonly AttackPlan[], delta: number): number {
  let sum = 0;
  for (const plan of plans) sum += view.of(plan, delta).bestWounds();
  return sum;
}

/** The Armor TN a Stance gives (reference §3.4), Full Defense with its expected roll. */
function stanceTN(c: Combatant, stance: Stance, bonus: number): number {
  const s = sheetOf(c);
  return (
    stanceArmorTN(stance, s.rings.air, s.skills['defense'] ?? 0) +
    (stance === 'fullDefense' ? bonus : 0)
  );
}

/** The state with `f` moved next to `c` (within its weapon's reach), to weigh its threat. */
function closer(state: CombatState, f: Combatant, c: Combatant): CombatState {
  const n = copyCombatant(f);
  const reach = strikeRange(weaponOf(f));
  const d = distance(f.position, c.position);
  const t = d <= 0 ? 0 : Math.max(0, (d - reach) / d);
  n.position = {
    x: f.position.x + (c.position.x - f.position.x) * t,
    y: f.position.y + (c.position.y - f.position.y) * t,
  };
  return replaceCombatant(state, n);
}

/** Where the combatant will strike from this Turn: here, or after a Free Move to the nearest foe. */
function strikingPoint(t: Turn): Position {
  const foe = nearestFoe(t.state, t.c);
  if (!foe) return t.c.position;
  const reach = reachOf(t.c);
  const left = distance(t.c.position, foe.position) - reach;
  if (left <= 0) return t.c.position;
  return longestMove(t.state, t.c, foe.position, 'free', left)?.to ?? t.c.position;
}

/** The Full Defense bonus expected: half the Defense/Reflexes roll's mean, rounded up. */
function expectedFullDefense(state: CombatState, c: Combatant): number {
  const roll = planFullDefense(state, c);
  return roll.ok ? fullDefenseBonus(damageOdds(roll.value.notation).mean ?? 0) : 0;
}

/**
 * The tactician's Stance: of Attack and Full Attack (and Full Defense when wantsFullDefense), the
 * one with the most Wounds expected dealt less taken, by the exact odds of the attack it would
 * make from where it will strike (on the foe the Attack Stance would pick) and of the foes'
 * attacks on it; Defense when it can strike no one this Turn, Attack when it is the only choice.
 */
export function oddsStance(style: AttackStyle): (t: Turn) => Stance {
  return (t) => {
    if (!canStrikeThisTurn(t)) return 'defense';
    const candidates: Stance[] = ['attack'];
    if (meleeReady(t)) candidates.push('fullAttack');
    const bonus = wantsFullDefense(t) ? expectedFullDefense(t.state, t.c) : -1;
    if (bonus >= 0) candidates.push('fullDefense');
    if (candidates.length === 1) return 'attack';
    const at = strikingPoint(t);
    const plans = threats(t.state, t.c);
    const now = stanceTN(t.c, t.d.stance, t.d.fullDefense);
    let best: Stance = 'attack';
    let bestScore = -Infinity;
    let target: string | undefined;
    for (const stance of candidates) {
      let dealt = 0;
      if (stance !== 'fullDefense') {
        const s =
          stance === t.d.stance && at === t.c.position
            ? undefined
            : supposing(t.state, t.c, stance, at);
        const turn = s ? { state: s.state, c: s.c, d: dataOf(s.c), params: t.params } : t;
        const v = valueOf(turn, target === undefined ? style : { ...style, only: target });
        dealt = v.value;
        target ??= v.target;
      }
      const score = dealt - woundsTaken(plans, stanceTN(t.c, stance, bonus) - now);
      if (score > bestScore) {
        best = stance;
        bestScore = score;
      }
    }
    // Nobody to strike after all: the Defense Stance costs nothing then.
    return target === undefined && best !== 'fullDefense' ? 'defense' : best;
  };
}

/** The expected Wounds of the style's best attack in the Turn (0: none), and its target. */
function valueOf(t: Turn, style: AttackStyle): { value: number; target: string | undefined } {
  const best = weighAttacks(t, style);
  return { value: best.expected, target: best.target };
}
