/** The combat's log as the JSON that `fray replay` reads: the GM's. */
import type { ServerContext } from '../context.js';
import { unwrap } from '../errors.js';
import * as s from '../schemas.js';
import { callerOf } from './caller.js';
import { F401, F403, F404 } from './responses.js';

export function logRoutes(ctx: ServerContext): void {
  ctx.routes.add(
    {
      method: 'GET',
      url: '/api/combats/:id/log',
      summary:
        'The log JSON that fray replay reads (and POST /api/combats/import takes): the GM only',
      access: 'gm',
      params: s.idParams,
      query: s.tokenQuery,
      responses: {
        200: { description: 'the saved log', schema: s.savedLog },
        401: F401,
        403: F403,
        404: F404,
      },
    },
    async ({ params, req }) => {
      const caller = await callerOf(ctx, req, params.id);
      return { status: 200, body: unwrap(await ctx.service.log(params.id, caller)) };
    },
  );
}
