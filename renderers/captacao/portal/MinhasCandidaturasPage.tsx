/**
 * /externo/candidato-solicitacoes, "Minhas candidaturas" (spec §2.3, issue 12 §6): each job
 * the signed-in candidate applied to, when, and the last step of its selection the company
 * shows in the portal — never a result.
 */
import { Callout, Card, H3, H5, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import useSWR from 'swr';
import { useDataProvider } from '../../../engine/react/data-provider';
import { formatDate } from '../../../engine/format/dates';
import { call } from '../../../engine/react/api-client';
import { RouterButton } from '../../shell/layout/RouterButton';
import { withEmpresaId } from '../../shell/external/external-links';
import { useExternalSession } from '../../shell/external/external-session';

export const MINHAS_CANDIDATURAS = 'Minhas candidaturas';
/** Before any step the company shows. */
export const INSCRICAO_RECEBIDA = 'Inscrição recebida';

export function MinhasCandidaturasPage(): React.JSX.Element {
  const provider = useDataProvider();
  const empresaId = useExternalSession().state.empresa?.id;
  const { data, error } = useSWR('externo/candidaturas', () => call(provider, 'GET /externo/candidatos-solicitacao', { errorMode: 'none' }));
  if (error) return <Callout intent={Intent.DANGER}>{(error as Error).message}</Callout>;
  if (!data) return <Spinner />;
  return (
    <section className="rh-job-ads rh-candidaturas">
      <H3>{MINHAS_CANDIDATURAS}</H3>
      {!data.length ? (
        <NonIdealState
          icon="briefcase"
          description="Você ainda não se candidatou a nenhuma vaga."
          action={<RouterButton intent={Intent.PRIMARY} icon="search" text="Ver as vagas abertas" to={withEmpresaId('/externo/anuncios', empresaId)} />}
        />
      ) : null}
      {data.map((candidatura) => (
        <Card key={candidatura.id} className="rh-job-ad rh-candidatura" elevation={1}>
          <H5>{candidatura.vaga}</H5>
          <div className="rh-job-ad-tags">
            <Tag minimal icon="calendar">Inscrito em {formatDate(candidatura.data)}</Tag>
            <Tag minimal intent={Intent.PRIMARY} icon="flow-linear">
              {candidatura.etapa ? `Etapa: ${candidatura.etapa}` : INSCRICAO_RECEBIDA}
            </Tag>
            {candidatura.encerrada ? <Tag minimal icon="lock">Vaga encerrada</Tag> : null}
          </div>
        </Card>
      ))}
    </section>
  );
}
