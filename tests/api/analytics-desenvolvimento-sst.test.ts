/**
 * The development and SST dashboards against a hand-counted fixture in 2019 (a year the demo data
 * does not reach) under a new area; the recruitment and performance dashboards on the demo data,
 * which must give every chart something to draw. Another company's session counts none of it.
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
  expect([200, 201], response.body).toContain(response.statusCode);
  return response.json() as Json;
};
const ref = (id: number) => ({ id });

const ids: Json = {};
let filtro: string;

beforeAll(async () => {
  ids.area = (await post('/api/areas-organizacionais', { nome: 'Treinamento Analytics' })).id;
  const modelo = (await get('/api/colaboradores?size=1&sort=nome,asc')).content[0] as Json;
  const lotacao = { estabelecimento: ref(modelo.estabelecimento.id), areaOrganizacional: ref(ids.area), cargo: ref(modelo.cargo.id) };
  const talento = async (nome: string) => (await post('/api/colaboradores', { nome, cpf: generateCpf(), dataAdmissao: '2019-01-02', salario: 2000, ...lotacao })).id as number;
  const [p1, p2, p3] = [await talento('Paula Analytics'), await talento('Pedro Analytics'), await talento('Priscila Analytics')];
  // Another area's talent in class Y only: a filter by that area sees Y's cost, not X's.
  ids.outraArea = (await post('/api/areas-organizacionais', { nome: 'Outra Analytics' })).id;
  const p4 = (await post('/api/colaboradores', { nome: 'Otávio Analytics', cpf: generateCpf(), dataAdmissao: '2019-01-02', salario: 2000, ...lotacao, areaOrganizacional: ref(ids.outraArea) })).id as number;

  const alimentacao = (await post('/api/tipo-despesa', { descricao: 'Alimentação (analytics)' })).id;
  const transporte = (await post('/api/tipo-despesa', { descricao: 'Transporte (analytics)' })).id;
  ids.cursoX = (await post('/api/cursos', { nome: 'Curso X Analytics', tipo: 'CURSO', cargaHoraria: 480 })).id;
  ids.cursoY = (await post('/api/cursos', { nome: 'Curso Y Analytics', tipo: 'CURSO', cargaHoraria: 120 })).id;
  const turma = async (curso: number, inicio: string, despesas: unknown[]) =>
    (await post('/api/turmas', { descricao: `Turma ${curso}`, curso: ref(curso), instrutor: 'Instrutora', custo: 700, dataPrevIni: inicio, dataPrevFim: inicio, despesas })).id as number;
  const x = await turma(ids.cursoX, '2019-03-11', [
    { tipoDespesa: ref(alimentacao), valor: 200 },
    { tipoDespesa: ref(transporte), valor: 100 },
  ]);
  const y = await turma(ids.cursoY, '2019-04-15', []);
  await post(`/api/turmas/${x}/colaboradores`, { colaboradoresIds: [p1, p2] });
  await post(`/api/turmas/${y}/colaboradores`, { colaboradoresIds: [p1, p2, p3, p4] });
  Object.assign(ids, { alimentacao, transporte });

  ids.atestado = (await post('/api/motivos-afastamento', { descricao: 'Atestado (analytics)', classe: 'SIMPLES', absenteismo: true })).id;
  ids.acidente = (await post('/api/motivos-afastamento', { descricao: 'Acidente (analytics)', classe: 'ACIDENTE_DOENCA' })).id;
  await post('/api/afastamentos', { colaborador: ref(p1), afastamento: ref(ids.atestado), classe: 'SIMPLES', inicio: '2019-05-06', fim: '2019-05-10' });
  await post('/api/afastamentos', { colaborador: ref(p2), afastamento: ref(ids.acidente), classe: 'ACIDENTE_DOENCA', inicio: '2019-08-01', fim: '2019-08-02' });
  filtro = `dataIni=2019-01-01&dataFim=2019-12-31&areasIds=${ids.area}`;
});

describe('dashboard de desenvolvimento', () => {
  it('custo e participantes por curso; horas de treinamento por talento = horas × participantes / ativos', async () => {
    const painel = await get(`/api/analytics/desenvolvimento?${filtro}`);
    // A class's cost: its detailed expenses (300) when it has them, else its cost (700).
    expect(painel.despesasPorCurso).toEqual([
      { id: ids.cursoY, nome: 'Curso Y Analytics', valor: 700 },
      { id: ids.cursoX, nome: 'Curso X Analytics', valor: 300 },
    ]);
    expect(painel.participantesPorCurso).toEqual([
      { id: ids.cursoY, nome: 'Curso Y Analytics', valor: 3 },
      { id: ids.cursoX, nome: 'Curso X Analytics', valor: 2 },
    ]);
    // 8 h × 2 + 2 h × 3 = 22 h over the area's 3 active talents.
    expect([painel.horasParticipantes, painel.ativos, painel.horasPorTalento]).toEqual([22, 3, 7.33]);
  });

  it('com lugares, o custo só das turmas com participante neles', async () => {
    const outra = await get(`/api/analytics/desenvolvimento?dataIni=2019-01-01&dataFim=2019-12-31&areasIds=${ids.outraArea}`);
    expect(outra.despesasPorCurso).toEqual([{ id: ids.cursoY, nome: 'Curso Y Analytics', valor: 700 }]);
    expect(outra.participantesPorCurso).toEqual([{ id: ids.cursoY, nome: 'Curso Y Analytics', valor: 1 }]);
    expect((await get(`/api/analytics/tipo-despesa-por-curso?dataIni=2019-01-01&dataFim=2019-12-31&areasIds=${ids.outraArea}&cursosIds=${ids.cursoX}`)).itens).toEqual([]);
  });

  it('o detalhamento por tipo de despesa, ou o curso sem despesas detalhadas', async () => {
    expect(await get(`/api/analytics/tipo-despesa-por-curso?${filtro}&cursosIds=${ids.cursoX}`)).toEqual({
      itens: [
        { id: ids.alimentacao, nome: 'Alimentação (analytics)', valor: 200 },
        { id: ids.transporte, nome: 'Transporte (analytics)', valor: 100 },
      ],
      mensagem: null,
    });
    expect(await get(`/api/analytics/tipo-despesa-por-curso?${filtro}&cursosIds=${ids.cursoY}`)).toEqual({ itens: [], mensagem: 'O curso não possui despesas detalhadas.' });
  });
});

describe('dashboard de SST', () => {
  it('afastamentos por motivo, acidentes por mês e o absenteísmo da empresa mês a mês', async () => {
    const painel = await get(`/api/analytics/sst?${filtro}`);
    expect([...painel.afastamentosPorMotivo].sort((a: Json, b: Json) => a.nome.localeCompare(b.nome))).toEqual([
      { id: ids.acidente, nome: 'Acidente (analytics)', valor: 1 },
      { id: ids.atestado, nome: 'Atestado (analytics)', valor: 1 },
    ]);
    expect(painel.acidentesPorMes).toHaveLength(12);
    expect(painel.acidentesPorMes.filter((m: Json) => m.valor)).toEqual([{ id: null, nome: '2019-08', valor: 1 }]);
    expect(painel.absenteismo).toHaveLength(12);
    expect(painel.absenteismo[4]).toMatchObject({ mes: '2019-05', empresaId: 1 });
    // The leave counted as absence: Monday 6 to Friday 10 May 2019, five working days; the accident's motive does not count.
    // The area's three talents worked May's 23 weekdays each; January's from the 2nd, 22.
    expect(painel.absenteismo[4]).toMatchObject({ qtdTotalFaltas: 5, qtdDiasTrabalhados: 69, absenteismo: 7.25 });
    expect(painel.absenteismo[0]).toMatchObject({ mes: '2019-01', qtdTotalFaltas: 0, qtdDiasTrabalhados: 66, absenteismo: 0 });
  });

  it('o absenteísmo de cada empresa escolhida, as áreas do filtro só na da sessão', async () => {
    const { absenteismo } = await get(`/api/analytics/sst?${filtro}&empresasIds=1,2`);
    expect(absenteismo.map((l: Json) => l.empresaId)).toEqual([...Array(12).fill(1), ...Array(12).fill(2)]);
    expect(absenteismo[4]).toMatchObject({ qtdTotalFaltas: 5, qtdDiasTrabalhados: 69 });
    expect(absenteismo.slice(12)).toEqual((await get('/api/analytics/sst?dataIni=2019-01-01&dataFim=2019-12-31', t.norte)).absenteismo);
    expect((await t.request('GET', `/api/analytics/sst?${filtro}&empresasIds=1`, { cookie: t.norte })).statusCode).toBe(403);
  });
});

describe('os dados da demonstração', () => {
  it('dão algo a cada gráfico de vagas, de desempenho e dos demais no período padrão', async () => {
    const vagas = await get('/api/analytics/vagas');
    expect(vagas.funil[0].nome).toBe('Candidatos');
    expect(vagas.funil.at(-1).nome).toBe('Contratados');
    for (const grafico of ['situacao', 'vagasPorMotivo', 'vagasPorArea']) expect(vagas[grafico].length, grafico).toBeGreaterThan(0);
    const desempenho = await get('/api/analytics/desempenho');
    expect(desempenho.avaliacao).not.toBeNull();
    expect(desempenho.resultados.length).toBeGreaterThan(0);
    expect(desempenho.nineBox.reduce((soma: number, box: Json) => soma + box.quantidade, 0)).toBeGreaterThan(0);
    const cargos = await get('/api/analytics/cargos-salarios');
    expect(cargos.salariosPorArea.length).toBeGreaterThan(0);
    const desenvolvimento = await get('/api/analytics/desenvolvimento');
    expect(desenvolvimento.despesasPorCurso.length).toBeGreaterThan(0);
    const sst = await get('/api/analytics/sst');
    expect(sst.afastamentosPorMotivo.length).toBeGreaterThan(0);
    const talento = await get('/api/analytics/talento');
    expect(talento.geracoes.length).toBeGreaterThan(0);
    expect(talento.desligamentosPorMotivo.length).toBeGreaterThan(0);
  });

  it('com lugares, as avaliações com avaliado neles, e só esses avaliados contados', async () => {
    const todos = await get('/api/analytics/desempenho');
    const chart = (await get(`/api/ninebox/chart/${todos.avaliacao.id}`)) as Json;
    const colocados = chart.boxes.flatMap((b: Json) => b.colaboradores.map((c: Json) => ({ ...c, box: b.numero })));
    const { estabelecimento } = await get(`/api/colaboradores/${colocados[0].id}`);
    const noEstabelecimento = await Promise.all(colocados.map(async (c: Json) => ((await get(`/api/colaboradores/${c.id}`)).estabelecimento?.id === estabelecimento.id ? c.box : null)));
    const filtrado = await get(`/api/analytics/desempenho?avaliacaoId=${todos.avaliacao.id}&estabelecimentosIds=${estabelecimento.id}`);
    expect(filtrado.avaliacao.id).toBe(todos.avaliacao.id);
    expect(filtrado.nineBox.map((b: Json) => b.quantidade)).toEqual(chart.boxes.map((b: Json) => noEstabelecimento.filter((n) => n === b.numero).length));
    // An area without avaliados: no evaluation.
    expect(await get(`/api/analytics/desempenho?areasIds=${ids.area}`)).toMatchObject({ avaliacoes: [], avaliacao: null, resultados: [], nineBox: [] });
  });

  it('o Nine Box segue o parâmetro de eixo invertido', async () => {
    expect((await get('/api/analytics/desempenho')).nineBoxEixoInvertido).toBe(false);
    expect((await t.request('PATCH', '/api/parametros-sistema', { cookie: t.admin, body: { inverterEixoNineBox: true } })).statusCode).toBe(200);
    try {
      expect((await get('/api/analytics/desempenho')).nineBoxEixoInvertido).toBe(true);
    } finally {
      await t.request('PATCH', '/api/parametros-sistema', { cookie: t.admin, body: { inverterEixoNineBox: false } });
    }
  });

  it('o radar compara as competências do talento com as exigidas pela faixa', async () => {
    const { content } = await get('/api/colaboradores?situacao=A&size=200&sort=id,asc');
    let radar: Json | null = null;
    for (const talento of content as Json[]) {
      radar = (await get(`/api/analytics/desempenho?colaboradorId=${talento.id}`)).radar;
      if (radar!.competencias.some((c: Json) => c.talento !== null)) break;
    }
    expect(radar!.competencias.length).toBeGreaterThan(0);
    expect(radar!.competencias.every((c: Json) => typeof c.nome === 'string' && c.exigido !== null)).toBe(true);
  });
});

describe('empresas', () => {
  it('a sessão de outra empresa não conta os registros desta', async () => {
    const norte = await get(`/api/analytics/desenvolvimento?${filtro}`, t.norte);
    expect([norte.despesasPorCurso, norte.participantesPorCurso, norte.ativos]).toEqual([[], [], 0]);
    expect((await get(`/api/analytics/tipo-despesa-por-curso?${filtro}&cursosIds=${ids.cursoX}`, t.norte)).itens).toEqual([]);
    expect((await get(`/api/analytics/sst?${filtro}`, t.norte)).afastamentosPorMotivo).toEqual([]);
    // Another company's talent on the radar is not found.
    expect((await t.request('GET', `/api/analytics/desempenho?colaboradorId=${(await get('/api/colaboradores?size=1')).content[0].id}`, { cookie: t.norte })).statusCode).toBe(404);
  });
});
