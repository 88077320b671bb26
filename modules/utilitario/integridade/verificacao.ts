/**
 * What an integrity check is: a kind of problem, the record kind it is found in, and a query
 * over one company's rows through the scoped builder on the owner's connection — the owner sees
 * every company's rows, so a reference into another company is found, while the scope keeps each
 * query to the company checked (server/db/scoped-query.ts). Read-only and one statement each: safe
 * to run while users work.
 */
import type { SelectQueryBuilder } from 'kysely';
import type { CompanyQuery } from '../../../server/db/scoped-query';
import type { Db } from '../../../server/db/database';

/** One problem found: the record and what is wrong with it. */
export interface Achado {
  registro: number;
  descricao: string;
}

/** The company checked, its scoped builder (on the owner's connection) and the owner's, for what wraps a scoped query. */
export interface Contexto {
  empresaId: number;
  q: CompanyQuery;
  owner: Db;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- each check's rows are its own; `achado` reads what its `consulta` selects */
export interface Verificacao {
  tipo: string;
  cadastro: string;
  /** The query whose rows are the problems of the company checked (the shell's icon asks only whether it has one). */
  consulta(contexto: Contexto): SelectQueryBuilder<any, any, any>;
  /** A row of the query as the report prints it. */
  achado(row: any): Achado;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * The checks name their tables from the registry at run time, which the typed builder cannot
 * check; the scope is applied all the same.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-empty-object-type -- Kysely's "nothing selected yet"
export type Livre = { selectFrom(from: string): SelectQueryBuilder<any, any, {}> };
export const livre = (q: CompanyQuery): Livre => q as unknown as Livre;
