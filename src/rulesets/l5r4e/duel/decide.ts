/**
 * The iaijutsu duel (seed 000, reference §6): StartDuel (GM, before StartCombat), Assess (Round
 * One, on the higher Initiative), Concede (after Assessment, before Focus), Focus (Round Two, on
 * the higher Initiative). The Strike (Round Three, on the lower Initiative) is in duel-strike.ts.
 * "Shugenja sometimes engage in a magical duel": kind `magic` rolls Spellcraft for Iaijutsu.
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
import {
  duelOf,
  duelRunning,
  higherOf,
  isDuelist,
  lowerOf,
  opponentOf,
  type Duel,
  type DuelKind,
  type DuelStep,
  type DuelTo,
} from './state.js';
import { optionOf } from '../options.js';
import { planRoll, type PlannedRoll, type RollRequest } from '../rolls/index.js';
import {
  combatant,
  dataOf,
  hasCondition,
  inFight,
  rankOf,
  sheetOf,
  skillRank,
  str,
  rankName,
} from '../state.js';
import { gmOnly, isGm } from '../actions/index.js';

type Data = Readonly<Record<string, unknown>>;

/** "substitute Spellcraft for Iaijutsu" in the magic duel (seed 000). */
export const duelSkill = (kind: DuelKind): string => (kind === 'magic' ? 'spellcraft' : 'iaijutsu');

const SKILL_NAME: Readonly<Record<DuelKind, string>> = {
  iaijutsu: 'Iaijutsu',
  magic: 'Spellcraft',
};

export const skillName = (d: Duel): string => SKILL_NAME[d.kind];

/** What a duelist's roll adds to the event (every roll of the duel, per duelist). */
export interface DuelRoll {
  readonly id: string;
  readonly roll: Rolled;
  /** The duelist's Wound Rank penalty (reference §4), taken off the total when rolls compare. */
  readonly penalty: number;
  readonly raises: number;
  readonly freeRaises: number;
  /** A Void Point was spent on the roll (+1k1, reference §1.5). */
  readonly void: boolean;
}

// ---------------------------------------------------------------------------------------------
// Reading the command data
// ---------------------------------------------------------------------------------------------

