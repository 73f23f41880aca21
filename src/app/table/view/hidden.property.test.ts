/**
 * The player view under random play (fast-check): fights of the three rule sets' examples
 * with some combatants renamed and hidden, played from legalActions with the GM's hand mixed in
 * (harm, tokens moved, conditions caused by a hidden one, undo), seen by a random player with a
 * random health view. Nothing a player is sent, state, entry or menu, ever holds a hidden
 * combatant's id or name, the word `seed`, or a GM's note.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Combat, createCombat, type Command, type CombatState } from '../../../engine/index.js';
import type { HealthView, TableSettings } from '../store.js';
import { playerActions, playerEntry, playerState, type Viewer } from '../view.js';
import { actorOf, encounterOf, send, type Fight } from './test-kit.js';

const FILES = [
  'l5r4e-skirmish.yaml',
  'l5r4e-grapple.yaml',
  'l5r4e-shugenja.yaml',
  'l5r4e-iaijutsu-duel.yaml',
  'elan-moxie-skirmish.yaml',
  'elan-moxie-chapel.yaml',
  'combat-chaos-skirmish.yaml',
  'combat-chaos-ambush.yaml',
];
const NOTE = 'Qnote: the GM keeps this to herself';

type Move =
  | { readonly kind: 'play'; readonly pick: number }
  | { readonly kind: 'harm' | 'token' | 'condition'; readonly pick: number; readonly n: number }
  | { readonly kind: 'undo' }
  | { readonly kind: 'add'; readonly pick: number };

const move: fc.Arbitrary<Move> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('play' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom('harm' as const, 'token' as const, 'condition' as const),
      pick: fc.nat(),
      n: fc.integer({ min: 1, max: 6 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('undo' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('add' as const), pick: fc.nat() }) },
);

/** Combatants the GM adds as hidden during the fight (hidden from the start: in table.hidden). */
const ADDED = [0, 1, 2].map((k) => ({ id: `zqha${k}`, name: `Qzx Added ${k}` }));

interface Case {
  readonly file: string;
  readonly hide: readonly boolean[];
  readonly seen: number;
  readonly asSide: boolean;
  readonly health: HealthView;
  readonly seed: number;
  readonly moves: readonly Move[];
}

const cases: fc.Arbitrary<Case> = fc.record({
  file: fc.constantFrom(...FILES),
  hide: fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
  seen: fc.nat(),
  asSide: fc.boolean(),
  health: fc.constantFrom<HealthView>('exact', 'descriptive', 'hidden'),
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  moves: fc.array(move, { minLength: 30, maxLength: 300 }),
});

/** The example's fight with the chosen combatants renamed (`zqh<i>`, "Qzx Shade <i>"), unstarted. */
function setUp(c: Case): { fight: Fight; hidden: string[]; names: string[] } {
  const encounter = encounterOf(c.file);
  const hidden: string[] = [];
  const names: string[] = [];
  const combatants = encounter.spec.combatants.map((entry, i) => {
    if (!c.hide[i]) return entry;
    const id = `zqh${i}`;
    const name = `Qzx Shade ${i}`;
    hidden.push(id);
    names.push(name);
    return { ...(entry as Record<string, unknown>), id, name };
  });
  const made = createCombat(encounter.ruleSet, { ...encounter.spec, combatants, seed: c.seed });
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  const combat = Combat.start(encounter.ruleSet, made.value);
  return { fight: { rs: encounter.ruleSet, combat, encounter, steps: [] }, hidden, names };
}

/** The GM's command of a move, or the player's from the menu; undefined when there is none. */
function commandOf(f: Fight, m: Move, hidden: readonly string[]): Command | undefined {
  const s = f.combat.state;
  const ids = Object.keys(s.combatants);
  if (m.kind === 'undo') return f.steps.length > 1 ? { type: 'Undo' } : undefined;
  if (m.kind === 'add') {
    const entries = f.encounter.spec.combatants;
    const who = ADDED.find((a) => !(a.id in s.combatants));
    const entry = entries[m.pick % entries.length] as Record<string, unknown>;
    return who && { type: 'AddCombatant', data: { combatant: { ...entry, ...who } } };
  }
  if (m.kind === 'play') {
    const actor = actorOf(s);
    if (actor === null) return undefined;
    const menu = f.rs.legalActions(s, actor);
    return menu[m.pick % Math.max(1, menu.length)]?.command;
  }
  const id = ids[m.pick % ids.length] as string;
  if (m.kind === 'harm') return { type: 'AdjustHarm', data: { id, amount: m.n } };
  if (m.kind === 'token') return { type: 'MoveToken', data: { id, to: { x: m.n * 5, y: m.n } } };
  const source = hidden[m.pick % Math.max(1, hidden.length)] ?? id;
  const condition = { id: `hexed-by-${source}`, name: 'hexed', source, rounds: m.n };
  return { type: 'AddCondition', data: { id, condition } };
}

/** What of `text` betrays a secret, if anything. */
function leak(text: string, secrets: readonly string[]): string | undefined {
  return secrets.find((x) => text.includes(x));
}

describe('player view property: nothing hidden, no seed, no note ever reaches a player', () => {
  it('for random fights, players, health views and GM moves', () => {
    fc.assert(
      fc.property(cases, (c) => {
        const { fight: f, hidden, names } = setUp(c);
        const visible = Object.values(f.combat.state.combatants).filter(
          (x) => !hidden.includes(x.id),
        );
        const pick = visible[c.seen % Math.max(1, visible.length)];
        const viewer: Viewer = {
          mine: !pick
            ? []
            : c.asSide
              ? visible.filter((x) => x.side === pick.side).map((x) => x.id)
              : [pick.id],
        };
        const notes = Object.fromEntries(
          Object.keys(f.combat.state.combatants).map((id) => [id, NOTE]),
        );
        const table: TableSettings = {
          health: c.health,
          hidden: [...hidden, ...ADDED.map((a) => a.id)],
          notes,
        };
        const secrets = [...table.hidden, ...names, ...ADDED.map((a) => a.name), '"seed"', 'Qnote'];
        const check = (what: string, v: unknown): void => {
          const found = leak(JSON.stringify(v), secrets);
          if (found !== undefined) throw new Error(`${what} holds ${found}: ${JSON.stringify(v)}`);
        };
        const look = (s: CombatState): void => {
          check('playerState', playerState(f.rs, s, table, viewer));
          const actor = actorOf(s);
          if (actor !== null && s.status === 'active')
            check('playerActions', playerActions(f.rs.legalActions(s, actor), s, table));
        };
        look(f.combat.state);
        const start = send(f, { type: 'StartCombat' });
        check('StartCombat', playerEntry(f.rs, start.after, table, viewer, start.entry));
        for (const m of c.moves) {
          if (f.combat.state.status === 'ended') break;
          const command = commandOf(f, m, hidden);
          if (!command) continue;
          const r = f.combat.send(command);
          // The GM's random hand may be refused (a token onto terrain, nothing to undo): skip it.
          if (!r.ok) {
            if (m.kind === 'play') throw new Error(`${JSON.stringify(command)}: ${r.error.code}`);
            continue;
          }
          const entries = f.combat.log.entries;
          const step = { entry: entries[entries.length - 1] as never, after: f.combat.state };
          f.steps.push(step);
          check(command.type, playerEntry(f.rs, step.after, table, viewer, step.entry));
          look(f.combat.state);
        }
        expect(f.steps.length).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
  });
});
