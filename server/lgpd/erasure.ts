/**
 * Erasing a person of an entity that declares `personalData` (Lei 13.709/2018, arts. 16 and 18):
 * the person asking (a candidate on the portal), or a module's retention job.
 *
 * What erasing means: the record is deleted with everything that is theirs — lists, owned
 * records (attached documents), records of other entities pointing at them (applications),
 * sessions — and the personal data the audit trail copied is wiped. A record the law makes
 * the company keep (`keptWhen`: a HIRED candidate is the origin of an employee's file, which
 * CLT art. 41, eSocial and FGTS keep for decades) stays, anonymised — every field cleared, the
 * summary replaced by `anonymousName`, which also replaces the name where the records pointing
 * at it repeat it (captions, the respondent) — so the employee's file keeps its link without the
 * résumé. The erasure is audited with the entity, id, action, time and who asked, never the data.
 */
import { sql } from 'kysely';
import { identifiersOf, tracesOf } from '../../engine/registry/personal-data';
import type { RegisteredEntity } from '../../engine/registry/registry';
import { columnOf, OWNER_COLUMN } from '../../engine/table/derive';
import { storedField, storedFields } from '../../engine/table/stored-fields';
import type { Db } from '../db/database';
import { runInScope } from '../db/tenant-context';
import { companyQuery } from '../db/scoped-query';
import type { Engine } from '../engine';
import { eraseReferencing, erasureTables, pointingAt } from './references';

/** The person themself, or the system (a retention job). */
export type ErasedBy = 'titular' | 'sistema';
export type Erased = 'removido' | 'anonimizado';

/** Text columns of a record: where a copy of the person's name can sit. */
const textColumns = (entity: RegisteredEntity) => storedFields(entity).filter((f) => f.schema.type === 'string' && !f.schema.enum && !f.schema.format).map((f) => f.column);

/**
 * The records pointing at a kept person stay (the hiring, the evaluations) but repeat the name in
 * their captions and, when the person answered, as the respondent: there it becomes the anonymous
 * name, and the audit copies of those records go.
 */
async function anonymisePointing(engine: Engine, trx: Db, empresaId: number, person: RegisteredEntity, id: number, name: string, anonymous: string): Promise<void> {
  const company = companyQuery(trx, { empresaId });
  for (const { entity, property } of pointingAt(engine, person)) {
    const pointing = sql`${sql.id(columnOf(entity, property))} = ${id}`;
    const columns = textColumns(entity);
    // Raw SQL: the pointing tables and their text columns are the declarations', named at run time.
    if (name && columns.length) {
      await sql`update ${sql.id(entity.table)} set ${sql.join(columns.map((column) => sql`${sql.id(column)} = replace(${sql.id(column)}, ${name}, ${anonymous})`))} where ${pointing}`.execute(trx);
    }
    await company
      .updateTable('auditoria')
      .set({ antes: null, depois: null })
      .where('entidade', '=', entity.name)
      .where('registro_id', 'in', sql<number>`(select id from ${sql.id(entity.table)} where ${pointing})`)
      .execute();
  }
}

/** Erases (or, when kept by law, anonymises) one person inside `trx`; answers what was done. */
export async function erasePerson(engine: Engine, trx: Db, person: RegisteredEntity, empresaId: number, id: number, by: ErasedBy): Promise<Erased | undefined> {
  const declared = person.personalData!;
  const company = companyQuery(trx, { empresaId });
  // Raw SQL: the person's table and those of what they own are the declarations', named at run time.
  const { rows: found } = await sql<Record<string, unknown>>`select * from ${sql.id(person.table)} where id = ${id} and empresa_id = ${empresaId} for update`.execute(trx);
  if (!found[0]) return undefined;
  const owned = engine.registry.all().filter((entity) => entity.owner === person.name);
  const { rows: ownedIds } = owned.length
    ? await sql<{ entidade: string; id: number }>`${sql.join(
        owned.map((entity) => sql`select ${entity.name}::text as entidade, id from ${sql.id(entity.table)} where ${sql.id(OWNER_COLUMN)} = ${id}`),
        sql` union all `,
      )}`.execute(trx)
    : { rows: [] };
  // The audit trail copied the records it saw: wipe those copies, keep that something happened.
  const wipeAudit = (entidade: string, registro: number) => company.updateTable('auditoria').set({ antes: null, depois: null }).where('entidade', '=', entidade).where('registro_id', '=', registro).execute();
  await wipeAudit(person.name, id);
  for (const { entidade, id: registro } of ownedIds) await wipeAudit(entidade, registro);
  if (declared.account) {
    // The sign-in tables are the server's, kept for every company alike (no row-level security): their company is named here.
    await trx.deleteFrom('sessao').where('tipo', '=', declared.account).where('usuario_id', '=', id).where('empresa_id', '=', empresaId).execute();
    await trx.deleteFrom('redefinicao_senha').where('tipo', '=', declared.account).where('pessoa_id', '=', id).where('empresa_id', '=', empresaId).execute();
  }
  for (const entity of owned) await sql`delete from ${sql.id(entity.table)} where ${sql.id(OWNER_COLUMN)} = ${id}`.execute(trx);
  const keptColumn = declared.keptWhen ? storedField(person, declared.keptWhen)!.column : undefined;
  const kept = keptColumn !== undefined && found[0][keptColumn] === true;
  if (kept) {
    const summary = storedField(person, person.summary)!.column;
    const cleared = storedFields(person).filter((f) => ![summary, keptColumn].includes(f.column) && f.schema.readOnly !== true).map((f) => sql`${sql.id(f.column)} = null`);
    await sql`update ${sql.id(person.table)} set ${sql.join([...cleared, sql`${sql.id(summary)} = ${declared.anonymousName!}`, sql`updated_at = now()`, sql`version = version + 1`])} where id = ${id}`.execute(trx);
    await anonymisePointing(engine, trx, empresaId, person, id, String(found[0][summary] ?? ''), declared.anonymousName!);
  } else {
    await eraseReferencing(engine, trx, empresaId, person, sql`select ${id}::integer`);
    await sql`delete from ${sql.id(person.table)} where id = ${id}`.execute(trx);
  }
  const done: Erased = kept ? 'anonimizado' : 'removido';
  await company
    .insertInto('auditoria')
    .values({ usuario_id: null, entidade: person.name, registro_id: id, acao: kept ? 'U' : 'D', antes: null, depois: JSON.stringify({ lgpd: done, por: by === 'titular' ? person.name : 'sistema' }) })
    .execute();
  return done;
}

