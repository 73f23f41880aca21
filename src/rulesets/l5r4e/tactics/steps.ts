/**
 * The steps the tactics are made of (tactics/tactics.ts): the duel's stage when it is due, a grapple's
 * control options, the end of a Turn with nothing left in it, readying the weapon, standing up,
 * the Moves towards a goal, Guard, the Void Point on Armor TN, healing spells, and breaking free.
 * Each checks its command with the plan function decide uses; the attacks are in
 * tactics/attack.ts, the Stances in tactics/stance.ts.
 */
import { distance, type Combatant, type Command, type Position } from '../../../engine/index.js';
import { planGuard, MELEE_RANGE } from '../attack/index.js';
import { planBreak, planHit, grappleOf } from '../grapple/index.js';
import { planMinor, gate } from '../actions/index.js';
import { MOVE_ACTIONS, planMove, type MoveKind, longestMove } from '../move/index.js';
import { spellDice, spellReach } from '../spells/index.js';
import { conditionsLegal } from '../conditions/index.js';
import { duelOf, duelRunning, duelStepOf, isDuelist } from '../duel/index.js';
import { damageOdds, canSpendVoid } from '../rolls/index.js';
import { atRoundStart } from '../void/index.js';
import type { Spell } from '../sheet.js';
import { dataOf, hasCondition, isProne, rankOf, sheetOf, weaponOf, DOWN } from '../state.js';
import { castCommand, harmfulSpells } from './attack.js';
import {
  Commands,
  END_TURN,
  foeWithin,
  isAlly,
  nearestFoe,
  strikeRange,
  type Step,
  type Turn,
} from './kit.js';

const DUEL: Readonly<Record<'Assess' | 'Focus' | 'Strike', Command>> = {
  Assess: { type: 'Assess' },
  Focus: { type: 'Focus' },
  Strike: { type: 'Strike' },
};

/**
 * The iaijutsu (or magic) duel: the stage due on this Turn (Assess, Focus, Strike); a duelist
 * takes no other Action while the duel runs (reference §6), so the Turn ends otherwise.
 */
export const duelStep: Step = ({ state, c }) => {
  const d = duelOf(state);
  if (d === null || !duelRunning(d) || !isDuelist(d, c.id)) return undefined;
  const step = duelStepOf(state, c.id);
  return step === undefined ? END_TURN : DUEL[step];
};

const focusVoid = new Commands<string>((id) => ({ type: 'Focus', data: { void: [id] } }));
const strikeVoid = new Commands<string>((id) => ({ type: 'Strike', data: { void: [id] } }));

/**
 * The duel as duelStep, with a Void Point (+1k1, reference §1.5) on Focus (winning it by 5 gives
 * the first strike) and on the Strike, while one is left to spend.
 */
export const duelVoidStep: Step = (t) => {
  const command = duelStep(t);
  if (command === undefined || !canSpendVoid(t.state, t.c).ok) return command;
  if (command === DUEL.Focus) return focusVoid.get(t.c.id);
  if (command === DUEL.Strike) return strikeVoid.get(t.c.id);
  return command;
};

const hits = new Commands<string>((target) => ({ type: 'GrappleHit', data: { target } }));
const BREAK: Command = { type: 'BreakGrapple' };

/**
 * In a grapple (reference §7): the controller Hits the foe held (else breaks away); a member
 * without control has only Free Actions, unless Free Raises to Disarm let them attack (the
 * attack step then finds it).
 */
export const grappleStep: Step = ({ state, c, d }) => {
  const g = grappleOf(state, c.id);
  if (!g) return undefined;
  if (g.controller !== c.id) return d.disarmFreeRaises > 0 ? undefined : END_TURN;
  for (const m of g.members) {
    const o = state.combatants[m];
    if (!o || o.side === c.side) continue;
    const hit = hits.get(m);
    if (planHit(state, c, hit.data ?? {}).ok) return hit;
  }
  // Only allies left in it (a foe thrown or out): break away, back to the fight.
  let foeHeld = false;
  for (const m of g.members) if (state.combatants[m]?.side !== c.side) foeHeld = true;
  if (!foeHeld && planBreak(state, c).ok) return BREAK;
  return undefined;
};

