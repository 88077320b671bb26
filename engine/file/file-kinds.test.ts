import { describe, expect, it } from 'vitest';
import { allowedMime, safeFileName, typeMessage } from './file-kinds';
import { sizeMessage } from '../format/files';

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

  it('só os tipos declarados, e a mensagem os nomeia', () => {
    expect(allowedMime('foto.png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ['pdf'])).toBeUndefined();
    expect(allowedMime('cv.pdf', bytes('%PDF-1.7\n'), ['pdf', 'jpg'])).toBe('application/pdf');
    expect(typeMessage()).toBe('Tipo de arquivo não permitido: envie PDF, imagem (PNG, JPG, GIF, WEBP, BMP), DOC, DOCX, ODT ou TXT.');
    expect(typeMessage(['pdf', 'jpg', 'png'])).toBe('Tipo de arquivo não permitido: envie PDF ou imagem (PNG, JPG).');
    expect(typeMessage(['pdf'])).toBe('Tipo de arquivo não permitido: envie PDF.');
  });

  it('nome seguro e mensagem do limite', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\docs\\cv\n.pdf')).toBe('cv.pdf');
    expect(sizeMessage(5 * 1024 * 1024)).toBe('O arquivo deve ser menor que 5 MB');
  });
});
