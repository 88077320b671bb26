/**
 * Every API route the server registers, walked: path parameters that are no id (zero, negative,
 * beyond int32, text, traversal), bodies of every JSON shape (fast-check), as an administrator,
 * as a candidate and signed out — the answer is never a 5xx, and a refusal is JSON with a
 * message. A route added tomorrow is fuzzed without touching this file.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allAuthorities } from '../../server/auth/accounts';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ lgpdJobHours: 0 });

const PARAMS = ['1', '0', '-1', '2147483648', '99999999999999999999', 'abc', '1e3', '%00', "1'%20or%20'1'%3D'1", '..%2F..%2Fetc%2Fpasswd'];

const deep = (levels: number): unknown => (levels === 0 ? 1 : { a: deep(levels - 1) });
const BODIES: unknown[] = [
  {},
  [],
  null,
  'texto',
  12,
  { id: 2 ** 31, version: -1, empresaId: 2, __proto__: { admin: true } },
  { nome: 'x'.repeat(100_000) },
  deep(40),
  ...fc.sample(fc.jsonValue({ maxDepth: 3 }), { numRuns: 8, seed: 20261125 }),
  ...fc.sample(fc.dictionary(fc.string({ maxLength: 12 }), fc.oneof(fc.string({ unit: 'binary', maxLength: 20 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null))), { numRuns: 6, seed: 7 }),
];

const withParams = (url: string, value: string) => url.replace(/:\w+|\*/g, value);

/**
 * Bodies and query strings naming every reference the declarations know (`cargo: {id}`,
 * `cargoId`, `cargosIds`…) with ids no column can hold, or that name nothing.
 */
function referenceShaped(names: string[], id: number): { body: Record<string, unknown>; query: string } {
  const body: Record<string, unknown> = { id, quantidade: id, empresaId: id };
  const query = new URLSearchParams({ id: String(id), empresaId: String(id), page: String(id), size: String(id) });
  for (const name of names) {
    body[name] = { id };
    body[`${name}Id`] = id;
    body[`${name}sIds`] = [id];
    query.set(`${name}Id`, String(id));
  }
  return { body, query: query.toString() };
}

describe('todas as rotas da API', () => {
  it('parâmetros e corpos hostis, com e sem sessão: nunca 5xx, recusa em JSON com mensagem', async () => {
    const routes = t.routes.filter((route) => route.url !== '/api/openapi.json');
    const references = [...new Set(t.engine.registry.all().flatMap((entity) => Object.entries(entity.properties).filter(([, p]) => typeof p['x-reference'] === 'string').map(([name]) => name)))];
    const shaped = [2 ** 31, 2 ** 53, -1, 0].map((id) => referenceShaped(references, id));
    expect(routes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let requests = 0;
    for (const [index, route] of routes.entries()) {
      // Fresh sessions for each route: a logout or an erasure tried earlier must not blind the rest.
      const admin = `rh_sessao=${(await t.engine.sessions.create('interno', 1, 1, allAuthorities(t.engine.registry))).token}`;
      const candidato = `rh_sessao=${(await t.engine.sessions.create('candidato', 1, 1, [])).token}`;
      for (const [i, [param, cookie]] of PARAMS.flatMap((p) => [admin, candidato, undefined].map((c) => [p, c] as const)).entries()) {
        // Every third request names references; the others send any JSON at all.
        const reference = i % 3 === 0 ? shaped[(index + i) % shaped.length] : undefined;
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : (reference?.body ?? BODIES[(index + i) % BODIES.length]);
        const url = `${withParams(route.url, param)}${reference ? `?${reference.query}` : ''}`;
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          payload: body === undefined ? undefined : JSON.stringify(body),
        });
        requests++;
        const where = `${route.method} ${url} ${JSON.stringify(body)?.slice(0, 80)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (response.statusCode >= 500) failures.push(where);
        else if (response.statusCode >= 400 && typeof response.json().message !== 'string') failures.push(`sem mensagem: ${where}`);
      }
    }
    console.log(`fuzz: ${routes.length} rotas, ${requests} requisições, ${failures.length} falhas`);
    expect(failures).toEqual([]);
  }, 300_000);
});
