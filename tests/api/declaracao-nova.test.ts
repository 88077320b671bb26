/**
 * An admin adds a screen and its report as one folder of JSON (a register of fire extinguishers
 * and "Extintores com Recarga a Vencer", files this suite only copies in, for a register the product
 * does not have): list, form, validation, report in PDF and
 * XLSX confined to the company, OpenAPI and TypeScript types, with no TypeScript written.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { entityTypes } from '../../engine/codegen/gen';
import { loadSchemas } from '../../server/schemas-loader';
import { today } from '../../engine/validation/brazilian';
import { pdfText } from '../support/pdf-text';
import { downloadReport, generateReport } from '../support/report-jobs';
import { useTestApp } from '../support/test-app';

const schemasDir = join(mkdtempSync(join(tmpdir(), 'rh-extintor-')), 'schemas');
cpSync(resolve(import.meta.dirname, '../../schemas'), schemasDir, { recursive: true });
cpSync(resolve(import.meta.dirname, '../support/declaracao-extintor'), schemasDir, { recursive: true });

const t = useTestApp({ schemasDir });

const dia = (days: number) => {
  const date = new Date(`${today()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('uma pasta de declarações vira tela e relatório sem TypeScript', () => {
  it('lista, formulário e validação com a mensagem no campo', async () => {
    const refused = await t.request('POST', '/api/extintores', { cookie: t.admin, body: { nome: 'Extintor da recepção', fabricante: 'Kidde', selo: '12345', vencimentoRecarga: dia(10), tipo: 'P' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ field: 'classeFogo', message: expect.stringMatching(/Classe de fogo/) }]);
    const badSeal = await t.request('POST', '/api/extintores', { cookie: t.admin, body: { nome: 'Extintor da recepção', fabricante: 'Kidde', selo: 'AB-12', vencimentoRecarga: dia(10), tipo: 'A' } });
    expect(badSeal.json().fields).toEqual([{ field: 'selo', message: 'O selo do Inmetro tem até 10 dígitos' }]);
    const extintores = [
      { nome: 'Extintor da recepção', fabricante: 'Kidde', selo: '12345', vencimentoRecarga: dia(10), tipo: 'P', classeFogo: 'ABC' },
      { nome: 'Extintor da sala elétrica', fabricante: 'Resil', selo: '5745', vencimentoRecarga: dia(1), tipo: 'C', capacidadeKg: 6 },
      { nome: 'Carreta do galpão', fabricante: 'Bucka', selo: '28011', vencimentoRecarga: dia(400), tipo: 'A', sobreRodas: true },
    ];
    for (const body of extintores) expect((await t.request('POST', '/api/extintores', { cookie: t.admin, body })).statusCode).toBe(201);
    const norte = { nome: 'Extintor da Filial Norte', fabricante: 'Norte', selo: '999', vencimentoRecarga: dia(5), tipo: 'P', classeFogo: 'BC' };
    expect((await t.request('POST', '/api/extintores', { cookie: t.norte, body: norte })).statusCode).toBe(201);

    const list = (await t.request('GET', '/api/extintores?nome=carreta', { cookie: t.admin })).json();
    expect(list.content.map((e: { nome: string }) => e.nome)).toEqual(['Carreta do galpão']);
    const meta = (await t.request('GET', '/api/meta/entities', { cookie: t.admin })).json();
    expect(meta.find((e: { name: string }) => e.name === 'extintor')).toMatchObject({ route: '/sst/extintores', form: { fields: { classeFogo: { visibleWhen: { tipo: 'P' } } } } });
  });

  it('relatório em PDF e XLSX só com os extintores da empresa, agrupados pelo agente', async () => {
    const filter = { dataIni: today(), dataFim: dia(90) };
    const pdf = await generateReport(t, t.admin, 'extintores-recarga-vencendo', 'pdf', filter);
    expect(pdf.status).toBe('CONCLUIDO');
    const text = pdfText((await downloadReport(t, t.admin, pdf.id)).rawPayload);
    expect(text).toContain('Extintores com Recarga a Vencer');
    expect(text).toMatch(/Agente extintor: Gás carbônico \(CO2\)[\s\S]*Extintor da sala elétrica +Resil +5745 .* +1 dia/);
    expect(text).toMatch(/Agente extintor: Pó químico[\s\S]*Extintor da recepção +Kidde +12345 .* +10 dias/);
    expect(text).not.toContain('Carreta do galpão'); // vence depois do período
    expect(text).not.toContain('Filial Norte');
    expect(text).toMatch(/Total de extintores geral: 2/);

    const onlyCarts = await generateReport(t, t.admin, 'extintores-recarga-vencendo', 'xlsx', { dataIni: today(), dataFim: dia(500), tipos: ['A'], somenteSobreRodas: true });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await downloadReport(t, t.admin, onlyCarts.id)).rawPayload as never);
    const cells = workbook.worksheets[0]!.getSheetValues().flat().map(String);
    expect(cells).toContain('Carreta do galpão');
    expect(cells).not.toContain('Extintor da recepção');

    const seenByNorte = await generateReport(t, t.norte, 'extintores-recarga-vencendo', 'visualizar', filter);
    expect(JSON.stringify((await t.request('GET', `/api/relatorios/tarefas/${seenByNorte.id}/linhas?page=0&size=50`, { cookie: t.norte })).json())).not.toMatch(/Kidde|Resil/);
  });

  it('OpenAPI e tipos TypeScript derivados da declaração', async () => {
    const openapi = (await t.request('GET', '/api/openapi.json')).json();
    expect(Object.keys(openapi.paths)).toEqual(expect.arrayContaining(['/api/extintores', '/api/extintores/{id}']));
    const types = await entityTypes(loadSchemas(schemasDir).registry);
    expect(types).toMatch(/export type Extintor = \{[\s\S]*?nome: string;[\s\S]*?tipo: \("A" \| "P" \| "C"\) & string;[\s\S]*?classeFogo\?: string;/);
  });
});
