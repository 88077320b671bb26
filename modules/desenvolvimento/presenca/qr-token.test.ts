import { afterEach, describe, expect, it } from 'vitest';
import { daysAfter, setClock, today } from '../../../engine/validation/brazilian';
import { assinarToken, lerToken } from './qr-token';

const SEGREDO = 'segredo-de-teste';

describe('token do QR code de presença', () => {
  afterEach(() => setClock());

  it('lê o que assinou, só no dia da aula', () => {
    const aula = { empresaId: 1, turmaId: 9, dia: today() };
    const token = assinarToken(SEGREDO, aula);
    expect(lerToken(SEGREDO, token)).toEqual(aula);
    setClock(() => new Date(`${daysAfter(aula.dia, 1)}T00:00:01-03:00`));
    expect(lerToken(SEGREDO, token)).toBe('expirado');
  });

  it('recusa outra chave, um corpo trocado e lixo', () => {
    const token = assinarToken(SEGREDO, { empresaId: 1, turmaId: 9, dia: today() });
    expect(lerToken('outro-segredo', token)).toBe('invalido');
    const [, assinatura] = token.split('.');
    const outro = Buffer.from(JSON.stringify({ e: 2, t: 9, d: today() })).toString('base64url');
    expect(lerToken(SEGREDO, `${outro}.${assinatura}`)).toBe('invalido');
    expect(lerToken(SEGREDO, 'abc')).toBe('invalido');
    expect(lerToken(SEGREDO, `${token}.x`)).toBe('invalido');
  });
});
