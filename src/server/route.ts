/**
 * One way to declare a route: its method, URL, zod schemas and responses, registered on fastify
 * and recorded for the OpenAPI document, so that the document cannot miss a route. Params, query
 * and body are parsed with their schemas before the handler runs; a mismatch is a 400
 * `request/invalid` whose message names the field.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpFailure } from './errors.js';
import { describeIssues } from './schemas.js';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Who may call a route (for the document; the handler checks). */
export type Access = 'anyone' | 'creator' | 'gm' | 'gm-or-player';

export interface RouteDoc {
  readonly method: Method;
  readonly url: string;
  readonly summary: string;
  readonly access: Access;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** JSON body schema; `text` for an encounter or log sent as text (YAML or JSON). */
  readonly body?: z.ZodType | 'encounter' | 'log';
  readonly responses: Readonly<Record<number, { description: string; schema?: z.ZodType }>>;
  readonly bodyLimit?: number;
  readonly websocket?: boolean;
}

export interface Parsed<P, Q, B> {
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly req: FastifyRequest;
}

export interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/** The routes of one server, in the order they were added. */
export class Routes {
  constructor(
    readonly app: FastifyInstance,
    readonly docs: RouteDoc[] = [],
  ) {}

  add<P = unknown, Q = unknown, B = unknown>(
    doc: RouteDoc & {
      params?: z.ZodType<P>;
      query?: z.ZodType<Q>;
      body?: z.ZodType<B> | 'encounter' | 'log';
    },
    handler: (input: Parsed<P, Q, B>) => Promise<Answer>,
  ): void {
    this.docs.push(doc);
    this.app.route({
      method: doc.method,
      url: doc.url,
      ...(doc.bodyLimit === undefined ? {} : { bodyLimit: doc.bodyLimit }),
      handler: async (req, reply) => {
        const params = parse(doc.params, req.params, 'params') as P;
        const query = parse(doc.query, req.query ?? {}, 'query') as Q;
        const body = (
          doc.body === undefined
            ? undefined
            : typeof doc.body === 'string'
              ? textOf(req)
              : parse(doc.body, req.body, 'body')
        ) as B;
        const answer = await handler({ params, query, body, req });
        return reply.code(answer.status).send(answer.body);
      },
    });
  }

  /** Records a route registered elsewhere (the WebSocket stream). */
  record(doc: RouteDoc): void {
    this.docs.push(doc);
  }
}

function parse(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return value;
  const r = schema.safeParse(value);
  if (!r.success) throw new HttpFailure(400, 'request/invalid', describeIssues(r.error, where));
  return r.data;
}

/** The body as text, as sent (JSON bodies keep their lines, for line-numbered issues). */
function textOf(req: FastifyRequest): string {
  const raw = (req as FastifyRequest & { rawText?: string }).rawText;
  if (typeof raw === 'string') return raw;
  if (typeof req.body === 'string') return req.body;
  throw new HttpFailure(
    400,
    'request/invalid',
    'body: send the file as text/yaml, application/yaml, text/plain or application/json',
  );
}
