/**
 * Over 400 lines: these are the shared readings every rule folder needs and none may import from
 * another (the import rules of docs/architecture.md): one file keeps them in one place.
 *
 * Typed views of the kernel's untyped slots: combatant.sheet (a {@link Sheet}), combatant.data
 * (a {@link Data}), the conditions by name, state.options and state.game (the duel and the
 * grapples, with the questions the action gate asks of them); the immutable update of one
 * combatant's data; the Wound Rank table every roll reads; the shape of a rule area's hooks
 * (Feature). Shared data: imports only the engine, the sheet and the options.
 */
import {
  copyCombatant,
  copyState,
  own,
  withCombatant,
  type ActionOption,
  type CombatState,
  type Combatant,
  type CombatantId,
  type Condition,
  type Dice,
  type GameEvent,
  type Outcome,
  type Result,
} from '../../engine/index.js';
import { readOptions, type Options } from './options.js';
import {
  UNARMED,
  type ActionKind,
  type Data,
  type RingName,
  type Sheet,
  type TraitName,
  type Weapon,
} from './sheet.js';
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

// ---------------------------------------------------------------------------------------------
// Conditions by name (conditions/ and fear/ set them; the gate and every rule read them)
/** Condition names (Condition.name) the rule set reads. */
export const FEAR = 'fear';
export const OVERWHELMED = 'overwhelmed';
export const STUNNED = 'stunned';
export const DAZED = 'dazed';
export const ENTANGLED = 'entangled';
export const HELPLESS = 'helpless';
export const UNDERWATER = 'underwater';
/** The id of the helpless condition of a drowning character. */
export const DROWNING = 'drowning';

/** How an overwhelmed character gives way to Fear (seed 000: cowers or flees in terror). */
export type Flight = 'cower' | 'flee';

export const named = (c: Combatant, name: string): Condition | undefined =>
  c.conditions.find((x) => x.name === name);

export const conditionData = (x: Condition | undefined): Readonly<Record<string, unknown>> =>
  typeof x?.data === 'object' && x.data !== null ? (x.data as Record<string, unknown>) : {};

/** seed 000: an overwhelmed character who "flees in terror" no longer counts for their side. */
export const hasFled = (c: Combatant): boolean =>
  c.conditions.some((x) => x.name === OVERWHELMED && conditionData(x)['mode'] === 'flee');

/** Neither dead nor Out (reference §4), nor fled. */
export const present = (c: Combatant): boolean =>
  !dataOf(c).dead && rankIndex(sheetOf(c).thresholds, dataOf(c).wounds) < OUT && !hasFled(c);

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

// ---------------------------------------------------------------------------------------------
// The rule set's state of the whole fight (state.game)
/**
 * The rule set's state of the whole fight (`state.game`): the iaijutsu duel, if any, and the
 * grapples in progress. Typed view and immutable update.
 */

export interface Game {
  readonly duel: Duel | null;
  readonly grapples: readonly Grapple[];
}

export const EMPTY_GAME: Game = { duel: null, grapples: [] };

export const gameOf = (state: CombatState): Game => (state.game as Game | null) ?? EMPTY_GAME;

/** Returns the state with the game changed. */
export function withGame(state: CombatState, change: (g: Game) => Game): CombatState {
  const next = copyState(state);
  next.game = change(gameOf(state));
  return next;
}

// ---------------------------------------------------------------------------------------------
// The iaijutsu duel's state (duel/ runs it)
/** The types of the duel in `state.game.duel` (duel/state.ts has the questions about it). */
/**
 * - `assessment`: waiting for Round One's Assessment (on the higher Initiative);
 * - `focus`: assessed (a concession is possible); waiting for Focus, in a later Round;
 * - `strike`: focused; waiting for the Strike, in a later Round, on the lower Initiative;
 * - `skirmish`: struck, nobody decided it: "the duel transitions into a regular combat";
 * - `over`: decided (`result`).
 */
export type DuelStage = 'assessment' | 'focus' | 'strike' | 'skirmish' | 'over';

export type DuelTo = 'firstBlood' | 'death';
export type DuelKind = 'iaijutsu' | 'magic';

export interface DuelResult {
  /** The winning duelist, or null (a kharmic strike, both fell, no blood drawn). */
  readonly winner: string | null;
  readonly reason: string;
}

