/** Reads of the selection shared by its rules and endpoints; each a fixed number of statements. */
import type { NotNull } from 'kysely';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Etapa, Passagem, SituacaoSolicitacao } from './selecao.api';

/** The request's selective steps in order: the cargo's when it declares them, else all of the company's. */
export function etapasDaSolicitacao(db: Db, empresaId: number, solicitacaoId: number): Promise<Etapa[]> {
  const company = companyQuery(db, { empresaId });
  const doCargo = company
    .selectFrom('solicitacao_pessoal as s')
    .innerJoin('cargo__etapas_seletivas_ids as j', 'j.owner_id', 's.cargo_id')
    .select('j.target_id')
    .where('s.id', '=', solicitacaoId);
  return company
    .selectFrom('etapa_seletiva as e')
    .select(['e.id', 'e.nome', 'e.ordem', 'e.analise_comportamental as analiseComportamental'])
    .where((eb) => eb.or([eb.not(eb.exists(doCargo)), eb('e.id', 'in', doCargo)]))
    .orderBy('e.ordem')
    .orderBy('e.id')
    .$narrowType<{ nome: NotNull; ordem: NotNull; analiseComportamental: NotNull }>()
    .execute();
}

export interface Vinculo {
  id: number;
  solicitacaoId: number;
  contratado: boolean;
}

export function vinculo(db: Db, empresaId: number, id: number): Promise<Vinculo | undefined> {
  return companyQuery(db, { empresaId })
    .selectFrom('candidato_solicitacao')
    .select(['id', 'solicitacao_id as solicitacaoId', 'contratado'])
    .where('id', '=', id)
    .$narrowType<{ solicitacaoId: NotNull; contratado: NotNull }>()
    .executeTakeFirst();
}

export function passagens(db: Db, empresaId: number, vinculoId: number): Promise<Passagem[]> {
  return companyQuery(db, { empresaId })
    .selectFrom('historico_candidato')
    .select(['id', 'etapa_seletiva_id as etapaId', 'resultado'])
    .where('candidato_solicitacao_id', '=', vinculoId)
    .$narrowType<{ etapaId: NotNull; resultado: NotNull }>()
    .execute();
}

export function situacaoSolicitacao(db: Db, empresaId: number, id: number): Promise<SituacaoSolicitacao | undefined> {
  return companyQuery(db, { empresaId })
    .selectFrom('solicitacao_pessoal')
    .select((eb) => [
      'id',
      'descricao',
      'quantidade',
      'qtd_vagas_preenchidas as qtdVagasPreenchidas',
      eb.not(eb.or([eb('suspensa', '=', true), eb('encerrada', '=', true), eb('cancelada', '=', true)])).$castTo<boolean>().as('aberta'),
      'encerrada',
      'cancelada',
    ])
    .where('id', '=', id)
    .$narrowType<{ descricao: NotNull; quantidade: NotNull; qtdVagasPreenchidas: NotNull; encerrada: NotNull; cancelada: NotNull }>()
    .executeTakeFirst();
}
