/**
 * The server's one error handler and not-found handler: every failure is a JSON body
 * `{ code, message }` (with `version` on a 409, `issues` on a bad encounter or log) and a 4xx
 * status. Fastify's own errors (bad JSON, a wrong media type, a body too large, a rate limit) are
 * given the codes of docs/server.md; only an exception nobody expected becomes a 500
 * `server/internal`, logged, its stack never sent.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FileIssue } from '../app/file-issue.js';
import type { TableFailure } from '../app/table/errors.js';

/** What a failed request's body holds. */
export interface FailureBody {
  readonly code: string;
  readonly message: string;
  readonly version?: number;
  readonly issues?: readonly FileIssue[];
}

/** A refusal thrown by a route: sent as its status and body. */
export class HttpFailure extends Error {
  override readonly name = 'HttpFailure';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: { version?: number; issues?: readonly FileIssue[] } = {},
  ) {
    super(message);
  }

  get body(): FailureBody {
    return { code: this.code, message: this.message, ...this.extra };
  }
}

/** The service's refusal as an HttpFailure. */
export function fromTable(f: TableFailure): HttpFailure {
  return new HttpFailure(f.status, f.code, f.message, {
    ...(f.version === undefined ? {} : { version: f.version }),
    ...(f.issues === undefined ? {} : { issues: f.issues }),
  });
}

/** The value of a service Result, or its failure thrown. */
export function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: TableFailure }): T {
  if (!r.ok) throw fromTable(r.error);
  return r.value;
}

/** Fastify's error codes → ours. */
const FASTIFY: Readonly<Record<string, { status: number; code: string; message?: string }>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'request/bad-json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'request/bad-json',
    message: 'the body is empty but its Content-Type is application/json',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'request/unsupported-media-type',
    message: 'send JSON (application/json) or, for encounters, YAML (text/yaml)',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'request/too-large' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'request/bad-length' },
  FST_ERR_BAD_URL: { status: 400, code: 'request/bad-url' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'request/bad-url' },
};

/** The status and body for any error a route or fastify threw. */
export function failureOf(e: unknown): { status: number; body: FailureBody; unexpected: boolean } {
  if (e instanceof HttpFailure) return { status: e.status, body: e.body, unexpected: false };
  const err = (typeof e === 'object' && e !== null ? e : {}) as Partial<FastifyError>;
  const message = typeof err.message === 'string' ? err.message : 'the request failed';
  const known = typeof err.code === 'string' ? FASTIFY[err.code] : undefined;
  if (known)
    return {
      status: known.status,
      body: { code: known.code, message: known.message ?? message },
      unexpected: false,
    };
  if (e instanceof SyntaxError && err.statusCode === 400)
    return { status: 400, body: { code: 'request/bad-json', message }, unexpected: false };
  const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
  if (status === 429)
    return {
      status,
      body: { code: 'request/rate-limited', message: `too many requests: ${message}` },
      unexpected: false,
    };
  if (status >= 400 && status < 500)
    return { status, body: { code: 'request/bad-request', message }, unexpected: false };
  return {
    status: 500,
    body: { code: 'server/internal', message: 'an internal error; the server log has the details' },
    unexpected: true,
  };
}

/** Installs the error handler and the not-found handler on `app`. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((e: unknown, req: FastifyRequest, reply: FastifyReply) => {
    const { status, body, unexpected } = failureOf(e);
    if (unexpected) req.log.error({ err: e }, 'unexpected error');
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({
      code: 'route/not-found',
      message: `no route ${req.method} ${req.url.split('?')[0] ?? ''}`,
    }),
  );
}
