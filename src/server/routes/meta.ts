/** Liveness and the OpenAPI document. */
import type { ServerContext } from '../context.js';
import { openApiDocument } from '../openapi.js';
import * as s from '../schemas.js';

export function metaRoutes(ctx: ServerContext): void {
  const { routes } = ctx;
  routes.add(
    {
      method: 'GET',
      url: '/api/health',
      summary: 'Liveness',
      access: 'anyone',
      responses: { 200: { description: 'the server is up', schema: s.health } },
    },
    () => Promise.resolve({ status: 200, body: { ok: true, version: ctx.version } }),
  );
  let document: unknown;
  routes.add(
    {
      method: 'GET',
      url: '/api/openapi.json',
      summary: 'This document',
      access: 'anyone',
      responses: { 200: { description: 'the OpenAPI 3.1 document of every route' } },
    },
    () => {
      // Built on first use, when every route has been added.
      document ??= openApiDocument(routes.docs, ctx.version);
      return Promise.resolve({ status: 200, body: document });
    },
  );
}
