/**
 * The errors a store throws when it cannot work at all (as opposed to a refusal such as a stale
 * version, which is a value): a database file that is not one, a schema from a newer Fray. The
 * `code` is what `fray serve` prints; the message names the file or the server.
 */
export class StoreError extends Error {
  constructor(
    readonly code: 'store/unreadable' | 'store/unavailable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'StoreError';
  }
}
