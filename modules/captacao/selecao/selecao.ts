/**
 * The selection process (issue 4 §3): candidates linked to personnel requests
 * (`candidatoSolicitacao`), their path through the request's selective steps in order
 * (`historicoCandidato`) and hiring. The rules run in the write transaction of the generic
 * service; the endpoints beyond CRUD are in `selecao-rotas.ts`. One link per candidate and
 * request is the declaration's `unique`.
 */
import type { Engine } from '../../../server/engine';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import { actionRefused } from '../../../server/crud/actions';
import { errors } from '../../../server/errors';
import { etapasDaSolicitacao, passagens, situacaoSolicitacao, vinculo } from './consultas';
import { recusaAlteracao, recusaRegistro } from './etapas';
import { referenceId } from '../../../engine/table/reference-id';
import { errosCaptacao } from '../erros';

const idOf = (value: unknown) => referenceId(value) ?? 0;

async function nomeDoVinculo(db: Db, empresaId: number, candidatoId: number, solicitacaoId: number): Promise<string> {
  const row = await companyQuery(db, { empresaId })
    .selectFrom(['candidato as c', 'solicitacao_pessoal as s'])
    .select((eb) => eb.fn<string>('concat_ws', [eb.val(' — '), 'c.nome', 's.descricao']).as('descricao'))
    .where('c.id', '=', candidatoId)
    .where('s.id', '=', solicitacaoId)
    .executeTakeFirst();
  return row?.descricao ?? '';
}

function registerVinculo(engine: Engine): void {
  // Said once, by the refusals of the request's "Adicionar candidatos" (which hide its button).
  const fechada = engine.registry.get('solicitacaoPessoal').actions?.find((a) => a.name === 'candidatos')?.refusals?.[0]?.message ?? '';
  engine.hooks.register('candidatoSolicitacao', {
    async beforeWrite({ trx, scope, action, data, previous, id }) {
      if (action === 'delete') {
        if (previous!.contratado) throw errosCaptacao.candidatoContratado();
        // Leaving the request takes the candidate's path in it along.
        await companyQuery(trx, scope).deleteFrom('historico_candidato').where('candidato_solicitacao_id', '=', id!).execute();
        return;
      }
      const candidatoId = idOf(data!.candidato);
      const solicitacaoId = idOf(data!.solicitacao);
      if (action === 'create') {
        const situacao = await situacaoSolicitacao(trx, scope.empresaId, solicitacaoId);
        if (situacao && !situacao.aberta) throw errors.validation([{ field: 'solicitacao', message: fechada }]);
      }
      data!.descricao = await nomeDoVinculo(trx, scope.empresaId, candidatoId, solicitacaoId);
    },
    async onAction({ trx, scope, action, id, previous }) {
      if (action !== 'contratar') return;
      const situacao = (await situacaoSolicitacao(trx, scope.empresaId, idOf(previous.solicitacao)))!;
      if (situacao.encerrada || situacao.cancelada) throw actionRefused('Solicitação encerrada ou cancelada não aceita contratações.');
      if (situacao.qtdVagasPreenchidas >= situacao.quantidade) throw actionRefused('Todas as vagas desta solicitação já foram preenchidas.');
      if ((await passagens(trx, scope.empresaId, id)).some((p) => p.resultado === 'R' || p.resultado === 'D')) {
        throw actionRefused('Candidato reprovado ou desistente não pode ser contratado.');
      }
      await engine.entities.changeIn(trx, engine.registry.get('solicitacaoPessoal'), scope, situacao.id, { qtdVagasPreenchidas: situacao.qtdVagasPreenchidas + 1 });
      // The candidate's own record says so too (the candidate list's "Contratados"), and a hired
      // candidate is no longer offered to other requests as available.
      await engine.entities.changeIn(trx, engine.registry.get('candidato'), scope, idOf(previous.candidato)!, { contratado: true, disponivel: false });
    },
  });
}

/** The candidate's link and the request's steps an entry is checked against. */
async function contexto(trx: Db, empresaId: number, vinculoId: number) {
  const link = await vinculo(trx, empresaId, vinculoId);
  if (!link) throw errors.validation([{ field: 'candidatoSolicitacao', message: 'Candidato na solicitação não encontrado' }]);
  return { etapas: await etapasDaSolicitacao(trx, empresaId, link.solicitacaoId), registros: await passagens(trx, empresaId, vinculoId) };
}

function registerHistorico(engine: Engine): void {
  engine.hooks.register('historicoCandidato', {
    async beforeWrite({ trx, scope, action, data, previous, id }) {
      const vinculoId = idOf((data ?? previous)!.candidatoSolicitacao);
      const { etapas, registros } = await contexto(trx, scope.empresaId, vinculoId);
      if (action === 'delete') {
        const recusa = recusaAlteracao(etapas, registros, idOf(previous!.etapaSeletiva), '');
        if (recusa) throw errosCaptacao.etapaEmUso(recusa);
        return;
      }
      const etapaId = idOf(data!.etapaSeletiva);
      const recusa =
        recusaRegistro(etapas, registros, etapaId, id) ??
        (action === 'update' ? recusaAlteracao(etapas, registros, idOf(previous!.etapaSeletiva), String(data!.resultado)) : undefined);
      if (recusa) throw errors.validation([{ field: 'etapaSeletiva', message: recusa }]);
      if (!data!.responsavel && action === 'create') {
        // Users are global: no company to scope by.
        const usuario = await trx.selectFrom('usuario').select('nome').where('id', '=', scope.usuarioId ?? 0).executeTakeFirst();
        data!.responsavel = usuario?.nome ?? null;
      }
    },
    async onAction({ trx, scope, body, previous }) {
      const { etapas, registros } = await contexto(trx, scope.empresaId, idOf(previous.candidatoSolicitacao));
      const recusa = recusaAlteracao(etapas, registros, idOf(previous.etapaSeletiva), String(body.resultado));
      if (recusa) throw actionRefused(recusa);
    },
  });
}

export function registerSelecaoRegras(engine: Engine): void {
  registerVinculo(engine);
  registerHistorico(engine);
}
