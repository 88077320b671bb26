/**
 * Unificação (spec 02 §7 SST, "professional: unification"): the duplicates of a professional
 * merge into it — their contracts become its contracts, the ASOs they signed name it — and are
 * removed, all in one transaction through the company's scoped builder and the entity service
 * (audit, hooks). A record that still points at a duplicate makes the removal, and so the whole
 * unification, fail.
 */
import type { FastifyInstance } from 'fastify';
import { recordId } from '../../../server/crud/path-id';
import { writeScope } from '../../../server/crud/request-scope';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import { componentOf } from '../../../server/openapi';
import { errosSaude } from './erros';
import type { UnificacaoProfissionais } from './saude.api';

export function registerUnificacao(app: FastifyInstance, engine: Engine): void {
  const profissional = engine.registry.get('profissionalSaude');
  const aso = engine.registry.get('solicitacaoExame');

  app.post(
    `/api/${profissional.resource}/:id/unificar`,
    { config: { openapi: { summary: 'Unifica os duplicados no profissional: contratos e ASOs passam a ele, e os duplicados são removidos (tudo ou nada)', body: 'UnificacaoProfissionais', response: componentOf(profissional) } } },
    async (request) => {
      const scope = writeScope(request, profissional);
      const id = recordId(request);
      const duplicados = [...new Set((request.body as UnificacaoProfissionais).duplicadosIds)];
      if (duplicados.includes(id)) throw errosSaude.unificarEleMesmo();
      return runInScope(scope, () =>
        engine.db.transaction().execute(async (trx) => {
          const company = companyQuery(trx, scope);
          const achados = await company.selectFrom('profissional_saude').select('id').where('id', 'in', [id, ...duplicados]).forUpdate().execute();
          if (!achados.some((achado) => achado.id === id)) throw errors.notFound();
          if (achados.length !== duplicados.length + 1) throw errosSaude.duplicadoNaoEncontrado();
          await company.updateTable('contrato_profissional').set({ owner_id: id }).where('owner_id', 'in', duplicados).execute();
          const asos = await company.selectFrom('solicitacao_exame').select('id').where('medico_id', 'in', duplicados).execute();
          for (const { id: asoId } of asos) await engine.entities.changeIn(trx, aso, scope, asoId, { medico: { id } });
          for (const duplicado of duplicados) await engine.entities.removeIn(trx, profissional, scope, duplicado);
          return engine.entities.get(profissional, scope, id, trx);
        }),
      );
    },
  );
}
