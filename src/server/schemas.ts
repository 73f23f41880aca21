/**
 * The zod schemas of the server's requests and responses: routes parse their params, query and
 * body with them (a wrong type is a 400 request/invalid naming the field), the tests check every
 * response against them, and the OpenAPI document (openapi.ts) is generated from them.
 */
import { z } from 'zod';

/** Combat ids are made by the service: URL-safe, short. Anything else is no combat at all. */
export const combatId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
export const idParams = z.object({ id: z.string() });
export const playerParams = z.object({ id: z.string(), token: z.string() });
export const exampleParams = z.object({ name: z.string() });

const version = z.int().min(0).describe('a combat version: the number of commands so far');
/** A number in a query string. */
const queryInt = z
  .string()
  .regex(/^\d{1,9}$/, 'a whole number')
  .transform(Number);

export const tokenQuery = z.object({ token: z.string().optional() });
export const listQuery = z.object({
  limit: queryInt.optional(),
  token: z.string().optional(),
});
export const actionsQuery = z.object({
  actor: z.string().min(1).max(200).optional(),
  token: z.string().optional(),
});
export const streamQuery = z.object({
  from: queryInt.optional(),
  token: z.string().optional(),
  state: z.enum(['0', '1', 'true', 'false']).optional(),
});

export const command = z
  .object({
    type: z.string().min(1).max(100),
    data: z.record(z.string(), z.unknown()).optional(),
    meta: z
      .object({
        actor: z.string().min(1).max(200).optional(),
        faces: z.array(z.int().min(0).max(1000)).max(1000).optional(),
      })
      .optional(),
  })
  .describe('an engine command, as GET …/actions offers it');

export const commandBody = z.object({
  command,
  expectedVersion: version.optional(),
});

export const undoBody = z
  .object({
    expectedVersion: version.optional(),
    to: version.optional().describe('undo back to this version (default: the last command)'),
  })
  .default({});

export const redoBody = z.object({ expectedVersion: version.optional() }).default({});

export const playerBody = z.union([
  z.strictObject({ combatant: z.string().min(1).max(200) }),
  z.strictObject({ side: z.string().min(1).max(200) }),
]);

export const healthView = z.enum(['exact', 'descriptive', 'hidden']);

export const tablePatch = z.strictObject({
  health: healthView.optional(),
  hidden: z.array(z.string().min(1).max(200)).max(1000).optional(),
  notes: z
    .record(z.string(), z.string().max(10_000).nullable())
    .optional()
    .describe('notes by combatant id; null or an empty text deletes one'),
});

export const table = z.object({
  health: healthView,
  hidden: z.array(z.string()),
  notes: z.record(z.string(), z.string()),
});

const fileIssue = z.object({
  file: z.string(),
  line: z.int(),
  column: z.int(),
  path: z.string(),
  message: z.string(),
  hint: z.string(),
});

export const failure = z.object({
  code: z.string().describe('e.g. request/bad-json, auth/bad-token, engine/stale-version'),
  message: z.string(),
  version: version.optional().describe('on a 409: the combat’s version now'),
  issues: z.array(fileIssue).optional().describe('a bad encounter or log: its problems by line'),
});

export const created = z.object({
  id: z.string(),
  version,
  gmToken: z.string().describe('the GM’s secret: keep it, it is shown once'),
  gmUrl: z.string(),
});

export const summary = z.object({
  id: z.string(),
  ruleSet: z.string(),
  title: z.string(),
  created: z.string(),
  version,
});
export const combatList = z.object({ combats: z.array(summary) });

export const stateReply = z.object({
  version,
  ruleSet: z.object({ id: z.string(), title: z.string(), unit: z.string() }),
  state: z
    .record(z.string(), z.unknown())
    .describe('full for the GM, the player view for a player'),
  table: table.optional().describe('the GM only'),
  status: z
    .record(z.string(), z.string())
    .optional()
    .describe('the GM only: each combatant’s one-line status'),
});

export const gameEvent = z.object({ type: z.string(), data: z.record(z.string(), z.unknown()) });
export const commandReply = z.object({ version, events: z.array(z.unknown()) });

export const actionOption = z.object({
  command,
  label: z.string(),
  odds: z.record(z.string(), z.unknown()).optional(),
});
export const actionsReply = z.object({
  version,
  actor: z.string().nullable(),
  actions: z.array(actionOption),
});

const grant = z.union([z.object({ combatant: z.string() }), z.object({ side: z.string() })]);
const ref = z
  .string()
  .describe(
    'the first 16 hex digits of the token’s SHA-256: names the link; DELETE …/players/:ref revokes it',
  );
export const playerCreated = z.object({
  token: z.string().describe('the player’s secret: shown once'),
  url: z.string(),
  ref,
  grant,
});
export const playerLink = z.object({
  ref,
  grant,
  created: z.string(),
  revoked: z.string().optional(),
});
export const playerList = z.object({ players: z.array(playerLink) });
export const revoked = z.object({ revoked: z.literal(true), ref });
export const tableReply = z.object({ table });

export const savedLog = z
  .object({
    encounter: z.record(z.string(), z.unknown()).optional(),
    initial: z.record(z.string(), z.unknown()),
    entries: z.array(z.object({ command, events: z.array(gameEvent) })),
  })
  .describe('the JSON that fray replay reads (fray run --save)');

export const example = z.object({ name: z.string(), ruleSet: z.string(), title: z.string() });
export const exampleList = z.object({ examples: z.array(example) });
export const health = z.object({ ok: z.literal(true), version: z.string() });

/** `fields: message` for each problem zod found, for a 400 request/invalid. */
export function describeIssues(error: z.ZodError, where: string): string {
  return error.issues
    .slice(0, 5)
    .map((i) => {
      const path = i.path.map(String).join('.');
      return `${where}${path === '' ? '' : `.${path}`}: ${i.message}`;
    })
    .join('; ');
}
