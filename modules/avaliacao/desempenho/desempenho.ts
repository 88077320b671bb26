/**
 * The performance evaluation's behaviour beyond CRUD: its declared actions (participants in
 * bulk, liberar, e-mail, clone) and the rules of its participants.
 */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../../server/engine';
import { actionRefused } from '../../../server/crud/actions';
import { companyQuery } from '../../../server/db/scoped-query';
import { avaliadosDoAvaliador, incluirAutoavaliacoes, preencherParticipantes, removerAvaliados, removerAvaliadores } from './participantes';
import { clonarAvaliacao } from './clone';
import { avisarAvaliadores } from './avisos';
import { registerRegrasParticipante } from './regras-participante';
import { registerRespostasDesempenho } from './respostas';

const SEM_AVALIADORES = 'A avaliação não possui avaliadores: preencha os participantes antes de liberá-la.';

export function registerDesempenho(app: FastifyInstance, engine: Engine): void {
  engine.hooks.register('avaliacaoDesempenho', {
    // The formato is the 2.0's choice (spec §3, default "0"): a 1.0 keeps "0", whatever a form
    // that chose 2.0 and a formato and then went back to 1.0 still carries in the hidden field.
    beforeWrite({ data }) {
      if (data && data.tipo !== '2.0') data.formato = '0';
    },
    async onAction({ trx, scope, action, body, previous }) {
      switch (action) {
        case 'preencher-participantes':
          return preencherParticipantes(engine, trx, scope, previous, body);
        case 'avaliados-do-avaliador':
          return avaliadosDoAvaliador(engine, trx, scope, previous, body);
        case 'incluir-autoavaliacao':
          return incluirAutoavaliacoes(engine, trx, scope, previous);
        case 'remover-avaliadores':
          return removerAvaliadores(engine, trx, scope, previous, body);
        case 'remover-avaliados':
          return removerAvaliados(engine, trx, scope, previous, body);
        case 'clonar':
          return clonarAvaliacao(engine, trx, scope, previous, String(body.titulo));
        case 'liberar': {
          const algum = await companyQuery(trx, scope)
            .selectFrom('participante_avaliacao_desempenho')
            .select('id')
            .where('avaliacao_desempenho_id', '=', Number(previous.id))
            .where('avaliador_id', 'is not', null)
            .limit(1)
            .executeTakeFirst();
          if (!algum) throw actionRefused(SEM_AVALIADORES);
        }
      }
    },
    async afterActionCommit({ trx, scope, action, previous }) {
      if (action === 'envia-email') await avisarAvaliadores(app, engine, trx, scope, previous);
    },
  });
  registerRegrasParticipante(engine);
  registerRespostasDesempenho(app, engine);
}
