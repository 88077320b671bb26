/**
 * The Indicador de Turnover report (spec 02 §7 Talent reports): each company chosen month by month
 * with the turnover's figures, against a fixture computed by hand in 1980 (before any demo talent),
 * narrowed to an área of this file; the PDF by pdftotext, the XLSX cells, and a company the user
 * does not reach refused on the field.
 */
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEM_ACESSO_NA_EMPRESA } from '../../modules/gestao-talentos/turnover/indicador';
import { generateReport, reportPdfText, reportSheetRows } from '../support/report-jobs';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
type Json = Record<string, any>;
const ref = (id: number) => ({ id });
const own: Record<string, number> = {};

async function post(url: string, body: unknown): Promise<number> {
  const response = await t.request('POST', url, { cookie: t.admin, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function talento(nome: string, dataAdmissao: string, area = own.area!): Promise<number> {
  return post('/api/colaboradores', { nome, cpf: generateCpf(), dataAdmissao, estabelecimento: ref(own.estabelecimento!), areaOrganizacional: ref(area), cargo: ref(own.cargo!), faixaSalarial: ref(own.faixa!) });
}

async function desligar(id: number, data: string): Promise<void> {
  const response = await t.request('PUT', `/api/colaboradores/${id}/desligar`, { cookie: t.admin, body: { data, motivo: ref(own.motivo!) } });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  const estabelecimentos = (await t.request('GET', '/api/estabelecimentos?unpaged=true&resumido=true', { cookie: t.admin })).json() as Json[];
  own.estabelecimento = estabelecimentos[0]!.id;
  own.area = await post('/api/areas-organizacionais', { nome: 'Área do Turnover' });
  own.outraArea = await post('/api/areas-organizacionais', { nome: 'Outra Área do Turnover' });
  own.cargo = await post('/api/cargos', { nome: 'Cargo do Turnover', nomeMercado: 'Cargo do Turnover', areasOrganizacionaisIds: [own.area, own.outraArea] });
  own.faixa = await post('/api/faixas-salariais', { cargo: ref(own.cargo), nome: 'Única', cbo: ref(411005), historicos: [{ data: '1970-01-01', tipo: 3, valor: 2000 }] });
  own.motivo = await post('/api/motivos-desligamento', { descricao: 'Fim de contrato (turnover)' });
  const a = await talento('Turnover A', '1980-01-01');
  await talento('Turnover B', '1980-01-01');
  const c = await talento('Turnover C', '1980-02-10');
  await talento('Turnover D', '1980-03-31');
  await talento('Turnover X', '1980-01-05', own.outraArea);
  await desligar(a, '1980-02-15');
  await desligar(c, '1980-03-01');
  await t.engine.database.owner.updateTable('empresa').set({ meta_turnover: 5 }).where('id', '=', 1).execute();
});

const periodo = { dataIni: '1980-01-01', dataFim: '1980-03-31' };

async function linhas(filtro: Json, cookie = t.admin): Promise<string[]> {
  const job = await generateReport(t, cookie, 'indicador-turnover', 'visualizar', filtro);
  expect(job.status, job.mensagem).toBe('CONCLUIDO');
  const page = (await t.request('GET', `/api/relatorios/tarefas/${job.id}/linhas?size=200`, { cookie })).json() as { content: Json[] };
  return page.content.flatMap((l) => (l.kind === 'group' ? [`# ${l.label}`] : l.kind === 'row' ? [l.values.map((v: unknown) => v ?? '').join(' | ')] : []));
}

describe('Indicador de Turnover', () => {
  it("counts the área's months by hand: admissions, dismissals, the headcount at the month's edges and the rate", async () => {
    // Jan: A, B in on the 1st; 2 active on the 1st and the 31st → média 2, ((2+0)/2)/2 = 50%.
    // Feb: C in, A out on the 15th; A, B on the 1st, B, C on the 29th → média 2, ((1+1)/2)/2 = 50%.
    // Mar: C out on the 1st (not active that day), D in on the 31st; B on the 1st, B, D on the 31st → média 1,5, ((1+1)/2)/1,5 = 66,67%.
    expect(await linhas({ ...periodo, areasIds: [own.area] })).toEqual([
      '# Empresa: Empresa Demonstração',
      '01/1980 | 2 | 0 | 2 | 0.5 | 0.05',
      '02/1980 | 1 | 1 | 2 | 0.5 | 0.05',
      '03/1980 | 1 | 1 | 1.5 | 0.6667 | 0.05',
    ]);
  });

  it("the preview's pager counts the months; its pages walk the lines (the company's heading and totals too)", async () => {
    const job = await generateReport(t, t.admin, 'indicador-turnover', 'visualizar', { ...periodo, areasIds: [own.area] });
    const page = (await t.request('GET', `/api/relatorios/tarefas/${job.id}/linhas?size=2`, { cookie: t.admin })).json() as Json;
    expect({ registros: page.registros, totalElements: page.totalElements, linhas: page.content.length }).toEqual({ registros: 3, totalElements: 6, linhas: 2 });
  });

  it('without an área counts every talent of the company: X, admitted on 05/01, joins January', async () => {
    // Jan: 3 in; 2 on the 1st, 3 on the 31st → média 2,5, ((3+0)/2)/2,5 = 60%.
    expect((await linhas(periodo))[1]).toBe('01/1980 | 3 | 0 | 2.5 | 0.6 | 0.05');
  });

  it('prints each company chosen as its group, in the PDF and the XLSX', async () => {
    const filtro = { ...periodo, areasIds: [own.area], empresasIds: [1, 2] };
    const grupos = (await linhas(filtro)).filter((l) => l.startsWith('#'));
    expect(grupos).toEqual(['# Empresa: Empresa Demonstração', '# Empresa: Filial Norte']);
    const texto = (await reportPdfText(t, t.admin, 'indicador-turnover', filtro)).replace(/\s+/g, ' ');
    expect(texto).toContain('Indicador de Turnover');
    expect(texto).toContain('Empresa: Filial Norte 01/1980 0 0 0');
    expect(texto).toContain('Empresa: Empresa Demonstração 01/1980 2 0 2 50% 5% 02/1980 1 1 2 50% 5% 03/1980 1 1 1,5 66,67% 5%');
    const planilha = (await reportSheetRows(t, t.admin, 'indicador-turnover', { ...periodo, areasIds: [own.area] })).map((r) => r.join(' | '));
    expect(planilha.some((r) => r.includes('03/1980') && r.includes('1.5'))).toBe(true);
  });

  it('refuses a company the user does not reach, on the field', async () => {
    const response = await t.request('POST', '/api/relatorios/indicador-turnover?formato=pdf', { cookie: t.norte, body: { ...periodo, empresasIds: [1] } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'empresasIds', message: SEM_ACESSO_NA_EMPRESA('Empresa Demonstração') }]);
  });
});
