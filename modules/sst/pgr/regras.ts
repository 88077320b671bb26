/**
 * What the PGR's declaration cannot say, because it lives in other records: its responsável técnico
 * is a professional who serves the company during the programme — a contract of theirs covers some
 * day of the period (contrato-profissional.json: início, and fim when it ended).
 */
import { companyQuery } from '../../../server/db/scoped-query';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';

export const RESPONSAVEL_SEM_CONTRATO = 'O responsável técnico não tem contrato com a empresa no período do PGR.';

export function registerRegrasPgr(engine: Engine): void {
  engine.hooks.register('pgr', {
    async beforeWrite({ trx, scope, action, data }) {
      if (action === 'delete' || !data) return;
      const responsavel = (data.responsavel as { id?: number } | null | undefined)?.id;
      const { dataInicio, dataFim } = data as { dataInicio?: string; dataFim?: string };
      if (!responsavel || !dataInicio || !dataFim) return;
      const contrato = await companyQuery(trx, scope)
        .selectFrom('contrato_profissional')
        .select('id')
        .where('owner_id', '=', responsavel)
        .where('inicio', '<=', dataFim)
        .where((eb) => eb.or([eb('fim', 'is', null), eb('fim', '>=', dataInicio)]))
        .executeTakeFirst();
      if (!contrato) throw errors.validation([{ field: 'responsavel', message: RESPONSAVEL_SEM_CONTRATO }]);
    },
  });
}
