import { describe, expect, it } from 'vitest';
import { spreadsheetRow, spreadsheetText } from './spreadsheet-text';

describe('spreadsheetText', () => {
  it('neutraliza textos que começam como fórmula', () => {
    for (const text of ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(spreadsheetText(text)).toBe(`'${text}`);
    }
  });

  it('deixa como estão os textos comuns e os números negativos', () => {
    for (const text of ['Ana Souza', '-12,5', '-3', 'a=b', '']) expect(spreadsheetText(text)).toBe(text);
  });

  it('só toca nos textos de uma linha', () => {
    const date = new Date(0);
    expect(spreadsheetRow(['=1', 5, null, date])).toEqual(["'=1", 5, null, date]);
  });
});
