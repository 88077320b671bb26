/**
 * "Testar conexão": an e-mail to the user who asks, through the same sending as every other
 * e-mail; a CEP looked up in the configured service. Either way the answer says what happened in
 * pt-BR — never the SMTP server's own text, which may name recipients (server/mail/mailer.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
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
