/**
 * Answering one evaluation: loads its questions, shows the questionnaire, checks the answers
 * with the same rules as the server (`validarRespostas`) and sends them. A refusal of the
 * server on a question lands under that question; any other is shown as usual.
 */
import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import useSWR from 'swr';
import { comoObrigatorias, validarRespostas, type RespostaPontuada } from '../../modules/avaliacao/questionario/pontuacao';
import type { PerguntaSemPesos, RespostasDaAvaliacao } from '../../modules/avaliacao/questionario/questionario.api';
import { ApiRequestError } from '../../engine/react/data-provider';
import { presentApiError } from '../shell/present-api-error';
import { toast } from '../shell/toaster';
import { Questionario, respostasParaEnvio, type RespostasEmAndamento } from './Questionario';

/** The questions as HR reads them (with weights) or as whoever answers does (without), and the text for them. */
type QuestionarioCarregado = { observacao?: string | null; perguntas: PerguntaSemPesos[] };

export const RESPONDA_AS_INDICADAS = 'Responda as perguntas indicadas.';
export const SALVO_PARCIALMENTE = 'Respostas salvas. Você pode continuar depois.';

/** The answers given before, as the questionnaire edits them: answering again starts from them. */
function emAndamento(anteriores: RespostaPontuada[]): RespostasEmAndamento {
  return Object.fromEntries(anteriores.map(({ perguntaId, tipo, respostaId, respostasIds, nota, comentario }) => [perguntaId, { perguntaId, tipoId: tipo, respostaId, respostasIds, nota, comentario }]));
}

export function ResponderAvaliacao<T>({ chave, carregar, enviar, salvarParcial, autoavaliacao = false, anteriores = [], onEnviada, onCancelar }: {
  /** Names the questionnaire loaded (the model, and what it is answered in): another one loads afresh. */
  chave: string;
  /** The questions: HR's call or the answerer's. */
  carregar: () => Promise<QuestionarioCarregado>;
  /** Sends the answers (HR's call or the answerer's); a refusal is thrown, not shown. */
  enviar: (corpo: RespostasDaAvaliacao) => Promise<T>;
  /** Keeps what was answered so far ("Salvar e continuar depois"); without it, the answers are sent once, whole. */
  salvarParcial?: (corpo: RespostasDaAvaliacao) => Promise<unknown>;
  /** Who answers evaluates themself: the questions required only of others are not, and the reverse. */
  autoavaliacao?: boolean;
  /** The answers of an earlier time (HR answering again). */
  anteriores?: RespostaPontuada[];
  onEnviada: (resultado: T) => void;
  onCancelar?: () => void;
}): React.JSX.Element {
  const { data, error } = useSWR(['questionario', chave], carregar);
  const [respostas, setRespostas] = useState<RespostasEmAndamento>(() => emAndamento(anteriores));
  const [erros, setErros] = useState<Record<string, string>>({});
  const [enviando, setEnviando] = useState<'final' | 'parcial' | null>(null);
  if (error) return <Callout intent={Intent.DANGER}>{(error as Error).message}</Callout>;
  if (!data) return <Spinner />;

  const mostrar = (lista: { field: string; message: string }[]) => {
    setErros(Object.fromEntries(lista.map((e) => [e.field, e.message])));
    document.getElementById(lista[0]?.field ?? '')?.scrollIntoView({ block: 'center' });
  };
  const perguntas = comoObrigatorias(data.perguntas, { autoavaliacao });
  const responder = async (parcial: boolean) => {
    const corpo = respostasParaEnvio(data.perguntas, respostas);
    const invalidas = validarRespostas(parcial ? comoObrigatorias(perguntas, { autoavaliacao, parcial }) : perguntas, corpo);
    if (invalidas.length) return mostrar(invalidas);
    setEnviando(parcial ? 'parcial' : 'final');
    try {
      if (!parcial) return onEnviada(await enviar({ respostas: corpo }));
      await salvarParcial!({ respostas: corpo });
      setErros({});
      toast.success(SALVO_PARCIALMENTE);
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      // Messages on questions go under them; any other refusal (not in the request, a closed job) is shown as usual.
      const fields = failure.body.fields ?? [];
      if (fields.length && fields.every((f) => f.field.startsWith('perguntas.'))) mostrar(fields);
      else presentApiError(failure, 'popup');
    } finally {
      setEnviando(null);
    }
  };
  const pendentes = Object.keys(erros).length;
  return (
    <div className="rh-responder-avaliacao">
      {data.observacao ? <p className="rh-avaliacao-observacao">{data.observacao}</p> : null}
      {pendentes ? <Callout intent={Intent.DANGER} icon="error">{RESPONDA_AS_INDICADAS}</Callout> : null}
      <Questionario
        perguntas={perguntas}
        respostas={respostas}
        erros={erros}
        onChange={(next) => {
          setRespostas(next);
          // A question answered again loses its message; the others keep theirs until sent.
          if (pendentes) setErros(Object.fromEntries(validarRespostas(perguntas, respostasParaEnvio(data.perguntas, next)).filter((e) => erros[e.field]).map((e) => [e.field, e.message])));
        }}
      />
      <div className="rh-responder-botoes">
        {onCancelar ? <Button text="Cancelar" onClick={onCancelar} /> : null}
        {salvarParcial ? <Button icon="floppy-disk" text="Salvar e continuar depois" loading={enviando === 'parcial'} disabled={enviando === 'final'} onClick={() => void responder(true)} /> : null}
        <Button intent={Intent.PRIMARY} icon="send-message" text="Enviar respostas" loading={enviando === 'final'} disabled={enviando === 'parcial'} onClick={() => void responder(false)} />
      </div>
    </div>
  );
}
