/**
 * Vacinas (issue 17 item 7, reports of item 8): the vaccine's messages and its dose list following
 * the quantity; the card — due dates from the previous dose, each dose's state, the vaccine's
 * status, doses in order, lote and data requiring each other; registering a dose with the spec's
 * messages; the batch (several talents, one complete reported back, the empty selection);
 * another company's records refused; both reports as PDF (pdftotext) and XLSX; the demo cards.
 */
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysAfter, today } from '../../engine/validation/brazilian';
import { reportPdfText, reportSheetRows } from '../support/report-jobs';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
type Json = Record<string, any>;
const ref = (id: number) => ({ id });
const get = (url: string, cookie = t.admin) => t.request('GET', url, { cookie });
const post = (url: string, body: unknown, cookie = t.admin) => t.request('POST', url, { cookie, body });
const patch = (url: string, body: unknown, cookie = t.admin) => t.request('PATCH', url, { cookie, body });
const hoje = today();
const ids: Record<string, number> = {};

async function criar(url: string, body: unknown, cookie = t.admin): Promise<Json & { id: number }> {
  const response = await post(url, body, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const campos = (response: { json(): any }) => (response.json().fields as { field: string; message: string }[]).sort((a, b) => a.field.localeCompare(b.field));
const primeiro = async (recurso: string, cookie = t.admin) => ((await get(`/api/${recurso}?unpaged=true&resumido=true`, cookie)).json() as { id: number }[])[0]!.id;

async function talento(nome: string, cookie = t.admin): Promise<number> {
  const lotacao = { estabelecimento: ref(await primeiro('estabelecimentos', cookie)), areaOrganizacional: ref(await primeiro('areas-organizacionais', cookie)), cargo: ref(await primeiro('cargos', cookie)) };
  return (await criar('/api/colaboradores', { nome, cpf: generateCpf(), dataAdmissao: '2024-01-02', salario: 3000, ...lotacao }, cookie)).id;
}

const vacina = async (nome: string, dias: number[], cookie = t.admin) =>
  (await criar('/api/vacinas', { nome, quantidadeDoses: dias.length + 1, doses: [...dias, null].map((d, i) => ({ numeroDose: i + 1, ...(d !== null && { diasProximaDose: d }) })) }, cookie)).id;

const cartao = async (colaboradorId: number, cookie = t.admin) => (await get(`/api/cartoes-vacinacao/colaborador/${colaboradorId}`, cookie)).json() as Json;
const registrar = (colaboradorId: number, body: Json, cookie = t.admin) => post(`/api/cartoes-vacinacao/colaborador/${colaboradorId}`, body, cookie);
const daVacina = (c: Json, vacinaId: number) => (c.vacinas as Json[]).find((v) => v.vacinaId === vacinaId)!;

beforeAll(async () => {
  ids.ana = await talento('Ana Vacinada');
  ids.bia = await talento('Bia Vacinada');
  ids.caio = await talento('Caio Vacinado');
  ids.hepatite = await vacina('Teste Hepatite', [30, 150]);
  ids.gripe = await vacina('Teste Gripe', []);
});

describe('vacina', () => {
  it('nome obrigatório até 80, ao menos 1 dose, dias até a próxima ao menos 1', async () => {
    expect(campos(await post('/api/vacinas', { quantidadeDoses: 0 }))).toEqual([
      { field: 'nome', message: 'Nome é obrigatório' },
      { field: 'quantidadeDoses', message: 'O valor mínimo é 1' },
    ]);
    expect(campos(await post('/api/vacinas', { nome: 'x'.repeat(81), quantidadeDoses: 1, doses: [{ numeroDose: 1 }] }))).toEqual([{ field: 'nome', message: 'Máximo de 80 caracteres' }]);
    expect(campos(await post('/api/vacinas', { nome: 'Teste dias', quantidadeDoses: 2, doses: [{ numeroDose: 1, diasProximaDose: 0 }, { numeroDose: 2 }] }))).toEqual([
      { field: 'doses.0.diasProximaDose', message: 'O valor mínimo é 1' },
    ]);
  });

  it('a lista de doses segue a quantidade; cada dose menos a última diz os dias até a próxima', async () => {
    expect(campos(await post('/api/vacinas', { nome: 'Teste lista', quantidadeDoses: 3, doses: [{ numeroDose: 1, diasProximaDose: 10 }] }))).toEqual([
      { field: 'doses', message: 'Informe 3 doses: uma linha para cada dose.' },
    ]);
    expect(campos(await post('/api/vacinas', { nome: 'Teste lista', quantidadeDoses: 2, doses: [{ numeroDose: 1 }, { numeroDose: 2 }] }))).toEqual([
      { field: 'doses.0.diasProximaDose', message: 'Dias até a próxima dose são obrigatórios' },
    ]);
    const salva = await criar('/api/vacinas', { nome: 'Teste lista', quantidadeDoses: 2, doses: [{ numeroDose: 2, diasProximaDose: 9 }, { numeroDose: 1, diasProximaDose: 20 }] });
    expect(salva.doses.map((d: Json) => [d.numeroDose, d.diasProximaDose ?? null])).toEqual([
      [1, 20],
      [2, null],
    ]);
  });
});

describe('cartão de vacinação', () => {
  it('registrar uma dose: as mensagens do spec', async () => {
    const vazio = await registrar(ids.ana!, {});
    expect(vazio.statusCode).toBe(400);
    expect(campos(vazio)).toEqual([
      { field: 'dataRealizacao', message: 'Data da realização é obrigatória' },
      { field: 'lote', message: 'Lote é obrigatório' },
      { field: 'vacinaId', message: 'Vacina é obrigatória' },
    ]);
    expect(campos(await registrar(ids.ana!, { vacinaId: ids.hepatite, dataRealizacao: daysAfter(hoje, 1), lote: 'L1' }))).toEqual([
      { field: 'dataRealizacao', message: expect.stringMatching(/data/i) },
    ]);
  });

  it('a primeira dose põe a vacina no cartão com todas as doses previstas; cada dose tem a sua situação', async () => {
    const feito = (await registrar(ids.ana!, { vacinaId: ids.hepatite, dataRealizacao: daysAfter(hoje, -40), lote: 'HB-1' })).json();
    expect(feito).toEqual({ vacinados: [{ colaboradorId: ids.ana, nome: 'Ana Vacinada', numeroDose: 1 }], completos: [] });
    const hepatite = daVacina(await cartao(ids.ana!), ids.hepatite!);
    expect(hepatite).toMatchObject({ vacina: 'Teste Hepatite', status: 'Em andamento' });
    expect(hepatite.vacinacoes.map((d: Json) => [d.numeroDose, d.dataPrevista, d.dataRealizacao, d.lote, d.situacao])).toEqual([
      [1, daysAfter(hoje, -40), daysAfter(hoje, -40), 'HB-1', 'Recebida'],
      [2, daysAfter(hoje, -10), null, null, 'Atrasada'],
      [3, daysAfter(hoje, 140), null, null, 'A receber'],
    ]);
    // The second dose taken today moves the third: 150 days from it.
    expect((await registrar(ids.ana!, { vacinaId: ids.hepatite, dataRealizacao: hoje, lote: 'HB-2' })).json().vacinados[0].numeroDose).toBe(2);
    const depois = daVacina(await cartao(ids.ana!), ids.hepatite!);
    expect(depois.vacinacoes[2]).toMatchObject({ dataPrevista: daysAfter(hoje, 150), situacao: 'A receber' });
  });

  it('no cartão, lote e data da realização exigem um ao outro; as doses vão na ordem', async () => {
    const doses = daVacina(await cartao(ids.ana!), ids.hepatite!).vacinacoes as Json[];
    const terceira = doses[2]!;
    expect(campos(await patch(`/api/vacinacoes/${terceira.id}`, { lote: 'HB-3' }))).toEqual([{ field: 'dataRealizacao', message: 'Data da realização é obrigatória' }]);
    expect(campos(await patch(`/api/vacinacoes/${terceira.id}`, { dataRealizacao: hoje }))).toEqual([{ field: 'lote', message: 'Lote é obrigatório' }]);
    // The first may not lose its date while the second is taken, nor the second come before it.
    expect(campos(await patch(`/api/vacinacoes/${doses[0]!.id}`, { dataRealizacao: null, lote: null }))).toEqual([
      { field: 'dataRealizacao', message: 'A 2ª dose já foi registrada: apague antes a data dela.' },
    ]);
    expect(campos(await patch(`/api/vacinacoes/${doses[1]!.id}`, { dataRealizacao: daysAfter(hoje, -41) }))).toEqual([
      { field: 'dataRealizacao', message: `A data da realização não pode ser anterior à da 1ª dose (${daysAfter(hoje, -40).split('-').reverse().join('/')}).` },
    ]);
    // Bia's card: the second dose needs the first; the first, alone, may lose its date, and the vaccine leaves the card.
    await registrar(ids.bia!, { vacinaId: ids.hepatite, dataRealizacao: daysAfter(hoje, -5), lote: 'HB-9' });
    const dela = daVacina(await cartao(ids.bia!), ids.hepatite!).vacinacoes as Json[];
    expect((await patch(`/api/vacinacoes/${dela[0]!.id}`, { dataRealizacao: null, lote: null })).statusCode).toBe(200);
    expect(campos(await patch(`/api/vacinacoes/${dela[1]!.id}`, { dataRealizacao: hoje, lote: 'HB-10' }))).toEqual([{ field: 'dataRealizacao', message: 'Registre antes a 1ª dose.' }]);
    expect((await t.request('DELETE', `/api/cartoes-vacinacao/colaborador/${ids.bia}/vacinas/${ids.hepatite}`, { cookie: t.admin })).statusCode).toBe(204);
    expect((await cartao(ids.bia!)).vacinas).toEqual([]);
  });

  it('completo com todas as doses; interrompido com uma dose atrasada há mais de 90 dias', async () => {
    await registrar(ids.caio!, { vacinaId: ids.gripe, dataRealizacao: daysAfter(hoje, -3), lote: 'FLU-1' });
    expect(daVacina(await cartao(ids.caio!), ids.gripe!)).toMatchObject({ status: 'Completo', vacinacoes: [{ situacao: 'Recebida', lote: 'FLU-1' }] });
    expect((await registrar(ids.caio!, { vacinaId: ids.gripe, dataRealizacao: hoje, lote: 'FLU-2' })).json()).toEqual({ vacinados: [], completos: [{ colaboradorId: ids.caio, nome: 'Caio Vacinado' }] });
    await registrar(ids.caio!, { vacinaId: ids.hepatite, dataRealizacao: daysAfter(hoje, -200), lote: 'HB-7' });
    expect(daVacina(await cartao(ids.caio!), ids.hepatite!).status).toBe('Interrompido');
  });
});

describe('vacinação em lote', () => {
  it('exige vacina, data, lote e ao menos 1 talento', async () => {
    const vazio = await post('/api/vacinacao-em-lote', { colaboradorIds: [] });
    expect(campos(vazio)).toEqual([
      { field: 'colaboradorIds', message: 'É necessário selecionar ao menos 1 talento.' },
      { field: 'dataRealizacao', message: 'Data da realização é obrigatória' },
      { field: 'lote', message: 'Lote é obrigatório' },
      { field: 'vacinaId', message: 'Vacina é obrigatória' },
    ]);
    expect(campos(await post('/api/vacinacao-em-lote', { vacinaId: ids.gripe, dataRealizacao: hoje, lote: 'L' }))).toEqual([
      { field: 'colaboradorIds', message: 'É necessário selecionar ao menos 1 talento.' },
    ]);
  });

  it('cada talento recebe a sua próxima dose numa transação; quem completou a vacina volta na resposta', async () => {
    const dani = await talento('Dani Lote');
    const lote = { vacinaId: ids.gripe, dataRealizacao: daysAfter(hoje, -1), lote: 'FLU-LOTE' };
    const resposta = await post('/api/vacinacao-em-lote', { ...lote, colaboradorIds: [ids.ana, ids.caio, dani] });
    expect(resposta.statusCode, resposta.body).toBe(200);
    expect(resposta.json()).toEqual({
      vacinados: [
        { colaboradorId: ids.ana, nome: 'Ana Vacinada', numeroDose: 1 },
        { colaboradorId: dani, nome: 'Dani Lote', numeroDose: 1 },
      ],
      completos: [{ colaboradorId: ids.caio, nome: 'Caio Vacinado' }],
    });
    expect(daVacina(await cartao(dani), ids.gripe!)).toMatchObject({ status: 'Completo', vacinacoes: [{ lote: 'FLU-LOTE' }] });
    expect(daVacina(await cartao(ids.caio!), ids.gripe!).vacinacoes[0].lote).toBe('FLU-1');
    // Hepatite for Ana (dose 3) and Dani (dose 1) at once; a date before Ana's 2nd dose refuses the whole batch.
    const antes = await post('/api/vacinacao-em-lote', { vacinaId: ids.hepatite, dataRealizacao: daysAfter(hoje, -2), lote: 'HB-L', colaboradorIds: [dani, ids.ana] });
    expect(campos(antes)).toEqual([{ field: 'dataRealizacao', message: expect.stringContaining('anterior à da 2ª dose') }]);
    expect((await cartao(dani)).vacinas.map((v: Json) => v.vacinaId)).toEqual([ids.gripe]);
  });
});

describe('empresas', () => {
  it('o cartão, o registro e o lote não alcançam talentos nem vacinas de outra empresa', async () => {
    expect((await get(`/api/cartoes-vacinacao/colaborador/${ids.ana}`, t.norte)).statusCode).toBe(404);
    expect((await registrar(ids.ana!, { vacinaId: ids.gripe, dataRealizacao: hoje, lote: 'X' }, t.norte)).statusCode).toBe(404);
    const norte = await talento('Nina Norte', t.norte);
    expect(campos(await registrar(norte, { vacinaId: ids.gripe, dataRealizacao: hoje, lote: 'X' }, t.norte))).toEqual([{ field: 'vacinaId', message: 'Vacina não encontrada.' }]);
    expect(campos(await post('/api/vacinacao-em-lote', { vacinaId: ids.gripe, dataRealizacao: hoje, lote: 'X', colaboradorIds: [norte] }))).toEqual([
      { field: 'colaboradorIds', message: 'Talento não encontrado.' },
    ]);
    expect((await get(`/api/vacinacoes?colaboradorId=${ids.ana}`, t.norte)).json().totalElements).toBe(0);
    expect((await t.request('DELETE', `/api/cartoes-vacinacao/colaborador/${ids.ana}/vacinas/${ids.hepatite}`, { cookie: t.norte })).statusCode).toBe(404);
  });
});

describe('relatórios e demonstração', () => {
  it('cartão de vacinação do talento em PDF e XLSX', async () => {
    const texto = await reportPdfText(t, t.admin, 'cartao-vacinacao', { colaborador: ref(ids.ana!) });
    expect(texto).toContain('Cartão de Vacinação');
    expect(texto).toMatch(/Vacina: Teste Hepatite \(Em andamento\)/);
    expect(texto).toContain('Vacina: Teste Gripe (Completo)');
    expect(texto).toContain('HB-2');
    expect(texto).toContain('A receber');
    const linhas = await reportSheetRows(t, t.admin, 'cartao-vacinacao', { colaborador: ref(ids.ana!), vacinasIds: [ids.hepatite] });
    expect(linhas.flat().join(' ')).toContain('3ª dose');
    expect(linhas.flat().join(' ')).not.toContain('FLU-LOTE');
  });

  it('vacinações do período por vacina', async () => {
    const texto = await reportPdfText(t, t.admin, 'vacinacoes', { dataIni: daysAfter(hoje, -60), dataFim: hoje, vacinasIds: [ids.hepatite, ids.gripe] });
    expect(texto).toContain('Vacina: Teste Gripe');
    expect(texto).toContain('FLU-LOTE');
    expect(texto).toContain('Dani Lote');
    expect(texto).not.toContain('HB-7');
    const periodo = await post('/api/relatorios/vacinacoes?formato=pdf', { dataIni: hoje, dataFim: daysAfter(hoje, -1) });
    expect(campos(periodo)).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }]);
  });

  it('a demonstração tem cartões com doses recebidas, atrasadas e a receber', async () => {
    const doses = (await get('/api/vacinacoes?size=500')).json().content as Json[];
    const demo = doses.filter((d) => /Hepatite B|Influenza|Tétano/.test(String(d.vacina?.nome ?? '')));
    expect(demo.length).toBeGreaterThan(10);
    for (const situacao of ['R', 'A', 'P']) expect((await get(`/api/vacinacoes?situacao=${situacao}&vacinaId=${demo[0]!.vacina.id}`)).json().totalElements).toBeGreaterThan(0);
  });
});
