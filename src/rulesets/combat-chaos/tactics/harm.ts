/**
 * Expected harm: P(hit) × the mean damage sustained on a hit (soak and criticals included), from
 * the rule set's exact odds, cached by the objects that decide it (the weapon, the target's sheet,
 * the combat's options) and the numbers that vary (the mode, a charge's bonus).
 */
import { type Combatant, type CombatState } from '../../../engine/index.js';
import { checkOdds } from '../../../dice/index.js';
import { attackSources, inHand, modeOf, type Mode } from '../attack/index.js';
import { chargeBonus } from '../maneuvers/index.js';
import { critChance, damageOdds, hitChance } from '../attack/index.js';
import { combatChaosOn, criticalDamage, spellSoak } from '../options.js';
import { canStrike } from '../attack/index.js';
import { attacksPerAction } from '../attack/index.js';
import { isMissile, type Sheet, type Spell, type Weapon } from '../sheet.js';
import { withBonus } from '../attack/index.js';
import { spellBonus, spellCrits } from '../spells/index.js';
import { dataOf, sheetOf } from '../state.js';

type Opts = Readonly<Record<string, unknown>>;

interface Entry {
  readonly sheet: Sheet;
  readonly options: Opts;
  readonly key: number;
  readonly value: number;
}

const MODE: Readonly<Record<Mode, number>> = { normal: 0, advantage: 1, disadvantage: 2 };

/** Values by an object of the sheet (a weapon, a spell), then the target's sheet, options and a key. */
class HarmCache<K extends object> {
  private readonly map = new WeakMap<K, Entry[]>();
  get(k: K, sheet: Sheet, options: Opts, key: number, make: () => number): number {
    let list = this.map.get(k);
    if (!list) this.map.set(k, (list = []));
    for (let i = 0; i < list.length; i++) {
      const e = list[i] as Entry;
      if (e.sheet === sheet && e.key === key && e.options === options) return e.value;
    }
    const value = make();
    if (list.length >= 64) list.length = 0;
    list.push({ sheet, options, key, value });
    return value;
  }
}

const weaponHarm = new HarmCache<Weapon>();
const spellHarm = new HarmCache<Spell>();

/** The expected damage of one strike with `w` at a target with sheet `t`, in `mode`. */
export function strikeHarm(
  options: Opts,
  w: Weapon,
  t: Sheet,
  mode: Mode,
  bonus = 0,
  alwaysCritical = false,
): number {
  const key = MODE[mode] + 3 * bonus + (alwaysCritical ? 1 << 20 : 0);
  return weaponHarm.get(w, t, options, key, () => {
    const hit = hitChance(w.hitBonus, t.defense, combatChaosOn(options), mode);
    const crit = critChance(hit, mode, true, alwaysCritical);
    const critGivenHit = hit > 0 ? Math.min(1, crit / hit) : 0;
    return (
      hit * (damageOdds(w.damage, t.soak, critGivenHit, criticalDamage(options), bonus).mean ?? 0)
    );
  });
}

/** The mode of an attack now (the situation's advantage and disadvantage). */
export const modeNow = (s: CombatState, a: Combatant, t: Combatant, w: Weapon | null): Mode =>
  modeOf(attackSources(s, a, t, w));

/** The expected damage of `a`'s attack on `t` with `w` now (a Charge's bonus on its own turn). */
export function attackHarm(s: CombatState, a: Combatant, t: Combatant, w: Weapon): number {
  const charge = s.pending ? null : dataOf(a).cond.charge;
  const bonus = charge === null ? 0 : chargeBonus(charge, w);
  return strikeHarm(s.options, w, sheetOf(t), modeNow(s, a, t, w), bonus);
}

/** The expected damage of a spell on `t` now: an attack spell as an attack, a save spell over both outcomes. */
export function spellHarmNow(s: CombatState, me: Combatant, t: Combatant, sp: Spell): number {
  const options = s.options;
  const sheet = sheetOf(t);
  const soak = spellSoak(options) ? sheet.soak : 0;
  if (sp.save) {
    const save = sp.save;
    return spellHarm.get(sp, sheet, options, 3, () => {
      const fail = 1 - checkOdds(withBonus('1d20', sheet.save), save.dc).probability;
      const d = damageOdds(sp.damage, 0, 0, 'double-roll');
      // Mean of max(0, v − soak) on a failure, of max(0, ⌊v/2⌋ − soak) (or 0) on a save.
      let full = 0;
      let half = 0;
      d.probabilities.forEach((p, i) => {
        const v = d.min + i;
        full += p * Math.max(0, v - soak);
        if (save.half) half += p * Math.max(0, Math.floor(v / 2) - soak);
      });
      return fail * full + (1 - fail) * half;
    });
  }
  const mode = modeNow(s, me, t, null);
  return spellHarm.get(sp, sheet, options, MODE[mode], () => {
    const crits = spellCrits(sp);
    const hit = hitChance(
      spellBonus(sheetOf(me), sp),
      sheet.defense,
      combatChaosOn(options),
      mode,
      crits,
    );
    const crit = critChance(hit, mode, crits);
    const critGivenHit = hit > 0 ? Math.min(1, crit / hit) : 0;
    return hit * (damageOdds(sp.damage, soak, critGivenHit, criticalDamage(options)).mean ?? 0);
  });
}

/** The weapon in hand `me` would rather fight `t` with, situation aside (for where to stand). */
export function preferredWeapon(s: CombatState, me: Combatant, t: Combatant): Weapon | undefined {
  let best: Weapon | undefined;
  let bestHarm = -1;
  const sheet = sheetOf(t);
  for (const w of inHand(me)) {
    const h = strikeHarm(s.options, w, sheet, 'normal');
    if (h > bestHarm) {
      best = w;
      bestHarm = h;
    }
  }
  return best;
}

/** The best of `a`'s melee weapons in hand that reach `t` now, and its expected harm (-1: none). */
export function bestMelee(
  s: CombatState,
  a: Combatant,
  t: Combatant,
): { w?: Weapon; harm: number } {
  let w: Weapon | undefined;
  let harm = -1;
  for (const x of inHand(a))
    if (!isMissile(x) && canStrike(a.position, t.position, x)) {
      const h = attackHarm(s, a, t, x);
      if (h > harm) {
        w = x;
        harm = h;
      }
    }
  return w ? { w, harm } : { harm };
}

/** The expected harm of `a`'s whole Attack action on `t` (every attack of it, the best weapon). */
export function actionHarm(a: Combatant, harm: number): number {
  return attacksPerAction(sheetOf(a)) * harm;
}
