/**
 * An admin adds a screen and its report as one folder of JSON (an EPI register and "EPIs com
 * CA a Vencer", files this suite only copies in): list, form, validation, report in PDF and
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

const schemasDir = join(mkdtempSync(join(tmpdir(), 'rh-epi-')), 'schemas');
cpSync(resolve(import.meta.dirname, '../../schemas'), schemasDir, { recursive: true });
cpSync(resolve(import.meta.dirname, '../support/declaracao-epi'), schemasDir, { recursive: true });

const t = useTestApp({ schemasDir });

const dia = (days: number) => {
  const date = new Date(`${today()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('uma pasta de declarações vira tela e relatório sem TypeScript', () => {
  it('lista, formulário e validação com a mensagem no campo', async () => {
    const refused = await t.request('POST', '/api/epis', { cookie: t.admin, body: { nome: 'Máscara PFF2', fabricante: '3M', ca: '12345', vencimentoCa: dia(10), tipo: 'R' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ field: 'filtro', message: expect.stringMatching(/Classe do filtro/) }]);
    const epis = [
      { nome: 'Máscara PFF2', fabricante: '3M', ca: '12345', vencimentoCa: dia(10), tipo: 'R', filtro: 'PFF2' },
      { nome: 'Protetor auricular tipo concha', fabricante: 'Honeywell', ca: '5745', vencimentoCa: dia(1), tipo: 'A', validadeUso: 180 },
      { nome: 'Luva nitrílica', fabricante: 'Volk', ca: '28011', vencimentoCa: dia(400), tipo: 'M', fardamento: true },
    ];
    for (const body of epis) expect((await t.request('POST', '/api/epis', { cookie: t.admin, body })).statusCode).toBe(201);
    const norte = { nome: 'Respirador da Filial Norte', fabricante: 'Norte', ca: '999', vencimentoCa: dia(5), tipo: 'R', filtro: 'P3' };
    expect((await t.request('POST', '/api/epis', { cookie: t.norte, body: norte })).statusCode).toBe(201);

    const list = (await t.request('GET', '/api/epis?nome=luva', { cookie: t.admin })).json();
    expect(list.content.map((e: { nome: string }) => e.nome)).toEqual(['Luva nitrílica']);
    const meta = (await t.request('GET', '/api/meta/entities', { cookie: t.admin })).json();
    expect(meta.find((e: { name: string }) => e.name === 'epi')).toMatchObject({ route: '/sst/epis', form: { fields: { filtro: { visibleWhen: { tipo: 'R' } } } } });
  });

  it('relatório em PDF e XLSX só com os EPIs da empresa, agrupados pelo tipo', async () => {
    const filter = { dataIni: today(), dataFim: dia(90) };
    const pdf = await generateReport(t, t.admin, 'epis-ca-vencendo', 'pdf', filter);
    expect(pdf.status).toBe('CONCLUIDO');
    const text = pdfText((await downloadReport(t, t.admin, pdf.id)).rawPayload);
    expect(text).toContain('EPIs com CA a Vencer');
    expect(text).toMatch(/Tipo de proteção: Auditiva[\s\S]*Protetor auricular tipo concha +Honeywell +5745 .* +1 dia/);
    expect(text).toMatch(/Tipo de proteção: Respiratória[\s\S]*Máscara PFF2 +3M +12345 .* +10 dias/);
    expect(text).not.toContain('Luva nitrílica'); // vence depois do período
    expect(text).not.toContain('Filial Norte');
    expect(text).toMatch(/Total de EPIs geral: 2/);

    const onlyHands = await generateReport(t, t.admin, 'epis-ca-vencendo', 'xlsx', { dataIni: today(), dataFim: dia(500), tipos: ['M'], somenteFardamento: true });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await downloadReport(t, t.admin, onlyHands.id)).rawPayload as never);
    const cells = workbook.worksheets[0]!.getSheetValues().flat().map(String);
    expect(cells).toContain('Luva nitrílica');
    expect(cells).not.toContain('Máscara PFF2');

    const seenByNorte = await generateReport(t, t.norte, 'epis-ca-vencendo', 'visualizar', filter);
    expect(JSON.stringify((await t.request('GET', `/api/relatorios/tarefas/${seenByNorte.id}/linhas?page=0&size=50`, { cookie: t.norte })).json())).not.toMatch(/3M|Honeywell/);
  });

  it('OpenAPI e tipos TypeScript derivados da declaração', async () => {
    const openapi = (await t.request('GET', '/api/openapi.json')).json();
    expect(Object.keys(openapi.paths)).toEqual(expect.arrayContaining(['/api/epis', '/api/epis/{id}']));
    const types = await entityTypes(loadSchemas(schemasDir).registry);
    expect(types).toMatch(/export type Epi = \{[\s\S]*?nome: string;[\s\S]*?tipo: \("R" \| "A" \| "M"\) & string;[\s\S]*?filtro\?: string;/);
  });
});
