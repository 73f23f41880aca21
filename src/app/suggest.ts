/** "Did you mean": the closest known word to a misspelt one, for hints. */

/** The known word closest to `word` (case-insensitive edit distance ≤ 2, or a prefix), if any. */
export function closest(word: string, known: readonly string[]): string | undefined {
  const w = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const k of known) {
    const d = distance(w, k.toLowerCase());
    if (d < bestDistance) {
      best = k;
      bestDistance = d;
    }
  }
  if (best === undefined) return undefined;
  const prefix = w.length >= 3 && best.toLowerCase().startsWith(w);
  return bestDistance <= Math.min(2, Math.floor(w.length / 2)) || prefix ? best : undefined;
}

/** `did you mean "seed"? ` (to put before a hint), or nothing. */
export function didYouMean(word: string, known: readonly string[]): string {
  const c = closest(word, known);
  return c === undefined ? '' : `did you mean "${c}"? `;
}

/** Edit distance with adjacent transpositions counted as one edit (optimal string alignment). */
function distance(a: string, b: string): number {
  const d: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row[j] = j;
        continue;
      }
      const up = d[i - 1] ?? [];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((up[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (up[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, (d[i - 2]?.[j - 2] ?? 0) + 1);
      row[j] = best;
    }
    d.push(row);
  }
  return d[a.length]?.[b.length] ?? 0;
}
