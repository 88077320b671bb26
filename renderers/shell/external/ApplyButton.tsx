/**
 * "Candidatar-me" on a job ad of the portal: a logged-in candidate applies at once
 * (`POST /api/externo/candidatos-solicitacao?solicitacaoId=`); a visitor goes to the portal
 * login with the ad's request, which applies after logging in.
 */
import { Button, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDataProvider } from '../../api/data-provider';
import type { DataProvider } from '../../api/data-provider';
import { toast } from '../toaster';
import { useExternalSession } from './external-session';

export const CANDIDATURA_REALIZADA = 'Candidatura realizada com sucesso.';

/** The signed-in candidate applies to the request's ad; a refusal is shown by the provider. */
export async function applyToJob(provider: DataProvider, solicitacaoId: number): Promise<void> {
  try {
    await provider.request('POST', '/externo/candidatos-solicitacao', { params: { solicitacaoId } });
    toast.success(CANDIDATURA_REALIZADA);
  } catch {
    // The provider has shown the refusal (the wait between two applications, a closed ad).
  }
}

export function ApplyButton({ empresaId, solicitacaoId }: { empresaId: number; solicitacaoId: number }): React.JSX.Element {
  const provider = useDataProvider();
  const navigate = useNavigate();
  const { state } = useExternalSession();
  const [sending, setSending] = useState(false);
  const apply = async () => {
    if (!state.authenticated || !state.candidato) {
      navigate(`/externo/login?empresaId=${empresaId}&solicitacaoId=${solicitacaoId}`);
      return;
    }
    setSending(true);
    await applyToJob(provider, solicitacaoId);
    setSending(false);
  };
  return <Button intent={Intent.PRIMARY} icon="person" text="Candidatar-me" loading={sending} onClick={() => void apply()} />;
}
