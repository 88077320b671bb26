import { describe, expect, it } from 'vitest';
import { writePdf } from './pdf';
import { encode, type PdfFont } from './page-text';

/** Runs `check` with pdfkit's faces of a document being written. */
async function withFaces(check: (faces: PdfFont[]) => void): Promise<void> {
  await writePdf({ content: [{ text: '' }] }, () => {}, (doc) => check([false, true].map((bold) => doc.provideFont('Roboto', bold, false))));
}

describe('texto da página', () => {
  it('codifica como o pdfkit, com o kerning, montando números, datas e valores caractere a caractere', async () => {
    const samples = ['R$ 1.234,56', '28/11/2026 00:00', 'Média 43,75', '12,5% (3)', 'http://exemplo', '1//2', 'AVA Tê', 'Avaliado Bench 1250', '  dois  espaços\tfim '];
    await withFaces((faces) => {
      for (const font of faces) for (const sample of samples) expect(encode(font, sample), sample).toEqual(font.encode(sample));
    });
  });

  it('cada par de algarismos e sinais sai como o pdfkit o codificaria inteiro (as fontes não os ajustam nem juntam)', async () => {
    const chars = [...'0123456789.,/:;-+%$R() '];
    await withFaces((faces) => {
      for (const font of faces) for (const a of chars) for (const b of chars) expect(encode(font, a + b), a + b).toEqual(font.encode(a + b));
    });
  });
});
