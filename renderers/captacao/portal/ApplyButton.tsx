/**
 * "Candidatar-me" on a job ad of the portal: a logged-in candidate applies at once
 * (`POST /api/externo/candidatos-solicitacao?solicitacaoId=`); a visitor goes to the portal
 * login with the ad's request, which applies after logging in.
 */
import { Button, Intent, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDataProvider } from '../../../engine/react/data-provider';
import type { DataProvider } from '../../../engine/react/data-provider';
import { toast } from '../../shell/toaster';
import { linkResponder } from './avaliacoes-portal';
import { useExternalSession } from '../../shell/external/external-session';
import { call } from '../../../engine/react/api-client';
import { formatDate } from '../../../engine/format/dates';
import type { Inscricao } from '../../../modules/captacao/portal/portal.api';

export const CANDIDATURA_REALIZADA = 'Candidatura realizada com sucesso.';

/** The signed-in candidate applies to the request's ad; a refusal is shown by the provider. Answers whether it went through. */
export async function applyToJob(provider: DataProvider, solicitacaoId: number): Promise<boolean> {
  try {
    await call(provider, 'POST /externo/candidatos-solicitacao', { params: { solicitacaoId } });
    toast.success(CANDIDATURA_REALIZADA);
    return true;
  } catch {
    // The provider has shown the refusal (the wait between two applications, a closed ad).
    return false;
  }
}

/**
 * `avaliacoes`: the ad uses evaluations, answered right after applying. `inscricao`: the
 * candidate's application, shown instead of the button until the ad's wait is over.
 * `onApplied`: the list reloads, so the card says "Inscrito em".
 */
export function ApplyButton({ empresaId, solicitacaoId, avaliacoes = false, inscricao, onApplied }: {
  empresaId: number;
  solicitacaoId: number;
  avaliacoes?: boolean;
  inscricao?: Inscricao;
  onApplied?: () => void;
}): React.JSX.Element {
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
    const applied = await applyToJob(provider, solicitacaoId);
    setSending(false);
    if (applied) onApplied?.();
    if (applied && avaliacoes) navigate(linkResponder(solicitacaoId, undefined, empresaId));
  };
  const inscrito = inscricao ? (
    <Tag large minimal intent={Intent.SUCCESS} icon="tick-circle">
      Inscrito em {formatDate(inscricao.data)}
    </Tag>
  ) : null;
  if (inscricao && !inscricao.renovavel) return inscrito!;
  return (
    <>
      {inscrito}
      <Button intent={Intent.PRIMARY} icon="person" text={inscricao ? 'Candidatar-me novamente' : 'Candidatar-me'} loading={sending} onClick={() => void apply()} />
    </>
  );
}
