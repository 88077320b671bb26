/**
 * The request's `emailsCheck` (§3.4): the addresses told when someone moves the request through
 * its life (liberar, alterar status, suspender, encerrar, reabrir, cancelar) — who did what, when,
 * and the note they wrote. A notice never holds the action back: a mail failure is only logged.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Engine } from '../../server/engine';
import { escapeHtml, sendMail } from '../../server/mail/mailer';
import { formatDate } from '../../renderers/theme/format/dates';
import { today } from '../../engine/validation/brazilian';

/** The actions that change the request's situation (the others open screens or print). */
const AVISADAS = new Set(['libera', 'status', 'suspende', 'encerra', 'reabre', 'cancela']);
const NOTAS = ['observacaoLiberador', 'observacao', 'obsEncerra', 'obsCancelamento'];

export function aviso(input: { id: number; descricao: string; acao: string; usuario: string; data: string; nota?: string }) {
  const subject = `Solicitação de Pessoal Nº ${input.id}: ${input.acao}`;
  const frase = `${input.usuario} executou "${input.acao}" na solicitação "${input.descricao}" em ${formatDate(input.data)}.`;
  const nota = input.nota ? `\n\nObservação: ${input.nota}` : '';
  return {
    subject,
    text: frase + nota,
    html: `<p>${escapeHtml(frase)}</p>${input.nota ? `<p style="white-space:pre-wrap">Observação: ${escapeHtml(input.nota)}</p>` : ''}`,
  };
}

export function registerSolicitacaoAvisos(app: FastifyInstance, engine: Engine): void {
  const entity = engine.registry.get('solicitacaoPessoal');
  engine.hooks.register(entity.name, {
    async onAction({ trx, scope, action, id, body, previous }) {
      const to = (previous.emailsCheck as string[] | null | undefined) ?? [];
      if (!AVISADAS.has(action) || !to.length) return;
      const { rows } = await sql<{ nome: string }>`select nome from usuario where id = ${scope.usuarioId ?? 0}`.execute(trx);
      const nota = NOTAS.map((name) => body[name]).find((value) => typeof value === 'string' && value.trim()) as string | undefined;
      const message = aviso({
        id,
        descricao: String(previous.descricao),
        acao: entity.actions!.find((a) => a.name === action)!.label,
        usuario: rows[0]?.nome ?? 'RH',
        data: today(),
        nota,
      });
      await sendMail(engine.config, app.log, { to, ...message }).catch((error: unknown) =>
        app.log.error({ err: error }, 'falha ao avisar os e-mails da solicitação'),
      );
    },
  });
}
