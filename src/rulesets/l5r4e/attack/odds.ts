/**
 * The odds of a planned Attack (issue item 13): P(hit) at the command's Raises and at 1 … max
 * Raises, the distribution of the damage roll, and the expected Wounds of a plain attack with
 * 0 … max Raises of Increased Damage (after Reduction, misses counting 0), so a player sees what
 * the Raises of a maneuver cost. Built on the memoised odds of rolls/odds.ts.
 */
import type { Odds } from '../../../engine/index.js';
import { damageOdds, hitChances, memo, woundsOnHit } from '../rolls/index.js';
import type { AttackPlan } from './plan.js';

/** `XkY` with `extra` more rolled dice (Increased Damage: +1k0 per Raise). */
function plus(roll: string, extra: number): string {
  const [r = 0, k = 0] = roll.split('k').map(Number);
  return `${r + extra}k${k}`;
}

/**
 * What the odds of every attack with one roll against one base TN share (the menu's variants of
 * one attack: its Raises and maneuvers): P(hit) by Raises, a plain attack's expected Wounds with
 * 0 … max Raises of Increased Damage, and the odds already worked out, by damage roll then
 * 2 × Raises + (1 for a Feint). The menu asks for the same few of them all the time: the odds are
 * built once and shared (they are read-only), which keeps the menu from allocating.
 */
interface Kit {
  readonly roll: string;
  readonly base: number;
  readonly maxRaises: number;
  readonly plainDamage: string;
  readonly reduction: number;
  readonly rebate: number;
  readonly p: readonly number[];
  readonly withRaises: readonly number[];
  readonly expectedWounds: readonly number[];
  readonly odds: Map<string, (Odds | undefined)[]>;
}

const kits = new Map<string, Kit>();
/**
 * The kits used last (a ring): a menu's attacks take turns among a few of them (plain, with a Void
 * Point, with a katana's Void Point, per target and hand), and comparing fields is much cheaper
 * than building the key of `kits`.
 */
const recent: (Kit | undefined)[] = new Array<Kit | undefined>(8).fill(undefined);
let next = 0;

const fits = (k: Kit, plan: AttackPlan, base: number): boolean =>
  k.roll === plan.roll &&
  k.base === base &&
  k.maxRaises === plan.maxRaises &&
  k.plainDamage === plan.plainDamage &&
  k.reduction === plan.reduction &&
  k.rebate === plan.rebate;

function kitOf(plan: AttackPlan, base: number): Kit {
  for (const k of recent) if (k !== undefined && fits(k, plan, base)) return k;
  const key = `${plan.roll}|${base}|${plan.maxRaises}|${plan.plainDamage}|${plan.reduction}|${plan.rebate}`;
  const kit = memo(kits, key, (): Kit => {
    const p = hitChances(plan.roll, base, plan.maxRaises);
    const withRaises: number[] = [];
    const expected: number[] = [];
    for (let r = 0; r <= plan.maxRaises; r++) {
      if (r > 0) withRaises.push(p[r] ?? 0);
      const dice = r > 0 ? r + plan.rebate : 0;
      expected.push((p[r] ?? 0) * woundsOnHit(plus(plan.plainDamage, dice), plan.reduction));
    }
    return {
      roll: plan.roll,
      base,
      maxRaises: plan.maxRaises,
      plainDamage: plan.plainDamage,
      reduction: plan.reduction,
      rebate: plan.rebate,
      p,
      withRaises,
      expectedWounds: expected,
      odds: new Map(),
    };
  });
  recent[next] = kit;
  next = (next + 1) % recent.length;
  return kit;
}

/**
 * The odds of a planned attack: `hit` at its own Raises; for one that calls none, `withRaises[i]` P(hit) with i + 1
 * Raises (up to the Void Ring), `damage` its damage roll (before Reduction and a Feint's bonus),
 * `expectedWounds[r]` a plain attack's expected Wounds with r Raises.
 */
export function attackOdds(plan: AttackPlan): Odds {
  const kit = kitOf(plan, plan.tn - 5 * plan.raises);
  let row = kit.odds.get(plan.damage);
  if (row === undefined) {
    row = [];
    kit.odds.set(plan.damage, row);
  }
  const feint = plan.maneuver === 'feint';
  const i = 2 * plan.raises + (feint ? 1 : 0);
  let odds = row[i];
  if (odds === undefined) {
    // Planned attacks call at most the Void Ring's Raises: P(hit) is in the kit's ladder.
    const p = plan.raises <= kit.maxRaises ? kit.p : hitChances(plan.roll, kit.base, plan.raises);
    const note = `${plan.roll} vs TN ${plan.tn}; damage ${plan.damage}${feint ? ' + half the margin (Feint)' : ''} − Reduction ${plan.reduction}; expected Wounds by Raises of Increased Damage`;
    // The ladder of P(hit) by Raises belongs to the attack that calls none: on an entry that
    // calls Raises, `hit` is already at them, and the ladder would repeat it ("72 % to hit · 72 %
    // with 1 Raise").
    odds =
      plan.raises === 0
        ? {
            hit: p[0] ?? 0,
            withRaises: kit.withRaises,
            damage: damageOdds(plan.damage),
            expectedWounds: kit.expectedWounds,
            note,
          }
        : {
            hit: p[plan.raises] ?? 0,
            damage: damageOdds(plan.damage),
            expectedWounds: kit.expectedWounds,
            note,
          };
    row[i] = odds;
  }
  return odds;
}
