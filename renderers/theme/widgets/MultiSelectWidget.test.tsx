// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failingDataProvider } from '../../../engine/react/data-provider';
import { MultiSelectWidget } from './MultiSelectWidget';
import { renderWidget } from './test-widget';

afterEach(cleanup);

const areas = [
  { id: 1, nome: 'Diretoria' },
  { id: 2, nome: 'Operações' },
  { id: 3, nome: 'Recursos Humanos' },
];

describe('MultiSelectWidget', () => {
  it('picks several records as ids and stops at maxItems', async () => {
    const getOptions = vi.fn().mockResolvedValue(areas);
    const { changes } = renderWidget(MultiSelectWidget, {
      schema: { type: 'array', items: { type: 'integer' }, 'x-reference': 'areaOrganizacional', maxItems: 2 },
      options: { resource: 'areas-organizacionais' },
      provider: failingDataProvider({ getOptions }),
    });
    // Typing opens the list (and filters it, here keeping every record).
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'o' } });
    fireEvent.click(await screen.findByText('Diretoria'));
    fireEvent.click(await screen.findByText('Recursos Humanos'));
    expect(changes.at(-1)).toEqual([1, 3]);
    expect(screen.getByText('Limite de registros selecionados atingido', { selector: '.rh-selection-limit' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Operações').closest('.bp6-menu-item')?.className).toContain('bp6-disabled'));
    // The tags name the records.
    expect(screen.getAllByText('Diretoria').some((el) => el.closest('.bp6-tag'))).toBe(true);
  });
});
