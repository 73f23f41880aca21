/**
 * Test support for the player view's tests (not used by the view): real fights of the examples/
 * encounters (parseEncounter + createFromEncounter), every command kept with the state after it,
 * as the service hands them to playerEntry.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Combat, CombatState, Command, LogEntry, RuleSet } from '../../../engine/index.js';
import { RULE_SETS } from '../../../rulesets/registry.js';
import { createFromEncounter, parseEncounter, type Encounter } from '../../encounter/file.js';
import { DEFAULT_TABLE, type TableSettings } from '../store.js';

/** A log entry and the state after it. */
export interface Step {
  readonly entry: LogEntry;
  readonly after: CombatState;
}

export interface Fight {
  readonly rs: RuleSet;
  readonly combat: Combat;
  readonly encounter: Encounter;
  readonly steps: Step[];
}

/** The text of examples/<file>. */
export function exampleText(file: string): string {
  return readFileSync(
    fileURLToPath(new URL(`../../../../examples/${file}`, import.meta.url)),
    'utf8',
  );
}

/** The encounter of examples/<file>, checked, with `change` applied to its text first. */
export function encounterOf(file: string, change: (text: string) => string = (t) => t): Encounter {
  const r = parseEncounter(change(exampleText(file)), file, RULE_SETS);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** A fight of the encounter, in setup (nothing sent yet). */
export function fightOf(encounter: Encounter): Fight {
  const combat = createFromEncounter(encounter);
  return { rs: encounter.ruleSet, combat, encounter, steps: [] };
}

/** Sends a command that must be accepted and keeps its entry with the state after it. */
export function send(f: Fight, command: Command): Step {
  const r = f.combat.send(command);
  if (!r.ok) throw new Error(`${command.type} refused: ${r.error.code}: ${r.error.message}`);
  const entries = f.combat.log.entries;
  const step = { entry: entries[entries.length - 1] as LogEntry, after: f.combat.state };
  f.steps.push(step);
  return step;
}

/** The fight of examples/<file> with its whole script played. */
export function scripted(file: string): Fight {
  const f = fightOf(encounterOf(file));
  for (const c of f.encounter.script) send(f, c);
  return f;
}

/** Who acts now: the one asked to react, else whoever's turn it is. */
export const actorOf = (s: CombatState): string | null => s.pending?.reactor ?? s.current;

/** The table with some settings changed. */
export const table = (patch: Partial<TableSettings> = {}): TableSettings => ({
  ...DEFAULT_TABLE,
  ...patch,
});
