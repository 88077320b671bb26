/**
 * The CIPA calls beyond CRUD (spec 02 §7, §8): a talent's stability end date — by the
 * colaborador's path and, as the spec names it for the talent, by query — and the warnings the
 * dismissal dialog and the personnel request's form ask before going on (their `checks` with
 * `confirm`). A warning never refuses: the user decides.
 */
import type { FastifyInstance } from 'fastify';
import { readScope } from '../../../server/crud/request-scope';
import { recordId } from '../../../server/crud/path-id';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import type { RouteDoc } from '../../../server/openapi';
import { avisoDeEstabilidade } from './aviso';
import type { AvisoDesligamento, AvisoEstabilidade, AvisoSubstituicao, ConsultaEstabilidadeComissao, DataEstabilidade } from './cipa.api';
import { dataEstabilidade, estabilidades } from './estabilidade';

const doc = (openapi: RouteDoc) => ({ config: { openapi } });

export function registerRotasCipa(app: FastifyInstance, engine: Engine): void {
  const colaborador = engine.registry.get('colaborador');
  const solicitacao = engine.registry.get('solicitacaoPessoal');
  const estabilidadeDe = (scope: Scope, id: number) => runInScope(scope, () => dataEstabilidade(engine.db, scope, id));

  app.get(
    '/api/colaboradores/:id/data-estabilidade',
    doc({ summary: 'Até quando o talento tem estabilidade como membro eleito da CIPA (nula se não tem ou já terminou)', response: 'DataEstabilidade' }),
    async (request): Promise<DataEstabilidade> => {
      const scope = readScope(request, colaborador);
      return { dataEstabilidade: await estabilidadeDe(scope, recordId(request)) };
    },
  );

  app.get(
    '/api/colaboradores/data-estabilidade-comissao',
    doc({ summary: 'A mesma data de estabilidade da CIPA, pelo talento informado', query: 'ConsultaEstabilidadeComissao', response: 'DataEstabilidade' }),
    async (request): Promise<DataEstabilidade> => {
      const scope = readScope(request, colaborador);
      return { dataEstabilidade: await estabilidadeDe(scope, Number((request.query as ConsultaEstabilidadeComissao).colaboradorId)) };
    },
  );

  app.post(
    '/api/colaboradores/:id/aviso-estabilidade-cipa',
    doc({ summary: 'O aviso de estabilidade da CIPA ao desligar o talento na data informada', body: 'AvisoDesligamento', response: 'AvisoEstabilidade' }),
    async (request): Promise<AvisoEstabilidade> => {
      const scope = readScope(request, colaborador);
      const { data } = request.body as AvisoDesligamento;
      const estaveis = await runInScope(scope, () => estabilidades(engine.db, scope, [recordId(request)]));
      return { mensagem: avisoDeEstabilidade(estaveis.filter((e) => e.ate >= data)) };
    },
  );

  app.post(
    '/api/solicitacoes-pessoal/aviso-estabilidade-cipa',
    doc({ summary: 'O aviso de estabilidade da CIPA dos talentos a substituir numa solicitação de pessoal', body: 'AvisoSubstituicao', response: 'AvisoEstabilidade' }),
    async (request): Promise<AvisoEstabilidade> => {
      const scope = readScope(request, solicitacao);
      const { colaboradoresSubstituidosIds } = request.body as AvisoSubstituicao;
      const estaveis = await runInScope(scope, () => estabilidades(engine.db, scope, [...new Set(colaboradoresSubstituidosIds.filter((id) => id !== null))]));
      return { mensagem: avisoDeEstabilidade(estaveis) };
    },
  );
}
