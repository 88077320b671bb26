/**
 * Suggestions of questions for a survey's aspect: the model is told the aspect and the company's
 * questions already written for it; offline, those questions are the suggestion, completed by
 * the assistant's own general ones.
 */
import type { Db } from '../../server/db/database';
import { companyQuery } from '../../server/db/scoped-query';
import type { Scope } from '../../server/db/tenant-context';
import { PERGUNTAS_POR_SUGESTAO } from './formularios';
import type { Conversa } from './modelo';

export interface PerguntaSugerida {
  texto: string;
  aspecto: string;
}

/** The company's questions of this aspect (any questionnaire), distinct, the most recent first. */
export async function perguntasDoAspecto(db: Db, scope: Scope, aspecto: string): Promise<string[]> {
  const rows = await companyQuery(db, scope)
    .selectFrom('pergunta')
    .select('texto')
    .where((eb) => eb(eb.fn('lower', ['aspecto']), '=', aspecto.trim().toLowerCase()))
    .where('texto', 'is not', null)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return [...new Set(rows.map((row) => row.texto!.trim()).filter(Boolean))].slice(0, PERGUNTAS_POR_SUGESTAO.max);
}

export function conversaPesquisa(aspecto: string, daEmpresa: string[]): Conversa {
  return {
    sistema: 'Você é o Assistente RH, especialista em pesquisas de clima organizacional no Brasil. Responda somente com o JSON pedido, em português do Brasil.',
    usuario: [
      `Sugira de 3 a ${PERGUNTAS_POR_SUGESTAO.max} perguntas de uma pesquisa de clima sobre o aspecto "${aspecto}", cada uma com o texto da pergunta e o aspecto "${aspecto}".`,
      daEmpresa.length ? `A empresa já usa estas perguntas para o aspecto (não as repita): ${daEmpresa.map((texto) => `"${texto}"`).join('; ')}.` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  };
}

export function sugestaoPesquisaOffline(aspecto: string, daEmpresa: string[]): PerguntaSugerida[] {
  const assunto = aspecto.trim().toLowerCase();
  const gerais = [`Como você avalia ${assunto} na empresa?`, `Você está satisfeito(a) com ${assunto} na sua área?`, `O que a empresa poderia melhorar em ${assunto}?`];
  return [...new Set([...daEmpresa, ...gerais])].slice(0, Math.max(3, daEmpresa.length)).slice(0, PERGUNTAS_POR_SUGESTAO.max).map((texto) => ({ texto, aspecto: aspecto.trim() }));
}

export const mensagemOfflinePesquisa = (daEmpresa: string[]) =>
  `Modo offline: ${daEmpresa.length ? 'perguntas que a empresa já usa para este aspecto' : 'perguntas gerais para este aspecto'}.`;
