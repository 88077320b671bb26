/**
 * Candidate evaluations: the questions of a model (with the rules of a question), answering
 * from HR and from the portal, the messages of each refusal, the pending list, the ad's
 * counts, tenancy, and the report "Avaliação de Candidatos" (PDF, XLSX, empty).
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_REPORT_MESSAGE } from '../../engine/report/api';
import { shiftDate } from '../../engine/report/defaults';
import { today } from '../../engine/validation/brazilian';
import type { Pergunta } from '../../modules/avaliacao/questionario/questionario.api';
import { pdfText } from '../support/pdf-text';
import { downloadReport, generateReport } from '../support/report-jobs';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const ids = new Map<string, number>();
const id = (name: string) => {
  const value = ids.get(name);
  if (value === undefined) throw new Error(`sem ${name}`);
  return value;
};

const ANALISTA = 'Analista de RH para recrutamento';
const MODELO = 'Entrevista comportamental';

async function byName(resource: string, field: string) {
  const page = (await t.request('GET', `/api/${resource}?size=100`, { cookie: t.admin })).json().content as Record<string, unknown>[];
  for (const row of page) ids.set(String(row[field]), row.id as number);
}

async function portalLogin(cpf: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/externo/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cpf, senha: 'demo1234', empresaId: '1' }).toString(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'rh_sessao')!;
  return { cookie: `rh_sessao=${cookie.value}`, candidatoId: response.json().candidato.id as number };
}

beforeAll(async () => {
  await byName('solicitacoes-pessoal', 'descricao');
  await byName('candidatos', 'nome');
  await byName('modelos-avaliacao', 'titulo');
});

const perguntas = async (modeloId = id(MODELO), cookie = t.admin) => (await t.request('GET', `/api/modelos-avaliacao/${modeloId}/perguntas`, { cookie })).json().perguntas as Pergunta[];
const answer = (candidato: string, respostas: unknown, query = `solicitacaoId=${id(ANALISTA)}`, cookie = t.admin, modeloId = id(MODELO)) =>
  t.request('POST', `/api/candidatos/${id(candidato)}/avaliacoes/${modeloId}?${query}`, { cookie, body: { respostas } });

/** Answers to the demo model: [alternative of 1, alternatives of 2, grade of 3, text of 4]. */
async function respostas(objetiva: number, multipla: number[], nota: number, texto?: string) {
  const [p1, p2, p3, p4] = await perguntas();
  return [
    { perguntaId: p1!.id, tipoId: 1, respostaId: objetiva },
    { perguntaId: p2!.id, tipoId: 5, respostasIds: multipla },
    { perguntaId: p3!.id, tipoId: 4, nota },
    { perguntaId: p4!.id, tipoId: 3, comentario: texto ?? null },
  ];
}

describe('modelos de avaliação por tipo', () => {
  it('a solicitação só oferece e só aceita modelos de Solicitação', async () => {
    const desempenho = await t.request('POST', '/api/modelos-avaliacao', { cookie: t.admin, body: { titulo: 'Avaliação anual de desempenho', tipo: 'D' } });
    expect(desempenho.statusCode, desempenho.body).toBe(201);
    const oferecidos = (await t.request('GET', '/api/modelos-avaliacao?tipo=S&unpaged=true&resumido=true', { cookie: t.admin })).json() as { id: number }[];
    expect(oferecidos.map((m) => m.id)).toContain(id(MODELO));
    expect(oferecidos.map((m) => m.id)).not.toContain(desempenho.json().id);
    const solicitacao = (await t.request('GET', `/api/solicitacoes-pessoal/${id(ANALISTA)}`, { cookie: t.admin })).json();
    const refused = await t.request('PUT', `/api/solicitacoes-pessoal/${solicitacao.id}`, { cookie: t.admin, body: { ...solicitacao, avaliacoesIds: [id(MODELO), desempenho.json().id] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ field: 'avaliacoesIds', message: 'Este modelo de avaliação não é de Solicitação.' }]);
  });

  it('o acompanhamento de experiência pede o período', async () => {
    const semPeriodo = await t.request('POST', '/api/modelos-avaliacao', { cookie: t.admin, body: { titulo: 'Acompanhamento de 45 dias', tipo: 'A' } });
    expect(semPeriodo.json().fields).toEqual([{ field: 'periodoExperiencia', message: 'Período de acompanhamento é obrigatório' }]);
    const periodo = (await t.request('GET', '/api/periodos-experiencia?unpaged=true&resumido=true', { cookie: t.admin })).json()[0];
    const criado = await t.request('POST', '/api/modelos-avaliacao', { cookie: t.admin, body: { titulo: 'Acompanhamento de 45 dias', tipo: 'A', periodoExperiencia: { id: periodo.id } } });
    expect(criado.statusCode, criado.body).toBe(201);
    const dias = await t.request('POST', '/api/periodos-experiencia', { cookie: t.admin, body: { nome: 'Sem dias' } });
    expect(dias.json().fields).toEqual([{ field: 'dias', message: 'Quantidade de Dias é obrigatória' }]);
  });
});

