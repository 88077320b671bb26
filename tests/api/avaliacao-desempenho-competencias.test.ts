/**
 * The competences of a performance evaluation (issue 14 item 3): the avaliador gives a level to
 * each competence of the avaliado's faixa, kept as given while partial; the final answer needs
 * them all and writes the talent's competence assessment (tied to the evaluation, without the
 * avaliador when anonymous, changed only through the evaluation); the Nine Box's potencial is
 * the mean of the levels the avaliadores gave; an evaluation of competences alone has no model.
 */
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROPRIEDADE, type TipoCompetencia } from '../../modules/cargo-salario/competencias/competencia';
import { FALTA_COMPETENCIA, NIVEIS_DA_AVALIACAO } from '../../modules/cargo-salario/competencias/talento';
import type { GraficoNineBox } from '../../modules/avaliacao/ninebox/ninebox.api';
import { ANONIMA_DOIS_AVALIADORES, NOTA_MINIMA_OBRIGATORIA } from '../../modules/avaliacao/desempenho/relatorios-competencias';
import { pdfText } from '../support/pdf-text';
import { downloadReport, generateReport } from '../support/report-jobs';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
type Json = Record<string, any>;
const ref = (id: number) => ({ id });
let gil = 0;
let sessaoGil = '';
let modeloId = 0;
let perguntaId = 0;
let cicloId = 0;
let anonimaId = 0;
const avaliados: Json[] = [];

