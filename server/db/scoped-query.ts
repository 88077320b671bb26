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
type AliasOf<TE> = TE extends `${string} as ${infer A}` ? A : TE;
type TableOf<TE> = TE extends `${infer T} as ${string}` ? T : TE;
/** The tables a query over `TE` sees, its alias among them (as Kysely's own `selectFrom` types it). */
type Tables<TE> = DB & { [K in AliasOf<TE> & string]: DB[TableOf<TE> & keyof DB] };
type Alias<TE> = AliasOf<TE> & keyof Tables<TE>;

/** The company column of a table expression, by its alias when it has one. */
const companyColumn = (from: string) => sql.ref(`${from.split(' as ')[1] ?? from}.empresa_id`);

export function companyQuery(db: Db, scope: { empresaId: number }) {
  const { empresaId } = scope;
  // The signatures below type each builder; inside, the table is a string Kysely cannot check.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const untyped = db as Kysely<any>;
  return {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Kysely's type of "nothing selected yet"
    selectFrom: <TE extends CompanyFrom>(from: TE): SelectQueryBuilder<Tables<TE>, Alias<TE>, {}> =>
      untyped.selectFrom(from as string).where(companyColumn(from), '=', empresaId),
    updateTable: <TE extends CompanyFrom>(table: TE): UpdateQueryBuilder<Tables<TE>, Alias<TE>, Alias<TE>, UpdateResult> =>
      untyped.updateTable(table as string).where(companyColumn(table), '=', empresaId) as never,
    deleteFrom: <TE extends CompanyFrom>(from: TE): DeleteQueryBuilder<Tables<TE>, Alias<TE>, DeleteResult> =>
      untyped.deleteFrom(from as string).where(companyColumn(from), '=', empresaId),
    insertInto: <T extends CompanyTable>(table: T) => ({
      values: (row: Omit<Insertable<DB[T]>, 'empresa_id'>) => db.insertInto(table).values({ ...row, empresa_id: empresaId } as unknown as Insertable<DB[T]>),
    }),
  };
}

export type CompanyQuery = ReturnType<typeof companyQuery>;
