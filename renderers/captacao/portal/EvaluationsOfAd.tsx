/** On an ad the candidate applied to: how many of its evaluations they answered, and the way to the others. */
import { Button, Intent, Tag } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import type { PublicAd } from '../../../modules/captacao/portal/portal.api';
import { linkResponder } from './avaliacoes-portal';

export function EvaluationsOfAd({ ad, empresaId }: { ad: PublicAd; empresaId: number }): React.JSX.Element | null {
  const navigate = useNavigate();
  const total = ad.qtdAvaliacoes ?? 0;
  const respondidas = ad.qtdAvaliacoesRespondidas ?? 0;
  if (!total) return null;
  return (
    <>
      <Tag minimal large icon="form" intent={respondidas === total ? Intent.SUCCESS : Intent.WARNING}>
        Avaliações respondidas: {respondidas} de {total}
      </Tag>
      {respondidas < total ? (
        <Button intent={Intent.WARNING} icon="form" text="Responder avaliações" onClick={() => navigate(linkResponder(ad.solicitacao.id, undefined, empresaId))} />
      ) : null}
    </>
  );
}
