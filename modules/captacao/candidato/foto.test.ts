import { describe, expect, it } from 'vitest';
import { decodeImage } from './foto';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64');

describe('foto do candidato', () => {
  it('reconhece a imagem pelos bytes, não pelo tipo declarado', () => {
    expect(decodeImage(`data:image/png;name=a.png;base64,${png}`)?.contentType).toBe('image/png');
    expect(decodeImage(`data:image/jpeg;base64,${png}`)?.contentType).toBe('image/png');
    expect(decodeImage(`data:image/png;base64,${Buffer.from('%PDF-1.7').toString('base64')}`)).toBeUndefined();
    expect(decodeImage('não é data url')).toBeUndefined();
  });
});
