// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, failingDataProvider } from '../../../engine/react/data-provider';
import { toast } from '../toaster';
import { EntityFormScreen } from '../../../engine/react/EntityFormScreen';
import { candidato, estado, etapaSeletiva } from '../../../engine/react/test-fixtures';
import { renderScreen } from './render-screen';

vi.mock('../toaster', () => ({
  toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

afterEach(cleanup);
beforeEach(() => vi.clearAllMocks());

const errorUnder = (label: string) =>
  screen.getByLabelText(label, { exact: false }).closest('.bp6-form-group')?.querySelector('.bp6-form-helper-text')?.textContent?.trim();

describe('EntityFormScreen', () => {
  it('refuses an empty form with the server messages on the fields and focuses the first', async () => {
    const create = vi.fn();
    renderScreen(<EntityFormScreen entity={etapaSeletiva} />, { provider: failingDataProvider({ create }) });
    expect(screen.getByRole('heading', { name: 'Inserir Etapa Seletiva' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith('Preencha os campos indicados'));
    expect(errorUnder('Ordem')).toBe('Ordem é obrigatória');
    expect(errorUnder('Nome')).toBe('Nome é obrigatório');
    await waitFor(() => expect(document.activeElement?.id).toBe('root_ordem'));
    expect(create).not.toHaveBeenCalled();
  });

  it('checks a field when it is left, and only that field', async () => {
    renderScreen(<EntityFormScreen entity={etapaSeletiva} />, { provider: failingDataProvider() });
    const ordem = screen.getByLabelText('Ordem', { exact: false });
    fireEvent.focus(ordem);
    fireEvent.change(ordem, { target: { value: '1000' } });
    fireEvent.blur(ordem);
    await waitFor(() => expect(errorUnder('Ordem')).toBe('O valor máximo é 999'));
    expect(errorUnder('Nome')).toBeFalsy();
  });

  it('creates a record, says so and goes back to the list', async () => {
    const create = vi.fn().mockResolvedValue({ id: 7 });
    renderScreen(<EntityFormScreen entity={etapaSeletiva} />, { provider: failingDataProvider({ create }), at: '/captacao/etapas-seletivas/new' });
    fireEvent.change(screen.getByLabelText('Ordem', { exact: false }), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Nome', { exact: false }), { target: { value: 'Entrevista' } });
    fireEvent.click(screen.getByLabelText('Análise comportamental', { exact: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith('etapas-seletivas', { ordem: 3, nome: 'Entrevista', analiseComportamental: true }, { formFields: ['ordem', 'nome', 'analiseComportamental'] }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/captacao/etapas-seletivas'));
    expect(toast.success).toHaveBeenCalledWith('Registro salvo com sucesso.');
  });

  it('updates naming the record and the version read, and nothing else the server owns', async () => {
    const getOne = vi.fn().mockResolvedValue({ id: 5, version: 3, ordem: 2, nome: 'Teste', analiseComportamental: null, createdAt: 'x', updatedAt: 'y' });
    const update = vi.fn().mockResolvedValue({});
    renderScreen(<EntityFormScreen entity={etapaSeletiva} id="5" />, { provider: failingDataProvider({ getOne, update }) });
    const nome = await screen.findByDisplayValue('Teste');
    expect(screen.getByRole('heading', { name: 'Editar Etapa Seletiva' })).toBeTruthy();
    fireEvent.change(nome, { target: { value: 'Dinâmica' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('etapas-seletivas', '5', { ordem: 2, nome: 'Dinâmica', id: 5, version: 3 }, { formFields: ['ordem', 'nome', 'analiseComportamental'] }));
  });

  it('puts the server field errors (dotted paths) on the fields, opening their tab', async () => {
    const create = vi.fn().mockRejectedValue(
      new ApiRequestError(400, {
        code: 'FIELD_VALIDATION_VIOLATION',
        message: 'Preencha os campos indicados',
        fields: [{ field: 'observacao', message: 'Texto proibido' }],
      }),
    );
    const getOptions = vi.fn().mockResolvedValue([{ id: 1, nome: 'Ceará' }]);
    renderScreen(<EntityFormScreen entity={candidato} />, {
      provider: failingDataProvider({ create, getOptions }),
      entities: [candidato, estado],
    });
    fireEvent.change(screen.getByLabelText('Nome', { exact: false }), { target: { value: 'Maria' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Endereço' }));
    fireEvent.click(await screen.findByRole('button', { name: /Estado/ }));
    fireEvent.click(await screen.findByText('Ceará'));
    fireEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith('candidatos', { nome: 'Maria', estado: { id: 1, nome: 'Ceará' } }, { formFields: expect.arrayContaining(['nome', 'estado']) }));
    // The error is on the third tab: it opens and the field gets the focus.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Outros' }).getAttribute('aria-selected')).toBe('true'));
    expect(errorUnder('Observação')).toBe('Texto proibido');
    await waitFor(() => expect(document.activeElement?.id).toBe('root_observacao'));
    // Typing in the field clears the server's complaint.
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Observação', { exact: false }), { target: { value: 'ok' } });
    });
    expect(errorUnder('Observação')).not.toBe('Texto proibido');
  });
});
