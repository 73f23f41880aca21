/** The check of the option `terrain` at encounter load (opts/stances.ts), with field paths. */
import type { ValidationIssue } from '../../../engine/index.js';

const CORNERS = ['x1', 'y1', 'x2', 'y2'] as const;
const KEYS: ReadonlySet<string> = new Set(['kind', 'name', ...CORNERS]);

/** What is wrong with the option `terrain` (paths like `options.terrain[1].x2`). */
export function terrainIssues(raw: unknown): ValidationIssue[] {
  const path = 'options.terrain';
  if (raw === undefined) return [];
  if (!Array.isArray(raw))
    return [{ path, message: 'a list of { kind: moderate | difficult, x1, y1, x2, y2 } in feet' }];
  const issues: ValidationIssue[] = [];
  raw.forEach((z: unknown, i) => {
    const at = `${path}[${i}]`;
    if (typeof z !== 'object' || z === null || Array.isArray(z)) {
      issues.push({ path: at, message: 'a zone is { kind, x1, y1, x2, y2 }' });
      return;
    }
    const o = z as Record<string, unknown>;
    if (o['kind'] !== 'moderate' && o['kind'] !== 'difficult')
      issues.push({ path: `${at}.kind`, message: 'moderate or difficult (seed 000)' });
    for (const k of CORNERS)
      if (typeof o[k] !== 'number' || !Number.isFinite(o[k]))
        issues.push({ path: `${at}.${k}`, message: 'a number of feet' });
    if (o['name'] !== undefined && typeof o['name'] !== 'string')
      issues.push({ path: `${at}.name`, message: 'a name is text' });
    for (const k of Object.keys(o))
      if (!KEYS.has(k))
        issues.push({
          path: `${at}.${k}`,
          message: 'unknown field; a zone has kind, x1, y1, x2, y2, name',
        });
  });
  return issues;
}
