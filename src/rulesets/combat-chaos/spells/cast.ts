/**
 * Spells, seed 002: "Damaging spells can only score critical hits if they use spellcraft as an
 * attack bonus. Spells that involve a saving throw can never score critical hits."
 * - An attack spell rolls d20 (in the mode of its sources) + spellcraft or its own bonus against
 *   defense; the Combat Chaos naturals apply (it is an attack roll); a natural 20 is a critical hit
 *   only with spellcraft as the bonus (with its own number it never crits, and with combatChaos
 *   off a natural 20 is then just a number).
 * - A save spell: the target rolls d20 + its `save` against the DC (meets it: saved); naturals do
 *   not apply to saves; a save halves the damage (`half`, rounded down) or stops it; never a
 *   critical hit.
 * Soak applies to spell damage with option `spellSoak` (default on).
 */
import type { Combatant, CombatState, Dice } from '../../../engine/index.js';
import { attackSources, d20PlusIn, modeOf } from '../attack/index.js';
import type { SpellCastData, Verdict } from '../events.js';
import { doubledDice, withBonus } from '../attack/index.js';
import { combatChaosOn, criticalDamage, spellSoak } from '../options.js';
import { dealtDamage, isHit, judge } from '../attack/index.js';
import type { Sheet, Spell } from '../sheet.js';
import { dataOf, sheetOf } from '../state.js';

/** The attack bonus of an attack spell (spellcraft or its own number). */
export const spellBonus = (caster: Sheet, spell: Spell): number =>
  spell.attack === 'spellcraft' ? caster.skills.spellcraft : (spell.attack ?? 0);

/** Only spells with spellcraft as the attack bonus score critical hits. */
export const spellCrits = (spell: Spell): boolean => spell.attack === 'spellcraft';

/** The verdict of a spell attack: a natural 20 is a critical hit only when the spell can crit. */
export function judgeSpell(
  natural: number,
  total: number,
  defense: number,
  chaos: boolean,
  crits: boolean,
): Verdict {
  const v = judge(natural, total, defense, chaos);
  if (v !== 'critical' || crits) return v;
  return total >= defense ? 'meets-defense' : 'below-defense';
}

export function resolveSpell(
  state: CombatState,
  caster: Combatant,
  target: Combatant,
  spell: Spell,
  dice: Dice,
): SpellCastData {
  const sheet = sheetOf(target);
  const soak = spellSoak(state.options) ? sheet.soak : 0;
  const health = dataOf(target).health;
  const base = {
    actor: caster.id,
    target: target.id,
    spell: spell.name,
    uses: spell.action,
  };
  if (spell.save) {
    const roll = dice.roll(withBonus('1d20', sheet.save), { by: target.id, what: 'save' });
    const saved = roll.total >= spell.save.dc;
    const damage =
      saved && !spell.save.half ? null : dice.roll(spell.damage, { by: caster.id, what: 'damage' });
    const raw = damage ? (saved ? Math.floor(damage.total / 2) : damage.total) : 0;
    const dealt = damage ? Math.max(0, raw - soak) : 0;
    return {
      ...base,
      check: 'save',
      mode: 'normal',
      advantage: [],
      disadvantage: [],
      roll,
      natural: roll.total - sheet.save,
      against: spell.save.dc,
      hit: !saved,
      verdict: saved ? 'saved' : 'save-failed',
      critical: false,
      damage,
      halved: saved && damage !== null,
      soak,
      dealt,
      health: Math.max(0, health - dealt),
    };
  }
  const bonus = spellBonus(sheetOf(caster), spell);
  const sources = attackSources(state, caster, target, null);
  const mode = modeOf(sources);
  const roll = dice.roll(d20PlusIn(mode, bonus), { by: caster.id, what: 'spell' });
  const natural = roll.total - bonus;
  const crits = spellCrits(spell);
  const verdict = judgeSpell(
    natural,
    roll.total,
    sheet.defense,
    combatChaosOn(state.options),
    crits,
  );
  const hit = isHit(verdict);
  const critical = hit && crits && natural === 20;
  const crit = criticalDamage(state.options);
  const expression = critical && crit === 'double-dice' ? doubledDice(spell.damage) : spell.damage;
  const damage = hit ? dice.roll(expression, { by: caster.id, what: 'damage' }) : null;
  const dealt = damage ? dealtDamage(damage.total, soak, critical, crit) : 0;
  return {
    ...base,
    check: 'attack',
    mode,
    advantage: sources.advantage ?? [],
    disadvantage: sources.disadvantage ?? [],
    roll,
    natural,
    against: sheet.defense,
    hit,
    verdict,
    critical,
    damage,
    halved: false,
    soak,
    dealt,
    health: Math.max(0, health - dealt),
  };
}
