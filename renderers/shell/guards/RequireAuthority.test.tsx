// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hasAuthority } from '../authorities';
import { fakeApi, get, userInfo } from '../testing/fake-api';
import { renderShell } from '../testing/render-shell';
import { RequireAuthority } from './RequireAuthority';

afterEach(cleanup);

describe('authority checks', () => {
  it('knows single, any-of and all-of rules', () => {
    const granted = ['A', 'B'];
    expect(hasAuthority(granted, 'A')).toBe(true);
    expect(hasAuthority(granted, 'C')).toBe(false);
    expect(hasAuthority(granted, { any: ['C', 'B'] })).toBe(true);
    expect(hasAuthority(granted, { any: ['C'] })).toBe(false);
    expect(hasAuthority(granted, { all: ['A', 'B'] })).toBe(true);
    expect(hasAuthority(granted, { all: ['A', 'C'] })).toBe(false);
    expect(hasAuthority(granted, undefined)).toBe(true);
  });

  it('shows Acesso Negado when the authority is missing', async () => {
    const { provider } = fakeApi([get('/userinfo', userInfo({ authorities: ['ROLE_X'] }))]);
    renderShell(
      <>
        <RequireAuthority rule="ROLE_X">
          <p>permitido</p>
        </RequireAuthority>
        <RequireAuthority rule={{ all: ['ROLE_X', 'ROLE_Y'] }}>
          <p>proibido</p>
        </RequireAuthority>
      </>,
      { provider },
    );
    expect(await screen.findByText('permitido')).toBeTruthy();
    expect(screen.queryByText('proibido')).toBeNull();
    expect(screen.getByText('Acesso Negado')).toBeTruthy();
  });
});
