/**
 * Everything held about a person (LGPD art. 18, II), for any entity declaring `personalData`:
 * their record with its lists, the records they own with routes of their own (a candidate's
 * attached documents, without the bytes), every record that points at them and those that
 * point at these in turn (applications, the steps of each with results and notes, the
 * evaluations), the consents, and the changes made to all of it — who, when, which fields.
 */
import { sql } from 'kysely';
import type { JsonSchema } from '../../engine/declaration';
import { childrenOf, type RegisteredEntity } from '../../engine/registry/registry';
import { isServerOwned } from '../../engine/table/system-properties';
import { columnOf, OWNER_COLUMN } from '../../engine/table/derive';
import { rowsWhere } from '../reports/document-data';
import { runInScope, type Scope } from '../db/tenant-context';
import { companyQuery } from '../db/scoped-query';
import type { Engine } from '../engine';
import { camelCase } from '../../engine/naming';
import { pointingAt } from './references';

type Data = Record<string, unknown>;

/** One change to the candidate's data, as the audit trail kept it. */
export interface Alteracao {
  quando: string;
  acao: 'Inclusão' | 'Alteração' | 'Exclusão';
  registro: string;
  /** The user of the company who made it; empty when it was the candidate (portal) or the system. */
  usuario: string;
  /** Titles of the fields that changed (an alteration). */
  campos: string[];
}

export interface PersonalExport {
  geradoEm: string;
  /** The person's entity (candidato, colaborador). */
  entity: RegisteredEntity;
  registro: Data;
  /** Records they own that are not lists of their record (a candidate's attached documents), by entity. */
  proprios: { entity: RegisteredEntity; rows: Data[] }[];
  /** Records pointing at the person, and at those, by entity. */
  relacionados: { entity: RegisteredEntity; rows: Data[] }[];
  alteracoes: Alteracao[];
  aceitesTermos: { termo: string; aceito: boolean; registradoEm: unknown }[];
}

const ACTIONS = { C: 'Inclusão', U: 'Alteração', D: 'Exclusão' } as const;
const MAX_DEPTH = 4;

/**
 * Records pointing at `ids` of `target`, then those pointing at these, depth first: read by the
 * engine's reader (company-scoped), with the pointing column named at run time.
 */
async function referencing(engine: Engine, scope: Scope, target: RegisteredEntity, ids: number[], out: Map<RegisteredEntity, Data[]>, depth = 0): Promise<void> {
  if (!ids.length || depth >= MAX_DEPTH) return;
  for (const { entity, property } of pointingAt(engine, target)) {
    const rows = await rowsWhere(engine, entity, scope, sql`${sql.id('t', columnOf(entity, property))} in (${sql.join(ids)})`);
    if (!rows.length) continue;
    out.set(entity, [...(out.get(entity) ?? []), ...rows]);
    await referencing(engine, scope, entity, rows.map((row) => row.id as number), out, depth + 1);
  }
}

/** Titles of the top-level fields whose values differ between two copies of a record. */
function changedFields(entity: RegisteredEntity | undefined, before: Data | null, after: Data | null): string[] {
  if (!entity || !before || !after) return [];
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => !isServerOwned(name));
  return names
    .filter((name) => JSON.stringify(before[name] ?? null) !== JSON.stringify(after[name] ?? null))
    .map((name) => {
      const schema = entity.properties[name] as JsonSchema | undefined;
      return typeof schema?.title === 'string' ? schema.title : name;
    });
}

/** The audit trail of the given records, oldest first, as the person reads it. */
async function changesOf(engine: Engine, scope: Scope, records: { entity: RegisteredEntity; ids: number[] }[]): Promise<Alteracao[]> {
  const wanted = records.filter(({ ids }) => ids.length);
  if (!wanted.length) return [];
  const rows = await companyQuery(engine.db, scope)
    .selectFrom('auditoria as a')
    .leftJoin('usuario as u', 'u.id', 'a.usuario_id')
    .select(['a.created_at as quando', 'a.acao', 'a.entidade', 'u.nome as usuario', 'a.antes', 'a.depois'])
    .where((eb) => eb.or(wanted.map(({ entity, ids }) => eb.and([eb('a.entidade', '=', entity.name), eb('a.registro_id', 'in', ids)]))))
    .orderBy('a.created_at')
    .orderBy('a.id')
    .execute();
  return rows.map((row) => {
    const entity = engine.registry.find(row.entidade ?? '');
    return {
      quando: new Date(row.quando).toISOString(),
      acao: ACTIONS[row.acao as keyof typeof ACTIONS],
      registro: entity?.label ?? row.entidade ?? '',
      usuario: row.usuario ?? '',
      campos: changedFields(entity, row.antes as Data | null, row.depois as Data | null),
    };
  });
}

/** The records `entity` owns that have routes of their own rather than being a list of its record. */
export const ownedApart = (engine: Engine, entity: RegisteredEntity): RegisteredEntity[] => {
  const lists = new Set(childrenOf(entity, engine.registry).map(({ child }) => child));
  return engine.registry.all().filter((other) => other.owner === entity.name && !lists.has(other));
};

export async function personalExport(engine: Engine, scope: Scope, entity: RegisteredEntity, id: number): Promise<PersonalExport> {
  const registro = await engine.entities.get(entity, scope, id);
  return runInScope(scope, async () => {
    const proprios = [];
    for (const owned of ownedApart(engine, entity)) proprios.push({ entity: owned, rows: await rowsWhere(engine, owned, scope, sql`t.${sql.id(OWNER_COLUMN)} = ${id}`) });
    const related = new Map<RegisteredEntity, Data[]>();
    await referencing(engine, scope, entity, [id], related);
    const relacionados = [...related].map(([other, rows]) => ({ entity: other, rows }));
    const alteracoes = await changesOf(engine, scope, [
      { entity, ids: [id] },
      ...[...proprios, ...relacionados].map(({ entity: other, rows }) => ({ entity: other, ids: rows.map((row) => row.id as number) })),
    ]);
    const aceitesTermos = (entity.personalData?.consents ?? []).map(({ property, term, acceptedAt }) => ({
      termo: term,
      aceito: registro[property] === true,
      registradoEm: (acceptedAt && registro[acceptedAt]) || null,
    }));
    return { geradoEm: new Date().toISOString(), entity, registro, proprios, relacionados, alteracoes, aceitesTermos };
  });
}

/**
 * The export as JSON: the record under the entity's name, the records it owns beside it as one more
 * of its lists (`documentosAnexos`), the records pointing at it under their API resource names.
 */
export function exportJson(data: PersonalExport): Data {
  const { geradoEm, entity, registro, proprios, relacionados, alteracoes, aceitesTermos } = data;
  const owned = proprios.map(({ entity: other, rows }) => [camelCase(other.resource), rows]);
  const related = relacionados.map(({ entity: other, rows }) => [other.resource, rows]);
  return { geradoEm, [entity.name]: registro, ...Object.fromEntries(owned), ...Object.fromEntries(related), alteracoes, aceitesTermos };
}
