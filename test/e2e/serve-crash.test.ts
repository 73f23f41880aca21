/**
 * Kill -9 (issue 17, "Bad input and faults"): a real `fray serve` on a SQLite file in a temporary
 * data directory is killed with SIGKILL while four clients send commands; after a restart on the
 * same directory every acknowledged (200) command is in GET …/log at its version, nothing is half
 * there (the log replays: `fray replay` reads it), and the fight goes on from where it stopped.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auth, commandLoop, json, root, serve, type Acked } from './serve-process.js';

const dir = mkdtempSync(join(tmpdir(), 'fray-crash-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('fray serve killed with SIGKILL while clients send commands', () => {
  it('keeps every acknowledged command after a restart, and its log replays', async () => {
    const first = await serve(['--port', '0', '--data-dir', dir, '--rate-limit', 'off']);
    const made = await json<{ id: string; gmToken: string }>(
      await fetch(`${first.base}/api/examples/elan-moxie-duel`, { method: 'POST' }),
    );
    const { id, gmToken: gm } = made;
    const start = await fetch(`${first.base}/api/combats/${id}/commands`, {
      method: 'POST',
      headers: { ...auth(gm), 'content-type': 'application/json' },
      body: JSON.stringify({ command: { type: 'StartCombat' }, expectedVersion: 0 }),
    });
    expect(start.status).toBe(200);
    const acked: Acked[] = [{ version: 1, command: { type: 'StartCombat' } }];
    const crash = { killed: false };
    const enough = (): boolean => {
      if (!crash.killed && acked.length >= 30) {
        crash.killed = true;
        first.child.kill('SIGKILL');
      }
      return crash.killed;
    };
    await Promise.all([0, 1, 2, 3].map(() => commandLoop(first.base, id, gm, acked, enough)));
    if (!crash.killed) first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(acked.length).toBeGreaterThanOrEqual(20);

    const second = await serve(['--port', '0', '--data-dir', dir]);
    try {
      const logText = await (
        await fetch(`${second.base}/api/combats/${id}/log`, { headers: auth(gm) })
      ).text();
      const log = JSON.parse(logText) as { entries: { command: Acked['command'] }[] };
      const versions = acked.map((a) => a.version);
      expect(new Set(versions).size).toBe(versions.length);
      expect(log.entries.length).toBeGreaterThanOrEqual(Math.max(...versions));
      for (const a of acked) {
        const kept = log.entries[a.version - 1]?.command;
        expect(kept?.type, `version ${String(a.version)}`).toBe(a.command.type);
        expect(kept?.data).toEqual(a.command.data);
      }
      const file = join(dir, 'log.json');
      writeFileSync(file, logText);
      const replay = spawnSync(process.execPath, ['bin/fray.js', 'replay', file], {
        cwd: root,
        encoding: 'utf8',
      });
      expect(replay.stderr).toBe('');
      expect(replay.status).toBe(0);
      expect(replay.stdout).toContain(`${String(log.entries.length)} commands`);
      // The fight goes on at the version the log has.
      const next = await fetch(`${second.base}/api/combats/${id}/commands`, {
        method: 'POST',
        headers: { ...auth(gm), 'content-type': 'application/json' },
        body: JSON.stringify({ command: { type: 'Undo' }, expectedVersion: log.entries.length }),
      });
      expect(next.status).toBe(200);
    } finally {
      second.child.kill('SIGTERM');
      expect((await second.exited).code).toBe(0);
    }
  });
});
