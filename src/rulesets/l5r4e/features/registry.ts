/**
 * Every feature of the rule set, and lookups built from them on first use. The order of the list
 * is the order of the menu's entries and of the evolve handlers of one event type.
 */
import type { CombatState, Dice, GameEvent } from '../../../engine/index.js';
import { actionsFeature } from '../actions/index.js';
import { attacksFeature } from '../attack/index.js';
import { conditionsFeature } from '../conditions/index.js';
import { duelFeature } from '../duel/index.js';
import { grappleFeature } from '../grapple/index.js';
import { spellsFeature } from '../spells/index.js';
import { stancesFeature } from '../stances/index.js';
import type { Feature, FeatureDecide } from '../state.js';

type Evolve = NonNullable<Feature['evolve']>[string];

interface Lookups {
  readonly features: readonly Feature[];
  readonly commands: ReadonlyMap<string, FeatureDecide>;
  readonly setupCommands: ReadonlySet<string>;
  readonly afterEnd: ReadonlySet<string>;
  readonly evolve: ReadonlyMap<string, Evolve>;
  /** The handler of every event ('*'), looked up once: evolve runs for every event. */
  readonly evolveAny: Evolve | undefined;
  readonly describe: ReadonlyMap<string, NonNullable<Feature['describe']>[string]>;
  readonly canAct: readonly NonNullable<Feature['canAct']>[];
  readonly inFight: readonly NonNullable<Feature['inFight']>[];
  readonly onRoundStart: readonly NonNullable<Feature['onRoundStart']>[];
  readonly onTurnStart: readonly NonNullable<Feature['onTurnStart']>[];
  readonly outcome: readonly NonNullable<Feature['outcome']>[];
  readonly legal: readonly NonNullable<Feature['legal']>[];
}

let built: Lookups | undefined;

export function features(): Lookups {
  if (built) return built;
  const list: readonly Feature[] = [
    attacksFeature,
    stancesFeature,
    actionsFeature,
    spellsFeature,
    grappleFeature,
    duelFeature,
    conditionsFeature,
  ];
  const commands = new Map<string, FeatureDecide>();
  const evolvers = new Map<string, Evolve[]>();
  const describe = new Map<string, NonNullable<Feature['describe']>[string]>();
  for (const f of list) {
    for (const [k, v] of Object.entries(f.commands ?? {})) {
      if (commands.has(k)) throw new Error(`l5r4e: two features decide ${k}`);
      commands.set(k, v);
    }
    for (const [k, v] of Object.entries(f.evolve ?? {}))
      evolvers.set(k, [...(evolvers.get(k) ?? []), v]);
    for (const [k, v] of Object.entries(f.describe ?? {})) describe.set(k, v);
  }
  const evolve = new Map<string, Evolve>();
  for (const [k, fs] of evolvers)
    evolve.set(
      k,
      fs.length === 1 && fs[0]
        ? fs[0]
        : (s, e) => {
            let next = s;
            for (const f of fs) next = f(next, e);
            return next;
          },
    );
  built = {
    features: list,
    commands,
    setupCommands: new Set(list.flatMap((f) => f.setupCommands ?? [])),
    afterEnd: new Set(list.flatMap((f) => f.afterEnd ?? [])),
    evolve,
    evolveAny: evolve.get('*'),
    describe,
    canAct: list.flatMap((f) => (f.canAct ? [f.canAct] : [])),
    inFight: list.flatMap((f) => (f.inFight ? [f.inFight] : [])),
    onRoundStart: list.flatMap((f) => (f.onRoundStart ? [f.onRoundStart] : [])),
    onTurnStart: list.flatMap((f) => (f.onTurnStart ? [f.onTurnStart] : [])),
    outcome: list.flatMap((f) => (f.outcome ? [f.outcome] : [])),
    legal: list.flatMap((f) => (f.legal ? [f.legal] : [])),
  };
  return built;
}

const NONE: readonly GameEvent[] = [];

const join = (out: readonly GameEvent[], events: readonly GameEvent[]): readonly GameEvent[] =>
  events.length === 0 ? out : out.length === 0 ? events : [...out, ...events];

/** Every feature's events at the start of a Round (no allocation when there are none). */
export function roundStartEvents(state: CombatState, dice: Dice): readonly GameEvent[] {
  let out = NONE;
  for (const hook of features().onRoundStart) out = join(out, hook(state, dice));
  return out;
}

/** Every feature's events at the start of a Turn (no allocation when there are none). */
export function turnStartEvents(state: CombatState, id: string, dice: Dice): readonly GameEvent[] {
  let out = NONE;
  for (const hook of features().onTurnStart) out = join(out, hook(state, id, dice));
  return out;
}
