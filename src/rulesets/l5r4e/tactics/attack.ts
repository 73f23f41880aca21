/**
 * The tactics' attacks (issue 7, "Tactics"): the best weapon attack or damaging spell on a foe in
 * reach, by the exact odds (odds.ts, memoised by roll, TN and damage: the same few questions come
 * back all fight long). Each weapon attack is planned with attackContext and planVariant (what
 * decide runs), so what is proposed is accepted; a tactic says how it scores a target and how many
 * Raises it calls.
 */
import { distance, type Combatant, type Command } from '../../../engine/index.js';
import { gate, planMinor } from '../actions/index.js';
import {
  attackContext,
  attackGate,
  planVariant,
  type AttackContext,
  type Hand,
} from '../attack/index.js';
import { planSpell, reductionOf, spellDice, spellReach, spellTN } from '../spells/index.js';
import { canSpendVoid, planRoll } from '../rolls/index.js';
import type { Spell } from '../sheet.js';
import { optionOf } from '../options.js';
import { dataOf, offHandOf, sheetOf, weaponOf } from '../state.js';
import { Commands, isFoe, strikeRange, type Turn } from './kit.js';
import { AttackView, chanceAtLeast, woundsOnHit } from './odds.js';

/** How a tactic values hitting `foe` for `expected` Wounds (higher is better; ≤ 0: not worth it). */
export type Scoring = (t: Turn, foe: Combatant, expected: number) => number;

/**
 * How many Raises a tactic calls on a plain attack (Increased Damage, +1k0 each), from its odds:
 * 0 … `v.max`. −1 when even an attack without Raises falls short of the tactic's wish (a
 * threshold of P(hit)); it then attacks without Raises unless a Void Point helps.
 */
export type RaisesRule = (t: Turn, v: AttackView) => number;

/** The Raises with the most expected Wounds (misses counting 0): the aggressive choice. */
export const mostWounds: RaisesRule = (_t, v) => {
  let best = 0;
  let most = v.wounds(0);
  for (let r = 1; r <= v.max; r++) {
    const w = v.wounds(r);
    if (w > most) {
      best = r;
      most = w;
    }
  }
  return best;
};

/**
 * The most Raises whose P(hit) stays ≥ the tactic's `raiseThreshold` (−1 when even no Raise
 * reaches it): "call Raises when the chance stays above a threshold".
 */
export const raisesAbove: RaisesRule = (t, v) => {
  const threshold = t.params['raiseThreshold'] ?? 0.5;
  if (v.hit(0) < threshold) return -1;
  let r = 0;
  while (r < v.max && v.hit(r + 1) >= threshold) r++;
  return r;
};

/** Attack commands, by target, hand, Raises and Void Point (index 4 × Raises + 2 × off + void). */
const attacks = new Commands<string>((target) => ({ type: 'Attack', data: { target } }));
const variants = new Map<string, Command[]>();

function attackCommand(target: string, hand: Hand, raises: number, voidRoll: boolean): Command {
  if (raises === 0 && hand === 'main' && !voidRoll) return attacks.get(target);
  let row = variants.get(target);
  if (row === undefined) {
    row = [];
    if (variants.size >= 4096) variants.clear();
    variants.set(target, row);
  }
  const i = 4 * raises + (hand === 'off' ? 2 : 0) + (voidRoll ? 1 : 0);
  let command = row[i];
  if (command === undefined) {
    const data: Record<string, unknown> = { target };
    if (hand === 'off') data['hand'] = 'off';
    if (raises > 0) data['raises'] = raises;
    if (voidRoll) data['void'] = true;
    command = { type: 'Attack', data };
    row[i] = command;
  }
  return command;
}

/** The best attack found so far: its score, command, and for a weapon attack what to re-plan. */
export interface Best {
  score: number;
  command: Command | undefined;
  /** The Wounds it is expected to deal, and on whom. */
  expected: number;
  target: string | undefined;
  context: AttackContext | undefined;
  raises: number;
}

