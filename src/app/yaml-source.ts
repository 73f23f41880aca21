/**
 * A YAML (or JSON: YAML 1.2 reads it) text parsed with the position of every node, so that a
 * problem found in its values, named by a path such as `combatants[2].weapon.damage`, is reported
 * at a line and column of the file. Pure: text in, values out.
 */
import {
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  visit,
  type Document,
  type YAMLError,
} from 'yaml';

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
  private plain: unknown = null;

  private constructor(
    private readonly doc: Document.Parsed,
    private readonly lines: LineCounter,
  ) {}

  /** Parses `text`; syntax errors come back as problems with their place (and no value). */
  static parse(text: string): { source: YamlSource; problems: readonly SyntaxProblem[] } {
    const lines = new LineCounter();
    const doc = parseDocument(text, {
      lineCounter: lines,
      prettyErrors: false,
      uniqueKeys: true,
      merge: true,
    });
    const source = new YamlSource(doc, lines);
    const problems = doc.errors.map((e) => ({
      place: source.at(e.pos[0]),
      message: plainWords(e),
    }));
    if (problems.length === 0) problems.push(...source.refused());
    if (problems.length === 0) problems.push(...source.resolve());
    return { source, problems };
  }

  /**
   * The plain value, with merge keys applied. The expansion is bounded (MAX_ALIASES): each merge
   * copies its anchor, so anchors merged into anchors could still grow exponentially.
   */
  private resolve(): SyntaxProblem[] {
    try {
      this.plain = this.doc.toJS({ maxAliasCount: MAX_ALIASES });
      return [];
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      const tooMany = /alias count|resource exhaustion/i.test(message);
      return [
        {
          place: this.at(this.firstAlias() ?? 0),
          message: tooMany
            ? `the merge keys (<<: *name) expand to too much (more than ${String(MAX_ALIASES)} copies): write the values out, or merge fewer times`
            : `a merge key (<<) takes an anchored map (<<: *base) or a list of them: ${firstLine(message)}`,
        },
      ];
    }
  }

  private firstAlias(): number | undefined {
    let at: number | undefined;
    visit(this.doc, {
      Alias: (_, node) => {
        at ??= rangeStart(node);
        return visit.BREAK;
      },
    });
    return at;
  }

  /**
   * What Fray refuses in any file it reads, each at its place: aliases (`*name`) anywhere but as a
   * merge key's value (`<<: *base`, `<<: [*a, *b]`), since a plain alias could repeat a value
   * exponentially (an "alias bomb"), refer to nothing, or make a value contain itself; and
   * `__proto__` as a key, the one name that could reach an object's prototype.
   */
  private refused(): SyntaxProblem[] {
    const found: SyntaxProblem[] = [];
    visit(this.doc, {
      Alias: (_, node, path) => {
        if (isMergeValue(node, path)) return;
        if (found.length < 20)
          found.push({
            place: this.at(rangeStart(node) ?? 0),
            message: `aliases are not allowed (*${node.source}) but as a merge key (<<: *${node.source}): write the value out in full`,
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
    return this.plain;
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

/** How many times the anchors of a file may be copied in all, through merge keys. */
const MAX_ALIASES = 200;

/** Whether an alias is the value of a merge key, or an item of the list that is (`<<: [*a, *b]`). */
function isMergeValue(node: unknown, path: readonly unknown[]): boolean {
  const parent = path[path.length - 1];
  const [pair, value] = isSeq(parent) ? [path[path.length - 2], parent] : [parent, node];
  return isPair(pair) && pair.value === value && isMergeKey(pair.key);
}

/** `<<`: a plain scalar, or the symbol the YAML library makes of it when merge keys are on. */
function isMergeKey(key: unknown): boolean {
  if (!isScalar(key)) return false;
  const v = key.value;
  return v === '<<' || (typeof v === 'symbol' && v.description === '<<');
}

/**
 * A YAML syntax error in plain words: what is wrong and what to do, for someone who has not read
 * the YAML specification (the library's message goes after it).
 */
function plainWords(e: YAMLError): string {
  const words: Partial<Record<YAMLError['code'], string>> = {
    BAD_INDENT: 'the indentation is off: fields of one map start in the same column, with spaces',
    TAB_AS_INDENT: 'a tab is used to indent: YAML indents with spaces only',
    DUPLICATE_KEY: 'a field is given twice in the same map: keep one',
    MISSING_CHAR: 'a closing bracket, brace or quote is missing',
    BLOCK_AS_IMPLICIT_KEY: 'a field name is missing its colon, or a value runs onto the next line',
    MULTILINE_IMPLICIT_KEY: 'a field name runs over two lines: is a colon (name: value) missing?',
    UNEXPECTED_TOKEN:
      'something here is out of place (a stray character, or a colon or dash too many)',
    BAD_SCALAR_START: 'a value starts with a character YAML reserves (@ ` % |): put it in quotes',
    BLOCK_IN_FLOW:
      'a list or map on several lines inside brackets { } or [ ]: write it on one line, or without brackets',
    MULTIPLE_DOCS: 'the file holds several documents (---): keep one',
    BAD_ALIAS: 'an alias (*name) is malformed',
    KEY_OVER_1024_CHARS: 'a field name is longer than 1024 characters',
  };
  const said = words[e.code];
  const detail = firstLine(e.message);
  return said === undefined ? detail : `${said} (${detail})`;
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
