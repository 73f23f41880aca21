/** The combat service `fray serve` runs over its store (src/app/table/service.ts). */
import type { RuleSets } from '../../app/encounter/file.js';
import type { EventStore } from '../../app/table/store.js';
import type { TableService } from '../../server/port.js';

export function serviceFor(_store: EventStore, _ruleSets: RuleSets): TableService {
  throw new Error('the combat service (src/app/table/service.ts) is not merged yet');
}