describe('perguntas do modelo', () => {
  it('serve as perguntas na ordem, com alternativas, nota e comentário', async () => {
    const lista = await perguntas();
    expect(lista.map((p) => [p.ordem, p.tipo])).toEqual([[1, 1], [2, 5], [3, 4], [4, 3]]);
    expect(lista[0]!.respostas).toHaveLength(3);
    expect(lista[2]).toMatchObject({ notaMinima: 1, notaMaxima: 10, exigirComentario: true, comentario: 'Dê um exemplo de uma conversa difícil com um gestor.' });
  });

  it('as regras da pergunta valem no servidor: texto, alternativas, texto da solicitação, escala', async () => {
    const modelo = (await t.request('GET', `/api/modelos-avaliacao/${id(MODELO)}`, { cookie: t.admin })).json();
    const save = (novas: unknown[]) =>
      t.request('PUT', `/api/modelos-avaliacao/${modelo.id}`, { cookie: t.admin, body: { ...modelo, perguntas: [...modelo.perguntas, ...novas] } });
    const bad = await save([
      { tipo: 1, peso: 1, obrigatoria: true, texto: '', respostas: [{ texto: 'Só uma', peso: 1 }] },
      { tipo: 5, peso: 1, obrigatoria: true, texto: 'Quais?', respostas: [{ texto: '', peso: 1 }, { texto: 'B', peso: 1 }] },
      { tipo: 3, peso: 1, obrigatoria: true, texto: 'Fale', exigirComentario: true },
      { tipo: 4, peso: 1, obrigatoria: true, texto: 'Nota', notaMinima: 5, notaMaxima: 5 },
      { tipo: 1, peso: 1, obrigatoria: true, texto: 'Sem alternativas' },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'perguntas.4.texto', message: 'Pergunta é obrigatória' },
        { field: 'perguntas.4.respostas', message: 'Informe ao menos duas alternativas.' },
        { field: 'perguntas.5.respostas.0.texto', message: 'Alternativa é obrigatória' },
        { field: 'perguntas.6.comentario', message: 'Texto da solicitação é obrigatório' },
        { field: 'perguntas.7.notaMaxima', message: 'A nota máxima deve ser maior que a nota mínima.' },
        { field: 'perguntas.8.respostas', message: 'Informe ao menos duas alternativas.' },
      ]),
    );
    // Nothing was written.
    expect(await perguntas()).toHaveLength(4);
  });
});

