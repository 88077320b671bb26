/**
 * The report engine over HTTP: the Relatório de Cargos of the demo data and a test-only
 * report with a date range, year bounds and sums, as PDF (text read back by pdftotext),
 * XLSX (read back by exceljs) and preview pages; the empty and invalid filters; and jobs
 * that only their owner sees.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_REPORT_MESSAGE } from '../../engine/report/api';
import { shiftDate } from '../../engine/report/defaults';
import { today } from '../../engine/validation/brazilian';
import { pdfText } from '../support/pdf-text';
import { downloadReport, generateReport } from '../support/report-jobs';
import { schemasWithReportFixture } from '../support/report-fixture';
import { NORTE, useTestApp } from '../support/test-app';

const t = useTestApp({ schemasDir: schemasWithReportFixture() });
let areasIds: number[];
let etapasIds: number[];

beforeAll(async () => {
  const ids = async (resource: string) => ((await t.request('GET', `/api/${resource}?unpaged=true&resumido=true`, { cookie: t.admin })).json() as { id: number; nome: string }[]);
  // The four áreas of demo-data.json, whose four cargos fit one page (the generated demo adds more).
  areasIds = (await ids('areas-organizacionais')).filter((a) => ['Diretoria', 'Recursos Humanos', 'Tecnologia da Informação', 'Operações'].includes(a.nome)).map((a) => a.id);
  etapasIds = (await ids('etapas-seletivas')).map((e) => e.id);
});

const generate = (name: string, formato: string, body: unknown, cookie = t.admin) => generateReport(t, cookie, name, formato, body);
const download = (id: string, cookie = t.admin) => downloadReport(t, cookie, id);

const periodo = () => ({ dataIni: shiftDate(today(), { months: -1 }), dataFim: today(), ano: Number(today().slice(0, 4)), etapasIds });

describe('relatórios', () => {
  it('declarados em schemas/ viram metadados, com os padrões de hoje, e itens de menu', async () => {
    const meta = (await t.request('GET', '/api/meta/relatorios', { cookie: t.admin })).json();
    const cargos = meta.find((r: { name: string }) => r.name === 'cargos');
    expect(cargos).toMatchObject({ route: '/cargo-salario/relatorios/cargos', title: 'Relatório de Cargos', can: { read: true } });
    expect(cargos.filter.properties.resumido.oneOf.map((o: { title: string }) => o.title)).toEqual(['Detalhado', 'Resumido']);
    const fixture = meta.find((r: { name: string }) => r.name === 'etapas-por-periodo');
    expect(fixture.filter.properties.dataIni.default).toBe(shiftDate(today(), { months: -6 }));
    expect(fixture.filter.properties.dataFim.default).toBe(today());
    expect(fixture.filter.properties.ano.default).toBe(Number(today().slice(0, 4)));
    const menu = JSON.stringify((await t.request('GET', '/api/userinfo', { cookie: t.admin })).json().menu);
    expect(menu).toContain('{"label":"Relatórios","children":[{"label":"Cargos","path":"/cargo-salario/relatorios/cargos"},{"label":"Talentos por Cargo, Área ou Grupo"');
  });

  it('Relatório de Cargos em PDF: cabeçalho com empresa, usuário e data, grupos, totais e páginas', async () => {
    const job = await generate('cargos', 'pdf', { filtrarPor: 1, areasIds });
    expect(job).toMatchObject({ status: 'CONCLUIDO', progresso: 100, formato: 'pdf' });
    const file = await download(job.id);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Relatorio de Cargos.pdf"; filename*=UTF-8''Relat%C3%B3rio%20de%20Cargos.pdf`);
    const text = pdfText(file.rawPayload);
    for (const expected of [
      'Empresa Demonstração',
      'Relatório de Cargos',
      'por Administrador Demonstração',
      'Grupo ocupacional: Administrativo',
      'Analista de RH',
      'Legislação trabalhista, Recrutamento e seleção',
      'Grupo ocupacional: Sem grupo ocupacional',
      'Total de cargos: 2',
      'Total de cargos geral: 4',
      'Página 1 de 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Emitido em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  });

  it('Resumido deixa de fora as colunas do Detalhado; por grupo ocupacional filtra pelos grupos', async () => {
    const grupos = (await t.request('GET', '/api/grupos-ocupacionais?unpaged=true&resumido=true', { cookie: t.admin })).json();
    const tecnico = grupos.find((g: { nome: string }) => g.nome === 'Técnico');
    const job = await generate('cargos', 'pdf', { filtrarPor: 2, gruposOcupacionaisIds: [tecnico.id], resumido: true });
    const text = pdfText((await download(job.id)).rawPayload);
    expect(text).toContain('Desenvolvedor de Software');
    expect(text).not.toContain('Analista de RH');
    expect(text).not.toContain('Conhecimentos');
    expect(text).toContain('Total de cargos geral: 1');
  });

  it('XLSX com as mesmas colunas, grupos e totais, e células tipadas', async () => {
    const job = await generate('etapas-por-periodo', 'xlsx', periodo());
    expect(job.status).toBe('CONCLUIDO');
    const file = await download(job.id);
    expect(file.headers['content-disposition']).toContain('filename="Etapas por Periodo.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Etapas por Período');
    expect(sheet.getCell('A1').value).toBe('Empresa Demonstração');
    expect(sheet.getCell('A2').value).toBe('Etapas por Período');
    expect(String(sheet.getCell('A3').value)).toMatch(/^Emitido em .* por Administrador Demonstração$/);
    expect(sheet.getRow(5).values).toEqual([undefined, 'Etapa', 'Criada em', 'Ordem', 'Custo', 'Peso']);
    expect(sheet.getCell('A6').value).toBe('Tipo: Comportamental');
    const row = sheet.getRow(7);
    expect(row.getCell(1).value).toBe('Entrevista com RH');
    expect(row.getCell(2).value).toBeInstanceOf(Date);
    expect(row.getCell(2).numFmt).toBe('dd/mm/yyyy');
    expect(row.getCell(3).value).toBe(2);
    expect(row.getCell(4).value).toBe(21);
    expect(row.getCell(4).numFmt).toBe('"R$ "#,##0.00');
    expect(row.getCell(5).numFmt).toBe('0.00%');
    const last = sheet.getRow(sheet.rowCount);
    // Demo etapas of company 1: ordens 1..5, custo = ordem × 10,50.
    expect(last.getCell(1).value).toBe('Total de etapas geral: 5');
    expect(last.getCell(3).value).toBe(15);
    expect(last.getCell(4).value).toBe(157.5);
  });

  it('XLSX: um nome que começa como fórmula chega como texto, nunca como fórmula', async () => {
    const nome = '=HYPERLINK("http://exemplo.invalid","clique")';
    const created = await t.request('POST', '/api/etapas-seletivas', { cookie: t.admin, body: { nome, ordem: 900 } });
    expect(created.statusCode, created.body).toBe(201);
    try {
      const job = await generate('etapas-por-periodo', 'xlsx', { ...periodo(), etapasIds: [created.json().id] });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await download(job.id)).rawPayload as never);
      const cells = workbook.worksheets[0]!.getSheetValues().flat().filter((v) => typeof v === 'string' && v.includes('HYPERLINK'));
      expect(cells).toEqual([`'${nome}`]);
    } finally {
      await t.request('DELETE', `/api/etapas-seletivas/${created.json().id}`, { cookie: t.admin });
    }
  });

  it('visualização em páginas de linhas; Resumido por grupos mostra só os totais', async () => {
    const job = await generate('etapas-por-periodo', 'visualizar', periodo());
    const page = (await t.request('GET', `/api/relatorios/tarefas/${job.id}/linhas?page=0&size=3`, { cookie: t.admin })).json();
    expect(page.colunas.map((c: { label: string }) => c.label)).toEqual(['Etapa', 'Criada em', 'Ordem', 'Custo', 'Peso']);
    expect(page.content).toHaveLength(3);
    expect(page.content[0]).toEqual({ kind: 'group', label: 'Tipo: Comportamental' });
    expect(page.totalElements).toBe(10);
    const resumido = await generate('etapas-por-periodo', 'visualizar', { ...periodo(), resumido: true });
    const lines = (await t.request('GET', `/api/relatorios/tarefas/${resumido.id}/linhas?size=50`, { cookie: t.admin })).json();
    expect(lines.colunas.map((c: { label: string }) => c.label)).toEqual(['Etapa', 'Criada em', 'Ordem', 'Custo']);
    expect(lines.content.map((l: { label: string; count: number }) => `${l.label}: ${l.count}`)).toEqual(['Comportamental: 1', 'Técnica: 4', 'Total de etapas geral: 5']);
  });

  it('resultado vazio: "Não existem dados para o filtro informado." e nenhum arquivo', async () => {
    const job = await generate('etapas-por-periodo', 'pdf', { ...periodo(), dataIni: '1990-01-01', dataFim: '1990-12-31' });
    expect(job).toMatchObject({ status: 'VAZIO', mensagem: EMPTY_REPORT_MESSAGE });
    expect((await t.request('GET', `/api/relatorios/tarefas/${job.id}/arquivo`, { cookie: t.admin })).statusCode).toBe(404);
  });

  it('filtro inválido: 400 FIELD_VALIDATION_VIOLATION com as mensagens nos campos', async () => {
    const year = Number(today().slice(0, 4));
    const response = await t.request('POST', '/api/relatorios/etapas-por-periodo?formato=pdf', {
      cookie: t.admin,
      body: { dataIni: '2026-02-10', dataFim: '2026-02-01', ano: 1899, etapasIds: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'FIELD_VALIDATION_VIOLATION',
      message: 'Preencha os campos indicados',
      fields: [
        { field: 'dataFim', message: 'Data final inferior a data inicial.' },
        { field: 'ano', message: 'O valor mínimo é 1900' },
        { field: 'etapasIds', message: 'Selecione ao menos 1 item' },
      ],
    });
    const future = await t.request('POST', '/api/relatorios/etapas-por-periodo', { cookie: t.admin, body: { ...periodo(), ano: year + 1 } });
    expect(future.json().fields).toEqual([{ field: 'ano', message: 'O ano deve ser igual ou anterior ao ano atual' }]);
    const cargos = await t.request('POST', '/api/relatorios/cargos', { cookie: t.admin, body: { filtrarPor: 1, extra: 1 } });
    expect(cargos.json().fields).toEqual([
      { field: 'areasIds', message: 'Áreas organizacionais são obrigatórias' },
      { field: 'extra', message: 'Propriedade não permitida' },
    ]);
    expect((await t.request('POST', '/api/relatorios/cargos?formato=doc', { cookie: t.admin, body: {} })).statusCode).toBe(400);
  });

  it('a tarefa é só de quem a pediu: outra empresa recebe 404', async () => {
    const job = await generate('etapas-por-periodo', 'pdf', periodo());
    const preview = await generate('etapas-por-periodo', 'visualizar', periodo());
    for (const path of [`/api/relatorios/tarefas/${job.id}`, `/api/relatorios/tarefas/${job.id}/arquivo`, `/api/relatorios/tarefas/${preview.id}/linhas`]) {
      expect((await t.request('GET', path, { cookie: t.norte })).statusCode, path).toBe(404);
    }
    expect((await t.request('GET', `/api/relatorios/tarefas/${job.id}`)).statusCode).toBe(401);
  });

  it('cada empresa vê só os seus dados no relatório', async () => {
    const own = (await t.request('GET', '/api/etapas-seletivas?unpaged=true&resumido=true', { cookie: t.norte })).json().map((r: { id: number }) => r.id);
    // Company 1's ids asked for by company 2 are simply not found.
    const stolen = await generate('etapas-por-periodo', 'visualizar', { ...periodo(), etapasIds }, t.norte);
    expect(stolen.status).toBe('VAZIO');
    const mine = await generate('etapas-por-periodo', 'visualizar', { ...periodo(), etapasIds: own }, t.norte);
    const lines = (await t.request('GET', `/api/relatorios/tarefas/${mine.id}/linhas?size=50`, { cookie: t.norte })).json();
    expect(lines.content.at(-1)).toMatchObject({ kind: 'total', overall: true, count: own.length });
  });

  it('sem a autoridade do relatório: 403, e o relatório some do menu', async () => {
    const owner = t.engine.database.owner;
    const perfil = await sql<{ id: number }>`insert into perfil (nome, administrador, authorities) values ('Sem relatórios', false, '["ROLE_CAD_CARGO"]'::jsonb) returning id`.execute(owner);
    await sql`update usuario_acesso a set perfil_id = ${perfil.rows[0]!.id} from usuario u where u.id = a.owner_id and u.cpf = ${NORTE.cpf}`.execute(owner);
    const cookie = await t.login(NORTE);
    expect((await t.request('POST', '/api/relatorios/cargos', { cookie, body: { filtrarPor: 1, areasIds: [1] } })).statusCode).toBe(403);
    const meta = (await t.request('GET', '/api/meta/relatorios', { cookie })).json();
    expect(meta.find((r: { name: string }) => r.name === 'cargos').can).toEqual({ read: false });
    expect(JSON.stringify((await t.request('GET', '/api/userinfo', { cookie })).json().menu)).not.toContain('/cargo-salario/relatorios/cargos');
    expect((await t.request('POST', '/api/relatorios/nao-existe', { cookie: t.admin, body: {} })).statusCode).toBe(404);
  });
});