export interface Duel {
  readonly duelists: readonly [string, string];
  /** First blood or to the death (seed 000). */
  readonly to: DuelTo;
  /** iaijutsu, or the shugenja's magic duel (Spellcraft, damage with the Affinity Ring). */
  readonly kind: DuelKind;
  readonly stage: DuelStage;
  /** The duelist with the higher Initiative, fixed when the fight starts (null before). */
  readonly higher: string | null;
  /** The Round of the last stage made (Assessment, Focus, Strike); 0 before Assessment. */
  readonly stageRound: number;
  /** Who gains +1k1 on Focus (won Assessment by 10+), or null. */
  readonly focusBonus: string | null;
  /** Who strikes first, or null: simultaneous. */
  readonly first: string | null;
  /** Free Raises on the first strike (one per further 5 on Focus). */
  readonly freeRaises: number;
  /** skirmish: the Round from which the duelists leave the Center Stance (0 before). */
  readonly freeFrom: number;
  /** skirmish to first blood: each duelist's Wounds when the skirmish began (blood = more). */
  readonly baseline: readonly [number, number] | null;
  /** The result once decided: the winner (null: none, e.g. a kharmic strike) and why. */
  readonly result: DuelResult | null;
}

export const duelOf = (state: CombatState): Duel | null => gameOf(state).duel;

/** The duel's three stages are still to come or under way (the duelists are held in Center). */
export const duelRunning = (d: Duel | null): boolean =>
  d !== null && (d.stage === 'assessment' || d.stage === 'focus' || d.stage === 'strike');

export const isDuelist = (d: Duel | null, id: string): boolean =>
  d !== null && (d.duelists[0] === id || d.duelists[1] === id);

export const opponentOf = (d: Duel, id: string): string =>
  d.duelists[0] === id ? d.duelists[1] : d.duelists[0];

// ---------------------------------------------------------------------------------------------
// A grapple's state (grapple/ runs it)
/** The type of a grapple in `state.game.grapples` (grapple/state.ts has the questions about it). */
export interface Grapple {
  /** Unique in the fight, e.g. `grapple-4` (the log version of the command that started it). */
  readonly id: string;
  /** Everyone in the grapple ("A grapple can involve more than two combatants"). */
  readonly members: readonly string[];
  /** Who is in control now ("The attacker starts out in control of the grapple"). */
  readonly controller: string;
  /** Who started it. */
  readonly starter: string;
  /**
   * Members grappling with a weapon (seed 000: "Some weapons (mostly chains and some polearms)
   * can be used to grapple opponents"): member id → the weapon's name. Empty for Jiujutsu.
   */
  readonly weapons: Readonly<Record<string, string>>;
  /**
   * The controller who took one of the control options (Hit, Throw, Pass) this Round: reference
   * §7, the controller "may do one of the following things on his Turn". Null when none.
   */
  readonly optionUsed: { readonly id: string; readonly round: number } | null;
}

/** The grapple the combatant is in, if any (a combatant is in at most one). */
export function grappleOf(state: CombatState, id: string): Grapple | undefined {
  const grapples = gameOf(state).grapples;
  // Most fights have no grapple at all: no closure, no array.
  for (const g of grapples) if (g.members.includes(id)) return g;
  return undefined;
}

/** The grapple's control Actions (grapple/ decides them; a grapple forbids none to its controller). */
export const HIT: ActionKind = { level: 'complex', kind: 'grapple-hit', attack: true };
export const THROW: ActionKind = { level: 'complex', kind: 'grapple-throw', attack: true };
export const BREAK: ActionKind = { level: 'simple', kind: 'grapple-break' };
export const PASS: ActionKind = { level: 'free', kind: 'grapple-pass' };

/** The kinds of the control options (a grapple forbids none of them to its controller). */
export const CONTROL_KINDS: ReadonlySet<string> = new Set([
  HIT.kind,
  THROW.kind,
  BREAK.kind,
  PASS.kind,
]);

// ---------------------------------------------------------------------------------------------
// The hooks a rule area gives the assemblers (features/registry.ts gathers them)
/**
 * A feature of the rule set (maneuvers, the duel, grapples, Fear, …): the commands it decides,
 * the events it evolves and describes, its menu entries and its hooks. The rule set's decide,
 * evolve, describe, legalActions, canAct, budget and outcome consult every feature (registry.ts),
 * so a feature lives in its own files.
 */

export type CommandData = Readonly<Record<string, unknown>>;

/** Decides one command: `actor` is the command's actor ('gm' when none was given). */
export type FeatureDecide = (
  state: CombatState,
  actor: string,
  data: CommandData,
  dice: Dice,
) => Result<readonly GameEvent[]>;

