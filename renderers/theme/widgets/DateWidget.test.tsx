// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateWidget } from './DateWidget';
import { MonthWidget } from './MonthWidget';
import { renderWidget } from './test-widget';

afterEach(cleanup);
const input = () => screen.getByRole('textbox') as HTMLInputElement;

describe('DateWidget', () => {
  it('shows YYYY-MM-DD as dd/MM/yyyy', () => {
    renderWidget(DateWidget, { schema: { type: 'string', format: 'date' }, value: '2024-01-31' });
    expect(input().value).toBe('31/01/2024');
    expect(input().placeholder).toBe('dd/mm/aaaa');
  });

  it('puts the slashes in while typing and stores the ISO date once whole', () => {
    const { changes } = renderWidget(DateWidget, { schema: { type: 'string', format: 'date' } });
    fireEvent.change(input(), { target: { value: '3101' } });
    expect(input().value).toBe('31/01');
    // Half a date is kept as typed, so the `date` format reports it.
    expect(changes.at(-1)).toBe('31/01');
    fireEvent.change(input(), { target: { value: '31/01/2024' } });
    expect(changes.at(-1)).toBe('2024-01-31');
  });

  it('keeps an impossible date as typed', () => {
    const { changes } = renderWidget(DateWidget, { schema: { type: 'string', format: 'date' } });
    fireEvent.change(input(), { target: { value: '30022024' } });
    expect(changes.at(-1)).toBe('30/02/2024');
  });
});

describe('MonthWidget', () => {
  it('types mm/aaaa and stores YYYY-MM', () => {
    const { changes } = renderWidget(MonthWidget, { schema: { type: 'string' } });
    fireEvent.change(input(), { target: { value: '032024' } });
    expect(input().value).toBe('03/2024');
    expect(changes.at(-1)).toBe('2024-03');
  });

  it('stores the first day of the month for a date property', () => {
    const { changes } = renderWidget(MonthWidget, { schema: { type: 'string', format: 'date' }, value: '2023-11-01' });
    expect(input().value).toBe('11/2023');
    fireEvent.change(input(), { target: { value: '12/2023' } });
    expect(changes.at(-1)).toBe('2023-12-01');
  });
});
