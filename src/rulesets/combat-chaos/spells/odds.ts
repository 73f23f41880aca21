/**
 * The odds of a spell (seed 002, spells): an attack spell as an attack (critical hits only with
 * spellcraft as its bonus); a save spell: `hit` = P(the save fails: d20 + save below the DC),
 * `damage` over every outcome (full on a failure, half or nothing on a success), never critical.
 */
import { checkOdds, odds as diceOdds } from '../../../dice/index.js';
import type { Combatant, Command, CombatState, Odds } from '../../../engine/index.js';
import { targetArg } from '../actions/index.js';
import {
  attackSources,
  cached,
  critChance,
  damageOdds,
  distribution,
  hitChance,
  modeNote,
  modeOf,
  pct,
  withBonus,
  type ChaosOdds,
} from '../attack/index.js';
import { combatChaosOn, criticalDamage, spellSoak } from '../options.js';
import type { Spell } from '../sheet.js';
import { sheetOf } from '../state.js';
import { spellBonus, spellCrits } from './cast.js';

export function spellOdds(
  state: CombatState,
  caster: Combatant,
  target: Combatant,
  spell: Spell,
): ChaosOdds {
  const sheet = sheetOf(target);
  const soak = spellSoak(state.options) ? sheet.soak : 0;
  if (spell.save) {
    const { dc, half } = spell.save;
    const fail = 1 - checkOdds(withBonus('1d20', sheet.save), dc).probability;
    const damage = cached(`save|${spell.damage}|${soak}|${fail}|${half}`, () => {
      const base = diceOdds(spell.damage);
      const mass = new Map<number, number>();
      const add = (v: number, p: number) => mass.set(v, (mass.get(v) ?? 0) + p);
      base.probabilities.forEach((p, i) => {
        const v = base.min + i;
        add(Math.max(0, v - soak), p * fail);
        add(half ? Math.max(0, Math.floor(v / 2) - soak) : 0, p * (1 - fail));
      });
      const saved = half ? 'half on a save' : 'none on a save';
      return distribution(`${base.expression} - soak ${soak}, ${saved}`, mass, base.leftover);
    });
    return {
      hit: fail,
      damage,
      critical: 0,
      mode: 'normal',
      advantage: [],
      disadvantage: [],
      note: `P(the save fails); damage over every outcome (${half ? 'half' : 'none'} on a save), after soak ${soak}, never critical`,
    };
  }
  const bonus = spellBonus(sheetOf(caster), spell);
  const crits = spellCrits(spell);
  const sources = attackSources(state, caster, target, null);
  const mode = modeOf(sources);
  const hit = hitChance(bonus, sheet.defense, combatChaosOn(state.options), mode, crits);
  const critical = critChance(hit, mode, crits);
  const damage = damageOdds(
    spell.damage,
    soak,
    hit > 0 ? Math.min(1, critical / hit) : 0,
    criticalDamage(state.options),
  );
  return {
    hit,
    damage,
    critical,
    mode,
    advantage: sources.advantage ?? [],
    disadvantage: sources.disadvantage ?? [],
    note: `damage after soak ${soak}, ${crits ? `criticals included (${pct(critical)})` : 'never critical (not spellcraft)'}${modeNote(mode, sources)}`,
  };
}

/** CastSpell's odds, by the combatant whose turn it is. */
export function castSpellOdds(
  state: CombatState,
  me: Combatant,
  command: Command,
): Odds | undefined {
  const data = command.data;
  const spell = sheetOf(me).spells.find((sp) => sp.name === data?.['spell']);
  const target = targetArg(state, me, data?.['target']);
  return spell && target.ok ? spellOdds(state, me, target.value, spell) : undefined;
}
