/**
 * /externo/avaliacoes: the signed-in candidate's evaluations, per job they applied to whose ad
 * uses evaluations — answered (and when) or waiting, with "Responder" while the job is open.
 */
import { Button, Callout, Card, H3, H5, HTMLTable, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { useDataProvider } from '../../../engine/react/data-provider';
import { formatDate } from '../../../engine/format/dates';
import { linkResponder } from './avaliacoes-portal';
import { useExternalSession } from '../../shell/external/external-session';
import { call } from '../../../engine/react/api-client';

export function AvaliacoesPage(): React.JSX.Element {
  const provider = useDataProvider();
  const navigate = useNavigate();
  const empresaId = useExternalSession().state.empresa?.id;
  const { data, error } = useSWR('externo/avaliacoes', () => call(provider, 'GET /externo/avaliacoes', { errorMode: 'none' }));
  if (error) return <Callout intent={Intent.DANGER}>{(error as Error).message}</Callout>;
  if (!data) return <Spinner />;
  const vagas = [...new Map(data.map((a) => [a.solicitacaoId, a.titulo])).entries()];
  return (
    <section className="rh-job-ads">
      <H3>Minhas Avaliações</H3>
      {!vagas.length ? <NonIdealState icon="form" description="Você não tem avaliações a responder." /> : null}
      {vagas.map(([solicitacaoId, titulo]) => (
        <Card key={solicitacaoId} className="rh-job-ad" elevation={1}>
          <H5>{titulo}</H5>
          <HTMLTable compact className="rh-avaliacoes-lista">
            <tbody>
              {data
                .filter((a) => a.solicitacaoId === solicitacaoId)
                .map((a) => (
                  <tr key={a.modelo.id}>
                    <td>{a.modelo.titulo}</td>
                    <td>
                      {a.respondida ? (
                        <Tag intent={Intent.SUCCESS} icon="tick">Respondida em {formatDate(a.data)}</Tag>
                      ) : a.aberta ? (
                        <Button intent={Intent.PRIMARY} size="small" icon="form" text="Responder" onClick={() => navigate(linkResponder(solicitacaoId, a.modelo.id, empresaId))} />
                      ) : (
                        <Tag minimal>Vaga encerrada</Tag>
                      )}
                    </td>
                  </tr>
                ))}
            </tbody>
          </HTMLTable>
        </Card>
      ))}
    </section>
  );
}
