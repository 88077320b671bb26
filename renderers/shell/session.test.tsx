// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequestError, DataProvider, RequestOptions } from '../../engine/react/data-provider';
import { useSession } from './session';
import { createSessionStore } from './session-store';
import { createTabConflictStore } from './tab-conflict';
import { TabConflictDialog } from './TabConflictDialog';
import { fakeApi, get, loggedOut, post, userInfo } from './testing/fake-api';
import { renderShell } from './testing/render-shell';

afterEach(cleanup);

function SessionProbe(): React.JSX.Element {
  const session = useSession();
  const { loading, authenticated, empresa } = session.state;
  return (
    <>
      <p data-testid="state">{loading ? 'loading' : authenticated ? `in:${empresa?.nome}` : 'out'}</p>
      <button type="button" onClick={() => void session.logout()}>
        sair
      </button>
    </>
  );
}

describe('session state', () => {
  it('starts loading and becomes authenticated after user-info', async () => {
    const { provider } = fakeApi([get('/userinfo', userInfo())]);
    const { channel } = renderShell(<SessionProbe />, { provider });
    expect(screen.getByTestId('state').textContent).toBe('loading');
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('in:Empresa Demonstração'));
    // The tab tells the others which company it holds.
    expect(channel.announced).toContain(1);
  });

  it('keeps the system parameters of a logged-out answer', async () => {
    const { provider } = fakeApi([get('/userinfo', { ...loggedOut, parametrosDoSistema: { ...loggedOut.parametrosDoSistema, versao: '9.9' } })]);
    const store = createSessionStore();
    renderShell(<SessionProbe />, { provider, store });
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('out'));
    expect(store.getState().parametrosDoSistema.versao).toBe('9.9');
  });

  it('logout passes through loading, posts and resets', async () => {
    let release: () => void = () => {};
    const { provider, calls } = fakeApi([get('/userinfo', userInfo())]);
    const slowLogout: DataProvider = {
      ...provider,
      async request<T>(method: Parameters<DataProvider['request']>[0], path: string, options?: RequestOptions): Promise<T> {
        if (path === '/logout') await new Promise<void>((resolve) => (release = resolve));
        return provider.request<T>(method, path, options);
      },
    };
    renderShell(<SessionProbe />, { provider: slowLogout });
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('in:Empresa Demonstração'));
    fireEvent.click(screen.getByText('sair'));
    expect(screen.getByTestId('state').textContent).toBe('loading');
    await act(async () => release());
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('out'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/logout')).toBe(true);
  });

  it('marks the session expired on a 401 only while logged in', () => {
    const store = createSessionStore();
    store.markExpired();
    expect(store.getState().expired).toBe(false);
    store.loaded(userInfo());
    store.markExpired();
    expect(store.getState()).toMatchObject({ expired: true, expiredPromptOpen: true });
  });
});

describe('tab conflict', () => {
  it('opens the dialog when another tab switches company and refuses writes until reload', async () => {
    const conflicts = createTabConflictStore();
    const { provider, calls } = fakeApi(
      [get('/userinfo', userInfo()), post('/areas-interesse', () => ({ status: 201, body: { id: 1 } }))],
      { writeGuard: { isBlocked: () => conflicts.getState().inConflict, onBlocked: conflicts.remind } },
    );
    const reload = vi.fn();
    const { channel } = renderShell(
      <>
        <SessionProbe />
        <TabConflictDialog store={conflicts} reload={reload} />
      </>,
      { provider, conflicts },
    );
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('in:Empresa Demonstração'));

    act(() => channel.receive(1));
    expect(screen.queryByText('Atenção! A empresa foi alterada em outra aba')).toBeNull();

    act(() => channel.receive(2));
    expect(await screen.findByText('Atenção! A empresa foi alterada em outra aba')).toBeTruthy();
    fireEvent.click(screen.getByText('Manter'));
    await waitFor(() => expect(conflicts.getState().dialogOpen).toBe(false));

    const refused = (await provider.create('areas-interesse', { nome: 'x' }, { errorMode: 'none' }).catch((e: unknown) => e)) as ApiRequestError;
    expect(refused.body.code).toBe('TAB_CONFLICT');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    // The refused write brings the dialog back; Descartar reloads the tab.
    fireEvent.click(await screen.findByText('Descartar'));
    expect(reload).toHaveBeenCalled();
  });
});
