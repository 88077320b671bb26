import { NonIdealState } from '@blueprintjs/core';
import { HomeButton } from './HomeButton';

/** Missing authority (spec §2.6). */
export function AccessDeniedPage(): React.JSX.Element {
  return (
    <div className="rh-error-page">
      <NonIdealState
        icon="lock"
        title="Acesso Negado"
        description="Você não tem autorização para acessar esta página. Entre em contato com o responsável pelo cadastro de perfis do sistema na sua empresa."
        action={<HomeButton />}
      />
    </div>
  );
}
