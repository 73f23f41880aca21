/** A problem in a file the user wrote (an encounter, a saved log), reported where it is. */
import type { Place, PathStep, YamlSource } from './yaml-source.js';
import { formatPath } from './yaml-source.js';

export interface FileIssue {
  readonly file: string;
  /** 1-based. */
  readonly line: number;
  /** 1-based. */
  readonly column: number;
  /** Where in the data, e.g. `combatants[2].weapon.damage`; empty for the whole file. */
  readonly path: string;
  readonly message: string;
  /** What to do about it. Every issue has one. */
  readonly hint: string;
}

/** Collects issues of one file, placing each path at its line. */
export class Issues {
  readonly list: FileIssue[] = [];

  private source: YamlSource | undefined;

  /** `source` may be a function, called on the first issue that needs a place (parsing is lazy). */
  constructor(
    readonly file: string,
    private readonly sourceOf: YamlSource | (() => YamlSource),
  ) {}

  add(path: readonly PathStep[], message: string, hint: string): void {
    this.source ??= typeof this.sourceOf === 'function' ? this.sourceOf() : this.sourceOf;
    this.addAt(this.source.locate(path), formatPath(path), message, hint);
  }

  addAt(place: Place, path: string, message: string, hint: string): void {
    this.list.push({ file: this.file, ...place, path, message, hint });
  }

  /** The issues in file order. */
  sorted(): readonly FileIssue[] {
    return [...this.list].sort((a, b) => a.line - b.line || a.column - b.column);
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
