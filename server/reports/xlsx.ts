/**
 * The spreadsheet of a report (exceljs): the same header facts, columns, groups and totals as
 * the PDF, with typed cells — dates are dates, money and numbers are numbers with a pt-BR
 * display format — so the user can go on computing with them.
 */
import ExcelJS from 'exceljs';
import type { ColumnFormat, ReportColumn } from '../../engine/report/declaration';
import { formatCell } from '../../engine/report/format';
import { totalCaption, type ReportLine } from '../../engine/report/layout';
import type { ReportRenderInput } from './render-input';
import { spreadsheetRow } from './spreadsheet-text';

const numberFormats: Partial<Record<ColumnFormat, string>> = {
  date: 'dd/mm/yyyy',
  currency: '"R$ "#,##0.00',
  number: '#,##0.##',
  integer: '#,##0',
  percent: '0.00%',
};

const GROUP_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EDF2' } };
const TOTAL_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF5F7F9' } };
/** Characters Excel refuses in a sheet name, which is also at most 31 long. */
const sheetName = (title: string) => title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Relatório';
/** Every row goes through here: no text the users typed becomes a formula. */
const addRow = (sheet: ExcelJS.Worksheet, values: ExcelJS.CellValue[]) => sheet.addRow(spreadsheetRow(values));

/** The value a cell holds: a real date or number where the column says so. */
function cellValue(value: unknown, format: ColumnFormat | undefined): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (format === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) {
    // A calendar date at midnight UTC: Excel shows it as that day, whatever the reader's zone.
    return new Date(`${value.slice(0, 10)}T00:00:00Z`);
  }
  if (format && format !== 'text' && format !== 'date' && Number.isFinite(Number(value))) return Number(value);
  return formatCell(value, format);
}

function addLine(sheet: ExcelJS.Worksheet, line: ReportLine, columns: ReportColumn[]): void {
  if (line.kind === 'row') {
    addRow(sheet, columns.map((column, i) => cellValue(line.values[i], column.format)));
    return;
  }
  if (line.kind === 'detail') {
    const row = addRow(sheet, [`${line.label}: ${line.text}`]);
    row.getCell(1).alignment = { wrapText: true, vertical: 'top', indent: 1 };
    sheet.mergeCells(row.number, 1, row.number, columns.length);
    return;
  }
  const values = line.kind === 'group' ? [line.label] : [totalCaption(line), ...line.sums.slice(1).map((sum, i) => (sum === null ? null : cellValue(sum, columns[i + 1]?.format)))];
  const row = addRow(sheet, values);
  row.font = { bold: true };
  // An average reads as one: "Média 12,5", still a number to compute with.
  if (line.kind === 'total') columns.forEach((column, i) => column.average && (row.getCell(i + 1).numFmt = '"Média "#,##0.0'));
  const fill = line.kind === 'total' && !line.overall ? TOTAL_FILL : GROUP_FILL;
  for (let i = 1; i <= columns.length; i++) row.getCell(i).fill = fill;
  if (line.kind === 'group' || line.sums.every((sum) => sum === null)) sheet.mergeCells(row.number, 1, row.number, columns.length);
}

export async function renderXlsx(input: ReportRenderInput, onProgress: (fraction: number) => void): Promise<Uint8Array> {
  const { columns, lines } = input.report;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = input.user;
  workbook.title = input.title;
  const sheet = workbook.addWorksheet(sheetName(input.title), {
    pageSetup: { orientation: input.orientation, paperSize: 9, fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = columns.map((column) => ({ key: column.field, width: Math.max(12, Math.round((column.width ?? 1) * 18)), style: { numFmt: numberFormats[column.format ?? 'text'] } }));
  addRow(sheet, [input.company]).font = { bold: true };
  addRow(sheet, [input.title]).font = { bold: true, size: 14 };
  addRow(sheet, [`Emitido em ${input.generatedAt} por ${input.user}`]);
  addRow(sheet, []);
  const header = addRow(sheet, columns.map((c) => c.label));
  header.font = { bold: true };
  header.border = { bottom: { style: 'thin' } };
  // The column header stays in view while scrolling.
  sheet.views = [{ state: 'frozen', ySplit: header.number }];
  lines.forEach((line, i) => {
    addLine(sheet, line, columns);
    if (i % 2000 === 0) onProgress(0.9 * (i / lines.length));
  });
  const buffer = await workbook.xlsx.writeBuffer();
  onProgress(1);
  return new Uint8Array(buffer as ArrayBuffer);
}
