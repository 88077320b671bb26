/**
 * "Testar conexão": an e-mail to the user who asks, through the same sending as every other
 * e-mail; a CEP looked up in the configured service; one tiny completion asked of the assistant's
 * model through the same client as the suggestions, but outside the month's credits (a connection
 * check is the installation's, not a suggestion the company asked for). Either way the answer says what happened in
 * pt-BR — never the SMTP server's own text, which may name recipients (server/mail/mailer.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { ModeloIndisponivel, perguntarAoModelo, RespostaInvalida } from '../../assistente/modelo';
import { lookUpCep } from '../../../server/cep/viacep';
import type { Engine } from '../../../server/engine';
import { mailFailure, sendMail } from '../../../server/mail/mailer';
import { semSegredos } from './catalogo';
import type { ResultadoTesteIntegracao } from './integracoes.api';

const CONEXAO = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'ECONNREFUSED', 'EDNS', 'ENOTFOUND']);

export async function testarSmtp(engine: Engine, log: FastifyBaseLogger, usuarioId: number): Promise<ResultadoTesteIntegracao> {
  const { smtpUrl, mailFrom } = engine.config;
  if (!smtpUrl) return { sucesso: false, mensagem: 'Servidor de e-mail não configurado (SMTP_URL): os e-mails são gravados em arquivos, não enviados.' };
  const usuario = await engine.database.owner.selectFrom('usuario').select('email').where('id', '=', usuarioId).executeTakeFirst();
  if (!usuario?.email) return { sucesso: false, mensagem: 'Seu usuário não tem e-mail cadastrado: informe-o em Utilitários › Usuários e teste de novo.' };
  const servidor = semSegredos(smtpUrl);
  try {
    await sendMail({ smtpUrl, mailFrom }, log, {
      to: [usuario.email],
      subject: 'Teste de conexão do servidor de e-mail',
      text: `Este e-mail confirma que o sistema de RH envia mensagens pelo servidor ${servidor}.`,
    });
    return { sucesso: true, mensagem: `E-mail de teste enviado para ${usuario.email} pelo servidor ${servidor}.` };
  } catch (error) {
    const falha = mailFailure(error);
    log.warn({ falha }, 'teste do SMTP falhou');
    if (falha.code === 'EAUTH') return { sucesso: false, mensagem: `O servidor ${servidor} recusou o usuário ou a senha de SMTP_URL.` };
    if (falha.code && CONEXAO.has(falha.code)) return { sucesso: false, mensagem: `Não foi possível conectar ao servidor ${servidor}.` };
    return { sucesso: false, mensagem: `O servidor ${servidor} recusou o envio${falha.responseCode ? ` (código ${falha.responseCode})` : ''}.` };
  }
}

export async function testarCep(engine: Engine, cep: string): Promise<ResultadoTesteIntegracao> {
  const { cepUrl } = engine.config;
  if (!cepUrl) return { sucesso: false, mensagem: 'Consulta de CEP não configurada (CEP_URL): o endereço é digitado nos formulários.' };
  const digitos = cep.replace(/\D/g, '');
  const endereco = await lookUpCep(cepUrl, digitos);
  if (!endereco) return { sucesso: false, mensagem: `O serviço ${semSegredos(cepUrl)} não respondeu o CEP ${digitos}: fora do ar, lento demais ou CEP inexistente.` };
  const partes = [endereco.logradouro, endereco.bairro].filter(Boolean).join(', ');
  return { sucesso: true, mensagem: `CEP ${digitos} encontrado${partes ? `: ${partes}` : ''}.` };
}

/** The smallest answer that still proves the model follows a JSON schema, as every suggestion needs. */
const ESQUEMA_TESTE = { type: 'object', properties: { resposta: { type: 'string', maxLength: 20 } }, required: ['resposta'], additionalProperties: false };
const CONVERSA_TESTE = { sistema: 'Você testa a conexão de um sistema de RH. Responda somente o JSON pedido.', usuario: 'Responda {"resposta": "ok"}.' };

const segundos = (ms: number) => (ms / 1000).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export async function testarAssistente(engine: Engine, log: FastifyBaseLogger): Promise<ResultadoTesteIntegracao> {
  const { assistenteUrl } = engine.config;
  if (!assistenteUrl) return { sucesso: false, mensagem: 'Assistente não configurado (ASSISTENTE_URL): as sugestões vêm dos cadastros da empresa e da CBO.' };
  const servico = semSegredos(assistenteUrl);
  const inicio = performance.now();
  try {
    await perguntarAoModelo({ ...engine.config, assistenteUrl }, 'teste_conexao', ESQUEMA_TESTE, CONVERSA_TESTE);
    return { sucesso: true, mensagem: `O assistente respondeu em ${segundos(performance.now() - inicio)} s.` };
  } catch (error) {
    // The service's own text may repeat the key or the prompt: logged, never shown.
    log.warn({ erro: error instanceof Error ? error.message : String(error) }, 'teste do assistente falhou');
    if (error instanceof RespostaInvalida) {
      return { sucesso: false, mensagem: `O assistente respondeu em ${segundos(performance.now() - inicio)} s, mas não no JSON pedido: o modelo não atende às sugestões dos formulários.` };
    }
    if (!(error instanceof ModeloIndisponivel)) throw error;
    if (error.status === 401 || error.status === 403) return { sucesso: false, mensagem: `O serviço ${servico} recusou a chave de ASSISTENTE_CHAVE.` };
    if (error.status) return { sucesso: false, mensagem: `O serviço ${servico} recusou o pedido (código ${error.status}): confira ASSISTENTE_MODELO.` };
    if (error.cause instanceof Error && error.cause.name === 'TimeoutError') {
      return { sucesso: false, mensagem: `O serviço ${servico} não respondeu em ${segundos(engine.config.assistenteTimeoutMs)} s (ASSISTENTE_TIMEOUT_MS).` };
    }
    return { sucesso: false, mensagem: `Não foi possível conectar ao serviço ${servico}.` };
  }
}
