/**
 * /pesquisa/minhas-pesquisas: the released surveys the signed-in talent takes part in — answered
 * or waiting, with "Responder" (or "Continuar", with answers saved) while the survey is open —
 * and answering one: saved to continue later, then sent, once.
 */
import { Button, Callout, Card, H3, H5, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import useSWR from 'swr';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';
import { formatDate } from '../../../engine/format/dates';
import type { MinhaPesquisa } from '../../../modules/avaliacao/pesquisas/pesquisas.api';
import { toast } from '../../shell/toaster';
import { ResponderAvaliacao } from '../ResponderAvaliacao';
import './pesquisas.css';

export const PESQUISA_ENVIADA = 'Pesquisa enviada com sucesso. Obrigado por responder!';

const hoje = () => new Date().toLocaleDateString('sv-SE');
const aberta = (p: MinhaPesquisa) => p.dataInicio <= hoje() && hoje() <= p.dataFim;

function Responder({ pesquisa, onFim }: { pesquisa: MinhaPesquisa; onFim: (enviada: boolean) => void }): React.JSX.Element {
  const provider = useDataProvider();
  const path = { id: pesquisa.id };
  // Read afresh each time it is opened: the draft saved a moment ago is where answering resumes.
  const [aberto] = useState(() => Date.now());
  const { data, error } = useSWR(['pesquisa-questionario', pesquisa.id, aberto], () => call(provider, 'GET /pesquisas/{id}/questionario', { path, errorMode: 'none' }));
  if (error) return <Callout intent={Intent.DANGER}>{(error as Error).message}</Callout>;
  if (!data) return <Spinner />;
  // The draft as the questionnaire resumes it.
  const anteriores = data.anteriores.map((r) => ({ ...r, tipo: r.tipoId, ordem: 0, texto: '', pontos: 0, pontosMaximos: 0, respostaId: r.respostaId ?? undefined, respostasIds: r.respostasIds ?? undefined, nota: r.nota ?? undefined, comentario: r.comentario ?? undefined }));
  return (
    <Card className="rh-pesquisas">
      <H3>{pesquisa.titulo}</H3>
      {pesquisa.anonima ? <Callout icon="eye-off">Pesquisa anônima: suas respostas são guardadas sem o seu nome.</Callout> : null}
      <ResponderAvaliacao
        chave={`pesquisa:${pesquisa.id}`}
        carregar={async () => data}
        anteriores={anteriores}
        salvarParcial={(body) => call(provider, 'POST /pesquisas/{id}/respostas', { path, body: { ...body, parcial: true }, errorMode: 'none' })}
        enviar={(body) => call(provider, 'POST /pesquisas/{id}/respostas', { path, body, errorMode: 'none' })}
        onEnviada={() => {
          toast.success(PESQUISA_ENVIADA);
          onFim(true);
        }}
        onCancelar={() => onFim(false)}
      />
    </Card>
  );
}

export function MinhasPesquisas(): React.JSX.Element {
  const provider = useDataProvider();
  const [respondendo, setRespondendo] = useState<MinhaPesquisa>();
  const { data, error, mutate } = useSWR('pesquisas/minhas', () => call(provider, 'GET /pesquisas/minhas', { errorMode: 'none' }));
  if (respondendo) {
    return (
      <Responder
        pesquisa={respondendo}
        onFim={() => {
          setRespondendo(undefined);
          void mutate();
        }}
      />
    );
  }
  if (!data && !error) return <Spinner />;
  return (
    <section className="rh-pesquisas">
      <H3>Minhas pesquisas</H3>
      {error ? <NonIdealState icon="person" description={(error as Error).message} /> : null}
      {data && !data.length ? <NonIdealState icon="form" description="Você não tem pesquisas a responder." /> : null}
      <div className="rh-pesquisas-cartoes">
        {(data ?? []).map((p) => (
          <Card key={p.id} className="rh-pesquisa-cartao" elevation={1} data-pesquisa={p.titulo}>
            <H5>{p.titulo}</H5>
            <div>
              De {formatDate(p.dataInicio)} a {formatDate(p.dataFim)}
            </div>
            <div className="rh-pesquisa-acoes">
              {p.anonima ? <Tag minimal icon="eye-off">Anônima</Tag> : null}
              {p.respondida ? (
                <Tag intent={Intent.SUCCESS} icon="tick">Respondida</Tag>
              ) : aberta(p) ? (
                <Button intent={Intent.PRIMARY} icon="form" text={p.emAndamento ? 'Continuar' : 'Responder'} onClick={() => setRespondendo(p)} />
              ) : (
                <Tag minimal>Fora do período</Tag>
              )}
            </div>
          </Card>
        ))}
      </div>
    </section>
  );
}
