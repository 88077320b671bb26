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
import { centavos, emOrdem, vigenteEm } from '../salarios/historico';
import { salarioCalculado, tabelasDe } from '../colaboradores/situacao';
import { SEM_HISTORICO, SEM_TALENTOS, comSalarioProposto, comSituacaoAtual, totalizar } from './propostas';

type Data = Record<string, unknown>;
const ref = (id: number | null) => (id === null ? undefined : { id });

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
  const linhas = await q
    .selectFrom('historico_colaborador')
    .select(['owner_id', 'data', 'estabelecimento_id', 'area_organizacional_id', 'cargo_id', 'faixa_salarial_id', 'tipo_salario', 'indice_id', 'quantidade', 'salario'])
    .where('owner_id', 'in', ids)
    .execute();
  const entradas = new Map<number, ReturnType<typeof entradaDe>[]>();
  for (const linha of linhas) entradas.set(Number(linha.owner_id), [...(entradas.get(Number(linha.owner_id)) ?? []), entradaDe(linha)]);
  const atuais = talentos.map((talento) => {
    const doTalento = emOrdem(entradas.get(talento.id) ?? []);
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

function entradaDe(linha: {
  data: unknown; estabelecimento_id: number | null; area_organizacional_id: number | null; cargo_id: number | null; faixa_salarial_id: number | null;
  tipo_salario: number | null; indice_id: number | null; quantidade: unknown; salario: unknown;
}) {
  return {
    data: String(linha.data),
    estabelecimento: ref(linha.estabelecimento_id),
    areaOrganizacional: ref(linha.area_organizacional_id),
    cargo: ref(linha.cargo_id),
    faixaSalarial: ref(linha.faixa_salarial_id),
    tipoSalario: Number(linha.tipo_salario),
    indice: ref(linha.indice_id),
    quantidade: linha.quantidade === null ? undefined : Number(linha.quantidade),
    salario: linha.salario === null ? undefined : Number(linha.salario),
  };
}
