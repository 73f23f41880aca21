/**
 * What `fray serve` prints once it listens: the address first (`listening on http://HOST:PORT`,
 * the line scripts wait for), then what to do next, the creator key when one is needed, and the
 * GM's link of the example opened at start. Pure: values in, lines out.
 */
export interface BannerFacts {
  readonly baseUrl: string;
  /** e.g. `SQLite .fray/fray.db`, `PostgreSQL 127.0.0.1:5432/fray`, `memory (lost on exit)`. */
  readonly store: string;
  /** The creator key, when the server is not on a loopback address. */
  readonly creatorKey?: string;
  /** Whether the key was generated (so it is printed in full: nobody else knows it). */
  readonly keyGenerated?: boolean;
  /** An example to suggest in the curl line. */
  readonly example?: string;
  /** The combat opened at start: the example's name and the GM's link. */
  readonly opened?: { readonly name: string; readonly gmUrl: string };
}

export function bannerLines(f: BannerFacts): readonly string[] {
  const bearer = f.creatorKey === undefined ? '' : ` -H "Authorization: Bearer $FRAY_KEY"`;
  const lines = [
    `listening on ${f.baseUrl}`,
    `store: ${f.store}`,
    `examples: curl ${f.baseUrl}/api/examples`,
    `a combat from one: curl -X POST${bearer} ${f.baseUrl}/api/examples/${f.example ?? 'l5r4e-duel'}`,
    `the API: ${f.baseUrl}/api/openapi.json (docs/server.md)`,
  ];
  if (f.creatorKey !== undefined)
    lines.push(
      f.keyGenerated === true
        ? `creator key (needed to create combats; set FRAY_KEY to choose it): ${f.creatorKey}`
        : 'creator key: FRAY_KEY (needed to create combats on this address)',
    );
  if (f.opened)
    lines.push(
      `GM link (${f.opened.name}): ${f.opened.gmUrl}`,
      `  state:   curl '${f.opened.gmUrl}'`,
      `  actions: curl '${f.opened.gmUrl.replace('?token=', '/actions?token=')}'`,
    );
  lines.push('Ctrl-C stops the server.');
  return lines;
}
