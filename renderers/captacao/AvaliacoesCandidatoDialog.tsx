/**
 * HR's view of a candidate's evaluations in a request (`GET /candidatos-solicitacao/{id}/avaliacoes`):
 * each model the request applies, answered or not, with the percentual and the verdict; HR
 * answers one on the candidate's behalf (in the step the candidate stands at), which replaces
 * an earlier answer.
 */
import { Button, Classes, Dialog, H5, HTMLTable, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import useSWR from 'swr';
import { useDataProvider } from '../../engine/react/data-provider';
import { formatDate } from '../../engine/format/dates';
import { toast } from '../shell/toaster';
import { ResponderAvaliacao } from '../avaliacao/ResponderAvaliacao';
import { percentual, Veredito } from '../avaliacao/resultado';
import type { RespostaPontuada } from '../../modules/avaliacao/questionario/pontuacao';
import type { AvaliacaoDoVinculo } from '../../modules/captacao/avaliacao/avaliacao.api';
import { call } from '../../engine/react/api-client';


export function AvaliacoesCandidatoDialog({ vinculo, onClose }: {
  vinculo: { id: number; candidatoId: number; nome: string; solicitacaoId: number; historicoCandidatoId?: number };
  onClose: () => void;
}): React.JSX.Element {
  const provider = useDataProvider();
  const [respondendo, setRespondendo] = useState<{ modelo: AvaliacaoDoVinculo['modelo']; anteriores?: RespostaPontuada[] }>();
  // Answering again starts from the answers given, read from the answered evaluation.
  const responder = async ({ modelo, avaliacao }: Pick<AvaliacaoDoVinculo, 'modelo' | 'avaliacao'>) => {
    const anterior = avaliacao ? await provider.getOne<{ respostas?: RespostaPontuada[] }>('avaliacoes-candidato', avaliacao.id) : undefined;
    setRespondendo({ modelo, anteriores: anterior?.respostas });
  };
  const { data, mutate } = useSWR(['avaliacoes-vinculo', vinculo.id], () =>
    call(provider, 'GET /candidatos-solicitacao/{id}/avaliacoes', { path: { id: vinculo.id } }),
  );
  return (
    <Dialog isOpen title={`Avaliações de ${vinculo.nome}`} onClose={onClose} style={{ width: 820 }}>
      <div className={Classes.DIALOG_BODY}>
        {!data ? (
          <Spinner />
        ) : respondendo ? (
          <>
          <H5>{respondendo.modelo.titulo}</H5>
          <ResponderAvaliacao
            chave={`rh:${respondendo.modelo.id}`}
            carregar={() => call(provider, 'GET /modelos-avaliacao/{id}/perguntas', { path: { id: respondendo.modelo.id }, errorMode: 'none' })}
            anteriores={respondendo.anteriores}
            enviar={(body) =>
              call(provider, 'POST /candidatos/{id}/avaliacoes/{avaliacaoId}', {
                path: { id: vinculo.candidatoId, avaliacaoId: respondendo.modelo.id },
                params: { solicitacaoId: vinculo.solicitacaoId, historicoCandidatoId: vinculo.historicoCandidatoId },
                body,
                errorMode: 'none',
              })
            }
            onCancelar={() => setRespondendo(undefined)}
            onEnviada={(resultado) => {
              const veredito = resultado.aprovado == null ? '' : resultado.aprovado ? ' — Aprovado' : ' — Reprovado';
              toast.success(`Avaliação registrada: ${percentual(resultado.percentual ?? null)}${veredito}.`);
              setRespondendo(undefined);
              void mutate();
            }}
          />
          </>
        ) : !data.avaliacoes.length ? (
          <p>Esta solicitação não aplica avaliações. Escolha os modelos em "Avaliações do candidato" na solicitação de pessoal.</p>
        ) : (
          <HTMLTable compact striped className="rh-avaliacoes-lista" style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>Modelo de avaliação</th>
                <th>Situação</th>
                <th>Percentual</th>
                <th>Resultado</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {data.avaliacoes.map(({ modelo, avaliacao }) => (
                <tr key={modelo.id} data-modelo={modelo.titulo}>
                  <td>{modelo.titulo}</td>
                  <td>{avaliacao ? `Respondida em ${formatDate(avaliacao.data)}${avaliacao.respondidoPor === 'C' ? ' pelo candidato' : ' pelo RH'}` : 'Não respondida'}</td>
                  <td>{avaliacao ? percentual(avaliacao.percentual) : ''}</td>
                  <td>{avaliacao ? <Veredito aprovado={avaliacao.aprovado} /> : null}</td>
                  <td>
                    <Button size="small" icon="form" text={avaliacao ? 'Responder novamente' : 'Responder'} onClick={() => void responder({ modelo, avaliacao })} />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </div>
    </Dialog>
  );
}
