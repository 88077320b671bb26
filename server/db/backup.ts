/**
 * The dump: every table of the database — every company's rows, the reference data, the
 * server's own tables and the schema state — read in one read-only REPEATABLE READ transaction
 * (one snapshot: rows written meanwhile are all in or all out), streamed through a cursor into
 * the backup file (backup-format.ts), so memory holds a thousand rows at a time whatever the
 * size of the database. The same SQL runs on PGlite and PostgreSQL.
 */
import { sql } from 'kysely';
import type { Db } from './database';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupWriter, type BackupHeader, type BackupTable } from './backup-format';

/** Rows fetched from the cursor at a time. */
const FETCH_ROWS = 1000;

/** Called as the dump goes, with the fraction done (0..1), by rows and tables. */
export type DumpProgress = (fraction: number) => void;

interface ForeignKey {
  tabela: string;
  coluna: string;
  alvo: string;
}

/**
 * Tables in an order where each comes after those it references; a reference that cannot be
 * honoured (a table referencing itself, a cycle) is listed as deferred on the referencing table.
 */
export function loadOrder(tables: string[], keys: ForeignKey[]): { order: string[]; deferred: Map<string, string[]> } {
  const order: string[] = [];
  const deferred = new Map<string, string[]>();
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string) => {
    state.set(table, 'visiting');
    for (const key of keys.filter((k) => k.tabela === table)) {
      const target = state.get(key.alvo);
      if (target === 'visiting') deferred.set(table, [...(deferred.get(table) ?? []), key.coluna]);
      else if (!target && tables.includes(key.alvo)) visit(key.alvo);
    }
    state.set(table, 'done');
    order.push(table);
  };
  for (const table of [...tables].sort()) if (!state.has(table)) visit(table);
  return { order, deferred };
}

/** Writes the whole database to `file` (a new file: an existing one is never overwritten). */
export async function dumpDatabase(owner: Db, file: string, info: { aplicacao: string; banco: BackupHeader['banco'] }, onProgress: DumpProgress = () => {}): Promise<BackupHeader> {
  const writer = new BackupWriter(file);
  try {
    const written = await owner
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        // The snapshot is taken at the first statement: everything below reads the same moment.
        const { rows: columns } = await sql<{ tabela: string; nome: string; tipo: string; nulo: boolean }>`
          select c.relname as tabela, a.attname as nome, format_type(a.atttypid, a.atttypmod) as tipo, not a.attnotnull as nulo
          from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          join pg_attribute a on a.attrelid = c.oid
          where n.nspname = current_schema() and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
            -- Generated columns (the search texts) are the database's to compute again.
            and a.attgenerated = ''
          order by c.relname, a.attnum`.execute(trx);
        const { rows: keys } = await sql<ForeignKey>`
          select c.relname as tabela, a.attname as coluna, t.relname as alvo
          from pg_constraint k
          join pg_class c on c.oid = k.conrelid
          join pg_class t on t.oid = k.confrelid
          join pg_namespace n on n.oid = c.relnamespace
          join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
          where k.contype = 'f' and n.nspname = current_schema()
          order by c.relname, a.attname`.execute(trx);
        const { rows: sequences } = await sql<{ nome: string; valor: string | null }>`
          select sequencename as nome, last_value::text as valor from pg_sequences where schemaname = current_schema() order by sequencename`.execute(trx);
        const names = [...new Set(columns.map((c) => c.tabela))];
        const { order, deferred } = loadOrder(names, keys);
        const tabelas: BackupTable[] = [];
        for (const table of order) {
          const { rows } = await sql<{ linhas: number }>`select count(*)::integer as linhas from ${sql.id(table)}`.execute(trx);
          tabelas.push({
            nome: table,
            colunas: columns.filter((c) => c.tabela === table).map(({ nome, tipo, nulo }) => ({ nome, tipo, nulo })),
            linhas: rows[0]!.linhas,
            adiadas: deferred.get(table) ?? [],
          });
        }
        const esquema = names.includes('rh_estado_esquema')
          ? ((await sql<{ digest: string }>`select digest from rh_estado_esquema where id = 1`.execute(trx)).rows[0]?.digest ?? null)
          : null;
        const header: BackupHeader = {
          formato: BACKUP_FORMAT,
          versaoFormato: BACKUP_FORMAT_VERSION,
          aplicacao: info.aplicacao,
          esquema,
          banco: info.banco,
          criadoEm: new Date().toISOString(),
          tabelas,
          sequencias: sequences.map((s) => ({ nome: s.nome, valor: s.valor === null ? null : Number(s.valor) })),
        };
        await writer.header(header);

        const total = tabelas.reduce((sum, t) => sum + t.linhas + 1, 0);
        let done = 0;
        onProgress(0);
        for (const table of tabelas) {
          await writer.table(table.nome);
          const list = sql.join(table.colunas.map((c) => sql.id(c.nome)));
          await sql`declare rh_backup no scroll cursor for
            select row_to_json(x)::text as linha from (select ${list} from ${sql.id(table.nome)}) x`.execute(trx);
          for (;;) {
            const { rows } = await sql<{ linha: string }>`fetch forward ${sql.raw(String(FETCH_ROWS))} from rh_backup`.execute(trx);
            for (const row of rows) await writer.row(row.linha);
            done += rows.length;
            if (rows.length < FETCH_ROWS) break;
            onProgress(done / total);
          }
          await sql`close rh_backup`.execute(trx);
          done++;
          onProgress(done / total);
        }
        return header;
      });
    await writer.close();
    return written;
  } catch (error) {
    writer.abort();
    throw error;
  }
}
