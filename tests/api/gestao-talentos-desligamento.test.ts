/**
 * Desligamento (issue 16 item 4 and the turnover of item 7): dismissing a talent — the date's
 * rules, the desligamento record and the history entry written in one transaction, the active
 * and dismissed lists — undoing it, another company's talent refused; the exit interview on the
 * questionnaire engine, partial then final, printed; the turnover per month against a fixture
 * computed by hand; the reports by pdftotext and XLSX.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { daysAfter, today } from '../../engine/validation/brazilian';
import { HISTORICO_POSTERIOR } from '../../modules/gestao-talentos/desligamento/desligar';
import { MODELO_NAO_E_DE_ENTREVISTA } from '../../modules/gestao-talentos/desligamento/entrevista';
import type { EntrevistaDoTalento, QuestionarioDaEntrevista } from '../../modules/gestao-talentos/desligamento/entrevista.api';
import type { TurnoverDoMes } from '../../modules/gestao-talentos/turnover/turnover.api';
import { pdfText } from '../support/pdf-text';
import { downloadReport, generateReport } from '../support/report-jobs';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
type Json = Record<string, any>;
const get = async (url: string, cookie = t.admin) => (await t.request('GET', url, { cookie })).json() as Json;
const post = (url: string, body: unknown, cookie = t.admin) => t.request('POST', url, { cookie, body });
const put = (url: string, body: unknown, cookie = t.admin) => t.request('PUT', url, { cookie, body });
const ref = (id: number) => ({ id });

let lotacao: Json;
let motivoId: number;
let modeloId: number;

async function talento(nome: string, dataAdmissao: string): Promise<number> {
  const response = await post('/api/colaboradores', { nome, cpf: generateCpf(), dataAdmissao, salario: 3000, ...lotacao });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}
const desligar = (id: number, body: Json, cookie = t.admin) => put(`/api/colaboradores/${id}/desligar`, body, cookie);

beforeAll(async () => {
  const modelo = (await get('/api/colaboradores?size=1&sort=nome,asc')).content[0] as Json;
  lotacao = Object.fromEntries(['estabelecimento', 'areaOrganizacional', 'cargo', 'ambiente', 'funcao'].filter((c) => modelo[c]).map((c) => [c, ref(modelo[c].id)]));
  const motivo = await post('/api/motivos-desligamento', { descricao: 'Pedido do talento (teste)' });
  expect(motivo.statusCode, motivo.body).toBe(201);
  motivoId = motivo.json().id;
  const entrevista = await post('/api/modelos-avaliacao', {
    titulo: 'Entrevista de desligamento (teste)',
    tipo: 'E',
    perguntas: [
      { texto: 'Como avalia a liderança?', tipo: 4, obrigatoria: true, peso: 1, notaMinima: 1, notaMaxima: 5 },
      { texto: 'Por que está saindo?', tipo: 1, obrigatoria: true, peso: 1, respostas: [{ texto: 'Salário', peso: 0 }, { texto: 'Carreira', peso: 0 }] },
      { texto: 'Comentários', tipo: 3, obrigatoria: false, peso: 0 },
    ],
  });
  expect(entrevista.statusCode, entrevista.body).toBe(201);
  modeloId = entrevista.json().id;
});

describe('motivos de desligamento', () => {
  it('are unique per company and at most 100 characters', async () => {
    const repetido = await post('/api/motivos-desligamento', { descricao: 'Pedido do talento (teste)' });
    expect(repetido.json().fields).toEqual([{ field: 'descricao', message: 'Já existe um motivo de desligamento com esta descrição.' }]);
    const longo = await post('/api/motivos-desligamento', { descricao: 'x'.repeat(101) });
    expect(longo.statusCode).toBe(400);
    expect(longo.json().fields[0].field).toBe('descricao');
    // Another company may have its own with the same text.
    expect((await post('/api/motivos-desligamento', { descricao: 'Pedido do talento (teste)' }, t.norte)).statusCode).toBe(201);
  });
});

describe('desligar o talento', () => {
  let id: number;
  beforeAll(async () => {
    id = await talento('Talento Desligado Teste', '2025-03-10');
  });

  it('checks the date, the motivo and the note, writing nothing on a refusal', async () => {
    const semNada = await desligar(id, {});
    expect(semNada.statusCode).toBe(400);
    expect(semNada.json().fields.map((f: Json) => f.field).sort()).toEqual(['data', 'motivo']);
    const antes = await desligar(id, { data: '2025-03-09', motivo: ref(motivoId) });
    expect(antes.json().fields).toEqual([{ field: 'data', message: 'A data de desligamento não pode ser anterior à admissão.' }]);
    const longe = await desligar(id, { data: daysAfter(today(), 91), motivo: ref(motivoId) });
    expect(longe.json().fields).toEqual([{ field: 'data', message: 'A data do desligamento pode ser no máximo 90 dias após a data atual' }]);
    const nota = await desligar(id, { data: '2025-06-30', motivo: ref(motivoId), observacao: 'x'.repeat(101) });
    expect(nota.json().fields[0].field).toBe('observacao');
    const motivoAlheio = (await get('/api/motivos-desligamento?size=5', t.norte)).content[0].id as number;
    const alheio = await desligar(id, { data: '2025-06-30', motivo: ref(motivoAlheio) });
    expect(alheio.statusCode).toBe(400);
    expect((await get(`/api/colaboradores/${id}`)).dataDesligamento ?? null).toBeNull();
    expect((await get(`/api/colaboradores/${id}/historicos`)) as unknown as Json[]).toHaveLength(1);
    expect((await get(`/api/desligamentos?colaboradorId=${id}`)).totalElements).toBe(0);
  });

  it('refuses a date before a later history entry', async () => {
    const entrada = await post(`/api/colaboradores/${id}/historicos`, { data: '2025-05-01', motivo: 'P', ...lotacao, tipoSalario: 3, salario: 3500 });
    expect(entrada.statusCode, entrada.body).toBe(201);
    const response = await desligar(id, { data: '2025-04-30', motivo: ref(motivoId) });
    expect(response.json().fields).toEqual([{ field: 'data', message: HISTORICO_POSTERIOR }]);
  });

  it('writes the date, the desligamento and the history entry; the talent leaves the active list', async () => {
    const response = await desligar(id, { data: '2025-06-30', motivo: ref(motivoId), observacao: 'Nova oportunidade' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ dataDesligamento: '2025-06-30' });
    const historico = ((await get(`/api/colaboradores/${id}/historicos`)) as unknown as Json[]).sort((x, y) => x.data.localeCompare(y.data));
    expect(historico.map((h) => [h.data, h.motivo])).toEqual([['2025-03-10', 'C'], ['2025-05-01', 'P'], ['2025-06-30', 'L']]);
    // The dismissal's entry keeps the lotação and salary in force on its date.
    expect(historico[2]).toMatchObject({ salario: 3500, cargo: { id: lotacao.cargo.id }, observacao: 'Nova oportunidade' });
    expect((await get(`/api/desligamentos?colaboradorId=${id}`)).content).toMatchObject([{ data: '2025-06-30', motivo: { id: motivoId }, observacao: 'Nova oportunidade' }]);
    const nomes = async (situacao: string) => ((await get(`/api/colaboradores?nome=Talento Desligado Teste&situacao=${situacao}`)).content as Json[]).map((c) => c.id);
    expect(await nomes('A')).toEqual([]);
    expect(await nomes('D')).toEqual([id]);
    const outraVez = await desligar(id, { data: '2025-07-01', motivo: ref(motivoId) });
    expect(outraVez.statusCode).toBe(409);
    expect(outraVez.json().message).toBe('O talento já está desligado.');
  });

  it('undoes the dismissal: the date, the record and the history entry go', async () => {
    const response = await put(`/api/colaboradores/${id}/cancelarDesligamento`, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().dataDesligamento ?? null).toBeNull();
    expect(((await get(`/api/colaboradores/${id}/historicos`)) as unknown as Json[]).map((h) => h.motivo).sort()).toEqual(['C', 'P']);
    expect((await get(`/api/desligamentos?colaboradorId=${id}`)).totalElements).toBe(0);
    const outraVez = await put(`/api/colaboradores/${id}/cancelarDesligamento`, {});
    expect(outraVez.statusCode).toBe(409);
    expect(outraVez.json().message).toBe('O talento não está desligado.');
  });

  it("refuses another company's talent", async () => {
    const response = await desligar(id, { data: '2025-06-30', motivo: ref(motivoId) }, t.norte);
    expect(response.statusCode).toBe(404);
    expect((await t.request('GET', `/api/colaboradores/${id}/entrevista-desligamento`, { cookie: t.norte })).statusCode).toBe(404);
  });
});

describe('entrevista de desligamento', () => {
  let id: number;
  const base = () => `/api/colaboradores/${id}/entrevista-desligamento`;
  beforeAll(async () => {
    id = await talento('Talento Entrevistado Teste', '2025-01-06');
  });

  it('is only for a dismissed talent', async () => {
    const response = await t.request('GET', `${base()}/questionario?modeloId=${modeloId}`, { cookie: t.admin });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Só o talento desligado tem entrevista de desligamento.');
  });

  it('keeps a partial answer, then the final one in the same row, and prints it', async () => {
    expect((await desligar(id, { data: '2025-09-30', motivo: ref(motivoId) })).statusCode).toBe(200);
    const inicial = (await get(base())) as EntrevistaDoTalento;
    expect(inicial.modelos.map((m) => m.id)).toContain(modeloId);
    expect(inicial.entrevista).toBeNull();
    const questionario = (await get(`${base()}/questionario?modeloId=${modeloId}`)) as QuestionarioDaEntrevista;
    const [nota, motivo, texto] = questionario.perguntas;

    const parcial = await post(`${base()}?modeloId=${modeloId}&parcial=true`, { respostas: [{ perguntaId: nota!.id, tipoId: 4, nota: 4 }] });
    expect(parcial.statusCode, parcial.body).toBe(201);
    expect(parcial.json()).toMatchObject({ respondidoParcialmente: true, colaborador: { id } });
    expect(((await get(`${base()}/questionario`)) as QuestionarioDaEntrevista).anteriores.find((r) => r.perguntaId === nota!.id)).toMatchObject({ nota: 4 });

    const incompleta = await post(`${base()}?modeloId=${modeloId}`, { respostas: [{ perguntaId: nota!.id, tipoId: 4, nota: 4 }] });
    expect(incompleta.statusCode).toBe(400);
    expect(incompleta.json().fields.map((f: Json) => f.field)).toContain(`perguntas.${motivo!.id}`);

    const final = await post(`${base()}?modeloId=${modeloId}`, {
      respostas: [{ perguntaId: nota!.id, tipoId: 4, nota: 5 }, { perguntaId: motivo!.id, tipoId: 1, respostaId: 2 }, { perguntaId: texto!.id, tipoId: 3, comentario: 'Saio pela carreira.' }],
      observacao: 'Entrevista feita pelo RH.',
    });
    expect(final.statusCode, final.body).toBe(201);
    const entrevista = ((await get(base())) as EntrevistaDoTalento).entrevista!;
    expect(entrevista).toMatchObject({ id: final.json().id, modeloId, respondidoParcialmente: false });
    expect((await get(`/api/colaboradores-questionarios?colaboradorId=${id}`)).totalElements).toBe(1);

    const pdf = await t.request('GET', `/api/colaboradores-questionarios/${entrevista.id}/pdf`, { cookie: t.admin });
    expect(pdf.statusCode).toBe(200);
    const impresso = pdfText(pdf.rawPayload);
    expect(impresso).toContain('Talento Entrevistado Teste');
    expect(impresso).toContain('Saio pela carreira.');
  });

  it('refuses a model that is not an interview', async () => {
    const outro = (await get('/api/modelos-avaliacao?tipo=S&size=1')).content[0].id as number;
    const response = await post(`${base()}?modeloId=${outro}&parcial=true`, { respostas: [] });
    expect(response.json().fields).toEqual([{ field: 'modeloId', message: MODELO_NAO_E_DE_ENTREVISTA }]);
  });
});

describe('turnover', () => {
  beforeAll(async () => {
    // A company history of its own, in 1980, before any demo talent: admissions and dismissals on month edges.
    const a = await talento('Turnover A', '1980-01-01');
    await talento('Turnover B', '1980-01-15');
    const c = await talento('Turnover C', '1980-01-31');
    await talento('Turnover D', '1980-03-01');
    expect((await desligar(a, { data: '1980-02-01', motivo: ref(motivoId) })).statusCode).toBe(200);
    expect((await desligar(c, { data: '1980-03-31', motivo: ref(motivoId) })).statusCode).toBe(200);
    await t.engine.database.owner.updateTable('empresa').set({ meta_turnover: 5 }).where('id', '=', 1).execute();
  });

  it('counts admissions, dismissals and the active headcount at the month edges', async () => {
    const response = await t.request('GET', '/api/turnover?dataIni=1980-01-10&dataFim=1980-04-05', { cookie: t.admin });
    expect(response.statusCode, response.body).toBe(200);
    const meses = (response.json() as TurnoverDoMes[]).map(({ empresaNome: _e, ...mes }) => mes);
    // Jan: A, B, C in; 1 active on the 1st (A), 3 on the 31st → média 2, ((3+0)/2)/2 = 75%.
    // Feb: A out on the 1st (not active that day); B, C on both edges → média 2, (1/2)/2 = 25%.
    // Mar: D in on the 1st, C out on the 31st; B, C, D on the 1st, B, D on the 31st → média 2,5, (2/2)/2,5 = 40%.
    // Apr: nothing moves; B and D → 0%.
    expect(meses).toEqual([
      { mes: '1980-01', qtdAdmitidos: 3, qtdDemitidos: 0, media: 2, turnover: 75, meta: 5 },
      { mes: '1980-02', qtdAdmitidos: 0, qtdDemitidos: 1, media: 2, turnover: 25, meta: 5 },
      { mes: '1980-03', qtdAdmitidos: 1, qtdDemitidos: 1, media: 2.5, turnover: 40, meta: 5 },
      { mes: '1980-04', qtdAdmitidos: 0, qtdDemitidos: 0, media: 2, turnover: 0, meta: 5 },
    ]);
    expect((response.json() as TurnoverDoMes[])[0]!.empresaNome).toBe('Empresa Demonstração');
  });

  it('asks for both dates, in order', async () => {
    const semDatas = await t.request('GET', '/api/turnover', { cookie: t.admin });
    expect(semDatas.statusCode).toBe(400);
    expect(semDatas.json().fields.map((f: Json) => f.field).sort()).toEqual(['dataFim', 'dataIni']);
    const invertido = await t.request('GET', '/api/turnover?dataIni=1980-02-01&dataFim=1980-01-01', { cookie: t.admin });
    expect(invertido.json().fields).toEqual([{ field: 'dataFim', message: 'A data final deve ser maior que a data inicial' }]);
  });

  it("sees only the session's company", async () => {
    const norte = (await t.request('GET', '/api/turnover?dataIni=1980-01-01&dataFim=1980-01-31', { cookie: t.norte })).json() as TurnoverDoMes[];
    expect(norte).toMatchObject([{ qtdAdmitidos: 0, media: 0, turnover: null }]);
  });
});

describe('relatórios', () => {
  const texto = async (nome: string, filtro: Json) => {
    const job = await generateReport(t, t.admin, nome, 'pdf', filtro);
    expect(job.status, job.mensagem).toBe('CONCLUIDO');
    return pdfText((await downloadReport(t, t.admin, job.id)).rawPayload).replace(/\s+/g, ' ');
  };

  it('Desligamentos: by month, by talent with the observation, in XLSX too', async () => {
    const periodo = { dataIni: '1980-01-01', dataFim: '1980-12-31' };
    const porMes = await texto('desligamentos', { ...periodo, agruparPor: 'MES_ANO' });
    expect(porMes).toMatch(/02\/1980 .*Turnover A .*03\/1980 .*Turnover C/);
    expect(porMes).toContain('Total de desligamentos');
    const comNota = await texto('desligamentos', { ...periodo, agruparPor: 'TALENTO', exibirObservacao: true });
    expect(comNota).toContain('Turnover A');
    const job = await generateReport(t, t.admin, 'desligamentos', 'xlsx', { ...periodo, agruparPor: 'AREA_ORGANIZACIONAL' });
    expect(job.status, job.mensagem).toBe('CONCLUIDO');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await downloadReport(t, t.admin, job.id)).rawPayload as unknown as ArrayBuffer);
    const linhas: string[] = [];
    book.worksheets[0]!.eachRow((row) => linhas.push(JSON.stringify(row.values)));
    expect(linhas.filter((l) => l.includes('Turnover A') || l.includes('Turnover C'))).toHaveLength(2);
    expect(linhas.some((l) => l.includes('Turnover B'))).toBe(false);
  });

  it('Admitidos: the admissions of the period', async () => {
    const admitidos = await texto('admitidos', { dataIni: '1980-01-01', dataFim: '1980-01-31' });
    for (const nome of ['Turnover A', 'Turnover B', 'Turnover C']) expect(admitidos).toContain(nome);
    expect(admitidos).not.toContain('Turnover D');
    expect(admitidos).toContain('Total de admitidos');
  });
});

describe('resultados das entrevistas', () => {
  it('counts the answers of the final interviews of the period, question by question', async () => {
    const filtro = { modelo: ref(modeloId), dataIni: '2025-09-01', dataFim: '2025-09-30' };
    const job = await generateReport(t, t.admin, 'resultados-entrevistas-desligamentos', 'pdf', filtro);
    expect(job.status, job.mensagem).toBe('CONCLUIDO');
    const texto = pdfText((await downloadReport(t, t.admin, job.id)).rawPayload).replace(/\s+/g, ' ');
    expect(texto).toMatch(/Como avalia a liderança\? 1 5(,0+)?/);
    expect(texto).toContain('Carreira: 1 (100%)');
    expect(texto).toContain('Saio pela carreira.');
    const fora = await generateReport(t, t.admin, 'resultados-entrevistas-desligamentos', 'pdf', { ...filtro, dataIni: '2025-10-01', dataFim: '2025-10-31' });
    expect(pdfText((await downloadReport(t, t.admin, fora.id)).rawPayload)).not.toContain('Saio pela carreira.');
    const outro = (await get('/api/modelos-avaliacao?tipo=S&size=1')).content[0].id as number;
    const recusado = await t.request('POST', '/api/relatorios/resultados-entrevistas-desligamentos?formato=pdf', { cookie: t.admin, body: { ...filtro, modelo: ref(outro) } });
    expect(recusado.json().fields).toEqual([{ field: 'modelo', message: MODELO_NAO_E_DE_ENTREVISTA }]);
  });
});

describe('taxa de demissão', () => {
  it("divides each month's dismissals by motivo by the month's média", async () => {
    const job = await generateReport(t, t.admin, 'taxa-demissao', 'pdf', { dataIni: '1980-01-01', dataFim: '1980-04-30', motivosIds: [motivoId] });
    expect(job.status, job.mensagem).toBe('CONCLUIDO');
    const texto = pdfText((await downloadReport(t, t.admin, job.id)).rawPayload).replace(/\s+/g, ' ');
    // Feb: 1 of a média of 2 → 50%; Mar: 1 of 2,5 → 40% (the turnover fixture above).
    expect(texto).toMatch(/02\/1980 .*?Pedido do talento \(teste\) 1 2(,0+)? 50(,0+)? ?%/);
    expect(texto).toMatch(/03\/1980 .*?Pedido do talento \(teste\) 1 2,50? 40(,0+)? ?%/);
  });
});

describe('demonstração', () => {
  it('has five dismissals over the past year, each with its answered interview', async () => {
    const demo = (await get(`/api/desligamentos?size=50`)).content as Json[];
    const doAno = demo.filter((d) => d.data >= daysAfter(today(), -365));
    expect(doAno.length).toBeGreaterThanOrEqual(5);
    for (const d of doAno.slice(0, 5)) {
      const { entrevista } = (await get(`/api/colaboradores/${d.colaborador.id}/entrevista-desligamento`)) as EntrevistaDoTalento;
      expect(entrevista?.respondidoParcialmente).toBe(false);
    }
  });
});
