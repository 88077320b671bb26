// @vitest-environment happy-dom
/**
 * Guards against rjsf#3715 (the whole form re-rendering on each keystroke): typing in one
 * field must not render the widgets of the others.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { Widget } from '@rjsf/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failingDataProvider } from '../../../engine/react/data-provider';
import { widgets } from '../../theme';
import { EntityFormScreen } from '../../../engine/react/EntityFormScreen';
import { etapaSeletiva } from '../../../engine/react/test-fixtures';
import { renderScreen } from './render-screen';

vi.mock('../toaster', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const original = { ...widgets };
afterEach(() => {
  Object.assign(widgets, original);
  cleanup();
});

/** Counts the renders of a theme widget (the registry is a plain object the form reads). */
function countRenders(name: string): { count: number } {
  const counter = { count: 0 };
  const Real = original[name] as Widget;
  widgets[name] = (props) => {
    counter.count += 1;
    return <Real {...props} />;
  };
  return counter;
}

describe('EntityFormScreen render cost', () => {
  it('typing in one field renders only that field', () => {
    const numbers = countRenders('NumberWidget');
    const checkboxes = countRenders('CheckboxWidget');
    renderScreen(<EntityFormScreen entity={etapaSeletiva} />, { provider: failingDataProvider() });
    const before = { numbers: numbers.count, checkboxes: checkboxes.count };
    expect(before.numbers).toBeGreaterThan(0);
    const nome = screen.getByLabelText('Nome', { exact: false });
    for (const text of ['E', 'En', 'Ent', 'Entr', 'Entre']) fireEvent.change(nome, { target: { value: text } });
    expect(numbers.count).toBe(before.numbers);
    expect(checkboxes.count).toBe(before.checkboxes);
  });
});
