/**
 * "Enviar e-mail aos participantes": each avaliador who still has someone to evaluate in the
 * released evaluation gets one message with the deadline and the way to "Minhas avaliações".
 * Sent after the action committed, without holding the answer back; a failure is logged.
 */
import type { FastifyInstance } from 'fastify';
import { formatDate } from '../../../engine/format/dates';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Engine } from '../../../server/engine';
import { escapeHtml, mailFailure, sendMail } from '../../../server/mail/mailer';
import { respondeu } from './respondidos';

type Data = Record<string, unknown>;

export function convite(input: { nome: string; titulo: string; dataFim: string; link: string }) {
  const frase = `Olá, ${input.nome}. A avaliação de desempenho "${input.titulo}" está liberada e aguarda as suas respostas até ${formatDate(input.dataFim)}.`;
  const acesso = `Responda em Minhas avaliações: ${input.link}`;
  return {
    subject: `Avaliação de desempenho: ${input.titulo}`,
    text: `${frase}\n\n${acesso}`,
    html: `<p>${escapeHtml(frase)}</p><p><a href="${escapeHtml(input.link)}">Minhas avaliações</a></p>`,
  };
}

export async function avisarAvaliadores(app: FastifyInstance, engine: Engine, trx: Db, scope: Scope, avaliacao: Data): Promise<void> {
  const avaliadores = await companyQuery(trx, scope)
    .selectFrom(['participante_avaliacao_desempenho as p', 'colaborador as c'])
    .whereRef('c.id', '=', 'p.avaliador_id')
    .where('p.avaliacao_desempenho_id', '=', Number(avaliacao.id))
    .where('c.email', 'is not', null)
    .where((eb) => eb.not(respondeu(trx, scope)))
    .select(['c.nome', 'c.email'])
    .distinct()
    .execute();
  const link = `${engine.config.appUrl}/avaliacao/minhas-avaliacoes`;
  for (const { nome, email } of avaliadores) {
    const message = convite({ nome: String(nome), titulo: String(avaliacao.titulo), dataFim: String(avaliacao.dataFim), link });
    void sendMail(engine.config, app.log, { to: [String(email)], ...message }).catch((error: unknown) =>
      app.log.error({ falha: mailFailure(error) }, 'falha ao avisar um avaliador da avaliação de desempenho'),
    );
  }
}
