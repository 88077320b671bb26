// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionExpiredDialog } from './SessionExpiredDialog';
import { fakeApi, get, post, userInfo } from './testing/fake-api';
import { renderShell } from './testing/render-shell';


afterEach(cleanup);

describe('session expired prompt', () => {
  it('opens on a 401 and logs out to /login on Sair', async () => {
    const { provider, calls } = fakeApi([get('/userinfo', userInfo()), post('/logout', () => ({ body: { ok: true } }))]);
    const { store } = renderShell(<SessionExpiredDialog />, { provider, path: '/captacao/etapas-seletivas' });
    await waitFor(() => expect(store.getState().authenticated).toBe(true));
    act(() => store.markExpired());
    expect(await screen.findByText('Sua sessão expirou.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/logout')).toBe(true);
    expect(store.getState().authenticated).toBe(false);
  });

  it('stays on the page when the user chooses to', async () => {
    const { provider } = fakeApi([get('/userinfo', userInfo())]);
    const { store } = renderShell(<SessionExpiredDialog />, { provider, path: '/x' });
    await waitFor(() => expect(store.getState().authenticated).toBe(true));
    act(() => store.markExpired());
    fireEvent.click(await screen.findByRole('button', { name: 'Permanecer na página' }));
    expect(store.getState()).toMatchObject({ expired: true, expiredPromptOpen: false, authenticated: true });
    expect(screen.getByTestId('location').textContent).toBe('/x');
  });
});
