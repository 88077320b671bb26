/**
 * Hostile input, driven by the schemas: wrong types, huge strings, SQL and HTML payloads and
 * unicode on every POST, PUT and list query get 400 or 2xx, never 5xx, and text that is
 * accepted comes back byte-identical.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../engine/declaration';
import type { RegisteredEntity } from '../../engine/registry/registry';
import { sampleRecord, tenantCrudEntities } from '../support/sample-record';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

/**
 * The modules whose declarations hold company records the generic API creates, read from the files: one group of tests
 * each, so that each stays within the time limit as modules are added.
 */
const schemas = join(import.meta.dirname, '../../schemas');
const modules = [
  ...new Set(
    readdirSync(schemas, { withFileTypes: true })
      .filter((folder) => folder.isDirectory() && !folder.name.startsWith('_'))
      .flatMap((folder) => readdirSync(join(schemas, folder.name)).filter((file) => file.endsWith('.json')).map((file) => JSON.parse(readFileSync(join(schemas, folder.name, file), 'utf8')) as { module: string; scope?: string; owner?: string; singleton?: boolean; operations?: string[] }))
      // Without `operations` an entity has them all; a module's own records (`[]`) have no generic routes.
      .filter((declaration) => declaration.scope !== 'global' && !declaration.owner && (declaration.operations?.includes('create') ?? !declaration.singleton))
      .map((declaration) => declaration.module),
  ),
].sort();

/** The module's company records that the generic API creates. */
function entitiesOf(module: string): RegisteredEntity[] {
  const entities = tenantCrudEntities(t).filter((entity) => entity.module === module);
  expect(entities.length, module).toBeGreaterThan(0);
  return entities;
}

const payloads = [
  "'; drop table etapa_seletiva; --",
  "' or '1'='1",
  '<script>alert("x")</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '%_\\',
  'Ação ñ 日本語 🎉 \u200b\u202e',
  '\u0000',
  '\ud800',
  '{"$gt": ""}',
];

const hostileString = fc.oneof(
  fc.constantFrom(...payloads),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ minLength: 5000, maxLength: 20000 }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -0, 0.5),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('0000-01-01', '2024-02-30', '9999-12-31', '2024-13-01', '1900-01-01T25:00:00Z'),
  fc.array(fc.oneof(fc.integer(), hostileString), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.integer(), hostileString), { maxKeys: 3 }),
  fc.record({ id: fc.oneof(fc.integer(), fc.constantFrom(2 ** 31, -1, 0), hostileString) }),
);

/** A body that mostly follows the schema's keys, with hostile values and stray keys mixed in. */
function hostileBody(entity: RegisteredEntity, valid: Record<string, unknown>) {
  const keys = Object.keys(entity.properties);
  return fc
    .record({
      replace: fc.dictionary(fc.constantFrom(...keys), hostileValue, { maxKeys: keys.length }),
      extra: fc.dictionary(fc.constantFrom('empresa_id', 'id', 'version', '__proto__', 'constructor', 'x'), hostileValue, { maxKeys: 2 }),
    })
    .map(({ replace, extra }) => ({ ...valid, ...replace, ...extra }));
}

/** Every string the client sent for a scalar text property must come back exactly. */
function expectTextKept(entity: RegisteredEntity, sent: Record<string, unknown>, stored: Record<string, unknown>) {
  for (const [name, schema] of Object.entries(entity.properties) as [string, JsonSchema][]) {
    // Write-only values (a password) are never read back; read-only ones are the server's.
    if (schema.writeOnly === true || schema.readOnly === true) continue;
    if (schema.type !== 'string' || schema.format || typeof sent[name] !== 'string') continue;
    // An x-trim text is kept without the spaces around it, as declared.
    expect(stored[name]).toBe(schema['x-trim'] === true ? sent[name].trim() : sent[name]);
  }
}