/**
 * Nothing left in the Turn: no Action left (and no Extra Attack owed), or a Stance that allows
 * none (Full Defense, Center). Free Actions would serve nothing then.
 */
export const spentStep: Step = ({ d }) =>
  (d.slots === 0 && d.followUps === 0) || d.stance === 'fullDefense' || d.stance === 'center'
    ? END_TURN
    : undefined;

const DRAW: Command = { type: 'DrawWeapon' };
const PICK_UP: Command = { type: 'PickUpWeapon' };
const STRING: Command = { type: 'StringBow' };
const STAND: Command = { type: 'StandUp' };
const NO_DATA = {};

/** A combatant who fights with spells (a harmful spell on the sheet): no weapon to draw. */
export const isCaster = (c: Combatant): boolean =>
  sheetOf(c).spells.length > 0 && harmfulSpells(c).length > 0;

/**
 * The weapon in hand: drawn when sheathed, picked up when dropped (seed 000's Simple or Free
 * Actions), a bow strung. Casters keep their hands for scrolls.
 */
export const readyStep: Step = ({ state, c, d }) => {
  const s = sheetOf(c);
  if (s.weapon.name !== 'unarmed' && !d.armed && !d.broken && !isCaster(c)) {
    const command = d.dropped ? PICK_UP : DRAW;
    if (planMinor(state, c, command.type, NO_DATA).ok) return command;
  }
  if (!d.strung && weaponOf(c).range !== undefined && planMinor(state, c, 'StringBow', NO_DATA).ok)
    return STRING;
  return undefined;
};

/** Prone: stand up (Simple), for Moves and the full attack dice. */
export const standStep: Step = ({ state, c }) =>
  isProne(c) && planMinor(state, c, 'StandUp', NO_DATA).ok ? STAND : undefined;

const KINDS: readonly MoveKind[] = ['free', 'simple'];

/**
 * A Move towards `goal`, stopping `stop` feet short of it: the Free Move first, then a Simple one
 * (the longest the terrain and the Round's allowance let, move/menu.ts).
 */
export function moveTowards(t: Turn, goal: Position, stop: number): Command | undefined {
  const { state, c, d } = t;
  const left = distance(c.position, goal) - stop;
  // withinReach's tolerance: a foe 1e-7 ft out of reach is still out of it.
  if (left <= 1e-9 || isProne(c) || rankOf(c) >= DOWN) return undefined;
  for (const as of KINDS) {
    // The budget's cheap checks first: a refusal costs a message.
    if (as === 'free' ? d.freeUsed.includes('move') : d.slots < 1) continue;
    if (!gate(state, c, MOVE_ACTIONS[as]).ok) continue;
    const best = longestMove(state, c, goal, as, left);
    if (!best) continue;
    const data = { to: best.to, as };
    if (planMove(state, c, data).ok) return { type: 'Move', data };
  }
  return undefined;
}

/**
 * An archer with a foe within 5 ft steps back first, just out of it (a Free Move straight away from
 * the nearest foe, when it costs no Action): seed 000's "-10 for ranged attacks against an enemy
 * in melee range of the attacker". Just out of it, so that the foe closes again with a Free Move
 * and strikes (running farther would make a chase no one wins).
 */
export const stepBackStep: Step = (t) => {
  const { state, c, d } = t;
  if (weaponOf(c).range === undefined || d.slots < 2 || d.freeUsed.includes('move'))
    return undefined;
  const foe = nearestFoe(state, c);
  if (!foe) return undefined;
  const dist = distance(c.position, foe.position);
  if (dist > MELEE_RANGE + 1e-9 || isProne(c) || rankOf(c) >= DOWN) return undefined;
  const free = gate(state, c, MOVE_ACTIONS.free);
  if (!free.ok || free.value.slots > 0) return undefined;
  const away =
    dist === 0
      ? { x: c.position.x + 100, y: c.position.y }
      : {
          x: c.position.x + ((c.position.x - foe.position.x) / dist) * 100,
          y: c.position.y + ((c.position.y - foe.position.y) / dist) * 100,
        };
  const best = longestMove(state, c, away, 'free', MELEE_RANGE + 1 - dist);
  if (!best) return undefined;
  const data = { to: best.to, as: 'free' };
  return planMove(state, c, data).ok ? { type: 'Move', data } : undefined;
};

