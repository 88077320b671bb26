import { describe, expect, it } from 'vitest';
import { fieldElementId, firstOnScreen, isWithin } from './field-focus';

describe('field focus helpers', () => {
  it('names rjsf elements from dotted paths', () => {
    expect(fieldElementId('contato.email')).toBe('root_contato_email');
    expect(fieldElementId('experiencias.0.empresa')).toBe('root_experiencias_0_empresa');
  });

  it('tells a field and its parts from a field with a longer name', () => {
    expect(isWithin('root_contato_email', 'contato')).toBe(true);
    expect(isWithin('root_nome', 'nome')).toBe(true);
    expect(isWithin('root_nomeSocial', 'nome')).toBe(false);
  });

  it('picks the error that comes first on screen, not first reported', () => {
    expect(firstOnScreen(['observacao', 'contato.email', 'nome'], ['nome', 'contato', 'observacao'])).toBe('nome');
    expect(firstOnScreen(['desconhecido', 'contato.email'], ['nome', 'contato'])).toBe('contato.email');
    expect(firstOnScreen([], ['nome'])).toBeUndefined();
  });
});
