/**
 * What a risk item's declaration cannot say, because it lives in other records (spec 02 §5
 * "Risk item"): the classification is the risk matrix's for the chosen probability × severity
 * (computed, never typed), and the judicial process number of agent 05.01.001 is required from
 * the history row's date 2024-01-22 on (S-2240 nrProcJud).
 */
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import { errors } from '../../../server/errors';
import type { Engine } from '../../../server/engine';

/** Tabela 24's 05.01.001 (its id is the code without dots), and the day its process number became required. */
const AGENTE_PROCESSO = 501001;
const PROCESSO_OBRIGATORIO_DESDE = '2024-01-22';
export const PROCESSO_OBRIGATORIO = 'Número do processo é obrigatório para o agente 05.01.001 a partir de 22/01/2024.';
export const SEM_CLASSIFICACAO = 'A matriz de classificação não tem esta combinação de probabilidade e gravidade.';

const idOf = (value: unknown): number | undefined => (value as { id?: number } | null | undefined)?.id;

/** The matrix's classification of a probability × severity, or undefined when it has none. */
export async function classificacaoDaMatriz(db: Db, scope: Scope, probabilidadeId: number, gravidadeId: number): Promise<string | undefined> {
  const combinacao = await companyQuery(db, scope)
    .selectFrom('combinacao_matriz_risco')
    .select('classificacao')
    .where('probabilidade_risco_id', '=', probabilidadeId)
    .where('gravidade_risco_id', '=', gravidadeId)
    .executeTakeFirst();
  return combinacao?.classificacao ?? undefined;
}

async function dataDoHistorico(db: Db, scope: Scope, historicoId: number): Promise<string | undefined> {
  const historico = await companyQuery(db, scope).selectFrom('historico_grupo_homogeneo').select('data').where('id', '=', historicoId).executeTakeFirst();
  return historico?.data ?? undefined;
}

export function registerRegrasCondicao(engine: Engine): void {
  engine.hooks.register('condicaoAmbiental', {
    async beforeWrite({ trx, scope, action, data, ownerId }) {
      if (action === 'delete' || !data) return;
      const probabilidade = idOf(data.probabilidadeRisco);
      const gravidade = idOf(data.gravidadeRisco);
      const classificacao = probabilidade && gravidade ? await classificacaoDaMatriz(trx, scope, probabilidade, gravidade) : undefined;
      if (data.preencheRiscoPgr === true && !classificacao) throw errors.validation([{ field: 'classificacaoSeveridadeRisco', message: SEM_CLASSIFICACAO }]);
      data.classificacaoSeveridadeRisco = classificacao ?? null;

      if (idOf(data.atividadePerigosaInsalubre) !== AGENTE_PROCESSO || data.numeroProcessoJudicial || ownerId === undefined) return;
      const desde = await dataDoHistorico(trx, scope, ownerId);
      if (desde && desde >= PROCESSO_OBRIGATORIO_DESDE) throw errors.validation([{ field: 'numeroProcessoJudicial', message: PROCESSO_OBRIGATORIO }]);
    },
  });
}
