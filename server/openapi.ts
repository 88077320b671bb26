/**
 * The OpenAPI 3.1 document of the API: the generated CRUD from the registry, and every other
 * route registered (modules, reports, portal, actions, meta, auth, uploads) with the schemas
 * it declares — the routes that declare none yet are marked `x-sem-esquema`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { JsonSchema } from '../engine/declaration';
import type { Registry, RegisteredEntity } from '../engine/registry/registry';
import { bodySchema } from './crud/validators';
import { listQuerySchema } from './crud/list-params';

const errorRef = { $ref: '#/components/schemas/Erro' };
const errorResponses = {
  400: { description: 'Dados inválidos', content: { 'application/json': { schema: errorRef } } },
  401: { description: 'Sessão expirada.', content: { 'application/json': { schema: errorRef } } },
  403: { description: 'Não autorizado.', content: { 'application/json': { schema: errorRef } } },
  404: { description: 'O recurso solicitado não foi encontrado.', content: { 'application/json': { schema: errorRef } } },
};

function recordSchema(entity: RegisteredEntity): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    id: { type: 'integer' },
    version: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  };
  for (const [name, property] of Object.entries(entity.properties)) {
    if (property.writeOnly === true) continue;
    properties[name] = asRead(property, (entity.schema.required as string[] | undefined)?.includes(name) ?? false);
  }
  return { type: 'object', title: entity.label, properties };
}

/** A property as records answer it: a value not required may come back `null` (an empty column), at any depth. */
function asRead(schema: JsonSchema, required: boolean): JsonSchema {
  let read = schema;
  if (schema.type === 'object' && schema.properties) {
    const inner = (schema.required as string[] | undefined) ?? [];
    read = { ...schema, properties: Object.fromEntries(Object.entries(schema.properties as Record<string, JsonSchema>).map(([name, p]) => [name, asRead(p, inner.includes(name))])) };
  } else if (schema.type === 'array' && schema.items && typeof schema.items === 'object') {
    read = { ...schema, items: asRead(schema.items as JsonSchema, true) };
  }
  if (required) return read;
  return { anyOf: [read, { type: 'null' }] };
}

function queryParameters(entity: RegisteredEntity) {
  const schema = listQuerySchema(entity);
  return Object.entries(schema.properties as Record<string, JsonSchema>).map(([name, s]) => ({
    name,
    in: 'query',
    required: false,
    schema: s,
  }));
}

/** A route as Fastify registered it (method, URL pattern) and the schema it validates with, if any. */
export interface RouteSchema {
  summary?: string;
  body?: JsonSchema;
  querystring?: JsonSchema;
  params?: JsonSchema;
  response?: Record<string, JsonSchema>;
}

/**
 * What a route says about itself for the document (`config: { openapi }` of the route), in the
 * names of the API's TypeScript types (`npm run gen` writes them to generated/api.schema.json):
 * `"UserInfo"`, `"ReportMeta[]"`, or `"arquivo"` for a file download.
 */
export interface RouteDoc {
  summary: string;
  /** A type name, or the schema itself (an action's form). */
  body?: string | JsonSchema;
  /** The body's media type when not JSON (an upload: `multipart/form-data`). */
  bodyType?: string;
  /** A type name: the query string's parameters, held to it (numbers and booleans read from their text). */
  query?: string;
  response?: string | JsonSchema;
  /** The success status when not 200 (201 created, 204 nothing to answer), or each it may answer (200 done, 202 accepted). */
  status?: number | number[];
}

/** The component of an entity's record (as the generated CRUD answers it). */
export const componentOf = (entity: { name: string }): string => entity.name[0]!.toUpperCase() + entity.name.slice(1);

export interface RegisteredRoute {
  method: string;
  url: string;
  schema?: RouteSchema;
  doc?: RouteDoc;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteDoc;
  }
}

/** The API's types as components, when `npm run gen` has written them. */
export function apiComponents(): Record<string, JsonSchema> {
  const path = resolve(import.meta.dirname, '../generated/api.schema.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, JsonSchema>) : {};
}

/** `"Tipo"` or `"Tipo[]"` as a schema referring to the component; a schema as it is. */
function typeSchema(name: string | JsonSchema): JsonSchema {
  if (typeof name !== 'string') return name;
  const list = name.endsWith('[]');
  const ref = { $ref: `#/components/schemas/${list ? name.slice(0, -2) : name}` };
  return list ? { type: 'array', items: ref } : ref;
}

/** The success statuses a route documents: 200 unless it says otherwise. */
export const successStatuses = (doc: RouteDoc): number[] => [doc.status ?? 200].flat();

function documentedResponse(doc: RouteDoc): Record<string, unknown> {
  const content = !doc.response
    ? undefined
    : doc.response === 'arquivo'
    ? { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } }
    : { 'application/json': { schema: typeSchema(doc.response) } };
  // 204 answers nothing.
  return Object.fromEntries(successStatuses(doc).map((status) => [status, { description: doc.summary, ...(content && status !== 204 && { content }) }]));
}

/** `/api/x/:id` → `/api/x/{id}`. */
export const openApiPath = (url: string): string => url.replace(/:(\w+)/g, '{$1}');

