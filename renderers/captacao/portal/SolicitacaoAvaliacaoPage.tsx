/**
 * /externo/solicitacao-avaliacao?solicitacaoId=&avaliacaoId=: the candidate answers an
 * evaluation of a job they applied to (the first one waiting, when none is named), sees the
 * confirmation and goes on to the next one. Only their own: the server answers for no other.
 */
import { Button, Callout, H3, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { useDataProvider } from '../../../engine/react/data-provider';
import { ResponderAvaliacao } from '../../avaliacao/ResponderAvaliacao';
import { linkAvaliacoes, linkResponder } from './avaliacoes-portal';
import { useExternalSession } from '../../shell/external/external-session';
import { call } from '../../../engine/react/api-client';

export const AVALIACAO_ENVIADA = 'Avaliação enviada com sucesso. Obrigado por responder!';

export function SolicitacaoAvaliacaoPage(): React.JSX.Element {
  const provider = useDataProvider();
  const navigate = useNavigate();
  const { state } = useExternalSession();
  const empresaId = state.empresa?.id;
  const query = new URLSearchParams(useLocation().search);
  const solicitacaoId = Number(query.get('solicitacaoId'));
  const pedida = query.get('avaliacaoId');
  const [enviada, setEnviada] = useState<string>();
  const { data, error, mutate } = useSWR(['externo/avaliacoes', solicitacaoId], () =>
    call(provider, 'GET /externo/avaliacoes', { params: { solicitacaoId }, errorMode: 'none' }),
  );
  if (error) return <Callout intent={Intent.DANGER}>{(error as Error).message}</Callout>;
  if (!data) return <Spinner />;
  const pendentes = data.filter((a) => !a.respondida && a.aberta);
  const atual = pedida ? data.find((a) => a.modelo.id === Number(pedida)) : pendentes[0];
  const minhas = <Link to={linkAvaliacoes(empresaId)}>Ver minhas avaliações</Link>;

  if (enviada) {
    const proxima = pendentes.find((a) => a.modelo.id !== Number(enviada));
    return (
      <section className="rh-job-ads">
        <Callout intent={Intent.SUCCESS} icon="tick-circle" title={AVALIACAO_ENVIADA}>
          <p>{proxima ? 'Esta vaga tem outra avaliação para você responder.' : 'Você respondeu todas as avaliações desta vaga.'}</p>
          {proxima ? (
            <Button intent={Intent.PRIMARY} text="Responder próxima avaliação" onClick={() => { setEnviada(undefined); navigate(linkResponder(solicitacaoId, proxima.modelo.id, empresaId)); }} />
          ) : (
            minhas
          )}
        </Callout>
      </section>
    );
  }
  if (!atual || atual.respondida || !atual.aberta) {
    const motivo = !atual ? 'Não há avaliações a responder nesta vaga.' : atual.respondida ? 'Você já respondeu esta avaliação.' : 'Esta vaga não está mais aberta para avaliações.';
    return <NonIdealState icon="form" title="Avaliação" description={motivo} action={minhas} />;
  }
  return (
    <section className="rh-job-ads">
      <H3>{atual.modelo.titulo}</H3>
      <p>Vaga: {atual.titulo}</p>
      <ResponderAvaliacao
        key={atual.modelo.id}
        chave={`portal:${atual.modelo.id}:${solicitacaoId}`}
        carregar={() => call(provider, 'GET /externo/avaliacoes/{avaliacaoId}/perguntas', { path: { avaliacaoId: atual.modelo.id }, params: { solicitacaoId }, errorMode: 'none' })}
        enviar={(body) => call(provider, 'POST /externo/candidatos/{id}/avaliacoes/{avaliacaoId}', { path: { id: state.candidato!.id, avaliacaoId: atual.modelo.id }, params: { solicitacaoId }, body, errorMode: 'none' })}
        onEnviada={() => {
          setEnviada(String(atual.modelo.id));
          void mutate();
        }}
      />
    </section>
  );
}
