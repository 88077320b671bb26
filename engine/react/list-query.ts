/**
 * Page, sort and filters of a list live in the URL query, so back and forward, reload and a
 * shared link all show the same list. Values are typed back from the filter schema.
 */
import type { JsonSchema } from '../declaration';
import { typeOf } from '../widgets/testers';
import { propertiesOf } from './form-schema';

export interface ListQuery {
  /** From 0. */
  page: number;
  /** `campo,asc|desc`. */
  sort?: string;
  filters: Record<string, unknown>;
}

const PAGE = 'page';
const SORT = 'sort';

function typed(text: string, schema: JsonSchema): unknown {
  switch (typeOf(schema)) {
    case 'integer':
    case 'number': {
      const number = Number(text);
      return text.trim() === '' || Number.isNaN(number) ? undefined : number;
    }
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : undefined;
    default:
      return text;
  }
}

export function readListQuery(search: URLSearchParams, filterSchema: JsonSchema): ListQuery {
  const page = Number(search.get(PAGE) ?? 0);
  const filters: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(propertiesOf(filterSchema))) {
    if (typeOf(schema) === 'array') {
      const items = (schema.items ?? {}) as JsonSchema;
      const values = search.getAll(name).map((text) => typed(text, items)).filter((v) => v !== undefined);
      if (values.length) filters[name] = values;
    } else {
      const text = search.get(name);
      const value = text === null ? undefined : typed(text, schema);
      if (value !== undefined && value !== '') filters[name] = value;
    }
  }
  return { page: Number.isInteger(page) && page > 0 ? page : 0, sort: search.get(SORT) ?? undefined, filters };
}

/** Only what differs from the defaults is written, so an untouched list has a clean URL. */
export function writeListQuery({ page, sort, filters }: ListQuery, defaultSort?: string): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') search.append(name, String(item));
    }
  }
  if (sort && sort !== defaultSort) search.set(SORT, sort);
  if (page > 0) search.set(PAGE, String(page));
  return search;
}

/** `campo,asc` ⇄ `{id, desc}` for the table. */
export function parseSort(sort: string | undefined): { id: string; desc: boolean } | undefined {
  if (!sort) return undefined;
  const [id = '', direction = 'asc'] = sort.split(',');
  return id ? { id, desc: direction.trim().toLowerCase() === 'desc' } : undefined;
}

export const formatSort = ({ id, desc }: { id: string; desc: boolean }): string => `${id},${desc ? 'desc' : 'asc'}`;
