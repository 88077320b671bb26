/**
 * A valid body for any declared entity, built from its schema, so tests that cover
 * "every generated resource" need no per-entity fixture.
 */
import type { JsonSchema } from '../../engine/declaration';
import type { RegisteredEntity } from '../../engine/registry/registry';
import type { TestApp } from './test-app';

function sampleValue(schema: JsonSchema, tag: string): unknown {
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.examples)) return schema.examples[0];
  const options = schema.oneOf as JsonSchema[] | undefined;
  if (options?.[0] && 'const' in options[0]) return options[0].const;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      // A date that must come after a sibling's (a mandate's end after its start) takes the next day.
      if (schema.format === 'date') return schema.formatExclusiveMinimum === undefined ? '2024-01-15' : '2024-01-16';
      if (schema.format === 'date-time') return '2024-01-15T10:00:00Z';
      if (schema.format === 'email') return 'teste@exemplo.com.br';
      if (schema.format === 'cpf') return '52998224725';
      if (schema.format === 'cnpj') return '11222333000181';
      if (schema.format === 'pis') return '12056412545';
      if (schema.format === 'cno') return '100000000003';
      if (schema.format === 'caepf') return '10000000000076';
      if (schema.format === 'cep') return '60115170';
      if (schema.format === 'ddd') return '85';
      if (schema.format === 'foneFixo') return '32221234';
      if (schema.format === 'celular') return '988776655';
      if (schema.format === 'telefone') return '8532221234';
      const max = typeof schema.maxLength === 'number' ? schema.maxLength : 50;
      return `Teste ${tag}`.slice(0, max);
    }
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 1;
      const max = typeof schema.maximum === 'number' ? schema.maximum : min + 100;
      return Math.min(max, min + 7);
    }
    case 'boolean':
      return true;
    case 'array':
      return [];
    default:
      return {};
  }
}

/**
 * Fills every property — inside flattened groups too; references point at an existing record
 * of the session's company. Optional values it cannot make up (a pattern, a write-only file)
 * are left out.
 */
export async function sampleRecord(t: TestApp, entity: RegisteredEntity, cookie: string, tag: string): Promise<Record<string, unknown>> {
  // Two references to the same entity point at different records (an avaliador is not the avaliado).
  const usados = new Map<string, number>();
  const fill = async (properties: Record<string, JsonSchema>, required: string[], prefix = ''): Promise<Record<string, unknown>> => {
    const body: Record<string, unknown> = {};
    // Plain values first: a reference's options may depend on one (a leave's motives on its classe).
    const entries = Object.entries(properties).sort(([, a], [, b]) => Number(typeof a['x-reference'] === 'string') - Number(typeof b['x-reference'] === 'string'));
    for (const [name, schema] of entries) {
      if (schema.readOnly === true) continue; // the server's, ignored in a body
      const target = schema['x-reference'];
      if (typeof target === 'string') {
        const resource = t.engine.registry.get(target).resource;
        // Options that depend on a sibling (`filterBy`: the cities of the state picked above).
        const hints = (entity.form?.fields?.[prefix + name] ?? {}) as { filterBy?: Record<string, string>; filterWith?: Record<string, string | number | boolean> };
        const filters = [
          ...Object.entries(hints.filterBy ?? {}).map(([parameter, sibling]) => {
            const value = body[sibling];
            return `&${parameter}=${encodeURIComponent(String((value && typeof value === 'object' ? (value as { id?: number }).id : value) ?? ''))}`;
          }),
          // Options offered only with fixed filter values (the request's evaluation models: tipo S).
          ...Object.entries(hints.filterWith ?? {}).map(([parameter, value]) => `&${parameter}=${encodeURIComponent(String(value))}`),
        ];
        const options = (await t.request('GET', `/api/${resource}?unpaged=true&resumido=true${filters.join('')}`, { cookie })).json() as { id: number }[];
        if (!options[0]) continue;
        const vez = usados.get(target) ?? 0;
        usados.set(target, vez + 1);
        const escolhida = options[vez % options.length]!;
        body[name] = schema.type === 'array' ? [escolhida.id] : { id: escolhida.id };
        continue;
      }
      if (schema['x-flatten'] === true) {
        body[name] = await fill((schema.properties ?? {}) as Record<string, JsonSchema>, (schema.required as string[] | undefined) ?? [], `${name}.`);
        continue;
      }
      // An owned list that must not be empty (a faixa's history): one item, filled the same way.
      const items = schema.items as JsonSchema | undefined;
      if (schema.type === 'array' && items?.properties && typeof schema.minItems === 'number' && schema.minItems > 0) {
        body[name] = [await fill(items.properties as Record<string, JsonSchema>, (items.required as string[] | undefined) ?? [])];
        continue;
      }
      if (!required.includes(name) && ((schema.pattern !== undefined && !Array.isArray(schema.examples)) || schema.writeOnly === true || schema['x-transient'] === true)) continue;
      body[name] = sampleValue(schema, tag);
    }
    return body;
  };
  return fill(entity.properties, (entity.schema.required as string[] | undefined) ?? []);
}

/** Entities with the full generic CRUD at `/api/<resource>`, scoped to a company (owned ones are reached under their owner). */
export function tenantCrudEntities(t: TestApp): RegisteredEntity[] {
  return t.engine.registry.all().filter((e) => e.scope === 'empresa' && !e.owner && e.operations.includes('create'));
}