async function criar(url: string, body: unknown): Promise<number> {
  const response = await t.request('POST', url, { cookie: t.admin, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}
const get = async (url: string, cookie = t.admin) => (await t.request('GET', url, { cookie })).json() as Json;
const responder = (avaliacaoId: number, avaliadoId: number, body: unknown, parcial = false) =>
  t.request('POST', `/api/avaliacoes-desempenho/${avaliacaoId}/avaliados/${avaliadoId}/respostas${parcial ? '?parcial=true' : ''}`, { cookie: sessaoGil, body });
const questionario = (avaliacaoId: number, avaliadoId: number) => get(`/api/avaliacoes-desempenho/${avaliacaoId}/avaliados/${avaliadoId}/questionario`, sessaoGil);

/** Each competence of the grid at one level of the scale (`'topo'` the highest, `'base'` the lowest). */
function niveis(grade: Json, onde: 'topo' | 'base'): Json[] {
  const nivel = (onde === 'topo' ? grade.escala.at(-1) : grade.escala[0]).nivelCompetencia.id as number;
  return (grade.itens as Json[]).map((c) => ({ tipoCompetencia: c.tipoCompetencia, [PROPRIEDADE[c.tipoCompetencia as TipoCompetencia]]: ref(c.id), nivelCompetencia: ref(nivel) }));
}

/** Gil evaluates the two avaliados in a released evaluation. */
async function avaliacao(titulo: string, extra: Json): Promise<number> {
  const id = await criar('/api/avaliacoes-desempenho', { titulo, tipo: '1.0', dataIni: '2026-01-01', dataFim: '2026-12-31', permiteAutoAvaliacao: false, anonima: false, avaliarCompetenciasCargo: true, ...extra });
  const r = await t.request('POST', `/api/avaliacoes-desempenho/${id}/avaliados-do-avaliador`, { cookie: t.admin, body: { avaliador: ref(gil), tipo: 'R', avaliadosIds: avaliados.map((a) => a.id) } });
  expect(r.statusCode, r.body).toBe(200);
  expect((await t.request('PUT', `/api/avaliacoes-desempenho/${id}/liberar`, { cookie: t.admin })).statusCode).toBe(200);
  return id;
}

const assessments = async (avaliadoId: number) => (await get(`/api/colaboradores/${avaliadoId}/configuracoes-niveis-competencia-colaborador`)) as unknown as Json[];

beforeAll(async () => {
  // Two demo talents whose faixa requires competences (they have an assessment of their own).
  const talentos = (await get('/api/colaboradores?situacao=A&size=80&sort=nome,desc')).content as Json[];
  for (const talento of talentos) {
    if (avaliados.length === 2) break;
    if ((await assessments(talento.id)).length) avaliados.push(talento);
  }
  const base = (await get(`/api/colaboradores/${avaliados[0]!.id}`)) as Json;
  const cpf = generateCpf();
  const perfil = await criar('/api/perfis', { nome: 'Colaborador Competências', authorities: ['ROLE_CAD_INFO_PESSOAL'] });
  const usuario = await criar('/api/usuarios', { nome: 'Gil Competências', cpf, email: 'gil@competencias.com.br', senhaHash: 'segredo-forte', acessos: [{ empresa: ref(1), perfil: ref(perfil) }] });
  gil = await criar('/api/colaboradores', {
    nome: 'Gil Competências', cpf, dataAdmissao: '2024-01-02', estabelecimento: base.estabelecimento, areaOrganizacional: base.areaOrganizacional, cargo: base.cargo, salario: 3000, usuario: ref(usuario),
  });
  sessaoGil = await t.login({ cpf, empresaId: 1 }, 'segredo-forte');
  modeloId = await criar('/api/modelos-avaliacao', { titulo: 'Desempenho com Competências', tipo: 'D', perguntas: [{ texto: 'Entrega no prazo?', tipo: 4, notaMinima: 1, notaMaxima: 5, obrigatoria: true, peso: 1 }] });
  perguntaId = (await get(`/api/modelos-avaliacao/${modeloId}/perguntas`)).perguntas[0].id;
});

describe('as competências numa avaliação de desempenho', () => {
  it('o avaliador dá os níveis: em parte, guardados; no fim, todos, e viram a avaliação de competências do talento', async () => {
    const id = await avaliacao('Ciclo das Competências', { modeloAvaliacao: ref(modeloId), exibirNivelCompetenciaExigido: true });
    cicloId = id;
    const [ana] = avaliados;
    const q = await questionario(id, ana!.id);
    expect(q.perguntas).toHaveLength(1);
    expect(q.competencias.itens.length).toBeGreaterThan(0);
    expect(q.competencias.itens[0].nivelExigido).toMatchObject({ id: expect.any(Number), descricao: expect.any(String) });
    expect(q.competencias.escala.length).toBeGreaterThan(1);
    const todos = niveis(q.competencias, 'topo');
    const resposta = [{ perguntaId, tipoId: 4, nota: 5 }];

    const parcial = await responder(id, ana!.id, { respostas: [], competencias: todos.slice(0, 1) }, true);
    expect(parcial.statusCode, parcial.body).toBe(201);
    expect((await questionario(id, ana!.id)).competencias.dados).toEqual(todos.slice(0, 1));
    const antes = (await assessments(ana!.id)).length;

    if (todos.length > 1) {
      const faltando = await responder(id, ana!.id, { respostas: resposta, competencias: todos.slice(0, 1) });
      expect(faltando.statusCode).toBe(400);
      expect(faltando.json().fields).toEqual([{ field: 'competencias', message: FALTA_COMPETENCIA }]);
    }
    const foraDaEscala = await responder(id, ana!.id, { respostas: resposta, competencias: [{ ...todos[0], nivelCompetencia: ref(999999) }, ...todos.slice(1)] });
    expect(foraDaEscala.statusCode).toBe(400);
    expect(foraDaEscala.json().fields[0].field).toBe('competencias.0.nivelCompetencia');
    // Nothing of a refused answer was written.
    expect((await assessments(ana!.id)).length).toBe(antes);

    const final = await responder(id, ana!.id, { respostas: resposta, competencias: todos });
    expect(final.statusCode, final.body).toBe(201);
    const linha = (await assessments(ana!.id)).find((a) => a.avaliacaoDesempenho?.id === id)!;
    const gravada = await get(`/api/colaboradores/${ana!.id}/configuracoes-niveis-competencia-colaborador/${linha.id}`);
    expect(gravada).toMatchObject({ avaliador: { id: gil }, avaliacaoDesempenho: { id } });
    expect(gravada.competencias).toHaveLength(todos.length);
    // The printed answer lists the levels given.
    const respondido = ((await get(`/api/colaboradores-questionarios?avaliacaoDesempenhoId=${id}&size=50`)).content as Json[]).find((r) => r.colaborador.id === ana!.id)!;
    const impresso = await t.request('GET', `/api/colaboradores-questionarios/${respondido.id}/pdf`, { cookie: t.admin });
    expect(impresso.statusCode).toBe(200);
    const texto = pdfText(impresso.rawPayload);
    expect(texto).toContain('Competências');
    expect(texto).toContain(`${q.competencias.itens[0].nome} (`);
    expect(texto).toContain(q.competencias.escala.at(-1).nivelCompetencia.descricao);
    // HR does not change what an avaliador gave: only the evaluation does.
    const put = await t.request('PUT', `/api/colaboradores/${ana!.id}/configuracoes-niveis-competencia-colaborador/${gravada.id}`, { cookie: t.admin, body: { ...gravada, observacao: 'Ajuste' } });
    expect(put.statusCode).toBe(400);
    expect(put.json().fields).toEqual([{ field: 'competencias', message: NIVEIS_DA_AVALIACAO }]);

    // The Nine Box's potencial: the levels given — the highest for Ana, the lowest for the other.
    const [, beto] = avaliados;
    const outra = await questionario(id, beto!.id);
    expect((await responder(id, beto!.id, { respostas: [{ perguntaId, tipoId: 4, nota: 1 }], competencias: niveis(outra.competencias, 'base') })).statusCode).toBe(201);
    const chart = (await get(`/api/ninebox/chart/${id}`)) as unknown as GraficoNineBox;
    const potencial = (talentoId: number) => chart.boxes.flatMap((b) => b.colaboradores).find((c) => c.id === talentoId)!.potencial;
    expect(potencial(ana!.id)).toBe(100);
    expect(potencial(beto!.id)).toBeLessThan(100);
  });

  it('numa avaliação anônima a avaliação de competências do talento não tem avaliador', async () => {
    const id = await avaliacao('Competências anônimas', { modeloAvaliacao: ref(modeloId), anonima: true });
    anonimaId = id;
    const [ana] = avaliados;
    const q = await questionario(id, ana!.id);
    // The level required is shown only when the evaluation says so.
    expect(q.competencias.itens[0].nivelExigido).toBeNull();
    expect((await responder(id, ana!.id, { respostas: [{ perguntaId, tipoId: 4, nota: 4 }], competencias: niveis(q.competencias, 'topo') })).statusCode).toBe(201);
    const gravada = (await assessments(ana!.id)).find((a) => a.avaliacaoDesempenho?.id === id)!;
    expect(gravada.avaliador ?? null).toBeNull();
    expect(JSON.stringify(gravada)).not.toContain(String(gil));
  });

  it('uma avaliação somente de competências não tem modelo: o avaliador só dá os níveis', async () => {
    const id = await avaliacao('Só as competências', { avaliarSomenteCompetencias: true });
    const minhas = (await get('/api/avaliacoes-desempenho/minhas', sessaoGil)) as unknown as Json[];
    expect(minhas.filter((m) => m.avaliacao.id === id)).toHaveLength(2);
    const [ana] = avaliados;
    const q = await questionario(id, ana!.id);
    expect(q.perguntas).toEqual([]);
    expect(q.titulo).toBe('Só as competências');
    const r = await responder(id, ana!.id, { respostas: [], competencias: niveis(q.competencias, 'base') });
    expect(r.statusCode, r.body).toBe(201);
    expect((await questionario(id, ana!.id)).respondida).toBe(true);
    expect((await assessments(ana!.id)).some((a) => a.avaliacaoDesempenho?.id === id)).toBe(true);
  });
});

describe('Análise de Desempenho das Competências do Talento', () => {
  const relatorio = 'analise-desempenho-competencia-talento';
  const campos = async (body: Json) => (await t.request('POST', `/api/relatorios/${relatorio}?formato=pdf`, { cookie: t.admin, body })).json().fields;

  it('as regras do filtro do §5, com a mensagem no campo', async () => {
    expect(await campos({})).toEqual(expect.arrayContaining([{ field: 'avaliacaoDesempenho', message: 'Selecione a avaliação de desempenho.' }, { field: 'avaliado', message: 'Selecione o avaliado.' }]));
    const base = { avaliacaoDesempenho: ref(cicloId), avaliado: ref(avaliados[0]!.id) };
    expect(await campos(base)).toEqual([{ field: 'notaMinimaMediaGeralCompetencia', message: NOTA_MINIMA_OBRIGATORIA }]);
    expect(await campos({ ...base, notaMinimaMediaGeralCompetencia: 70, avaliadoresIds: [1, 2, 3, 4, 5] })).toEqual([{ field: 'avaliadoresIds', message: 'Relatório detalhado, deve conter no máximo 4 avaliadores selecionados' }]);
    // Anonymous, detailed, one avaliador: whoever gave the levels would be known.
    expect(await campos({ avaliacaoDesempenho: ref(anonimaId), avaliado: ref(avaliados[0]!.id), notaMinimaMediaGeralCompetencia: 70 })).toEqual([{ field: 'avaliadoresIds', message: ANONIMA_DOIS_AVALIADORES }]);
    const resumido = await generateReport(t, t.admin, relatorio, 'pdf', { avaliacaoDesempenho: ref(anonimaId), avaliado: ref(avaliados[0]!.id), resumido: true });
    expect(resumido.status, JSON.stringify(resumido)).toBe('CONCLUIDO');
    expect(pdfText((await downloadReport(t, t.admin, resumido.id)).rawPayload)).not.toContain('Gil Competências');
  });

  it('numa avaliação 2.0 o detalhado não pede a nota mínima nem, anônima, dois avaliadores (spec §5)', async () => {
    const id = await avaliacao('Competências 2.0 anônimas', { modeloAvaliacao: ref(modeloId), anonima: true, tipo: '2.0', formato: '2' });
    const [ana] = avaliados;
    const q = await questionario(id, ana!.id);
    expect((await responder(id, ana!.id, { respostas: [{ perguntaId, tipoId: 4, nota: 4 }], competencias: niveis(q.competencias, 'topo') })).statusCode).toBe(201);
    const filtro = { avaliacaoDesempenho: ref(id), avaliado: ref(ana!.id) };
    expect(await campos(filtro)).toBeUndefined();
    const pdf = await generateReport(t, t.admin, relatorio, 'pdf', filtro);
    expect(pdf.status, JSON.stringify(pdf)).toBe('CONCLUIDO');
    const texto = pdfText((await downloadReport(t, t.admin, pdf.id)).rawPayload);
    expect(texto).toContain('Avaliador 1');
    expect(texto).not.toContain('Gil Competências');
    // Without a minimum there is no situação to tell.
    expect(texto).not.toContain('Atende');
    // The same evaluation as 1.0 asks both again.
    const gravada = await get(`/api/avaliacoes-desempenho/${id}`);
    expect((await t.request('PUT', `/api/avaliacoes-desempenho/${id}`, { cookie: t.admin, body: { ...gravada, tipo: '1.0' } })).statusCode).toBe(200);
    expect(await campos(filtro)).toEqual([
      { field: 'notaMinimaMediaGeralCompetencia', message: NOTA_MINIMA_OBRIGATORIA },
      { field: 'avaliadoresIds', message: ANONIMA_DOIS_AVALIADORES },
    ]);
  });

  it('os níveis de cada avaliador por competência, o atingido e a média, em PDF e XLSX', async () => {
    const filtro = { avaliacaoDesempenho: ref(cicloId), avaliado: ref(avaliados[0]!.id), notaMinimaMediaGeralCompetencia: 70 };
    const pdf = await generateReport(t, t.admin, relatorio, 'pdf', filtro);
    expect(pdf.status, JSON.stringify(pdf)).toBe('CONCLUIDO');
    const texto = pdfText((await downloadReport(t, t.admin, pdf.id)).rawPayload);
    expect(texto).toContain('Análise de Desempenho das Competências do Talento');
    expect(texto).toContain('Gil Competências (Avaliador)');
    expect(texto).toContain('Atende');
    expect(texto).toContain('Média 100');

    const xlsx = await generateReport(t, t.admin, relatorio, 'xlsx', filtro);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await downloadReport(t, t.admin, xlsx.id)).rawPayload as never);
    const linhas: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => linhas.push((row.values as unknown[]).slice(1)));
    const doGil = linhas.filter((l) => l[0] === 'Gil Competências (Avaliador)');
    expect(doGil.length).toBeGreaterThan(0);
    for (const linha of doGil) expect(linha.slice(3)).toEqual([100, 'Atende']);
  });
});

