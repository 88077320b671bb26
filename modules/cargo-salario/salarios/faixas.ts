/**
 * Faixas salariais (spec 02 §3, §5, §7): "cargo - faixa" kept as the text dropdowns show; the
 * dated history, whose entries by índice are worth the índice's value on their date × their
 * quantity; the faixa's salary on any date; clone and transfer to another cargo.
 */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../../server/engine';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import { runInScope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import { readScope } from '../../../server/crud/request-scope';
import { errors } from '../../../server/errors';
import { today } from '../../../engine/validation/brazilian';
import { referenceId } from '../../../engine/table/reference-id';
import { historicoOrdenado, maisRecente, vigenteEm } from './historico';
import { registerIndices, valorPorIndice, valoresDosIndices } from './indices';
import { POR_INDICE } from './tipos';
import type { CalculoSalarioFaixa, SalarioDaFaixa } from './salarios.api';

export interface HistoricoDaFaixa {
  data: string;
  tipo: number;
  indice?: { id: number };
  quantidade?: number;
  valor?: number;
}

/** The entries by índice valued on their date; a date before the índice's first value is refused on the entry. */
async function valorarHistoricos(trx: Db, scope: Scope, historicos: HistoricoDaFaixa[], campo: string): Promise<void> {
  const ids = historicos.flatMap((h) => (h.tipo === POR_INDICE && h.indice ? [h.indice.id] : []));
  const valores = await valoresDosIndices(trx, scope, ids);
  historicos.forEach((historico, posicao) => {
    if (historico.tipo !== POR_INDICE) return;
    const valor = valorPorIndice(valores.get(historico.indice!.id) ?? [], historico.data, historico.quantidade ?? 1);
    if (valor === undefined) throw errors.validation([{ field: `${campo}.${posicao}.indice`, message: 'O índice não tem valor nesta data.' }]);
    historico.valor = valor;
  });
}

/** The salary of a faixa on a date, from its history and the values of its índices. */
export function salarioNaData(historicos: readonly HistoricoDaFaixa[], valoresIndice: Map<number, { data: string; valor: number }[]>, data: string) {
  const vigente = vigenteEm(historicos, data);
  if (!vigente) return { valor: null, vigenteDesde: null, tipo: null };
  const valor = vigente.tipo === POR_INDICE ? valorPorIndice(valoresIndice.get(vigente.indice!.id) ?? [], data, vigente.quantidade ?? 1) : vigente.valor;
  return { valor: valor ?? null, vigenteDesde: vigente.data, tipo: vigente.tipo };
}

/** The histories of the company's faixas named (none named: all of them), oldest first, by faixa id. */
export async function historicosDasFaixas(trx: Db, scope: Scope, ids?: readonly number[]): Promise<Map<number, HistoricoDaFaixa[]>> {
  const porFaixa = new Map<number, HistoricoDaFaixa[]>((ids ?? []).map((id) => [id, []]));
  if (ids && !ids.length) return porFaixa;
  const rows = await companyQuery(trx, scope)
    .selectFrom('faixa_salarial_historico')
    .select(['owner_id', 'data', 'tipo', 'indice_id', 'quantidade', 'valor'])
    .$if(ids !== undefined, (query) => query.where('owner_id', 'in', [...ids!]))
    .orderBy('data')
    .execute();
  for (const row of rows) {
    const id = Number(row.owner_id);
    if (!porFaixa.has(id)) porFaixa.set(id, []);
    porFaixa.get(id)!.push({
      data: String(row.data),
      tipo: Number(row.tipo),
      indice: row.indice_id === null ? undefined : { id: row.indice_id },
      quantidade: row.quantidade === null ? undefined : Number(row.quantidade),
      valor: row.valor === null ? undefined : Number(row.valor),
    });
  }
  return porFaixa;
}

/** A faixa's history as stored, oldest first. */
export async function historicosDaFaixa(trx: Db, scope: Scope, faixaId: number): Promise<HistoricoDaFaixa[]> {
  return (await historicosDasFaixas(trx, scope, [faixaId])).get(faixaId)!;
}

