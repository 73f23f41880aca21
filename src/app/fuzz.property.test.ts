/**
 * Fuzzing what the library reads (docs/fuzzing.md): encounter files (random and mutated from
 * examples/), commands sent to a Combat of each rule set from states reached by playing the
 * examples, and saved logs mutated from real ones. Nothing but a typed error may be thrown, and a
 * refused command changes nothing (the state deep-equal before and after, the log as long).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Combat, Command } from '../engine/index.js';
import { RULE_SETS } from '../rulesets/registry.js';
import {
  examples,
  expectTypedOrNothing,
  HOSTILE_STRINGS,
  hostileValue,
  params,
} from '../testing/fuzz-kit.js';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createFromEncounter,
  parseEncounter,
  type Encounter,
  type RosterReader,
} from './encounter/file.js';
import { parseLog } from './log-file.js';
import { runScript } from './run-script.js';

const EXAMPLES = examples();

function load(text: string, file: string): Encounter {
  const e = parseEncounter(text, file, RULE_SETS);
  if (!e.ok) throw new Error(`${file}: ${JSON.stringify(e.error[0])}`);
  return e.value;
}

/** A combat of the example played `upTo` commands into its script. */
function played(example: (typeof EXAMPLES)[number], upTo: number): Combat {
  const e = load(example.text, example.file);
  const c = createFromEncounter(e);
  runScript(c, e.script.slice(0, upTo));
  return c;
}

/** Line edits of a YAML text: delete, duplicate, or put a hostile value after a key. */
const edit = fc.record({
  kind: fc.constantFrom('delete', 'duplicate', 'replace', 'indent'),
  at: fc.nat(),
  value: fc.oneof(
    fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 100)),
    fc.constantFrom('*a', '&a x', '[', '{', '-1', '1e999', 'null', '[]', '{}', '"__proto__"'),
    fc.integer().map(String),
  ),
});

type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;

function mutate(text: string, edits: readonly Edit[]): string {
  const lines = text.split('\n');
  for (const e of edits) {
    const i = e.at % Math.max(1, lines.length);
    const line = lines[i] ?? '';
    if (e.kind === 'delete') lines.splice(i, 1);
    else if (e.kind === 'duplicate') lines.splice(i, 0, line);
    else if (e.kind === 'indent') lines[i] = `  ${line}`;
    else lines[i] = line.replace(/:\s.*$/, `: ${e.value}`);
  }
  return lines.join('\n');
}

describe('fuzz: encounter files', () => {
  it('mutated examples are read or refused with issues; a read one runs without crashing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EXAMPLES),
        fc.array(edit, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        (example, edits, asJson) => {
          let text = mutate(example.text, edits);
          if (asJson) {
            const e = parseEncounter(example.text, example.file, RULE_SETS);
            text = e.ok ? JSON.stringify({ ...e.value.spec, script: e.value.script }) : text;
            text = mutate(text.replace(/,/g, ',\n'), edits);
          }
          const input = { file: example.file, edits, asJson };
          expectTypedOrNothing(() => {
            const r = parseEncounter(text, example.file, RULE_SETS);
            if (r.ok) runScript(createFromEncounter(r.value), r.value.script);
            else expect(r.error.length).toBeGreaterThan(0);
          }, input);
        },
      ),
      params(60),
    );
  });

  it('mutated rosters under their example encounters are read or refused with issues', () => {
    const dir = join(import.meta.dirname, '..', '..', 'examples');
    const pairs = ['l5r4e', 'elan-moxie', 'combat-chaos'].map((id) => ({
      roster: readFileSync(join(dir, 'rosters', `${id}.yaml`), 'utf8'),
      encounter: readFileSync(
        join(
          dir,
          'with-rosters',
          readdirSync(join(dir, 'with-rosters')).find((f) => f.startsWith(id)) ?? '',
        ),
        'utf8',
      ),
    }));
    fc.assert(
      fc.property(
        fc.constantFrom(...pairs),
        fc.array(edit, { minLength: 1, maxLength: 4 }),
        fc.array(edit, { maxLength: 2 }),
        (pair, rosterEdits, encounterEdits) => {
          const roster = mutate(pair.roster, rosterEdits);
          const text = mutate(pair.encounter, encounterEdits);
          const reader: RosterReader = () => ({
            ok: true,
            value: { file: 'r.yaml', text: roster },
          });
          expectTypedOrNothing(
            () => {
              const r = parseEncounter(text, 'f.yaml', RULE_SETS, reader);
              if (r.ok) runScript(createFromEncounter(r.value), r.value.script);
              else expect(r.error.length).toBeGreaterThan(0);
            },
            { rosterEdits, encounterEdits },
          );
        },
      ),
      params(60),
    );
  });

  it('random values as a whole file never crash the reader', () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        expectTypedOrNothing(() => {
          parseEncounter(value === undefined ? 'null' : JSON.stringify(value), 'f.json', RULE_SETS);
        }, value);
      }),
      params(100),
    );
  });
});

