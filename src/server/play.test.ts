/**
 * A table at play over real sockets (issue 17): two clients at the same version (one 200, one
 * 409, nothing lost), the stream's resume after a reconnect (no gap, no duplicate), a player's
 * socket that never carries a hidden combatant, and a whole fight driven to its end by players'
 * tokens acting on their own turns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLog } from '../app/log-file.js';
import { RULE_SETS } from '../rulesets/registry.js';
import * as schema from './schemas.js';
import {
  as,
  call,
  failed,
  playerToken,
  startedFight,
  startServer,
  stream,
  type Fight,
  type Running,
} from './test-kit.js';

let server: Running;
beforeAll(async () => {
  server = await startServer({ rateLimit: false });
});
afterAll(async () => {
  await server.close();
});

const path = (f: Fight, rest = ''): string => `/api/combats/${f.id}${rest}`;

interface Entry {
  type: string;
  version: number;
}

async function stateOf(f: Fight) {
  return as(schema.stateReply, await call(server.base, 'GET', path(f), { token: f.gm }));
}

/** The command a player picks from the menu: an attack, else a move, else the end of the turn. */
function pick(actions: readonly { command: { type: string } }[]) {
  return (
    actions.find((a) => /attack/i.test(a.command.type)) ??
    actions.find((a) => a.command.type === 'Move') ??
    actions.find((a) => a.command.type === 'EndTurn') ??
    actions[0]
  );
}

/** The GM sends the turn's next command at the combat's version. */
async function gmStep(f: Fight): Promise<void> {
  const a = as(
    schema.actionsReply,
    await call(server.base, 'GET', path(f, '/actions'), { token: f.gm }),
  );
  const chosen = pick(a.actions);
  if (!chosen) throw new Error('no action');
  const r = await call(server.base, 'POST', path(f, '/commands'), {
    token: f.gm,
    json: { command: chosen.command, expectedVersion: a.version },
  });
  expect(r.status, r.text).toBe(200);
}

describe('two clients at the same version', () => {
  it('one is applied, the other gets 409 with the version now; nothing is lost', async () => {
    const f = await startedFight(server.base);
    const send = () =>
      call(server.base, 'POST', path(f, '/commands'), {
        token: f.gm,
        json: { command: { type: 'EndTurn' }, expectedVersion: 1 },
      });
    const replies = await Promise.all([send(), send(), send(), send(), send()]);
    const ok = replies.filter((r) => r.status === 200);
    const stale = replies.filter((r) => r.status === 409);
    expect(ok).toHaveLength(1);
    expect(stale).toHaveLength(4);
    for (const r of stale)
      expect(failed(r)).toMatchObject({ code: 'engine/stale-version', version: 2 });
    const log = as(
      schema.savedLog,
      await call(server.base, 'GET', path(f, '/log'), { token: f.gm }),
    );
    expect(log.entries.map((e) => e.command.type)).toEqual(['StartCombat', 'EndTurn']);
  });
});

