/** Reads of the selection shared by its rules and endpoints; each a fixed number of statements. */
import { sql } from 'kysely';
import type { Db } from '../../server/db/database';
import type { Etapa, Passagem, SituacaoSolicitacao } from './selecao.api';

/** The request's selective steps in order: the cargo's when it declares them, else all of the company's. */
export async function etapasDaSolicitacao(db: Db, empresaId: number, solicitacaoId: number): Promise<Etapa[]> {
  const { rows } = await sql<Etapa>`with cargo_etapas as (
      select j.target_id from solicitacao_pessoal s join cargo__etapas_seletivas_ids j on j.owner_id = s.cargo_id
      where s.id = ${solicitacaoId} and s.empresa_id = ${empresaId})
    select e.id, e.nome, e.ordem, e.analise_comportamental as "analiseComportamental" from etapa_seletiva e
    where e.empresa_id = ${empresaId}
      and (not exists (select 1 from cargo_etapas) or e.id in (select target_id from cargo_etapas))
    order by e.ordem, e.id`.execute(db);
  return rows;
}

export interface Vinculo {
  id: number;
  solicitacaoId: number;
  contratado: boolean;
}

export async function vinculo(db: Db, empresaId: number, id: number): Promise<Vinculo | undefined> {
  const { rows } = await sql<Vinculo>`select id, solicitacao_id as "solicitacaoId", contratado from candidato_solicitacao
    where id = ${id} and empresa_id = ${empresaId}`.execute(db);
  return rows[0];
}

export async function passagens(db: Db, empresaId: number, vinculoId: number): Promise<Passagem[]> {
  const { rows } = await sql<Passagem>`select id, etapa_seletiva_id as "etapaId", resultado from historico_candidato
    where candidato_solicitacao_id = ${vinculoId} and empresa_id = ${empresaId}`.execute(db);
  return rows;
}

export async function situacaoSolicitacao(db: Db, empresaId: number, id: number): Promise<SituacaoSolicitacao | undefined> {
  const { rows } = await sql<SituacaoSolicitacao>`select id, descricao, quantidade, qtd_vagas_preenchidas as "qtdVagasPreenchidas",
      not (suspensa or encerrada or cancelada) as aberta, encerrada, cancelada
    from solicitacao_pessoal where id = ${id} and empresa_id = ${empresaId}`.execute(db);
  return rows[0];
}
