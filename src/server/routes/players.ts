/**
 * Players' links, the GM's: make one for a combatant or a side (201 { token, url }), list them
 * (refs, never tokens), revoke one by its token or its ref. Also the GM's table settings.
 */
import { REF_LENGTH } from '../../app/table/service.js';
import { hashToken, newToken } from '../auth.js';
import { linkOf, type ServerContext } from '../context.js';
import { unwrap } from '../errors.js';
import * as s from '../schemas.js';
import { callerOf } from './caller.js';
import { F400, F401, F403, F404 } from './responses.js';

/** A link's ref: the first hex digits of its token's hash (GET …/players lists them). */
const REF = new RegExp(`^[0-9a-f]{${String(REF_LENGTH)}}$`);

export function playerRoutes(ctx: ServerContext): void {
  const { routes, service } = ctx;
  routes.add(
    {
      method: 'POST',
      url: '/api/combats/:id/players',
      summary: 'Make a player’s link, for one combatant or every combatant of a side: the GM only',
      access: 'gm',
      params: s.idParams,
      body: s.playerBody,
      responses: {
        201: { description: 'the player’s token and link (shown once)', schema: s.playerCreated },
        400: F400,
        401: F401,
        403: F403,
        404: F404,
      },
    },
    async ({ params, body, req }) => {
      const caller = await callerOf(ctx, req, params.id);
      const token = newToken();
      const { ref, grant } = unwrap(
        await service.addPlayer(params.id, caller, body, hashToken(token)),
      );
      return { status: 201, body: { token, url: linkOf(ctx, params.id, token), ref, grant } };
    },
  );
  routes.add(
    {
      method: 'GET',
      url: '/api/combats/:id/players',
      summary: 'The combat’s player links (their refs and grants, revoked ones too): the GM only',
      access: 'gm',
      params: s.idParams,
      query: s.tokenQuery,
      responses: {
        200: { description: 'the links', schema: s.playerList },
        401: F401,
        403: F403,
        404: F404,
      },
    },
    async ({ params, req }) => {
      const caller = await callerOf(ctx, req, params.id);
      return { status: 200, body: { players: unwrap(await service.players(params.id, caller)) } };
    },
  );
  routes.add(
    {
      method: 'DELETE',
      url: '/api/combats/:id/players/:token',
      summary: 'Revoke a player’s link, named by its token or its ref: the GM only',
      access: 'gm',
      params: s.playerParams,
      responses: {
        200: { description: 'revoked: the link lets nobody in any more', schema: s.revoked },
        401: F401,
        403: F403,
        404: F404,
      },
    },
    async ({ params, req }) => {
      const caller = await callerOf(ctx, req, params.id);
      const which = REF.test(params.token)
        ? { ref: params.token }
        : { hash: hashToken(params.token) };
      const { ref } = unwrap(await service.revokePlayer(params.id, caller, which));
      return { status: 200, body: { revoked: true, ref } };
    },
  );
  routes.add(
    {
      method: 'PATCH',
      url: '/api/combats/:id/table',
      summary: 'The GM’s table settings: how players see health, hidden combatants, notes',
      access: 'gm',
      params: s.idParams,
      body: s.tablePatch,
      responses: {
        200: { description: 'the settings now', schema: s.tableReply },
        400: F400,
        401: F401,
        403: F403,
        404: F404,
      },
    },
    async ({ params, body, req }) => {
      const caller = await callerOf(ctx, req, params.id);
      return { status: 200, body: unwrap(await service.updateTable(params.id, caller, body)) };
    },
  );
}
