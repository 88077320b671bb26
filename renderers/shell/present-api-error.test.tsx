// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../engine/react/data-provider';
import { presentApiError } from './present-api-error';

describe('presentApiError', () => {
  it('opens an "Aviso" popup with the field errors of a 400', async () => {
    const error = new ApiRequestError(400, {
      code: 'FIELD_VALIDATION_VIOLATION',
      message: 'Preencha os campos indicados',
      fields: [{ field: 'nome', message: 'Campo obrigatório' }],
    });
    presentApiError(error, 'popup');
    expect(await screen.findByText('Aviso')).toBeTruthy();
    expect(screen.getByText('Preencha os campos indicados')).toBeTruthy();
    expect(screen.getByText(/Campo obrigatório/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('Preencha os campos indicados')).toBeNull());
  });

  it('titles other popups "Erro"', async () => {
    presentApiError(new ApiRequestError(500, { code: '500', message: 'Falha geral' }), 'popup');
    expect(await screen.findByText('Erro')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('Falha geral')).toBeNull());
  });

  it('shows messages mode as a toast', async () => {
    presentApiError(new ApiRequestError(403, { code: '403', message: 'Não autorizado.' }), 'messages');
    expect(await screen.findByText('Não autorizado.')).toBeTruthy();
    expect(document.querySelector('.bp6-toast.bp6-intent-danger')).toBeTruthy();
  });
});
