import { describe, expect, it } from 'vitest';
import { requiredMessage } from './config-conditions';
import { grammarOfTitle } from './grammar';

describe('gênero e número do título', () => {
  it('lê o gênero pela terminação da primeira palavra, com as exceções comuns', () => {
    const read = (title: string) => {
      const { feminine, plural } = grammarOfTitle(title);
      return `${feminine ? 'f' : 'm'}${plural ? 'p' : 's'}`;
    };
    expect(read('Nome')).toBe('ms');
    expect(read('Data da solicitação')).toBe('fs');
    expect(read('Áreas organizacionais')).toBe('fp');
    expect(read('Cargos')).toBe('mp');
    expect(read('Grupos ocupacionais')).toBe('mp');
    expect(read('Situação')).toBe('fs');
    expect(read('Idioma')).toBe('ms');
    expect(read('Ordem')).toBe('fs');
    expect(read('Níveis')).toBe('mp');
    expect(read('Status')).toBe('ms');
    expect(read('Mês')).toBe('ms');
    expect(read('CPF')).toBe('ms');
    expect(read('CTPS')).toBe('fs');
    expect(read('UF da habilitação')).toBe('fs');
    expect(read('Análise comportamental')).toBe('fs');
    expect(read('Série da CTPS')).toBe('fs');
    expect(read('Já foi colaborador')).toBe('ms');
  });

  it('a mensagem de obrigatório concorda; x-feminine decide quando declarado', () => {
    expect(requiredMessage({ title: 'Nome' }, 'nome')).toBe('Nome é obrigatório');
    expect(requiredMessage({ title: 'Data da solicitação' }, 'data')).toBe('Data da solicitação é obrigatória');
    expect(requiredMessage({ title: 'Áreas organizacionais' }, 'areas')).toBe('Áreas organizacionais são obrigatórias');
    expect(requiredMessage({ title: 'Cargos' }, 'cargos')).toBe('Cargos são obrigatórios');
    expect(requiredMessage({ title: 'Foto', 'x-feminine': true }, 'foto')).toBe('Foto é obrigatória');
    expect(requiredMessage({ title: 'Tema', 'x-feminine': false }, 'tema')).toBe('Tema é obrigatório');
  });
});
