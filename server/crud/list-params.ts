/**
 * The query string of a list request, validated against a schema derived from the
 * declaration: paging, the whitelisted sorts and the declared filters, nothing else.
 */
import type { SharedSwitch } from '../../engine/table/derive';
import type { ValidateFunction } from 'ajv';
import type { FilterDeclaration, JsonSchema } from '../../engine/declaration';
import { filterSchema } from '../../engine/filters';
import type { RegisteredEntity } from '../../engine/registry/registry';
import { createAjv } from '../../engine/validation/ajv';
import { toFieldErrors } from '../../engine/validation/messages';
import { errors } from '../errors';
import { invalidText } from './text-guard';
import { readableProperties } from '../../engine/table/stored-fields';

export const DEFAULT_PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 1000;
/** Keeps `page * size` a valid SQL offset. */
export const MAX_PAGE = 1_000_000;
/** Dropdowns and exports ask for everything; still, never more than this. */
export const MAX_UNPAGED = 10_000;

export interface SortOrder {
  property: string;
  direction: 'asc' | 'desc';
}

export interface ListParams {
  page: number;
  size: number;
  unpaged: boolean;
  resumido: boolean;
  sort: SortOrder[];
  /** Dropdown search text, matched anywhere in the summary. */
  search: string | undefined;
  /** Values of the declared filters present in the request, by filter name. */
  filters: Map<FilterDeclaration, unknown>;
  /** A partial view (`?campos=nome,cpf`): only these properties of each record; all when absent. */
  fields?: string[];
  /** The owner's record whose records are listed (`owner` declarations): set by the route, not the query. */
  ownerId?: number;
  /** The `sharedWhen` switch that, while on, widens the list to every company's records: set by the service, not the query. */
  shared?: SharedSwitch;
  /** Only these records (the entity's `readableIds` hook): set by the service, not the query. */
  readable?: number[];
}

const queryAjv = createAjv({ coerceTypes: 'array', removeAdditional: true });
const cache = new WeakMap<RegisteredEntity, ValidateFunction>();

export function listQuerySchema(entity: RegisteredEntity): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    page: { type: 'integer', minimum: 0, maximum: MAX_PAGE, default: 0 },
    size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
    sort: { type: 'array', items: { type: 'string', maxLength: 100 }, maxItems: 5 },
    unpaged: { type: 'boolean', default: false },
    resumido: { type: 'boolean', default: false },
    // Dropdown search: text anywhere in the record's summary (nome, titulo, descricao).
    q: { type: 'string', maxLength: 200 },
    campos: { type: 'array', items: { type: 'string', enum: readableProperties(entity) }, maxItems: 200, errorMessage: 'Campo desconhecido na lista de campos' },
  };
  return { type: 'object', properties: { ...properties, ...(filterSchema(entity).properties as Record<string, JsonSchema>) } };
}

function sortable(entity: RegisteredEntity): Set<string> {
  const allowed = new Set(['id', ...(entity.list.sortable ?? [])]);
  if (entity.list.defaultSort) allowed.add(entity.list.defaultSort.split(',')[0]!);
  return allowed;
}

function parseSort(entity: RegisteredEntity, values: string[] | undefined): SortOrder[] {
  const allowed = sortable(entity);
  const requested = values?.length ? values : entity.list.defaultSort ? [entity.list.defaultSort] : ['id,asc'];
  // `sort=nome,asc` or `sort=nome` (Spring); a comma list of several is also accepted.
  return requested.map((value) => {
    const [property = '', direction = 'asc'] = value.split(',').map((s) => s.trim());
    const dir = direction.toLowerCase();
    if (!allowed.has(property) || (dir !== 'asc' && dir !== 'desc')) {
      throw errors.validation([{ field: 'sort', message: 'Ordenação inválida' }]);
    }
    return { property, direction: dir };
  });
}

export function parseListParams(entity: RegisteredEntity, query: unknown): ListParams {
  let validate = cache.get(entity);
  if (!validate) {
    validate = queryAjv.compile(listQuerySchema(entity));
    cache.set(entity, validate);
  }
  const unstorable = invalidText(query);
  if (unstorable.length) throw errors.validation(unstorable);
  const data = { ...(query as Record<string, unknown>) };
  // `campos=a,b` as well as `campos=a&campos=b`.
  if (data.campos !== undefined) data.campos = [data.campos].flat().flatMap((value) => String(value).split(',').filter(Boolean));
  if (!validate(data)) throw errors.validation(toFieldErrors(validate.errors, listQuerySchema(entity)));
  const filters = new Map<FilterDeclaration, unknown>();
  for (const filter of entity.filters ?? []) {
    const value = data[filter.name];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    filters.set(filter, value);
  }
  return {
    page: data.page as number,
    size: data.size as number,
    unpaged: data.unpaged as boolean,
    resumido: data.resumido as boolean,
    search: typeof data.q === 'string' && data.q.trim() ? data.q.trim() : undefined,
    sort: parseSort(entity, data.sort as string[] | undefined),
    filters,
    ...(data.campos !== undefined && { fields: [...new Set(data.campos as string[])] }),
  };
}
