/**
 * The request's `emailsCheck` (§3.4): the addresses told when someone moves the request through
 * its life — every declared action that changes it (`set`: liberar, alterar status, suspender,
 * encerrar, reabrir, cancelar) — with who did what, when, and the note written in the action's
 * text box. A notice goes once the action committed (never for one rolled back) and never holds
 * the answer back: it is sent without waiting, a failure is logged.
 */
import type { FastifyInstance } from 'fastify';
import type { ActionDeclaration, FieldUi } from '../../../engine/declaration';
import { fieldHints } from '../../../engine/validation/config-conditions';
import { userName } from '../../../server/crud/actions';
import type { Engine } from '../../../server/engine';
import { escapeHtml, mailFailure, sendMail } from '../../../server/mail/mailer';
import { formatDate } from '../../../engine/format/dates';
import { today } from '../../../engine/validation/brazilian';

/** The note of an action: what was written in its dialog's text box. */
function notaDe(action: ActionDeclaration, body: Record<string, unknown>): string | undefined {
  const fields = action.form?.ui?.fields;
  const boxes = Object.keys(fields ?? {}).filter((name) => fieldHints<FieldUi>(fields, name).widget === 'textarea');
  return boxes.map((name) => body[name]).find((value): value is string => typeof value === 'string' && value.trim() !== '');
}

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
    async afterActionCommit({ trx, scope, action: name, id, body, previous }) {
      const to = (previous.emailsCheck as string[] | null | undefined) ?? [];
      const action = entity.actions?.find((a) => a.name === name);
      if (!action?.set || !to.length) return;
      const message = aviso({
        id,
        descricao: String(previous.descricao),
        acao: action.label,
        usuario: (await userName(trx, scope)) || 'RH',
        data: today(),
        nota: notaDe(action, body),
      });
      // Not awaited: a slow mail server never delays the answer.
      void sendMail(engine.config, app.log, { to, ...message }).catch((error: unknown) =>
        app.log.error({ falha: mailFailure(error) }, 'falha ao avisar os e-mails da solicitação'),
      );
    },
  });
}
