/**
 * The iaijutsu duel and the magic duel (seed 000 "Round One: Assessment" … "roll damage using the
 * Ring the shugenja has Affinity for"; reference §6). The stages live in `state.game.duel`
 * (duel/state.ts); the commands in duel/decide.ts and duel/strike.ts.
 *
 * The flow: StartDuel (GM, setup) puts both duelists in the Center Stance. In the fight, each
 * stage is a command on one duelist's Turn (Assess and Focus on the higher Initiative, Strike on
 * the lower, each in a later Round than the one before); a duelist with no stage due on their
 * Turn cannot act (canAct), so the kernel skips the Turn. Duelists take no other Action while the
 * duel runs (forbids). The duel's result ends the fight (outcome); a duel to the death that leaves
 * both standing becomes a regular combat from the next Round (onRoundStart: Attack Stance).
 */
import { own } from '../../../engine/index.js';
import type {
  ActionOption,
  CombatState,
  GameEvent,
  Outcome,
  Rolled,
} from '../../../engine/index.js';
import { decideAssess, decideConcede, decideFocus, decideStartDuel } from './decide.js';
import { decideStrike } from './strike.js';
import {
  centerHeld,
  duelOf,
  duelRunning,
  duelStepOf,
  higherOf,
  isDuelist,
  type Duel,
  type DuelResult,
} from './state.js';
import { withGame, copyData, dataOf, inFight, updateData } from '../state.js';
import { takeWounds, woundsText } from '../actions/index.js';
import type { Data } from '../sheet.js';
import type { Feature } from '../state.js';

// ---------------------------------------------------------------------------------------------
// evolve
// ---------------------------------------------------------------------------------------------

const withDuel = (state: CombatState, change: (d: Duel) => Duel): CombatState => {
  const d = duelOf(state);
  return d === null ? state : withGame(state, (g) => ({ duel: change(d), grapples: g.grapples }));
};

/** A copy of the duel with some fields changed (the Duel is small and changes three times). */
const duel = (d: Duel, change: Partial<Duel>): Duel => ({ ...d, ...change });

/** A Void Point spent on a duel roll (reference §1.5: one per Round). */
function spendVoid(state: CombatState, id: string): CombatState {
  return updateData(state, id, (d) => {
    const n = copyData(d);
    n.voidPoints = d.voidPoints - 1;
    n.voidRound = state.round;
    return n;
  });
}

interface RollData {
  readonly id: string;
  readonly void: boolean;
}

function spendRolls(state: CombatState, event: GameEvent): CombatState {
  let next = state;
  for (const r of event.data['rolls'] as readonly RollData[])
    if (r.void) next = spendVoid(next, r.id);
  return next;
}

