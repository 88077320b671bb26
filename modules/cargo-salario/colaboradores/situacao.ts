/**
 * The talent's current situation (spec 02 §3, issue "the talent record and its history"): the
 * lotação and salary of the history entry in force today — the latest not after today, or the
 * first while all lie ahead. The talent's record keeps it (lists, filters and the other modules
 * read it there), refreshed when the history changes, when a faixa or índice its salary follows
 * changes, and when a future entry comes into force (a timer, and at start).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Engine } from '../../../server/engine';
import type { Db } from '../../../server/db/database';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import { errors } from '../../../server/errors';
import { today } from '../../../engine/validation/brazilian';
import { referenceId } from '../../../engine/table/reference-id';
import { referenceColumn } from '../../../engine/table/derive';
import { emOrdem, vigenteEm } from '../salarios/historico';
import { historicosDasFaixas, salarioNaData, type HistoricoDaFaixa } from '../salarios/faixas';
import { valorPorIndice, valoresDosIndices, type ValorDatado } from '../salarios/indices';
import type { FieldError } from '../../../engine/api-types';

/** What an entry decides of the talent's situation (the same names on both records). */
export const LOTACAO = ['estabelecimento', 'areaOrganizacional', 'cargo', 'faixaSalarial', 'ambiente', 'funcao'] as const;

import { POR_CARGO, POR_INDICE } from '../salarios/tipos';

export interface EntradaSalarial {
  tipoSalario: number;
  faixaSalarial?: { id: number } | null;
  indice?: { id: number } | null;
  quantidade?: number | null;
  salario?: number | null;
}

/** What valuing salaries needs, loaded at once: the faixas' histories and the índices' values. */
export interface Tabelas {
  faixas: Map<number, HistoricoDaFaixa[]>;
  indices: Map<number, ValorDatado[]>;
}

/** The tables the entries' salaries read: their faixas (by cargo) and índices, the faixas' índices too. */
export async function tabelasDe(trx: Db, scope: Scope, entradas: readonly EntradaSalarial[]): Promise<Tabelas> {
  const ids = (tipo: number, campo: 'faixaSalarial' | 'indice') => entradas.flatMap((e) => (e.tipoSalario === tipo && referenceId(e[campo]) !== undefined ? [referenceId(e[campo])!] : []));
  const faixas = await historicosDasFaixas(trx, scope, [...new Set(ids(POR_CARGO, 'faixaSalarial'))]);
  const indicesDasFaixas = [...faixas.values()].flat().flatMap((h) => (h.indice ? [h.indice.id] : []));
  return { faixas, indices: await valoresDosIndices(trx, scope, [...new Set([...ids(POR_INDICE, 'indice'), ...indicesDasFaixas])]) };
}

/**
 * An entry's salary on a date: by cargo the faixa's, by índice the índice's × quantity, by value
 * its own; else the field message (the faixa or índice has no value yet on that date).
 */
export function salarioCalculado(entrada: EntradaSalarial, data: string, tabelas: Tabelas): number | FieldError {
  if (entrada.tipoSalario === POR_CARGO) {
    const { valor } = salarioNaData(tabelas.faixas.get(referenceId(entrada.faixaSalarial)!) ?? [], tabelas.indices, data);
    return valor ?? { field: 'faixaSalarial', message: 'A faixa salarial não tem valor nesta data.' };
  }
  if (entrada.tipoSalario === POR_INDICE) {
    const valor = valorPorIndice(tabelas.indices.get(referenceId(entrada.indice)!) ?? [], data, entrada.quantidade ?? 1);
    return valor ?? { field: 'indice', message: 'O índice não tem valor nesta data.' };
  }
  return Number(entrada.salario);
}

/** One entry's salary on a date (salarioCalculado with its tables), the message on the field `prefixo` + its name. */
export async function salarioDaEntrada(trx: Db, scope: Scope, entrada: EntradaSalarial, data: string, prefixo = ''): Promise<number> {
  const salario = salarioCalculado(entrada, data, await tabelasDe(trx, scope, [entrada]));
  if (typeof salario !== 'number') throw errors.validation([{ ...salario, field: `${prefixo}${salario.field}` }]);
  return salario;
}

interface EntradaLida extends EntradaSalarial {
  id: number;
  data: string;
  [campo: string]: unknown;
}

/** A talent's history, oldest first, as the service reads it. */
export async function historicoDoTalento(engine: Engine, trx: Db, scope: Scope, colaboradorId: number): Promise<EntradaLida[]> {
  const historico = engine.registry.get('historicoColaborador');
  const page = (await engine.entities.list(historico, scope, { unpaged: true, sort: 'data,asc' }, colaboradorId, trx)) as unknown as { content: EntradaLida[] };
  return emOrdem(page.content);
}

/** A history entry as the bulk readers read it: references as `{id}`. */
export interface EntradaDoHistorico extends EntradaSalarial {
  data: string;
  estabelecimento?: { id: number };
  areaOrganizacional?: { id: number };
  cargo?: { id: number };
  ambiente?: { id: number };
  funcao?: { id: number };
}

const ref = (id: number | null) => (id === null ? undefined : { id });
/** Thousands of ids as one array parameter, not one parameter each. */
const anyOf = (ids: readonly number[]) => sql<number>`any(${[...ids]}::integer[])`;

