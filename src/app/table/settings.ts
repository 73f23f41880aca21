/** The GM's table settings (issue 17): checking a patch of them against the fight. */
import { own, type CombatState } from '../../engine/index.js';
import { done, fail, type TableFailure, type TableResult } from './errors.js';
import type { HealthView, TableSettings } from './store.js';

const HEALTH_VIEWS: readonly HealthView[] = ['exact', 'descriptive', 'hidden'];
const MAX_NOTE = 2000;

/** The table settings after a GM's patch, or what is wrong with it. */
export function checkTable(
  state: CombatState,
  table: TableSettings,
  patch: { health?: unknown; hidden?: unknown; notes?: unknown },
): TableResult<TableSettings> {
  const bad = (message: string): { ok: false; error: TableFailure } =>
    fail(400, 'table/invalid', message);
  let next = table;
  if (patch.health !== undefined) {
    if (!HEALTH_VIEWS.includes(patch.health as HealthView))
      return bad(`health is one of ${HEALTH_VIEWS.join(', ')}`);
    next = { ...next, health: patch.health as HealthView };
  }
  if (patch.hidden !== undefined) {
    if (!Array.isArray(patch.hidden) || !patch.hidden.every((h) => typeof h === 'string'))
      return bad('hidden is a list of combatant ids');
    const unknown = patch.hidden.find((h: string) => !own(state.combatants, h));
    if (unknown !== undefined)
      return fail(
        404,
        'table/no-such-combatant',
        `no combatant ${JSON.stringify(unknown)} to hide`,
      );
    next = { ...next, hidden: [...new Set(patch.hidden)] };
  }
  if (patch.notes !== undefined) {
    const notes = patch.notes;
    if (typeof notes !== 'object' || notes === null || Array.isArray(notes))
      return bad('notes is a map from combatant id to text');
    const out = new Map(Object.entries(next.notes));
    for (const [k, v] of Object.entries(notes as Record<string, unknown>)) {
      if (!own(state.combatants, k))
        return fail(404, 'table/no-such-combatant', `no combatant ${JSON.stringify(k)} for a note`);
      if (v === null || v === '') out.delete(k);
      else if (typeof v !== 'string' || v.length > MAX_NOTE)
        return bad(`a note is text of at most ${MAX_NOTE} characters`);
      else out.set(k, v);
    }
    next = { ...next, notes: Object.fromEntries(out) };
  }
  return done(next);
}
