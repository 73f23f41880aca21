/**
 * CastSpell { spell, target?, raises?, void?, center? }: a Complex Action (seed 000: "Complex
 * Actions: Cast spell …"). The spell comes from the sheet (`spells`, sheet.ts spellSchema).
 * - The Spell Casting roll is (Ring + School Rank)k(Ring) (reference §1.1), built by planRoll (no
 *   Skill; Wound penalty, Fear, Dazed, Void +1k1, Center, techniques' rollBonus) against the
 *   spell's TN (`tn`, else 5 + 5 × Mastery) + 5 × Raises + the Wound penalty; at most Void Ring
 *   Raises (reference §1.6).
 * - The target must suit the spell's `target` (self, ally — the caster too —, enemy, any), be
 *   alive and within `range` feet (0: touch, within 5 ft).
 * - On a success: damage (the spell's dice + `raises.damage` per Raise; the target's armor
 *   Reduction and `reduction` effects come off unless `ignoresReduction`), healing (`heal` +
 *   `raises.heal` per Raise, at most the Wounds taken) and conditions (kernel ConditionAdded;
 *   `rounds` + `raises.rounds` per Raise, counted down at each Round's end: reference §2, Stage 3,
 *   "expiring spells"). No rounds: until removed.
 * - Option spellNeedsScroll (default false): the spell's scroll must be in hand (PullOutScroll),
 *   unless the spell has the keyword `memorized` or `innate`.
 */
import {
  ok,
  refuse,
  withinReach,
  type Combatant,
  type CombatState,
  type Condition,
  type Dice,
  type GameEvent,
  type Result,
  own,
} from '../../../engine/index.js';
import type { Spent } from '../actions/index.js';
import { gate, flag, wholeNumber, withVoid } from '../actions/index.js';
import { optionOf } from '../options.js';
import { activeEffects, planRoll, voidField, type PlannedRoll } from '../rolls/index.js';
import type { Spell } from '../sheet.js';
import {
  dataOf,
  inFight,
  sheetOf,
  str,
  weaponOf,
  applyWounds,
  rankIndex,
  rankName,
} from '../state.js';

/** A spell of range 0 reaches a target within this distance (touch). */
export const TOUCH = 5;

export interface SpellPlan {
  readonly actor: string;
  readonly spell: Spell;
  readonly target: string;
  readonly roll: PlannedRoll;
  /** The spell's TN before Raises and the penalty. */
  readonly baseTN: number;
  /** What the roll must reach: TN + 5 × Raises + the Wound penalty. */
  readonly tn: number;
  readonly damage?: string;
  readonly reduction: number;
  readonly heal?: string;
  readonly conditions: readonly { readonly name: string; readonly rounds?: number }[];
  readonly spent: Spent;
}

const pair = (xky: string | undefined): [number, number] => {
  if (!xky) return [0, 0];
  const [r = 0, k = 0] = xky.split('k').map(Number);
  return [r, k];
};

/** The spell's dice with `per` added once per Raise, e.g. 3k3 + 2 × 1k0 = 5k3. */
export function spellDice(
  base: string | undefined,
  per: string | undefined,
  raises: number,
): string | undefined {
  if (base === undefined) return undefined;
  const [r, k] = pair(base);
  const [pr, pk] = pair(per);
  const rolled = Math.max(1, r + pr * raises);
  const kept = Math.max(1, Math.min(rolled, k + pk * raises));
  return `${rolled}k${kept}`;
}

/** The spell's TN: `tn`, else 5 + 5 × Mastery Level (reference §1.1). */
export const spellTN = (spell: Spell): number => spell.tn ?? 5 + 5 * spell.mastery;

/** The spell's range in feet (0: touch). */
export const spellReach = (spell: Spell): number => (spell.range === 0 ? TOUCH : spell.range);

/** Whom the spell may target: its `target` kind, alive, in range. */
export function spellTarget(
  state: CombatState,
  c: Combatant,
  spell: Spell,
  raw: string | undefined,
): Result<Combatant> {
  const id = raw ?? (spell.target === 'self' ? c.id : undefined);
  if (id === undefined)
    return refuse('l5r4e/no-target', `${spell.name} needs a target (an ${spell.target})`);
  const t = own(state.combatants, id);
  if (!t) return refuse('l5r4e/no-such-target', `no combatant ${JSON.stringify(id)}`);
  if (spell.target === 'self' && t.id !== c.id)
    return refuse('l5r4e/bad-target', `${spell.name} affects the caster only`);
  if (spell.target === 'enemy' && t.side === c.side)
    return refuse('l5r4e/bad-target', `${spell.name} targets an enemy, not ${t.name}`);
  if (spell.target === 'ally' && t.side !== c.side)
    return refuse('l5r4e/bad-target', `${spell.name} targets an ally or the caster, not ${t.name}`);
  if (dataOf(t).dead) return refuse('l5r4e/target-dead', `${t.name} is already dead`);
  if (t.id !== c.id && !withinReach(c.position, t.position, spellReach(spell)))
    return refuse(
      'l5r4e/out-of-range',
      `${t.name} is beyond the range of ${spell.name} (${spell.range === 0 ? 'touch' : `${spell.range} ft`})`,
    );
  return ok(t);
}

/** The spell by name from the sheet. */
export function spellOf(c: Combatant, name: string | undefined): Result<Spell> {
  if (!name) return refuse('l5r4e/bad-spell', 'CastSpell needs a spell: { spell: "…" }');
  const spells = sheetOf(c).spells;
  const spell = spells.find((s) => s.name === name);
  if (!spell)
    return refuse(
      'l5r4e/no-such-spell',
      `${c.name} knows no spell "${name}" (spells: ${spells.map((s) => s.name).join(', ') || 'none'})`,
    );
  return ok(spell);
}

