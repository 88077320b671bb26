/**
 * The talent's competence levels (spec 02 §2 configuracoes-niveis-competencia-colaborador): a
 * dated assessment of the talent in each competence the matrix of their faixa requires on that
 * date (the faixa, when not given, from the talent's history on the date), with a level of the
 * configuration in force then. The server keeps, on each row, the level required and the weights
 * of both levels, so the reports compare them as data (talentos-competencias).
 */
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { companyQuery } from '../../../server/db/scoped-query';
import { errors } from '../../../server/errors';
import { formatDate } from '../../../engine/format/dates';
import { referenceId } from '../../../engine/table/reference-id';
import { chave, chaveDaLinha, type TipoCompetencia } from './competencia';
import { competenciasDaFaixa, conferirLinhas, matrizVigente, type CompetenciaExigida } from './matriz';
import type { CompetenciasExigidas } from './competencias.api';

export const DATA_REPETIDA = 'Já existe uma avaliação de competências do talento nesta data.';
export const SEM_HISTORICO = 'O talento não tem histórico nesta data.';
export const NIVEIS_DA_AVALIACAO = 'Os níveis dados numa avaliação de desempenho mudam só pela avaliação.';
export const FALTA_COMPETENCIA = 'Informe o nível de todas as competências exigidas pela faixa salarial.';
export const semMatriz = (data: string) => `A faixa salarial não tem competências exigidas em ${formatDate(data)}.`;

/** The faixa of the talent's history entry in force on `data` (undefined before the first, or without a faixa). */
export async function faixaDoTalento(trx: Db, scope: Scope, colaboradorId: number, data: string): Promise<number | undefined> {
  const entrada = await companyQuery(trx, scope)
    .selectFrom('historico_colaborador')
    .select('faixa_salarial_id')
    .where('owner_id', '=', colaboradorId)
    .where('data', '<=', data)
    .orderBy('data', 'desc')
    .limit(1)
    .executeTakeFirst();
  return entrada?.faixa_salarial_id ?? undefined;
}

/**
 * The levels of the talent's own latest assessment (not one an evaluation's avaliador gave), by
 * competence key (`chave`); empty when the talent has none.
 */
export async function niveisDaUltimaAvaliacao(trx: Db, scope: Scope, colaboradorId: number): Promise<Map<string, number>> {
  const q = companyQuery(trx, scope);
  const ultima = await q
    .selectFrom('configuracao_nivel_competencia_colaborador')
    .select('id')
    .where('owner_id', '=', colaboradorId)
    .where('avaliacao_desempenho_id', 'is', null)
    .orderBy('data', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!ultima) return new Map();
  const dadas = await q.selectFrom('nivel_competencia_colaborador').select(['tipo_competencia', 'conhecimento_id', 'habilidade_id', 'atitude_id', 'nivel_competencia_id']).where('owner_id', '=', ultima.id).execute();
  return new Map(dadas.map((d) => [chave(d.tipo_competencia as TipoCompetencia, (d.conhecimento_id ?? d.habilidade_id ?? d.atitude_id)!), d.nivel_competencia_id!]));
}

/** The faixa an assessment is about and the matrix in force for it on the date; the refusal on the field concerned. */
export async function exigidasNaData(trx: Db, scope: Scope, colaboradorId: number, data: string, faixaId?: number): Promise<{ faixaId: number; exigidas: CompetenciaExigida[] }> {
  const faixa = faixaId ?? (await faixaDoTalento(trx, scope, colaboradorId, data));
  if (faixa === undefined) throw errors.validation([{ field: 'faixaSalarial', message: SEM_HISTORICO }]);
  const exigidas = await matrizVigente(trx, scope, faixa, data);
  if (!exigidas?.length) throw errors.validation([{ field: 'faixaSalarial', message: semMatriz(data) }]);
  return { faixaId: faixa, exigidas };
}

/**
 * Checks the levels given to a talent's competences on a date — each a competence the faixa's
 * matrix requires, once, with a level of the configuration in force; all of them when `completa`
 * — and fills, on each row, the level required and the weights of both. Answers the faixa.
 */
