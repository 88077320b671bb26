/**
 * Candidate evaluations (spec §7 "POST /candidatos/{id}/avaliacoes/{avaliacaoId}"): the
 * questions of a model, and the answers of a candidate in a request — validated against the
 * model's questions, scored (`avaliacao-pontuacao.ts`) and stored with the copy of what was
 * asked, in one transaction.
 *
 * Answering the same model again for the same candidate and request: HR's answer replaces the
 * previous one (HR types in a paper test, or corrects a transcription; the audit keeps the
 * old answer), while the candidate on the portal answers once — a test retaken until it
 * passes would be no test.
 */
import type { RegisteredEntity } from '../../../engine/registry/registry';
import { today } from '../../../engine/validation/brazilian';
import { userName } from '../../../server/crud/actions';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import { pontuarRespostas, respondeAsPerguntas, validarRespostas } from '../../avaliacao/questionario/pontuacao';
import { modeloDoQuestionario, perguntasDoModelo } from '../../avaliacao/questionario/modelos';
import type { Resposta } from '../../avaliacao/questionario/questionario.api';
import { errosQuestionario } from '../../avaliacao/questionario/erros';

export const FORA_DA_SOLICITACAO = 'O candidato não participa desta solicitação.';
export const MODELO_FORA_DA_SOLICITACAO = 'Este modelo de avaliação não é aplicado nesta solicitação.';
export const HISTORICO_DE_OUTRO = 'A etapa do histórico informada não é deste candidato nesta solicitação.';

export class AvaliacaoCandidatoService {
  readonly entity: RegisteredEntity;

  constructor(private readonly engine: Engine) {
    this.entity = engine.registry.get('avaliacaoCandidato');
  }

  /**
   * Stores a candidate's answers to a model in a request they take part in. `substituir`: a
   * previous answer of that model is replaced (HR); otherwise it refuses (the portal).
   */
  responder(scope: Scope, pedido: { candidatoId: number; modeloId: number; solicitacaoId: number; historicoCandidatoId?: number; respostas: Resposta[]; respondidoPor: 'C' | 'R'; substituir: boolean }) {
    return runInScope(scope, () =>
      this.engine.db.transaction().execute(async (trx) => {
        const empresaId = scope.empresaId;
        const company = companyQuery(trx, scope);
        // The candidate's place in the request is locked: two answers at once are stored one after the other.
        const link = await company
          .selectFrom(['candidato_solicitacao as cs', 'candidato as c'])
          .whereRef('c.id', '=', 'cs.candidato_id')
          .select(['cs.id', 'c.nome'])
          .where('cs.candidato_id', '=', pedido.candidatoId)
          .where('cs.solicitacao_id', '=', pedido.solicitacaoId)
          .forUpdate('cs')
          .executeTakeFirst();
        if (!link) throw errors.validation([{ field: 'solicitacaoId', message: FORA_DA_SOLICITACAO }]);
        const found = await modeloDoQuestionario(trx, empresaId, pedido.modeloId);
        // A list of the request, found in the company just above: join tables have no company column.
        const aplicado = await trx
          .selectFrom('solicitacao_pessoal__avaliacoes_ids')
          .select('target_id')
          .where('owner_id', '=', pedido.solicitacaoId)
          .where('target_id', '=', pedido.modeloId)
          .executeTakeFirst();
        if (!found || !aplicado) throw errors.validation([{ field: 'avaliacaoId', message: MODELO_FORA_DA_SOLICITACAO }]);
        if (pedido.historicoCandidatoId !== undefined) {
          const historico = await company
            .selectFrom('historico_candidato')
            .select('id')
            .where('id', '=', pedido.historicoCandidatoId)
            .where('candidato_solicitacao_id', '=', link.id)
            .executeTakeFirst();
          if (!historico) throw errors.validation([{ field: 'historicoCandidatoId', message: HISTORICO_DE_OUTRO }]);
        }
        const perguntas = await perguntasDoModelo(this.engine, trx, empresaId, pedido.modeloId);
        if (!perguntas.length) throw errosQuestionario.semPerguntas();
        if (!respondeAsPerguntas(perguntas, pedido.respostas)) throw errosQuestionario.modeloAlterado();
        const invalid = validarRespostas(perguntas, pedido.respostas);
        if (invalid.length) throw errors.validation(invalid);

        const anteriores = await company
          .selectFrom('avaliacao_candidato')
          .select('id')
          .where('candidato_id', '=', pedido.candidatoId)
          .where('solicitacao_id', '=', pedido.solicitacaoId)
          .where('modelo_id', '=', pedido.modeloId)
          .execute();
        if (anteriores.length && !pedido.substituir) throw errosQuestionario.jaRespondida();
        for (const { id } of anteriores) await this.engine.entities.removeIn(trx, this.entity, scope, id);

        const resultado = pontuarRespostas(perguntas, pedido.respostas, found.percentualMinimoAprovacao);
        const data = {
          candidato: { id: pedido.candidatoId },
          solicitacao: { id: pedido.solicitacaoId },
          modelo: { id: pedido.modeloId },
          historicoCandidato: pedido.historicoCandidatoId === undefined ? undefined : { id: pedido.historicoCandidatoId },
          data: today(),
          respondidoPor: pedido.respondidoPor,
          respondente: pedido.respondidoPor === 'C' ? link.nome : await userName(trx, scope),
          descricao: `${link.nome} — ${found.titulo}`,
          ...resultado,
        };
        return this.engine.entities.insertIn(trx, this.entity, scope, data);
      }),
    );
  }
}
