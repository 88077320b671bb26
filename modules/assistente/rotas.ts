/**
 * The Assistente RH's calls (spec 02 §7 "Assistant"), for users with ROLE_ASSISTENTE_RH: the
 * suggestion for a form, whether a model is configured, and the company's credits this month. The credits request is the
 * declared entity's own POST (schemas/assistente/solicitacao-creditos.json).
 */
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../server/auth/guard';
import { runInScope } from '../../server/db/tenant-context';
import type { Engine } from '../../server/engine';
import { AppError, errors } from '../../server/errors';
import type { RouteDoc } from '../../server/openapi';
import type { CreditosAssistente, ModeloAssistente, PedidoSugestao, SugestaoAssistente } from './assistente.api';
import { contextoCargo, conversaCargo, mensagemOfflineCargo, sugestaoCargoOffline } from './cargo';
import { creditosDoMes, devolverCredito, usarCredito } from './creditos';
import { esquemaDoFormulario } from './formularios';
import { MENSAGENS } from './mensagens';
import { ModeloIndisponivel, perguntarAoModelo, RespostaInvalida, type Conversa } from './modelo';
import { conversaPesquisa, mensagemOfflinePesquisa, perguntasDoAspecto, sugestaoPesquisaOffline } from './pesquisa';

export const ROLE_ASSISTENTE_RH = 'ROLE_ASSISTENTE_RH';

/** Spec §8: the model did not answer in time or at all. */
const descansando = () => new AppError(503, 'ASSISTENTE_INDISPONIVEL', MENSAGENS.descanso);
/** Spec §8: the model answered something no form may receive. */
const sugestaoInvalida = () => new AppError(502, 'SUGESTAO_INVALIDA', MENSAGENS.erroAoAplicar);

const doc = (openapi: RouteDoc) => ({ config: { openapi } });

/** A form's required inputs before the assistant can suggest (spec §5: all required fields filled). */
function exigir(valor: string | undefined, campo: string, mensagem: string): string {
  if (!valor?.trim()) throw errors.validation([{ field: campo, message: mensagem }]);
  return valor.trim();
}

export function registerAssistente(app: FastifyInstance, engine: Engine): void {
  const esquemas = { cargo: esquemaDoFormulario('cargo', engine.registry), pesquisa: esquemaDoFormulario('pesquisa', engine.registry) };
  const maximoCargo = (campo: string) => (esquemas.cargo.properties as Record<string, { maxLength?: number }>)[campo]?.maxLength;

  app.get('/api/assistente/modelo', doc({ summary: 'Se esta instalação tem um modelo configurado para o Assistente RH (sem ele, só o modo offline)', response: 'ModeloAssistente' }), async (request): Promise<ModeloAssistente> => {
    requireSession(request, 'interno', [ROLE_ASSISTENTE_RH]);
    return { configurado: Boolean(engine.config.assistenteUrl) };
  });

  app.get('/api/assistente/creditos', doc({ summary: 'Os créditos do Assistente RH da empresa neste mês: usados, gratuitos e restantes', response: 'CreditosAssistente' }), async (request): Promise<CreditosAssistente> => {
    const scope = requireSession(request, 'interno', [ROLE_ASSISTENTE_RH]);
    return creditosDoMes(engine.db, scope);
  });

  app.get(
    '/api/assistente/sugestao',
    doc({ summary: 'Sugestões para os campos de um formulário (cargo: missão, responsabilidades e competências; pesquisa: perguntas de um aspecto), do modelo configurado (1 crédito) ou, sem ele, em modo offline', query: 'PedidoSugestao', response: 'SugestaoAssistente' }),
    async (request): Promise<SugestaoAssistente> => {
      const scope = requireSession(request, 'interno', [ROLE_ASSISTENTE_RH]);
      const pedido = request.query as PedidoSugestao;
      let conversa: Conversa;
      let offline: () => Pick<SugestaoAssistente, 'valores' | 'mensagem'>;
      if (pedido.formulario === 'cargo') {
        const nome = exigir(pedido.nome, 'nome', 'Informe o nome do cargo para receber sugestões.');
        const contexto = await runInScope(scope, () => contextoCargo(engine.db, scope, { nome, cargoId: pedido.cargoId, areaId: pedido.areaId }));
        conversa = conversaCargo(contexto);
        offline = () => ({ valores: sugestaoCargoOffline(contexto, maximoCargo), mensagem: mensagemOfflineCargo(contexto) });
      } else {
        const aspecto = exigir(pedido.aspecto, 'aspecto', 'Informe o aspecto para receber sugestões de perguntas.');
        const daEmpresa = await runInScope(scope, () => perguntasDoAspecto(engine.db, scope, aspecto));
        conversa = conversaPesquisa(aspecto, daEmpresa);
        offline = () => ({ valores: { perguntas: sugestaoPesquisaOffline(aspecto, daEmpresa) }, mensagem: mensagemOfflinePesquisa(daEmpresa) });
      }

      const { assistenteUrl } = engine.config;
      if (!assistenteUrl) return { formulario: pedido.formulario, offline: true, ...offline(), creditos: await creditosDoMes(engine.db, scope) };

      const creditos = await usarCredito(engine.db, scope);
      try {
        const valores = await perguntarAoModelo({ ...engine.config, assistenteUrl }, `sugestao_${pedido.formulario}`, esquemas[pedido.formulario], conversa);
        return { formulario: pedido.formulario, offline: false, mensagem: `Sugestões do modelo ${engine.config.assistenteModelo}.`, valores, creditos };
      } catch (error) {
        await devolverCredito(engine.db, scope, creditos.mes);
        if (error instanceof RespostaInvalida) {
          request.log.warn({ motivo: error.message }, 'assistente: resposta do modelo recusada');
          throw sugestaoInvalida();
        }
        if (error instanceof ModeloIndisponivel) {
          request.log.warn({ motivo: error.message }, 'assistente: modelo indisponível');
          throw descansando();
        }
        throw error;
      }
    },
  );
}