/** `raises: { id: n }`: Raises called per duelist (reference §1.6: at most the Void Ring). */
export function raisesOf(d: Duel, data: Data): Result<Readonly<Record<string, number>>> {
  const raw = data['raises'];
  if (raw === undefined) return ok({});
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return refuse('l5r4e/bad-raises', 'raises: { <duelist id>: n } with n a whole number ≥ 0');
  const out: Record<string, number> = {};
  for (const [id, n] of Object.entries(raw as Record<string, unknown>)) {
    if (!isDuelist(d, id))
      return refuse('l5r4e/not-duelist', `${id} is not one of the duelists (raises)`);
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0)
      return refuse('l5r4e/bad-raises', 'raises must be whole numbers ≥ 0');
    // A duelist's id is checked (isDuelist); defineProperty keeps `__proto__` an own key.
    Object.defineProperty(out, id, {
      value: n,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return ok(out);
}

/** `void: [id, …]`: the duelists who spend a Void Point on their roll (+1k1). */
export function voidOf(d: Duel, data: Data): Result<readonly string[]> {
  const raw = data['void'];
  if (raw === undefined) return ok([]);
  if (!Array.isArray(raw) || raw.some((x) => typeof x !== 'string'))
    return refuse('l5r4e/bad-void', 'void: a list of the duelists who spend a Void Point');
  for (const id of raw as string[])
    if (!isDuelist(d, id))
      return refuse('l5r4e/not-duelist', `${id} is not one of the duelists (void)`);
  return ok(raw as string[]);
}

// ---------------------------------------------------------------------------------------------
// Checks shared by the stages
// ---------------------------------------------------------------------------------------------

const STAGE_OF: Readonly<Record<DuelStep, Duel['stage']>> = {
  Assess: 'assessment',
  Focus: 'focus',
  Strike: 'strike',
};

const WHEN: Readonly<Record<DuelStep, string>> = {
  Assess: 'Assessment opens the duel (Round One), once',
  Focus: 'Focus comes after Assessment, in the next Round (Round Two)',
  Strike: 'the Strike comes after Focus, in the next Round (Round Three)',
};

/** The duel, if this stage is due now on the current Turn; else why not. */
export function checkStep(state: CombatState, step: DuelStep): Result<Duel> {
  const d = duelOf(state);
  if (d === null) return refuse('l5r4e/no-duel', `${step}: there is no duel (StartDuel first)`);
  if (!duelRunning(d))
    return refuse('l5r4e/duel-stage', `${step}: the duel's three Rounds are over`);
  if (d.stage !== STAGE_OF[step] || (step !== 'Assess' && state.round <= d.stageRound))
    return refuse('l5r4e/duel-stage', `${step}: ${WHEN[step]} (seed 000)`);
  const due = step === 'Strike' ? lowerOf(state, d) : higherOf(state, d);
  if (state.current !== due) {
    const on = step === 'Strike' ? 'lower' : 'higher';
    const name = combatant(state, due).name;
    return refuse(
      'l5r4e/duel-turn',
      `${step}: "On the ${on} Initiative" (seed 000): on ${name}'s Turn`,
    );
  }
  return ok(d);
}

/** Plans one duelist's roll; `void` per the command. */
function plan(
  state: CombatState,
  c: Combatant,
  req: RollRequest,
  voids: readonly string[],
): Result<PlannedRoll> {
  return planRoll(state, c, { ...req, void: voids.includes(c.id) });
}

const rollOf = (id: string, p: PlannedRoll, roll: Rolled): DuelRoll => ({
  id,
  roll,
  penalty: p.tnPenalty,
  raises: p.raises,
  freeRaises: p.freeRaises,
  void: p.voidSpent,
});

// ---------------------------------------------------------------------------------------------
// StartDuel
// ---------------------------------------------------------------------------------------------

const isTo = (x: unknown): x is DuelTo => x === 'firstBlood' || x === 'death';
const isKind = (x: unknown): x is DuelKind => x === 'iaijutsu' || x === 'magic';

/**
 * StartDuel { duelists: [a, b], to?: firstBlood | death, kind?: iaijutsu | magic } (GM, before
 * StartCombat): both "assume Center Stance (lasting through Round Three)".
 */
export function decideStartDuel(
  state: CombatState,
  actor: string,
  data: Data,
): Result<GameEvent[]> {
  if (!isGm(actor)) return gmOnly('StartDuel');
  if (state.status !== 'setup')
    return refuse('l5r4e/too-late', 'StartDuel comes before the fight (before StartCombat)');
  if (duelOf(state) !== null) return refuse('l5r4e/duel-exists', 'a duel is already set up');
  const raw = data['duelists'];
  if (!Array.isArray(raw) || raw.length !== 2 || raw[0] === raw[1])
    return refuse('l5r4e/bad-duelists', 'duelists: the ids of two different combatants');
  const to = data['to'] ?? 'firstBlood';
  const kind = data['kind'] ?? 'iaijutsu';
  if (!isTo(to)) return refuse('l5r4e/bad-duel', 'to: firstBlood or death');
  if (!isKind(kind)) return refuse('l5r4e/bad-duel', 'kind: iaijutsu or magic');
  const duelists: Combatant[] = [];
  for (const id of raw as unknown[]) {
    const c = typeof id === 'string' ? own(state.combatants, id) : undefined;
    if (!c) return refuse('l5r4e/no-such-combatant', `no combatant ${JSON.stringify(id)}`);
    if (!inFight(c)) return refuse('l5r4e/cannot-act', `${c.name} is out of the fight`);
    // reference §11.3: a Dazed character "cannot perform an Iaijutsu duel".
    if (hasCondition(c, 'dazed')) return refuse('l5r4e/dazed', `${c.name} is Dazed: no duel`);
    if (kind === 'magic' && sheetOf(c).affinity === undefined)
      return refuse(
        'l5r4e/no-affinity',
        `a magic duel rolls damage with "the Ring the shugenja has Affinity for": ${c.name} has no affinity on the sheet`,
      );
    duelists.push(c);
  }
  const [a, b] = duelists as [Combatant, Combatant];
  if (a.side === b.side)
    return refuse('l5r4e/same-side', `${a.name} and ${b.name} are on the same side`);
  return ok([
    { type: 'DuelStarted', data: { duelists: [a.id, b.id], to, kind } },
    { type: 'StanceChosen', data: { id: a.id, stance: 'center', reason: 'duel' } },
    { type: 'StanceChosen', data: { id: b.id, stance: 'center', reason: 'duel' } },
  ]);
}

// ---------------------------------------------------------------------------------------------
// Assess
// ---------------------------------------------------------------------------------------------

/** reference §6: what a successful Assessment reveals, in this order (1 + 1 per Raise). */
export const ASSESSMENT_ITEMS = [
  'void',
  'reflexes',
  'skill',
  'emphases',
  'voidPoints',
  'woundRank',
] as const;
export type AssessmentItem = (typeof ASSESSMENT_ITEMS)[number];

function reveal(
  c: Combatant,
  skill: string,
  count: number,
): { item: AssessmentItem; value: unknown }[] {
  const s = sheetOf(c);
  const value = (item: AssessmentItem): unknown => {
    switch (item) {
      case 'void':
        return s.rings.void;
      case 'reflexes':
        return s.traits.reflexes;
      case 'skill':
        return skillRank(c, skill);
      case 'emphases':
        return [...(own(s.emphases, skill) ?? [])];
      case 'voidPoints':
        return dataOf(c).voidPoints;
      case 'woundRank':
        return rankName(rankOf(c));
    }
  };
  return ASSESSMENT_ITEMS.slice(0, count).map((item) => ({ item, value: value(item) }));
}

/**
 * Assess { raises?: { id: n }, void?: [id] }: "both duelists … make an Iaijutsu (Assessment)/AWA
 * roll against TN 10 + (opponent's Insight Rank ×5). If successful, a duelist learns one of the
 * following pieces of information, plus one per Raise"; "If one duelist's roll beats their
 * opponent's by 10+, they gain +1k1 on their subsequent Focus roll." The higher duelist rolls
 * first.
 */
export function decideAssess(state: CombatState, data: Data, dice: Dice): Result<GameEvent[]> {
  const checked = checkStep(state, 'Assess');
  if (!checked.ok) return checked;
  const d = checked.value;
  const raises = raisesOf(d, data);
  if (!raises.ok) return raises;
  const voids = voidOf(d, data);
  if (!voids.ok) return voids;
  const skill = duelSkill(d.kind);
  const ids = [higherOf(state, d), lowerOf(state, d)];
  const plans: PlannedRoll[] = [];
  for (const id of ids) {
    const req: RollRequest = {
      skill,
      trait: 'awareness',
      emphasis: ['assessment'],
      raises: own(raises.value, id) ?? 0,
    };
    const p = plan(state, combatant(state, id), req, voids.value);
    if (!p.ok) return p;
    plans.push(p.value);
  }
  const rolls = ids.map((id, i) => {
    const p = plans[i] as PlannedRoll;
    const opponent = combatant(state, opponentOf(d, id));
    const roll = dice.roll(p.notation, { by: id, what: 'assessment' });
    const tn = 10 + 5 * sheetOf(opponent).insightRank + p.tnPenalty + 5 * p.raises;
    const success = roll.total >= tn;
    const count = success ? Math.min(ASSESSMENT_ITEMS.length, 1 + p.raises + p.freeRaises) : 0;
    return { ...rollOf(id, p, roll), tn, success, learned: reveal(opponent, skill, count) };
  });
  const [h, l] = rolls as [(typeof rolls)[number], (typeof rolls)[number]];
  const net = (r: DuelRoll): number => r.roll.total - r.penalty;
  const focusBonus =
    net(h) - net(l) >= 10 ? h.id : net(l) - net(h) >= 10 ? l.id : (null as string | null);
  return ok([{ type: 'DuelAssessed', data: { actor: state.current, skill, rolls, focusBonus } }]);
}

// ---------------------------------------------------------------------------------------------
// Concede
// ---------------------------------------------------------------------------------------------

/**
 * Concede { id? }: "At this point, either party may concede the duel, recognizing their opponent's
 * superiority. This is honorable, but may carry consequences." After Assessment, before Focus; by
 * the duelist on their Turn, or by the GM for either (`id`).
 */
export function decideConcede(state: CombatState, actor: string, data: Data): Result<GameEvent[]> {
  const d = duelOf(state);
  if (d === null) return refuse('l5r4e/no-duel', 'Concede: there is no duel');
  if (d.stage !== 'focus')
    return refuse(
      'l5r4e/duel-stage',
      'a duelist may concede "At this point": after Assessment and before Focus (seed 000)',
    );
  const id = str(data, 'id') ?? (isGm(actor) ? undefined : actor);
  if (id === undefined || !isDuelist(d, id))
    return refuse('l5r4e/not-duelist', `Concede { id }: ${String(id)} is not a duelist`);
  if (!isGm(actor) && id !== actor)
    return refuse('turn/not-your-turn', 'a duelist concedes only for themself');
  return ok([
    {
      type: 'DuelConceded',
      data: { id, winner: opponentOf(d, id), by: isGm(actor) ? 'gm' : id },
    },
  ]);
}

// ---------------------------------------------------------------------------------------------
// Focus
// ---------------------------------------------------------------------------------------------

/**
 * Focus { void?: [id] }: "the duelists make Contested Iaijutsu (Focus)/Void rolls. If one wins by
 * 5+, they may make the first strike, and get one Free Raise on it for every additional 5 by which
 * they beat the opponent's roll. If neither wins by 5+, they strike simultaneously." The winner of
 * Assessment by 10+ rolls +1k1. A roll's total counts minus the Wound penalty, plus
 * `contestedFreeRaise` per Free Raise (reference §1.6). The higher duelist rolls first.
 */
export function decideFocus(state: CombatState, data: Data, dice: Dice): Result<GameEvent[]> {
  const checked = checkStep(state, 'Focus');
  if (!checked.ok) return checked;
  const d = checked.value;
  const voids = voidOf(d, data);
  if (!voids.ok) return voids;
  const ids = [higherOf(state, d), lowerOf(state, d)];
  const plans: PlannedRoll[] = [];
  for (const id of ids) {
    const bonus = d.focusBonus === id ? { rolled: 1, kept: 1 } : { rolled: 0, kept: 0 };
    const req: RollRequest = {
      skill: duelSkill(d.kind),
      trait: 'void',
      emphasis: ['focus'],
      dice: bonus,
    };
    const p = plan(state, combatant(state, id), req, voids.value);
    if (!p.ok) return p;
    plans.push(p.value);
  }
  const perFree = optionOf(state, 'contestedFreeRaise', 5);
  const rolls = ids.map((id, i) => {
    const p = plans[i] as PlannedRoll;
    const roll = dice.roll(p.notation, { by: id, what: 'focus' });
    const net = roll.total - p.tnPenalty + perFree * p.freeRaises;
    return { ...rollOf(id, p, roll), bonus: d.focusBonus === id, net };
  });
  const [h, l] = rolls as [(typeof rolls)[number], (typeof rolls)[number]];
  const margin = Math.abs(h.net - l.net);
  const first = margin < 5 ? null : h.net > l.net ? h.id : l.id;
  const freeRaises = first === null ? 0 : Math.floor((margin - 5) / 5);
  return ok([
    {
      type: 'DuelFocused',
      data: { actor: state.current, skill: duelSkill(d.kind), rolls, first, margin, freeRaises },
    },
  ]);
}
