/** The combat service `fray serve` runs over its store (src/app/table/service.ts), with real time and randomness. */
import { randomBytes, randomInt } from 'node:crypto';
import type { RuleSets } from '../../app/encounter/file.js';
import { CombatService } from '../../app/table/service.js';
import type { EventStore } from '../../app/table/store.js';
import { equal } from '../../server/auth.js';

export function serviceFor(store: EventStore, ruleSets: RuleSets): CombatService {
  return new CombatService({
    store,
    ruleSets,
    now: () => new Date().toISOString(),
    newId: () => randomBytes(12).toString('base64url'),
    newSeed: () => randomInt(2 ** 31),
    equal,
  });
}
