/** Utilitários › Integrações (spec 02 §7 "Integrations"): the list and the connection tests, for who holds the screen's authority. */
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../../server/auth/guard';
import type { Engine } from '../../../server/engine';
import { integracoes } from './catalogo';
import type { IntegracoesLista, ResultadoTesteIntegracao, TesteCep } from './integracoes.api';
import { testarAssistente, testarCep, testarSmtp } from './testes';

/** The screen's authority (schemas/utilitario/telas/integracoes.json). */
const AUTHORITY = 'ROLE_INTEGRACOES';

export function registerIntegracoes(app: FastifyInstance, engine: Engine): void {
  app.get('/api/integracoes', { config: { openapi: { summary: 'As integrações da instalação: configuradas ou não, e onde apontam (sem senhas nem chaves)', response: 'IntegracoesLista' } } }, async (request): Promise<IntegracoesLista> => {
    requireSession(request, 'interno', [AUTHORITY]);
    return { integracoes: integracoes(engine.config) };
  });

  app.post('/api/integracoes/smtp/testar', { config: { openapi: { summary: 'Envia um e-mail de teste ao usuário da sessão pelo SMTP configurado', response: 'ResultadoTesteIntegracao' } } }, async (request): Promise<ResultadoTesteIntegracao> => {
    const scope = requireSession(request, 'interno', [AUTHORITY]);
    return testarSmtp(engine, request.log, scope.usuarioId!);
  });

  app.post('/api/integracoes/cep/testar', { config: { openapi: { summary: 'Consulta um CEP no serviço configurado', body: 'TesteCep', response: 'ResultadoTesteIntegracao' } } }, async (request): Promise<ResultadoTesteIntegracao> => {
    requireSession(request, 'interno', [AUTHORITY]);
    return testarCep(engine, (request.body as TesteCep).cep);
  });

  app.post('/api/integracoes/assistente/testar', { config: { openapi: { summary: 'Pede uma resposta mínima ao modelo do assistente, sem gastar créditos da empresa', response: 'ResultadoTesteIntegracao' } } }, async (request): Promise<ResultadoTesteIntegracao> => {
    requireSession(request, 'interno', [AUTHORITY]);
    return testarAssistente(engine, request.log);
  });
}