/** Commands built from the rule set's menu, the kernel's commands and random ones, then mangled. */
function commandFor(c: Combat): fc.Arbitrary<unknown> {
  const s = c.state;
  const ids = Object.keys(s.combatants);
  const menu = s.current !== null ? c.ruleSet.legalActions(s, s.current).map((o) => o.command) : [];
  const typesSeen = [
    ...new Set([
      ...menu.map((m) => m.type),
      'EndTurn',
      'Delay',
      'ActNow',
      'DeclineReaction',
      'Undo',
      'Redo',
      'AddCondition',
      'RemoveCondition',
      'MoveToken',
      'SetInitiative',
      'AddCombatant',
      'RemoveCombatant',
      'EndCombat',
      'StartCombat',
    ]),
  ];
  const anyId = fc.oneof(fc.constantFrom(...ids), fc.constantFrom(...HOSTILE_STRINGS));
  const meta = fc.option(
    fc.record(
      {
        actor: fc.oneof(anyId, fc.constant('gm'), hostileValue),
        faces: fc.oneof(fc.array(fc.integer({ min: -1, max: 21 }), { maxLength: 8 }), hostileValue),
      },
      { requiredKeys: [] },
    ),
    { nil: undefined },
  );
  const fromMenu =
    menu.length === 0 ? fc.constant<Command>({ type: 'EndTurn' }) : fc.constantFrom(...menu);
  const mangled = fc
    .tuple(
      fromMenu,
      fc.option(
        fc.tuple(
          fc.constantFrom('target', 'id', 'to', 'weapon', 'from'),
          fc.oneof(anyId, hostileValue),
        ),
      ),
      meta,
    )
    .map(([cmd, change, m]) => ({
      type: cmd.type,
      data: change ? { ...(cmd.data ?? {}), [change[0]]: change[1] } : cmd.data,
      ...(m === undefined ? {} : { meta: m }),
    }));
  const random = fc.record({
    type: fc.constantFrom(...typesSeen),
    data: fc.oneof(
      fc.dictionary(
        fc.constantFrom(
          'id',
          'target',
          'to',
          'score',
          'condition',
          'combatant',
          'conditionId',
          'until',
        ),
        fc.oneof(anyId, hostileValue),
        { maxKeys: 3 },
      ),
      hostileValue,
    ),
    meta,
  });
  return fc.oneof(mangled, random, hostileValue, fromMenu);
}

describe.each(EXAMPLES.map((e) => [e.file, e]))('fuzz: commands to %s', (_, example) => {
  const length = load(example.text, example.file).script.length;
  it('any command is applied or refused; a refused one changes nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: length }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer(),
        (upTo, count, seed) => {
          const c = played(example, upTo);
          const commands = fc.sample(commandFor(c), { numRuns: count, seed });
          for (const command of commands) {
            const before = structuredClone(c.state);
            const entries = c.log.entries.length;
            let r: ReturnType<Combat['send']> | undefined;
            expectTypedOrNothing(
              () => {
                r = c.send(command as Command);
              },
              { file: example.file, upTo, command },
            );
            if (r && !r.ok) {
              expect(typeof r.error.code).toBe('string');
              expect(c.state).toEqual(before);
              expect(c.log.entries.length).toBe(entries);
            }
          }
        },
      ),
      params(12),
    );
  });
});

describe('fuzz: saved logs', () => {
  const logs = EXAMPLES.map((e) => JSON.stringify(played(e, Infinity).log));
  it('mutated logs are read or refused with issues, never a crash', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...logs),
        fc.array(
          fc.tuple(
            fc.nat(),
            fc.oneof(
              fc.constantFrom('0', '99', '"x"', 'null', '[]', '{}', '"__proto__"', '-1'),
              fc.constant(''),
            ),
          ),
          { minLength: 1, maxLength: 3 },
        ),
        (text, edits) => {
          // Replace a value after a ':' (a number, a string, a structure's start) with another.
          let t = text;
          for (const [at, value] of edits) {
            const colons = [...t.matchAll(/:/g)].map((m) => m.index);
            const i = colons[at % Math.max(1, colons.length)] ?? 0;
            const rest = t.slice(i + 1);
            const m = /^("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?|true|false|null)/.exec(rest);
            t = m ? `${t.slice(0, i + 1)}${value || '1'}${rest.slice(m[0].length)}` : t;
          }
          expectTypedOrNothing(() => {
            const r = parseLog(t, 'log.json', RULE_SETS);
            if (!r.ok) expect(r.error.length).toBeGreaterThan(0);
          }, edits);
        },
      ),
      params(60),
    );
  });
});
