/**
 * Fear (seed 000; reference §10): "Fear effects have a Rank (from 1 to 10). To resist, roll WIL
 * against a TN of 5 + (5 × Fear Rank). Add Honor Rank to the total roll. On a failure, the
 * character suffers a penalty on all rolls equal to -Xk0, where X is the Fear Rank. This lasts
 * until the end of the encounter, unless the source of the Fear is removed earlier. A character
 * who fails the roll by 15 or more is overwhelmed, and either cowers or flees in terror."
 *
 * - `Fear { rank, ids?, source?, overwhelmed? }` (GM; before or during the fight): each character
 *   rolls Raw Willpower (reference §0.3 #4) with planRoll, against 5 + 5 × Rank plus their Wound
 *   penalty, and adds their Honor Rank to the total. One `FearRolled` event holds every roll; each
 *   failure adds a `fear` condition (rolls/roll.ts applies −Xk0 from the highest), each failure by 15+
 *   an `overwhelmed` one (`mode` cower or flee: the command's `overwhelmed`, else option
 *   fearOverwhelmed).
 * - `RemoveFearSource { source }` (GM): the source is driven off; its Fear ends at once.
 * - The Fear of a source that is gone (removed from the fight, Out, dead or fled) ends by itself at
 *   the next Turn or Round start ({@link fearSourceGone}); at the end of the encounter every Fear
 *   ends (conditions/feature.ts evolves CombatEnded).
 */
import {
  ok,
  refuse,
  type Combatant,
  type CombatState,
  type Dice,
  type GameEvent,
  type Result,
  type Rolled,
  own,
} from '../../../engine/index.js';
import { optionOf } from '../options.js';
import { planRoll } from '../rolls/index.js';
import { dataOf, sheetOf, str, FEAR, type Flight, OVERWHELMED, present } from '../state.js';
import { combatantArg, gmCheck } from '../actions/index.js';

type Data = Readonly<Record<string, unknown>>;

/** One character's roll against the Fear. */
export interface FearRoll {
  readonly id: string;
  readonly roll: Rolled;
  /** seed 000: "Add Honor Rank to the total roll" (0 when the sheet has none). */
  readonly honor: number;
  readonly total: number;
  /** 5 + 5 × Rank + the character's Wound penalty. */
  readonly tn: number;
  readonly passed: boolean;
  /** Failed by 15 or more: how the character is overwhelmed; null otherwise. */
  readonly overwhelmed: Flight | null;
}

const FLIGHTS: readonly Flight[] = ['cower', 'flee'];

export const fearId = (source: string | null): string => (source ? `fear-${source}` : FEAR);
export const overwhelmedId = (source: string | null): string =>
  source ? `overwhelmed-${source}` : OVERWHELMED;

function rankOfFear(raw: unknown): Result<number> {
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= 10) return ok(raw);
  return refuse(
    'l5r4e/bad-fear-rank',
    `seed 000: "Fear effects have a Rank (from 1 to 10)", not ${JSON.stringify(raw)}`,
  );
}

/**
 * Who rolls: the ids given, else everyone present on other sides than the source's (all but the
 * source when it has no enemies present, or when there is no source).
 */
function whoRolls(
  state: CombatState,
  raw: unknown,
  source: Combatant | undefined,
): Result<Combatant[]> {
  if (raw === undefined) {
    const others = Object.values(state.combatants).filter((c) => c.id !== source?.id && present(c));
    // The source's enemies; when it has none (or there is no source), everyone but the source.
    const enemies = source ? others.filter((c) => c.side !== source.side) : others;
    const all = enemies.length > 0 ? enemies : others;
    if (all.length === 0)
      return refuse('l5r4e/no-one-afraid', 'no one is left to roll against the Fear');
    return ok(all);
  }
  if (!Array.isArray(raw) || raw.length === 0)
    return refuse('l5r4e/bad-target', 'ids is a list of the combatants who roll against the Fear');
  const out: Combatant[] = [];
  for (const id of raw as unknown[]) {
    const c = combatantArg(state, id, 'to roll against the Fear');
    if (!c.ok) return c;
    if (dataOf(c.value).dead) return refuse('l5r4e/target-dead', `${c.value.name} is dead`);
    if (c.value.id === source?.id)
      return refuse('l5r4e/bad-target', `${c.value.name} is the source of the Fear`);
    if (out.includes(c.value)) return refuse('l5r4e/bad-target', `${c.value.name} is listed twice`);
    out.push(c.value);
  }
  return ok(out);
}

