/**
 * Typed views of the kernel's untyped slots: combatant.sheet (a {@link Sheet}), combatant.data
 * (a {@link Data}) and state.options; plus the immutable update of one combatant's data.
 */
import {
  type Condition,
  copyCombatant,
  copyState,
  withCombatant,
  type Combatant,
  type CombatantId,
  type CombatState,
  own,
} from '../../engine/index.js';
import { readOptions, type Options } from './options.js';
import {
  UNARMED,
  type Data,
  type RingName,
  type Sheet,
  type TraitName,
  type Weapon,
} from './sheet.js';
import { rankIndex } from './wounds/ranks.js';

export function combatant(state: CombatState, id: CombatantId): Combatant {
  const c = own(state.combatants, id);
  if (!c) throw new Error(`l5r4e: no combatant ${id}`);
  return c;
}

export const sheetOf = (c: Combatant): Sheet => c.sheet as Sheet;
export const dataOf = (c: Combatant): Data => c.data as Data;
export const optionsOf = (state: CombatState): Options => readOptions(state.options);

/** The weapon in hand: the sheet's, or bare hands when it is sheathed, dropped or broken. */
export const weaponOf = (c: Combatant): Weapon => {
  const d = dataOf(c);
  return d.armed && !d.broken ? sheetOf(c).weapon : UNARMED;
};

/** The off-hand weapon in hand, if any (seed 000's off-hand rules). */
export const offHandOf = (c: Combatant): Weapon | undefined =>
  dataOf(c).offArmed ? sheetOf(c).offHand : undefined;

/** seed 000: "A character wielding two weapons": a weapon in each hand. */
export const wieldsTwo = (c: Combatant): boolean =>
  offHandOf(c) !== undefined && weaponOf(c) !== UNARMED;

/** The value of a Trait or a Ring (for raw Trait and Ring rolls). */
export function traitOrRing(c: Combatant, name: TraitName | RingName): number {
  const s = sheetOf(c);
  return name in s.rings ? s.rings[name as RingName] : s.traits[name as TraitName];
}

/** The combatant's conditions of one name. */
export const conditionsNamed = (c: Combatant, name: string): readonly Condition[] =>
  c.conditions.filter((x) => x.name === name);

export function hasCondition(c: Combatant, name: string): boolean {
  // A loop, not some(): the closure was allocated on every check of every roll and menu entry.
  for (const x of c.conditions) if (x.name === name) return true;
  return false;
}

/** 0 Healthy … 7 Out, 8 dead. */
export function rankOf(c: Combatant): number {
  const d = dataOf(c);
  return d.dead ? 8 : rankIndex(sheetOf(c).thresholds, d.wounds);
}

export const skillRank = (c: Combatant, skill: string): number =>
  own(sheetOf(c).skills, skill) ?? 0;

export const isProne = (c: Combatant): boolean => hasCondition(c, 'prone');

/** Returns the state with one combatant's data changed (nothing else is copied). */
export function updateData(
  state: CombatState,
  id: CombatantId,
  change: (d: Data, c: Combatant) => Data,
): CombatState {
  const c = own(state.combatants, id);
  if (!c) return state;
  const data = change(c.data as Data, c);
  const n = copyCombatant(c);
  n.data = data;
  return replaceCombatant(state, n);
}

/**
 * The kernel's withCombatant (a new state and combatants map, the combatant replaced in place),
 * written as a spread then a store: V8 copies the map twice as fast as with a computed key in the
 * spread, and evolve replaces a combatant for nearly every event. A store to "__proto__" (a valid
 * id) would set the prototype instead: the kernel's way then.
 */
export function replaceCombatant(state: CombatState, c: Combatant): CombatState {
  if (c.id === '__proto__') return withCombatant(state, c);
  const combatants = { ...state.combatants };
  combatants[c.id] = c;
  const next = copyState(state);
  next.combatants = combatants;
  return next;
}

/** A copy of a combatant's data with one fixed object shape (object spreads slow the fold down). */
export function copyData(d: Data): { -readonly [K in keyof Data]: Data[K] } {
  return {
    wounds: d.wounds,
    dead: d.dead,
    stance: d.stance,
    stanceSet: d.stanceSet,
    slots: d.slots,
    freeUsed: d.freeUsed,
    moved: d.moved,
    voidPoints: d.voidPoints,
    voidRound: d.voidRound,
    surprised: d.surprised,
    armed: d.armed,
    dropped: d.dropped,
    offArmed: d.offArmed,
    offDropped: d.offDropped,
    broken: d.broken,
    strung: d.strung,
    mounted: d.mounted,
    scroll: d.scroll,
    kata: d.kata,
    fullDefense: d.fullDefense,
    centerRound: d.centerRound,
    centerUsed: d.centerUsed,
    voidArmorRound: d.voidArmorRound,
    guarding: d.guarding,
    extraAttackUsed: d.extraAttackUsed,
    followUps: d.followUps,
    disarmFreeRaises: d.disarmFreeRaises,
    lastHit: d.lastHit,
    treated: d.treated,
  };
}

const lower = new Map<string, string>();

/**
 * A weapon's or armor's name in lower case, memoised: attacks and rolls ask for every one (a bow?
 * a katana? light armor?), and the names are few.
 */
export function lowerCase(name: string): string {
  let l = lower.get(name);
  if (l === undefined) {
    l = name.toLowerCase();
    if (lower.size >= 256) lower.clear();
    lower.set(name, l);
  }
  return l;
}

/** Reads a field of command data as a string. */
export const str = (data: Readonly<Record<string, unknown>>, key: string): string | undefined => {
  const v = data[key];
  return typeof v === 'string' ? v : undefined;
};

/** Still counts for their side: neither Out nor dead (reference §4). */
export const inFight = (c: Combatant): boolean => rankOf(c) < 7;

/** The enemies still in the fight, in the order of the combatants. */
export const enemiesOf = (state: CombatState, c: Combatant): Combatant[] =>
  Object.values(state.combatants).filter((o) => o.side !== c.side && inFight(o));