describe.each(modules)('entrada hostil nos recursos gerados do módulo %s', (module) => {
  it('POST e PUT: 400 ou 2xx, nunca 5xx; texto aceito volta idêntico', async () => {
    for (const entity of entitiesOf(module)) {
      const base = `/api/${entity.resource}`;
      const valid = await sampleRecord(t, entity, t.admin, 'hostil');
      const created = await t.request('POST', base, { cookie: t.admin, body: valid });
      // A module's rules may refuse the made-up record (a step already recorded): update a listed one instead.
      const existing = created.statusCode === 201 ? created.json() : (await t.request('GET', `${base}?size=1`, { cookie: t.admin })).json().content[0];
      expect(existing?.id, `${entity.name}: ${created.body}`).toEqual(expect.any(Number));
      await fc.assert(
        // Records that are only ever created (a suggestion sent) have no PUT.
        fc.asyncProperty(hostileBody(entity, valid), entity.operations.includes('update') ? fc.boolean() : fc.constant(false), async (body, asUpdate) => {
          const response = asUpdate
            ? await t.request('PUT', `${base}/${existing.id}`, { cookie: t.admin, body: { ...body, id: existing.id } })
            : await t.request('POST', base, { cookie: t.admin, body });
          expect(response.statusCode, `${entity.name} ${JSON.stringify(body).slice(0, 300)} → ${response.body}`).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(response.statusCode).toBeOneOf([400, 409]);
            expect(response.json().message).toEqual(expect.any(String));
            return;
          }
          const record = response.json();
          const read = (await t.request('GET', `${base}/${record.id}`, { cookie: t.admin })).json();
          expectTextKept(entity, body, read);
          if (asUpdate) existing.version = read.version;
        }),
        { numRuns: 60 },
      );
    }
  });

  it('cada carga hostil em cada campo de texto e em cada filtro', async () => {
    for (const entity of entitiesOf(module)) {
      const base = `/api/${entity.resource}`;
      const valid = await sampleRecord(t, entity, t.admin, 'carga');
      const texts = Object.entries(entity.properties).filter(([, s]) => s.type === 'string').map(([name]) => name);
      for (const payload of payloads) {
        for (const name of texts) {
          const body = { ...valid, [name]: payload };
          const response = await t.request('POST', base, { cookie: t.admin, body });
          // 409: a record that exists once per parent (an ad per request).
          expect(response.statusCode, `${entity.name}.${name} = ${JSON.stringify(payload)} → ${response.body}`).toBeOneOf([201, 400, 409]);
          if (response.statusCode === 201) expectTextKept(entity, body, (await t.request('GET', `${base}/${response.json().id}`, { cookie: t.admin })).json());
        }
        for (const filter of entity.filters ?? []) {
          const response = await t.request('GET', `${base}?${new URLSearchParams({ [filter.name]: payload, sort: payload })}`, { cookie: t.admin });
          expect(response.statusCode, `${entity.name}?${filter.name}=${JSON.stringify(payload)} → ${response.body}`).toBeOneOf([200, 400]);
        }
      }
      for (const page of ['99999999999999999999', '-1', '1e3', '2147483648']) {
        const response = await t.request('GET', `${base}?page=${page}&size=${page}`, { cookie: t.admin });
        expect(response.statusCode, `page=${page} → ${response.body}`).toBeOneOf([200, 400]);
      }
    }
  });

  it('consultas de lista: 400 ou 200, nunca 5xx', async () => {
    for (const entity of entitiesOf(module)) {
      const names = ['page', 'size', 'sort', 'unpaged', 'resumido', ...(entity.filters ?? []).map((f) => f.name)];
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.constantFrom(...names), fc.oneof(hostileString, fc.integer().map(String), fc.constantFrom('9'.repeat(30), '-1', 'true', 'nome,asc', 'id,desc'))), async (query) => {
          const search = new URLSearchParams(query as Record<string, string>).toString();
          const response = await t.request('GET', `/api/${entity.resource}?${search}`, { cookie: t.admin });
          expect(response.statusCode, `${entity.name}?${search.slice(0, 300)} → ${response.body.slice(0, 300)}`).toBeOneOf([200, 400]);
        }),
        { numRuns: 40 },
      );
    }
  });
});

describe('entrada hostil: o corpo', () => {
  it('corpo que não é objeto JSON: 400', async () => {
    for (const payload of ['[]', '"texto"', '42', 'null', '{"a":', '']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/idiomas', headers: { cookie: t.admin, 'content-type': 'application/json' }, payload });
      expect(response.statusCode, payload).toBe(400);
    }
  });
});
