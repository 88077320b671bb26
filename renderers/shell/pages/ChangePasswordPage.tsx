import { Card, H3 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { alterarSenhaSchema } from '../../../engine/forms/alterar-senha';
import { useDataProvider } from '../../../engine/react/data-provider';
import { PasswordChangeForm } from '../forms/PasswordChangeForm';
import { call } from '../../../engine/react/api-client';

/** "Alterar Minha Senha" of the user menu (spec §2.5). */
export function ChangePasswordPage(): React.JSX.Element {
  const provider = useDataProvider();
  const navigate = useNavigate();
  return (
    <Card className="rh-narrow-card">
      <H3>Alterar Minha Senha</H3>
      <PasswordChangeForm schema={alterarSenhaSchema} save={async (body) => void (await call(provider, 'PATCH /userinfo/usuario/alterar-senha', { body, errorMode: 'none' }))} onDone={() => navigate('/')} />
    </Card>
  );
}