/** The histories of many talents in one query, each oldest first. */
export async function historicosDosTalentos(trx: Db, scope: Scope, ids: readonly number[]): Promise<Map<number, EntradaDoHistorico[]>> {
  const porTalento = new Map<number, EntradaDoHistorico[]>(ids.map((id) => [id, []]));
  if (!ids.length) return porTalento;
  const linhas = await companyQuery(trx, scope)
    .selectFrom('historico_colaborador')
    .select(['owner_id', 'data', 'estabelecimento_id', 'area_organizacional_id', 'cargo_id', 'faixa_salarial_id', 'ambiente_id', 'funcao_id', 'tipo_salario', 'indice_id', 'quantidade', 'salario'])
    .where('owner_id', '=', anyOf(ids))
    .orderBy('data')
    .execute();
  for (const linha of linhas) {
    porTalento.get(Number(linha.owner_id))?.push({
      data: String(linha.data),
      estabelecimento: ref(linha.estabelecimento_id),
      areaOrganizacional: ref(linha.area_organizacional_id),
      cargo: ref(linha.cargo_id),
      faixaSalarial: ref(linha.faixa_salarial_id),
      ambiente: ref(linha.ambiente_id),
      funcao: ref(linha.funcao_id),
      tipoSalario: Number(linha.tipo_salario),
      indice: ref(linha.indice_id),
      quantidade: linha.quantidade === null ? undefined : Number(linha.quantidade),
      salario: linha.salario === null ? undefined : Number(linha.salario),
    });
  }
  return porTalento;
}

/**
 * The talents' records brought to the entry in force today, in bulk: only those whose
 * situation differs are written (each with its audit row).
 */
export async function atualizarSituacoes(engine: Engine, trx: Db, scope: Scope, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const hoje = today();
  const historicos = await historicosDosTalentos(trx, scope, ids);
  const vigentes = new Map<number, EntradaDoHistorico>();
  for (const [id, entradas] of historicos) {
    const vigente = vigenteEm(entradas, hoje) ?? entradas[0];
    if (vigente) vigentes.set(id, vigente);
  }
  const tabelas = await tabelasDe(trx, scope, [...vigentes.values()]);
  const atuais = await companyQuery(trx, scope)
    .selectFrom('colaborador')
    .select(['id', 'estabelecimento_id', 'area_organizacional_id', 'cargo_id', 'faixa_salarial_id', 'ambiente_id', 'funcao_id', 'salario', 'data_situacao'])
    .where('id', '=', anyOf([...vigentes.keys()]))
    .execute();
  const mudancas = atuais.flatMap((atual) => {
    const vigente = vigentes.get(atual.id)!;
    const salario = salarioCalculado(vigente, vigente.data > hoje ? vigente.data : hoje, tabelas);
    if (typeof salario !== 'number') throw errors.validation([salario]);
    const lotacao = Object.fromEntries(LOTACAO.map((campo) => [campo, vigente[campo] ?? null]));
    const igual = LOTACAO.every((campo) => (referenceId(vigente[campo]) ?? null) === atual[referenceColumn(campo) as keyof typeof atual])
      && Number(atual.salario) === salario && String(atual.data_situacao) === vigente.data;
    return igual ? [] : [{ id: atual.id, changes: { ...lotacao, salario, dataSituacao: vigente.data } }];
  });
  await engine.entities.changeManyIn(trx, engine.registry.get('colaborador'), scope, mudancas);
}

/** One talent's record brought to the entry in force today. */
export const atualizarSituacao = (engine: Engine, trx: Db, scope: Scope, colaboradorId: number) => atualizarSituacoes(engine, trx, scope, [colaboradorId]);

/** The talents whose salary follows a faixa, or an índice (directly, or through a faixa valued by it). */
export async function talentosQueSeguem(trx: Db, scope: Scope, por: { faixaSalarialId: number } | { indiceId: number }): Promise<number[]> {
  const q = companyQuery(trx, scope);
  const query = q
    .selectFrom('historico_colaborador')
    .select('owner_id')
    .distinct()
    .where((eb) => {
      if ('faixaSalarialId' in por) return eb.and([eb('faixa_salarial_id', '=', por.faixaSalarialId), eb('tipo_salario', '=', POR_CARGO)]);
      const faixas = q.selectFrom('faixa_salarial_historico').select('owner_id').where('indice_id', '=', por.indiceId);
      return eb.or([
        eb.and([eb('indice_id', '=', por.indiceId), eb('tipo_salario', '=', POR_INDICE)]),
        eb.and([eb('faixa_salarial_id', 'in', faixas), eb('tipo_salario', '=', POR_CARGO)]),
      ]);
    });
  return (await query.execute()).map((row) => Number(row.owner_id));
}

/** Every company's talents with an entry that came into force since their situation was last set. */
export async function atualizarSituacoesVencidas(engine: Engine): Promise<number> {
  const hoje = today();
  const rows = await engine.database.owner
    .selectFrom('colaborador as c')
    .innerJoin('historico_colaborador as h', 'h.owner_id', 'c.id')
    .select(['c.empresa_id', 'c.id'])
    .distinct()
    .where('h.data', '<=', hoje)
    .where((eb) => eb.or([eb('c.data_situacao', 'is', null), eb('h.data', '>', eb.ref('c.data_situacao'))]))
    .execute();
  for (const row of rows) {
    const scope: Scope = { empresaId: row.empresa_id, usuarioId: null };
    await runInScope(scope, () => engine.db.transaction().execute((trx) => atualizarSituacao(engine, trx, scope, row.id)));
  }
  return rows.length;
}

/** At start and then every hour: a history dated ahead takes effect on its day. */
export function startSituacaoJob(engine: Engine, app: FastifyInstance): void {
  const run = () => atualizarSituacoesVencidas(engine).catch((error: unknown) => app.log.error(error, 'atualização da situação dos talentos falhou'));
  app.addHook('onReady', async () => void run());
  const timer = setInterval(run, 3_600_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
