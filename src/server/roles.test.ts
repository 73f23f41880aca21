/**
 * Every route with every role (issue 17, "every route is tested with every role"): the GM, the
 * right player (the combatant whose turn it is), another player, no token, a revoked token, and a
 * token of another combat. Each case on a fresh fight, over a real server and real sockets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeDocs } from './app.js';
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
  type Reply,
  type Running,
} from './test-kit.js';

type Role = 'gm' | 'right' | 'other' | 'none' | 'revoked' | 'foreign';
const ROLES: readonly Role[] = ['gm', 'right', 'other', 'none', 'revoked', 'foreign'];

interface Setup {
  readonly fight: Fight;
  readonly tokens: Readonly<Record<Role, string | undefined>>;
  /** The ref of the other player's link. */
  readonly otherRef: string;
}

let server: Running;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

/** elan-moxie-duel, started: Grosk (raiders) acts first; Kara (wardens) waits. */
async function setup(): Promise<Setup> {
  const base = server.base;
  const fight = await startedFight(base);
  const right = await playerToken(base, fight, { combatant: 'grosk' });
  const other = await playerToken(base, fight, { side: 'wardens' });
  const gone = await playerToken(base, fight, { combatant: 'grosk' });
  const players = await call(base, 'GET', `/api/combats/${fight.id}/players`, { token: fight.gm });
  const refs = as(schema.playerList, players).players;
  const otherRef = refs.find((p) => 'side' in p.grant && p.grant.side === 'wardens')?.ref ?? '';
  const revoke = await call(base, 'DELETE', `/api/combats/${fight.id}/players/${gone}`, {
    token: fight.gm,
  });
  expect(revoke.status).toBe(200);
  const foreign = await startedFight(base);
  return {
    fight,
    otherRef,
    tokens: { gm: fight.gm, right, other, none: undefined, revoked: gone, foreign: foreign.gm },
  };
}

interface Case {
  readonly route: string;
  readonly send: (s: Setup, token: string | undefined) => Promise<Reply>;
  /** Status by role, and the code of a refusal where it matters. */
  readonly expect: Readonly<Record<Role, number | [number, string]>>;
}

const at = (s: Setup, rest = ''): string => `/api/combats/${s.fight.id}${rest}`;
const post = (s: Setup, rest: string, token: string | undefined, json: unknown) =>
  call(server.base, 'POST', at(s, rest), { ...(token === undefined ? {} : { token }), json });
const get = (s: Setup, rest: string, token: string | undefined) =>
  call(server.base, 'GET', at(s, rest), token === undefined ? {} : { token });

const NO_TOKEN: [number, string] = [401, 'auth/missing-token'];
const BAD_TOKEN: [number, string] = [401, 'auth/bad-token'];
const GM_ONLY: [number, string] = [403, 'table/gm-only'];
const gmOnly = (ok: number): Case['expect'] => ({
  gm: ok,
  right: GM_ONLY,
  other: GM_ONLY,
  none: NO_TOKEN,
  revoked: BAD_TOKEN,
  foreign: BAD_TOKEN,
});
const anyone = (ok: number): Case['expect'] => ({
  gm: ok,
  right: ok,
  other: ok,
  none: NO_TOKEN,
  revoked: BAD_TOKEN,
  foreign: BAD_TOKEN,
});

const CASES: readonly Case[] = [
  { route: 'GET /api/combats/:id', send: (s, t) => get(s, '', t), expect: anyone(200) },
  {
    route: 'GET /api/combats/:id/actions',
    send: (s, t) => get(s, '/actions', t),
    expect: anyone(200),
  },
  {
    route: 'POST /api/combats/:id/commands (the turn’s EndTurn)',
    send: (s, t) => post(s, '/commands', t, { command: { type: 'EndTurn' }, expectedVersion: 1 }),
    expect: { ...anyone(200), other: [422, 'turn/not-your-turn'] },
  },
  {
    route: 'POST /api/combats/:id/commands (as someone else)',
    send: (s, t) =>
      post(s, '/commands', t, { command: { type: 'EndTurn', meta: { actor: 'kara' } } }),
    expect: { ...anyone(422), right: [403, 'table/not-yours'] },
  },
  {
    route: 'POST /api/combats/:id/commands (the GM’s hand: EndCombat)',
    send: (s, t) => post(s, '/commands', t, { command: { type: 'EndCombat' } }),
    expect: gmOnly(200),
  },
  {
    route: 'POST /api/combats/:id/undo',
    send: (s, t) => post(s, '/undo', t, {}),
    expect: gmOnly(200),
  },
  {
    route: 'POST /api/combats/:id/redo',
    send: async (s, t) => {
      await post(s, '/undo', s.fight.gm, {});
      return post(s, '/redo', t, {});
    },
    expect: gmOnly(200),
  },
  { route: 'GET /api/combats/:id/log', send: (s, t) => get(s, '/log', t), expect: gmOnly(200) },
  {
    route: 'POST /api/combats/:id/players',
    send: (s, t) => post(s, '/players', t, { combatant: 'kara' }),
    expect: gmOnly(201),
  },
  {
    route: 'GET /api/combats/:id/players',
    send: (s, t) => get(s, '/players', t),
    expect: gmOnly(200),
  },
  {
    route: 'DELETE /api/combats/:id/players/:token',
    send: (s, t) =>
      call(
        server.base,
        'DELETE',
        at(s, `/players/${s.otherRef}`),
        t === undefined ? {} : { token: t },
      ),
    expect: gmOnly(200),
  },
  {
    route: 'PATCH /api/combats/:id/table',
    send: (s, t) =>
      call(server.base, 'PATCH', at(s, '/table'), {
        ...(t === undefined ? {} : { token: t }),
        json: { health: 'hidden' },
      }),
    expect: gmOnly(200),
  },
];

