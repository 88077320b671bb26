/**
 * Answering a talent's experience follow-up of one period: the model (when the period has
 * several), the questionnaire starting from what was answered so far, "Salvar e continuar
 * depois", the note of who answers, and the final answer, which replaces an earlier one.
 */
import { Classes, Dialog, FormGroup, HTMLSelect, Spinner, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import useSWR from 'swr';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';
import type { AcompanhamentoDoTalento } from '../../../modules/avaliacao/experiencia/experiencia.api';
import type { RespostasDaAvaliacao } from '../../../modules/avaliacao/questionario/questionario.api';
import { toast } from '../../shell/toaster';
import { ResponderAvaliacao } from '../ResponderAvaliacao';
import { percentual } from '../resultado';

export function AcompanhamentoDialog({ colaborador, acompanhamento, onClose }: {
  colaborador: { id: number; nome: string };
  acompanhamento: AcompanhamentoDoTalento;
  /** Closed, answered or not (a partial save may have changed the follow-up). */
  onClose: () => void;
}): React.JSX.Element {
  const provider = useDataProvider();
  const { periodo, modelos } = acompanhamento;
  const [modeloId, setModeloId] = useState(acompanhamento.questionario?.modeloId ?? modelos[0]?.id);
  const [observacao, setObservacao] = useState<string>();
  const path = { id: colaborador.id, periodoId: periodo.id };
  const { data } = useSWR(modeloId ? ['acompanhamento', colaborador.id, periodo.id, modeloId] : null, () =>
    call(provider, 'GET /colaboradores/{id}/acompanhamentos-experiencia/{periodoId}/questionario', { path, params: { modeloId } }),
  );
  const enviar = (parcial: boolean) => (corpo: RespostasDaAvaliacao) =>
    call(provider, 'POST /colaboradores/{id}/acompanhamentos-experiencia/{periodoId}', {
      path,
      params: { modeloId, ...(parcial ? { parcial: true } : {}) },
      body: { ...corpo, observacao: observacao ?? data?.observacaoRespondida ?? null },
      errorMode: 'none',
    });
  return (
    <Dialog isOpen title={`Acompanhamento de experiência — ${colaborador.nome}`} onClose={onClose} style={{ width: 820 }}>
      <div className={Classes.DIALOG_BODY}>
        <p>
          <strong>{periodo.nome}</strong>
        </p>
        {modelos.length > 1 ? (
          <FormGroup label="Modelo de avaliação" labelFor="acompanhamento-modelo">
            <HTMLSelect id="acompanhamento-modelo" value={modeloId} onChange={(e) => setModeloId(Number(e.currentTarget.value))} options={modelos.map((m) => ({ value: m.id, label: m.titulo }))} />
          </FormGroup>
        ) : null}
        {!modeloId ? (
          <p>Este período não tem um modelo de avaliação de acompanhamento de experiência ativo. Cadastre um em Modelos de Avaliação, do tipo Acompanhamento de Experiência.</p>
        ) : !data ? (
          <Spinner />
        ) : (
          <>
            <FormGroup label="Observação" labelFor="acompanhamento-observacao">
              <TextArea id="acompanhamento-observacao" fill rows={3} maxLength={4000} value={observacao ?? data.observacaoRespondida ?? ''} onChange={(e) => setObservacao(e.currentTarget.value)} />
            </FormGroup>
            <ResponderAvaliacao
              key={modeloId}
              chave={`acompanhamento:${colaborador.id}:${periodo.id}:${modeloId}`}
              carregar={async () => data}
              anteriores={data.anteriores}
              salvarParcial={enviar(true)}
              enviar={enviar(false)}
              onCancelar={onClose}
              onEnviada={(salvo) => {
                toast.success(`Acompanhamento registrado: ${percentual(salvo.percentual)}${salvo.aprovado == null ? '' : salvo.aprovado ? ' — Aprovado' : ' — Reprovado'}.`);
                onClose();
              }}
            />
          </>
        )}
      </div>
    </Dialog>
  );
}
