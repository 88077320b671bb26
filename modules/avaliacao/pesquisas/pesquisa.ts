/**
 * A survey's life beyond its form: it owns its questionnaire (a Modelo de Avaliação of tipo
 * Pesquisa, made with it — an NPS's with the 0–10 question — renamed with it and removed with it),
 * clones with a copy of its questions, and reminds by e-mail the participants who have not answered.
 */
import type { FastifyInstance } from 'fastify';
import { referenceId } from '../../../engine/table/reference-id';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { mailFailure, sendMail } from '../../../server/mail/mailer';
import { lembrete } from './lembrete';
import { PERGUNTA_NPS } from './nps';
import { participantes } from './participantes';

const SEM_REGISTRO = ['id', 'version', 'createdAt', 'updatedAt'];
const semRegistro = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([key]) => !SEM_REGISTRO.includes(key)));

export function registerPesquisa(app: FastifyInstance, engine: Engine): void {
  const pesquisa = engine.registry.get('pesquisa');
  const modelo = engine.registry.get('modeloAvaliacao');

  /** A new questionnaire for a survey: empty, or an NPS's one question; or a copy of another's questions. */
  const novoQuestionario = async (trx: Db, scope: Scope, titulo: string, perguntas: Record<string, unknown>[]) =>
    ({ id: (await engine.entities.insertIn(trx, modelo, scope, { titulo, tipo: 'P', ativo: true, perguntas })).id });

  engine.hooks.register(pesquisa.name, {
    async beforeWrite({ trx, scope, action, data }) {
      if (action !== 'create' || referenceId(data!.modelo)) return;
      data!.modelo = await novoQuestionario(trx, scope, String(data!.titulo), data!.tipo === 'N' ? [PERGUNTA_NPS] : []);
    },
    async afterWrite({ trx, scope, action, previous, current }) {
      const modeloId = referenceId((current ?? previous)!.modelo);
      if (!modeloId) return;
      if (action === 'update' && current!.titulo !== previous!.titulo) {
        await companyQuery(trx, scope).updateTable('modelo_avaliacao').set({ titulo: String(current!.titulo) }).where('id', '=', modeloId).execute();
      }
      if (action === 'delete') await engine.entities.removeIn(trx, modelo, scope, modeloId);
    },
    async onAction({ trx, scope, action, body, previous }) {
      if (action !== 'clonar') return;
      const questionario = await engine.entities.get(modelo, scope, referenceId(previous.modelo)!, trx);
      const perguntas = (questionario.perguntas as Record<string, unknown>[]).map(semRegistro);
      const titulo = String(body.titulo);
      await engine.entities.insertIn(trx, pesquisa, scope, { ...semRegistro(previous), titulo, liberada: false, modelo: await novoQuestionario(trx, scope, titulo, perguntas) });
    },
    async afterActionCommit({ trx, scope, action, id, previous }) {
      if (action !== 'enviar-lembrete') return;
      const faltam = (await participantes(trx, scope, id)).filter((p) => !p.respondida && p.email);
      const message = lembrete({ titulo: String(previous.titulo), dataFim: String(previous.dataFim), link: `${engine.config.appUrl}/pesquisa/minhas-pesquisas` });
      // One message each: no participant learns who else was reminded. Not awaited: a slow mail server never delays the answer.
      for (const { email } of faltam) {
        void sendMail(engine.config, app.log, { to: [email!], ...message }).catch((error: unknown) => app.log.error({ falha: mailFailure(error) }, 'falha ao enviar o lembrete da pesquisa'));
      }
    },
  });
}
