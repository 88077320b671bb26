import { Button, Callout, Card, H3, H5, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import type { PublicAd } from '../../../modules/captacao/portal/portal.api';
import { useDataProvider } from '../../../engine/react/data-provider';
import { formatDate } from '../../../engine/format/dates';
import { lazyInKit } from '../../shell/kit/lazy-in-kit';
import { ApplyButton } from './ApplyButton';
import { linkAvaliacoes } from './avaliacoes-portal';
import { EvaluationsOfAd } from './EvaluationsOfAd';
import { empresaIdFromSearch } from '../../shell/external/external-links';
import { useExternalSession } from '../../shell/external/external-session';
import { call } from '../../../engine/react/api-client';

// The dialog brings rjsf, ajv and the captcha (and the shell's kit): loaded when a visitor opens it.
const FriendReferralDialog = lazyInKit(() => import('./FriendReferralDialog').then((module) => module.FriendReferralDialog));

/**
 * /externo/anuncios, "Vagas Abertas" (spec §2.3, §2.4): the company's open external ads,
 * or the one of the link's `solicitacaoId`; each can be sent to a friend.
 */
export function JobAdsPage(): React.JSX.Element {
  const provider = useDataProvider();
  const { search } = useLocation();
  const { state } = useExternalSession();
  const navigate = useNavigate();
  const query = new URLSearchParams(search);
  const empresaId = state.empresa?.id ?? Number(empresaIdFromSearch(search).empresaId);
  const solicitacaoId = query.get('solicitacaoId') ?? undefined;
  const [sharing, setSharing] = useState<PublicAd>();
  const { data, error, isLoading, mutate } = useSWR(empresaId ? ['externo/anuncios', empresaId, solicitacaoId] : null, () =>
    call(provider, 'GET /externo/anuncios', { params: { empresaId, solicitacaoId }, errorMode: 'none' }),
  );

  if (!empresaId) {
    return <NonIdealState icon="office" title="Vagas Abertas" description="Acesse pelo link de vagas da empresa para ver as vagas abertas." />;
  }
  if (isLoading) return <Spinner />;
  if (error) return <Callout intent={Intent.DANGER}>{(error as Error).message}</Callout>;
  return (
    <section className="rh-job-ads">
      <div className="rh-job-ads-heading" style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <H3>Vagas Abertas</H3>
        {state.candidato ? <Button variant="minimal" icon="form" text="Minhas Avaliações" onClick={() => navigate(linkAvaliacoes(empresaId))} /> : null}
      </div>
      {!data?.length ? (
        <NonIdealState icon="search" description={solicitacaoId ? 'Esta vaga não está mais aberta.' : 'Nenhuma vaga aberta no momento.'} />
      ) : (
        data.map((ad) => (
          <Card key={ad.id} className="rh-job-ad" elevation={1}>
            <H5>{ad.titulo}</H5>
            <div className="rh-job-ad-tags">
              {ad.cargo ? <Tag minimal icon="briefcase">{ad.cargo}</Tag> : null}
              {ad.cidade ? <Tag minimal icon="map-marker">{ad.cidade}</Tag> : null}
              {ad.previsaoEncerramento ? <Tag minimal icon="calendar">Inscrições até {formatDate(ad.previsaoEncerramento)}</Tag> : null}
            </div>
            <p className="rh-job-ad-text">{ad.descricao}</p>
            <div className="rh-job-ad-buttons">
              <ApplyButton
                empresaId={empresaId}
                solicitacaoId={ad.solicitacao.id}
                avaliacoes={Boolean(ad.utilizarAvaliacoesEtapaSeletiva)}
                inscricao={ad.inscricao}
                onApplied={() => void mutate()}
              />
              <EvaluationsOfAd ad={ad} empresaId={empresaId} />
              <Button icon="envelope" text="Enviar para um amigo" onClick={() => setSharing(ad)} />
            </div>
          </Card>
        ))
      )}
      {sharing ? (
        <Suspense fallback={<Spinner />}>
          <FriendReferralDialog anuncio={sharing} empresaId={empresaId} onClose={() => setSharing(undefined)} />
        </Suspense>
      ) : null}
    </section>
  );
}
