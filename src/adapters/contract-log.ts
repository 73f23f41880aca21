/**
 * A real engine log for the store contract (src/adapters/contract.ts) and bench/stores.js: the
 * example encounter examples/combat-chaos-duel.yaml parsed as `fray serve` would, its script sent
 * to the engine command by command, with the replay (a snapshot) after every entry. Nothing here
 * is made up: the entries are what the engine logged, dice included.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Combat, type LogEntry, type Replay, type RuleSet } from '../engine/index.js';
import { createFromEncounter, parseEncounter } from '../app/encounter/file.js';
import { encounterOf } from '../app/log-file.js';
import type { CombatRecord, Credential } from '../app/table/store.js';
import { DEFAULT_TABLE } from '../app/table/store.js';
import { RULE_SETS } from '../rulesets/registry.js';

export const EXAMPLE = 'combat-chaos-duel.yaml';

export interface RealLog {
  readonly ruleSet: RuleSet;
  readonly record: Omit<CombatRecord, 'id' | 'created' | 'owner'>;
  readonly entries: readonly LogEntry[];
  /** replays[v] is the replay after v entries (replays[0]: before the first). */
  readonly replays: readonly Replay[];
}

let cached: RealLog | undefined;

/** The example's log (computed once per process). */
export function realLog(): RealLog {
  if (cached) return cached;
  const file = fileURLToPath(new URL(`../../examples/${EXAMPLE}`, import.meta.url));
  const parsed = parseEncounter(readFileSync(file, 'utf8'), EXAMPLE, RULE_SETS);
  if (!parsed.ok) throw new Error(`${EXAMPLE} does not parse: ${JSON.stringify(parsed.error)}`);
  const combat: Combat = createFromEncounter(parsed.value);
  const replays: Replay[] = [combat.snapshot()];
  for (const command of parsed.value.script) {
    const sent = combat.send(command);
    if (!sent.ok)
      throw new Error(`${EXAMPLE}: ${command.type} refused: ${JSON.stringify(sent.error)}`);
    replays.push(combat.snapshot());
  }
  cached = {
    ruleSet: combat.ruleSet,
    record: {
      ruleSet: combat.ruleSet.id,
      title: EXAMPLE,
      encounter: encounterOf(parsed.value),
      initial: combat.log.initial,
      table: DEFAULT_TABLE,
    },
    entries: combat.log.entries,
    replays,
  };
  return cached;
}

let made = 0;

/** A new combat of the real log with a fresh id (and owner, when given) and its GM credential. */
export function newCombat(owner?: string): { record: CombatRecord; gm: Credential } {
  made++;
  const id = `c${Date.now().toString(36)}${process.pid.toString(36)}${made}`;
  const record: CombatRecord = {
    id,
    ...realLog().record,
    created: new Date().toISOString(),
    ...(owner === undefined ? {} : { owner }),
  };
  return { record, gm: credential({ role: 'gm' }, `${id}-gm`) };
}

/** A credential whose hash is the SHA-256 (hex) of `token`, as the server makes them. */
export function credential(grant: Credential['grant'], token: string): Credential {
  const hash = createHash('sha256').update(token).digest('hex');
  return { hash, grant, created: new Date().toISOString() };
}