/** After an índice's values changed: its faixas' entries valued again, and their latest value. */
async function revalorarFaixasDoIndice(trx: Db, scope: Scope, indiceId: number): Promise<void> {
  const q = companyQuery(trx, scope);
  const entradas = await q.selectFrom('faixa_salarial_historico').select(['id', 'owner_id', 'data', 'quantidade']).where('indice_id', '=', indiceId).execute();
  if (!entradas.length) return;
  const valores = (await valoresDosIndices(trx, scope, [indiceId])).get(indiceId) ?? [];
  for (const entrada of entradas) {
    const valor = valorPorIndice(valores, String(entrada.data), Number(entrada.quantidade ?? 1));
    if (valor === undefined) throw errors.validation([{ field: 'historicos', message: `A faixa salarial usa este índice em ${String(entrada.data).split('-').reverse().join('/')}, antes do seu primeiro valor.` }]);
    await q.updateTable('faixa_salarial_historico').set({ valor }).where('id', '=', entrada.id).execute();
  }
  for (const faixaId of new Set(entradas.map((e) => Number(e.owner_id)))) {
    const ultimo = maisRecente(await historicosDaFaixa(trx, scope, faixaId));
    await q.updateTable('faixa_salarial').set({ valor: ultimo?.valor ?? null, data_vigencia: ultimo?.data ?? null }).where('id', '=', faixaId).execute();
  }
}

async function nomeDoCargo(trx: Db, scope: Scope, cargoId: number): Promise<string> {
  const cargo = await companyQuery(trx, scope).selectFrom('cargo').select('nome').where('id', '=', cargoId).executeTakeFirst();
  return cargo?.nome ?? '';
}

/** The salary of a company's faixa on a date (nothing before its first entry). */
export async function salarioDaFaixa(trx: Db, scope: Scope, faixaId: number, data: string) {
  const historicos = await historicosDaFaixa(trx, scope, faixaId);
  const indices = historicos.flatMap((h) => (h.indice ? [h.indice.id] : []));
  return salarioNaData(historicos, await valoresDosIndices(trx, scope, indices), data);
}

export function registerFaixas(app: FastifyInstance, engine: Engine): void {
  registerIndices(engine, revalorarFaixasDoIndice);
  const faixa = engine.registry.get('faixaSalarial');

  engine.hooks.register('faixaSalarial', {
    async beforeWrite({ trx, action, data, scope }) {
      if (action === 'delete') return;
      data!.descricao = `${await nomeDoCargo(trx, scope, referenceId(data!.cargo)!)} - ${String(data!.nome)}`;
      const historicos = historicoOrdenado<HistoricoDaFaixa>(data!, 'historicos');
      await valorarHistoricos(trx, scope, historicos, 'historicos');
      const ultimo = maisRecente(historicos);
      data!.valor = ultimo?.valor;
      data!.dataVigencia = ultimo?.data;
    },
    async onAction({ trx, scope, action, body, previous, changes }) {
      if (action === 'transferir') {
        const cargoId = referenceId(body.cargo)!;
        if (cargoId === referenceId(previous.cargo)) throw errors.validation([{ field: 'cargo', message: 'Escolha um cargo diferente do atual.' }]);
        changes.descricao = `${await nomeDoCargo(trx, scope, cargoId)} - ${String(previous.nome)}`;
        // The talentos on the faixa go with it: their cargo is the faixa's.
        await companyQuery(trx, scope).updateTable('colaborador').set({ cargo_id: cargoId }).where('faixa_salarial_id', '=', Number(previous.id)).execute();
      }
      if (action === 'clonar') {
        const { id: _id, version: _version, createdAt: _c, updatedAt: _u, ...origem } = previous;
        const historicos = (previous.historicos as Record<string, unknown>[]).map(({ id: _hid, ...h }) => h);
        await engine.entities.insertIn(trx, faixa, scope, { ...origem, cargo: body.cargo ?? previous.cargo, nome: body.nome, historicos });
      }
    },
  });

  engine.hooks.register('cargo', {
    async afterWrite({ trx, action, id, scope }) {
      if (action !== 'update') return;
      await companyQuery(trx, scope)
        .updateTable('faixa_salarial as f')
        .from('cargo as c')
        .set((eb) => ({ descricao: eb(eb('c.nome', '||', ' - '), '||', eb.ref('f.nome')) }))
        .whereRef('c.id', '=', 'f.cargo_id')
        .where('f.cargo_id', '=', id!)
        .execute();
    },
  });

  app.get(
    `/api/${faixa.resource}/calcularSalarioHistorico`,
    { config: { openapi: { summary: 'O salário de uma faixa numa data (hoje, sem data): o do histórico vigente, por índice o valor do índice na data × quantidade', query: 'CalculoSalarioFaixa', response: 'SalarioDaFaixa' } } },
    async (request): Promise<SalarioDaFaixa> => {
      const scope = readScope(request, faixa);
      const { faixaSalarialId, data = today() } = request.query as CalculoSalarioFaixa;
      return runInScope(scope, async () => {
        const existe = await companyQuery(engine.db, scope).selectFrom('faixa_salarial').select('id').where('id', '=', faixaSalarialId).executeTakeFirst();
        if (!existe) throw errors.notFound();
        return { faixaSalarialId, data, ...(await salarioDaFaixa(engine.db, scope, faixaSalarialId, data)) };
      });
    },
  );
}
