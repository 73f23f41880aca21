/** Commands: post one at an expected version (409 when stale); undo and redo (the GM's). */
import type { Command } from '../../engine/index.js';
import type { ServerContext } from '../context.js';
import { unwrap } from '../errors.js';
import * as s from '../schemas.js';
import { callerOf } from './caller.js';
import { F400, F401, F403, F404, F409, F422 } from './responses.js';

export function commandRoutes(ctx: ServerContext): void {
  const { routes, service } = ctx;
  const failures = { 400: F400, 401: F401, 403: F403, 404: F404, 409: F409, 422: F422 };
  routes.add(
    {
      method: 'POST',
      url: '/api/combats/:id/commands',
      summary: 'Send a command; refused with 409 when expectedVersion is not the combat’s version',
      access: 'gm-or-player',
      params: s.idParams,
      body: s.commandBody,
      responses: {
        200: {
          description: 'the new version and the events the command produced',
          schema: s.commandReply,
        },
        ...failures,
      },
    },
    async ({ params, body, req }) => {
      const caller = await callerOf(ctx, req, params.id);
      const r = await service.command(
        params.id,
        caller,
        // Parsed JSON: an optional field is absent, never undefined.
        body.command as Command,
        body.expectedVersion,
      );
      return { status: 200, body: unwrap(r) };
    },
  );
  routes.add(
    {
      method: 'POST',
      url: '/api/combats/:id/undo',
      summary: 'Undo the last command (or back to version `to`): the GM only',
      access: 'gm',
      params: s.idParams,
      body: s.undoBody,
      responses: {
        200: { description: 'the new version and its events', schema: s.commandReply },
        ...failures,
      },
    },
    async ({ params, body, req }) => {
      const caller = await callerOf(ctx, req, params.id);
      const r = await service.undo(params.id, caller, body.expectedVersion, body.to);
      return { status: 200, body: unwrap(r) };
    },
  );
  routes.add(
    {
      method: 'POST',
      url: '/api/combats/:id/redo',
      summary: 'Redo the last undone command: the GM only',
      access: 'gm',
      params: s.idParams,
      body: s.redoBody,
      responses: {
        200: { description: 'the new version and its events', schema: s.commandReply },
        ...failures,
      },
    },
    async ({ params, body, req }) => {
      const caller = await callerOf(ctx, req, params.id);
      const r = await service.redo(params.id, caller, body.expectedVersion);
      return { status: 200, body: unwrap(r) };
    },
  );
}
