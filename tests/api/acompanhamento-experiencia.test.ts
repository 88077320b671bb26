/**
 * The experience-period follow-up on the talents' questionnaire store: the due dates from the
 * admission, the models of each period, a partial save then the final answer (one row, replaced),
 * the messages, the follow-ups due, the printed questionnaire, the company's walls, and an
 * anonymous answer that no response reveals.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysAfter, today } from '../../engine/validation/brazilian';
import type { AcompanhamentoPrevisto, AcompanhamentosDoTalento, QuestionarioDoAcompanhamento } from '../../modules/avaliacao/experiencia/experiencia.api';
import { MODELO_FORA_DO_PERIODO } from '../../modules/avaliacao/experiencia/rotas';
import { salvarRespostas } from '../../modules/avaliacao/questionario/respostas-colaborador';
import { runInScope } from '../../server/db/tenant-context';
import { pdfText } from '../support/pdf-text';
import { downloadReport, generateReport } from '../support/report-jobs';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
let talento: { id: number; nome: string; dataAdmissao: string };
let periodo45: number;
let modelo90: number;

const base = () => `/api/colaboradores/${talento.id}/acompanhamentos-experiencia`;
const acompanhamentos = async () => (await t.request('GET', base(), { cookie: t.admin })).json() as AcompanhamentosDoTalento;
const questionario = async () => (await t.request('GET', `${base()}/${periodo45}/questionario`, { cookie: t.admin })).json() as QuestionarioDoAcompanhamento;
const responder = (body: unknown, query = '') => t.request('POST', `${base()}/${periodo45}${query}`, { cookie: t.admin, body });

beforeAll(async () => {
  const periodos = (await t.request('GET', '/api/periodos-experiencia?size=10', { cookie: t.admin })).json().content as { id: number; dias: number }[];
  periodo45 = periodos.find((p) => p.dias === 45)!.id;
  const modelos = (await t.request('GET', '/api/modelos-avaliacao?tipo=A&size=10', { cookie: t.admin })).json().content as { id: number; titulo: string }[];
  modelo90 = modelos.find((m) => m.titulo.includes('90'))!.id;
  // A talent none of whose follow-ups was answered (the demo answers some of the recent ones).
  const previstos = (await t.request('GET', `/api/acompanhamentos-experiencia/previstos?dataIni=2000-01-01&dataFim=${today()}&size=100`, { cookie: t.admin })).json().content as AcompanhamentoPrevisto[];
  const respondidos = new Set(previstos.filter((p) => p.questionario).map((p) => p.colaborador.id));
  const escolhido = previstos.find((p) => p.periodo.dias === 45 && !respondidos.has(p.colaborador.id))!.colaborador;
  talento = { id: escolhido.id, nome: escolhido.nome, dataAdmissao: escolhido.dataAdmissao };
});

describe('acompanhamento do período de experiência', () => {
  it('lists each active period due on admission + its days, with its models', async () => {
    const { colaborador, acompanhamentos: lista } = await acompanhamentos();
    expect(colaborador.id).toBe(talento.id);
    expect(lista.map((a) => a.periodo.dias)).toEqual([45, 90]);
    expect(lista[0]!.dataPrevista).toBe(daysAfter(talento.dataAdmissao, 45));
    expect(lista[0]!.modelos.map((m) => m.titulo)).toEqual(['Acompanhamento de experiência — 45 dias']);
    expect(lista[0]!.questionario).toBeNull();
  });

  it('keeps a partial answer, requires every question on the final one, and replaces its row', async () => {
    const { perguntas } = await questionario();
    const notas = perguntas.filter((p) => p.tipo === 4);
    const parcial = await responder({ respostas: [{ perguntaId: notas[0]!.id, tipoId: 4, nota: 5 }] }, '?parcial=true');
    expect(parcial.statusCode, parcial.body).toBe(201);
    expect(parcial.json()).toMatchObject({ respondidoParcialmente: true, aprovado: null, periodoExperiencia: { id: periodo45 } });

    const retomado = await questionario();
    expect(retomado.anteriores.find((r) => r.perguntaId === notas[0]!.id)).toMatchObject({ nota: 5 });

    const incompleto = await responder({ respostas: [{ perguntaId: notas[0]!.id, tipoId: 4, nota: 5 }] });
    expect(incompleto.statusCode).toBe(400);
    expect(incompleto.json().fields).toContainEqual({ field: `perguntas.${notas[1]!.id}`, message: 'Selecione a nota.' });

    const foraDaEscala = await responder({ respostas: [{ perguntaId: notas[0]!.id, tipoId: 4, nota: 9 }] }, '?parcial=true');
    expect(foraDaEscala.json().fields).toEqual([{ field: `perguntas.${notas[0]!.id}`, message: 'Selecione a nota de 1 a 5.' }]);

    const completo = await responder({ respostas: notas.map((p) => ({ perguntaId: p.id, tipoId: 4, nota: 4 })), observacao: 'Boa adaptação.' });
    expect(completo.statusCode, completo.body).toBe(201);
    // Grade 4 on 1..5 everywhere: 75% of every point; the open question scores nothing.
    expect(completo.json()).toMatchObject({ respondidoParcialmente: false, percentual: 75, aprovado: true, observacao: 'Boa adaptação.', descricao: `${talento.nome} — Primeiro período (45 dias)` });
    const rows = (await t.request('GET', `/api/colaboradores-questionarios?colaboradorId=${talento.id}&periodoExperienciaId=${periodo45}`, { cookie: t.admin })).json();
    expect(rows.totalElements).toBe(1);
    expect((await acompanhamentos()).acompanhamentos[0]!.questionario).toMatchObject({ respondidoParcialmente: false, percentual: 75 });
  });

  it('refuses a model of another period', async () => {
    const response = await responder({ respostas: [] }, `?modeloId=${modelo90}&parcial=true`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'modeloId', message: MODELO_FORA_DO_PERIODO }]);
  });

  it('lists the follow-ups due between two dates, paged, and the pending ones only', async () => {
    const prevista = daysAfter(talento.dataAdmissao, 45);
    const url = `/api/acompanhamentos-experiencia/previstos?dataIni=${prevista}&dataFim=${prevista}&size=100`;
    const todos = (await t.request('GET', url, { cookie: t.admin })).json();
    const linha = todos.content.find((a: { colaborador: { id: number } }) => a.colaborador.id === talento.id);
    expect(linha).toMatchObject({ dataPrevista: prevista, periodo: { dias: 45 }, questionario: { percentual: 75 } });
    expect(todos.totalElements).toBe(todos.content.length);
    const pendentes = (await t.request('GET', `${url}&pendentes=true`, { cookie: t.admin })).json();
    expect(pendentes.content.some((a: { colaborador: { id: number } }) => a.colaborador.id === talento.id)).toBe(false);

    const invertido = await t.request('GET', `/api/acompanhamentos-experiencia/previstos?dataIni=${today()}&dataFim=${daysAfter(today(), -1)}`, { cookie: t.admin });
    expect(invertido.json().fields).toEqual([{ field: 'dataFim', message: 'A data final deve ser maior que a data inicial' }]);
    const invalida = await t.request('GET', '/api/acompanhamentos-experiencia/previstos?dataIni=2026-02-30', { cookie: t.admin });
    expect(invalida.json().fields).toEqual([{ field: 'dataIni', message: 'Data inválida' }]);
  });

  it('prints the answered questionnaire, grouped by aspect or economically', async () => {
    const id = (await acompanhamentos()).acompanhamentos[0]!.questionario!.id;
    const agrupado = await t.request('GET', `/api/colaboradores-questionarios/${id}/pdf?agruparPorAspecto=true`, { cookie: t.admin });
    expect(agrupado.statusCode).toBe(200);
    expect(agrupado.headers['content-type']).toBe('application/pdf');
    const texto = pdfText(agrupado.rawPayload);
    expect(texto).toContain(talento.nome);
    for (const aspecto of ['Desempenho', 'Adaptação', 'Comportamento']) expect(texto).toContain(aspecto);
    expect(texto).toContain('Nota: 4');
    const economico = pdfText((await t.request('GET', `/api/colaboradores-questionarios/${id}/pdf?modoEconomico=true`, { cookie: t.admin })).rawPayload);
    expect(economico).toContain('nota 4');
  });

  it('reports the answered follow-ups (PDF, XLSX), and refuses more than 4 periods', async () => {
    const filtro = { dataIni: daysAfter(today(), -1), dataFim: today(), periodosExperienciasIds: [periodo45] };
    const job = await generateReport(t, t.admin, 'acompanhamento-periodo-experiencia', 'pdf', filtro);
    expect(job.status, job.mensagem).toBe('CONCLUIDO');
    const texto = pdfText((await downloadReport(t, t.admin, job.id)).rawPayload).replace(/\s+/g, ' ');
    expect(texto).toContain(talento.nome);
    expect(texto).toMatch(/75(,00)? Sim/);
    const xlsx = await generateReport(t, t.admin, 'acompanhamento-periodo-experiencia', 'xlsx', filtro);
    expect(xlsx.status).toBe('CONCLUIDO');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await downloadReport(t, t.admin, xlsx.id)).rawPayload as unknown as ArrayBuffer);
    const linhas: string[] = [];
    book.worksheets[0]!.eachRow((row) => linhas.push(JSON.stringify(row.values)));
    expect(linhas.some((l) => l.includes(talento.nome))).toBe(true);
    const prevista = daysAfter(talento.dataAdmissao, 45);
    const previsto = await generateReport(t, t.admin, 'acompanhamento-experiencia-previsto', 'pdf', { dataIni: prevista, dataFim: prevista, periodosExperienciasIds: [periodo45] });
    expect(previsto.status, previsto.mensagem).toBe('CONCLUIDO');
    const textoPrevisto = pdfText((await downloadReport(t, t.admin, previsto.id)).rawPayload);
    expect(textoPrevisto).toContain(talento.nome);
    expect(textoPrevisto).toContain(prevista.split('-').reverse().join('/'));
    const cartao = await generateReport(t, t.admin, 'cartao-acompanhamento-periodo-experiencia', 'pdf', { dataReferencia: today(), talentosIds: [talento.id], periodosAcompanhamentosIds: [periodo45] });
    expect(cartao.status, cartao.mensagem).toBe('CONCLUIDO');
    const textoCartao = pdfText((await downloadReport(t, t.admin, cartao.id)).rawPayload).replace(/\s+/g, ' ');
    expect(textoCartao).toContain(talento.nome);
    expect(textoCartao).toMatch(/Primeiro período \(45 dias\) \S+ \S+ 75(,00)? Sim/);
    const semTalento = await t.request('POST', '/api/relatorios/cartao-acompanhamento-periodo-experiencia?formato=pdf', { cookie: t.admin, body: { dataReferencia: today(), talentosIds: [], periodosAcompanhamentosIds: [periodo45] } });
    expect(semTalento.json().fields).toContainEqual({ field: 'talentosIds', message: 'Selecione ao menos um candidato' });
    const ranking = await generateReport(t, t.admin, 'ranking-performance-periodo-experiencia', 'pdf', filtro);
    expect(ranking.status, ranking.mensagem).toBe('CONCLUIDO');
    expect(pdfText((await downloadReport(t, t.admin, ranking.id)).rawPayload)).toContain(talento.nome);
    const demais = await t.request('POST', '/api/relatorios/acompanhamento-periodo-experiencia?formato=pdf', { cookie: t.admin, body: { ...filtro, periodosExperienciasIds: [1, 2, 3, 4, 5] } });
    expect(demais.statusCode).toBe(400);
    expect(demais.json().fields).toContainEqual({ field: 'periodosExperienciasIds', message: 'Selecione no máximo 4 períodos de experiência.' });
  });

  it("never shows another company's talent", async () => {
    expect((await t.request('GET', base(), { cookie: t.norte })).statusCode).toBe(404);
    const id = (await acompanhamentos()).acompanhamentos[0]!.questionario!.id;
    expect((await t.request('GET', `/api/colaboradores-questionarios/${id}`, { cookie: t.norte })).statusCode).toBe(404);
    expect((await t.request('GET', `/api/colaboradores-questionarios/${id}/pdf`, { cookie: t.norte })).statusCode).toBe(404);
  });

  it('keeps who answered an anonymous questionnaire out of every response, the audit included', async () => {
    const page = (await t.request('GET', '/api/colaboradores?size=3&sort=nome,desc', { cookie: t.admin })).json().content as { id: number }[];
    const [avaliado, avaliador] = [page[0]!.id, page[1]!.id];
    const { id: modeloId, perguntas } = await questionario();
    const scope = { empresaId: 1, usuarioId: 1 };
    const salvar = (nota: number) =>
      runInScope(scope, () =>
        t.engine.db.transaction().execute((trx) =>
          salvarRespostas(t.engine, trx, scope, {
            contexto: { colaboradorId: avaliado, avaliadorId: avaliador, anonimo: true, tipoParticipacao: 'P' },
            modeloId,
            respostas: [{ perguntaId: perguntas[0]!.id, tipoId: 4, nota }],
            parcial: true,
          }),
        ),
      );
    await salvar(3);
    // Saving again finds the same row through the kept avaliador: still one.
    const { id } = await salvar(2);
    const rows = (await t.request('GET', `/api/colaboradores-questionarios?colaboradorId=${avaliado}&modeloId=${modeloId}`, { cookie: t.admin })).json();
    expect(rows.totalElements).toBe(1);
    const lido = (await t.request('GET', `/api/colaboradores-questionarios/${id}`, { cookie: t.admin })).json();
    expect(lido).toMatchObject({ colaborador: { id: avaliado }, tipoParticipacao: 'P', respondidoParcialmente: true });
    expect(lido.avaliador ?? null).toBeNull();
    expect(lido.respondidoPor ?? null).toBeNull();
    expect(`${JSON.stringify(rows)}${JSON.stringify(lido)}`).not.toMatch(new RegExp(`"avaliadorAnonimo"|"avaliador":\\{"id":${avaliador}`));
    const audit = (await t.request('GET', `/api/log?entidade=colaboradorQuestionario&size=100`, { cookie: t.admin })).json().content as { registroId: number; usuario?: unknown }[];
    const deste = audit.filter((a) => a.registroId === id);
    expect(deste.length).toBeGreaterThan(0);
    expect(deste.every((a) => !a.usuario)).toBe(true);
    expect(JSON.stringify(deste)).not.toContain('avaliadorAnonimo');
  });
});
