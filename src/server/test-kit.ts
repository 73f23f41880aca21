/**
 * Helpers of the server's tests: a real server on 127.0.0.1 (port 0) over the real combat service
 * and the memory store, HTTP calls with fetch, WebSocket clients with `ws`, and a fight made from
 * an example and started. Nothing is mocked.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import type { z } from 'zod';
import { MemoryStore } from '../adapters/memory/store.js';
import { CombatService } from '../app/table/service.js';
import type { EventStore } from '../app/table/store.js';
import { RULE_SETS } from '../rulesets/registry.js';
import { buildServer, type ServerOptions } from './app.js';
import { equal } from './auth.js';
import * as s from './schemas.js';

/** A reply's body read through a response schema (which it must match). */
export const as = <T>(schema: z.ZodType<T>, r: { body: unknown }): T => schema.parse(r.body);

/** The failure body of a reply. */
export const failed = (r: { body: unknown }): z.infer<typeof s.failure> => s.failure.parse(r.body);

export interface Running {
  readonly base: string;
  readonly app: FastifyInstance;
  readonly service: CombatService;
  close(): Promise<void>;
}

export async function startServer(
  options: Partial<Omit<ServerOptions, 'service'>> & { store?: EventStore } = {},
): Promise<Running> {
  const { store = new MemoryStore(), ...rest } = options;
  const service = new CombatService({
    store,
    ruleSets: RULE_SETS,
    now: () => new Date().toISOString(),
    newId: () => randomBytes(12).toString('base64url'),
    newSeed: () => randomInt(2 ** 31),
    equal,
  });
  const app = await buildServer({
    service,
    host: '127.0.0.1',
    examples: 'examples',
    ...rest,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base: address,
    app,
    service,
    close: async () => {
      await app.close();
      await service.close();
    },
  };
}

export interface Reply {
  readonly status: number;
  /** The parsed JSON (undefined when not JSON): read it through a schema, {@link as}. */
  readonly body: unknown;
  readonly text: string;
  readonly type: string;
}

export interface CallOptions {
  readonly token?: string;
  /** A value sent as JSON. */
  readonly json?: unknown;
  /** A body sent as is, with `type` (default text/yaml). */
  readonly text?: string;
  readonly type?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export async function call(
  base: string,
  method: string,
  path: string,
  o: CallOptions = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...o.headers };
  if (o.token !== undefined) headers.authorization = `Bearer ${o.token}`;
  let body: string | undefined;
  if (o.json !== undefined) {
    body = JSON.stringify(o.json);
    headers['content-type'] = o.type ?? 'application/json';
  } else if (o.text !== undefined) {
    body = o.text;
    headers['content-type'] = o.type ?? 'text/yaml';
  }
  const r = await fetch(base + path, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await r.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: r.status, body: parsed, text, type: r.headers.get('content-type') ?? '' };
}

export interface Fight {
  readonly id: string;
  readonly gm: string;
}

/** A combat from an example, started by the GM (StartCombat at version 0). */
export async function startedFight(base: string, example = 'elan-moxie-duel'): Promise<Fight> {
  const made = await call(base, 'POST', `/api/examples/${example}`);
  if (made.status !== 201) throw new Error(made.text);
  const body = s.created.parse(made.body);
  const fight = { id: body.id, gm: body.gmToken };
  const r = await call(base, 'POST', `/api/combats/${fight.id}/commands`, {
    token: fight.gm,
    json: { command: { type: 'StartCombat' }, expectedVersion: 0 },
  });
  if (r.status !== 200) throw new Error(r.text);
  return fight;
}

/** A player's token for a combatant (or a side). */
export async function playerToken(
  base: string,
  fight: Fight,
  grant: { combatant: string } | { side: string },
): Promise<string> {
  const r = await call(base, 'POST', `/api/combats/${fight.id}/players`, {
    token: fight.gm,
    json: grant,
  });
  if (r.status !== 201) throw new Error(r.text);
  return s.playerCreated.parse(r.body).token;
}

/** A WebSocket client that keeps every message and how it closed. */
export interface StreamClient {
  readonly messages: unknown[];
  readonly socket: WebSocket;
  /** Resolves when at least `n` messages came. */
  until(n: number): Promise<void>;
  /** Resolves with the close code and reason. */
  readonly closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export function stream(base: string, path: string): Promise<StreamClient> {
  const socket = new WebSocket(base.replace(/^http/, 'ws') + path);
  const messages: unknown[] = [];
  const waiting: { n: number; resolve: () => void }[] = [];
  socket.on('message', (data: Buffer) => {
    messages.push(JSON.parse(data.toString('utf8')));
    for (const w of [...waiting])
      if (messages.length >= w.n) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve();
      }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code: number, reason: Buffer) => {
      resolve({ code, reason: reason.toString('utf8') });
      for (const w of waiting) w.resolve();
    });
  });
  return new Promise((resolve, reject) => {
    socket.on('open', () => {
      resolve({
        messages,
        socket,
        closed,
        until: (n) =>
          messages.length >= n
            ? Promise.resolve()
            : new Promise<void>((r) => waiting.push({ n, resolve: r })),
        close: () => {
          socket.close();
        },
      });
    });
    socket.on('error', reject);
  });
}
