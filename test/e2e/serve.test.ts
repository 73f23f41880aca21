/**
 * `fray serve` as a user runs it: a real process on 127.0.0.1, its first line, the example's GM
 * link opened with an HTTP client, the creator key off loopback, SIGINT and SIGTERM stopping it
 * cleanly (exit 0), and bad options (exit 2).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root, serve } from './serve-process.js';

const dirs: string[] = [];
const tempDir = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'fray-serve-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('fray serve', () => {
  it('prints the address first, the example’s GM link, and stops on SIGTERM with exit 0', async () => {
    const dir = tempDir();
    const s = await serve(['--port', '0', '--data-dir', dir, '--example', 'l5r4e-duel']);
    expect(s.out().split('\n')[0]).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+$/);
    await s.printed('Ctrl-C');
    expect(s.out()).toMatch(/^store: SQLite .*fray\.db$/m);
    const link = /^GM link \(l5r4e-duel\): (\S+)$/m.exec(s.out())?.[1] ?? '';
    expect(link.startsWith(`${s.base}/api/combats/`)).toBe(true);
    const state = await fetch(link);
    expect(state.status).toBe(200);
    expect(((await state.json()) as { ruleSet: { id: string } }).ruleSet.id).toBe('l5r4e');
    expect((await fetch(`${s.base}/api/health`)).status).toBe(200);
    expect(existsSync(join(dir, 'fray.db'))).toBe(true);
    s.child.kill('SIGTERM');
    expect(await s.exited).toEqual({ code: 0, signal: null });
    expect(s.err()).toBe('');
  });

  it('stops on SIGINT with exit 0, an open WebSocket closed', async () => {
    const s = await serve(['--port', '0', '--memory']);
    const made = await fetch(`${s.base}/api/examples/combat-chaos-duel`, { method: 'POST' });
    const { id, gmToken } = (await made.json()) as { id: string; gmToken: string };
    const { WebSocket } = await import('ws');
    const ws = new WebSocket(
      `${s.base.replace('http', 'ws')}/api/combats/${id}/stream?token=${gmToken}`,
    );
    await new Promise((resolve) => ws.on('open', resolve));
    const closed = new Promise<number>((resolve) =>
      ws.on('close', (code: number) => {
        resolve(code);
      }),
    );
    s.child.kill('SIGINT');
    expect(await s.exited).toEqual({ code: 0, signal: null });
    expect(await closed).toBeGreaterThanOrEqual(1000);
  });

  it('off loopback: creating needs the creator key, printed when generated', async () => {
    // 127.0.0.2 is a loopback address to Linux but not one of the hosts that leave creating open.
    const s = await serve(['--port', '0', '--memory', '--host', '127.0.0.2']);
    await s.printed('Ctrl-C');
    const key = /^creator key \(.*\): (\S+)$/m.exec(s.out())?.[1] ?? '';
    expect(key.length).toBeGreaterThanOrEqual(16);
    const local = s.base;
    const refused = await fetch(`${local}/api/examples/l5r4e-duel`, { method: 'POST' });
    expect(refused.status).toBe(401);
    const made = await fetch(`${local}/api/examples/l5r4e-duel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(made.status).toBe(201);
    s.child.kill('SIGTERM');
    expect((await s.exited).code).toBe(0);
  });

  it('bad options: exit 2 with a code, no stack', () => {
    for (const args of [
      ['--memory', '--db', 'postgres://x@127.0.0.1/db'],
      ['--port', '99999'],
      ['--db', 'mysql://x'],
    ]) {
      const r = spawnSync(process.execPath, ['bin/fray.js', 'serve', ...args], {
        cwd: root,
        encoding: 'utf8',
      });
      expect(r.status, r.stderr).toBe(2);
      expect(r.stderr).toMatch(/^fray: /);
      expect(r.stderr).not.toMatch(/^\s+at /m);
    }
  });

  it('a data directory that holds no database: exit 2 store/unreadable', async () => {
    const dir = tempDir();
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(dir, 'fray.db'), 'not a database, just text '.repeat(100));
    const r = spawnSync(
      process.execPath,
      ['bin/fray.js', 'serve', '--port', '0', '--data-dir', dir],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/fray\.db.*\[store\/unreadable\]/);
  });
});
