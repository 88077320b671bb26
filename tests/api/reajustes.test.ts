/**
 * Reajustes de talentos (spec 02 §3, §4, §5, §7; issue 13 item 8): a table with proposals per
 * talent (the situation on the table's date beside the proposed one, difference, %, payroll
 * totals), the collective adjustment by percentage or amount with its §5 limits, applying as
 * history entries in one transaction (a talent refused half-way: nothing applied), cancelling.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { useTestApp } from '../support/test-app';
import { JA_APLICADA, SEM_TALENTOS, TALENTO_REPETIDO } from '../../modules/cargo-salario/reajustes/propostas';
import { VALOR_NA_DATA } from '../../modules/cargo-salario/reajustes/valores';

const t = useTestApp();
type Json = Record<string, any>;
const request = (method: string, url: string, body?: unknown, cookie = t.admin) => t.request(method, url, { cookie, body });
const get = async (url: string, cookie = t.admin) => (await request('GET', url, undefined, cookie)).json() as Json;
const ref = (id: number) => ({ id });
const TABELAS = '/api/tabelas-reajustes-colaboradores';
let areaId: number;
let estabelecimentoId: number;
let cargoId: number;

async function talento(salario: number): Promise<number> {
  const response = await request('POST', '/api/colaboradores', {
    nome: `Talento Reajuste ${salario}`,
    cpf: generateCpf(),
    dataAdmissao: '2024-03-01',
    estabelecimento: ref(estabelecimentoId),
    areaOrganizacional: ref(areaId),
    cargo: ref(cargoId),
    salario,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function tabela(nome: string, data = '2026-05-01', tipoReajuste = 'C'): Promise<number> {
  const response = await request('POST', TABELAS, { nome, data, tipoReajuste });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const propostas = (tabelaId: number) => `${TABELAS}/${tabelaId}/reajustes-colaboradores`;

beforeAll(async () => {
  areaId = (await request('POST', '/api/areas-organizacionais', { nome: 'Área dos Reajustes' })).json().id;
  estabelecimentoId = ((await get('/api/estabelecimentos?unpaged=true&resumido=true')) as unknown as { id: number }[])[0]!.id;
  cargoId = (await request('POST', '/api/cargos', { nome: 'Cargo Reajuste', nomeMercado: 'Cargo Reajuste', areasOrganizacionaisIds: [areaId] })).json().id;
});

describe('tabelas de reajuste', () => {
  it('título e data obrigatórios; o título sem espaços em volta', async () => {
    const vazia = await request('POST', TABELAS, { nome: '  ', tipoReajuste: 'C' });
    expect(vazia.json().fields).toEqual([
      { field: 'nome', message: 'Título é obrigatório' },
      { field: 'data', message: 'Data é obrigatória' },
    ]);
    const criada = await get(`${TABELAS}/${await tabela('  Reajuste de maio  ')}`);
    expect(criada).toMatchObject({ nome: 'Reajuste de maio', aprovada: false, totalFolhaAtual: 0 });
  });

  it('a proposta de um talento: atual × proposto, diferença, %, e os totais da folha', async () => {
    const tabelaId = await tabela('Propostas');
    const ana = await talento(3000);
    const semValor = await request('POST', propostas(tabelaId), { colaborador: ref(ana), tipoSalarioProposto: 3 });
    expect(semValor.json().fields).toEqual([{ field: 'salarioProposto', message: 'Valor é obrigatório' }]);
    const semIndice = await request('POST', propostas(tabelaId), { colaborador: ref(ana), tipoSalarioProposto: 2, quantidadeIndiceProposta: 2 });
    expect(semIndice.json().fields).toEqual([{ field: 'indiceProposto', message: 'Índice é requerido' }]);
    const criada = await request('POST', propostas(tabelaId), { colaborador: ref(ana), tipoSalarioProposto: 3, salarioProposto: 3300 });
    expect(criada.statusCode, criada.body).toBe(201);
    expect(criada.json()).toMatchObject({ salarioAtual: 3000, salarioProposto: 3300, diferenca: 300, percentual: 10, areaOrganizacionalAtual: { id: areaId }, areaOrganizacionalProposta: { id: areaId }, cargoProposto: { id: cargoId } });
    const repetida = await request('POST', propostas(tabelaId), { colaborador: ref(ana), tipoSalarioProposto: 3, salarioProposto: 3400 });
    expect(repetida.json().fields).toEqual([{ field: 'colaborador', message: TALENTO_REPETIDO }]);
    expect(await get(`${TABELAS}/${tabelaId}`)).toMatchObject({ totalFolhaAtual: 3000, totalFolhaProposta: 3300 });
  });

  it('reajuste coletivo: as regras do §5, e um percentual para os talentos ativos das áreas escolhidas', async () => {
    const tabelaId = await tabela('Coletivo');
    const url = `${TABELAS}/${tabelaId}/reajuste-coletivo`;
    const base = { estabelecimentosIds: [estabelecimentoId], areasOrganizacionaisIds: [areaId] };
    expect((await request('POST', url, { ...base, reajustarPor: 1, percentual: 0 })).json().fields).toEqual([{ field: 'percentual', message: 'não pode ser 0 (zero) ou maior que 999.999%' }]);
    expect((await request('POST', url, { ...base, reajustarPor: 1, percentual: 1000 })).json().fields).toEqual([{ field: 'percentual', message: 'não pode ser 0 (zero) ou maior que 999.999%' }]);
    expect((await request('POST', url, { ...base, reajustarPor: 2, valor: 0 })).json().fields).toEqual([{ field: 'valor', message: 'O valor não pode ser 0 (zero)' }]);
    expect((await request('POST', url, { ...base, estabelecimentosIds: [], reajustarPor: 2, valor: 100 })).json().fields).toEqual([{ field: 'estabelecimentosIds', message: 'Selecione ao menos 1 item' }]);
    const vazia = (await request('POST', '/api/areas-organizacionais', { nome: 'Área sem talentos' })).json().id;
    const nenhum = await request('POST', url, { ...base, areasOrganizacionaisIds: [vazia], reajustarPor: 2, valor: 100 });
    expect(nenhum.statusCode).toBe(409);
    expect(nenhum.json().message).toBe(SEM_TALENTOS);

    const feito = await request('POST', url, { ...base, reajustarPor: 1, percentual: 5.5 });
    expect(feito.statusCode, feito.body).toBe(200);
    const lista = (await get(propostas(tabelaId))) as unknown as Json[];
    const ativos = ((await get(`/api/colaboradores?areaOrganizacionalId=${areaId}&situacao=A&size=100`)).content as Json[]);
    expect(lista).toHaveLength(ativos.length);
    for (const proposta of lista) expect(proposta.salarioProposto).toBeCloseTo(proposta.salarioAtual * 1.055, 2);
    // Done again, the proposals are replaced, not repeated.
    await request('POST', url, { ...base, reajustarPor: 2, valor: 100 });
    const refeita = (await get(propostas(tabelaId))) as unknown as Json[];
    expect(refeita).toHaveLength(ativos.length);
    for (const proposta of refeita) expect(proposta.diferenca).toBe(100);
  });

  it('o reajuste coletivo parte do salário em vigor na data da tabela', async () => {
    const areaFutura = (await request('POST', '/api/areas-organizacionais', { nome: 'Área do reajuste futuro' })).json().id;
    const response = await request('POST', '/api/colaboradores', {
      nome: 'Talento Futuro', cpf: generateCpf(), dataAdmissao: '2024-03-01', estabelecimento: ref(estabelecimentoId), areaOrganizacional: ref(areaFutura), cargo: ref(cargoId), salario: 3000,
    });
    const futuro = response.json().id;
    const atual = ((await get(`/api/colaboradores/${futuro}/historicos`)) as unknown as Json[])[0]!;
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...copia } = atual;
    expect((await request('POST', `/api/colaboradores/${futuro}/historicos`, { ...copia, data: '2099-01-01', motivo: 'P', tipoSalario: 3, salario: 5000 })).statusCode).toBe(201);
    const tabelaId = await tabela('Futura', '2099-03-01');
    const feito = await request('POST', `${TABELAS}/${tabelaId}/reajuste-coletivo`, { estabelecimentosIds: [estabelecimentoId], areasOrganizacionaisIds: [areaFutura], reajustarPor: 1, percentual: 10 });
    expect(feito.statusCode, feito.body).toBe(200);
    const [proposta] = (await get(propostas(tabelaId))) as unknown as Json[];
    expect(proposta).toMatchObject({ salarioAtual: 5000, salarioProposto: 5500, diferenca: 500, percentual: 10 });
  });

  it('aplicar grava os históricos e muda os salários; cancelar volta atrás', async () => {
    const bia = await talento(4000);
    const tabelaId = await tabela('Aplicação', '2026-06-01');
    await request('POST', propostas(tabelaId), { colaborador: ref(bia), tipoSalarioProposto: 3, salarioProposto: 4400 });
    const aplicada = await request('PUT', `${TABELAS}/${tabelaId}/aplicar`);
    expect(aplicada.statusCode, aplicada.body).toBe(200);
    expect(aplicada.json().aprovada).toBe(true);
    expect(await get(`/api/colaboradores/${bia}`)).toMatchObject({ salario: 4400, dataSituacao: '2026-06-01' });
    // The talent's new situation is written in bulk, with its audit row.
    const log = (await get(`/api/log?entidade=colaborador&registroId=${bia}`)).content as Json[];
    expect(log[0]).toMatchObject({ acao: 'U', antes: { salario: 4000 }, depois: { salario: 4400, dataSituacao: '2026-06-01' } });
    const entradas = (await get(`/api/colaboradores/${bia}/historicos`)) as unknown as Json[];
    expect(entradas.find((e) => e.data === '2026-06-01')).toMatchObject({ motivo: 'R', salario: 4400, tipoSalario: 3, tabelaReajuste: { id: tabelaId } });
    const mudar = await request('POST', propostas(tabelaId), { colaborador: ref(await talento(1)), tipoSalarioProposto: 3, salarioProposto: 10 });
    expect(mudar.statusCode).toBe(409);
    expect(mudar.json().message).toBe(JA_APLICADA);
    expect((await request('PUT', `${TABELAS}/${tabelaId}/aplicar`)).json().message).toBe(JA_APLICADA);

    const cancelada = await request('PUT', `${TABELAS}/${tabelaId}/cancelar-reajuste`);
    expect(cancelada.statusCode, cancelada.body).toBe(200);
    expect(await get(`/api/colaboradores/${bia}`)).toMatchObject({ salario: 4000, dataSituacao: '2024-03-01' });
    expect(((await get(`/api/colaboradores/${bia}/historicos`)) as unknown as Json[]).map((e) => e.data)).toEqual(['2024-03-01']);
  });

  it('um talento recusado no meio: nada da tabela é aplicado', async () => {
    const primeiro = await talento(2000);
    const segundo = await talento(2100);
    const tabelaId = await tabela('Atômica', '2026-07-01');
    await request('POST', propostas(tabelaId), { colaborador: ref(primeiro), tipoSalarioProposto: 3, salarioProposto: 2200 });
    await request('POST', propostas(tabelaId), { colaborador: ref(segundo), tipoSalarioProposto: 3, salarioProposto: 2300 });
    // The second talent already has an entry on the table's date: its history refuses another.
    const atual = ((await get(`/api/colaboradores/${segundo}/historicos`)) as unknown as Json[])[0]!;
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...copia } = atual;
    expect((await request('POST', `/api/colaboradores/${segundo}/historicos`, { ...copia, data: '2026-07-01', motivo: 'P', salario: 2150, tipoSalario: 3 })).statusCode).toBe(201);

    const recusada = await request('PUT', `${TABELAS}/${tabelaId}/aplicar`);
    expect(recusada.statusCode).toBe(409);
    expect(recusada.json().message).toBe('Talento Reajuste 2100 (01/07/2026): Já existe um histórico do talento nesta data.');
    expect(await get(`/api/colaboradores/${primeiro}`)).toMatchObject({ salario: 2000 });
    expect(((await get(`/api/colaboradores/${primeiro}/historicos`)) as unknown as Json[])).toHaveLength(1);
    expect((await get(`${TABELAS}/${tabelaId}`)).aprovada).toBe(false);
  });

  it('outra empresa não alcança a tabela nem as propostas', async () => {
    const tabelaId = await tabela('Alheia');
    expect((await request('GET', `${TABELAS}/${tabelaId}`, undefined, t.norte)).statusCode).toBe(404);
    expect((await request('GET', propostas(tabelaId), undefined, t.norte)).statusCode).toBe(404);
    expect((await request('PUT', `${TABELAS}/${tabelaId}/aplicar`, undefined, t.norte)).statusCode).toBe(404);
  });
});

describe('reajustes de faixas e de índices', () => {
  let indiceId: number;
  let faixaPorValor: number;
  let faixaPorIndice: number;
  let seguidor: number;
  const faixa = async (nome: string, historicos: Json[]) => {
    const response = await request('POST', '/api/faixas-salariais', { nome, cargo: ref(cargoId), cbo: { id: 252105 }, historicos });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  };
  const daTabela = (tabelaId: number, recurso: string) => `${TABELAS}/${tabelaId}/${recurso}`;

  beforeAll(async () => {
    indiceId = (await request('POST', '/api/indices', { nome: 'Piso dos Reajustes', historicos: [{ data: '2025-01-01', valor: 1500 }] })).json().id;
    faixaPorValor = await faixa('Valor F', [{ data: '2025-01-01', tipo: 3, valor: 4000 }]);
    faixaPorIndice = await faixa('Índice F', [{ data: '2025-01-01', tipo: 2, indice: ref(indiceId), quantidade: 2 }]);
    const response = await request('POST', '/api/colaboradores', {
      nome: 'Talento da Faixa', cpf: generateCpf(), dataAdmissao: '2025-02-01', estabelecimento: ref(estabelecimentoId), areaOrganizacional: ref(areaId), cargo: ref(cargoId), faixaSalarial: ref(faixaPorValor),
    });
    expect(response.statusCode, response.body).toBe(201);
    seguidor = response.json().id;
  });

  it('cada tipo de tabela aceita só as suas propostas', async () => {
    const deTalentos = await tabela('Só talentos');
    const recusada = await request('POST', daTabela(deTalentos, 'reajustes-faixas-salariais'), { faixaSalarial: ref(faixaPorValor), valorProposto: 10 });
    expect(recusada.statusCode).toBe(409);
    expect(recusada.json().message).toBe('Propostas de reajuste das faixas não se aplicam a esta tabela de reajuste.');
    const deFaixas = await tabela('Só faixas', '2026-05-01', 'F');
    expect((await request('POST', propostas(deFaixas), { colaborador: ref(seguidor), tipoSalarioProposto: 3, salarioProposto: 10 })).statusCode).toBe(409);
    const coletivoDeTalentos = await request('POST', daTabela(deFaixas, 'reajuste-coletivo'), { estabelecimentosIds: [estabelecimentoId], areasOrganizacionaisIds: [areaId], reajustarPor: 1, percentual: 5 });
    expect(coletivoDeTalentos.json().message).toBe('Esta tabela de reajuste é de faixas salariais.');
  });

  it('a proposta de uma faixa: valor na data da tabela, diferença e %; sem repetir a faixa', async () => {
    const tabelaId = await tabela('Faixas', '2026-05-01', 'F');
    const url = daTabela(tabelaId, 'reajustes-faixas-salariais');
    expect((await request('POST', url, { faixaSalarial: ref(faixaPorValor) })).json().fields).toEqual([{ field: 'valorProposto', message: 'Valor é obrigatório' }]);
    expect((await request('POST', url, { faixaSalarial: ref(faixaPorValor), valorProposto: 0 })).json().fields).toEqual([{ field: 'valorProposto', message: 'Valor não pode ser 0 (zero) ou menor' }]);
    const criada = await request('POST', url, { faixaSalarial: ref(faixaPorIndice), valorProposto: 3300 });
    expect(criada.statusCode, criada.body).toBe(201);
    expect(criada.json()).toMatchObject({ valorAtual: 3000, valorProposto: 3300, diferenca: 300, percentual: 10 });
    expect((await request('POST', url, { faixaSalarial: ref(faixaPorIndice), valorProposto: 3400 })).json().fields).toEqual([{ field: 'faixaSalarial', message: 'Faixa salarial já está nesta tabela de reajuste.' }]);
  });

  it('reajuste coletivo de faixas, aplicar (a faixa e quem a segue mudam) e cancelar', async () => {
    const tabelaId = await tabela('Faixas de junho', '2026-06-01', 'F');
    const url = daTabela(tabelaId, 'reajuste-coletivo-faixas');
    expect((await request('POST', url, { faixasSalariaisIds: [faixaPorValor], reajustarPor: 2, valor: 0 })).json().fields).toEqual([{ field: 'valor', message: 'O valor não pode ser 0 (zero)' }]);
    expect((await request('POST', url, { faixasSalariaisIds: [], reajustarPor: 1, percentual: 5 })).json().fields).toEqual([{ field: 'faixasSalariaisIds', message: 'Selecione ao menos 1 item' }]);
    expect((await request('POST', url, { faixasSalariaisIds: [faixaPorValor], reajustarPor: 1, percentual: 10 })).statusCode).toBe(200);
    const [proposta] = (await get(daTabela(tabelaId, 'reajustes-faixas-salariais'))) as unknown as Json[];
    expect(proposta).toMatchObject({ faixaSalarial: { id: faixaPorValor }, valorAtual: 4000, valorProposto: 4400 });

    const aplicada = await request('PUT', daTabela(tabelaId, 'aplicar'));
    expect(aplicada.statusCode, aplicada.body).toBe(200);
    expect(await get(`/api/faixas-salariais/${faixaPorValor}`)).toMatchObject({ valor: 4400, dataVigencia: '2026-06-01' });
    expect(await get(`/api/colaboradores/${seguidor}`)).toMatchObject({ salario: 4400 });

    expect((await request('PUT', daTabela(tabelaId, 'cancelar-reajuste'))).statusCode).toBe(200);
    const faixaDeVolta = await get(`/api/faixas-salariais/${faixaPorValor}`);
    expect(faixaDeVolta).toMatchObject({ valor: 4000, dataVigencia: '2025-01-01' });
    expect(faixaDeVolta.historicos).toHaveLength(1);
    expect(await get(`/api/colaboradores/${seguidor}`)).toMatchObject({ salario: 4000 });
  });

  it('uma faixa com valor na data da tabela recusa a tabela inteira', async () => {
    const outra = await faixa('Com data', [{ data: '2025-01-01', tipo: 3, valor: 2000 }, { data: '2026-08-01', tipo: 3, valor: 2100 }]);
    const tabelaId = await tabela('Faixas de agosto', '2026-08-01', 'F');
    await request('POST', daTabela(tabelaId, 'reajustes-faixas-salariais'), { faixaSalarial: ref(faixaPorValor), valorProposto: 5000 });
    await request('POST', daTabela(tabelaId, 'reajustes-faixas-salariais'), { faixaSalarial: ref(outra), valorProposto: 2500 });
    const recusada = await request('PUT', daTabela(tabelaId, 'aplicar'));
    expect(recusada.statusCode).toBe(409);
    expect(recusada.json().message).toBe(`Cargo Reajuste - Com data (01/08/2026): ${VALOR_NA_DATA}`);
    expect(await get(`/api/faixas-salariais/${faixaPorValor}`)).toMatchObject({ valor: 4000 });
  });

  it('reajuste de índice: o índice, as faixas por ele e os talentos acompanham', async () => {
    const tabelaId = await tabela('Piso de julho', '2026-07-01', 'I');
    expect((await request('POST', daTabela(tabelaId, 'reajuste-coletivo-indices'), { indicesIds: [indiceId], reajustarPor: 2, valor: 100 })).statusCode).toBe(200);
    const [proposta] = (await get(daTabela(tabelaId, 'reajustes-indices'))) as unknown as Json[];
    expect(proposta).toMatchObject({ indice: { id: indiceId }, valorAtual: 1500, valorProposto: 1600, diferenca: 100 });
    expect((await request('PUT', daTabela(tabelaId, 'aplicar'))).statusCode).toBe(200);
    expect(await get(`/api/indices/${indiceId}`)).toMatchObject({ valorAtual: 1600, dataAtual: '2026-07-01' });
    expect(await get(`/api/faixas-salariais/calcularSalarioHistorico?faixaSalarialId=${faixaPorIndice}&data=2026-07-01`)).toMatchObject({ valor: 3200 });
    expect((await request('PUT', daTabela(tabelaId, 'cancelar-reajuste'))).statusCode).toBe(200);
    expect(await get(`/api/indices/${indiceId}`)).toMatchObject({ valorAtual: 1500 });
  });
});
