/** Small helpers for results and violations (errors as values, docs/architecture.md). */
import type { Result } from './types.js';

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function refuse<T = never>(code: string, message: string): Result<T> {
  return { ok: false, error: { code, message } };
}
