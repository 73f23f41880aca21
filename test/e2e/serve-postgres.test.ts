/**
 * `fray serve --db` on a real PostgreSQL (test/support/postgres.ts, started here): two server
 * processes on one database, where a command sent to one reaches a WebSocket client of the other;
 * and a node killed with SIGKILL while clients send commands: every acknowledged command is in the
 * log the other node (and the restarted one) serves, and `fray replay` reads it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startPostgres, type RunningPostgres } from '../support/postgres.js';
import { auth, commandLoop, json, root, serve, type Acked, type Served } from './serve-process.js';

let db: RunningPostgres;
const nodes: Served[] = [];
const dir = mkdtempSync(join(tmpdir(), 'fray-pg-serve-'));

beforeAll(async () => {
  db = await startPostgres({ fsync: false });
}, 60_000);
afterAll(async () => {
  for (const n of nodes) n.child.kill('SIGKILL');
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function node(): Promise<Served> {
  const n = await serve(['--port', '0', '--db', db.url, '--rate-limit', 'off']);
  nodes.push(n);
  return n;
}

const post = (base: string, path: string, token: string, body: unknown) =>
  fetch(base + path, {
    method: 'POST',
    headers: { ...auth(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The messages of a WebSocket, and a promise of the first with `version`. */
function watch(url: string) {
  const ws = new WebSocket(url);
  const messages: { type: string; version?: number }[] = [];
  const waiters: { version: number; resolve: () => void }[] = [];
  ws.on('message', (d: Buffer) => {
    const m = JSON.parse(d.toString('utf8')) as { type: string; version?: number };
    messages.push(m);
    for (const w of waiters) if (m.version === w.version) w.resolve();
  });
  const opened = new Promise((resolve) => ws.on('open', resolve));
  return {
    ws,
    messages,
    opened,
    version: (version: number) =>
      messages.some((m) => m.version === version)
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ version, resolve })),
  };
}

describe('fray serve on PostgreSQL', () => {
  it('two nodes: a command sent to one reaches a WebSocket client of the other', async () => {
    const [a, b] = [await node(), await node()];
    const { id, gmToken: gm } = await json<{ id: string; gmToken: string }>(
      await fetch(`${a.base}/api/examples/elan-moxie-duel`, { method: 'POST' }),
    );
    const onB = watch(
      `${b.base.replace('http', 'ws')}/api/combats/${id}/stream?from=0&token=${gm}`,
    );
    const onA = watch(
      `${a.base.replace('http', 'ws')}/api/combats/${id}/stream?from=0&token=${gm}`,
    );
    await Promise.all([onA.opened, onB.opened]);
    expect(
      (
        await post(a.base, `/api/combats/${id}/commands`, gm, {
          command: { type: 'StartCombat' },
          expectedVersion: 0,
        })
      ).status,
    ).toBe(200);
    await onB.version(1);
    expect(
      (
        await post(b.base, `/api/combats/${id}/commands`, gm, {
          command: { type: 'EndTurn' },
          expectedVersion: 1,
        })
      ).status,
    ).toBe(200);
    await onA.version(2);
    // The same version sent to both nodes: one wins.
    const both = await Promise.all([
      post(a.base, `/api/combats/${id}/commands`, gm, {
        command: { type: 'EndTurn' },
        expectedVersion: 2,
      }),
      post(b.base, `/api/combats/${id}/commands`, gm, {
        command: { type: 'EndTurn' },
        expectedVersion: 2,
      }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    await onA.version(3);
    await onB.version(3);
    for (const w of [onA, onB]) {
      expect(w.messages.map((m) => m.version)).toEqual([1, 2, 3]);
      w.ws.close();
    }
  });

  it('a node killed with SIGKILL loses no acknowledged command', async () => {
    const victim = await node();
    const { id, gmToken: gm } = await json<{ id: string; gmToken: string }>(
      await fetch(`${victim.base}/api/examples/elan-moxie-duel`, { method: 'POST' }),
    );
    expect(
      (
        await post(victim.base, `/api/combats/${id}/commands`, gm, {
          command: { type: 'StartCombat' },
          expectedVersion: 0,
        })
      ).status,
    ).toBe(200);
    const acked: Acked[] = [{ version: 1, command: { type: 'StartCombat' } }];
    const crash = { killed: false };
    const enough = (): boolean => {
      if (!crash.killed && acked.length >= 25) {
        crash.killed = true;
        victim.child.kill('SIGKILL');
      }
      return crash.killed;
    };
    await Promise.all([0, 1, 2, 3].map(() => commandLoop(victim.base, id, gm, acked, enough)));
    if (!crash.killed) victim.child.kill('SIGKILL');
    expect((await victim.exited).signal).toBe('SIGKILL');
    const restarted = await node();
    const text = await (
      await fetch(`${restarted.base}/api/combats/${id}/log`, { headers: auth(gm) })
    ).text();
    const log = JSON.parse(text) as { entries: { command: Acked['command'] }[] };
    for (const a of acked) {
      expect(log.entries[a.version - 1]?.command.type, `version ${String(a.version)}`).toBe(
        a.command.type,
      );
      expect(log.entries[a.version - 1]?.command.data).toEqual(a.command.data);
    }
    const file = join(dir, 'log.json');
    writeFileSync(file, text);
    const replay = spawnSync(process.execPath, ['bin/fray.js', 'replay', file], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(replay.stderr).toBe('');
    expect(replay.status).toBe(0);
  });
});
