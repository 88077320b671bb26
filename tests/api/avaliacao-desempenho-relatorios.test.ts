/**
 * The performance-evaluation reports of issue 14 item 8 on this file's own talents and
 * evaluations: "Resultado de Avaliação agrupado por Faixa Salarial" (the faixa of the history at
 * the evaluation's end, the group's mean), "Avaliadores e Avaliados" (who answered; an anonymous
 * evaluation never names nor lets infer its avaliadores) and "Comparativo de Performance do
 * Talento" (a talent's evaluations in date order). PDF by pdftotext, XLSX read back.
 */
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { salvarRespostas } from '../../modules/avaliacao/questionario/respostas-colaborador';
import { runInScope } from '../../server/db/tenant-context';
import { reportPdfText, reportSheetRows } from '../support/report-jobs';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
type Json = Record<string, any>;
const ref = (id: number) => ({ id });
const talento: Record<string, number> = {};
const avaliacao = { primeiro: 0, segundo: 0, anonima: 0 };
let modelo = 0;
let pergunta = 0;

const get = async (url: string) => (await t.request('GET', url, { cookie: t.admin })).json() as Json;
async function post(url: string, body?: unknown): Promise<Json> {
  const r = await t.request('POST', url, { cookie: t.admin, body });
  expect(r.statusCode, r.body).toBeLessThan(300);
  return r.json() as Json;
}

/** An evaluation with its pairs ([avaliador, tipo, avaliados]), released. */
async function avaliacaoCom(titulo: string, periodo: [string, string], anonima: boolean, pares: [string, string, string[]][]): Promise<number> {
  const id = (await post('/api/avaliacoes-desempenho', { titulo, tipo: '1.0', dataIni: periodo[0], dataFim: periodo[1], modeloAvaliacao: ref(modelo), permiteAutoAvaliacao: false, anonima })).id as number;
  for (const [avaliador, tipo, avaliados] of pares) {
    await post(`/api/avaliacoes-desempenho/${id}/avaliados-do-avaliador`, { avaliador: ref(talento[avaliador]!), tipo, avaliadosIds: avaliados.map((n) => talento[n]!) });
  }
  expect((await t.request('PUT', `/api/avaliacoes-desempenho/${id}/liberar`, { cookie: t.admin })).statusCode).toBe(200);
  return id;
}

/** RH answers for the avaliador (grades 1 to 5: 5 is 100 %, 3 is 50 %, 1 is 0 %). */
async function responder(avaliacaoId: number, avaliador: string, avaliado: string, nota: number) {
  const pares = (await get(`/api/participantes-avaliacao-desempenho?avaliacao=${avaliacaoId}&avaliador=${talento[avaliador]}&avaliado=${talento[avaliado]}`)).content as Json[];
  await post(`/api/participantes-avaliacao-desempenho/${pares[0]!.id}/respostas`, { respostas: [{ perguntaId: pergunta, tipoId: 4, nota }] });
}

/** The avaliador answers an anonymous evaluation (as the screen "Minhas Avaliações" stores it). */
async function responderAnonimo(avaliacaoId: number, avaliador: string, avaliado: string, parcial: boolean) {
  const scope = { empresaId: 1, usuarioId: null };
  await runInScope(scope, () =>
    t.engine.db.transaction().execute((trx) =>
      salvarRespostas(t.engine, trx, scope, {
        contexto: { colaboradorId: talento[avaliado]!, avaliadorId: talento[avaliador]!, anonimo: true, tipoParticipacao: 'R', referencias: { avaliacaoDesempenho: avaliacaoId } },
        modeloId: modelo,
        respostas: [{ perguntaId: pergunta, tipoId: 4, nota: 4 }],
        parcial,
      }),
    ),
  );
}

const pdf = (name: string, body: unknown) => reportPdfText(t, t.admin, name, body);

const planilha = (name: string, body: unknown) => reportSheetRows(t, t.admin, name, body);