export function decideFear(
  state: CombatState,
  actor: string,
  data: Data,
  dice: Dice,
): Result<GameEvent[]> {
  const gm = gmCheck(actor, 'call for a Fear roll');
  if (!gm.ok) return gm;
  const rank = rankOfFear(data['rank']);
  if (!rank.ok) return rank;
  let source: Combatant | undefined;
  if (data['source'] !== undefined) {
    const s = combatantArg(state, data['source'], 'the source of the Fear');
    if (!s.ok) return s;
    if (!present(s.value))
      return refuse('l5r4e/source-gone', `${s.value.name} is no longer in the fight`);
    source = s.value;
  }
  const mode = data['overwhelmed'] ?? optionOf(state, 'fearOverwhelmed', 'cower', FLIGHTS);
  if (!FLIGHTS.includes(mode as Flight))
    return refuse(
      'l5r4e/bad-overwhelmed',
      'seed 000: the overwhelmed "either cowers or flees in terror": overwhelmed is cower or flee',
    );
  const who = whoRolls(state, data['ids'], source);
  if (!who.ok) return who;
  const rolls: FearRoll[] = [];
  for (const c of who.value) {
    // reference §0.3 #4: Raw Willpower, Willpower k Willpower with no Skill.
    const plan = planRoll(state, c, { trait: 'willpower' });
    if (!plan.ok) return plan;
    const roll = dice.roll(plan.value.notation, { by: c.id, what: 'fear' });
    const honor = sheetOf(c).honorRank ?? 0;
    const total = roll.total + honor;
    const tn = 5 + 5 * rank.value + plan.value.tnPenalty;
    const passed = total >= tn;
    rolls.push({
      id: c.id,
      roll,
      honor,
      total,
      tn,
      passed,
      overwhelmed: !passed && tn - total >= 15 ? (mode as Flight) : null,
    });
  }
  const from = source?.id ?? null;
  const events: GameEvent[] = [
    { type: 'FearRolled', data: { rank: rank.value, source: from, rolls } },
  ];
  for (const r of rolls) {
    if (r.passed) continue;
    const base = from ? { source: from } : {};
    events.push({
      type: 'ConditionAdded',
      data: {
        id: r.id,
        condition: { id: fearId(from), name: FEAR, ...base, data: { rank: rank.value } },
      },
    });
    if (r.overwhelmed)
      events.push({
        type: 'ConditionAdded',
        data: {
          id: r.id,
          condition: {
            id: overwhelmedId(from),
            name: OVERWHELMED,
            ...base,
            data: { mode: r.overwhelmed },
          },
        },
      });
  }
  return ok(events);
}

/** The Fear conditions (fear, overwhelmed) with this source, as [combatant id, condition id]. */
function ofSource(state: CombatState, source: string): [string, string][] {
  const out: [string, string][] = [];
  for (const c of Object.values(state.combatants))
    for (const x of c.conditions)
      if ((x.name === FEAR || x.name === OVERWHELMED) && x.source === source)
        out.push([c.id, x.id]);
  return out;
}

function ending(source: string, reason: string, found: [string, string][]): GameEvent[] {
  return [
    { type: 'FearEnded', data: { source, reason } },
    ...found.map(([id, conditionId]) => ({
      type: 'ConditionRemoved',
      data: { id, conditionId, reason: `the source of the Fear is ${reason}` },
    })),
  ];
}

/** RemoveFearSource { source } (GM): "unless the source of the Fear is removed earlier". */
export function decideRemoveFearSource(
  state: CombatState,
  actor: string,
  data: Data,
): Result<GameEvent[]> {
  const gm = gmCheck(actor, 'remove the source of a Fear');
  if (!gm.ok) return gm;
  const source = str(data, 'source');
  const found = source === undefined ? [] : ofSource(state, source);
  if (source === undefined || found.length === 0)
    return refuse('l5r4e/no-fear', `no one is afraid of ${JSON.stringify(data['source'])}`);
  return ok(ending(source, 'removed', found));
}

/** Why a source no longer frightens anyone (gone, dead, Out, fled), or undefined. */
function gone(state: CombatState, source: string): string | undefined {
  const s = own(state.combatants, source);
  if (!s) return 'gone';
  if (dataOf(s).dead) return 'dead';
  return present(s) ? undefined : 'out of the fight';
}

/**
 * Turn and Round starts: the Fear of every source that is gone ends ("unless the source of the
 * Fear is removed earlier").
 */
export function fearSourceGone(state: CombatState): GameEvent[] {
  let sources: Set<string> | undefined;
  for (const key in state.combatants) {
    const c = own(state.combatants, key);
    if (!c || c.conditions.length === 0) continue;
    for (const x of c.conditions)
      if ((x.name === FEAR || x.name === OVERWHELMED) && x.source !== undefined)
        (sources ??= new Set()).add(x.source);
  }
  if (!sources) return [];
  const events: GameEvent[] = [];
  for (const source of sources) {
    const why = gone(state, source);
    if (why) events.push(...ending(source, why, ofSource(state, source)));
  }
  return events;
}
