/**
 * The training-hours goal beyond its form: a month has one goal, a goal marked not editable
 * stays as it is, and `GET /api/metas-treinamento/{id}/indicador` answers goal vs achieved per month.
 */
import type { FastifyInstance } from 'fastify';
import { recordId } from '../../../server/crud/path-id';
import { readScope } from '../../../server/crud/request-scope';
import { errors } from '../../../server/errors';
import { runInScope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { indicadorDaMeta } from './indicador';

interface Meta {
  mesAno: string;
  metaHora: number;
  editavel?: boolean;
}

const mesAnoBr = (mesAno: string) => `${mesAno.slice(5, 7)}/${mesAno.slice(0, 4)}`;

export function registerMetas(app: FastifyInstance, engine: Engine): void {
  const meta = engine.registry.get('metaTreinamento');

  engine.hooks.register(meta.name, {
    beforeWrite({ action, data, previous }) {
      if (action === 'delete' || !data) return;
      const metas = (data.metas ?? []) as Meta[];
      const repetido = metas.findIndex((item, i) => metas.findIndex((outro) => outro.mesAno === item.mesAno) !== i);
      if (repetido >= 0) throw errors.validation([{ field: `metas.${repetido}.mesAno`, message: `Já existe uma meta para ${mesAnoBr(metas[repetido]!.mesAno)}.` }]);
      for (const fixa of ((previous?.metas ?? []) as Meta[]).filter((item) => item.editavel === false)) {
        const agora = metas.find((item) => item.mesAno === fixa.mesAno);
        if (!agora || agora.metaHora !== fixa.metaHora || agora.editavel !== false) {
          throw errors.validation([{ field: 'metas', message: `A meta de ${mesAnoBr(fixa.mesAno)} não é editável.` }]);
        }
      }
    },
  });

  app.get(
    `/api/${meta.resource}/:id/indicador`,
    { config: { openapi: { summary: 'A meta e o realizado de horas de treinamento por talento, mês a mês', response: 'IndicadorDaMeta' } } },
    async (request) => {
      const scope = readScope(request, meta);
      return runInScope(scope, () => indicadorDaMeta(engine.db, scope, recordId(request)));
    },
  );
}
