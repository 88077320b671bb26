/**
 * Faixas salariais and índices with dated history (spec 02 §3, §5, §7): the §5 rules and their
 * messages, the salary of a faixa on a date by value and by índice (following the índice after
 * the entry's date), the last value kept for the lists, clone, transfer, the CBO look-up, and
 * another company's records out of reach.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const post = (url: string, body: unknown, cookie = t.admin) => t.request('POST', url, { cookie, body });
const get = async (url: string, cookie = t.admin) => (await t.request('GET', url, { cookie })).json() as Record<string, any>;
let cargoId: number;
let outroCargoId: number;
let indiceId: number;

const faixa = (historicos: unknown[], nome = 'Faixa Teste') => ({ cargo: { id: cargoId }, nome, cbo: { id: 252405 }, historicos });
const salario = (faixaId: number, data: string) => get(`/api/faixas-salariais/calcularSalarioHistorico?faixaSalarialId=${faixaId}&data=${data}`);

beforeAll(async () => {
  const areas = (await get('/api/areas-organizacionais?unpaged=true&resumido=true')) as { id: number }[];
  const criar = async (nome: string) => {
    const response = await post('/api/cargos', { nome, nomeMercado: nome, areasOrganizacionaisIds: [areas[0]!.id] });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  };
  cargoId = await criar('Cargo Faixas');
  outroCargoId = await criar('Cargo Destino Faixas');
  const indice = await post('/api/indices', { nome: '  Piso Teste  ', historicos: [{ data: '2026-01-01', valor: 2000 }, { data: '2025-01-01', valor: 1500 }] });
  expect(indice.statusCode, indice.body).toBe(201);
  indiceId = indice.json().id;
});

describe('índices', () => {
  it('nome sem espaços em volta; valores em ordem de data; o último valor para a lista', async () => {
    const indice = await get(`/api/indices/${indiceId}`);
    expect(indice).toMatchObject({ nome: 'Piso Teste', valorAtual: 2000, dataAtual: '2026-01-01' });
    expect(indice.historicos.map((h: { data: string }) => h.data)).toEqual(['2025-01-01', '2026-01-01']);
  });

  it('as regras e mensagens do §5', async () => {
    const semNome = await post('/api/indices', { nome: '   ', historicos: [{ data: '2025-01-01', valor: 10 }] });
    expect(semNome.json().fields).toEqual([{ field: 'nome', message: 'Nome é obrigatório' }]);
    const longo = await post('/api/indices', { nome: 'x'.repeat(41), historicos: [{ data: '2025-01-01', valor: 10 }] });
    expect(longo.json().fields[0].field).toBe('nome');
    const semHistorico = await post('/api/indices', { nome: 'Sem histórico', historicos: [] });
    expect(semHistorico.json().fields).toEqual([{ field: 'historicos', message: 'Histórico de valores é obrigatório' }]);
    const zero = await post('/api/indices', { nome: 'Zero', historicos: [{ data: '2025-01-01', valor: 0 }] });
    expect(zero.json().fields).toEqual([{ field: 'historicos.0.valor', message: 'Valor não pode ser 0 (zero) ou menor' }]);
    const semData = await post('/api/indices', { nome: 'Sem data', historicos: [{ valor: 10 }] });
    expect(semData.json().fields).toEqual([{ field: 'historicos.0.data', message: 'Data é obrigatória' }]);
    const repetida = await post('/api/indices', { nome: 'Repetida', historicos: [{ data: '2025-01-01', valor: 10 }, { data: '2025-01-01', valor: 12 }] });
    expect(repetida.json().fields).toEqual([{ field: 'historicos', message: 'Há mais de um histórico em 01/01/2025.' }]);
  });
});

describe('faixas salariais com histórico', () => {
  it('as regras e mensagens do histórico (§5)', async () => {
    const semHistorico = await post('/api/faixas-salariais', faixa([]));
    expect(semHistorico.json().fields).toEqual([{ field: 'historicos', message: 'Histórico é obrigatório' }]);
    const semValor = await post('/api/faixas-salariais', faixa([{ data: '2025-01-01', tipo: 3 }]));
    expect(semValor.json().fields).toEqual([{ field: 'historicos.0.valor', message: 'Valor é obrigatório' }]);
    const valorZero = await post('/api/faixas-salariais', faixa([{ data: '2025-01-01', tipo: 3, valor: 0 }]));
    expect(valorZero.json().fields).toEqual([{ field: 'historicos.0.valor', message: 'Valor não pode ser 0 (zero) ou menor' }]);
    const semIndice = await post('/api/faixas-salariais', faixa([{ data: '2025-01-01', tipo: 2, quantidade: 1 }]));
    expect(semIndice.json().fields).toEqual([{ field: 'historicos.0.indice', message: 'Índice é obrigatório' }]);
    const quantidadeZero = await post('/api/faixas-salariais', faixa([{ data: '2025-01-01', tipo: 2, indice: { id: indiceId }, quantidade: 0 }]));
    expect(quantidadeZero.json().fields).toEqual([{ field: 'historicos.0.quantidade', message: 'Quantidade não pode ser 0 (zero) ou menor' }]);
    const antesDoIndice = await post('/api/faixas-salariais', faixa([{ data: '2024-06-01', tipo: 2, indice: { id: indiceId }, quantidade: 1 }]));
    expect(antesDoIndice.json().fields).toEqual([{ field: 'historicos.0.indice', message: 'O índice não tem valor nesta data.' }]);
    const semCbo = await post('/api/faixas-salariais', { ...faixa([{ data: '2025-01-01', valor: 10 }]), cbo: undefined });
    expect(semCbo.json().fields).toEqual([{ field: 'cbo', message: 'CBO é obrigatório' }]);
  });

  it('o salário numa data: por valor, e por índice seguindo o índice; o último valor para a lista', async () => {
    const criada = await post('/api/faixas-salariais', faixa([
      { data: '2025-01-01', valor: 3000 },
      { data: '2025-07-01', tipo: 2, indice: { id: indiceId }, quantidade: 2 },
    ]));
    expect(criada.statusCode, criada.body).toBe(201);
    const { id, descricao, valor, dataVigencia, historicos } = criada.json();
    expect({ descricao, valor, dataVigencia }).toEqual({ descricao: 'Cargo Faixas - Faixa Teste', valor: 3000, dataVigencia: '2025-07-01' });
    expect(historicos[0]).toMatchObject({ tipo: 3, valor: 3000 });
    expect(historicos[1]).toMatchObject({ tipo: 2, quantidade: 2, valor: 3000 });
    expect(await salario(id, '2024-12-31')).toMatchObject({ valor: null, vigenteDesde: null });
    expect(await salario(id, '2025-03-01')).toMatchObject({ valor: 3000, vigenteDesde: '2025-01-01', tipo: 3 });
    expect(await salario(id, '2026-02-01')).toMatchObject({ valor: 4000, vigenteDesde: '2025-07-01', tipo: 2 });

    // A new value of the índice on the entry's date revalues it, and the faixa's last value.
    const indice = await get(`/api/indices/${indiceId}`);
    const novo = await t.request('PUT', `/api/indices/${indiceId}`, { cookie: t.admin, body: { ...indice, historicos: [...indice.historicos, { data: '2025-07-01', valor: 1600 }] } });
    expect(novo.statusCode, novo.body).toBe(200);
    expect(await get(`/api/faixas-salariais/${id}`)).toMatchObject({ valor: 3200, dataVigencia: '2025-07-01' });
    expect(await salario(id, '2025-08-01')).toMatchObject({ valor: 3200 });

    // An índice cannot lose the value a faixa's entry needs.
    const semValor = await t.request('PUT', `/api/indices/${indiceId}`, { cookie: t.admin, body: { ...(await get(`/api/indices/${indiceId}`)), historicos: [{ data: '2026-01-01', valor: 2000 }] } });
    expect(semValor.statusCode).toBe(400);
    expect(await salario(id, '2025-08-01')).toMatchObject({ valor: 3200 });
  });

  it('a data da consulta é validada; hoje quando falta', async () => {
    const criada = (await post('/api/faixas-salariais', faixa([{ data: '2025-01-01', valor: 2500 }], 'Hoje'))).json();
    expect(await salario(criada.id, 'ontem')).toMatchObject({ code: 'FIELD_VALIDATION_VIOLATION' });
    expect(await get(`/api/faixas-salariais/calcularSalarioHistorico?faixaSalarialId=${criada.id}`)).toMatchObject({ valor: 2500, vigenteDesde: '2025-01-01' });
  });

  it('clonar e transferir para outro cargo', async () => {
    const origem = (await post('/api/faixas-salariais', faixa([{ data: '2025-01-01', valor: 2800 }], 'Origem'))).json();
    const clone = await post(`/api/faixas-salariais/${origem.id}/clonar`, { cargo: { id: outroCargoId }, nome: 'Clone' });
    expect(clone.statusCode, clone.body).toBe(200);
    const clones = (await get(`/api/faixas-salariais?cargoId=${outroCargoId}`)).content as { id: number; descricao: string; valor: number; historicos: unknown[] }[];
    expect(clones.find((f) => f.descricao === 'Cargo Destino Faixas - Clone')).toMatchObject({ valor: 2800 });
    const longo = await post(`/api/faixas-salariais/${origem.id}/clonar`, { cargo: { id: outroCargoId }, nome: 'x'.repeat(16) });
    expect(longo.json().fields[0].field).toBe('nome');

    const transferida = await t.request('PUT', `/api/faixas-salariais/${origem.id}/transferir`, { cookie: t.admin, body: { cargo: { id: outroCargoId } } });
    expect(transferida.statusCode, transferida.body).toBe(200);
    expect(transferida.json()).toMatchObject({ cargo: { id: outroCargoId }, descricao: 'Cargo Destino Faixas - Origem' });
    const mesmo = await t.request('PUT', `/api/faixas-salariais/${origem.id}/transferir`, { cookie: t.admin, body: { cargo: { id: outroCargoId } } });
    expect(mesmo.json().fields).toEqual([{ field: 'cargo', message: 'Escolha um cargo diferente do atual.' }]);
    // The cargo is changed only by the transfer.
    const put = await t.request('PUT', `/api/faixas-salariais/${origem.id}`, { cookie: t.admin, body: { ...(transferida.json() as object), cargo: { id: cargoId } } });
    expect(put.statusCode).toBe(400);
  });

  it('outra empresa não alcança faixas, índices nem cargos desta', async () => {
    const criada = (await post('/api/faixas-salariais', faixa([{ data: '2025-01-01', valor: 2500 }], 'Alheia'))).json();
    expect((await t.request('GET', `/api/faixas-salariais/calcularSalarioHistorico?faixaSalarialId=${criada.id}`, { cookie: t.norte })).statusCode).toBe(404);
    expect((await t.request('GET', `/api/indices/${indiceId}`, { cookie: t.norte })).statusCode).toBe(404);
    const cargosNorte = (await get('/api/cargos?unpaged=true&resumido=true', t.norte)) as { id: number }[];
    const faixaNorte = await post('/api/faixas-salariais', { cargo: { id: cargosNorte[0]!.id }, nome: 'Norte', cbo: { id: 252405 }, historicos: [{ data: '2025-01-01', tipo: 2, indice: { id: indiceId }, quantidade: 1 }] }, t.norte);
    expect(faixaNorte.statusCode).toBe(400);
    const transfer = await t.request('PUT', `/api/faixas-salariais/${criada.id}/transferir`, { cookie: t.admin, body: { cargo: { id: cargosNorte[0]!.id } } });
    expect(transfer.statusCode).toBe(400);
  });
});

describe('CBO', () => {
  it('acha a ocupação pelo código ou pela descrição', async () => {
    const porDescricao = (await get('/api/cbos?codigoOuDescricao=analista de recursos')).content as { codigo: string }[];
    expect(porDescricao.map((c) => c.codigo)).toContain('252405');
    const porCodigo = (await get('/api/cbos?resumido=true&q=252405')) as { id: number; descricao: string }[];
    expect(porCodigo[0]).toMatchObject({ id: 252405, descricao: '252405 - Analista de recursos humanos' });
    expect((await get('/api/cbos?size=1')).totalElements).toBe(2713);
  });
});