const evolve: NonNullable<Feature['evolve']> = {
  DuelStarted: (state, e) =>
    withGame(state, (g) => ({
      grapples: g.grapples,
      duel: {
        duelists: e.data['duelists'] as [string, string],
        to: e.data['to'] as Duel['to'],
        kind: e.data['kind'] as Duel['kind'],
        stage: 'assessment',
        higher: null,
        stageRound: 0,
        focusBonus: null,
        first: null,
        freeRaises: 0,
        freeFrom: 0,
        baseline: null,
        result: null,
      },
    })),
  // "On the higher Initiative": who that is, fixed once Initiative is rolled.
  CombatStarted: (state) => withDuel(state, (d) => duel(d, { higher: higherOf(state, d) })),
  DuelAssessed: (state, e) =>
    withDuel(spendRolls(state, e), (d) =>
      duel(d, {
        stage: 'focus',
        stageRound: state.round,
        focusBonus: e.data['focusBonus'] as string | null,
      }),
    ),
  DuelFocused: (state, e) =>
    withDuel(spendRolls(state, e), (d) =>
      duel(d, {
        stage: 'strike',
        stageRound: state.round,
        first: e.data['first'] as string | null,
        freeRaises: e.data['freeRaises'] as number,
      }),
    ),
  DuelStruck: (state, e) => {
    const actor = e.data['actor'] as string;
    let next = e.data['void'] === true ? spendVoid(state, actor) : state;
    // The iaijutsu strike draws the blade (it stays in hand afterwards).
    if (duelOf(state)?.kind === 'iaijutsu')
      next = updateData(next, actor, (d) => {
        if (d.armed || d.dropped || d.broken) return d;
        const n = copyData(d);
        n.armed = true;
        return n;
      });
    return e.data['hit'] === true
      ? takeWounds(next, e.data['target'] as string, e.data['wounds'] as number)
      : next;
  },
  DuelDecided: (state, e) =>
    withDuel(state, (d) =>
      duel(d, {
        stage: 'over',
        stageRound: state.round,
        result: { winner: e.data['winner'] as string | null, reason: e.data['reason'] as string },
      }),
    ),
  DuelConceded: (state, e) =>
    withDuel(state, (d) =>
      duel(d, {
        stage: 'over',
        result: {
          winner: e.data['winner'] as string,
          reason: `${nameOf(state, e.data['id'])} concedes the duel`,
        },
      }),
    ),
  DuelSkirmish: (state, e) =>
    withDuel(state, (d) =>
      duel(d, {
        stage: 'skirmish',
        stageRound: state.round,
        freeFrom: e.data['from'] as number,
        baseline: d.to === 'firstBlood' ? (e.data['baseline'] as [number, number]) : null,
      }),
    ),
  // The duel's Center Stance is its posture: no Center bonus (+1k1 + Void, +10 Initiative) comes
  // of the duel's Rounds. The stances feature grants it at RoundEnded; this runs after it.
  RoundEnded: (state) => {
    const d = duelOf(state);
    if (!centerHeld(d, state.round)) return state;
    let next = state;
    for (const id of d?.duelists ?? [])
      next = updateData(next, id, (x: Data) => {
        if (x.centerRound === 0) return x;
        const n = copyData(x);
        n.centerRound = 0;
        return n;
      });
    return next;
  },
};

// ---------------------------------------------------------------------------------------------
// describe
// ---------------------------------------------------------------------------------------------

function nameOf(state: CombatState, id: unknown): string {
  return typeof id === 'string' ? (own(state.combatants, id)?.name ?? id) : String(id);
}

const shown = (r: Rolled): string => r.record?.breakdown ?? `${r.expression} = ${r.total}`;

const ITEM_NAMES: Readonly<Record<string, string>> = {
  void: 'Void',
  reflexes: 'Reflexes',
  skill: 'Skill rank',
  emphases: 'Emphases',
  voidPoints: 'Void Points',
  woundRank: 'Wound Rank',
};

const value = (v: unknown): string =>
  Array.isArray(v) ? (v.length ? v.join(', ') : 'none') : String(v);

interface AssessRoll extends RollData {
  readonly roll: Rolled;
  readonly tn: number;
  readonly raises: number;
  readonly success: boolean;
  readonly learned: readonly { readonly item: string; readonly value: unknown }[];
}

interface FocusRoll extends RollData {
  readonly roll: Rolled;
  readonly net: number;
  readonly bonus: boolean;
}

const voidNote = (r: RollData): string => (r.void ? ' (1 Void Point)' : '');

