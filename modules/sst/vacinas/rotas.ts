/**
 * The vaccination calls beyond CRUD (spec 02 §2 /sst cartoes-vacinacao, vacinacao-em-lote; §7
 * "vaccine"): a talent's card, the next dose for one talent, the same dose for several at once —
 * all in one transaction, those whose vaccine is complete reported back and left as they were —
 * and a vaccine taken off a card.
 */
import type { FastifyInstance } from 'fastify';
import { companyConfig } from '../../../server/crud/company-config';
import { readScope, writeScope } from '../../../server/crud/request-scope';
import { recordId } from '../../../server/crud/routes';
import { validateBody } from '../../../server/crud/validators';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import type { RouteDoc } from '../../../server/openapi';
import type { CartoesDeVacinacao } from './cartao';
import { errosVacinacao } from './erros';
import { talentosDoLote } from './talentos-do-lote';
import type { CartaoVacinacao, ConsultaTalentosDoLote, DoseRegistrada, ResultadoVacinacao, VacinacaoEmLote } from './vacinas.api';

const doc = (openapi: RouteDoc) => ({ config: { openapi } });
const CARTAO = '/api/cartoes-vacinacao/colaborador/:colaboradorId';

export function registerRotasVacinas(app: FastifyInstance, engine: Engine, cartoes: CartoesDeVacinacao): void {
  const entidade = engine.registry.get('vacinacao');

  /**
   * Gives each talent the next dose due, in one transaction: the dose's values pass the
   * vaccination's own rules first (a date not in the future, the lot's length), once for all.
   */
  const vacinar = async (scope: Scope, dose: DoseRegistrada, colaboradorIds: readonly number[]): Promise<ResultadoVacinacao> => {
    const ids = [...new Set(colaboradorIds)];
    validateBody(entidade, { colaborador: { id: ids[0] }, vacina: { id: dose.vacinaId }, dataRealizacao: dose.dataRealizacao, lote: dose.lote }, await companyConfig(engine.db, engine.registry, entidade, scope.empresaId));
    return runInScope(scope, () =>
      engine.db.transaction().execute(async (trx) => {
        const esquema = await cartoes.esquema(trx, scope, dose.vacinaId);
        if (!esquema) throw errosVacinacao.vacinaInvalida();
        // Locked, so two batches for the same talents run one after the other.
        const talentos = await companyQuery(trx, scope).selectFrom('colaborador').select(['id', 'nome']).where('id', 'in', ids).orderBy('nome').orderBy('id').forUpdate().execute();
        if (talentos.length !== ids.length) throw errosVacinacao.talentoInvalido();
        const resultado: ResultadoVacinacao = { vacinados: [], completos: [] };
        for (const talento of talentos) {
          const nome = String(talento.nome);
          const numeroDose = await cartoes.registrarProxima(trx, scope, talento.id, esquema, dose);
          if (numeroDose === 0) resultado.completos.push({ colaboradorId: talento.id, nome });
          else resultado.vacinados.push({ colaboradorId: talento.id, nome, numeroDose });
        }
        return resultado;
      }),
    );
  };

  app.get(CARTAO, doc({ summary: 'O cartão de vacinação do talento: cada vacina com as doses (prevista, realização, lote, situação) e a situação dela', response: 'CartaoVacinacao' }), async (request): Promise<CartaoVacinacao> => {
    const scope = readScope(request, entidade);
    const colaboradorId = recordId(request, 'colaboradorId');
    const cartao = await runInScope(scope, () => cartoes.ler(engine.db, scope, colaboradorId));
    if (!cartao) throw errors.notFound();
    return cartao;
  });

  app.post(CARTAO, doc({ summary: 'Registra a próxima dose da vacina para o talento (a primeira põe a vacina no cartão)', body: 'DoseRegistrada', response: 'ResultadoVacinacao' }), async (request) => {
    const scope = writeScope(request, entidade);
    const colaboradorId = recordId(request, 'colaboradorId');
    const existe = await runInScope(scope, () => companyQuery(engine.db, scope).selectFrom('colaborador').select('id').where('id', '=', colaboradorId).executeTakeFirst());
    if (!existe) throw errors.notFound();
    return vacinar(scope, request.body as DoseRegistrada, [colaboradorId]);
  });

  app.post('/api/vacinacao-em-lote', doc({ summary: 'Registra para cada talento escolhido a próxima dose da vacina, numa transação; os que já completaram a vacina voltam na resposta, sem mudança', body: 'VacinacaoEmLote', response: 'ResultadoVacinacao' }), async (request) => {
    const scope = writeScope(request, entidade);
    const { colaboradorIds, ...dose } = request.body as VacinacaoEmLote;
    return vacinar(scope, dose, colaboradorIds ?? []);
  });

  app.get('/api/vacinacao-em-lote/talentos', doc({ summary: 'Os talentos ativos a escolher na vacinação em lote, filtrados e paginados, cada um com a dose da vacina que receberia', query: 'ConsultaTalentosDoLote', response: 'PaginaTalentosDoLote' }), async (request) => {
    const scope = readScope(request, entidade);
    return runInScope(scope, () => talentosDoLote(engine.db, scope, request.query as ConsultaTalentosDoLote));
  });

  app.delete(`${CARTAO}/vacinas/:vacinaId`, doc({ summary: 'Tira a vacina do cartão do talento, com todas as doses dela', status: 204 }), async (request, reply) => {
    const scope = writeScope(request, entidade);
    const colaboradorId = recordId(request, 'colaboradorId');
    const vacinaId = recordId(request, 'vacinaId');
    const removidas = await runInScope(scope, () =>
      engine.db.transaction().execute((trx) =>
        engine.entities.deleteSelectedIn(
          trx,
          entidade,
          scope,
          ['colaborador', 'vacina', 'numeroDose', 'dataRealizacao', 'lote'],
          companyQuery(trx, scope).selectFrom('vacinacao').select('id').where('colaborador_id', '=', colaboradorId).where('vacina_id', '=', vacinaId),
        ),
      ),
    );
    if (removidas === 0) throw errors.notFound();
    return reply.code(204).send();
  });
}
