/**
 * The exit interview of a dismissed talent (/gestao-talentos/talentos/{id}/entrevista-desligamento),
 * offered after "Desligar" and by the talent's "Entrevista de desligamento": HR picks the interview
 * model, answers on the questionnaire engine's own widget (partial saves, a final answer that
 * replaces the one before), writes a note, and prints the answered interview.
 */
import { Callout, Card, FormGroup, H3, HTMLSelect, Intent, Spinner, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';
import type { ScreenProps } from '../../../engine/react/module-manifest';
import { formatDate } from '../../../engine/format/dates';
import type { RespostasDaAvaliacao } from '../../../modules/avaliacao/questionario/questionario.api';
import { ImprimirQuestionario } from '../../avaliacao/ImprimirQuestionario';
import { ResponderAvaliacao } from '../../avaliacao/ResponderAvaliacao';
import { toast } from '../../shell/toaster';

export function EntrevistaDesligamento({ screen }: ScreenProps): React.JSX.Element {
  const provider = useDataProvider();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { data: talento, mutate } = useSWR(['entrevista-desligamento', id], () => call(provider, 'GET /colaboradores/{id}/entrevista-desligamento', { path: { id } }));
  const [escolhido, setModeloId] = useState<number>();
  const [observacao, setObservacao] = useState<string>();
  const modeloId = escolhido ?? talento?.entrevista?.modeloId ?? talento?.modelos[0]?.id;
  const { data: questionario } = useSWR(talento?.colaborador.dataDesligamento && modeloId ? ['entrevista-questionario', id, modeloId] : null, () =>
    call(provider, 'GET /colaboradores/{id}/entrevista-desligamento/questionario', { path: { id }, params: { modeloId } }),
  );
  const enviar = (parcial: boolean) => async (corpo: RespostasDaAvaliacao) => {
    const salvo = await call(provider, 'POST /colaboradores/{id}/entrevista-desligamento', {
      path: { id },
      params: { modeloId, ...(parcial ? { parcial: true } : {}) },
      body: { ...corpo, observacao: observacao ?? questionario?.observacaoRespondida ?? null },
      errorMode: 'none',
    });
    await mutate();
    return salvo;
  };
  const voltar = () => navigate(-1);

  if (!talento) return <Spinner />;
  const { colaborador, modelos, entrevista } = talento;
  return (
    <div className="rh-entrevista-desligamento">
      <H3>
        {screen.label} — {colaborador.nome}
      </H3>
      {!colaborador.dataDesligamento ? (
        <Callout intent={Intent.WARNING}>Só o talento desligado tem entrevista de desligamento. Desligue-o pela ação "Desligar" do talento.</Callout>
      ) : !modelos.length ? (
        <Callout intent={Intent.WARNING}>Não há modelo de entrevista de desligamento ativo. Cadastre um em Modelos de Avaliação, do tipo Entrevista de Desligamento.</Callout>
      ) : (
        <>
          <Card compact style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-end', marginBottom: 12 }}>
            <FormGroup label="Desligado em">{formatDate(colaborador.dataDesligamento)}</FormGroup>
            <FormGroup label="Modelo de entrevista" labelFor="entrevista-modelo">
              <HTMLSelect id="entrevista-modelo" value={modeloId} onChange={(e) => setModeloId(Number(e.currentTarget.value))} options={modelos.map((m) => ({ value: m.id, label: m.titulo }))} />
            </FormGroup>
            {entrevista ? (
              <FormGroup label={entrevista.respondidoParcialmente ? 'Respondida em parte' : `Respondida em ${formatDate(entrevista.data)}`}>
                <ImprimirQuestionario id={entrevista.id} small />
              </FormGroup>
            ) : null}
          </Card>
          {!questionario ? (
            <Spinner />
          ) : (
            <>
              <FormGroup label="Observação" labelFor="entrevista-observacao">
                <TextArea id="entrevista-observacao" fill rows={3} maxLength={4000} value={observacao ?? questionario.observacaoRespondida ?? ''} onChange={(e) => setObservacao(e.currentTarget.value)} />
              </FormGroup>
              <ResponderAvaliacao
                key={modeloId}
                chave={`entrevista-desligamento:${id}:${modeloId}`}
                carregar={async () => questionario}
                anteriores={questionario.anteriores}
                salvarParcial={enviar(true)}
                enviar={enviar(false)}
                onCancelar={voltar}
                onEnviada={() => toast.success('Entrevista de desligamento registrada.')}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