describe('respostas pelo RH', () => {
  it('a demonstração traz uma aprovada e uma reprovada, com percentual', async () => {
    const page = (await t.request('GET', `/api/avaliacoes-candidato?solicitacaoId=${id(ANALISTA)}&sort=percentual,desc`, { cookie: t.admin })).json();
    expect(page.content.map((a: { candidato: { nome: string }; percentual: number; aprovado: boolean }) => [a.candidato.nome, a.percentual, a.aprovado])).toEqual([
      // Bruno: 20/20 + 7/10 + (8-1)/9×2 = 28,56 of 32; Carla: 0 + 3 + (5-1)/9×2 = 3,89 of 32.
      ['Bruno Henrique Lima', 89.25, true],
      ['Carla Mendes Rocha', 12.16, false],
    ]);
    const reprovadas = (await t.request('GET', '/api/avaliacoes-candidato?aprovado=false', { cookie: t.admin })).json();
    expect(reprovadas.totalElements).toBe(1);
  });

  it('cada pergunta recebe sua mensagem; nada é gravado', async () => {
    const [p1, p2, p3, p4] = await perguntas();
    const blank = await answer('Ana Beatriz Souza', [
      { perguntaId: p1!.id, tipoId: 1 },
      { perguntaId: p2!.id, tipoId: 5, respostasIds: [] },
      { perguntaId: p3!.id, tipoId: 4 },
    ]);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual([
      { field: `perguntas.${p1!.id}`, message: 'Selecione uma alternativa.' },
      { field: `perguntas.${p2!.id}`, message: 'Selecione ao menos uma alternativa.' },
      { field: `perguntas.${p3!.id}`, message: 'Selecione a nota.' },
    ]);
    const wrong = await answer('Ana Beatriz Souza', [
      { perguntaId: p1!.id, tipoId: 1, respostaId: 9 },
      { perguntaId: p2!.id, tipoId: 5, respostasIds: [1, 7] },
      { perguntaId: p3!.id, tipoId: 4, nota: 11 },
      { perguntaId: p4!.id, tipoId: 3, comentario: 'x'.repeat(4001) },
    ]);
    expect(wrong.json().fields.map((f: { message: string }) => f.message)).toEqual([
      'Alternativa inválida.',
      'Alternativa inválida.',
      'Selecione a nota de 1 a 10.',
      'Máximo de 4000 caracteres',
    ]);
    const shape = await answer('Ana Beatriz Souza', [{ tipoId: 1 }]);
    expect(shape.json().fields).toEqual([{ field: 'respostas.0.perguntaId', message: 'Pergunta é obrigatória' }]);
    const stale = await answer('Ana Beatriz Souza', [{ perguntaId: 999999, tipoId: 1, respostaId: 1 }]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('O modelo de avaliação foi alterado. Recarregue a avaliação e responda novamente.');
    const list = (await t.request('GET', `/api/avaliacoes-candidato?candidatoId=${id('Ana Beatriz Souza')}`, { cookie: t.admin })).json();
    expect(list.totalElements).toBe(0);
  });

  it('recusa candidato fora da solicitação, modelo que ela não aplica e etapa de outro candidato', async () => {
    const fora = await answer('Elaine Cristina Prado', await respostas(2, [1], 5));
    expect(fora.statusCode).toBe(400);
    expect(fora.json().fields).toEqual([{ field: 'solicitacaoId', message: 'O candidato não participa desta solicitação.' }]);
    const outroModelo = await answer('Ana Beatriz Souza', await respostas(2, [1], 5), `solicitacaoId=${id(ANALISTA)}`, t.admin, id('Prova técnica de informática'));
    expect(outroModelo.json().fields).toEqual([{ field: 'avaliacaoId', message: 'Este modelo de avaliação não é aplicado nesta solicitação.' }]);
    const semSolicitacao = await answer('Ana Beatriz Souza', await respostas(2, [1], 5), '');
    expect(semSolicitacao.json().fields).toEqual([{ field: 'solicitacaoId', message: 'Solicitação é obrigatória' }]);
    const historicoCarla = (await t.request('GET', `/api/historico/candidato/${id('Carla Mendes Rocha')}`, { cookie: t.admin })).json()[0].id;
    const etapaAlheia = await answer('Ana Beatriz Souza', await respostas(2, [1], 5), `solicitacaoId=${id(ANALISTA)}&historicoCandidatoId=${historicoCarla}`);
    expect(etapaAlheia.json().fields).toEqual([{ field: 'historicoCandidatoId', message: 'A etapa do histórico informada não é deste candidato nesta solicitação.' }]);
  });

  it('responde em nome do candidato, na etapa do histórico; responder de novo substitui', async () => {
    const historicoAna = (await t.request('GET', `/api/historico/candidato/${id('Ana Beatriz Souza')}`, { cookie: t.admin })).json()[0].id;
    const first = await answer('Ana Beatriz Souza', await respostas(3, [3], 1), `solicitacaoId=${id(ANALISTA)}&historicoCandidatoId=${historicoAna}`);
    expect(first.statusCode, first.body).toBe(201);
    // 3×2=6 of 20, 3 of 10, 0 of 2 → 9 of 32.
    expect(first.json()).toMatchObject({ percentual: 28.13, aprovado: false, respondidoPor: 'R', respondente: 'Administrador Demonstração', historicoCandidato: { id: historicoAna } });
    const again = await answer('Ana Beatriz Souza', await respostas(2, [1, 2, 3], 10, 'Renegociei o cronograma de admissões.'));
    expect(again.json()).toMatchObject({ percentual: 100, aprovado: true, pontos: 32 });
    expect(again.json().respostas[3]).toMatchObject({ texto: 'Conte uma situação em que você precisou negociar prazos com um gestor.', comentario: 'Renegociei o cronograma de admissões.', pontos: 0 });
    const list = (await t.request('GET', `/api/avaliacoes-candidato?candidatoId=${id('Ana Beatriz Souza')}`, { cookie: t.admin })).json();
    expect(list.content.map((a: { id: number }) => a.id)).toEqual([again.json().id]);

    const vinculos = (await t.request('GET', `/api/candidatos-solicitacao?candidatoId=${id('Ana Beatriz Souza')}`, { cookie: t.admin })).json().content;
    const pend = (await t.request('GET', `/api/candidatos-solicitacao/${vinculos[0].id}/avaliacoes`, { cookie: t.admin })).json();
    expect(pend).toMatchObject({ utilizarAvaliacoesEtapaSeletiva: true, avaliacoes: [{ modelo: { titulo: MODELO }, respondida: true, avaliacao: { percentual: 100, aprovado: true } }] });

    // HR removes the answer: the candidate may answer again.
    expect((await t.request('DELETE', `/api/avaliacoes-candidato/${again.json().id}`, { cookie: t.admin })).statusCode).toBe(204);
  });
});

describe('portal do candidato', () => {
  it('lista a avaliação pendente, responde uma vez e o anúncio conta as respondidas', async () => {
    const ana = await portalLogin('39053344705');
    const pendentes = (await t.request('GET', '/api/externo/avaliacoes', { cookie: ana.cookie })).json();
    expect(pendentes).toEqual([expect.objectContaining({ solicitacaoId: id(ANALISTA), titulo: 'Analista de RH (recrutamento e seleção)', modelo: { id: id(MODELO), titulo: MODELO }, respondida: false })]);
    expect(pendentes[0]).not.toHaveProperty('avaliacao');

    const questionario = (await t.request('GET', `/api/externo/avaliacoes/${id(MODELO)}/perguntas?solicitacaoId=${id(ANALISTA)}`, { cookie: ana.cookie })).json();
    expect(questionario.perguntas).toHaveLength(4);
    expect(questionario).not.toHaveProperty('percentualMinimoAprovacao');
    // The weights would give the right answers away.
    expect(questionario.perguntas[0]).not.toHaveProperty('peso');
    expect(questionario.perguntas[0].respostas[1]).toEqual({ texto: 'Converso com cada um separadamente para entender os pontos de vista' });
    const [p1, p2, p3] = questionario.perguntas as Pergunta[];
    const body = { respostas: [{ perguntaId: p1!.id, tipoId: 1, respostaId: 2 }, { perguntaId: p2!.id, tipoId: 5, respostasIds: [1] }, { perguntaId: p3!.id, tipoId: 4, nota: 7 }] };
    const url = (candidatoId: number) => `/api/externo/candidatos/${candidatoId}/avaliacoes/${id(MODELO)}?solicitacaoId=${id(ANALISTA)}`;

    const forSomeoneElse = await t.request('POST', url(id('Bruno Henrique Lima')), { cookie: ana.cookie, body });
    expect(forSomeoneElse.statusCode).toBe(404);
    const missing = await t.request('POST', url(ana.candidatoId), { cookie: ana.cookie, body: { respostas: [] } });
    expect(missing.json().fields).toHaveLength(3);
    const sent = await t.request('POST', url(ana.candidatoId), { cookie: ana.cookie, body });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ respondida: true });
    const twice = await t.request('POST', url(ana.candidatoId), { cookie: ana.cookie, body });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Você já respondeu esta avaliação.');

    const stored = (await t.request('GET', `/api/avaliacoes-candidato?candidatoId=${ana.candidatoId}`, { cookie: t.admin })).json().content[0];
    expect(stored).toMatchObject({ respondidoPor: 'C', respondente: 'Ana Beatriz Souza' });
    const ads = (await t.request('GET', '/api/externo/anuncios?empresaId=1', { cookie: ana.cookie })).json();
    expect(ads.find((a: { solicitacao: { id: number } }) => a.solicitacao.id === id(ANALISTA))).toMatchObject({ qtdAvaliacoes: 1, qtdAvaliacoesRespondidas: 1 });
    expect((await t.request('GET', '/api/externo/anuncios?empresaId=1')).json()[0]).not.toHaveProperty('qtdAvaliacoes');
  });

  it('o questionário só existe nas solicitações do candidato cujo anúncio usa avaliações', async () => {
    const ana = await portalLogin('39053344705');
    const other = await t.request('GET', `/api/externo/avaliacoes/${id(MODELO)}/perguntas?solicitacaoId=${id('Auxiliares de logística para o centro de distribuição')}`, { cookie: ana.cookie });
    expect(other.statusCode).toBe(404);
    expect((await t.request('GET', '/api/externo/avaliacoes')).statusCode).toBe(401);
    expect((await t.request('GET', `/api/modelos-avaliacao/${id(MODELO)}/perguntas`, { cookie: ana.cookie })).statusCode).toBe(403);
  });
});

