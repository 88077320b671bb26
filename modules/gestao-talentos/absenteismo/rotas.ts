/**
 * GET /api/absenteismo (spec 02 §2 Dashboards, the absenteeism chart's table): each company's
 * month by month. Without `empresasIds`, the session's company; each one asked must be a company
 * where the user holds the indicator's authority (403 otherwise), and is read in its own scope.
 */
import type { FastifyInstance } from 'fastify';
import { authoritiesOf } from '../../../server/auth/accounts';
import { requireSession } from '../../../server/auth/guard';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import type { AbsenteismoMensal, ConsultaAbsenteismo } from './absenteismo.api';
import { absenteismoDaEmpresa } from './calculo';

/** The report's name: its declared authorities are the indicator's too. */
export const RELATORIO_ABSENTEISMO = 'absenteismo';

export function registerRotasAbsenteismo(app: FastifyInstance, engine: Engine): void {
  const autorizadas = engine.registry.reports.find((r) => r.name === RELATORIO_ABSENTEISMO)?.authorities;

  /** Whether the user reaches the company (some profile there) holding the indicator's authority in it. */
  const podeVer = async (usuarioId: number, empresaId: number) => {
    const delas = await authoritiesOf(engine.db, engine.registry, usuarioId, empresaId);
    return delas.length > 0 && (!autorizadas?.length || autorizadas.some((a) => delas.includes(a)));
  };

  app.get(
    '/api/absenteismo',
    { config: { openapi: { summary: 'O absenteísmo de cada empresa mês a mês: faltas (dias úteis em afastamentos que contam), dias trabalhados, % e a meta da empresa', query: 'ConsultaAbsenteismo', response: 'AbsenteismoMensal[]' } } },
    async (request): Promise<AbsenteismoMensal[]> => {
      const sessao = requireSession(request, 'interno', autorizadas);
      const { dataIni, dataFim, empresasIds } = request.query as ConsultaAbsenteismo;
      if (dataFim < dataIni) throw errors.validation([{ field: 'dataFim', message: 'A data final deve ser maior que a data inicial' }]);
      const ids = empresasIds ? [...new Set(empresasIds.split(',').map(Number))] : [sessao.empresaId];
      const escopos: Scope[] = [];
      for (const empresaId of ids) {
        const existe = await engine.db.selectFrom('empresa').select('id').where('id', '=', empresaId).executeTakeFirst();
        if (!existe) throw errors.notFound();
        if (empresaId !== sessao.empresaId && !(await podeVer(sessao.usuarioId!, empresaId))) throw errors.forbidden();
        escopos.push({ empresaId, usuarioId: sessao.usuarioId });
      }
      const linhas: AbsenteismoMensal[] = [];
      for (const scope of escopos) linhas.push(...(await runInScope(scope, () => absenteismoDaEmpresa(engine.db, scope, { inicio: dataIni, fim: dataFim }))));
      return linhas;
    },
  );
}