/** Armor Reduction and the target's `reduction` effects (techniques, kata). */
export function reductionOf(t: Combatant): number {
  const own = activeEffects(t, weaponOf(t)).reduce((sum, e) => sum + (e.reduction ?? 0), 0);
  return Math.max(0, sheetOf(t).armor.reduction + own);
}

const needsScroll = (state: CombatState, spell: Spell): boolean =>
  optionOf(state, 'spellNeedsScroll', false, [true, false]) &&
  !spell.keywords.includes('memorized') &&
  !spell.keywords.includes('innate');

/** Checks a spell and works out its rolls, without rolling. */
export function planSpell(
  state: CombatState,
  c: Combatant,
  data: Readonly<Record<string, unknown>>,
): Result<SpellPlan> {
  const found = spellOf(c, str(data, 'spell')?.trim());
  if (!found.ok) return found;
  const spell = found.value;
  const rawTarget = data['target'];
  if (rawTarget !== undefined && typeof rawTarget !== 'string')
    return refuse('l5r4e/no-such-target', 'target: the id of a combatant');
  const target = spellTarget(state, c, spell, rawTarget);
  if (!target.ok) return target;
  const raises = wholeNumber(data['raises'] ?? 0, 'raises', 10);
  if (!raises.ok) return raises;
  const spendVoid = voidField(data);
  if (!spendVoid.ok) return spendVoid;
  const center = flag(data, 'center');
  if (!center.ok) return center;
  if (needsScroll(state, spell) && dataOf(c).scroll !== spell.name)
    return refuse(
      'l5r4e/no-scroll',
      `option spellNeedsScroll: ${c.name} must hold the scroll of ${spell.name} (PullOutScroll, a Free Action)`,
    );
  const roll = planRoll(state, c, {
    trait: spell.ring,
    dice: { rolled: sheetOf(c).schoolRank, kept: 0 },
    raises: raises.value,
    void: spendVoid.value,
    center: center.value,
  });
  if (!roll.ok) return roll;
  const spent = gate(state, c, { level: 'complex', kind: 'spell' });
  if (!spent.ok) return spent;
  const n = raises.value;
  const baseTN = spellTN(spell);
  const damage = spellDice(spell.damage, spell.raises?.damage, n);
  const heal = spellDice(spell.heal, spell.raises?.heal, n);
  const perRaise = spell.raises?.rounds ?? 0;
  return ok({
    actor: c.id,
    spell,
    target: target.value.id,
    roll: roll.value,
    baseTN,
    tn: baseTN + 5 * n + roll.value.tnPenalty,
    ...(damage !== undefined ? { damage } : {}),
    reduction: spell.ignoresReduction ? 0 : reductionOf(target.value),
    ...(heal !== undefined ? { heal } : {}),
    conditions: spell.conditions.map((x) =>
      x.rounds === undefined ? { name: x.name } : { name: x.name, rounds: x.rounds + perRaise * n },
    ),
    spent: withVoid(spent.value, roll.value),
  });
}

/** Rolls the Spell Casting roll, then the damage and healing on a success. */
export function resolveSpell(state: CombatState, plan: SpellPlan, dice: Dice): GameEvent[] {
  const roll = dice.roll(plan.roll.notation, { by: plan.actor, what: 'spell' });
  const success = roll.total >= plan.tn;
  const data: Record<string, unknown> = {
    actor: plan.actor,
    spell: plan.spell.name,
    ring: plan.spell.ring,
    target: plan.target,
    raises: plan.roll.raises,
    roll,
    baseTN: plan.baseTN,
    tn: plan.tn,
    penalty: plan.roll.tnPenalty,
    success,
    center: plan.roll.centerUsed,
    spent: plan.spent,
  };
  if (!success) return [{ type: 'SpellCast', data }];
  const t = own(state.combatants, plan.target);
  if (!t) return [{ type: 'SpellCast', data }];
  let wounds = dataOf(t).wounds;
  let dead = false;
  if (plan.damage !== undefined) {
    const damage = dice.roll(plan.damage, { by: plan.actor, what: 'damage' });
    const dealt = Math.max(0, damage.total - plan.reduction);
    const after = applyWounds(sheetOf(t).thresholds, wounds, dealt);
    wounds = after.wounds;
    dead = after.dead;
    data['damage'] = damage;
    data['reduction'] = plan.reduction;
    data['wounds'] = dealt;
  }
  if (plan.heal !== undefined && !dead) {
    const heal = dice.roll(plan.heal, { by: plan.actor, what: 'heal' });
    const healed = Math.min(heal.total, wounds);
    wounds -= healed;
    data['heal'] = heal;
    data['healed'] = healed;
  }
  if (plan.damage !== undefined || plan.heal !== undefined)
    data['rank'] = dead ? 'Dead' : rankName(rankIndex(sheetOf(t).thresholds, wounds));
  const events: GameEvent[] = [{ type: 'SpellCast', data }];
  if (!dead)
    for (const x of plan.conditions) {
      const condition: Condition = {
        id: x.name,
        name: x.name,
        source: plan.actor,
        tick: 'round-end',
        ...(x.rounds !== undefined ? { rounds: x.rounds } : {}),
      };
      events.push({
        type: 'ConditionAdded',
        data: { id: plan.target, condition, reason: plan.spell.name },
      });
    }
  return events;
}

/** The targets a spell may take now (the menu's), in the order of the combatants. */
export function spellTargets(state: CombatState, c: Combatant, spell: Spell): Combatant[] {
  if (spell.target === 'self') return [c];
  return Object.values(state.combatants).filter(
    (t) =>
      inFight(t) &&
      (spell.target === 'any' ||
        (spell.target === 'enemy' ? t.side !== c.side : t.side === c.side)),
  );
}
