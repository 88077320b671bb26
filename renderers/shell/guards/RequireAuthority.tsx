import type { ReactNode } from 'react';
import type { AuthorityRule } from '../authorities';
import { hasAuthority } from '../authorities';
import { AccessDeniedPage } from '../errors/AccessDeniedPage';
import { useSession } from '../session';

/** Shows "Acesso Negado" in place of a screen the user's authorities do not allow. */
export function RequireAuthority({ rule, children }: { rule: string | AuthorityRule | undefined; children: ReactNode }): React.JSX.Element {
  const { state } = useSession();
  if (!hasAuthority(state.authorities, rule)) return <AccessDeniedPage />;
  return <>{children}</>;
}
