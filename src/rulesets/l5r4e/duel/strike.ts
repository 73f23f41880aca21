/**
 * Strike { raises?: { id: n }, void?: [id], secondStrike?: boolean } (seed 000, Round Three):
 * "On the lower Initiative, the duelist who won the right to the first strike makes an attack roll
 * (Iaijutsu/REF vs. normal Armor TN) with any Free Raises. This is resolved normally. IF the other
 * duelist lives, they may make their attack. (In a duel to first blood, it is dishonorable to
 * strike second if you were wounded.) If neither won the right to first strike, they strike
 * simultaneously. (In a duel to first blood, neither is victor or defeated if they strike
 * simultaneously and both draw blood; this is called a "kharmic strike.")" and "If the duel was
 * not to first blood, and both duelists are still alive and able to fight, the duel transitions
 * into a regular combat in the following Rounds."
 */
import {
  ok,
  own,
  type Combatant,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
} from '../../../engine/index.js';
import { higherOf, opponentOf, type Duel, type DuelResult } from './state.js';
import { optionOf } from '../options.js';
import { activeEffects, planRoll, type PlannedRoll } from '../rolls/index.js';
import { armorTN, damageRoll } from '../attack/index.js';
import { UNARMED, type Weapon } from '../sheet.js';
import { takeWounds } from '../actions/index.js';
import {
  combatant,
  dataOf,
  inFight,
  sheetOf,
  weaponOf,
  applyWounds,
  rankIndex,
  rankName,
} from '../state.js';
import { checkStep, duelSkill, raisesOf, voidOf } from './decide.js';

type Data = Readonly<Record<string, unknown>>;

interface StrikePlan {
  readonly actor: string;
  readonly target: string;
  readonly weapon: string;
  readonly roll: PlannedRoll;
  /** Armor TN + Wound penalty + 5 × Raises called (− 5 per Free Raise with `duelFreeRaises: lowerTN`). */
  readonly tn: number;
  readonly armorTN: number;
  readonly damage: string;
  readonly reduction: number;
}

/** The blade the iaijutsu strike draws: the sheet's weapon, unless dropped or broken. */
function strikeWeapon(c: Combatant): Weapon {
  const d = dataOf(c);
  if (d.armed) return weaponOf(c);
  return d.dropped || d.broken ? UNARMED : sheetOf(c).weapon;
}

/** reference §8: armor's Reduction, plus techniques' (never below 0). */
function reductionOf(t: Combatant): number {
  const extra = activeEffects(t, weaponOf(t)).reduce((a, e) => a + (e.reduction ?? 0), 0);
  return Math.max(0, sheetOf(t).armor.reduction + extra);
}

/**
 * The damage roll: the weapon's DR + Strength (reference §9.1); in the magic duel "the Ring the
 * shugenja has Affinity for" (option magicDuelDamage). `extra` rolled dice: Increased Damage.
 */
function strikeDamage(state: CombatState, d: Duel, c: Combatant, w: Weapon, extra: number): string {
  if (d.kind === 'iaijutsu') return damageRoll(c, w, extra);
  const s = sheetOf(c);
  const ring = s.rings[s.affinity ?? 'void'];
  if (optionOf<string>(state, 'magicDuelDamage', 'ringKRing') === 'ringForStrength') {
    const [rolled = 0, kept = 0] = w.damage.split('k').map(Number);
    return `${rolled + ring + extra}k${kept}`;
  }
  return `${ring + extra}k${ring}`;
}

function planStrike(
  state: CombatState,
  d: Duel,
  actor: string,
  raises: number,
  freeRaises: number,
  voids: readonly string[],
): Result<StrikePlan> {
  const c = combatant(state, actor);
  const t = combatant(state, opponentOf(d, actor));
  const weapon = strikeWeapon(c);
  const roll = planRoll(state, c, {
    skill: duelSkill(d.kind),
    trait: 'reflexes',
    emphasis: ['strike', weapon.name],
    raises,
    freeRaises,
    void: voids.includes(actor),
    weapon,
    attack: true,
  });
  if (!roll.ok) return roll;
  const p = roll.value;
  const lowerTN = optionOf<string>(state, 'duelFreeRaises', 'increasedDamage') === 'lowerTN';
  const armor = armorTN(state, t, false);
  const extra = p.raises + (lowerTN ? 0 : p.freeRaises);
  return ok({
    actor,
    target: t.id,
    weapon: d.kind === 'magic' ? `${sheetOf(c).affinity ?? 'void'} Ring` : weapon.name,
    roll: p,
    tn: Math.max(0, armor + p.tnPenalty + 5 * p.raises - (lowerTN ? 5 * p.freeRaises : 0)),
    armorTN: armor,
    damage: strikeDamage(state, d, c, weapon, extra),
    reduction: reductionOf(t),
  });
}

/** Rolls one strike (and its damage on a hit): the DuelStruck event's data. */
function resolveStrike(
  state: CombatState,
  p: StrikePlan,
  dice: Dice,
  simultaneous: boolean,
  dishonorable: boolean,
): Record<string, unknown> {
  const roll = dice.roll(p.roll.notation, { by: p.actor, what: 'attack' });
  const base = {
    actor: p.actor,
    target: p.target,
    weapon: p.weapon,
    roll,
    tn: p.tn,
    armorTN: p.armorTN,
    penalty: p.roll.tnPenalty,
    raises: p.roll.raises,
    freeRaises: p.roll.freeRaises,
    void: p.roll.voidSpent,
    simultaneous,
    dishonorable,
  };
  if (roll.total < p.tn) return { ...base, hit: false, wounds: 0 };
  const damage = dice.roll(p.damage, { by: p.actor, what: 'damage' });
  const wounds = Math.max(0, damage.total - p.reduction);
  const t = combatant(state, p.target);
  const after = applyWounds(sheetOf(t).thresholds, dataOf(t).wounds, wounds);
  const rank = after.dead ? 'Dead' : rankName(rankIndex(sheetOf(t).thresholds, after.wounds));
  return { ...base, hit: true, damage, reduction: p.reduction, wounds, rank };
}

