/**
 * A slow stream client does not hold the others back (issue 17, docs/server.md "The stream"): a
 * client that stops reading is closed with 4408 stream/too-slow once its unsent data passes the
 * limit, while another client of the same combat keeps every entry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from './schemas.js';
import { as, call, startedFight, startServer, stream, type Running } from './test-kit.js';

let server: Running;
beforeAll(async () => {
  server = await startServer({ rateLimit: false, streamBuffer: 64 * 1024 });
});
afterAll(async () => {
  await server.close();
});

describe('a client that does not read', () => {
  it('is closed with 4408 stream/too-slow; the others keep every entry', async () => {
    const f = await startedFight(server.base, 'l5r4e-skirmish');
    const path = `/api/combats/${f.id}/stream?from=1&state=1&token=${f.gm}`;
    const slow = await stream(server.base, path);
    const fast = await stream(server.base, path);
    // Stop reading: the TCP socket is paused, so the server's buffer fills.
    const raw = (slow.socket as unknown as { _socket: { pause(): void; resume(): void } })._socket;
    raw.pause();
    let version = 1;
    // Bounded: undo and redo, taking back and redoing the last command, each send the whole state;
    // the loop stops once the server has closed a socket.
    for (let i = 0; i < 2000; i++) {
      const r = await call(
        server.base,
        'POST',
        `/api/combats/${f.id}/${i % 2 === 0 ? 'undo' : 'redo'}`,
        {
          token: f.gm,
          json: { expectedVersion: version },
        },
      );
      expect(r.status, r.text).toBe(200);
      version = as(schema.commandReply, r).version;
      const sent = (server.app.websocketServer as { clients: Set<{ readyState: number }> }).clients;
      if ([...sent].some((c) => c.readyState === 2 || c.readyState === 3)) break;
    }
    raw.resume();
    expect((await slow.closed).code).toBe(4408);
    expect((await slow.closed).reason).toBe('stream/too-slow');
    await fast.until(version - 1);
    expect(fast.messages.map((m) => (m as { version: number }).version)).toEqual(
      Array.from({ length: version - 1 }, (_, i) => i + 2),
    );
    fast.close();
  });
});
