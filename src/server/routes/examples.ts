/** The example encounters: list them, make a combat from one by name (never a path). */
import { creatorOf, hashToken, newToken } from '../auth.js';
import type { ServerContext } from '../context.js';
import { HttpFailure, unwrap } from '../errors.js';
import * as s from '../schemas.js';
import { createdReply } from './combats.js';
import { F400, F401, F404 } from './responses.js';

export function exampleRoutes(ctx: ServerContext): void {
  const { routes } = ctx;
  routes.add(
    {
      method: 'GET',
      url: '/api/examples',
      summary: 'The example encounters this server offers',
      access: 'anyone',
      responses: {
        200: { description: 'their names, rule sets and titles', schema: s.exampleList },
      },
    },
    () =>
      Promise.resolve({
        status: 200,
        body: {
          examples: [...ctx.examples.values()].map((e) => ({
            name: e.name,
            ruleSet: e.ruleSet,
            title: e.title,
          })),
        },
      }),
  );
  routes.add(
    {
      method: 'POST',
      url: '/api/examples/:name',
      summary: 'Create a combat from an example encounter, by name',
      access: 'creator',
      params: s.exampleParams,
      responses: {
        201: { description: 'the combat, the GM’s token and link', schema: s.created },
        400: F400,
        401: F401,
        404: { ...F404, description: 'example/not-found' },
      },
    },
    async ({ params, req }) => {
      const owner = creatorOf(req, ctx.gate);
      const example = ctx.examples.get(params.name);
      if (!example)
        throw new HttpFailure(
          404,
          'example/not-found',
          `no example ${JSON.stringify(params.name.slice(0, 100))}: GET /api/examples lists them`,
        );
      const token = newToken();
      const made = unwrap(
        await ctx.service.create(
          { text: example.text, file: example.file },
          { gmHash: hashToken(token), ...(owner === undefined ? {} : { owner }) },
        ),
      );
      return { status: 201, body: createdReply(ctx, made, token) };
    },
  );
}
