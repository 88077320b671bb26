/**
 * The jobs-and-salaries and talent dashboards against a hand-counted fixture: a new area tree
 * (Raiz with Filha A and Filha B) whose talents were hired, promoted and dismissed in 2019, a
 * year the demo data does not reach; the filter by Raiz brings its children. Another company's
 * session never counts them.
 */
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
type Json = Record<string, any>;
const get = async (url: string, cookie = t.admin) => {
  const response = await t.request('GET', url, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Json;
};
const post = async (url: string, body: unknown, cookie = t.admin) => {
  const response = await t.request('POST', url, { cookie, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Json;
};
const ref = (id: number) => ({ id });

const ids: Json = {};
let filtro: string;

beforeAll(async () => {
  ids.raiz = (await post('/api/areas-organizacionais', { nome: 'Raiz Analytics' })).id;
  ids.filhaA = (await post('/api/areas-organizacionais', { nome: 'Filha A Analytics', areaMae: ref(ids.raiz) })).id;
  ids.filhaB = (await post('/api/areas-organizacionais', { nome: 'Filha B Analytics', areaMae: ref(ids.raiz) })).id;
  const estabelecimento = ((await get('/api/estabelecimentos?unpaged=true&resumido=true')) as unknown as { id: number }[])[0]!.id;
  const cargo = async (nome: string) => (await post('/api/cargos', { nome, nomeMercado: nome, areasOrganizacionaisIds: [ids.raiz] })).id as number;
  ids.cargoA = await cargo('Cargo Analytics A');
  ids.cargoB = await cargo('Cargo Analytics B');
  const talento = async (nome: string, area: number, dataAdmissao: string, salario: number, dataNascimento: string, sexo: string) =>
    (await post('/api/colaboradores', { nome, cpf: generateCpf(), dataAdmissao, salario, dataNascimento, sexo, estabelecimento: ref(estabelecimento), areaOrganizacional: ref(area), cargo: ref(ids.cargoA) })).id as number;
  await talento('Ana Analytics', ids.filhaA, '2019-02-01', 3000, '1990-05-01', 'F');
  const t2 = await talento('Bruno Analytics', ids.filhaA, '2019-03-01', 3500, '1985-05-01', 'M');
  const t3 = await talento('Carla Analytics', ids.filhaB, '2019-01-10', 2000, '2000-05-01', 'F');
  const t4 = await talento('Davi Analytics', ids.filhaB, '2019-01-05', 1800, '1970-05-01', 'M');
  const lotacao = (area: number, cargoId: number) => ({ estabelecimento: ref(estabelecimento), areaOrganizacional: ref(area), cargo: ref(cargoId), tipoSalario: 3 });
  // Vertical: a new cargo; horizontal: the same cargo.
  await post(`/api/colaboradores/${t2}/historicos`, { data: '2019-06-01', motivo: 'P', ...lotacao(ids.filhaA, ids.cargoB), salario: 5000 });
  await post(`/api/colaboradores/${t3}/historicos`, { data: '2019-07-01', motivo: 'P', ...lotacao(ids.filhaB, ids.cargoA), salario: 2500 });
  const motivo = (await post('/api/motivos-desligamento', { descricao: 'Fim de contrato (analytics)' })).id;
  const desligado = await t.request('PUT', `/api/colaboradores/${t4}/desligar`, { cookie: t.admin, body: { data: '2019-09-15', motivo: ref(motivo) } });
  expect(desligado.statusCode, desligado.body).toBe(200);
  ids.motivo = motivo;
  filtro = `dataIni=2019-01-01&dataFim=2019-12-31&areasIds=${ids.raiz}`;
});

describe('dashboard de cargos e salários', () => {
  it('salários e quadro na data final por área de topo, promoções horizontal e vertical', async () => {
    const painel = await get(`/api/analytics/cargos-salarios?${filtro}`);
    expect(painel.periodo).toEqual({ dataIni: '2019-01-01', dataFim: '2019-12-31' });
    expect(painel.salariosPorArea).toEqual([{ id: ids.raiz, nome: 'Raiz Analytics', valor: 3000 + 5000 + 2500 }]);
    expect(painel.headcountPorArea).toEqual([{ id: ids.raiz, nome: 'Raiz Analytics', valor: 3 }]);
    expect(painel.promocoesPorArea).toEqual([{ id: ids.raiz, nome: 'Raiz Analytics', horizontal: 1, vertical: 1 }]);
    expect(painel.turnover).toHaveLength(12);
    expect(painel.turnover[0]).toMatchObject({ mes: '2019-01' });
  });

  it('o turnover conta só os talentos das áreas do filtro', async () => {
    const meses = Object.fromEntries((await get(`/api/analytics/cargos-salarios?${filtro}`)).turnover.map((m: Json) => [m.mes, [m.qtdAdmitidos, m.qtdDemitidos, m.media, m.turnover]]));
    // Jan: Davi and Carla hired, 0 then 2 active; Feb: Ana on the 1st, 3 and 3; Mar: Bruno on the 1st; Sep: Davi out on the 15th, 4 then 3.
    expect(meses['2019-01']).toEqual([2, 0, 1, 100]);
    expect(meses['2019-02']).toEqual([1, 0, 3, 16.67]);
    expect(meses['2019-03']).toEqual([1, 0, 4, 12.5]);
    expect(meses['2019-06']).toEqual([0, 0, 4, 0]);
    expect(meses['2019-09']).toEqual([0, 1, 3.5, 14.29]);
    expect(meses['2019-12']).toEqual([0, 0, 3, 0]);
  });

  it('o detalhamento: salários das áreas filhas na data base, ou a área sem filhas', async () => {
    expect(await get(`/api/analytics/salarios-areas-filhas?dataBase=2019-12-31&areaId=${ids.raiz}`)).toEqual({
      itens: [
        { id: ids.filhaA, nome: 'Filha A Analytics', valor: 8000 },
        { id: ids.filhaB, nome: 'Filha B Analytics', valor: 2500 },
      ],
      mensagem: null,
    });
    // Before the promotions and the dismissal: every talent at its admission salary.
    expect((await get(`/api/analytics/salarios-areas-filhas?dataBase=2019-05-01&areaId=${ids.raiz}`)).itens).toEqual([
      { id: ids.filhaA, nome: 'Filha A Analytics', valor: 6500 },
      { id: ids.filhaB, nome: 'Filha B Analytics', valor: 3800 },
    ]);
    expect(await get(`/api/analytics/salarios-areas-filhas?dataBase=2019-12-31&areaId=${ids.filhaA}`)).toEqual({ itens: [], mensagem: 'Área Organizacional não possui área filha.' });
    expect(await get(`/api/analytics/promocoes-horizontal-areas-filhas?${filtro}&areaOrganizacionalId=${ids.raiz}`)).toEqual({
      itens: [{ id: ids.filhaB, nome: 'Filha B Analytics', horizontal: 1, vertical: 0 }],
      mensagem: null,
    });
    expect((await get(`/api/analytics/promocoes-vertical-areas-filhas?${filtro}&areaOrganizacionalId=${ids.raiz}`)).itens).toEqual([{ id: ids.filhaA, nome: 'Filha A Analytics', horizontal: 0, vertical: 1 }]);
  });

  it('um período invertido é recusado no campo', async () => {
    const invertido = await t.request('GET', '/api/analytics/cargos-salarios?dataIni=2019-12-31&dataFim=2019-01-01', { cookie: t.admin });
    expect(invertido.statusCode).toBe(400);
    expect(invertido.json().fields).toEqual([{ field: 'dataFim', message: 'A data final deve ser maior que a data inicial' }]);
  });
});

describe('dashboard de talento', () => {
  it('gerações e sexo dos ativos na data final, desligamentos por motivo, admissões e desligamentos por mês', async () => {
    const painel = await get(`/api/analytics/talento?${filtro}`);
    expect(painel.geracoes.map((g: Json) => [g.nome, g.valor])).toEqual([
      ['Geração Y / Millennials', 2],
      ['Geração Z', 1],
    ]);
    expect(painel.geracoes[0].descricao).toMatch(/^Cresceram com a internet/);
    expect(painel.sexo).toEqual([
      { id: null, nome: 'Feminino', valor: 2 },
      { id: null, nome: 'Masculino', valor: 1 },
    ]);
    expect(painel.desligamentosPorMotivo).toEqual([{ id: ids.motivo, nome: 'Fim de contrato (analytics)', valor: 1 }]);
    const meses = Object.fromEntries(painel.admissoesDesligamentos.filter((m: Json) => m.admitidos || m.desligados).map((m: Json) => [m.mes, [m.admitidos, m.desligados]]));
    expect(meses).toEqual({ '2019-01': [2, 0], '2019-02': [1, 0], '2019-03': [1, 0], '2019-09': [0, 1] });
  });
});

describe('empresas', () => {
  it('a sessão de outra empresa não vê nem conta os registros desta', async () => {
    const norte = await get(`/api/analytics/talento?${filtro}`, t.norte);
    expect([norte.geracoes, norte.sexo, norte.desligamentosPorMotivo]).toEqual([[], [], []]);
    expect((await get(`/api/analytics/cargos-salarios?${filtro}`, t.norte)).salariosPorArea).toEqual([]);
    // Without the area filter, its 2019 has none of these talents either.
    const todos = await get('/api/analytics/talento?dataIni=2019-01-01&dataFim=2019-12-31', t.norte);
    expect(JSON.stringify(todos)).not.toContain('analytics');
  });

  it('o turnover de cada empresa escolhida, as áreas do filtro só na da sessão; uma empresa fora do alcance, 403', async () => {
    const { turnover } = await get(`/api/analytics/cargos-salarios?${filtro}&empresasIds=1,2`);
    expect(turnover).toHaveLength(24);
    const [daSessao, norte] = [turnover.slice(0, 12), turnover.slice(12)];
    expect(new Set(norte.map((m: Json) => m.empresaNome)).size).toBe(1);
    expect(norte[0].empresaNome).not.toBe(daSessao[0].empresaNome);
    expect(daSessao.map((m: Json) => m.qtdAdmitidos)).toEqual([2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    // The other company's line is the one its own session reads.
    expect(norte).toEqual((await get('/api/analytics/cargos-salarios?dataIni=2019-01-01&dataFim=2019-12-31', t.norte)).turnover);
    expect((await t.request('GET', `/api/analytics/cargos-salarios?${filtro}&empresasIds=1`, { cookie: t.norte })).statusCode).toBe(403);
  });

  it('sem sessão, 401', async () => {
    expect((await t.request('GET', '/api/analytics/vagas')).statusCode).toBe(401);
  });
});
