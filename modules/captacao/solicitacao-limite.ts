/**
 * validarLimiteCargo (spec §7): would asking for more people for a cargo in an area pass the
 * limit configured for them (utilitário "Limite de Colaboradores por Cargo")? Occupied places
 * are the active talents plus the vacancies still open in requests of that cargo and area.
 */
import { sql } from 'kysely';
import type { Db } from '../../server/db/database';
import type { AvaliacaoLimite, LimiteCargo } from './selecao.api';

export function avaliarLimite(situacao: LimiteCargo, solicitadas: number, nomes: { cargo: string; area: string }): AvaliacaoLimite {
  if (situacao.limite === null) return { ...situacao, solicitadas, permitido: true, disponiveis: null };
  const disponiveis = Math.max(0, situacao.limite - situacao.colaboradoresAtivos - situacao.vagasAbertas);
  const permitido = solicitadas <= disponiveis;
  return {
    ...situacao,
    solicitadas,
    permitido,
    disponiveis,
    ...(permitido
      ? {}
      : {
          mensagem:
            `O limite de ${situacao.limite} colaborador(es) para o cargo ${nomes.cargo} na área ${nomes.area} seria ultrapassado: ` +
            `${situacao.colaboradoresAtivos} ativo(s), ${situacao.vagasAbertas} vaga(s) em aberto e ${solicitadas} solicitada(s).`,
        }),
  };
}

export interface LimiteQuery {
  empresaId: number;
  cargoId: number;
  areaId: number;
  /** The request being edited: its own vacancies are not counted twice. */
  solicitacaoId?: number;
}

/** One statement: the limit, the active talents and the open vacancies. */
export async function limiteCargo(db: Db, q: LimiteQuery): Promise<LimiteCargo & { cargo: string; area: string }> {
  const { rows } = await sql<LimiteCargo & { cargo: string; area: string }>`select
      (select min(l.limite) from configuracao_limite_colaborador l
        where l.empresa_id = ${q.empresaId} and l.cargo_id = ${q.cargoId} and l.area_organizacional_id = ${q.areaId}) as limite,
      (select count(*)::integer from colaborador c
        where c.empresa_id = ${q.empresaId} and c.cargo_id = ${q.cargoId} and c.area_organizacional_id = ${q.areaId}
          and (c.data_desligamento is null or c.data_desligamento > current_date)) as "colaboradoresAtivos",
      (select coalesce(sum(greatest(s.quantidade - coalesce(s.qtd_vagas_preenchidas, 0), 0)), 0)::integer from solicitacao_pessoal s
        where s.empresa_id = ${q.empresaId} and s.cargo_id = ${q.cargoId} and s.area_organizacional_id = ${q.areaId}
          and not s.encerrada and not s.cancelada and s.id <> ${q.solicitacaoId ?? 0}) as "vagasAbertas",
      (select nome from cargo where id = ${q.cargoId} and empresa_id = ${q.empresaId}) as cargo,
      (select nome from area_organizacional where id = ${q.areaId} and empresa_id = ${q.empresaId}) as area`.execute(db);
  return rows[0]!;
}

export async function validarLimite(db: Db, q: LimiteQuery, quantidade: number): Promise<AvaliacaoLimite> {
  const { cargo, area, ...situacao } = await limiteCargo(db, q);
  return avaliarLimite(situacao, quantidade, { cargo, area });
}