describe('empresas', () => {
  it('a Filial Norte não lê nem responde as avaliações da Empresa Demonstração', async () => {
    const anyEvaluation = (await t.request('GET', '/api/avaliacoes-candidato', { cookie: t.admin })).json().content[0];
    expect((await t.request('GET', `/api/avaliacoes-candidato/${anyEvaluation.id}`, { cookie: t.norte })).statusCode).toBe(404);
    expect((await t.request('GET', '/api/avaliacoes-candidato', { cookie: t.norte })).json().totalElements).toBe(0);
    expect((await t.request('GET', `/api/modelos-avaliacao/${id(MODELO)}/perguntas`, { cookie: t.norte })).statusCode).toBe(404);
    const vinculo = (await t.request('GET', '/api/candidatos-solicitacao', { cookie: t.admin })).json().content[0];
    expect((await t.request('GET', `/api/candidatos-solicitacao/${vinculo.id}/avaliacoes`, { cookie: t.norte })).statusCode).toBe(404);
    const foreign = await answer('Bruno Henrique Lima', await respostas(2, [1], 5), `solicitacaoId=${id(ANALISTA)}`, t.norte);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual([{ field: 'solicitacaoId', message: 'O candidato não participa desta solicitação.' }]);
    expect((await t.request('DELETE', `/api/avaliacoes-candidato/${anyEvaluation.id}`, { cookie: t.norte })).statusCode).toBe(404);
  });
});

