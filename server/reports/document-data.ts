/**
 * Reads what one document prints, in the session's company: the record (404 when it is not
 * the company's), the records its printed lists point at, the related records of `from`
 * sections, the action history and the configuration the form hints read. One statement per
 * list and per related entity, whatever their length.
 */
import { sql } from 'kysely';
import type { DocumentData } from '../../engine/report/document-layout';
import { relatedKey } from '../../engine/report/document-layout';
import type { RegisteredDocument } from '../../engine/report/document-registry';
import type { RegisteredEntity } from '../../engine/registry/registry';
import { columnOf } from '../../engine/table/derive';
import { actionHistory } from '../crud/actions';
import { configValues } from '../crud/company-config';
import { selectList } from '../crud/select';
import { runInScope, type Scope } from '../db/tenant-context';
import type { Engine } from '../engine';

type Data = Record<string, unknown>;

/** Rows of `entity` matching `condition`, in the company's scope, as the API shows them. */
export async function rowsWhere(engine: Engine, entity: RegisteredEntity, scope: Scope, condition: ReturnType<typeof sql>): Promise<Data[]> {
  const { columns, joins } = selectList(entity, engine.registry);
  const tenant = entity.scope === 'empresa' ? sql`and t.empresa_id = ${scope.empresaId}` : sql``;
  const { rows } = await sql<Data>`select ${sql.join(columns)} from ${sql.id(entity.table)} t ${sql.join(joins, sql` `)}
    where ${condition} ${tenant} order by t.id`.execute(engine.db);
  return rows;
}

/** The list-of-references properties among `names`. */
export const referenceLists = (entity: RegisteredEntity, names: string[]): string[] =>
  [...new Set(names)].filter((name) => entity.properties[name]?.type === 'array' && typeof entity.properties[name]?.['x-reference'] === 'string');

/** Printed list-of-references properties of the record itself (fields and tables not `from`). */
function listedProperties(document: RegisteredDocument, entity: RegisteredEntity): string[] {
  const names = document.sections
    .filter((section) => !section.from)
    .flatMap((section) => [...(section.fields ?? []), ...(section.table?.property ? [section.table.property] : [])]);
  return referenceLists(entity, names);
}

/** The records each list-of-references property of `record` points at, in the list's order. */
export async function loadListed(engine: Engine, entity: RegisteredEntity, scope: Scope, record: Data, properties: string[]): Promise<Record<string, Data[]>> {
  const listed: Record<string, Data[]> = {};
  for (const property of properties) {
    const ids = ((record[property] ?? []) as (number | null)[]).filter((value): value is number => Number.isInteger(value));
    if (!ids.length) continue;
    const target = engine.registry.get(entity.properties[property]!['x-reference'] as string);
    const rows = await rowsWhere(engine, target, scope, sql`t.id in (${sql.join(ids)})`);
    const byId = new Map(rows.map((row) => [row.id, row]));
    listed[property] = ids.flatMap((value) => (byId.has(value) ? [byId.get(value)!] : []));
  }
  return listed;
}

export async function loadDocumentData(engine: Engine, document: RegisteredDocument, scope: Scope, id: number, options: Data): Promise<DocumentData> {
  const { registry } = engine;
  const entity = registry.get(document.entity);
  const record = await engine.entities.get(entity, scope, id);
  const related = document.sections.flatMap((section) => (section.from && (!section.when || options[section.when] === true) ? [section.from] : []));
  const entities = [entity, ...related.map((from) => registry.get(from.entity))];
  const configKeys = [...new Set(entities.flatMap((e) => e.configKeys))];
  const wantsHistory = document.sections.some((section) => section.history && (!section.when || options[section.when] === true));

  return runInScope(scope, async () => {
    const listed = await loadListed(engine, entity, scope, record, listedProperties(document, entity));
    const relatedRows: Record<string, Data[]> = {};
    for (const from of related) {
      const target = registry.get(from.entity);
      relatedRows[relatedKey(from)] = await rowsWhere(engine, target, scope, sql`${sql.id('t', columnOf(target, from.via))} = ${id}`);
    }
    return {
      record,
      listed,
      related: relatedRows,
      history: wantsHistory ? await actionHistory(engine, entity, scope, id) : [],
      config: await configValues(engine.db, registry, configKeys, scope.empresaId),
      options,
    };
  });
}