/** The reach a combatant strikes from (its weapon's, or its best harmful spell's range). */
export function reachOf(c: Combatant): number {
  let reach = strikeRange(weaponOf(c));
  if (sheetOf(c).spells.length > 0)
    for (const s of harmfulSpells(c)) reach = Math.max(reach, spellReach(s));
  return reach;
}

/** Closes with the foe `pick` chooses, up to striking reach. */
export const advanceStep =
  (pick: (t: Turn) => Combatant | undefined): Step =>
  (t) => {
    const foe = pick(t);
    // A ranged weapon strikes past its range at a penalty: close to the range itself.
    const w = weaponOf(t.c);
    const reach = w.range !== undefined && !isCaster(t.c) ? w.range : reachOf(t.c);
    return foe ? moveTowards(t, foe.position, reach) : undefined;
  };

const guards = new Commands<string>((target) => ({ type: 'Guard', data: { target } }));

/** Guard `who` (seed 000: +10 to their Armor TN while within 5 ft) when `planGuard` allows it. */
export function guard(t: Turn, who: Combatant): Command | undefined {
  if (t.d.guarding === who.id) return undefined;
  const command = guards.get(who.id);
  return planGuard(t.state, t.c, command.data ?? {}).ok ? command : undefined;
}

const VOID_ARMOR: Command = { type: 'SpendVoid', data: { use: 'armor' } };

/**
 * A Void Point for +10 Armor TN this Round (reference §1.5), at the start of the Round (so only
 * the Round's first Turn, before any Action), when a foe is within `threat` feet and `when` holds.
 */
export const voidArmorStep =
  (when: (t: Turn) => boolean, threat = 10): Step =>
  (t) => {
    const { state, c, d } = t;
    // reference §1.5: declared at the start of the Round, before anyone has acted in it.
    if (!atRoundStart(state) || d.voidPoints < 1 || d.voidArmorRound === state.round)
      return undefined;
    if (d.stance === 'center' || !canSpendVoid(state, c).ok || !when(t)) return undefined;
    return foeWithin(state, c.side, c, threat) ? VOID_ARMOR : undefined;
  };

/** The spells that heal an ally (or the caster). */
const healingSpells = (c: Combatant): readonly Spell[] =>
  sheetOf(c).spells.filter((s) => s.heal !== undefined && s.target !== 'enemy');

/**
 * A healing spell on the ally in reach (the caster too) who has lost the most Wounds, when they
 * have lost at least what the spell heals on average; `prefer` (e.g. the leader) first when hurt.
 */
export const healStep =
  (prefer?: (t: Turn) => Combatant | undefined): Step =>
  (t) => {
    const { state, c } = t;
    if (sheetOf(c).spells.length === 0) return undefined;
    for (const spell of healingSpells(c)) {
      const mean = damageOdds(spellDice(spell.heal, undefined, 0) ?? '1k1').mean ?? 5;
      const reach = spellReach(spell) + 1e-9;
      const first = prefer?.(t);
      let patient: Combatant | undefined;
      for (const id in state.combatants) {
        const o = state.combatants[id];
        if (!o || (o.id !== c.id && !isAlly(c, o)) || dataOf(o).wounds < mean) continue;
        if (spell.target === 'self' && o.id !== c.id) continue;
        if (o.id !== c.id && distance(c.position, o.position) > reach) continue;
        if (o === first) {
          patient = o;
          break;
        }
        if (!patient || dataOf(o).wounds > dataOf(patient).wounds) patient = o;
      }
      if (!patient) continue;
      const command = castCommand(t, spell, patient.id, 0);
      if (command) return command;
    }
    return undefined;
  };

/** Entangled or underwater (reference §11.3, seed 000): break free, swim up. */
export const conditionsStep: Step = ({ state, c }) => {
  if (!hasCondition(c, 'entangled') && !hasCondition(c, 'underwater')) return undefined;
  for (const o of conditionsLegal(state, c))
    if (o.command.type === 'BreakFree' || o.command.type === 'Swim') return o.command;
  return undefined;
};
