/**
 * validarLimiteCargo (spec §7): would asking for more people for a cargo in an area pass the
 * limit configured for them (utilitário "Limite de Colaboradores por Cargo")? Occupied places
 * are the active talents plus the vacancies still open in requests of that cargo and area.
 */
import { sql } from 'kysely';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { AvaliacaoLimite, LimiteCargo } from '../selecao/selecao.api';

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
  const company = companyQuery(db, q);
  const row = await db
    .selectNoFrom([
      company
        .selectFrom('configuracao_limite_colaborador')
        .select((eb) => eb.fn.min('limite').as('limite'))
        .where('cargo_id', '=', q.cargoId)
        .where('area_organizacional_id', '=', q.areaId)
        .as('limite'),
      company
        .selectFrom('colaborador')
        .select((eb) => eb.fn.countAll<number>().as('ativos'))
        .where('cargo_id', '=', q.cargoId)
        .where('area_organizacional_id', '=', q.areaId)
        .where((eb) => eb.or([eb('data_desligamento', 'is', null), eb('data_desligamento', '>', sql<string>`current_date`)]))
        .as('colaboradoresAtivos'),
      company
        .selectFrom('solicitacao_pessoal')
        .select((eb) => {
          const abertas = eb.fn('greatest', [eb('quantidade', '-', eb.fn.coalesce('qtd_vagas_preenchidas', eb.lit(0))), eb.lit(0)]);
          return eb.fn.coalesce(eb.fn.sum<number>(abertas), eb.lit(0)).as('vagas');
        })
        .where('cargo_id', '=', q.cargoId)
        .where('area_organizacional_id', '=', q.areaId)
        .where('encerrada', '=', false)
        .where('cancelada', '=', false)
        .where('id', '<>', q.solicitacaoId ?? 0)
        .as('vagasAbertas'),
      company.selectFrom('cargo').select('nome').where('id', '=', q.cargoId).as('cargo'),
      company.selectFrom('area_organizacional').select('nome').where('id', '=', q.areaId).as('area'),
    ])
    .executeTakeFirstOrThrow();
  return { ...row, colaboradoresAtivos: row.colaboradoresAtivos ?? 0, vagasAbertas: row.vagasAbertas ?? 0, cargo: row.cargo ?? '', area: row.area ?? '' };
}

export async function validarLimite(db: Db, q: LimiteQuery, quantidade: number): Promise<AvaliacaoLimite> {
  const { cargo, area, ...situacao } = await limiteCargo(db, q);
  return avaliarLimite(situacao, quantidade, { cargo, area });
}
