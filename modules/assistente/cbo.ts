/**
 * The CBO 2002 as the assistant reads it: the occupations are the global `cbo` entity's; the
 * families' titles (`cbo-familias.csv`, the 627 families of ../shared/cbo/familia.csv) are
 * only the assistant's, to name the family a cargo belongs to.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../server/db/database';

export interface Ocupacao {
  codigo: string;
  titulo: string;
}

let familias: Map<string, string> | undefined;

/** The family's title by its 4-digit code (the occupation's first four digits). */
export function familiaDe(codigoOcupacao: string): Ocupacao | undefined {
  familias ??= new Map(
    readFileSync(join(import.meta.dirname, 'cbo-familias.csv'), 'utf8')
      .split('\n')
      .slice(1)
      .filter((line) => line.includes(';'))
      .map((line) => line.split(';', 2) as [string, string]),
  );
  const codigo = codigoOcupacao.slice(0, 4);
  const titulo = familias.get(codigo);
  return titulo ? { codigo, titulo: titulo.trim() } : undefined;
}

export async function ocupacaoPorId(db: Db, id: number): Promise<Ocupacao | undefined> {
  const row = await db.selectFrom('cbo').select(['codigo', 'titulo']).where('id', '=', id).executeTakeFirst();
  return row?.codigo && row.titulo ? { codigo: row.codigo, titulo: row.titulo } : undefined;
}

/** The occupation whose title best matches a cargo's name: the same title, else the shortest one holding its longest word. */
export async function ocupacaoPorNome(db: Db, nome: string): Promise<Ocupacao | undefined> {
  const exata = await db.selectFrom('cbo').select(['codigo', 'titulo']).where((eb) => eb(eb.fn('lower', ['titulo']), '=', nome.trim().toLowerCase())).executeTakeFirst();
  if (exata?.codigo && exata.titulo) return { codigo: exata.codigo, titulo: exata.titulo };
  const palavra = palavras(nome).sort((a, b) => b.length - a.length)[0];
  if (!palavra) return undefined;
  const row = await db
    .selectFrom('cbo')
    .select(['codigo', 'titulo'])
    .where('titulo', 'ilike', `%${palavra.replace(/[%_\\]/g, '\\$&')}%`)
    .orderBy((eb) => eb.fn('length', ['titulo']))
    .orderBy('codigo')
    .executeTakeFirst();
  return row?.codigo && row.titulo ? { codigo: row.codigo, titulo: row.titulo } : undefined;
}

/** Other occupations of the same family, by code. */
export async function ocupacoesDaFamilia(db: Db, codigoOcupacao: string, limite = 6): Promise<string[]> {
  const rows = await db
    .selectFrom('cbo')
    .select('titulo')
    .where('codigo', 'like', `${codigoOcupacao.slice(0, 4)}%`)
    .where('codigo', '<>', codigoOcupacao)
    .orderBy('codigo')
    .limit(limite)
    .execute();
  return rows.flatMap((row) => (row.titulo ? [row.titulo] : []));
}

const CURTAS = new Set(['de', 'da', 'do', 'das', 'dos', 'e', 'em', 'para', 'com']);

/** The words of a name that say something (no "de", "e"), lower case; accents kept, as the titles keep them. */
export function palavras(nome: string): string[] {
  return nome
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !CURTAS.has(word));
}
