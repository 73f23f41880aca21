/** The log lines of the conditions feature (conditions/feature.ts): one per event. */
import { own } from '../../../engine/index.js';
import type { CombatState, GameEvent, Rolled } from '../../../engine/index.js';
import type { Spent } from '../actions/index.js';
import { shown } from './kit.js';
import type { FearRoll } from '../fear/index.js';
import { dazedTN } from './status.js';
import { woundsText } from '../actions/index.js';

type Line = (event: GameEvent, state: CombatState) => string | undefined;

const nameOf = (state: CombatState, id: unknown): string =>
  typeof id === 'string' ? (own(state.combatants, id)?.name ?? id) : String(id);

function cost(e: GameEvent): string {
  const spent = e.data['spent'] as Spent | undefined;
  const v = e.data['voidBy'] !== undefined ? ', 1 Void Point' : '';
  if (!spent) return v ? ` (${v.slice(2)})` : '';
  const level = spent.slots === 2 ? 'Complex' : spent.slots === 1 ? 'Simple' : 'Free';
  return ` (${level}${v})`;
}

const fmt = (n: number): string => String(Math.round(n * 100) / 100);

function fearRoll(state: CombatState, r: FearRoll, rank: number): string {
  const honor = r.honor ? ` + Honor ${fmt(r.honor)} = ${fmt(r.total)}` : '';
  const result = r.passed
    ? 'resists'
    : r.overwhelmed
      ? `overwhelmed, ${r.overwhelmed === 'flee' ? 'flees in terror' : 'cowers'} (−${rank}k0)`
      : `afraid (−${rank}k0 on all rolls)`;
  return `${nameOf(state, r.id)} ${shown(r.roll)}${honor} vs TN ${r.tn} — ${result}`;
}

const CONDITION_NAMES: Readonly<Record<string, string>> = { stunned: 'Stunned', dazed: 'Dazed' };

/** The kernel's "X is <condition>" reads badly for these; other conditions keep the kernel's line. */
const ADDED: Readonly<Record<string, (rank: unknown) => string>> = {
  fear: (rank) => `is afraid: −${String(rank)}k0 on all rolls while the Fear lasts`,
  overwhelmed: () => 'is overwhelmed by Fear',
  underwater: () => 'is underwater, holding their breath',
  helpless: () => 'is drowning, helpless',
};

export const conditionLines: Readonly<Record<string, Line>> = {
  ConditionAdded: (e, s) => {
    const c = e.data['condition'] as { name?: string; data?: { rank?: unknown } } | undefined;
    const line = c?.name === undefined ? undefined : ADDED[c.name];
    return line ? `${nameOf(s, e.data['id'])} ${line(c?.data?.rank)}` : undefined;
  },
  FearRolled: (e, s) => {
    const rank = e.data['rank'] as number;
    const from = e.data['source'] ? ` (${nameOf(s, e.data['source'])})` : '';
    const rolls = (e.data['rolls'] as FearRoll[]).map((r) => fearRoll(s, r, rank));
    return `Fear ${rank}${from}, Raw Willpower: ${rolls.join('; ')}`;
  },
  FearEnded: (e, s) =>
    `The Fear of ${nameOf(s, e.data['source'])} ends (the source is ${e.data['reason'] as string})`,
  RecoveryRolled: (e, s) => {
    const name = own(CONDITION_NAMES, e.data['condition'] as string) ?? String(e.data['condition']);
    const head = `${nameOf(s, e.data['id'])} rolls Earth to recover from ${name}: ${shown(e.data['roll'] as Rolled)} vs TN ${e.data['tn'] as number}`;
    if (e.data['success']) return `${head} — recovers`;
    if (name === 'Stunned') return `${head} — still Stunned, until the end of this Round`;
    const failures = (e.data['failures'] as number | undefined) ?? 0;
    return `${head} — still Dazed (next TN ${dazedTN(failures + 1)})`;
  },
  BreakFreeRolled: (e, s) => {
    const held = e.data['holderRoll'] as Rolled | null;
    const against = held
      ? `vs ${nameOf(s, e.data['holder'])} ${shown(held)}`
      : `vs TN ${e.data['tn'] as number}`;
    const result = e.data['success'] ? 'breaks free' : 'still Entangled';
    return `${nameOf(s, e.data['actor'])} tries to break free${cost(e)}: Strength ${shown(e.data['roll'] as Rolled)} ${against} — ${result}`;
  },
  MedicineUsed: (e, s) => {
    const n = e.data['raises'] as number;
    const raises = n ? `, ${n} Raise${n > 1 ? 's' : ''}` : '';
    const head = `${nameOf(s, e.data['healer'])} treats ${nameOf(s, e.data['patient'])} with Medicine${cost(e)}: ${shown(e.data['roll'] as Rolled)} vs TN ${e.data['tn'] as number}${raises}`;
    const heal = e.data['heal'] as Rolled | null;
    if (!heal) return `${head} — fails (no more treatment today)`;
    return `${head} — heals ${shown(heal)} → ${e.data['healed'] as number} Wounds; ${nameOf(s, e.data['patient'])} is ${e.data['rank'] as string}`;
  },
  Rested: (e, s) => {
    const n = e.data['nights'] as number;
    return `${nameOf(s, e.data['id'])} rests ${n} night${n > 1 ? 's' : ''} (${e.data['perNight'] as number} Wounds a night): heals ${e.data['healed'] as number} Wounds → ${e.data['rank'] as string}; Void Points back to ${e.data['voidPoints'] as number}`;
  },
  Fell: (e, s) => {
    const roll = e.data['roll'] as Rolled | null;
    const head = `${nameOf(s, e.data['id'])} falls ${fmt(e.data['feet'] as number)} ft`;
    if (!roll) return `${head}: no damage (less than 10 ft)`;
    return `${head}: ${shown(roll)} → ${woundsText(s, e.data['id'], e.data['wounds'] as number)}; ${e.data['rank'] as string}`;
  },
  SwimRolled: (e, s) => {
    const head = `${nameOf(s, e.data['id'])} swims${cost(e)}: Athletics ${shown(e.data['roll'] as Rolled)} vs TN ${e.data['tn'] as number}`;
    const under = e.data['underwater'] === true;
    if (e.data['success']) return `${head} — ${under ? 'resurfaces' : 'stays afloat'}`;
    return `${head} — ${under ? 'still underwater' : 'goes under, holding their breath'}`;
  },
  BreathHeld: (e, s) => {
    const breath = e.data['breath'] as number;
    const who = nameOf(s, e.data['id']);
    if (breath === 0) return `${who} is out of breath and starts to drown: helpless`;
    return `${who} holds their breath underwater: ${breath} Round${breath > 1 ? 's' : ''} left`;
  },
  DrowningDamage: (e, s) =>
    `${nameOf(s, e.data['id'])} drowns: ${shown(e.data['roll'] as Rolled)} → ${woundsText(s, e.data['id'], e.data['wounds'] as number)}; ${e.data['rank'] as string}`,
  Rescued: (e, s) => `GM: ${nameOf(s, e.data['id'])} is pulled out of the water`,
};
