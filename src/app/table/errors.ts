/**
 * The table's errors as values (issue 17): every refusal of the combat service is a
 * {@link TableFailure} with the code the CLI uses for the same problem, a message that says what to
 * do, and the HTTP status a server answers with. Nothing is applied when a call fails.
 */
import type { Violation } from '../../engine/index.js';
import type { FileIssue } from '../file-issue.js';

export type TableStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 503;

export interface TableFailure {
  readonly code: string;
  readonly message: string;
  readonly status: TableStatus;
  /** The combat's version now, on a 409. */
  readonly version?: number;
  /** The line-numbered problems of an encounter or a log. */
  readonly issues?: readonly FileIssue[];
}

export type TableResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: TableFailure };

export const done = <T>(value: T): TableResult<T> => ({ ok: true, value });

export function fail(
  status: TableStatus,
  code: string,
  message: string,
  more: { version?: number; issues?: readonly FileIssue[] } = {},
): { ok: false; error: TableFailure } {
  return { ok: false, error: { code, message, status, ...more } };
}

/** A rule the engine refused to break: 422, with the engine's code. */
export function refused(v: Violation): { ok: false; error: TableFailure } {
  if (v.code === 'turn/gm-only') return fail(403, 'table/gm-only', v.message);
  return fail(422, v.code, v.message);
}

export const gmOnly = (what: string): { ok: false; error: TableFailure } =>
  fail(403, 'table/gm-only', `only the GM may ${what}: use the GM's link`);

export const noCombat = (id: string): { ok: false; error: TableFailure } =>
  fail(404, 'table/no-such-combat', `no combat ${JSON.stringify(id)}: check the link`);

export const stale = (version: number, expected: number): { ok: false; error: TableFailure } =>
  fail(
    409,
    'engine/stale-version',
    `the combat is at version ${version}, not ${expected}: someone acted first; reload and try again`,
    { version },
  );

export const unavailable = (e: unknown): { ok: false; error: TableFailure } =>
  fail(
    503,
    'store/unavailable',
    `the combat store did not answer (${e instanceof Error ? e.message : String(e)}); nothing was applied: try again`,
  );