export async function conferirNiveis(trx: Db, scope: Scope, colaboradorId: number, vigencia: string, faixaSalarialId: number | undefined, linhas: Record<string, unknown>[], completa: boolean): Promise<number> {
  const { faixaId, exigidas } = await exigidasNaData(trx, scope, colaboradorId, vigencia, faixaSalarialId);
  const exigidoDe = new Map(exigidas.map((e) => [chave(e.tipoCompetencia, e.id), e.nivelExigidoId]));
  const vigente = await conferirLinhas(trx, scope, linhas, vigencia, {
    permitidas: new Set(exigidoDe.keys()),
    repetida: 'Esta competência já está na avaliação.',
    fora: 'A competência não está entre as exigidas pela faixa salarial.',
  });
  if (completa && linhas.length < exigidoDe.size) throw errors.validation([{ field: 'competencias', message: FALTA_COMPETENCIA }]);
  const pesoDe = new Map(vigente.niveis.map((n) => [n.nivelCompetencia.id, n.ordem]));
  for (const linha of linhas) {
    const exigido = exigidoDe.get(chaveDaLinha(linha)!)!;
    linha.nivelExigido = { id: exigido };
    linha.peso = pesoDe.get(referenceId(linha.nivelCompetencia)!);
    // A level the matrix required but the configuration of this date no longer has: no weight to compare.
    linha.pesoExigido = pesoDe.get(exigido) ?? null;
  }
  return faixaId;
}

export function registerNiveisDoTalento(engine: Engine): void {
  engine.hooks.register('configuracaoNivelCompetenciaColaborador', {
    async beforeWrite({ trx, scope, action, id, data, ownerId, previous }) {
      // Without an owner the talent itself is being removed, the assessments with it.
      if (action === 'delete' || ownerId === undefined) return;
      if (previous?.avaliacaoDesempenho) throw errors.validation([{ field: 'competencias', message: NIVEIS_DA_AVALIACAO }]);
      const vigencia = String(data!.data);
      // One assessment of the talent's own per date; an evaluation's avaliadores each give theirs.
      if (data!.avaliacaoDesempenho === undefined || data!.avaliacaoDesempenho === null) {
        let mesmaData = companyQuery(trx, scope).selectFrom('configuracao_nivel_competencia_colaborador').select('id').where('owner_id', '=', ownerId).where('data', '=', vigencia).where('avaliacao_desempenho_id', 'is', null);
        if (id !== undefined) mesmaData = mesmaData.where('id', '<>', id);
        if (await mesmaData.executeTakeFirst()) throw errors.validation([{ field: 'data', message: DATA_REPETIDA }]);
      }
      data!.faixaSalarial = { id: await conferirNiveis(trx, scope, ownerId, vigencia, referenceId(data!.faixaSalarial), (data!.competencias as Record<string, unknown>[] | undefined) ?? [], true) };
    },
  });
}

/** The assessment's grid for the form: the faixa, its required competences by name, or the reason there are none. */
export async function competenciasExigidas(engine: Engine, trx: Db, scope: Scope, colaboradorId: number, data: string, faixaSalarialId?: number): Promise<CompetenciasExigidas> {
  // The talent is read first: another company's answers 404.
  await engine.entities.get(engine.registry.get('colaborador'), scope, colaboradorId, trx);
  const faixaId = faixaSalarialId ?? (await faixaDoTalento(trx, scope, colaboradorId, data));
  if (faixaId === undefined) return { faixaSalarial: null, competencias: [], mensagem: SEM_HISTORICO };
  const q = companyQuery(trx, scope);
  const faixa = await q.selectFrom('faixa_salarial').select(['id', 'descricao']).where('id', '=', faixaId).executeTakeFirst();
  if (!faixa) throw errors.notFound();
  const faixaSalarial = { id: faixa.id, descricao: faixa.descricao ?? '' };
  const exigidas = await matrizVigente(trx, scope, faixaId, data);
  if (!exigidas?.length) return { faixaSalarial, competencias: [], mensagem: semMatriz(data) };
  const nomes = new Map((await competenciasDaFaixa(engine, trx, scope, faixaId)).map((c) => [chave(c.tipoCompetencia, c.id), c.nome]));
  const niveis = await q.selectFrom('nivel_competencia').select(['id', 'descricao']).where('id', 'in', exigidas.map((e) => e.nivelExigidoId)).execute();
  const nivel = new Map(niveis.map((n) => [n.id, { id: n.id, descricao: n.descricao ?? '' }]));
  return {
    faixaSalarial,
    competencias: exigidas.map((e) => ({ tipoCompetencia: e.tipoCompetencia, id: e.id, nome: nomes.get(chave(e.tipoCompetencia, e.id)) ?? '', nivelExigido: nivel.get(e.nivelExigidoId)! })),
  };
}
