import { isValidCaepf } from '@brazilian-utils/brazilian-utils/is-valid-caepf';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { describe, expect, it } from 'vitest';
import { digitoVerificador } from './inscricao';

describe('dígito verificador do estabelecimento', () => {
  it('CNPJ: raiz de 8 e filial de 4', () => {
    expect(digitoVerificador('1', '11222333', '0001')).toBe('81');
    for (const [base, filial] of [['12345678', '0002'], ['00000001', '0001'], ['98765432', '1234']] as const) {
      expect(isValidCnpj(`${base}${filial}${digitoVerificador('1', base, filial)}`)).toBe(true);
    }
  });

  it('CAEPF: raiz do CPF de 9 e sequencial de 3, como a biblioteca o confere', () => {
    expect(digitoVerificador('3', '100000006', '493')).toBe('58');
    for (const [base, seq] of [['529982247', '001'], ['111444777', '002'], ['123456789', '999']] as const) {
      expect(isValidCaepf(`${base}${seq}${digitoVerificador('3', base, seq)}`)).toBe(true);
    }
  });

  it('sem dígito para partes incompletas ou de um só algarismo repetido', () => {
    expect(digitoVerificador('1', '1122233', '0001')).toBeUndefined();
    expect(digitoVerificador('1', '00000000', '0000')).toBeUndefined();
  });
});
