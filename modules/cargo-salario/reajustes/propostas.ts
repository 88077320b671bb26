/**
 * A talent's proposal in a table of reajustes (spec 02 §3 "Per-collaborator realignment"): the
 * situation in force on the table's date beside the proposed one — what is not proposed stays
 * as it is — with the difference and the percentage; and the table's payroll totals.
 */
import type { Engine } from '../../../server/engine';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import { referenceId } from '../../../engine/table/reference-id';
import { centavos } from '../salarios/historico';
import { variacao } from './variacao';

type Data = Record<string, unknown>;
const ref = (value: unknown) => (referenceId(value) === undefined ? undefined : { id: referenceId(value)! });

export const JA_APLICADA = 'Esta tabela de reajuste já foi aplicada.';
export const TALENTO_REPETIDO = 'Este talento já está nesta tabela de reajuste.';
export const SEM_TALENTOS = 'Nenhum talento ativo nos estabelecimentos e áreas escolhidos.';
export const SEM_HISTORICO = 'O talento não tem histórico.';

/** The lotação of the entry in force, as both sides of a proposal name it. */
export interface Lotacao {
  estabelecimento?: unknown;
  areaOrganizacional?: unknown;
  cargo?: unknown;
  faixaSalarial?: unknown;
}

/** The proposal's current side, and the proposed lotação where none is proposed. */
export function comSituacaoAtual(proposta: Data, atual: Lotacao, salarioAtual: number): void {
  Object.assign(proposta, {
    estabelecimentoAtual: ref(atual.estabelecimento),
    areaOrganizacionalAtual: ref(atual.areaOrganizacional),
    faixaSalarialAtual: ref(atual.faixaSalarial),
    salarioAtual,
  });
  proposta.estabelecimentoProposto ??= ref(atual.estabelecimento);
  proposta.areaOrganizacionalProposta ??= ref(atual.areaOrganizacional);
  if (proposta.cargoProposto === undefined) {
    proposta.cargoProposto = ref(atual.cargo);
    proposta.faixaSalarialProposta ??= ref(atual.faixaSalarial);
  }
}

/** The proposed salary with its difference and percentage over the current one. */
export function comSalarioProposto(proposta: Data, salarioProposto: number): void {
  Object.assign(proposta, { salarioProposto, ...variacao(Number(proposta.salarioAtual), salarioProposto) });
}

/** The table's payroll totals, current and proposed, from its proposals. */
export async function totalizar(engine: Engine, trx: Db, scope: Scope, tabelaId: number): Promise<void> {
  const totais = await companyQuery(trx, scope)
    .selectFrom('reajuste_colaborador')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('salario_atual'), eb.lit(0)).as('atual'), eb.fn.coalesce(eb.fn.sum<number>('salario_proposto'), eb.lit(0)).as('proposta')])
    .where('owner_id', '=', tabelaId)
    .executeTakeFirstOrThrow();
  await engine.entities.changeIn(trx, engine.registry.get('tabelaReajusteColaborador'), scope, tabelaId, {
    totalFolhaAtual: centavos(Number(totais.atual)),
    totalFolhaProposta: centavos(Number(totais.proposta)),
  });
}