describe('the stream', () => {
  it('resumes from a version after a reconnect with no gap and no duplicate, then goes live', async () => {
    const f = await startedFight(server.base);
    for (let i = 0; i < 4; i++) await gmStep(f);
    const first = await stream(server.base, path(f, `/stream?from=0&token=${f.gm}`));
    await first.until(5);
    const seen = first.messages.slice(0, 5) as Entry[];
    first.close();
    await first.closed;
    const last = seen[seen.length - 1]?.version ?? 0;
    for (let i = 0; i < 3; i++) await gmStep(f);
    const again = await stream(server.base, path(f, `/stream?from=${String(last)}&token=${f.gm}`));
    await again.until(3);
    await gmStep(f);
    await again.until(4);
    const all = [...seen, ...(again.messages as Entry[])];
    expect(all.map((m) => m.type)).toEqual(Array(9).fill('entry'));
    expect(all.map((m) => m.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect((await stateOf(f)).version).toBe(9);
    again.close();
  });

  it('with state=1 the last message carries the caller’s state', async () => {
    const f = await startedFight(server.base);
    const s = await stream(server.base, path(f, `/stream?from=0&state=1&token=${f.gm}`));
    await s.until(1);
    expect(s.messages[0]).toMatchObject({ type: 'entry', version: 1, state: { version: 1 } });
    s.close();
  });

  it('a link revoked while watching: a revoked message, then closed 4401', async () => {
    const f = await startedFight(server.base);
    const token = await playerToken(server.base, f, { combatant: 'kara' });
    const s = await stream(server.base, path(f, `/stream?from=1&token=${token}`));
    const r = await call(server.base, 'DELETE', path(f, `/players/${token}`), { token: f.gm });
    expect(r.status).toBe(200);
    expect(await s.closed).toEqual({ code: 4401, reason: 'auth/bad-token' });
    expect(s.messages).toContainEqual({ type: 'revoked' });
  });

  it('a player’s socket never carries a hidden combatant’s event, name or id', async () => {
    const f = await startedFight(server.base);
    const hide = await call(server.base, 'PATCH', path(f, '/table'), {
      token: f.gm,
      json: { hidden: ['grosk'], health: 'hidden' },
    });
    expect(hide.status, hide.text).toBe(200);
    const kara = await playerToken(server.base, f, { combatant: 'kara' });
    const s = await stream(server.base, path(f, `/stream?from=0&state=1&token=${kara}`));
    const gm = await stream(server.base, path(f, `/stream?from=0&token=${f.gm}`));
    for (let i = 0; i < 6; i++) await gmStep(f);
    await gm.until(7);
    await s.until(7);
    const text = JSON.stringify(s.messages);
    expect(text).not.toMatch(/grosk/i);
    expect(JSON.stringify(gm.messages)).toMatch(/grosk/);
    const state = await call(server.base, 'GET', path(f), { token: kara });
    expect(state.text).not.toMatch(/grosk/i);
    s.close();
    gm.close();
  });
});

describe('a whole fight at the table', () => {
  it('players act on their own turns with their own tokens until the fight ends; the log replays', async () => {
    const f = await startedFight(server.base);
    const tokens: Record<string, string> = {
      kara: await playerToken(server.base, f, { combatant: 'kara' }),
      grosk: await playerToken(server.base, f, { side: 'raiders' }),
    };
    const watcher = await stream(server.base, path(f, `/stream?from=0&token=${tokens.kara ?? ''}`));
    let steps = 0;
    for (; steps < 400; steps++) {
      const s = await stateOf(f);
      const state = s.state as {
        status: string;
        current: string | null;
        pending: { reactor: string } | null;
      };
      if (state.status === 'ended') break;
      const who = state.pending?.reactor ?? state.current;
      if (who === null) throw new Error('nobody to act');
      const token = tokens[who] ?? '';
      // The other player cannot act now.
      const otherToken = who === 'kara' ? tokens.grosk : tokens.kara;
      const refused = await call(server.base, 'POST', path(f, '/commands'), {
        token: otherToken ?? '',
        json: { command: { type: 'EndTurn' }, expectedVersion: s.version },
      });
      expect(refused.status).toBeGreaterThanOrEqual(403);
      const a = as(
        schema.actionsReply,
        await call(server.base, 'GET', path(f, '/actions'), { token }),
      );
      expect(a.actor).toBe(who);
      const chosen = pick(a.actions);
      if (!chosen) throw new Error(`no action for ${who}`);
      const r = await call(server.base, 'POST', path(f, '/commands'), {
        token,
        json: { command: chosen.command, expectedVersion: s.version },
      });
      expect(r.status, r.text).toBe(200);
      expect(as(schema.commandReply, r).version).toBe(s.version + 1);
    }
    const end = await stateOf(f);
    expect((end.state as { status: string }).status).toBe('ended');
    expect(steps).toBeLessThan(400);
    await watcher.until(end.version);
    expect((watcher.messages as Entry[]).map((m) => m.version)).toEqual(
      Array.from({ length: end.version }, (_, i) => i + 1),
    );
    watcher.close();
    const log = await call(server.base, 'GET', path(f, '/log'), { token: f.gm });
    const read = parseLog(log.text, 'log.json', RULE_SETS);
    expect(read.ok).toBe(true);
    if (read.ok) expect(read.value.log.entries).toHaveLength(end.version);
    // The log imports as a new combat at the same version.
    const imported = await call(server.base, 'POST', '/api/combats/import', {
      text: log.text,
      type: 'application/json',
    });
    expect(as(schema.created, imported).version).toBe(end.version);
  });
});
