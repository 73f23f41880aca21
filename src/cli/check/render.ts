/** The text of `fray check` and of the warnings run, play and sim print when they load a file. */
import type { EncounterWarning } from '../../app/check/lint.js';
import type { Encounter } from '../../app/encounter/file.js';

/** One warning: where, who, what and its code, then what to do. */
export function warningLines(encounter: Encounter, w: EncounterWarning): string[] {
  const c = w.combatant === undefined ? undefined : who(encounter, w.combatant);
  return [
    `warning: ${w.file}:${String(w.line)}: ${c === undefined ? '' : `${c}: `}${w.message} [${w.code}]`,
    `  hint: ${w.hint}`,
  ];
}

/** `Goblin 1 (goblin-1)`, or the id alone when the name is the id. */
function who(encounter: Encounter, id: string): string {
  const entry = encounter.spec.combatants.find(
    (c) => typeof c === 'object' && c !== null && (c as { id?: unknown }).id === id,
  ) as { name?: unknown } | undefined;
  const name = typeof entry?.name === 'string' ? entry.name : id;
  return name === id ? id : `${name} (${id})`;
}

export function warningsText(encounter: Encounter, warnings: readonly EncounterWarning[]): string {
  return warnings.map((w) => `${warningLines(encounter, w).join('\n')}\n`).join('');
}
