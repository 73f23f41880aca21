/**
 * The table server (issue 17): a Fastify instance serving the combat service over HTTP and a
 * WebSocket stream. `buildServer` wires the parts: body parsers (JSON, and YAML/plain text for
 * encounters), the body and rate limits, the one error handler, the routes (routes/), the OpenAPI
 * document. It does not listen: the caller (`fray serve`, the tests) does. The contract is
 * docs/server.md.
 */
import { readFileSync } from 'node:fs';
import type { CombatService } from '../app/table/service.js';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { hashToken, isLoopback, tokenOf, type CreatorGate } from './auth.js';
import type { ServerContext } from './context.js';
import { installErrorHandlers, HttpFailure } from './errors.js';
import { loadExamples, type ExampleFile } from './examples.js';
import { Routes, type RouteDoc } from './route.js';
import { combatRoutes } from './routes/combats.js';
import { commandRoutes } from './routes/commands.js';
import { exampleRoutes } from './routes/examples.js';
import { logRoutes } from './routes/log.js';
import { metaRoutes } from './routes/meta.js';
import { playerRoutes } from './routes/players.js';
import { streamRoutes } from './routes/stream.js';

export const MIB = 1024 * 1024;

export interface RateLimitOptions {
  /** Requests per window per key (a token's hash, or the client's address without one). */
  readonly max: number;
  /** The window, ms. */
  readonly window: number;
}

/** Default: 1,200 requests a minute per token (20 a second), far above a table of phones. */
export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 1200, window: 60_000 };

export interface ServerOptions {
  readonly service: CombatService;
  /** The host the server will listen on: a loopback host leaves creating combats open. */
  readonly host: string;
  /** The creator key (FRAY_KEY) that a non-loopback server requires to create combats. */
  readonly creatorKey?: string;
  /** `http://HOST:PORT`: the start of the links the server hands out (default: the address it listens on). */
  readonly baseUrl?: string;
  /** false: no rate limit (benchmarks). */
  readonly rateLimit?: RateLimitOptions | false;
  /** Bytes; default 1 MiB. The log import takes 16 times as much. */
  readonly bodyLimit?: number;
  /** Fastify's logger option (false by default). */
  readonly logger?: boolean | { level: string };
  /** Folder of example encounters (default: none) or the examples themselves. */
  readonly examples?: string | ReadonlyMap<string, ExampleFile>;
  /** A stream client with more unsent bytes than this is closed (default 4 MiB). */
  readonly streamBuffer?: number;
  /** Ms between WebSocket pings (default 30 s). */
  readonly pingInterval?: number;
}

/** The package's version. */
export function packageVersion(): string {
  const pkg: unknown = JSON.parse(
    readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
  );
  const v = (pkg as { version?: unknown }).version;
  return typeof v === 'string' ? v : '0.0.0';
}

/** The creator gate for a host: open on loopback; a key otherwise (which must then be given). */
export function gateFor(host: string, creatorKey: string | undefined): CreatorGate {
  if (isLoopback(host)) return { open: true };
  if (creatorKey === undefined || creatorKey.length < 16)
    throw new Error(`a server on ${host} needs a creator key of at least 16 characters`);
  return { open: false, keyHash: hashToken(creatorKey) };
}

/** `http://HOST:PORT` of the address `app` listens on. */
export function listeningUrl(app: FastifyInstance, host: string): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Request bodies: JSON (kept as text too, for line-numbered issues) and YAML or plain text. */
function installParsers(app: FastifyInstance): void {
  app.decorateRequest('rawText', undefined);
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (req: FastifyRequest, body: string | Buffer, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      (req as FastifyRequest & { rawText?: string }).rawText = text;
      void json(req, text, (e, value) => {
        if (e) done(new HttpFailure(400, 'request/bad-json', `the body is not JSON: ${e.message}`));
        else done(null, value);
      });
    },
  );
  app.addContentTypeParser(
    ['text/yaml', 'application/yaml', 'application/x-yaml', 'text/plain'],
    { parseAs: 'string' },
    (_req: FastifyRequest, body: string | Buffer, done) => {
      done(null, typeof body === 'string' ? body : body.toString('utf8'));
    },
  );
}

const DOCS = new WeakMap<FastifyInstance, readonly RouteDoc[]>();
const SERVED = new WeakMap<FastifyInstance, { method: string; url: string }[]>();

/** Every method and URL the server answers (fastify's own HEAD routes left out). */
export const servedRoutes = (app: FastifyInstance): readonly { method: string; url: string }[] =>
  SERVED.get(app) ?? [];

/** The routes a server was built with, as declared (for its tests and its document). */
export const routeDocs = (app: FastifyInstance): readonly RouteDoc[] => DOCS.get(app) ?? [];

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const bodyLimit = options.bodyLimit ?? MIB;
  const logger: FastifyServerOptions['logger'] =
    options.logger === undefined || options.logger === false
      ? false
      : {
          level: typeof options.logger === 'object' ? options.logger.level : 'info',
          // Tokens travel in ?token=: never log a URL's query.
          serializers: {
            req: (req: FastifyRequest) => ({
              method: req.method,
              url: req.url.split('?')[0] ?? '',
            }),
          },
        };
  const app = Fastify({
    logger,
    bodyLimit,
    // Fastify answers these itself; the error handler gives them our codes.
    return503OnClosing: true,
    forceCloseConnections: true,
    routerOptions: { maxParamLength: 200 },
  });
  const served: { method: string; url: string }[] = [];
  SERVED.set(app, served);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat())
      if (method !== 'HEAD') served.push({ method, url: r.url });
  });
  installErrorHandlers(app);
  installParsers(app);
  if (options.rateLimit !== false) {
    const limit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
    await app.register(rateLimit, {
      max: limit.max,
      timeWindow: limit.window,
      keyGenerator: (req) => {
        const token = tokenOf(req);
        return token === undefined ? `ip:${req.ip}` : `t:${hashToken(token)}`;
      },
      errorResponseBuilder: (_req, context) =>
        new HttpFailure(
          429,
          'request/rate-limited',
          `too many requests: retry in ${context.after}`,
        ),
    });
  }
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const examples =
    typeof options.examples === 'string'
      ? loadExamples(options.examples)
      : (options.examples ?? new Map<string, ExampleFile>());
  const ctx: ServerContext = {
    service: options.service,
    gate: gateFor(options.host, options.creatorKey),
    baseUrl: () => options.baseUrl?.replace(/\/+$/, '') ?? listeningUrl(app, options.host),
    examples,
    routes: new Routes(app),
    version: packageVersion(),
    importLimit: 16 * bodyLimit,
    streamBuffer: options.streamBuffer ?? 4 * MIB,
    pingInterval: options.pingInterval ?? 30_000,
  };
  // Routes go in a plugin so that the rate limit's hooks apply to them.
  await app.register((scope, _opts, done) => {
    const scoped: ServerContext = { ...ctx, routes: new Routes(scope, ctx.routes.docs) };
    metaRoutes(scoped);
    exampleRoutes(scoped);
    combatRoutes(scoped);
    commandRoutes(scoped);
    playerRoutes(scoped);
    logRoutes(scoped);
    streamRoutes(scoped);
    done();
  });
  DOCS.set(app, ctx.routes.docs);
  return app;
}
