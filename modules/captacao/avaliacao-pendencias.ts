/**
 * Which evaluations a candidate has in a request (spec §7 "CandidatoSolicitacao GET
 * /{id}/avaliacoes"): the models the request applies (`avaliacoesIds`, in their order), each
 * answered or not — in one statement for one link, or for every request of a candidate.
 */
import { sql } from 'kysely';
import type { Db } from '../../server/db/database';
import type { AvaliacaoNaSolicitacao, AvaliacaoRespondida } from './avaliacao.api';

/** An evaluation of the request and the candidate's stored answer to it, when there is one. */
export interface Pendencia extends AvaliacaoNaSolicitacao {
  avaliacao: AvaliacaoRespondida | null;
}

type Filtro = { candidatoSolicitacaoId: number } | { candidatoId: number; solicitacaoId?: number };

export async function pendencias(db: Db, empresaId: number, filtro: Filtro): Promise<Pendencia[]> {
  const which =
    'candidatoSolicitacaoId' in filtro
      ? sql`cs.id = ${filtro.candidatoSolicitacaoId}`
      : sql`cs.candidato_id = ${filtro.candidatoId} ${filtro.solicitacaoId === undefined ? sql`` : sql`and cs.solicitacao_id = ${filtro.solicitacaoId}`}`;
  const { rows } = await sql<Pendencia>`select cs.id as "candidatoSolicitacaoId", s.id as "solicitacaoId",
      coalesce(a.titulo, s.descricao) as titulo, coalesce(a.utilizar_avaliacoes_etapa_seletiva, false) as "utilizarAvaliacoesEtapaSeletiva",
      not (s.suspensa or s.encerrada or s.cancelada) as aberta,
      json_build_object('id', m.id, 'titulo', m.titulo) as modelo,
      case when av.id is null then null else json_build_object('id', av.id, 'data', av.data, 'percentual', av.percentual,
        'aprovado', av.aprovado, 'respondidoPor', av.respondido_por) end as avaliacao
    from candidato_solicitacao cs
    join solicitacao_pessoal s on s.id = cs.solicitacao_id and s.empresa_id = cs.empresa_id
    join solicitacao_pessoal__avaliacoes_ids j on j.owner_id = s.id
    join modelo_avaliacao_candidato m on m.id = j.target_id and m.empresa_id = cs.empresa_id
    left join anuncio a on a.solicitacao_id = s.id and a.empresa_id = s.empresa_id
    left join avaliacao_candidato av on av.empresa_id = cs.empresa_id and av.candidato_id = cs.candidato_id
      and av.solicitacao_id = s.id and av.modelo_id = m.id
    where cs.empresa_id = ${empresaId} and ${which}
    order by s.id desc, j.position
    limit 1000`.execute(db);
  return rows;
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
