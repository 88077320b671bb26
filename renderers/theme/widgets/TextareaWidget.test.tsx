// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextareaWidget } from './TextareaWidget';
import { renderWidget } from './test-widget';

afterEach(cleanup);

describe('TextareaWidget', () => {
  it('counts the characters against maxLength', () => {
    const { changes } = renderWidget(TextareaWidget, { schema: { type: 'string', maxLength: 100 }, value: 'abc' });
    expect(screen.getByText('3/100')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'abcdef' } });
    expect(screen.getByText('6/100')).toBeTruthy();
    expect(changes.at(-1)).toBe('abcdef');
  });

  it('has no counter without a limit', () => {
    renderWidget(TextareaWidget, { schema: { type: 'string' }, value: 'abc' });
    expect(screen.queryByText(/\/\d+$/)).toBeNull();
  });
});
