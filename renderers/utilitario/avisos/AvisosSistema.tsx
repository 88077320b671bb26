/**
 * The system notices area (spec 02 §2): the notices the server lists when the app loads, sticky
 * at the top of the content, one callout each. Failing to load them is a sticky error with the
 * server's message or "Erro" (spec §8). A notice with a link leads to the screen that deals with it.
 */
import { Callout, Intent } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { call } from '../../../engine/react/api-client';
import { ApiRequestError, useDataProvider } from '../../../engine/react/data-provider';
import type { AvisoSistema } from '../../../modules/utilitario/avisos/avisos.api';
import { toast } from '../../shell/toaster';

const INTENT: Record<AvisoSistema['gravidade'], Intent> = { INFO: Intent.PRIMARY, AVISO: Intent.WARNING, ERRO: Intent.DANGER };

export function AvisosSistema(): React.JSX.Element | null {
  const provider = useDataProvider();
  const { data } = useSWR('avisos-sistema', () => call(provider, 'GET /avisos-sistema', { errorMode: 'none' }), {
    revalidateOnFocus: false,
    onError: (error: unknown) => toast.error(error instanceof ApiRequestError && error.body.message ? error.body.message : 'Erro', { sticky: true }),
  });
  if (!data?.avisos.length) return null;
  return (
    <div className="rh-avisos-sistema" role="region" aria-label="Avisos do sistema">
      {data.avisos.map((aviso) => (
        <Callout key={aviso.codigo} intent={INTENT[aviso.gravidade]} data-codigo={aviso.codigo} style={{ marginBottom: 8 }}>
          {aviso.mensagens.map((mensagem) => (
            <div key={mensagem}>{mensagem}</div>
          ))}
          {aviso.link ? <Link to={aviso.link.url}>{aviso.link.texto}</Link> : null}
        </Callout>
      ))}
    </div>
  );
}