const describe: NonNullable<Feature['describe']> = {
  DuelStarted: (e, s) => {
    const [a, b] = e.data['duelists'] as [string, string];
    const kind = e.data['kind'] === 'magic' ? 'A magic duel (taryu-jiai)' : 'An iaijutsu duel';
    const to = e.data['to'] === 'death' ? 'to the death' : 'to first blood';
    return `${kind} ${to}: ${nameOf(s, a)} against ${nameOf(s, b)}; both take the Center Stance through Round Three`;
  },
  DuelAssessed: (e, s) => {
    const parts = (e.data['rolls'] as readonly AssessRoll[]).map((r) => {
      const raises = r.raises ? `, ${r.raises} Raise${r.raises > 1 ? 's' : ''}` : '';
      const learned = r.learned.length
        ? `; learns ${r.learned.map((l) => `${own(ITEM_NAMES, l.item) ?? l.item} ${value(l.value)}`).join(', ')}`
        : '';
      return `${nameOf(s, r.id)} ${shown(r.roll)} vs TN ${r.tn}${raises}${voidNote(r)} — ${r.success ? 'success' : 'failure'}${learned}`;
    });
    const bonus = e.data['focusBonus'];
    const tail =
      typeof bonus === 'string' ? `; ${nameOf(s, bonus)} wins by 10+: +1k1 on Focus` : '';
    return `Assessment (${e.data['skill'] as string}/Awareness): ${parts.join('; ')}${tail}`;
  },
  DuelConceded: (e, s) =>
    `${nameOf(s, e.data['id'])} concedes the duel to ${nameOf(s, e.data['winner'])}, recognizing their superiority (honorable, but it may carry consequences)`,
  DuelFocused: (e, s) => {
    const parts = (e.data['rolls'] as readonly FocusRoll[]).map(
      (r) =>
        // The total that counts (less the Wound penalty, plus Free Raises) only when it differs.
        `${nameOf(s, r.id)} ${shown(r.roll)}${r.bonus ? ' (+1k1)' : ''}${voidNote(r)}${r.net === r.roll.total ? '' : ` → ${r.net}`}`,
    );
    const first = e.data['first'];
    const free = e.data['freeRaises'] as number;
    const tail =
      typeof first === 'string'
        ? `${nameOf(s, first)} wins by ${e.data['margin'] as number}: the first strike${free ? `, ${free} Free Raise${free > 1 ? 's' : ''}` : ''}`
        : 'neither wins by 5: they strike simultaneously';
    return `Focus (${e.data['skill'] as string}/Void): ${parts.join(' vs ')} — ${tail}`;
  },
  DuelStruck: (e, s) => {
    const d = e.data;
    const how = d['simultaneous'] ? ' at the same instant' : '';
    const plural = (n: number, what: string): string => `${n} ${what}${n > 1 ? 's' : ''}`;
    const called = d['raises'] as number;
    const free = d['freeRaises'] as number;
    const list = [
      ...(called ? [plural(called, 'Raise')] : []),
      ...(free ? [plural(free, 'Free Raise')] : []),
    ];
    const extra = list.length ? ` (${list.join(', ')})` : '';
    const shame = d['dishonorable'] ? ' — dishonorably, though wounded' : '';
    const head = `${nameOf(s, d['actor'])} strikes ${nameOf(s, d['target'])}${how} with the ${d['weapon'] as string}${extra}${voidNote({ id: '', void: d['void'] === true })}${shame}: ${shown(d['roll'] as Rolled)} vs TN ${d['tn'] as number}`;
    if (d['hit'] !== true) return `${head} — miss`;
    const reduction = d['reduction'] ? ` − Reduction ${d['reduction'] as number}` : '';
    return `${head} — hit; damage ${shown(d['damage'] as Rolled)}${reduction} → ${woundsText(s, d['target'], d['wounds'] as number)}; ${nameOf(s, d['target'])} is ${d['rank'] as string}`;
  },
  DuelDecided: (e, s) => {
    const w = e.data['winner'];
    const who = typeof w === 'string' ? `${nameOf(s, w)} wins the duel` : 'The duel has no victor';
    return `${who}: ${e.data['reason'] as string}`;
  },
  DuelSkirmish: (e) =>
    `Both duelists still stand: from Round ${e.data['from'] as number} the duel is a regular combat${e.data['to'] === 'firstBlood' ? ' until first blood' : ''}`,
};

// ---------------------------------------------------------------------------------------------
// outcome, hooks
// ---------------------------------------------------------------------------------------------