beforeAll(async () => {
  const areas = (await get('/api/areas-organizacionais?unpaged=true&resumido=true')) as unknown as { id: number }[];
  const estabelecimentos = (await get('/api/estabelecimentos?unpaged=true&resumido=true')) as unknown as { id: number }[];
  const cargo = (await post('/api/cargos', { nome: 'Cargo Comparado', nomeMercado: 'Cargo Comparado', areasOrganizacionaisIds: [areas[0]!.id] })).id as number;
  const faixa = async (nome: string) => (await post('/api/faixas-salariais', { cargo: ref(cargo), nome, cbo: ref(252405), historicos: [{ data: '2025-01-01', valor: 3000 }] })).id as number;
  const junior = await faixa('Júnior');
  const senior = await faixa('Sênior');
  const lotacao = { estabelecimento: ref(estabelecimentos[0]!.id), areaOrganizacional: ref(areas[0]!.id), cargo: ref(cargo) };
  const contratar = async (nome: string, faixaId: number) =>
    (talento[nome] = (await post('/api/colaboradores', { nome: `${nome} Comparado`, cpf: generateCpf(), dataAdmissao: '2025-02-01', ...lotacao, faixaSalarial: ref(faixaId) })).id as number);
  await contratar('Ana', junior);
  await contratar('Bia', senior);
  await contratar('Caio', junior);
  await contratar('Gil', junior);
  await contratar('Beto', junior);
  // Ana is promoted after the first cycle: Sênior today, Júnior at its end.
  await post(`/api/colaboradores/${talento.Ana}/historicos`, { data: '2026-08-01', motivo: 'P', ...lotacao, faixaSalarial: ref(senior), tipoSalario: 1 });

  modelo = (await post('/api/modelos-avaliacao', { titulo: 'Comparado', tipo: 'D', perguntas: [{ texto: 'Entrega?', tipo: 4, notaMinima: 1, notaMaxima: 5, obrigatoria: true, peso: 1 }] })).id as number;
  pergunta = (await get(`/api/modelos-avaliacao/${modelo}/perguntas`)).perguntas[0].id as number;
  avaliacao.primeiro = await avaliacaoCom('Ciclo Comparado 1', ['2026-01-01', '2026-06-30'], false, [['Gil', 'L', ['Ana', 'Bia', 'Caio']], ['Beto', 'P', ['Ana']]]);
  await responder(avaliacao.primeiro, 'Gil', 'Ana', 5);
  await responder(avaliacao.primeiro, 'Gil', 'Bia', 3);
  await responder(avaliacao.primeiro, 'Gil', 'Caio', 1);
  avaliacao.segundo = await avaliacaoCom('Ciclo Comparado 2', ['2026-07-01', '2026-12-31'], false, [['Gil', 'L', ['Ana']]]);
  await responder(avaliacao.segundo, 'Gil', 'Ana', 3);
  avaliacao.anonima = await avaliacaoCom('Ciclo Comparado Anônimo', ['2026-01-01', '2026-12-31'], true, [['Gil', 'R', ['Ana', 'Bia']], ['Beto', 'R', ['Ana', 'Bia']]]);
  await responderAnonimo(avaliacao.anonima, 'Gil', 'Ana', false);
  await responderAnonimo(avaliacao.anonima, 'Beto', 'Bia', true);
});

describe('Resultado de Avaliação agrupado por Faixa Salarial', () => {
  it('cada avaliado na faixa do histórico no fim da avaliação, com a média do grupo', async () => {
    const texto = await pdf('resultado-avaliacao-agrupado-faixa', { avaliacaoDesempenho: ref(avaliacao.primeiro) });
    expect(texto).toContain('Resultado de Avaliação agrupado por Faixa Salarial');
    const junior = texto.slice(texto.indexOf('Faixa salarial: Cargo Comparado - Júnior'), texto.indexOf('Faixa salarial: Cargo Comparado - Sênior'));
    const senior = texto.slice(texto.indexOf('Faixa salarial: Cargo Comparado - Sênior'));
    // Ana was Júnior at the cycle's end (promoted after it); Bia always Sênior.
    expect(junior).toMatch(/Ana Comparado .* 100/);
    expect(junior).toMatch(/Caio Comparado .* 0/);
    expect(junior).toMatch(/Média 50/);
    expect(senior).toMatch(/Bia Comparado .* 50/);
    expect(senior).not.toContain('Ana Comparado');

    const linhas = await planilha('resultado-avaliacao-agrupado-faixa', { avaliacaoDesempenho: ref(avaliacao.primeiro) });
    // Avaliado, área, avaliadores, autoavaliação, desempenho, competências.
    expect(linhas.find((l) => l[0] === 'Ana Comparado')!.slice(2, 5)).toEqual([2, undefined, 100]);
    expect(linhas.find((l) => l[0] === 'Bia Comparado')!.slice(2, 5)).toEqual([1, undefined, 50]);
  });

  it('sem avaliação escolhida o relatório não roda', async () => {
    const r = await t.request('POST', '/api/relatorios/resultado-avaliacao-agrupado-faixa?formato=pdf', { cookie: t.admin, body: {} });
    expect(r.json().fields).toEqual([{ field: 'avaliacaoDesempenho', message: 'Avaliação de desempenho é obrigatória' }]);
  });
});