/** Options of weaponAttack: how to score targets, call Raises, and whether a Void Point may help. */
export interface AttackStyle {
  readonly score: Scoring;
  readonly raises: RaisesRule;
  /** Spend a Void Point on the roll (+1k1) when it lets the tactic call more Raises. */
  readonly useVoid?: boolean;
  /** Weigh only attacks on this foe. */
  readonly only?: string;
}

/** The odds of the attack being weighed (one view, reused). */
const view = new AttackView();

function tryHand(t: Turn, hand: Hand, style: AttackStyle, best: Best): void {
  const { state, c } = t;
  const weapon = hand === 'main' ? weaponOf(c) : offHandOf(c);
  if (!weapon) return;
  const gated = attackGate(state, c, weapon);
  if (!gated.ok) return;
  const range = strikeRange(weapon) + 1e-9;
  for (const id in state.combatants) {
    const foe = state.combatants[id];
    if (!foe || !isFoe(c, foe) || distance(c.position, foe.position) > range) continue;
    if (style.only !== undefined && foe.id !== style.only) continue;
    const context = attackContext(state, c, foe, hand, weapon, undefined, gated);
    if (!context.ok) continue;
    const plain = attackCommand(foe.id, hand, 0, false);
    const plan = planVariant(context.value, plain.data ?? {}, null, 'torso');
    if (!plan.ok) continue;
    const raises = style.raises(t, view.of(plan.value));
    const expected = view.wounds(Math.max(0, raises));
    const score = style.score(t, foe, expected);
    if (score > best.score) {
      best.score = score;
      best.command = attackCommand(foe.id, hand, Math.max(0, raises), false);
      best.expected = expected;
      best.target = foe.id;
      best.context = context.value;
      best.raises = raises;
    }
  }
}

/**
 * A Void Point on the chosen attack's roll (+1k1, reference §1.5), when the style allows it and
 * it lets the tactic call more Raises: the same attack with it, else undefined.
 */
function withVoid(t: Turn, style: AttackStyle, best: Best): Command | undefined {
  const ctx = best.context;
  if (!ctx || style.useVoid !== true || !ctx.gated.ok || ctx.gated.value.void !== undefined)
    return undefined;
  if (!canSpendVoid(t.state, t.c).ok) return undefined;
  const command = attackCommand(ctx.t.id, ctx.hand, 0, true);
  const planned = planVariant(ctx, command.data ?? {}, null, 'torso');
  if (!planned.ok) return undefined;
  const raises = style.raises(t, view.of(planned.value));
  return raises > best.raises ? attackCommand(ctx.t.id, ctx.hand, raises, true) : undefined;
}

/** The spells that harm a foe (a damage roll on an enemy, or on anyone). */
export const harmfulSpells = (c: Combatant): readonly Spell[] =>
  sheetOf(c).spells.filter(
    (s) => s.damage !== undefined && s.target !== 'ally' && s.target !== 'self',
  );

const ON_OFF: readonly boolean[] = [true, false];

const SPELL_ACTION = { level: 'complex', kind: 'spell' } as const;

/** The spell's scroll must be in hand to cast it (option spellNeedsScroll). */
const needsScroll = (t: Turn, spell: Spell): boolean =>
  optionOf(t.state, 'spellNeedsScroll', false, ON_OFF) &&
  !spell.keywords.includes('memorized') &&
  !spell.keywords.includes('innate');

/**
 * The command that gets `spell` cast on `target` with `raises`: the cast itself, or first the
 * scroll (drop the one in hand, pull this one out: two Free Actions, seed 000). Undefined when it
 * cannot be cast in this Turn.
 */
