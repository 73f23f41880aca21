/** The OpenAPI document (GET /api/openapi.json) has every route the server answers, and is served. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedRoutes } from './app.js';
import { openApiPath } from './openapi.js';
import { call, startServer, type Running } from './test-kit.js';

let server: Running;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

interface Doc {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown>; summary: string }>>;
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with every route the server answers', async () => {
    const r = await call(server.base, 'GET', '/api/openapi.json');
    expect(r.status).toBe(200);
    const doc = r.body as Doc;
    expect(doc.openapi).toBe('3.1.0');
    const served = servedRoutes(server.app).filter((s) => s.url.startsWith('/api/'));
    expect(served.length).toBeGreaterThanOrEqual(18);
    for (const route of served) {
      const op = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${route.url}`).toBeDefined();
      expect(op?.summary.length).toBeGreaterThan(0);
      expect(Object.keys(op?.responses ?? {}).length).toBeGreaterThan(0);
    }
    const documented = Object.values(doc.paths).flatMap((p) => Object.keys(p)).length;
    expect(documented).toBe(served.length);
  });

  it('covers the issue’s table of routes', async () => {
    const doc = (await call(server.base, 'GET', '/api/openapi.json')).body as Doc;
    for (const [method, path] of [
      ['post', '/api/combats'],
      ['get', '/api/combats/{id}'],
      ['get', '/api/combats/{id}/actions'],
      ['post', '/api/combats/{id}/commands'],
      ['post', '/api/combats/{id}/undo'],
      ['post', '/api/combats/{id}/redo'],
      ['get', '/api/combats/{id}/log'],
      ['post', '/api/combats/import'],
      ['post', '/api/combats/{id}/players'],
      ['delete', '/api/combats/{id}/players/{token}'],
      ['get', '/api/combats/{id}/stream'],
      ['get', '/api/openapi.json'],
      ['get', '/api/health'],
    ] as const)
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });
});
