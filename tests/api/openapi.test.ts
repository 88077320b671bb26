/**
 * `/api/openapi.json` names every route the server registered — the generated CRUD with its
 * schemas, and the modules', reports', portal's, actions', meta, auth and upload routes — so a
 * route added without it fails here.
 */
import { describe, expect, it } from 'vitest';
import { openApiPath } from '../../server/openapi';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

describe('OpenAPI', () => {
  it('toda rota registrada está no documento, com o método', async () => {
    const document = (await t.request('GET', '/api/openapi.json')).json() as { paths: Record<string, Record<string, { 'x-sem-esquema'?: boolean }>> };
    const missing = t.routes.filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]);
    expect(missing).toEqual([]);
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThanOrEqual(t.routes.length);
    // Every route says what it takes and answers (a RouteDoc, or Fastify's own schema).
    const withoutSchema = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).filter(([, o]) => o['x-sem-esquema']).map(([method]) => `${method} ${path}`));
    expect(withoutSchema).toEqual([]);
    // Every reference resolves: the API's own types are components (npm run gen writes them).
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(([, name]) => name!);
    const components = (document as unknown as { components: { schemas: Record<string, unknown> } }).components.schemas;
    expect([...new Set(refs)].filter((name) => !components[name])).toEqual([]);
    expect(document.paths['/api/userinfo']!.get).toMatchObject({ responses: { 200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/UserInfo' } } } } } });
    // The generated CRUD keeps its full schemas.
    expect(document.paths['/api/idiomas']!.post).toMatchObject({ requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/IdiomaEntrada' } } } } });
  });
});