const drewBlood = (strike: Record<string, unknown> | undefined): boolean =>
  strike !== undefined && (strike['wounds'] as number) > 0;

/** The state after a strike's Wounds (for what follows it in the same command). */
const landed = (state: CombatState, s: Record<string, unknown>): CombatState =>
  s['hit'] === true ? takeWounds(state, s['target'] as string, s['wounds'] as number) : state;

interface Struck {
  readonly a: Record<string, unknown>;
  readonly b: Record<string, unknown> | undefined;
  readonly after: CombatState;
}

/** First blood: the first struck loses; both at once: a kharmic strike; none: option duelNoBlood. */
function firstBloodVerdict(
  state: CombatState,
  { a, b }: Struck,
  simultaneous: boolean,
): DuelResult | 'skirmish' {
  const name = (id: unknown): string => combatant(state, id as string).name;
  const ba = drewBlood(a);
  const bb = drewBlood(b);
  if (simultaneous && ba && bb)
    return { winner: null, reason: 'kharmic strike: both drew blood at once, neither is victor' };
  if (ba) return { winner: a['actor'] as string, reason: `first blood to ${name(a['actor'])}` };
  if (b && bb)
    return { winner: b['actor'] as string, reason: `first blood to ${name(b['actor'])}` };
  if (optionOf<string>(state, 'duelNoBlood', 'skirmish') === 'draw')
    return { winner: null, reason: 'no blood drawn: the duel ends with no victor' };
  return 'skirmish';
}

/** To the death: a death decides it; both alive: "transitions into a regular combat". */
function deathVerdict({ a, after }: Struck): DuelResult | 'skirmish' {
  const dead = (id: unknown): boolean => dataOf(combatant(after, id as string)).dead;
  const da = dead(a['actor']);
  const db = dead(a['target']);
  if (da && db) return { winner: null, reason: 'both duelists fell' };
  const name = (id: unknown): string => combatant(after, id as string).name;
  if (db)
    return {
      winner: a['actor'] as string,
      reason: `${name(a['actor'])} slew ${name(a['target'])}`,
    };
  if (da)
    return {
      winner: a['target'] as string,
      reason: `${name(a['target'])} slew ${name(a['actor'])}`,
    };
  return 'skirmish';
}

/** The strikes of Round Three and the duel's result (or its transition into a skirmish). */
export function decideStrike(state: CombatState, data: Data, dice: Dice): Result<GameEvent[]> {
  const checked = checkStep(state, 'Strike');
  if (!checked.ok) return checked;
  const d = checked.value;
  const raises = raisesOf(d, data);
  if (!raises.ok) return raises;
  const voids = voidOf(d, data);
  if (!voids.ok) return voids;
  const simultaneous = d.first === null;
  // Simultaneous strikes are rolled in Initiative order (the dice only; neither lands first).
  const one = d.first ?? higherOf(state, d);
  const two = opponentOf(d, one);
  const free = simultaneous ? 0 : d.freeRaises;
  // Both strikes are checked before anything is rolled (a refusal changes nothing).
  const p1 = planStrike(state, d, one, own(raises.value, one) ?? 0, free, voids.value);
  if (!p1.ok) return p1;
  const p2 = planStrike(state, d, two, own(raises.value, two) ?? 0, 0, voids.value);
  if (!p2.ok) return p2;
  let struck: Struck;
  if (simultaneous) {
    // "they strike simultaneously": both rolled from the state before either lands.
    const a = resolveStrike(state, p1.value, dice, true, false);
    const b = resolveStrike(state, p2.value, dice, true, false);
    struck = { a, b, after: landed(landed(state, a), b) };
  } else {
    const a = resolveStrike(state, p1.value, dice, false, false);
    const mid = landed(state, a);
    const wounded = drewBlood(a);
    const firstBlood = d.to === 'firstBlood';
    const ends =
      firstBlood &&
      wounded &&
      optionOf<string>(state, 'duelFirstBlood', 'endsAtFirstBlood') === 'endsAtFirstBlood';
    // "IF the other duelist lives, they may make their attack": alive and still able (not Out).
    const strikes = !ends && inFight(combatant(mid, two)) && data['secondStrike'] !== false;
    let b: Record<string, unknown> | undefined;
    if (strikes) {
      // Re-planned after the first strike: the Wounds just taken raise the TN.
      const again = planStrike(mid, d, two, own(raises.value, two) ?? 0, 0, voids.value);
      b = again.ok
        ? resolveStrike(mid, again.value, dice, false, firstBlood && wounded)
        : undefined;
    }
    struck = { a, b, after: b ? landed(mid, b) : mid };
  }
  const events: GameEvent[] = [{ type: 'DuelStruck', data: struck.a }];
  if (struck.b) events.push({ type: 'DuelStruck', data: struck.b });
  const verdict =
    d.to === 'firstBlood' ? firstBloodVerdict(state, struck, simultaneous) : deathVerdict(struck);
  if (verdict === 'skirmish') {
    const [x, y] = d.duelists;
    const baseline = [x, y].map((id) => dataOf(combatant(struck.after, id)).wounds);
    events.push({
      type: 'DuelSkirmish',
      data: { from: state.round + 1, to: d.to, baseline },
    });
  } else {
    const loser = verdict.winner === null ? null : opponentOf(d, verdict.winner);
    events.push({ type: 'DuelDecided', data: { ...verdict, loser } });
  }
  return ok(events);
}
