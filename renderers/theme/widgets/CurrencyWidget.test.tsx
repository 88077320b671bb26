// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrencyWidget } from './CurrencyWidget';
import { renderWidget } from './test-widget';

afterEach(cleanup);
const input = () => screen.getByRole('textbox') as HTMLInputElement;

describe('CurrencyWidget', () => {
  it('shows a stored number as pt-BR money', () => {
    renderWidget(CurrencyWidget, { schema: { type: 'number' }, value: 1234.5 });
    expect(input().value).toBe('R$ 1.234,50');
  });

  it('fills in from the cents as digits are typed, storing a number', () => {
    const { changes } = renderWidget(CurrencyWidget, { schema: { type: 'number' } });
    fireEvent.change(input(), { target: { value: '1' } });
    expect(input().value).toBe('R$ 0,01');
    fireEvent.change(input(), { target: { value: 'R$ 0,0123456' } });
    expect(input().value).toBe('R$ 1.234,56');
    expect(changes.at(-1)).toBe(1234.56);
  });

  it('erasing the digits leaves no value', () => {
    const { changes } = renderWidget(CurrencyWidget, { schema: { type: 'number' }, value: 10 });
    fireEvent.change(input(), { target: { value: 'R$ ' } });
    expect(input().value).toBe('');
    expect(changes.at(-1)).toBeUndefined();
  });
});
