/**
 * Everything held about a candidate (LGPD art. 18, II): their record with its lists, the
 * attached documents (without the bytes), every record that points at them and those that
 * point at these in turn (applications, the steps of each with results and notes, the
 * evaluations), the consents, and the changes made to all of it — who, when, which fields.
 */
import { sql } from 'kysely';
import type { JsonSchema } from '../../../engine/declaration';
import type { RegisteredEntity } from '../../../engine/registry/registry';
import { isServerOwned } from '../../../engine/table/system-properties';
import { columnOf, OWNER_COLUMN } from '../../../engine/table/derive';
import { rowsWhere } from '../../../server/reports/document-data';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Engine } from '../../../server/engine';
import { pointingAt } from './referencias';

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

export interface CandidateExport {
  geradoEm: string;
  candidato: Data;
  documentosAnexos: Data[];
  /** Records pointing at the candidate, and at those, by entity (resource name). */
  relacionados: { entity: RegisteredEntity; rows: Data[] }[];
  alteracoes: Alteracao[];
  aceitesTermos: Data[];
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

export async function candidateExport(engine: Engine, scope: Scope, candidatoId: number): Promise<CandidateExport> {
  const candidato = engine.registry.get('candidato');
  const anexo = engine.registry.get('documentoAnexo');
  const record = await engine.entities.get(candidato, scope, candidatoId);
  return runInScope(scope, async () => {
    const documentosAnexos = await rowsWhere(engine, anexo, scope, sql`t.${sql.id(OWNER_COLUMN)} = ${candidatoId}`);
    const related = new Map<RegisteredEntity, Data[]>();
    await referencing(engine, scope, candidato, [candidatoId], related);
    const relacionados = [...related].map(([entity, rows]) => ({ entity, rows }));
    const alteracoes = await changesOf(engine, scope, [
      { entity: candidato, ids: [candidatoId] },
      { entity: anexo, ids: documentosAnexos.map((row) => row.id as number) },
      ...relacionados.map(({ entity, rows }) => ({ entity, ids: rows.map((row) => row.id as number) })),
    ]);
    const saved = await companyQuery(engine.db, scope).selectFrom('candidato').select('updated_at').where('id', '=', candidatoId).executeTakeFirst();
    return {
      geradoEm: new Date().toISOString(),
      candidato: record,
      documentosAnexos,
      relacionados,
      alteracoes,
      aceitesTermos: [{ termo: 'Política de segurança e privacidade', aceito: record.aceitoPoliticaSeguranca === true, registradoEm: saved?.updated_at ?? null }],
    };
  });
}

/** The export as JSON: related records under their resource names. */
export function exportJson(data: CandidateExport): Data {
  const { relacionados, ...rest } = data;
  return { ...rest, ...Object.fromEntries(relacionados.map(({ entity, rows }) => [entity.resource, rows])) };
}
