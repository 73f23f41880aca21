/**
 * The progress line of `fray sim`, redrawn on a terminal's stderr while the fights run: a bar,
 * the share done, and the time left.
 */
import { count } from '../render.js';

/** Seconds, rounded up, as `12 s`, `3 min 05 s`, `1 h 04 min`. */
export function duration(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  const minutes = Math.ceil(s / 60);
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** Before this share of the fights is done, the rate is too uncertain for a time left. */
const ESTIMATE_FROM = 0.02;

/**
 * The progress of a run, `[████████░░░░░░░░] 45 % · 45,000/100,000 fights · 12 s left`: the bar
 * takes what the text leaves of `width - 1` columns, 30 cells at most, and is left out when fewer
 * than 5 fit. The time left is the rate so far applied to the fights left; `estimating…` before
 * 2 % of them are done. The caller redraws it in place (`\r`, then the line, then `\x1b[K` to clear what a longer line
 * left), on a terminal's stderr only.
 */
export function progressLine(
  done: number,
  total: number,
  elapsedMs: number,
  width: number,
): string {
  const f = total > 0 ? Math.min(1, Math.max(0, done / total)) : 1;
  const percent = `${String(Math.floor(f * 100)).padStart(3)} %`;
  const fights = `${count(done).padStart(count(total).length)}/${count(total)} fights`;
  const left =
    f >= 1
      ? `done in ${duration(elapsedMs / 1000)}`
      : f < ESTIMATE_FROM || done <= 0
        ? 'estimating…'
        : `${duration(((elapsedMs / done) * (total - done)) / 1000)} left`;
  const text = `${percent} · ${fights} · ${left}`;
  const cells = Math.min(30, width - 1 - text.length - 3);
  if (cells < 5) return text;
  const full = Math.floor(f * cells);
  return `[${'█'.repeat(full)}${'░'.repeat(cells - full)}] ${text}`;
}
