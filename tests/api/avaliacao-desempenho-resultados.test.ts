/**
 * The results of a performance evaluation (issue 14 items 3 and 8): per avaliado the
 * questionnaire's mean by relation kind and overall (without the autoavaliação), the competences
 * reached against those required, the report "Resultado da Avaliação de Desempenho" in PDF and
 * XLSX, and what the Nine Box reads (desempenho % and potencial %).
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { desempenhoEPotencial } from '../../modules/avaliacao/desempenho/resultados';
import { runInScope } from '../../server/db/tenant-context';
import { pdfText } from '../support/pdf-text';
import { downloadReport, generateReport } from '../support/report-jobs';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
type Json = Record<string, any>;
const ref = (id: number) => ({ id });
let avaliacaoId = 0;
let avaliado: Json;
let potencialEsperado: number | null = null;

const get = async (url: string) => (await t.request('GET', url, { cookie: t.admin })).json() as Json;
const post = async (url: string, body?: unknown) => {
  const r = await t.request('POST', url, { cookie: t.admin, body });
  expect(r.statusCode, r.body).toBeLessThan(300);
  return r.json() as Json;
};

beforeAll(async () => {
  // A demo talent with a competence assessment, and two colleagues to evaluate them.
  const talentos = (await get('/api/colaboradores?situacao=A&size=60&sort=nome,asc')).content as Json[];
  let avaliacoes: Json[] = [];
  for (const talento of talentos) {
    avaliacoes = await get(`/api/colaboradores/${talento.id}/configuracoes-niveis-competencia-colaborador`) as unknown as Json[];
    if (avaliacoes.length) {
      avaliado = talento;
      break;
    }
  }
  const maisRecente = [...avaliacoes].sort((a, b) => (a.data < b.data ? 1 : -1))[0]!;
  const ultima = await get(`/api/colaboradores/${avaliado.id}/configuracoes-niveis-competencia-colaborador/${maisRecente.id}`);
  const soma = (campo: string) => (ultima.competencias as Json[]).reduce((total, c) => total + Number(c[campo] ?? 0), 0);
  potencialEsperado = Math.min(100, Math.round((soma('peso') * 10000) / soma('pesoExigido')) / 100);
  const [gestor, colega] = talentos.filter((c) => c.id !== avaliado.id);
  const modelo = await post('/api/modelos-avaliacao', { titulo: 'Resultados', tipo: 'D', perguntas: [{ texto: 'Entrega?', tipo: 4, notaMinima: 1, notaMaxima: 5, obrigatoria: true, peso: 1 }] });
  const pergunta = (await get(`/api/modelos-avaliacao/${modelo.id}/perguntas`)).perguntas[0].id as number;
  avaliacaoId = (await post('/api/avaliacoes-desempenho', { titulo: 'Ciclo de resultados', tipo: '1.0', dataIni: '2026-01-01', dataFim: '2099-12-31', modeloAvaliacao: ref(modelo.id), permiteAutoAvaliacao: true, anonima: false })).id;
  const adicionar = (avaliador: number, tipo: string) => post(`/api/avaliacoes-desempenho/${avaliacaoId}/avaliados-do-avaliador`, { avaliador: ref(avaliador), tipo, avaliadosIds: [avaliado.id] });
  await adicionar(gestor!.id, 'L');
  await adicionar(colega!.id, 'R');
  await post(`/api/avaliacoes-desempenho/${avaliacaoId}/incluir-autoavaliacao`);
  await t.request('PUT', `/api/avaliacoes-desempenho/${avaliacaoId}/liberar`, { cookie: t.admin });
  const pares = (await get(`/api/participantes-avaliacao-desempenho?avaliacao=${avaliacaoId}`)).content as Json[];
  // Grades of 1 to 5: 5 is 100 %, 3 is 50 %, 1 is 0 %.
  const notas: Record<string, number> = { L: 3, R: 5, U: 1 };
  for (const par of pares) await post(`/api/participantes-avaliacao-desempenho/${par.id}/respostas`, { respostas: [{ perguntaId: pergunta, tipoId: 4, nota: notas[par.tipo] }] });
});

describe('resultado da avaliação de desempenho', () => {
  it('o Nine Box lê desempenho (média dos avaliadores, sem a autoavaliação) e potencial (competências)', async () => {
    const scope = { empresaId: 1, usuarioId: null } as never;
    const resultado = await runInScope(scope, () => desempenhoEPotencial(t.engine.db, scope, avaliacaoId));
    expect(resultado).toEqual([{ colaboradorId: avaliado.id, desempenho: 75, potencial: potencialEsperado }]);
  });

  it('o relatório em PDF e XLSX: cada relação, o desempenho e as competências', async () => {
    const pdf = await generateReport(t, t.admin, 'resultado-avaliacao', 'pdf', { avaliacoesIds: [avaliacaoId] });
    expect(pdf.status, JSON.stringify(pdf)).toBe('CONCLUIDO');
    const texto = pdfText((await downloadReport(t, t.admin, pdf.id)).rawPayload);
    expect(texto).toContain('Resultado da Avaliação de Desempenho');
    expect(texto).toContain(avaliado.nome);
    expect(texto).toMatch(/Desempenho \(%\)/);
    expect(texto).toContain('75');
    expect(texto).toContain('Total de avaliados');
    expect(texto).toContain('Ciclo de resultados — Área organizacional:');

    const xlsx = await generateReport(t, t.admin, 'resultado-avaliacao', 'xlsx', { avaliacoesIds: [avaliacaoId] });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await downloadReport(t, t.admin, xlsx.id)).rawPayload as never);
    const linhas: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => linhas.push((row.values as unknown[]).slice(1)));
    const doAvaliado = linhas.find((l) => l[0] === avaliado.nome)!;
    // Avaliado, cargo, avaliadores, gestores, pares, liderados, avaliadores R, autoavaliação, desempenho, competências.
    expect(doAvaliado.slice(2)).toEqual([3, 50, undefined, undefined, 100, 0, 75, potencialEsperado]);
  });

  it('sem avaliação escolhida o relatório não roda', async () => {
    const r = await t.request('POST', '/api/relatorios/resultado-avaliacao?formato=pdf', { cookie: t.admin, body: {} });
    expect(r.json().fields).toEqual([{ field: 'avaliacoesIds', message: 'Selecione ao menos uma avaliação de desempenho.' }]);
  });
});
