/**
 * A leave's calls beyond CRUD (spec 02 §7 SST, "Leave"): the overlap check — by query, and as the
 * form's live check posting its fields — answering the message the save would refuse with, and
 * the talent's leaves a relapse may continue. Both read through the company's scoped builder.
 */
import type { FastifyInstance } from 'fastify';
import { readScope } from '../../../server/crud/request-scope';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import type { AfastamentoVinculavel, ConsultaVinculaveis, PeriodoDoFormulario, PeriodoVerificado, VerificacaoPeriodo } from './afastamentos.api';
import { mensagemSobreposicao } from './erros';
import { sobreposto, vinculaveis, type Periodo } from './periodo';

export function registerRotasAfastamento(app: FastifyInstance, engine: Engine): void {
  const entidade = engine.registry.get('colaboradorAfastamento');
  const base = `/api/${entidade.resource}`;

  /** The company's talent (404 for another company's). */
  const exigirTalento = async (scope: Scope, colaboradorId: number) => {
    const talento = await companyQuery(engine.db, scope).selectFrom('colaborador').select('id').where('id', '=', colaboradorId).executeTakeFirst();
    if (!talento) throw errors.notFound();
  };

  const verificar = (scope: Scope, colaboradorId: number, periodo: Periodo, id?: number): Promise<PeriodoVerificado> =>
    runInScope(scope, async () => {
      await exigirTalento(scope, colaboradorId);
      if (periodo.fim && periodo.fim < periodo.inicio) return {};
      const outro = await sobreposto(engine.db, scope, colaboradorId, periodo, id);
      return outro ? { mensagem: mensagemSobreposicao(outro) } : {};
    });

  app.get(
    `${base}/verificar-periodo`,
    { config: { openapi: { summary: 'Se o talento já tem outro afastamento com algum dia do período: a mensagem que a gravação daria', query: 'VerificacaoPeriodo', response: 'PeriodoVerificado' } } },
    async (request) => {
      const { colaboradorId, inicio, fim, id } = request.query as VerificacaoPeriodo;
      return verificar(readScope(request, entidade), colaboradorId, { inicio, fim: fim ?? null }, id);
    },
  );

  app.post(
    `${base}/:id/verificar-periodo`,
    { config: { openapi: { summary: 'A mesma verificação, com os campos do formulário (o id do afastamento editado; 0 num novo)', body: 'PeriodoDoFormulario', response: 'PeriodoVerificado' } } },
    async (request) => {
      const id = Number((request.params as { id: string }).id);
      const { colaborador, inicio, fim } = request.body as PeriodoDoFormulario;
      return verificar(readScope(request, entidade), colaborador.id, { inicio, fim: fim ?? null }, id > 0 ? id : undefined);
    },
  );

  app.get(
    `${base}/vinculaveis`,
    { config: { openapi: { summary: 'Os afastamentos do talento que uma recaída iniciada na data pode continuar: terminados antes dela, até 60 dias antes', query: 'ConsultaVinculaveis', response: 'AfastamentoVinculavel[]' } } },
    async (request): Promise<AfastamentoVinculavel[]> => {
      const scope = readScope(request, entidade);
      const { colaboradorId, inicio, id } = request.query as ConsultaVinculaveis;
      return runInScope(scope, async () => {
        await exigirTalento(scope, colaboradorId);
        const linhas = await vinculaveis(engine.db, scope, colaboradorId, inicio, id).execute();
        return linhas.map((linha) => ({ id: linha.id, descricao: linha.descricao, inicio: String(linha.inicio), fim: String(linha.fim) }));
      });
    },
  );
}
