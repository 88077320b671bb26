/**
 * Índices (spec 02 §3, §5): dated values, oldest first, one per date; the list shows the latest.
 * A new value of an índice changes the faixas tied to it: their entries by índice are worth
 * the índice's value on their date times their quantity, kept in step here.
 */
import type { Engine } from '../../../server/engine';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import { centavos, historicoOrdenado, maisRecente, vigenteEm, type Datado } from './historico';

export interface ValorDatado extends Datado {
  valor: number;
}

/** The dated values of the company's índices named, by índice id. */
export async function valoresDosIndices(trx: Db, scope: Scope, ids: readonly number[]): Promise<Map<number, ValorDatado[]>> {
  const porIndice = new Map<number, ValorDatado[]>(ids.map((id) => [id, []]));
  if (!ids.length) return porIndice;
  const rows = await companyQuery(trx, scope)
    .selectFrom('indice_historico')
    .select(['owner_id', 'data', 'valor'])
    .where('owner_id', 'in', [...ids])
    .execute();
  for (const row of rows) porIndice.get(Number(row.owner_id))?.push({ data: String(row.data), valor: Number(row.valor) });
  return porIndice;
}

/** An índice's value on a date times a quantity; undefined before the índice's first value. */
export function valorPorIndice(valores: readonly ValorDatado[], data: string, quantidade: number): number | undefined {
  const vigente = vigenteEm(valores, data);
  return vigente && centavos(vigente.valor * quantidade);
}

export function registerIndices(engine: Engine, aposMudarIndice: (trx: Db, scope: Scope, indiceId: number) => Promise<void>): void {
  engine.hooks.register('indice', {
    beforeWrite({ action, data }) {
      if (action === 'delete') return;
      const ultimo = maisRecente(historicoOrdenado<ValorDatado>(data!, 'historicos'));
      data!.valorAtual = ultimo?.valor;
      data!.dataAtual = ultimo?.data;
    },
    async afterWrite({ trx, scope, action, id }) {
      if (action === 'update') await aposMudarIndice(trx, scope, id!);
    },
  });
}
