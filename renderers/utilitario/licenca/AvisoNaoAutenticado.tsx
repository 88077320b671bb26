/**
 * The header's notice that this installation is not authenticated (spec 02 §7 system parameter
 * sistema-rh-atenticado): while the licence is not Ativa — a new installation, an inconsistent or
 * expired licence — a red "Sistema não autenticado" leads to "Configuração do Autenticador", which
 * says what to do; the status and why are in its tooltip. Authenticated, nothing is shown.
 */
import { Intent } from '@blueprintjs/core';
import useSWR from 'swr';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';
import { RouterButton } from '../../shell/layout/RouterButton';

/** The authenticator page, reachable signed in or out (renderers/utilitario/manifest.ts). */
const PAGINA_AUTENTICADOR = '/novaInstalacao/gerarTicket';

export function AvisoNaoAutenticado(): React.JSX.Element | null {
  const provider = useDataProvider();
  const { data } = useSWR('sistema-rh-atenticado', () => call(provider, 'GET /parametros-sistema/sistema-rh-atenticado', { errorMode: 'none' }), { revalidateOnFocus: false });
  if (!data || data.autenticado) return null;
  const descricao = `Sistema não autenticado: licença ${data.situacao}. ${data.explicacao}`;
  return (
    <RouterButton to={PAGINA_AUTENTICADOR} variant="minimal" icon="lock" intent={Intent.DANGER} text="Sistema não autenticado" title={descricao} aria-label={descricao} className="rh-aviso-nao-autenticado" />
  );
}