export interface Feature {
  readonly name: string;
  /** Commands this feature decides, by command type. */
  readonly commands?: Readonly<Record<string, FeatureDecide>>;
  /** Of those, the ones allowed before StartCombat (the others are refused there as not started). */
  readonly setupCommands?: readonly string[];
  /** Of those, the ones allowed after the combat ended (healing, falling, … outside a fight). */
  readonly afterEnd?: readonly string[];
  /**
   * Applies events by type: this feature's own, and others' it reacts to (kernel events such as
   * TurnEnded or RoundEnded too). Several features may evolve the same type: each in turn.
   */
  readonly evolve?: Readonly<Record<string, (state: CombatState, event: GameEvent) => CombatState>>;
  /** One log line per event of this feature, by event type. */
  readonly describe?: Readonly<
    Record<string, (event: GameEvent, state: CombatState) => string | undefined>
  >;
  /** Menu entries for the current combatant (every one must be accepted by decide). */
  readonly legal?: (state: CombatState, c: Combatant) => Iterable<ActionOption>;
  /** Events at the start of each Round, after RoundStarted (e.g. Center's +10 Initiative). */
  readonly onRoundStart?: (state: CombatState, dice: Dice) => readonly GameEvent[];
  /** Events at the start of a combatant's Turn (e.g. the grapple's control roll). */
  readonly onTurnStart?: (state: CombatState, id: string, dice: Dice) => readonly GameEvent[];
  /** False when the combatant cannot take a Turn now (e.g. Stunned, drowning). */
  readonly canAct?: (state: CombatState, c: Combatant) => boolean;
  /** False when the combatant no longer counts for their side (e.g. fled in terror). */
  readonly inFight?: (state: CombatState, c: Combatant) => boolean;
  /** The fight's outcome when this feature decides it (e.g. a duel to first blood). */
  readonly outcome?: (state: CombatState) => Outcome | undefined;
}

// ---------------------------------------------------------------------------------------------
// Wound Ranks (wounds/ applies harm; every roll reads the penalty)
/**
 * Wound Ranks (seed 000: "Wounds characters suffer fill up the 8 Wound Ranks, after which a
 * character dies. The first Wound Rank has Earth×5 Wounds, and subsequent Ranks have Earth×2
 * each."; names and TN penalties from reference §4).
 */
export const RANKS = [
  'Healthy',
  'Nicked',
  'Grazed',
  'Hurt',
  'Injured',
  'Crippled',
  'Down',
  'Out',
] as const;
export type RankName = (typeof RANKS)[number] | 'Dead';

export const CRIPPLED = 5;
export const DOWN = 6;
export const OUT = 7;

/** seed 000: "Wound Ranks inflict a penalty, increasing the TN of all rolls" (reference §4). */
const PENALTIES: readonly number[] = [0, 3, 5, 10, 15, 20, 40, 0];

/** Cumulative upper bounds of the 8 Ranks: Earth 2, ×2 → 10, 14, 18, …, 38. */
export function woundThresholds(earth: number, multiplier: number): number[] {
  const out: number[] = [];
  let sum = earth * 5;
  for (let i = 0; i < RANKS.length; i++) {
    out.push(sum);
    sum += earth * multiplier;
  }
  return out;
}

/** The Rank index (0 Healthy … 7 Out) of a number of Wounds; 8 when beyond Out (dead). */
export function rankIndex(thresholds: readonly number[], wounds: number): number {
  // reference §4: "a character is in a rank as soon as damage starts to fill it"; 0 is Healthy.
  for (let i = 0; i < thresholds.length; i++) if (wounds <= (thresholds[i] ?? 0)) return i;
  return thresholds.length;
}

export function rankName(index: number): RankName {
  return RANKS[index] ?? 'Dead';
}

export function woundPenalty(index: number): number {
  return PENALTIES[index] ?? 0;
}

/** Wounds after a change: kept within 0 … the last threshold, with death past it. */
export function applyWounds(
  thresholds: readonly number[],
  wounds: number,
  delta: number,
): { wounds: number; dead: boolean } {
  const max = thresholds[thresholds.length - 1] ?? 0;
  const raw = wounds + delta;
  return { wounds: Math.min(max, Math.max(0, raw)), dead: raw > max };
}

/** Wounds and the Rank's name after a change of `delta` Wounds (< 0 heals, never below 0). */
export function afterWounds(c: Combatant, delta: number): { wounds: number; rank: string } {
  const t = sheetOf(c).thresholds;
  const after = applyWounds(t, dataOf(c).wounds, delta);
  return { wounds: after.wounds, rank: after.dead ? 'Dead' : rankName(rankIndex(t, after.wounds)) };
}