describe('every route with every role', () => {
  for (const c of CASES)
    for (const role of ROLES) {
      const want = c.expect[role];
      const [status, code] = typeof want === 'number' ? [want, undefined] : want;
      it(`${c.route} as ${role}: ${String(status)}${code === undefined ? '' : ` ${code}`}`, async () => {
        const s = await setup();
        const r = await c.send(s, s.tokens[role]);
        expect(r.status, JSON.stringify(r.body)).toBe(status);
        if (status >= 400) {
          const f = failed(r);
          if (code !== undefined) expect(f.code).toBe(code);
        } else {
          const [method, url] = c.route.split(' ');
          const doc = routeDocs(server.app).find((d) => d.method === method && d.url === url);
          const schema = doc?.responses[status]?.schema;
          expect(schema, 'the route documents this response').toBeDefined();
          schema?.parse(r.body);
        }
      });
    }

  for (const role of ROLES) {
    const opens = role === 'gm' || role === 'right' || role === 'other';
    it(`GET /api/combats/:id/stream as ${role}: ${opens ? 'entries' : 'closed 4401'}`, async () => {
      const s = await setup();
      const token = s.tokens[role];
      const client = await stream(
        server.base,
        at(s, `/stream?from=0${token === undefined ? '' : `&token=${token}`}`),
      );
      if (opens) {
        await client.until(1);
        expect(client.messages[0]).toMatchObject({ type: 'entry', version: 1 });
        client.close();
      } else {
        const closed = await client.closed;
        expect(closed.code).toBe(4401);
        expect(closed.reason).toBe(role === 'none' ? 'auth/missing-token' : 'auth/bad-token');
      }
    });
  }

  it('another player’s actions are empty while it is not their turn', async () => {
    const s = await setup();
    const r = as(schema.actionsReply, await get(s, '/actions', s.tokens.other));
    expect(r).toMatchObject({ actor: null, actions: [] });
    const mine = as(schema.actionsReply, await get(s, '/actions', s.tokens.right));
    expect(mine.actor).toBe('grosk');
    expect(mine.actions.length).toBeGreaterThan(0);
  });
});

describe('creating combats', () => {
  const CREATE: readonly {
    route: string;
    send: (base: string, token?: string) => ReturnType<typeof call>;
  }[] = [
    {
      route: 'POST /api/combats',
      send: (base, token) =>
        call(base, 'POST', '/api/combats', {
          ...(token === undefined ? {} : { token }),
          text: 'ruleSet: combat-chaos\ncombatants: []\n',
        }),
    },
    {
      route: 'POST /api/examples/:name',
      send: (base, token) =>
        call(base, 'POST', '/api/examples/l5r4e-duel', token === undefined ? {} : { token }),
    },
    {
      route: 'GET /api/combats',
      send: (base, token) =>
        call(base, 'GET', '/api/combats', token === undefined ? {} : { token }),
    },
  ];

  it('is open to anyone on a loopback server', async () => {
    for (const c of CREATE) {
      const r = await c.send(server.base);
      expect(r.status, `${c.route}: ${r.text}`).toBeLessThan(300);
    }
  });

  it('needs the creator key on any other address; lists are per key', async () => {
    const key = 'a-creator-key-of-the-lan-server';
    const lan = await startServer({ host: '0.0.0.0', creatorKey: key });
    try {
      for (const c of CREATE) {
        expect(failed(await c.send(lan.base)).code, c.route).toBe('auth/missing-token');
        expect(failed(await c.send(lan.base, 'wrong-key')).code, c.route).toBe('auth/bad-token');
        const ok = await c.send(lan.base, key);
        expect(ok.status, `${c.route}: ${ok.text}`).toBeLessThan(300);
      }
      const list = await call(lan.base, 'GET', '/api/combats', { token: key });
      expect(as(schema.combatList, list).combats.length).toBe(2);
    } finally {
      await lan.close();
    }
  });
});
