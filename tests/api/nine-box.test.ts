/**
 * The Nine Box: its configuration from a date (limits, titles and descriptions with the nine
 * defaults) and the §5 messages.
 */
import { describe, expect, it } from 'vitest';
import type { GraficoNineBox } from '../../modules/avaliacao/ninebox/ninebox.api';
import { SOMENTE_COMPETENCIAS, SOMENTE_MODELO } from '../../modules/avaliacao/ninebox/grafico';
import { PROPRIEDADE, type TipoCompetencia } from '../../modules/cargo-salario/competencias/competencia';
import { pdfText } from '../support/pdf-text';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

describe('configuração do Nine Box', () => {
  it('starts with the limits 33/66 and the nine default boxes', async () => {
    const created = await t.request('POST', '/api/ninebox', { cookie: t.admin, body: { data: '2025-01-01' } });
    expect(created.statusCode, created.body).toBe(201);
    const box = created.json();
    expect([box.percentualBaixoPotencial, box.percentualAltoPotencial, box.percentualBaixoDesempenho, box.percentualAltoDesempenho]).toEqual([33, 66, 33, 66]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => box[`box${i}`].nomeclatura)).toEqual(['ENIGMA', 'FORTE POTENCIAL', 'ALTA CAPACIDADE', 'QUESTIONÁVEL', 'MANTENEDOR', 'FORTE DESEMPENHO', 'INSUFICIENTE', 'EFICAZ', 'COMPROMETIDO']);
    expect(box.box5.descricao).toMatch(/^Potencial moderado/);
  });

  it('refuses the limits of §5 with their messages', async () => {
    const response = await t.request('POST', '/api/ninebox', {
      cookie: t.admin,
      body: { data: '2025-02-01', percentualBaixoPotencial: 66, percentualAltoPotencial: 66, percentualBaixoDesempenho: 70, percentualAltoDesempenho: 50, box1: { nomeclatura: 'X'.repeat(25), descricao: 'd' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'percentualBaixoPotencial', message: 'O percentual de baixo potencial não pode ser maior ou igual do que o alto potencial.' },
        { field: 'percentualBaixoDesempenho', message: 'O percentual de baixo desempenho não pode ser maior ou igual do que o alto desempenho.' },
        expect.objectContaining({ field: 'box1.nomeclatura' }),
      ]),
    );
    const [primeira] = (await t.request('GET', '/api/ninebox', { cookie: t.admin })).json().content;
    const vazios = await t.request('PUT', `/api/ninebox/${primeira.id}`, { cookie: t.admin, body: { ...primeira, percentualBaixoPotencial: null, percentualAltoDesempenho: 0 } });
    // A limit cleared takes its default back; one out of 1..99 is refused.
    expect(vazios.json().fields).toContainEqual({ field: 'percentualAltoDesempenho', message: 'O valor mínimo é 1' });
    expect(vazios.json().fields.map((f: { field: string }) => f.field)).not.toContain('percentualBaixoPotencial');
  });
});

type Json = Record<string, any>;
const ref = (id: number) => ({ id });
const get = async (url: string) => (await t.request('GET', url, { cookie: t.admin })).json() as Json;
const post = async (url: string, body?: unknown) => {
  const r = await t.request('POST', url, { cookie: t.admin, body });
  expect(r.statusCode, r.body).toBeLessThan(300);
  return r.json() as Json;
};

