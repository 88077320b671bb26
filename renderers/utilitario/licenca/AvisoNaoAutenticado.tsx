/**
 * The header's notice that this installation is not authenticated (spec 02 §7 system parameter
 * sistema-rh-atenticado): while the licence is not Ativa — a new installation, an inconsistent or
 * expired licence — a red "Sistema não autenticado" leads to "Configuração do Autenticador" (the
 * app's screen for who has it in the menu, else the public page), which says what to do; the status
 * and why are in its tooltip. Authenticated, nothing is shown.
 */
import { Intent } from '@blueprintjs/core';
import useSWR from 'swr';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';
import { RouterButton } from '../../shell/layout/RouterButton';
import { flattenMenu } from '../../shell/menu/menu-filter';
import { useSession } from '../../shell/session';
import { COMPACT_MENU_QUERY, MOBILE_QUERY, useMediaQuery } from '../../shell/layout/use-media-query';

/** The authenticator's screen in the app (schemas/utilitario/telas/licenca-autenticador.json), for who has it in the menu. */
const TELA_AUTENTICADOR = '/utilitario/autenticador';
/** The same page outside the app, open to anyone (renderers/utilitario/manifest.ts). */
const PAGINA_AUTENTICADOR = '/novaInstalacao/gerarTicket';

/** The answer's cache key: the authenticator's panel refreshes it after a licence is imported or erased. */
export const CHAVE_AUTENTICADO = 'sistema-rh-atenticado';

export function AvisoNaoAutenticado(): React.JSX.Element | null {
  const provider = useDataProvider();
  const { menu } = useSession().state;
  // The header narrows: a shorter text below 1200 px, the icon alone on phones (the tooltip keeps it all).
  const compacto = useMediaQuery(COMPACT_MENU_QUERY);
  const celular = useMediaQuery(MOBILE_QUERY);
  const { data } = useSWR(CHAVE_AUTENTICADO, () => call(provider, 'GET /parametros-sistema/sistema-rh-atenticado', { errorMode: 'none' }), { revalidateOnFocus: false });
  if (!data || data.autenticado) return null;
  const descricao = `Sistema não autenticado: licença ${data.situacao}. ${data.explicacao}`;
  const texto = celular ? undefined : compacto ? 'Não autenticado' : 'Sistema não autenticado';
  return (
    <RouterButton to={flattenMenu(menu).some((entry) => entry.path === TELA_AUTENTICADOR) ? TELA_AUTENTICADOR : PAGINA_AUTENTICADOR} variant="minimal" icon="lock" intent={Intent.DANGER} text={texto} title={descricao} aria-label={descricao} style={{ whiteSpace: 'nowrap' }} />
  );
}
