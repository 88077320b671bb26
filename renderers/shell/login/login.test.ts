import { describe, expect, it } from 'vitest';
import { cpfDigits, maskCpf } from './cpf-mask';
import { fieldErrorsFromServer, validateLogin } from './login-validation';

describe('cpf mask', () => {
  it('formats while typing and keeps 11 digits', () => {
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('5299822472')).toBe('529.982.247-2');
    expect(maskCpf('529.982.247-2599')).toBe('529.982.247-25');
    expect(cpfDigits('529.982.247-25')).toBe('52998224725');
  });
});

describe('login validation', () => {
  const empresas = [{ id: 1, nome: 'Empresa Demonstração' }, { id: 2, nome: 'Outra' }];
  it('asks for every field with the spec messages', () => {
    expect(validateLogin({ cpf: '', senha: '', empresaId: '' }, [])).toEqual({
      cpf: 'CPF é obrigatório',
      senha: 'Senha é obrigatória',
      empresaId: 'Empresa é obrigatória',
    });
    expect(validateLogin({ cpf: '529.982.247-25', senha: 'x', empresaId: '' }, empresas)).toEqual({ empresaId: 'Selecione uma empresa.' });
  });
  it('rejects a CPF with wrong check digits', () => {
    expect(validateLogin({ cpf: '529.982.247-26', senha: 'x', empresaId: '1' }, empresas).cpf).toBe('Cpf inválido.');
    expect(validateLogin({ cpf: '529.982.247-25', senha: 'x', empresaId: '1' }, empresas)).toEqual({});
  });
  it('maps server field errors onto the form', () => {
    expect(fieldErrorsFromServer([{ field: 'senha', message: 'curta' }, { field: 'outro', message: 'x' }])).toEqual({ senha: 'curta' });
  });
});
