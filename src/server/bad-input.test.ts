/**
 * Bad input (issue 17, "Bad input and faults"): every malformed request is a 4xx JSON
 * `{ code, message }`, never a 500, never a stack trace, never a half-applied command; a
 * fast-check fuzz of bodies, ids and content types over every route.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from './schemas.js';
import {
  as,
  call,
  failed,
  startedFight,
  startServer,
  stream,
  type Fight,
  type Reply,
  type Running,
} from './test-kit.js';

let server: Running;
let fight: Fight;
beforeAll(async () => {
  server = await startServer({ rateLimit: false });
  fight = await startedFight(server.base);
});
afterAll(async () => {
  await server.close();
});

const commands = (f: Fight = fight) => `/api/combats/${f.id}/commands`;

function refusal(r: Reply, status: number, code: string): string {
  expect(r.status, r.text).toBe(status);
  expect(r.type).toMatch(/^application\/json/);
  const f = failed(r);
  expect(f.code).toBe(code);
  expect(r.text).not.toMatch(/\bat .*\.(js|ts):\d+/);
  return f.message;
}

async function version(f: Fight = fight): Promise<number> {
  const r = await call(server.base, 'GET', `/api/combats/${f.id}`, { token: f.gm });
  return as(schema.stateReply, r).version;
}

describe('bad requests', () => {
  it('malformed JSON: 400 request/bad-json, nothing applied', async () => {
    const before = await version();
    for (const text of ['{bad', '{"command": {"type": "EndTurn"}', '', 'null x'])
      refusal(
        await call(server.base, 'POST', commands(), {
          token: fight.gm,
          text,
          type: 'application/json',
        }),
        400,
        'request/bad-json',
      );
    expect(await version()).toBe(before);
  });

  it('wrong types: 400 request/invalid naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ command: { type: 5 } }, 'body.command.type'],
      [{ command: { type: 'EndTurn' }, expectedVersion: -1 }, 'body.expectedVersion'],
      [{ command: { type: 'EndTurn' }, expectedVersion: 'one' }, 'body.expectedVersion'],
      [{ command: { type: 'EndTurn', meta: { faces: ['six'] } } }, 'body.command.meta.faces.0'],
      [{ command: { type: 'EndTurn', data: [1] } }, 'body.command.data'],
      [{}, 'body.command'],
      [[1, 2], 'body'],
    ];
    for (const [json, field] of cases) {
      const message = refusal(
        await call(server.base, 'POST', commands(), { token: fight.gm, json }),
        400,
        'request/invalid',
      );
      expect(message).toContain(field);
    }
    refusal(
      await call(server.base, 'POST', `/api/combats/${fight.id}/players`, {
        token: fight.gm,
        json: { combatant: 'kara', side: 'wardens' },
      }),
      400,
      'request/invalid',
    );
    refusal(
      await call(server.base, 'PATCH', `/api/combats/${fight.id}/table`, {
        token: fight.gm,
        json: { health: 'some' },
      }),
      400,
      'request/invalid',
    );
    refusal(await call(server.base, 'GET', `/api/combats?limit=many`), 400, 'request/invalid');
  });

  it('an unsupported media type: 415', async () => {
    refusal(
      await call(server.base, 'POST', commands(), {
        token: fight.gm,
        text: '<command/>',
        type: 'application/xml',
      }),
      415,
      'request/unsupported-media-type',
    );
  });

  it('a body over 1 MiB: 413 request/too-large; the log import takes 16 MiB', async () => {
    const big = { command: { type: 'EndTurn', data: { pad: 'x'.repeat(1024 * 1024) } } };
    refusal(
      await call(server.base, 'POST', commands(), { token: fight.gm, json: big }),
      413,
      'request/too-large',
    );
    refusal(
      await call(server.base, 'POST', '/api/combats', { text: `# ${'x'.repeat(1100000)}\n` }),
      413,
      'request/too-large',
    );
    const r = await call(server.base, 'POST', '/api/combats/import', {
      text: JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }),
      type: 'application/json',
    });
    refusal(r, 400, 'log/invalid');
  });

  it('an unknown route or method: 404 route/not-found', async () => {
    refusal(await call(server.base, 'GET', '/api/nothing'), 404, 'route/not-found');
    refusal(await call(server.base, 'PUT', '/api/combats'), 404, 'route/not-found');
    refusal(await call(server.base, 'GET', '/'), 404, 'route/not-found');
  });

  it('an unknown combat, combatant, side, link or example: 404', async () => {
    refusal(
      await call(server.base, 'GET', '/api/combats/nosuchcombat', { token: fight.gm }),
      404,
      'table/no-such-combat',
    );
    refusal(
      await call(server.base, 'GET', `/api/combats/${'%2e%2e%2f'.repeat(3)}`, { token: fight.gm }),
      404,
      'table/no-such-combat',
    );
    refusal(
      await call(server.base, 'POST', `/api/combats/${fight.id}/players`, {
        token: fight.gm,
        json: { combatant: 'nobody' },
      }),
      404,
      'table/no-such-combatant',
    );
    refusal(
      await call(server.base, 'POST', `/api/combats/${fight.id}/players`, {
        token: fight.gm,
        json: { side: 'nobody' },
      }),
      404,
      'table/no-such-side',
    );
    refusal(
      await call(server.base, 'DELETE', `/api/combats/${fight.id}/players/not-a-token`, {
        token: fight.gm,
      }),
      404,
      'table/no-such-player',
    );
    refusal(
      await call(server.base, 'GET', `/api/combats/${fight.id}/actions?actor=nobody`, {
        token: fight.gm,
      }),
      404,
      'table/no-such-combatant',
    );
    refusal(
      await call(server.base, 'POST', '/api/examples/..%2Fpackage.json'),
      404,
      'example/not-found',
    );
  });

  it('a bad encounter: 400 encounter/invalid with its issues by line, in YAML and in JSON', async () => {
    const yaml = await call(server.base, 'POST', '/api/combats', {
      text: 'ruleSet: l5r4e\ncombatants:\n  - id: a\n    name: 5\n',
    });
    refusal(yaml, 400, 'encounter/invalid');
    expect(failed(yaml).issues?.[0]?.line).toBeGreaterThan(1);
    const json = await call(server.base, 'POST', '/api/combats', {
      text: '{\n  "ruleSet": "nope",\n  "combatants": []\n}\n',
      type: 'application/json',
    });
    refusal(json, 400, 'encounter/invalid');
    expect(failed(json).issues?.[0]?.line).toBe(2);
  });

  it('a bad log: 400 log/invalid', async () => {
    refusal(
      await call(server.base, 'POST', '/api/combats/import', {
        text: '{"initial": 1}',
        type: 'application/json',
      }),
      400,
      'log/invalid',
    );
  });

  it('a stale version: 409 with the version now', async () => {
    const r = await call(server.base, 'POST', commands(), {
      token: fight.gm,
      json: { command: { type: 'EndTurn' }, expectedVersion: 0 },
    });
    refusal(r, 409, 'engine/stale-version');
    expect(failed(r).version).toBe(await version());
  });

  it('the stream: 426 without an upgrade; bad query, unknown combat: closed with a code', async () => {
    refusal(
      await call(server.base, 'GET', `/api/combats/${fight.id}/stream?token=${fight.gm}`),
      426,
      'request/upgrade-required',
    );
    const bad = await stream(
      server.base,
      `/api/combats/${fight.id}/stream?from=x&token=${fight.gm}`,
    );
    expect(await bad.closed).toEqual({ code: 4400, reason: 'request/invalid' });
    const none = await stream(server.base, `/api/combats/nosuch/stream?token=${fight.gm}`);
    expect(await none.closed).toEqual({ code: 4404, reason: 'table/no-such-combat' });
  });
});

describe('rate limits', () => {
  it('429 request/rate-limited past the limit, per token', async () => {
    const limited = await startServer({ rateLimit: { max: 3, window: 60_000 } });
    try {
      for (let i = 0; i < 3; i++)
        expect((await call(limited.base, 'GET', '/api/health')).status).toBe(200);
      refusal(await call(limited.base, 'GET', '/api/health'), 429, 'request/rate-limited');
      // Another key (a token) has its own budget.
      const other = await call(limited.base, 'GET', '/api/health', { token: 'someone' });
      expect(other.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('fuzz: never a 5xx', () => {
  const ROUTES = [
    ['POST', '/api/combats'],
    ['POST', '/api/combats/import'],
    ['GET', '/api/combats/:id'],
    ['GET', '/api/combats/:id/actions'],
    ['POST', '/api/combats/:id/commands'],
    ['POST', '/api/combats/:id/undo'],
    ['POST', '/api/combats/:id/redo'],
    ['GET', '/api/combats/:id/log'],
    ['POST', '/api/combats/:id/players'],
    ['GET', '/api/combats/:id/players'],
    ['DELETE', '/api/combats/:id/players/:token'],
    ['PATCH', '/api/combats/:id/table'],
    ['POST', '/api/examples/:name'],
    ['GET', '/api/combats'],
  ] as const;
  const TYPES = [
    'application/json',
    'text/yaml',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/json; charset=latin1',
  ];

  it('random bodies, ids and content types to every route: a 4xx JSON { code, message } or a success', async () => {
    const own = await startedFight(server.base);
    let accepted = 0;
    const body = fc.oneof(
      fc.json(),
      fc.string(),
      fc.record({
        command: fc.oneof(
          fc.record(
            {
              type: fc.constantFrom('EndTurn', 'Delay', 'Move', 'Attack', 'Nope', ''),
              data: fc.object(),
            },
            { requiredKeys: ['type'] },
          ),
          fc.anything(),
        ),
        expectedVersion: fc.oneof(fc.integer(), fc.constant(undefined)),
      }),
      fc.record({ combatant: fc.string(), side: fc.string() }, { requiredKeys: [] }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.oneof(fc.constant(own.id), fc.string({ maxLength: 80 })),
        body,
        fc.constantFrom(...TYPES),
        fc.constantFrom(own.gm, 'junk', undefined),
        async ([method, url], id, b, type, token) => {
          const path = url
            .replace(':id', encodeURIComponent(id))
            .replace(':token', encodeURIComponent(id))
            .replace(':name', encodeURIComponent(id));
          const text = typeof b === 'string' ? b : JSON.stringify(b);
          const r = await call(server.base, method, path, {
            ...(token === undefined ? {} : { token }),
            ...(method === 'GET' || method === 'DELETE' ? {} : { text, type }),
          });
          expect(r.status, `${method} ${path} ${text.slice(0, 200)}: ${r.text}`).toBeLessThan(500);
          if (r.status >= 400) {
            const f = failed(r);
            expect(f.code.length).toBeGreaterThan(0);
          } else if (
            path === `/api/combats/${own.id}/commands` ||
            path.endsWith('/undo') ||
            path.endsWith('/redo')
          )
            if (id === own.id) accepted++;
        },
      ),
      { numRuns: Number(process.env.FRAY_FUZZ_RUNS ?? 300) },
    );
    // Nothing half-applied: the version counts exactly the commands acknowledged.
    expect(await version(own)).toBe(1 + accepted);
  });
});
