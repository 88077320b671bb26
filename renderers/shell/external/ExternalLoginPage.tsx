import { Card, Elevation, H3 } from '@blueprintjs/core';
import { Link, useLocation } from 'react-router-dom';
import { useDataProvider } from '../../../engine/react/data-provider';
import { LoginForm } from '../login/LoginForm';
import { afterPortalLogin } from '../plugins/portal-parts';
import { empresaIdFromSearch, withEmpresaId } from './external-links';
import { useExternalSession } from './external-session';
import { useExternalBranding } from './use-external-branding';

/**
 * /externo/login (spec §2.1, §2.4): the candidate's sign-in. The company comes from the
 * link's `empresaId`; without it, from the companies where the CPF has a résumé. A
 * `solicitacaoId` in the link (a job ad) goes along with the login.
 */
export function ExternalLoginPage(): React.JSX.Element {
  const session = useExternalSession();
  const provider = useDataProvider();
  const { search } = useLocation();
  const { empresaId } = empresaIdFromSearch(search);
  const solicitacaoId = Number(new URLSearchParams(search).get('solicitacaoId')) || undefined;
  const branding = useExternalBranding(empresaId);
  const fixedEmpresa = empresaId ? { id: Number(empresaId), nome: branding?.nome ?? '' } : undefined;
  return (
    <div className="rh-login-page">
      <Card elevation={Elevation.TWO} className="rh-login-card">
        <div className="rh-login-brand">
          <H3>Portal do Candidato</H3>
        </div>
        <LoginForm
          login={async (credentials) => {
            await session.login({ ...credentials, solicitacaoId });
            await afterPortalLogin(provider, new URLSearchParams(search));
          }}
          destination={withEmpresaId(solicitacaoId ? `/externo/anuncios?solicitacaoId=${solicitacaoId}` : '/externo/anuncios', empresaId)}
          empresasRoute="GET /externo/candidatos/empresas-por-cpf"
          fixedEmpresa={fixedEmpresa}
        />
        <p className="rh-login-footer rh-external-login-links">
          <Link to={withEmpresaId('/externo/recuperar-senha', empresaId)}>Esqueci minha senha</Link>
          <Link to={withEmpresaId('/externo/candidatos/new', empresaId)}>Cadastrar meu currículo</Link>
        </p>
      </Card>
    </div>
  );
}
