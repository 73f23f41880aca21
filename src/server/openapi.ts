/**
 * The OpenAPI 3.1 document of the server (GET /api/openapi.json), generated from the routes as
 * declared (route.ts) and their zod schemas (schemas.ts) with zod 4's z.toJSONSchema: a route
 * cannot be served and missing here.
 */
import { z } from 'zod';
import type { RouteDoc } from './route.js';

type Json = Record<string, unknown>;

function schemaOf(s: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _drop, ...rest } = z.toJSONSchema(s, { io, unrepresentable: 'any' }) as Json;
  return rest;
}

/** `/api/combats/:id` → `/api/combats/{id}`. */
export const openApiPath = (url: string): string => url.replace(/:([A-Za-z_]+)/g, '{$1}');

const SECURITY: Readonly<Record<RouteDoc['access'], Json[] | undefined>> = {
  anyone: [],
  creator: [{}, { bearer: [] }],
  gm: [{ bearer: [] }],
  'gm-or-player': [{ bearer: [] }, { tokenQuery: [] }],
};

const ACCESS: Readonly<Record<RouteDoc['access'], string>> = {
  anyone: 'Anyone.',
  creator:
    'Open on a loopback server; on any other address the creator key (FRAY_KEY) as the bearer.',
  gm: 'The GM’s token only (403 table/gm-only otherwise).',
  'gm-or-player': 'The GM’s token or a player’s (the player sees the player view).',
};

function parameters(doc: RouteDoc): Json[] {
  const out: Json[] = [];
  for (const [where, schema] of [
    ['path', doc.params],
    ['query', doc.query],
  ] as const) {
    if (!schema) continue;
    const json = schemaOf(schema, 'input');
    const props = (json.properties ?? {}) as Record<string, Json>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, s] of Object.entries(props))
      out.push({ name, in: where, required: where === 'path' || required.has(name), schema: s });
  }
  return out;
}

function requestBody(doc: RouteDoc): Json | undefined {
  if (doc.body === undefined) return undefined;
  if (doc.body === 'encounter' || doc.body === 'log') {
    const what =
      doc.body === 'encounter'
        ? 'An encounter file (docs/encounters.md; schemas in docs/schemas/), YAML or JSON.'
        : 'A saved combat log (the JSON of fray run --save or GET …/log).';
    const text = { schema: { type: 'string' } };
    return {
      required: true,
      description: what,
      content: {
        'text/yaml': text,
        'application/yaml': text,
        'text/plain': text,
        'application/json': { schema: { type: 'object' } },
      },
    };
  }
  return {
    required: false,
    content: { 'application/json': { schema: schemaOf(doc.body, 'input') } },
  };
}

/** The whole document. */
export function openApiDocument(docs: readonly RouteDoc[], version: string): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const doc of docs) {
    const path = openApiPath(doc.url);
    const responses: Record<string, Json> = {};
    for (const [status, r] of Object.entries(doc.responses))
      responses[status] = {
        description: r.description,
        ...(r.schema
          ? { content: { 'application/json': { schema: schemaOf(r.schema, 'output') } } }
          : {}),
      };
    const body = requestBody(doc);
    const operation: Json = {
      summary: doc.summary,
      description: ACCESS[doc.access] + (doc.websocket === true ? ' A WebSocket upgrade.' : ''),
      operationId: `${doc.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c?: string) => (c ?? '').toUpperCase())}`,
      parameters: parameters(doc),
      ...(body ? { requestBody: body } : {}),
      responses,
    };
    const security = SECURITY[doc.access];
    if (security && security.length > 0) operation.security = security;
    (paths[path] ??= {})[doc.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Fray table server',
      version,
      description:
        'Live combats for a table: the GM’s link and each player’s, commands with expectedVersion, undo, logs, a WebSocket stream. The contract: docs/server.md.',
    },
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'a GM, player or creator token' },
        tokenQuery: { type: 'apiKey', in: 'query', name: 'token', description: 'GET routes only' },
      },
    },
  };
}