describe('relatório Avaliação de Candidatos', () => {
  const periodo = () => ({ dataIni: shiftDate(today(), { months: -6 }), dataFim: today() });

  it('PDF detalhado com as respostas; resumido sem elas; XLSX', async () => {
    const meta = (await t.request('GET', '/api/meta/relatorios', { cookie: t.admin })).json().find((r: { name: string }) => r.name === 'avaliacao-candidato');
    expect(meta.route).toBe('/captacao/relatorios/avaliacao-candidato');
    expect(meta.filter.properties.dataIni.default).toBe(shiftDate(today(), { months: -6 }));

    const job = await generateReport(t, t.admin, 'avaliacao-candidato', 'pdf', periodo());
    expect(job.status, job.mensagem).toBe('CONCLUIDO');
    const text = pdfText((await downloadReport(t, t.admin, job.id)).rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Avaliação de Candidatos');
    expect(text).toMatch(/Solicitação: \d+ - Analista de RH para recrutamento/);
    expect(text).toMatch(/Bruno Henrique Lima Entrevista comportamental .*89,25% Sim/);
    expect(text).toMatch(/Carla Mendes Rocha Entrevista comportamental .*12,16% Não/);
    expect(text).toContain('1. Diante de um conflito entre colegas da equipe, qual é a sua primeira atitude? — Converso com cada um separadamente');
    expect(text).toContain('nota 8 — "Negociei com a gerência de logística');

    const resumido = await generateReport(t, t.admin, 'avaliacao-candidato', 'pdf', { ...periodo(), resumido: true });
    const short = pdfText((await downloadReport(t, t.admin, resumido.id)).rawPayload);
    expect(short).toContain('Bruno Henrique Lima');
    expect(short).not.toContain('Diante de um conflito');

    const xlsx = await generateReport(t, t.admin, 'avaliacao-candidato', 'xlsx', { ...periodo(), modelosIds: [id(MODELO)] });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await downloadReport(t, t.admin, xlsx.id)).rawPayload as never);
    const cells: unknown[] = [];
    workbook.worksheets[0]!.eachRow((row) => cells.push(...(row.values as unknown[]).slice(1)));
    expect(cells).toEqual(expect.arrayContaining(['Bruno Henrique Lima', 'Carla Mendes Rocha', 'Sim', 'Não']));
  });

  it('sem dados: a mensagem do catálogo; outra empresa não vê as avaliações', async () => {
    const empty = await generateReport(t, t.admin, 'avaliacao-candidato', 'pdf', { dataIni: '1990-01-01', dataFim: '1990-12-31' });
    expect(empty).toMatchObject({ status: 'VAZIO', mensagem: EMPTY_REPORT_MESSAGE });
    const other = await generateReport(t, t.norte, 'avaliacao-candidato', 'pdf', periodo());
    expect(other.status).toBe('VAZIO');
  });
});

describe('LGPD', () => {
  it('a candidata que se exclui leva as avaliações, e a auditoria não guarda cópia delas', async () => {
    expect((await answer('Ana Beatriz Souza', await respostas(2, [1], 5))).statusCode).toBe(201);
    const ana = await portalLogin('39053344705');
    const owner = t.engine.database.owner;
    const traces = async () =>
      (await sql<{ n: number }>`select count(*)::integer as n from auditoria where entidade = 'avaliacaoCandidato'
        and (antes::text like '%Ana Beatriz%' or depois::text like '%Ana Beatriz%')`.execute(owner)).rows[0]!.n;
    expect(await traces()).toBeGreaterThan(0);
    const erased = await t.request('DELETE', `/api/externo/candidatos/${ana.candidatoId}`, { cookie: ana.cookie });
    expect(erased.statusCode, erased.body).toBe(204);
    expect((await t.request('GET', `/api/avaliacoes-candidato?candidatoId=${ana.candidatoId}`, { cookie: t.admin })).json().totalElements).toBe(0);
    expect(await traces()).toBe(0);
  });
});
