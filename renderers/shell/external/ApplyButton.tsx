/**
 * "Candidatar-me" on a job ad of the portal: a logged-in candidate applies at once
 * (`POST /api/externo/candidatos-solicitacao?solicitacaoId=`); a visitor goes to the portal
 * login with the ad's request, which applies after logging in.
 */
import { Button, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDataProvider } from '../../api/data-provider';
import { toast } from '../toaster';
import { useExternalSession } from './external-session';

export const CANDIDATURA_REALIZADA = 'Candidatura realizada com sucesso.';

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
    try {
      await provider.request('POST', '/externo/candidatos-solicitacao', { params: { solicitacaoId } });
      toast.success(CANDIDATURA_REALIZADA);
    } catch {
      // The provider has shown the refusal (the wait between two applications, a closed ad).
    } finally {
      setSending(false);
    }
  };
  return <Button intent={Intent.PRIMARY} icon="person" text="Candidatar-me" loading={sending} onClick={() => void apply()} />;
}
