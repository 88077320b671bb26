// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HoursWidget } from './HoursWidget';
import { renderWidget } from './test-widget';

afterEach(cleanup);
const input = () => screen.getByRole('textbox') as HTMLInputElement;

describe('HoursWidget', () => {
  it('takes digits only and shows hours:minutes, up to 10 characters', () => {
    const { changes } = renderWidget(HoursWidget, { schema: { type: 'string' } });
    fireEvent.change(input(), { target: { value: '1a2:3b0' } });
    expect(input().value).toBe('12:30');
    expect(changes.at(-1)).toBe('12:30');
    fireEvent.change(input(), { target: { value: '123456789012' } });
    expect(input().value).toBe('1234567:89');
    expect(input().maxLength).toBe(10);
  });

  it('a time of day (mask hora) takes 5 characters', () => {
    renderWidget(HoursWidget, { schema: { type: 'string' }, options: { mask: 'hora' } });
    fireEvent.change(input(), { target: { value: '08305' } });
    expect(input().value).toBe('08:30');
    expect(input().maxLength).toBe(5);
  });

  it('an integer property stores minutes', () => {
    const { changes } = renderWidget(HoursWidget, { schema: { type: 'integer' }, value: 90 });
    expect(input().value).toBe('1:30');
    fireEvent.change(input(), { target: { value: '2:15' } });
    expect(changes.at(-1)).toBe(135);
  });
});
