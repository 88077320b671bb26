import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes';
import { formatCurrency, parseCurrencyDigits } from './currency';
import { formatDate, formatMonth, maskDateText, parseDate, parseMonth } from './dates';
import { checkFile, fileNameOf, maxBytesOfDataUrl, withFileName } from './files';
import { formatHours, hoursToMinutes, minutesToHours } from './hours';
import { formatMasked } from './masks';
import { includesText } from './text';

describe('masks', () => {
  it.each([
    ['cpf', '52998224725', '529.982.247-25'],
    ['cnpj', '11222333000181', '11.222.333/0001-81'],
    ['cep', '60000123', '60000-123'],
    ['pis', '12056412547', '120.56412.54-7'],
    ['telefone', '8532211234', '(85) 3221-1234'],
    ['telefone', '85999887766', '(85) 99988-7766'],
    ['cpfCnpj', '52998224725', '529.982.247-25'],
    ['cpfCnpj', '11222333000181', '11.222.333/0001-81'],
  ] as const)('%s %s → %s', (mask, digits, shown) => {
    expect(formatMasked(mask, digits)).toBe(shown);
  });

  it('shows what was typed so far and drops what does not fit', () => {
    expect(formatMasked('cpf', '5299')).toBe('529.9');
    expect(formatMasked('cep', '600001234567')).toBe('60000-123');
    expect(formatMasked('cpf', '529.982.247-25')).toBe('529.982.247-25');
  });
});

describe('currency', () => {
  it('writes pt-BR money with a plain space after R$', () => {
    expect(formatCurrency(1234.56)).toBe('R$ 1.234,56');
    expect(formatCurrency(0)).toBe('R$ 0,00');
    expect(formatCurrency(1000000)).toBe('R$ 1.000.000,00');
    expect(formatCurrency(undefined)).toBe('');
  });

  it('reads typed digits as cents', () => {
    expect(parseCurrencyDigits('123456')).toBe(1234.56);
    expect(parseCurrencyDigits('R$ 1.234,567')).toBe(12345.67);
    expect(parseCurrencyDigits('R$ ')).toBeUndefined();
    expect(parseCurrencyDigits('-5')).toBe(-0.05);
  });
});

describe('dates', () => {
  it('shows ISO dates as dd/MM/yyyy and instants on the São Paulo calendar', () => {
    expect(formatDate('2024-01-31')).toBe('31/01/2024');
    expect(formatDate('2024-02-01T01:30:00Z')).toBe('31/01/2024 22:30');
  });

  it('masks typing and parses only whole real dates', () => {
    expect(maskDateText('31012024')).toBe('31/01/2024');
    expect(maskDateText('3101')).toBe('31/01');
    expect(parseDate('31/01/2024')).toBe('2024-01-31');
    expect(parseDate('31/02/2024')).toBe('31/02/2024');
    expect(parseDate('31/01')).toBe('31/01');
    expect(parseDate('')).toBeUndefined();
  });

  it('months MM/yyyy, stored YYYY-MM or as the first day of a date', () => {
    expect(formatMonth('2024-03')).toBe('03/2024');
    expect(formatMonth('2024-03-01')).toBe('03/2024');
    expect(parseMonth('03/2024')).toBe('2024-03');
    expect(parseMonth('03/2024', true)).toBe('2024-03-01');
    expect(parseMonth('13/2024')).toBe('13/2024');
  });
});

describe('hours', () => {
  it('formats digits as hours:minutes, up to 10 characters', () => {
    expect(formatHours('5')).toBe('5');
    expect(formatHours('930')).toBe('9:30');
    expect(formatHours('12:30')).toBe('12:30');
    expect(formatHours('a1b2c3d4')).toBe('12:34');
    expect(formatHours('12345678901234')).toBe('1234567:89');
    expect(formatHours('12345678901234')).toHaveLength(10);
    expect(formatHours('123456', 5)).toBe('12:34');
  });

  it('converts to and from minutes', () => {
    expect(hoursToMinutes('1:30')).toBe(90);
    expect(hoursToMinutes('')).toBeUndefined();
    expect(minutesToHours(90)).toBe('1:30');
    expect(minutesToHours(5)).toBe('0:05');
  });
});

describe('bytes and uploads', () => {
  it('names sizes in Bytes, KB, MB, GB (1024)', () => {
    expect(formatBytes(500)).toBe('500 Bytes');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(2 * 1024 ** 3)).toBe('2 GB');
  });

  it('refuses files too big or of another type, with the spec messages', () => {
    const rules = { maxSize: 1024 * 1024, extensions: ['txt'] };
    expect(checkFile({ name: 'a.txt', size: 2 * 1024 * 1024 }, rules)).toBe('O arquivo deve ser menor que 1 MB');
    expect(checkFile({ name: 'a.pdf', size: 10 }, rules)).toBe('Selecione um arquivo com a extensão: txt');
    expect(checkFile({ name: 'A.TXT', size: 10 }, rules)).toBeUndefined();
  });

  it('keeps the file name in the data URL', () => {
    const url = withFileName('data:text/plain;base64,b2k=', 'relatório 1.txt');
    expect(url).toBe('data:text/plain;name=relat%C3%B3rio%201.txt;base64,b2k=');
    expect(fileNameOf(url)).toBe('relatório 1.txt');
  });
});

describe('text search', () => {
  it('ignores case and accents', () => {
    expect(includesText('Ceará', 'ceara')).toBe(true);
    expect(includesText('São Paulo', 'SAO P')).toBe(true);
    expect(includesText('Bahia', 'ceara')).toBe(false);
  });
});

describe('data-URL size', () => {
  it('a maxLength of characters holds that many bytes of file', () => {
    expect(formatBytes(maxBytesOfDataUrl(2796404))).toBe('2 MB');
  });
});