describe('Avaliadores e Avaliados da Avaliação de Desempenho', () => {
  const nome = 'avaliacao-desempenho-avaliadores-avaliados';

  it('quem avalia quem e se respondeu; o filtro por avaliador', async () => {
    const texto = await pdf(nome, { avaliacaoDesempenho: ref(avaliacao.primeiro) });
    expect(texto).toMatch(/Avaliado: Ana Comparado/);
    expect(texto).toMatch(/Gil Comparado +Gestor +Respondida/);
    expect(texto).toMatch(/Beto Comparado +Par +Não respondida/);
    const doBeto = await planilha(nome, { avaliacaoDesempenho: ref(avaliacao.primeiro), avaliadoresIds: [talento.Beto] });
    expect(doBeto).toContainEqual(['Beto Comparado', 'Par', 'Não respondida', 1]);
    expect(JSON.stringify(doBeto)).not.toContain('Gil Comparado');
  });

  it('numa avaliação anônima nenhum avaliador aparece nem se deduz filtrando por um deles', async () => {
    const filtro = { avaliacaoDesempenho: ref(avaliacao.anonima) };
    const texto = await pdf(nome, filtro);
    const linhas = await planilha(nome, filtro);
    const celulas = JSON.stringify(linhas);
    for (const quem of ['Gil', 'Beto']) {
      expect(texto).not.toContain(`${quem} Comparado`);
      expect(celulas).not.toContain(`${quem} Comparado`);
      expect(linhas.flat()).not.toContain(talento[quem]);
    }
    // Per avaliado, how many avaliadores are in each situation, never which.
    expect(texto).toMatch(/Avaliado: Ana Comparado/);
    expect(texto).toMatch(/Avaliação anônima +Não respondida +1/);
    expect(texto).toMatch(/Avaliação anônima +Respondida +1/);
    expect(texto).toMatch(/Avaliação anônima +Respondida parcialmente +1/);
    expect(linhas.filter((l) => l[0] === 'Avaliação anônima')).toEqual([
      ['Avaliação anônima', undefined, 'Não respondida', 1],
      ['Avaliação anônima', undefined, 'Respondida', 1],
      ['Avaliação anônima', undefined, 'Não respondida', 1],
      ['Avaliação anônima', undefined, 'Respondida parcialmente', 1],
    ]);
    // Choosing one avaliador only chooses the avaliados they evaluate: the same counts, over all of theirs.
    for (const quem of ['Gil', 'Beto']) expect(await planilha(nome, { ...filtro, avaliadoresIds: [talento[quem]] })).toEqual(linhas);
    const soAna = await planilha(nome, { ...filtro, avaliadosIds: [talento.Ana], avaliadoresIds: [talento.Gil] });
    expect(soAna.filter((l) => l[0] === 'Avaliação anônima')).toEqual(linhas.filter((l) => l[0] === 'Avaliação anônima').slice(0, 2));
  });

  it('sem avaliação escolhida o relatório não roda', async () => {
    const r = await t.request('POST', `/api/relatorios/${nome}?formato=pdf`, { cookie: t.admin, body: { avaliadosIds: [talento.Ana] } });
    expect(r.json().fields).toEqual([{ field: 'avaliacaoDesempenho', message: 'Avaliação de desempenho é obrigatória' }]);
  });
});

describe('Comparativo de Performance do Talento', () => {
  const nome = 'comparativo-performance-talento';

  it('as avaliações do talento lado a lado, em ordem de data', async () => {
    const filtro = { talentosIds: [talento.Ana], avaliacoesIds: [avaliacao.segundo, avaliacao.anonima, avaliacao.primeiro] };
    const texto = await pdf(nome, filtro);
    expect(texto).toContain('Talento: Ana Comparado');
    const linhas = (await planilha(nome, filtro)).filter((l) => typeof l[0] === 'string' && l[0].startsWith('Ciclo Comparado'));
    // Avaliação, início, fim, avaliadores, gestores, pares, liderados, avaliadores R, autoavaliação, desempenho.
    expect(linhas.map((l) => [l[0], l[3], l[4], l[5], l[7], l[9]])).toEqual([
      ['Ciclo Comparado 1', 2, 100, undefined, undefined, 100],
      ['Ciclo Comparado Anônimo', 2, undefined, undefined, 75, 75],
      ['Ciclo Comparado 2', 1, 50, undefined, undefined, 50],
    ]);
  });

  it('pede ao menos um talento e uma avaliação', async () => {
    const r = await t.request('POST', `/api/relatorios/${nome}?formato=pdf`, { cookie: t.admin, body: { talentosIds: [] } });
    expect(r.json().fields).toEqual([
      { field: 'talentosIds', message: 'Selecione ao menos um talento.' },
      { field: 'avaliacoesIds', message: 'Selecione ao menos uma avaliação de desempenho.' },
    ]);
  });
});
