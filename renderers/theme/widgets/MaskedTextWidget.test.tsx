// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MaskedTextWidget } from './MaskedTextWidget';
import { renderWidget } from './test-widget';

afterEach(cleanup);
const input = () => screen.getByRole('textbox') as HTMLInputElement;

describe('MaskedTextWidget', () => {
  it('shows the punctuation while typing and stores digits only', () => {
    const { changes } = renderWidget(MaskedTextWidget, { schema: { type: 'string', format: 'cpf' } });
    fireEvent.change(input(), { target: { value: '5299822' } });
    expect(input().value).toBe('529.982.2');
    fireEvent.change(input(), { target: { value: '529.982.24725' } });
    expect(input().value).toBe('529.982.247-25');
    expect(changes.at(-1)).toBe('52998224725');
  });

  it('ignores what does not fit and letters', () => {
    const { changes } = renderWidget(MaskedTextWidget, { schema: { type: 'string' }, options: { mask: 'cep' } });
    fireEvent.change(input(), { target: { value: '60a000-12345' } });
    expect(input().value).toBe('60000-123');
    expect(changes.at(-1)).toBe('60000123');
  });

  it('picks the phone pattern by the number of digits', () => {
    renderWidget(MaskedTextWidget, { schema: { type: 'string' }, options: { mask: 'telefone' }, value: '8532211234' });
    expect(input().value).toBe('(85) 3221-1234');
    fireEvent.change(input(), { target: { value: '(85) 3221-12345' } });
    expect(input().value).toBe('(85) 32211-2345');
  });

  it('empties to no value', () => {
    const { changes } = renderWidget(MaskedTextWidget, { schema: { type: 'string', format: 'cnpj' }, value: '11222333000181' });
    expect(input().value).toBe('11.222.333/0001-81');
    fireEvent.change(input(), { target: { value: '' } });
    expect(changes.at(-1)).toBeUndefined();
  });
});