describe('Análise de Desempenho das Competências da Organização', () => {
  it('por área, cada competência com os níveis dados, quantos abaixo do exigido e o atingido médio', async () => {
    const relatorio = 'analise-desempenho-competencia-organizacional';
    const vazio = await t.request('POST', `/api/relatorios/${relatorio}?formato=pdf`, { cookie: t.admin, body: {} });
    expect(vazio.json().fields).toEqual([{ field: 'avaliacoesIds', message: 'Selecione ao menos uma avaliação de desempenho.' }]);
    const pdf = await generateReport(t, t.admin, relatorio, 'pdf', { avaliacoesIds: [cicloId] });
    expect(pdf.status, JSON.stringify(pdf)).toBe('CONCLUIDO');
    expect(pdfText((await downloadReport(t, t.admin, pdf.id)).rawPayload)).toContain('Total de competências');
    const xlsx = await generateReport(t, t.admin, relatorio, 'xlsx', { avaliacoesIds: [cicloId] });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await downloadReport(t, t.admin, xlsx.id)).rawPayload as never);
    let niveis = 0;
    workbook.worksheets[0]!.eachRow((row) => {
      const [competencia, dados] = (row.values as unknown[]).slice(1);
      if (typeof competencia === 'string' && /^(Conhecimento|Habilidade|Atitude): /.test(competencia)) niveis += Number(dados);
    });
    // Gil gave every competence of both avaliados a level, once each.
    const itens = async (avaliadoId: number) => ((await questionario(cicloId, avaliadoId)).competencias.itens as Json[]).length;
    expect(niveis).toBe((await itens(avaliados[0]!.id)) + (await itens(avaliados[1]!.id)));
  });
});
