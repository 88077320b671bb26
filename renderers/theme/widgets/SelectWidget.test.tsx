// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failingDataProvider } from '../../../engine/react/data-provider';
import { SelectWidget } from './SelectWidget';
import { renderWidget } from './test-widget';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const sexo = { type: 'string', oneOf: [{ const: 'M', title: 'Masculino' }, { const: 'F', title: 'Feminino' }] };
const estado = { type: 'object', 'x-reference': 'estado', properties: { id: { type: 'integer' } } };

describe('SelectWidget', () => {
  it('offers the titles of a code list and stores the code', () => {
    const { changes } = renderWidget(SelectWidget, { schema: sexo });
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Selecione', 'Masculino', 'Feminino']);
    fireEvent.change(select, { target: { value: '1' } });
    expect(changes.at(-1)).toBe('F');
    fireEvent.change(select, { target: { value: '' } });
    expect(changes.at(-1)).toBeUndefined();
  });

  it('loads a reference from getOptions(resource), shows the record name, stores {id, nome}', async () => {
    const getOptions = vi.fn().mockResolvedValue([{ id: 1, nome: 'Ceará' }, { id: 2, nome: 'Bahia' }]);
    const { changes } = renderWidget(SelectWidget, {
      schema: estado,
      value: { id: 2, nome: 'Bahia' },
      options: { resource: 'estados', summary: 'nome' },
      provider: failingDataProvider({ getOptions }),
    });
    expect(screen.getByRole('button', { name: 'Bahia' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bahia' }));
    fireEvent.click(await screen.findByText('Ceará'));
    expect(changes.at(-1)).toEqual({ id: 1, nome: 'Ceará' });
    expect(getOptions).toHaveBeenCalledWith('estados', {});
  });

  it('sends the search text 250 ms after typing stops', async () => {
    const getOptions = vi.fn().mockResolvedValue([{ id: 1, nome: 'Ceará' }]);
    renderWidget(SelectWidget, { schema: estado, options: { resource: 'estados' }, provider: failingDataProvider({ getOptions }) });
    fireEvent.click(screen.getByRole('button', { name: 'Selecione' }));
    await screen.findByText('Ceará');
    vi.useFakeTimers();
    fireEvent.change(screen.getByPlaceholderText('Pesquisar'), { target: { value: 'ce' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(getOptions).not.toHaveBeenCalledWith('estados', { q: 'ce' });
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(getOptions).toHaveBeenCalledWith('estados', { q: 'ce' });
  });

  it('a failed load leaves an empty list', async () => {
    const getOptions = vi.fn().mockRejectedValue(new Error('fora do ar'));
    renderWidget(SelectWidget, { schema: { type: 'integer', 'x-reference': 'estado' }, options: { resource: 'estados' }, provider: failingDataProvider({ getOptions }) });
    fireEvent.click(screen.getByRole('button', { name: 'Selecione' }));
    await waitFor(() => expect(screen.getByText('Nenhum registro encontrado.')).toBeTruthy());
  });
});
