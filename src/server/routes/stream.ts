/**
 * GET /api/combats/:id/stream?from=V&token=…[&state=1]: a WebSocket of the combat's entries after
 * version V in the caller's view, then live (the service's watch: in version order, no gap, no
 * duplicate). JSON text messages. A browser cannot set headers on a WebSocket, so the token comes
 * as `?token=` (a bearer works too). Failures close the socket with a code and a reason:
 *   4400 request/invalid · 4401 auth/missing-token, auth/bad-token (also a link revoked while
 *   watching) · 4403 · 4404 table/no-such-combat · 4408 stream/too-slow (the client does not
 *   read: its unsent data passed the limit) · 1001 the server is stopping.
 * A ping every `pingInterval` ms; a client that has not answered the last one is dropped.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { tokenOf, hashToken } from '../auth.js';
import type { ServerContext } from '../context.js';
import { failureOf, HttpFailure } from '../errors.js';
import * as s from '../schemas.js';
import { checkId } from './caller.js';
import { F400, F401, F404 } from './responses.js';

const URL = '/api/combats/:id/stream';
/** The service's last message to a watcher whose link was revoked. */
const REVOKED = JSON.stringify({ type: 'revoked' });

/** Close codes: 4000 + the HTTP status of the failure. */
export const closeCodeOf = (status: number): number =>
  status >= 400 && status < 500 ? 4000 + status : 1011;

/** A close reason is at most 123 bytes. */
const reasonOf = (code: string): string => code.slice(0, 120);

export function streamRoutes(ctx: ServerContext): void {
  ctx.routes.record({
    method: 'GET',
    url: URL,
    summary: 'WebSocket: every entry after version `from` in the caller’s view, then live',
    access: 'gm-or-player',
    params: s.idParams,
    query: s.streamQuery,
    websocket: true,
    responses: {
      101: { description: 'switching to the WebSocket protocol; messages: docs/server.md' },
      400: F400,
      401: F401,
      404: F404,
      426: { description: 'request/upgrade-required: not a WebSocket request', schema: s.failure },
    },
  });
  ctx.routes.app.route({
    method: 'GET',
    url: URL,
    handler: (_req: FastifyRequest, reply: FastifyReply) =>
      reply.code(426).send({
        code: 'request/upgrade-required',
        message: 'this route is a WebSocket: connect with ws://…/stream?from=V&token=…',
      }),
    wsHandler: (socket: WebSocket, req: FastifyRequest) => {
      void watch(ctx, socket, req);
    },
  });
}

function closeWith(socket: WebSocket, e: unknown): void {
  const { status, body } = failureOf(e);
  if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)
    socket.close(closeCodeOf(status), reasonOf(body.code));
}

async function watch(ctx: ServerContext, socket: WebSocket, req: FastifyRequest): Promise<void> {
  let stop: (() => void) | undefined;
  const life = { closed: false };
  let alive = true;
  const timer = setInterval(() => {
    if (!alive) {
      socket.terminate();
      return;
    }
    alive = false;
    socket.ping();
  }, ctx.pingInterval);
  timer.unref();
  socket.on('pong', () => {
    alive = true;
  });
  socket.on('close', () => {
    life.closed = true;
    clearInterval(timer);
    stop?.();
  });
  // Clients send nothing; a message is ignored.
  socket.on('error', () => {
    socket.terminate();
  });
  try {
    const { id } = s.idParams.parse(req.params);
    checkId(id);
    const q = s.streamQuery.safeParse(req.query ?? {});
    if (!q.success) throw new HttpFailure(400, 'request/invalid', q.error.message);
    const token = tokenOf(req);
    if (token === undefined) throw new HttpFailure(401, 'auth/missing-token', 'send ?token=');
    const callerR = await ctx.service.caller(id, hashToken(token));
    if (!callerR.ok)
      throw new HttpFailure(callerR.error.status, callerR.error.code, callerR.error.message);
    const send = (json: string): void => {
      if (life.closed) return;
      if (json === REVOKED) {
        socket.send(json);
        socket.close(4401, 'auth/bad-token');
        return;
      }
      if (socket.bufferedAmount > ctx.streamBuffer) {
        socket.close(4408, 'stream/too-slow');
        return;
      }
      socket.send(json);
    };
    const r = await ctx.service.watch(id, callerR.value, q.data.from ?? 0, send, {
      withState: q.data.state === '1' || q.data.state === 'true',
    });
    if (!r.ok) throw new HttpFailure(r.error.status, r.error.code, r.error.message);
    const watching = r.value;
    if (life.closed) watching.stop();
    else
      stop = () => {
        watching.stop();
      };
  } catch (e) {
    if (failureOf(e).unexpected) req.log.error({ err: e }, 'stream failed');
    closeWith(socket, e);
  }
}
