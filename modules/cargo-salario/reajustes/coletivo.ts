/**
 * The collective adjustment of talents (spec 02 §2 "movimentação reajuste coletivo", §5): a
 * percentage or an amount over the salary in force on the table's date, proposed for every
 * active talent of the establishments and áreas chosen. Read and written in bulk — the talents'
 * histories, the faixas and índices their salaries follow, then the proposals in a few
 * statements — so hundreds of talents take a moment, not a minute.
 */
import type { Engine } from '../../../server/engine';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import { actionRefused } from '../../../server/crud/actions';
import { centavos, vigenteEm } from '../salarios/historico';
import { historicosDosTalentos, salarioCalculado, tabelasDe } from '../colaboradores/situacao';
import { SEM_HISTORICO, SEM_TALENTOS, comSalarioProposto, comSituacaoAtual, totalizar } from './propostas';

type Data = Record<string, unknown>;

export async function reajusteColetivo(engine: Engine, trx: Db, scope: Scope, tabela: Data, body: Data): Promise<void> {
  const data = String(tabela.data);
  const tabelaId = Number(tabela.id);
  const reajuste = engine.registry.get('reajusteColaborador');
  const q = companyQuery(trx, scope);
  const talentos = await q
    .selectFrom('colaborador')
    .select(['id', 'nome'])
    .where('data_desligamento', 'is', null)
    .where('estabelecimento_id', 'in', body.estabelecimentosIds as number[])
    .where('area_organizacional_id', 'in', body.areasOrganizacionaisIds as number[])
    .orderBy('nome')
    .execute();
  if (!talentos.length) throw actionRefused(SEM_TALENTOS);
  const ids = talentos.map((t) => t.id);
  const entradas = await historicosDosTalentos(trx, scope, ids);
  const atuais = talentos.map((talento) => {
    const doTalento = entradas.get(talento.id) ?? [];
    const atual = vigenteEm(doTalento, data) ?? doTalento[0];
    if (!atual) throw actionRefused(`${talento.nome}: ${SEM_HISTORICO}`);
    return atual;
  });
  const tabelas = await tabelasDe(trx, scope, atuais);

  const porPercentual = body.reajustarPor === 1;
  const propostas = talentos.map((talento, n) => {
    const atual = atuais[n]!;
    const salarioAtual = salarioCalculado(atual, data > atual.data ? data : atual.data, tabelas);
    if (typeof salarioAtual !== 'number') throw actionRefused(`${talento.nome}: ${salarioAtual.message}`);
    const proposta: Data = { colaborador: { id: talento.id }, tipoSalarioProposto: 3, quantidadeIndiceProposta: 1 };
    comSituacaoAtual(proposta, atual, salarioAtual);
    comSalarioProposto(proposta, centavos(porPercentual ? salarioAtual * (1 + Number(body.percentual) / 100) : salarioAtual + Number(body.valor)));
    return { ownerId: tabelaId, data: proposta };
  });

  // Done again, a talent's proposal is replaced, not repeated.
  const existentes = await q.selectFrom('reajuste_colaborador').select('id').where('owner_id', '=', tabelaId).where('colaborador_id', 'in', ids).execute();
  for (const { id } of existentes) await engine.entities.removeIn(trx, reajuste, scope, id, [], tabelaId);
  await engine.entities.insertManyIn(trx, reajuste, scope, propostas);
  await totalizar(engine, trx, scope, tabelaId);
}