/** An evaluation of two talents with competence assessments, each graded by one colleague (1..5) who gives their competences the highest level. */
async function avaliacaoCom(notas: number[], extra: Json = {}) {
  const talentos = (await get('/api/colaboradores?situacao=A&size=80&sort=nome,asc')).content as Json[];
  const avaliados: Json[] = [];
  for (const talento of talentos) {
    if (avaliados.length === notas.length) break;
    if (((await get(`/api/colaboradores/${talento.id}/configuracoes-niveis-competencia-colaborador`)) as unknown as Json[]).length) avaliados.push(talento);
  }
  const avaliador = talentos.find((c) => !avaliados.includes(c))!;
  const modelo = await post('/api/modelos-avaliacao', { titulo: `Nine Box ${extra.titulo ?? ''}`, tipo: 'D', perguntas: [{ texto: 'Entrega?', tipo: 4, notaMinima: 1, notaMaxima: 5, obrigatoria: true, peso: 1 }] });
  const pergunta = (await get(`/api/modelos-avaliacao/${modelo.id}/perguntas`)).perguntas[0].id as number;
  const avaliacao = await post('/api/avaliacoes-desempenho', { titulo: 'Ciclo do Nine Box', tipo: '1.0', dataIni: '2026-01-01', dataFim: '2026-12-31', modeloAvaliacao: ref(modelo.id), permiteAutoAvaliacao: false, anonima: false, avaliarCompetenciasCargo: true, ...extra });
  await post(`/api/avaliacoes-desempenho/${avaliacao.id}/avaliados-do-avaliador`, { avaliador: ref(avaliador.id), tipo: 'R', avaliadosIds: avaliados.map((a) => a.id) });
  await t.request('PUT', `/api/avaliacoes-desempenho/${avaliacao.id}/liberar`, { cookie: t.admin });
  const pares = (await get(`/api/participantes-avaliacao-desempenho?avaliacao=${avaliacao.id}`)).content as Json[];
  for (const par of pares) {
    const nota = notas[avaliados.findIndex((a) => a.id === par.avaliado.id)]!;
    // The avaliador also gives each competence of the avaliado's faixa a level: the scale's highest.
    const { competencias: grade } = await get(`/api/participantes-avaliacao-desempenho/${par.id}/questionario`);
    const topo = grade.escala.at(-1).nivelCompetencia.id as number;
    const competencias = (grade.itens as Json[]).map((c) => ({ tipoCompetencia: c.tipoCompetencia, [PROPRIEDADE[c.tipoCompetencia as TipoCompetencia]]: ref(c.id), nivelCompetencia: ref(topo) }));
    await post(`/api/participantes-avaliacao-desempenho/${par.id}/respostas`, { respostas: [{ perguntaId: pergunta, tipoId: 4, nota }], competencias });
  }
  return { id: avaliacao.id as number, avaliados };
}