export function castCommand(
  t: Turn,
  spell: Spell,
  target: string,
  raises: number,
): Command | undefined {
  const { state, c, d } = t;
  if (needsScroll(t, spell) && d.scroll !== spell.name) {
    // Both Free Actions must still be there, else the scroll would be dropped for nothing.
    if (d.freeUsed.includes('scroll') || (d.scroll !== null && d.freeUsed.includes('drop')))
      return undefined;
    const command: Command =
      d.scroll !== null
        ? { type: 'DropItem', data: { item: d.scroll } }
        : { type: 'PullOutScroll', data: { spell: spell.name } };
    return planMinor(state, c, command.type, command.data ?? {}).ok ? command : undefined;
  }
  const data = raises > 0 ? { spell: spell.name, target, raises } : { spell: spell.name, target };
  return planSpell(state, c, data).ok ? { type: 'CastSpell', data } : undefined;
}

/** The expected Wounds of a spell on `foe` with 0 … Void Ring Raises: the best count and value. */
function spellValue(
  t: Turn,
  spell: Spell,
  foe: Combatant,
  roll: { notation: string; tnPenalty: number },
): { raises: number; expected: number } {
  const base = spellTN(spell) + roll.tnPenalty;
  const reduction = spell.ignoresReduction ? 0 : reductionOf(foe);
  let best = { raises: 0, expected: 0 };
  const max = sheetOf(t.c).rings.void;
  for (let r = 0; r <= max; r++) {
    const damage = spellDice(spell.damage, spell.raises?.damage, r);
    if (damage === undefined) break;
    const [rolled = 1, kept = 1] = damage.split('k').map(Number);
    const expected =
      chanceAtLeast(roll.notation, base + 5 * r) * woundsOnHit(rolled, kept, reduction);
    if (expected > best.expected) best = { raises: r, expected };
  }
  return best;
}

function trySpells(t: Turn, style: AttackStyle, best: Best): void {
  const { state, c } = t;
  if (sheetOf(c).spells.length === 0) return;
  const spells = harmfulSpells(c);
  if (spells.length === 0 || !gate(state, c, SPELL_ACTION).ok) return;
  for (const spell of spells) {
    // The Spell Casting roll of planSpell: (Ring + School Rank)k(Ring).
    const roll = planRoll(state, c, {
      trait: spell.ring,
      dice: { rolled: sheetOf(c).schoolRank, kept: 0 },
    });
    if (!roll.ok) continue;
    for (const id in state.combatants) {
      const foe = state.combatants[id];
      if (!foe || !isFoe(c, foe) || (style.only !== undefined && foe.id !== style.only)) continue;
      if (distance(c.position, foe.position) > spellReach(spell) + 1e-9) continue;
      const v = spellValue(t, spell, foe, roll.value);
      const score = style.score(t, foe, v.expected);
      if (score <= best.score) continue;
      const command = castCommand(t, spell, foe.id, v.raises);
      if (command === undefined) continue;
      best.score = score;
      best.command = command;
      best.expected = v.expected;
      best.target = foe.id;
      best.context = undefined;
    }
  }
}

/**
 * The best attack now, by the style's score: weapon attacks with each hand holding a weapon, and
 * the damaging spells, a Void Point on the roll when the style says so. Undefined when no attack
 * scores above 0.
 */
export function bestAttack(t: Turn, style: AttackStyle): Command | undefined {
  const best = weighAttacks(t, style);
  return withVoid(t, style, best) ?? best.command;
}

/** The last answer of weighAttacks, and what it was for. */
let last: { state: unknown; style: unknown; params: unknown; best: Best } | undefined;

/**
 * The best attack now before any Void Point (bestAttack's first part). The same question is
 * often asked twice in a row (the tactician weighs its Stance, then attacks from it): the last
 * answer is kept, for the same state, style and parameters (states never change in place).
 */
export function weighAttacks(t: Turn, style: AttackStyle): Best {
  if (last?.state === t.state && last.style === style && last.params === t.params) return last.best;
  const best: Best = {
    score: 0,
    command: undefined,
    expected: 0,
    target: undefined,
    context: undefined,
    raises: 0,
  };
  tryHand(t, 'main', style, best);
  if (dataOf(t.c).offArmed) tryHand(t, 'off', style, best);
  trySpells(t, style, best);
  last = { state: t.state, style, params: t.params, best };
  return best;
}