/**
 * The duel's result now: recorded (a strike, a concession), or read from the state — a duelist
 * who can no longer fight while the duel runs loses it; in the skirmish of a duel to first blood,
 * the first duelist to take Wounds loses.
 */
export function duelResult(state: CombatState): DuelResult | undefined {
  const d = duelOf(state);
  if (d === null || state.status === 'setup') return undefined;
  if (d.result) return d.result;
  const [a, b] = d.duelists;
  const ca = own(state.combatants, a);
  const cb = own(state.combatants, b);
  if (!ca || !cb) return undefined;
  if (duelRunning(d)) {
    const outA = !inFight(ca);
    const outB = !inFight(cb);
    if (outA && outB) return { winner: null, reason: 'neither duelist can fight on' };
    if (outA) return { winner: b, reason: `${ca.name} can no longer fight the duel` };
    if (outB) return { winner: a, reason: `${cb.name} can no longer fight the duel` };
    return undefined;
  }
  if (d.stage === 'skirmish' && d.baseline) {
    const ba = dataOf(ca).wounds > d.baseline[0];
    const bb = dataOf(cb).wounds > d.baseline[1];
    if (ba && bb) return { winner: null, reason: 'both drew blood at once' };
    if (bb) return { winner: a, reason: `first blood to ${ca.name}` };
    if (ba) return { winner: b, reason: `first blood to ${cb.name}` };
  }
  return undefined;
}

function outcome(state: CombatState): Outcome | undefined {
  const r = duelResult(state);
  if (!r) return undefined;
  const side = r.winner === null ? null : (own(state.combatants, r.winner)?.side ?? null);
  return { winner: side, reason: `duel: ${r.reason}` };
}

const LABELS = {
  Assess: 'Assessment: both duelists roll Iaijutsu (Assessment)/Awareness',
  Focus: 'Focus: both duelists roll Contested Iaijutsu (Focus)/Void',
  Strike: 'Strike: the duelists strike (Iaijutsu/Reflexes against Armor TN)',
} as const;

const NO_OPTIONS: readonly ActionOption[] = [];

export const duelFeature: Feature = {
  name: 'duel',
  commands: {
    StartDuel: (state, actor, data) => decideStartDuel(state, actor, data),
    Assess: (state, _actor, data, dice) => decideAssess(state, data, dice),
    Focus: (state, _actor, data, dice) => decideFocus(state, data, dice),
    Strike: (state, _actor, data, dice) => decideStrike(state, data, dice),
    Concede: (state, actor, data) => decideConcede(state, actor, data),
  },
  setupCommands: ['StartDuel'],
  evolve,
  describe,
  // An array, not a generator: the menu is built after every Action (legalActions, autoEndTurn).
  legal(state, c) {
    const step = duelStepOf(state, c.id);
    if (!step || state.current !== c.id) return NO_OPTIONS;
    const d = duelOf(state);
    const label =
      d?.kind === 'magic' ? LABELS[step].replace(/Iaijutsu/g, 'Spellcraft') : LABELS[step];
    return [{ command: { type: step }, label }];
  },
  // "the duel transitions into a regular combat in the following Rounds": out of Center.
  onRoundStart(state) {
    const d = duelOf(state);
    if (d === null || d.stage !== 'skirmish' || state.round !== d.freeFrom) return [];
    return d.duelists
      .filter((id) => {
        const c = own(state.combatants, id);
        return c !== undefined && dataOf(c).stance === 'center';
      })
      .map((id) => ({
        type: 'StanceChosen',
        data: { id, stance: 'attack', reason: 'duel over' },
      }));
  },
  // A duelist's Turn without a stage due has nothing in it (the Center Stance): skipped.
  canAct(state, c) {
    const d = duelOf(state);
    if (!duelRunning(d) || !isDuelist(d, c.id)) return true;
    return duelStepOf(state, c.id) !== undefined;
  },
  outcome,
};