describe('o Nine Box de uma avaliação', () => {
  it('places each avaliado by potencial × desempenho in the configuration in force, and prints NineBox.pdf', async () => {
    const { id, avaliados } = await avaliacaoCom([5, 1]);
    const chart = (await t.request('GET', `/api/ninebox/chart/${id}`, { cookie: t.admin })).json() as GraficoNineBox;
    expect(chart.configuracao).toMatchObject({ id: expect.any(Number), data: '2026-01-01' });
    expect(chart.boxes.map((b) => b.numero)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const noBox = (talentoId: number) => chart.boxes.find((b) => b.colaboradores.some((c) => c.id === talentoId))!;
    const [alto, baixo] = avaliados.map((a) => noBox(a.id));
    // Grade 5 of 5 is 100% desempenho: right column (3, 6 or 9); grade 1 is 0%: left column (1, 4 or 7).
    expect([3, 6, 9]).toContain(alto!.numero);
    expect([1, 4, 7]).toContain(baixo!.numero);
    const talento = alto!.colaboradores.find((c) => c.id === avaliados[0]!.id)!;
    expect(talento).toMatchObject({ nome: avaliados[0]!.nome, desempenho: 100 });
    expect(chart.boxes.reduce((n, b) => n + b.quantidade, 0)).toBe(2);

    const pdf = await t.request('POST', '/api/ninebox/relatorio', { cookie: t.admin, body: { avaliacaoId: id } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain('NineBox.pdf');
    const texto = pdfText(pdf.rawPayload);
    for (const titulo of ['ENIGMA', 'ALTA CAPACIDADE', 'COMPROMETIDO']) expect(texto).toContain(titulo);
    expect(texto).toContain(avaliados[0]!.nome);

    // The axis follows the installation's parameter, for every company.
    expect(chart.eixoInvertido).toBe(false);
    expect((await t.request('PATCH', '/api/parametros-sistema', { cookie: t.admin, body: { inverterEixoNineBox: true } })).statusCode).toBe(200);
    expect(((await t.request('GET', `/api/ninebox/chart/${id}`, { cookie: t.admin })).json() as GraficoNineBox).eixoInvertido).toBe(true);
    await t.request('PATCH', '/api/parametros-sistema', { cookie: t.admin, body: { inverterEixoNineBox: false } });
  });

  it('a company without a configuration of its own places by the defaults', async () => {
    const norte = async (url: string, body: unknown) => {
      const r = await t.request('POST', url, { cookie: t.norte, body });
      expect(r.statusCode, r.body).toBe(201);
      return r.json() as Json;
    };
    expect((await t.request('GET', '/api/ninebox?size=1', { cookie: t.norte })).json().totalElements).toBe(0);
    const modelo = await norte('/api/modelos-avaliacao', { titulo: 'Nine Box da Filial', tipo: 'D', perguntas: [{ texto: 'Entrega?', tipo: 4, notaMinima: 1, notaMaxima: 5, obrigatoria: true, peso: 1 }] });
    const avaliacao = await norte('/api/avaliacoes-desempenho', { titulo: 'Ciclo da Filial', tipo: '1.0', dataIni: '2026-01-01', dataFim: '2026-12-31', modeloAvaliacao: ref(modelo.id), permiteAutoAvaliacao: false, anonima: false, avaliarCompetenciasCargo: true });
    const chart = (await t.request('GET', `/api/ninebox/chart/${avaliacao.id}`, { cookie: t.norte })).json() as GraficoNineBox;
    expect(chart.configuracao).toEqual({ id: null, data: null, percentualBaixoPotencial: 33, percentualAltoPotencial: 66, percentualBaixoDesempenho: 33, percentualAltoDesempenho: 66 });
    expect(chart.boxes.map((b) => b.nomeclatura)).toEqual(['ENIGMA', 'FORTE POTENCIAL', 'ALTA CAPACIDADE', 'QUESTIONÁVEL', 'MANTENEDOR', 'FORTE DESEMPENHO', 'INSUFICIENTE', 'EFICAZ', 'COMPROMETIDO']);
  });

  it('refuses an evaluation of competences only, or of the model only', async () => {
    const modelo = (await get('/api/modelos-avaliacao?tipo=D&size=1')).content[0];
    const soCompetencias = await post('/api/avaliacoes-desempenho', { titulo: 'Só competências', tipo: '1.0', dataIni: '2026-01-01', dataFim: '2026-12-31', avaliarSomenteCompetencias: true, avaliarCompetenciasCargo: true, permiteAutoAvaliacao: false, anonima: false });
    const r1 = await t.request('GET', `/api/ninebox/chart/${soCompetencias.id}`, { cookie: t.admin });
    expect(r1.statusCode).toBe(409);
    expect(r1.json().message).toBe(SOMENTE_COMPETENCIAS);
    const soModelo = await post('/api/avaliacoes-desempenho', { titulo: 'Só o modelo', tipo: '1.0', dataIni: '2026-01-01', dataFim: '2026-12-31', modeloAvaliacao: ref(modelo.id), permiteAutoAvaliacao: false, anonima: false });
    expect((await t.request('GET', `/api/ninebox/chart/${soModelo.id}`, { cookie: t.admin })).json().message).toBe(SOMENTE_MODELO);
    expect((await t.request('GET', `/api/ninebox/chart/${soModelo.id}`, { cookie: t.norte })).statusCode).toBe(404);
  });
});
