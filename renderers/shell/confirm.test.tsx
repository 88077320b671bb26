// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirm } from './confirm';

describe('confirm', () => {
  it('asks with the default header RH and resolves with the answer', async () => {
    const answer = confirm({ message: 'Tem certeza que deseja remover?' });
    expect(await screen.findByText('Tem certeza que deseja remover?')).toBeTruthy();
    expect(screen.getByText('RH')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sim' }));
    await expect(answer).resolves.toBe(true);
    // The dialog leaves the page once its closing transition ends.
    await waitFor(() => expect(screen.queryByText('Tem certeza que deseja remover?')).toBeNull());
  });

  it('resolves false on Não, with a custom header', async () => {
    const answer = confirm({ message: 'Gerar novo ticket?', header: 'Licença' });
    expect(await screen.findByText('Licença')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Não' }));
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByText('Gerar novo ticket?')).toBeNull());
  });
});
