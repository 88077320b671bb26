import { describe, expect, it } from 'vitest';
import { allowedMime, quotaRefusal, safeFileName, sizeMessage } from './anexos-arquivo';

const bytes = (...parts: (string | number[] | Buffer)[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const zipHeader = bytes([0x50, 0x4b, 0x03, 0x04], 'x'.repeat(26));

describe('tipos de arquivo permitidos', () => {
  it('aceita a extensão quando o conteúdo confere', () => {
    expect(allowedMime('cv.PDF', bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(allowedMime('foto.jpg', bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(allowedMime('carta.txt', bytes('Olá, tudo bem?\n'))).toContain('text/plain');
    expect(allowedMime('cv.odt', bytes(zipHeader, 'mimetypeapplication/vnd.oasis.opendocument.text'))).toBe('application/vnd.oasis.opendocument.text');
    expect(allowedMime('cv.docx', bytes(zipHeader, '[Content_Types].xml'))).toContain('wordprocessingml');
    expect(allowedMime('cv.doc', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('application/msword');
  });

  it('recusa extensão não permitida, conteúdo trocado e arquivo vazio', () => {
    expect(allowedMime('virus.exe', bytes('MZ\x90\x00'))).toBeUndefined();
    expect(allowedMime('virus.pdf', bytes('MZ\x90\x00'))).toBeUndefined();
    expect(allowedMime('binario.txt', bytes([0x00, 0x01, 0x02]))).toBeUndefined();
    expect(allowedMime('zip.odt', bytes(zipHeader, 'outra coisa'))).toBeUndefined();
    expect(allowedMime('vazio.pdf', Buffer.alloc(0))).toBeUndefined();
    expect(allowedMime('sem-extensao', bytes('%PDF-1.7'))).toBeUndefined();
  });

  it('nome seguro e mensagem do limite', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\docs\\cv\n.pdf')).toBe('cv.pdf');
    expect(sizeMessage(5)).toBe('O arquivo deve ser menor que 5 MB');
  });
});

describe('cota de documentos do candidato', () => {
  const quota = { maxFiles: 3, maxTotalMb: 2 };
  const MB = 1024 * 1024;
  it('cabe enquanto há vaga e espaço', () => {
    expect(quotaRefusal({ count: 2, bytes: MB }, MB, quota)).toBeUndefined();
  });
  it('recusa o arquivo além do número ou do total', () => {
    expect(quotaRefusal({ count: 3, bytes: 0 }, 1, quota)).toBe('Limite de 3 documentos anexos atingido. Remova um documento para enviar outro.');
    expect(quotaRefusal({ count: 1, bytes: MB }, MB + 1, quota)).toBe('Os documentos anexos somariam mais de 2 MB. Remova um documento para enviar outro.');
  });
});
