/**
 * Queries of module code over one company's tables: every select, update and delete it builds
 * is already restricted to the scope's company (`<table>.empresa_id = …`) and every insert
 * carries it, so no statement can forget it. Row-level security stays the backstop.
 * Global tables (`scope: 'global'`, not in `CompanyTable`) are read with the plain `Db`.
 */
import { sql, type DeleteQueryBuilder, type DeleteResult, type Insertable, type Kysely, type SelectQueryBuilder, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import type { CompanyTable, DB } from '../../generated/db';
import type { Db } from './database';

/** A company table, as itself or under an alias (`candidato as c`). */
type CompanyFrom = CompanyTable | `${CompanyTable} as ${string}`;
/** One table expression, or each of a list (`from a, b`). */
type Each<TE> = TE extends readonly (infer E)[] ? E : TE;
type AliasOf<E> = E extends `${string} as ${infer A}` ? A : E;
type TableOf<E> = E extends `${infer T} as ${string}` ? T : E;
/** The tables a query over `TE` sees, its aliases among them (as Kysely's own `selectFrom` types it). */
type Tables<TE> = DB & { [E in Each<TE> as AliasOf<E> & string]: DB[TableOf<E> & keyof DB] };
type Alias<TE> = AliasOf<Each<TE>> & keyof Tables<TE>;

/** The company column of a table expression, by its alias when it has one. */
const companyColumn = (from: string) => sql.ref(`${from.split(' as ')[1] ?? from}.empresa_id`);

export function companyQuery(db: Db, scope: { empresaId: number }) {
  const { empresaId } = scope;
  // The signatures below type each builder; inside, the table is a string Kysely cannot check.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const untyped = db as Kysely<any>;
  const query = {
    /** Several tables (`['candidato as c', 'solicitacao_pessoal as s']`, joined by `whereRef`) are each restricted. */
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Kysely's type of "nothing selected yet"
    selectFrom: <TE extends CompanyFrom | readonly CompanyFrom[]>(from: TE): SelectQueryBuilder<Tables<TE>, Alias<TE>, {}> => {
      const tables = [from].flat() as string[];
      return tables.reduce((restricted, table) => restricted.where(companyColumn(table), '=', empresaId), untyped.selectFrom(tables));
    },
    updateTable: <TE extends CompanyFrom>(table: TE): UpdateQueryBuilder<Tables<TE>, Alias<TE>, Alias<TE>, UpdateResult> =>
      untyped.updateTable(table as string).where(companyColumn(table), '=', empresaId) as never,
    deleteFrom: <TE extends CompanyFrom>(from: TE): DeleteQueryBuilder<Tables<TE>, Alias<TE>, DeleteResult> =>
      untyped.deleteFrom(from as string).where(companyColumn(from), '=', empresaId),
    insertInto: <T extends CompanyTable>(table: T) => ({
      values: (row: Omit<Insertable<DB[T]>, 'empresa_id'>) => db.insertInto(table).values({ ...row, empresa_id: empresaId } as unknown as Insertable<DB[T]>),
    }),
  };
  return {
    ...query,
    /** The company's rows of a table under an alias, to join (`.leftJoin(q.table('anuncio', 'a'), …)`): a joined table is restricted too. */
    table: <T extends CompanyTable, A extends string>(table: T, alias: A) => query.selectFrom(table).selectAll().as(alias),
  };
}

export type CompanyQuery = ReturnType<typeof companyQuery>;
