/**
 * `GET /api/candidatos-solicitacao/{id}/talento`: the talento form's values for a hired
 * candidate (the `prefill` of the talento declaration), from the link, the candidate and the
 * request read as the API answers them. Refused when the candidate was not hired there or
 * already is a talento (by link or by CPF), with the message the save would give.
 */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../../server/engine';
import { recordId } from '../../../server/crud/routes';
import { readScope, writeScope } from '../../../server/crud/request-scope';
import { runInScope } from '../../../server/db/tenant-context';
import { uniqueConflict } from '../../../server/crud/unique';
import { componentOf } from '../../../server/openapi';
import { rascunhoTalento } from './talento-rascunho';
import { referenceId } from '../../../engine/table/reference-id';
import { errosCaptacao } from '../erros';


export function registerContratacaoTalento(app: FastifyInstance, engine: Engine): void {
  const link = engine.registry.get('candidatoSolicitacao');
  const talento = engine.registry.get('colaborador');
  const summary = 'Os valores do formulário do talento (ainda sem id) para o candidato contratado na solicitação; 409 se não foi contratado ou já é talento';
  app.get(`/api/${link.resource}/:id/talento`, { config: { openapi: { summary, response: componentOf(talento) } } }, async (request) => {
    readScope(request, link);
    const scope = writeScope(request, talento);
    const vinculo = await engine.entities.get(link, scope, recordId(request));
    if (!vinculo.contratado) throw errosCaptacao.naoContratado();
    const candidato = await engine.entities.get(engine.registry.get('candidato'), scope, referenceId(vinculo.candidato)!);
    const solicitacao = await engine.entities.get(engine.registry.get('solicitacaoPessoal'), scope, referenceId(vinculo.solicitacao)!);
    const draft = rascunhoTalento(talento.schema, { vinculo, candidato, solicitacao });
    const taken = await runInScope(scope, () => uniqueConflict(engine.db, talento, scope.empresaId, draft));
    if (taken) throw errosCaptacao.talentoDuplicado(taken.message);
    return draft;
  });
}
