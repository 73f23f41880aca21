/**
 * The odds of an attack before it is made (seed 002, Attack): P(hit) and P(critical) with the roll's
 * mode from the situation and a maneuver's own sources, and the damage sustained when it hits (a
 * Charge's bonus on the first attack after it); and the odds of the Attack and ReactAttack commands.
 */
import type { Combatant, Command, CombatState, Odds } from '../../../../engine/index.js';
import { targetArg, weaponArg } from '../../actions/index.js';
import {
  attackSources,
  critChance,
  damageOdds,
  hitChance,
  mergeSources,
  modeNote,
  modeOf,
  NO_SOURCES,
  pct,
  type ChaosOdds,
  type ModeSources,
} from '../../attack/index.js';
import { combatChaosOn, criticalDamage } from '../../options.js';
import type { Weapon } from '../../sheet.js';
import { combatantOf, dataOf, sheetOf, type Offer } from '../../state.js';
import { chargeBonus } from '../brace/brace.js';

/** What a maneuver adds to an attack's odds. */
export interface StrikeExtras {
  readonly extra?: ModeSources;
  readonly bonusDamage?: number;
  readonly alwaysCritical?: boolean;
}

/** Who would make an attack now: the pending reactor, or the combatant whose turn it is. */
function attackerNow(state: CombatState): Combatant | undefined {
  const id = state.pending ? state.pending.reactor : state.current;
  return id === null ? undefined : combatantOf(state, id);
}

/**
 * The odds of an attack on `target` with `weapon` by `attacker` (default: whoever attacks now: the
 * pending reactor or the current combatant): mode from the situation (`attackSources`) and the
 * maneuver's `extra`; the Charge's bonus on the first attack after it (not for a reaction).
 */
export function attackOdds(
  state: CombatState,
  target: Combatant,
  weapon: Weapon,
  attacker: Combatant | undefined = attackerNow(state),
  more: StrikeExtras = {},
): ChaosOdds {
  const situation = attacker ? attackSources(state, attacker, target, weapon) : NO_SOURCES;
  const sources = more.extra ? mergeSources(situation, more.extra) : situation;
  const charge = attacker && !state.pending ? dataOf(attacker).cond.charge : null;
  const bonus = more.bonusDamage ?? (charge ? chargeBonus(charge, weapon) : 0);
  const always = more.alwaysCritical === true;
  // The common case (no source, no critical by rule) is cached by the objects themselves: menus
  // ask for the same weapon against the same sheet over and over.
  if (sources !== NO_SOURCES || always)
    return computeOdds(state, target, weapon, sources, bonus, always);
  const sheet = sheetOf(target);
  let bySheet = plain.get(weapon);
  if (!bySheet) plain.set(weapon, (bySheet = new WeakMap()));
  let list = bySheet.get(sheet);
  if (!list) bySheet.set(sheet, (list = []));
  for (const e of list) if (e.options === state.options && e.bonus === bonus) return e.odds;
  const odds = computeOdds(state, target, weapon, sources, bonus, false);
  if (list.length > 16) list.length = 0;
  list.push({ options: state.options, bonus, odds });
  return odds;
}

const plain = new WeakMap<
  Weapon,
  WeakMap<object, { options: object; bonus: number; odds: ChaosOdds }[]>
>();

function computeOdds(
  state: CombatState,
  target: Combatant,
  weapon: Weapon,
  sources: ModeSources,
  bonus: number,
  always: boolean,
): ChaosOdds {
  const sheet = sheetOf(target);
  const mode = modeOf(sources);
  const chaos = combatChaosOn(state.options);
  const hit = hitChance(weapon.hitBonus, sheet.defense, chaos, mode);
  const critical = critChance(hit, mode, true, always);
  const damage = damageOdds(
    weapon.damage,
    sheet.soak,
    hit > 0 ? Math.min(1, critical / hit) : 0,
    criticalDamage(state.options),
    bonus,
  );
  const extras = bonus ? `, +${bonus} damage (charge)` : '';
  return {
    hit,
    damage,
    critical,
    mode,
    advantage: sources.advantage ?? [],
    disadvantage: sources.disadvantage ?? [],
    note: `damage after soak ${sheet.soak}, criticals included (${pct(critical)})${extras}${modeNote(mode, sources)}`,
  };
}

/** Attack's odds, by the combatant whose turn it is. */
export function attackCommandOdds(
  state: CombatState,
  me: Combatant,
  command: Command,
): Odds | undefined {
  const target = targetArg(state, me, command.data?.['target']);
  if (!target.ok) return undefined;
  const weapon = weaponArg(me, target.value, command.data?.['weapon']);
  return weapon.ok ? attackOdds(state, target.value, weapon.value, me) : undefined;
}

/** ReactAttack's odds: the attack of opportunity offered, with the weapon named or the first. */
export function reactAttackOdds(state: CombatState, command: Command): Odds | undefined {
  if (state.pending?.trigger !== 'attack-of-opportunity') return undefined;
  const offer = state.pending as Offer;
  const reactor = combatantOf(state, offer.reactor);
  const provoker = combatantOf(state, offer.data.provoker);
  const name = command.data?.['weapon'] ?? offer.data.weapons[0];
  const weapon = reactor && sheetOf(reactor).weapons.find((w) => w.name === name);
  return provoker && weapon ? attackOdds(state, provoker, weapon, reactor) : undefined;
}