/**
 * A deleted person's data stays in copies: audit rows mentioning their identifiers (CPF, e-mail)
 * keep only that a change happened. (The name alone is not unique: it would wipe a homonym's trail.)
 */
export async function wipeAuditMentions(trx: Db, empresaId: number, identifiers: string[]): Promise<void> {
  if (!identifiers.length) return;
  await companyQuery(trx, { empresaId })
    .updateTable('auditoria')
    .set({ antes: null, depois: null })
    .where((eb) => eb.or([eb('antes', 'is not', null), eb('depois', 'is not', null)]))
    .where((eb) => {
      // The copies as text: a jsonb's text form is what the value is searched in.
      const asText = (copy: 'antes' | 'depois') => eb.fn.coalesce(eb.cast<string>(copy, 'text'), eb.val(''));
      const copies = eb(asText('antes'), '||', asText('depois'));
      return eb.or(identifiers.map((value) => eb(eb.fn('strpos', [copies, eb.val(value)]), '>', 0)));
    })
    .execute();
}

/** Where an erased person's data was: the tables the erasure rewrote, the audit trail and the sign-in records. */
export const scrubbedTables = (engine: Engine, person: RegisteredEntity) => [...erasureTables(engine, person), 'auditoria', 'sessao', 'redefinicao_senha'];

/** After an erasure committed: the copies outside the database, and the freed space scrubbed. */
export async function forgetOutside(engine: Engine, person: RegisteredEntity, empresaId: number, traces: string[], scrub: boolean): Promise<void> {
  await engine.personalCopies.forget(empresaId, traces);
  if (scrub) await engine.scrubber.request(scrubbedTables(engine, person));
}

/**
 * Erases one person in its own transaction (as the owner: the audit copies and sessions are
 * beyond the app role), then what is left of them outside it (`scrub`: false when the caller
 * erases many and scrubs once).
 */
export async function erasePersonAndCopies(engine: Engine, person: RegisteredEntity, empresaId: number, id: number, by: ErasedBy, scrub = true): Promise<Erased | undefined> {
  const scope = { empresaId, usuarioId: null };
  let traces: string[] = [];
  const done = await runInScope(scope, () =>
    engine.database.owner.transaction().execute(async (trx) => {
      const record = await engine.entities.get(person, scope, id, trx).catch(() => undefined);
      traces = record ? tracesOf(person, record) : [];
      return erasePerson(engine, trx, person, empresaId, id, by);
    }),
  );
  if (done) await forgetOutside(engine, person, empresaId, traces, scrub);
  return done;
}

/** HR deleting a person leaves no copy either: registered for every entity declaring `personalData`. */
export function wipeCopiesOnDelete(engine: Engine, person: RegisteredEntity): void {
  engine.hooks.register(person.name, {
    afterCommit: async ({ action, previous, scope }) => {
      if (action !== 'delete' || !previous) return;
      await runInScope(scope, () => engine.database.owner.transaction().execute((trx) => wipeAuditMentions(trx, scope.empresaId, identifiersOf(person, previous))));
      await forgetOutside(engine, person, scope.empresaId, tracesOf(person, previous), true);
    },
  });
}
