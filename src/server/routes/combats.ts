/**
 * Combats: create one from an encounter (YAML or JSON), import a saved log, list the caller's,
 * read one's state (the caller's view) and its legal actions with their odds.
 */
import { z } from 'zod';
import { creatorOf, hashToken, newToken } from '../auth.js';
import { linkOf, type ServerContext } from '../context.js';
import { unwrap } from '../errors.js';
import * as s from '../schemas.js';
import { callerOf } from './caller.js';
import { F400, F401, F403, F404, F413 } from './responses.js';

/** The reply to a new combat: its id and version, the GM's token and link (shown once). */
export function createdReply(
  ctx: ServerContext,
  made: { id: string; version: number },
  gmToken: string,
): z.infer<typeof s.created> {
  return { id: made.id, version: made.version, gmToken, gmUrl: linkOf(ctx, made.id, gmToken) };
}

export function combatRoutes(ctx: ServerContext): void {
  const { routes, service } = ctx;
  routes.add<unknown, unknown, string>(
    {
      method: 'POST',
      url: '/api/combats',
      summary: 'Create a combat from an encounter (YAML as text/yaml, or JSON)',
      access: 'creator',
      body: 'encounter',
      responses: {
        201: { description: 'the combat, the GM’s token and link', schema: s.created },
        400: { ...F400, description: 'a bad encounter: encounter/invalid with its issues by line' },
        401: F401,
        413: F413,
      },
    },
    async ({ body, req }) => {
      const owner = creatorOf(req, ctx.gate);
      const token = newToken();
      const made = unwrap(
        await service.create(
          { text: body, file: 'encounter' },
          { gmHash: hashToken(token), ...(owner === undefined ? {} : { owner }) },
        ),
      );
      return { status: 201, body: createdReply(ctx, made, token) };
    },
  );

  routes.add<unknown, unknown, string>(
    {
      method: 'POST',
      url: '/api/combats/import',
      summary: 'Import a saved combat log (the JSON of fray run --save, or GET …/log)',
      access: 'creator',
      body: 'log',
      bodyLimit: ctx.importLimit,
      responses: {
        201: { description: 'the combat, the GM’s token and link', schema: s.created },
        400: { ...F400, description: 'a bad log: log/invalid with its issues by line' },
        401: F401,
        413: F413,
      },
    },
    async ({ body, req }) => {
      const owner = creatorOf(req, ctx.gate);
      const token = newToken();
      const made = unwrap(
        await service.importLog(
          { text: body, file: 'log.json' },
          { gmHash: hashToken(token), ...(owner === undefined ? {} : { owner }) },
        ),
      );
      return { status: 201, body: createdReply(ctx, made, token) };
    },
  );

  routes.add(
    {
      method: 'GET',
      url: '/api/combats',
      summary: 'The caller’s combats, newest first (all of them on an open loopback server)',
      access: 'creator',
      query: s.listQuery,
      responses: {
        200: { description: 'the combats', schema: s.combatList },
        400: F400,
        401: F401,
      },
    },
    async ({ query, req }) => {
      const owner = creatorOf(req, ctx.gate);
      const limit = Math.min(Math.max(query.limit ?? 50, 1), 500);
      return { status: 200, body: { combats: unwrap(await service.list(owner, limit)) } };
    },
  );

  routes.add(
    {
      method: 'GET',
      url: '/api/combats/:id',
      summary:
        'The combat now: full for the GM (with the table settings), the player view for a player',
      access: 'gm-or-player',
      params: s.idParams,
      query: s.tokenQuery,
      responses: {
        200: { description: 'its version and state', schema: s.stateReply },
        401: F401,
        404: F404,
      },
    },
    async ({ params, req }) => {
      const caller = await callerOf(ctx, req, params.id);
      return { status: 200, body: unwrap(await service.state(params.id, caller)) };
    },
  );

  routes.add(
    {
      method: 'GET',
      url: '/api/combats/:id/actions',
      summary: 'The legal actions now, each with its odds and the command to post',
      access: 'gm-or-player',
      params: s.idParams,
      query: s.actionsQuery,
      responses: {
        200: {
          description: 'the actions of the actor (default: whose turn it is)',
          schema: s.actionsReply,
        },
        400: F400,
        401: F401,
        403: F403,
        404: F404,
      },
    },
    async ({ params, query, req }) => {
      const caller = await callerOf(ctx, req, params.id);
      return { status: 200, body: unwrap(await service.actions(params.id, caller, query.actor)) };
    },
  );
}
