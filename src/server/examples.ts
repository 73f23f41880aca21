/**
 * The example encounters a server offers (GET /api/examples, POST /api/examples/:name): the
 * YAML files at the top of a folder (the package's examples/), read once at start. A request
 * names one of them; it never gives a path.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export interface ExampleFile {
  /** The file name without `.yaml`, e.g. `l5r4e-duel`. */
  readonly name: string;
  /** `examples/<name>.yaml`, as issues name it. */
  readonly file: string;
  readonly ruleSet: string;
  /** The first comment line of the file, or its name. */
  readonly title: string;
  readonly text: string;
}

/** The examples of `dir` by name; an unreadable folder gives none. */
export function loadExamples(dir: string): ReadonlyMap<string, ExampleFile> {
  const out = new Map<string, ExampleFile>();
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((n) => n.endsWith('.yaml'))
      .sort();
  } catch {
    return out;
  }
  for (const n of names) {
    const text = readFileSync(join(dir, n), 'utf8');
    const name = n.slice(0, -'.yaml'.length);
    out.set(name, {
      name,
      file: `examples/${n}`,
      ruleSet: ruleSetOf(text),
      title: titleOf(text, name),
      text,
    });
  }
  return out;
}

function ruleSetOf(text: string): string {
  try {
    const v: unknown = parse(text);
    const id = (v as { ruleSet?: unknown } | null)?.ruleSet;
    return typeof id === 'string' ? id : '';
  } catch {
    return '';
  }
}

function titleOf(text: string, name: string): string {
  const first = text.split('\n', 1)[0] ?? '';
  return first.startsWith('#') ? first.replace(/^#+\s*/, '').trim() || name : name;
}
