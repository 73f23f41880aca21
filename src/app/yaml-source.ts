/**
 * A YAML (or JSON: YAML 1.2 reads it) text parsed with the position of every node, so that a
 * problem found in its values, named by a path such as `combatants[2].weapon.damage`, is reported
 * at a line and column of the file. Pure: text in, values out.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Document } from 'yaml';

/** 1-based line and column in the file. */
export interface Place {
  readonly line: number;
  readonly column: number;
}

export interface SyntaxProblem {
  readonly place: Place;
  readonly message: string;
}

/** One step of a path: a map key or a list index. */
export type PathStep = string | number;

export class YamlSource {
  private constructor(
    private readonly doc: Document.Parsed,
    private readonly lines: LineCounter,
  ) {}

  /** Parses `text`; syntax errors come back as problems with their place (and no value). */
  static parse(text: string): { source: YamlSource; problems: readonly SyntaxProblem[] } {
    const lines = new LineCounter();
    const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
    const source = new YamlSource(doc, lines);
    const problems = doc.errors.map((e) => ({
      place: source.at(e.pos[0]),
      message: firstLine(e.message),
    }));
    if (problems.length === 0) problems.push(...source.refused());
    return { source, problems };
  }

  /**
   * What Fray refuses in any file it reads, each at its place: aliases (`*name`), which could
   * repeat a value exponentially (an "alias bomb"), refer to nothing, or make a value contain
   * itself; and `__proto__` as a key, the one name that could reach an object's prototype.
   */
  private refused(): SyntaxProblem[] {
    const found: SyntaxProblem[] = [];
    visit(this.doc, {
      Alias: (_, node) => {
        if (found.length < 20)
          found.push({
            place: this.at(rangeStart(node) ?? 0),
            message: `aliases are not allowed (*${node.source}): write the value out in full`,
          });
      },
      Pair: (_, pair) => {
        if (isScalar(pair.key) && pair.key.value === '__proto__' && found.length < 20)
          found.push({
            place: this.at(rangeStart(pair.key) ?? 0),
            message: '"__proto__" is not allowed as a key: no field has that name',
          });
      },
    });
    return found;
  }

  /** The plain value of the document (null for an empty file); call it only when parse found no problems. */
  value(): unknown {
    return this.doc.toJS();
  }

  /** The place of a character offset. */
  at(offset: number): Place {
    const { line, col } = this.lines.linePos(offset);
    return { line, column: col };
  }

  /**
   * The place of the node at `path`: the key of a map entry, the start of a list item. When the
   * path goes where the file has nothing (a missing field), the place of the deepest part present.
   */
  locate(path: readonly PathStep[]): Place {
    let node: unknown = this.doc.contents;
    let offset = rangeStart(node) ?? 0;
    for (const step of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => keyText(p.key) === String(step));
        if (!pair) break;
        offset = rangeStart(pair.key) ?? rangeStart(pair.value) ?? offset;
        node = pair.value;
      } else if (isSeq(node) && typeof step === 'number') {
        const item: unknown = node.items[step];
        if (item === undefined) break;
        offset = rangeStart(item) ?? offset;
        node = item;
      } else break;
    }
    return this.at(offset);
  }
}

/** `combatants[2].weapon.damage` or `skills.0.rank` as steps: `['combatants', 2, 'weapon', ...]`. */
export function parsePath(path: string): PathStep[] {
  const steps: PathStep[] = [];
  for (const part of path.split('.')) {
    if (part === '') continue;
    const m = /^([^[\]]*)((?:\[\d+\])*)$/.exec(part);
    if (!m) {
      steps.push(part);
      continue;
    }
    const [, name = '', indices = ''] = m;
    if (name !== '') steps.push(/^\d+$/.test(name) ? Number(name) : name);
    for (const i of indices.matchAll(/\[(\d+)\]/g)) steps.push(Number(i[1]));
  }
  return steps;
}

/** Steps back to a path: `['combatants', 2, 'hp']` → `combatants[2].hp`. */
export function formatPath(steps: readonly PathStep[]): string {
  return steps.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('');
}

function rangeStart(node: unknown): number | undefined {
  const range = (node as { range?: readonly number[] | null } | null)?.range;
  return range?.[0];
}

function keyText(key: unknown): string | undefined {
  const value = (key as { value?: unknown } | null)?.value;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined;
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}
