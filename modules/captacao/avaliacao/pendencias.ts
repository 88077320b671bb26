/**
 * Which evaluations a candidate has in a request (spec §7 "CandidatoSolicitacao GET
 * /{id}/avaliacoes"): the models the request applies (`avaliacoesIds`, in their order), each
 * answered or not — in one statement for one link, or for every request of a candidate.
 */
import type { NotNull } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { AvaliacaoNaSolicitacao, AvaliacaoRespondida } from './avaliacao.api';

/** An evaluation of the request and the candidate's stored answer to it, when there is one. */
export interface Pendencia extends AvaliacaoNaSolicitacao {
  avaliacao: AvaliacaoRespondida | null;
}

type Filtro = { candidatoSolicitacaoId: number } | { candidatoId: number; solicitacaoId?: number };

export function pendencias(db: Db, empresaId: number, filtro: Filtro): Promise<Pendencia[]> {
  const company = companyQuery(db, { empresaId });
  return company
    .selectFrom('candidato_solicitacao as cs')
    .innerJoin(company.table('solicitacao_pessoal', 's'), 's.id', 'cs.solicitacao_id')
    .innerJoin('solicitacao_pessoal__avaliacoes_ids as j', 'j.owner_id', 's.id')
    .innerJoin(company.table('modelo_avaliacao', 'm'), 'm.id', 'j.target_id')
    .leftJoin(company.table('anuncio', 'a'), 'a.solicitacao_id', 's.id')
    .leftJoin(company.table('avaliacao_candidato', 'av'), (join) =>
      join.onRef('av.candidato_id', '=', 'cs.candidato_id').onRef('av.solicitacao_id', '=', 's.id').onRef('av.modelo_id', '=', 'm.id'),
    )
    .select((eb) => [
      'cs.id as candidatoSolicitacaoId',
      's.id as solicitacaoId',
      eb.fn.coalesce('a.titulo', 's.descricao').$notNull().as('titulo'),
      eb.fn.coalesce('a.utilizar_avaliacoes_etapa_seletiva', eb.lit(false)).$notNull().as('utilizarAvaliacoesEtapaSeletiva'),
      eb.not(eb.or([eb('s.suspensa', '=', true), eb('s.encerrada', '=', true), eb('s.cancelada', '=', true)])).$castTo<boolean>().as('aberta'),
      jsonBuildObject({ id: eb.ref('m.id'), titulo: eb.ref('m.titulo').$notNull() }).as('modelo'),
      eb
        .case()
        .when('av.id', 'is', null)
        .then(null)
        .else(
          jsonBuildObject({
            id: eb.ref('av.id').$notNull(),
            data: eb.ref('av.data').$notNull(),
            percentual: eb.ref('av.percentual'),
            aprovado: eb.ref('av.aprovado'),
            respondidoPor: eb.ref('av.respondido_por').$notNull(),
          }),
        )
        .end()
        .as('avaliacao'),
    ])
    .where((eb) =>
      'candidatoSolicitacaoId' in filtro
        ? eb('cs.id', '=', filtro.candidatoSolicitacaoId)
        : eb.and([eb('cs.candidato_id', '=', filtro.candidatoId), ...(filtro.solicitacaoId === undefined ? [] : [eb('cs.solicitacao_id', '=', filtro.solicitacaoId)])]),
    )
    .orderBy('s.id', 'desc')
    .orderBy('j.position')
    .limit(1000)
    .$narrowType<{ solicitacaoId: NotNull }>()
    .execute();
}

/** Per request: how many evaluations it applies and how many the candidate answered (the ad's counts, spec §3.1). */
export function contagens(lista: Pendencia[]): Map<number, { qtdAvaliacoes: number; qtdAvaliacoesRespondidas: number }> {
  const porSolicitacao = new Map<number, { qtdAvaliacoes: number; qtdAvaliacoesRespondidas: number }>();
  for (const pendencia of lista) {
    const contagem = porSolicitacao.get(pendencia.solicitacaoId) ?? { qtdAvaliacoes: 0, qtdAvaliacoesRespondidas: 0 };
    contagem.qtdAvaliacoes += 1;
    if (pendencia.avaliacao) contagem.qtdAvaliacoesRespondidas += 1;
    porSolicitacao.set(pendencia.solicitacaoId, contagem);
  }
  return porSolicitacao;
}