/** One operation for a route the generated CRUD does not describe. */
function routeOperation({ method, url, schema = {}, doc }: RegisteredRoute, components: Record<string, JsonSchema>): Record<string, unknown> {
  const tag = url.split('/')[2] ?? 'api';
  const pathParams = [...url.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: (schema.params?.properties as Record<string, JsonSchema> | undefined)?.[name!] ?? { type: 'string' } }));
  const query = schema.querystring ?? (doc?.query ? components[doc.query] : undefined);
  const requiredQuery = new Set((query?.required as string[] | undefined) ?? []);
  const queryParams = Object.entries((query?.properties ?? {}) as Record<string, JsonSchema>).map(([name, s]) => ({ name, in: 'query', required: requiredQuery.has(name), schema: s }));
  const responses = doc
    ? documentedResponse(doc)
    : schema.response
    ? Object.fromEntries(Object.entries(schema.response).map(([status, s]) => [status, { description: String(s.description ?? 'Resposta'), content: { 'application/json': { schema: s } } }]))
    : { 200: { description: 'Resposta' } };
  const body = schema.body ?? (doc?.body ? typeSchema(doc.body) : undefined);
  return {
    tags: [tag],
    summary: doc?.summary ?? schema.summary ?? `${method} ${url}`,
    ...(pathParams.length || queryParams.length ? { parameters: [...pathParams, ...queryParams] } : {}),
    ...(body ? { requestBody: { required: true, content: { [doc?.bodyType ?? 'application/json']: { schema: body } } } } : {}),
    responses: { ...responses, ...errorResponses },
    ...(doc || schema.body || schema.response || (method === 'GET' && schema.querystring) ? {} : { 'x-sem-esquema': true }),
  };
}

export function openApiDocument(registry: Registry, version: string, routes: RegisteredRoute[] = []) {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Record<string, JsonSchema> = {
    Erro: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        fields: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } } },
      },
    },
  };
  for (const entity of registry.all()) {
    const ops = entity.operations;
    // Every entity's record is a component: child records are answered inside their owner's calls.
    const name = componentOf(entity);
    schemas[name] = recordSchema(entity);
    if (!ops.length) continue;
    schemas[`${name}Entrada`] = bodySchema(entity);
    // Owned records are reached under their owner: those routes document themselves (server/crud/owned-routes.ts).
    if (entity.owner) continue;
    const ref = { $ref: `#/components/schemas/${name}` };
    const input = { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}Entrada` } } } };
    const one = { 200: { description: entity.label, content: { 'application/json': { schema: ref } } }, ...errorResponses };
    const idParam = [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }];
    const tags = [entity.module];
    const collection: Record<string, unknown> = {};
    const item: Record<string, unknown> = {};
    if (ops.includes('list')) {
      collection.get = {
        tags,
        summary: `Lista ${entity.labelPlural}`,
        parameters: queryParameters(entity),
        responses: {
          200: {
            description: 'Página de registros, ou lista resumida com resumido=true',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    content: { type: 'array', items: ref },
                    pageable: { type: 'object', properties: { paged: { type: 'boolean' }, offset: { type: 'integer' } } },
                    size: { type: 'integer' },
                    totalElements: { type: 'integer' },
                  },
                },
              },
            },
          },
          ...errorResponses,
        },
      };
    }
    if (ops.includes('create')) collection.post = { tags, summary: `Cria ${entity.label}`, requestBody: input, responses: { ...one, 201: one[200] } };
    if (ops.includes('read')) item.get = { tags, summary: `Lê ${entity.label}`, parameters: idParam, responses: one };
    if (ops.includes('update')) {
      const responses = { ...one, 409: { description: 'Versão desatualizada', content: { 'application/json': { schema: errorRef } } } };
      item.put = { tags, summary: `Altera ${entity.label} (registro inteiro, com a versão lida e todas as listas)`, parameters: idParam, requestBody: input, responses };
      const partial = { required: true, content: { 'application/json': { schema: { type: 'object', description: 'Só as propriedades a alterar; version, se enviada, é conferida.' } } } };
      item.patch = { tags, summary: `Altera campos de ${entity.label}`, parameters: idParam, requestBody: partial, responses };
    }
    if (ops.includes('delete')) item.delete = { tags, summary: `Remove ${entity.label}`, parameters: idParam, responses: { 204: { description: 'Removido' }, ...errorResponses } };
    if (Object.keys(collection).length) paths[`/api/${entity.resource}`] = collection;
    if (Object.keys(item).length) paths[`/api/${entity.resource}/{id}`] = item;
  }
  const contracts = apiComponents();
  for (const route of routes) {
    const path = openApiPath(route.url);
    const method = route.method.toLowerCase();
    paths[path] ??= {};
    paths[path][method] ??= routeOperation(route, contracts);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'RH — API', version },
    paths,
    components: { schemas: { ...contracts, ...schemas }, securitySchemes: { sessao: { type: 'apiKey', in: 'cookie', name: 'rh_sessao' } } },
    security: [{ sessao: [] }],
  };
}
