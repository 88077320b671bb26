/**
 * One avaliado's questionnaire in a performance evaluation: who is evaluated (and by whom, for
 * HR), the questions, "Salvar e continuar depois" and "Enviar respostas" — then the toast, with
 * the autoavaliação's result when the evaluation shows it — or, once sent, that nothing is left
 * to answer. The talent's own calls and HR's differ only in `chamadas`.
 */
import { Callout, H4, Intent, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import useSWR from 'swr';
import type { QuestionarioDoAvaliado as Questionario, RespostaGravada, RespostasDoAvaliado } from '../../modules/avaliacao/desempenho/desempenho.api';
import { toast } from '../shell/toaster';
import { ResponderAvaliacao } from './ResponderAvaliacao';

export const RESPOSTAS_ENVIADAS = 'Respostas enviadas com sucesso.';

/** The toast of a final answer: with the autoavaliação's result when the evaluation shows it. */
export function respostasEnviadas({ resultadoAutoavaliacao }: RespostaGravada): string {
  if (resultadoAutoavaliacao === undefined || resultadoAutoavaliacao === null) return RESPOSTAS_ENVIADAS;
  return `${RESPOSTAS_ENVIADAS} Resultado da sua autoavaliação: ${resultadoAutoavaliacao.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%.`;
}

export interface Chamadas {
  chave: string;
  carregar: () => Promise<Questionario>;
  enviar: (corpo: RespostasDoAvaliado, parcial: boolean) => Promise<RespostaGravada>;
}

export function QuestionarioDoAvaliado({ chamadas, onEnviada, onCancelar }: { chamadas: Chamadas; onEnviada: () => void; onCancelar: () => void }): React.JSX.Element {
  // Read afresh each time it opens: what was saved partially a moment ago is where answering resumes.
  const [aberto] = useState(() => Date.now());
  const { data, error } = useSWR(['desempenho', chamadas.chave, aberto], chamadas.carregar);
  if (error) return <Callout intent={Intent.DANGER}>{(error as Error).message}</Callout>;
  if (!data) return <Spinner />;
  return (
    <section className="rh-questionario-avaliado">
      <H4>{data.avaliacao.titulo}</H4>
      <p>
        Avaliado: <strong>{data.avaliado.nome}</strong>
        {data.avaliador ? (
          <>
            {' '}— Avaliador: <strong>{data.avaliador.nome}</strong>
          </>
        ) : null}
        {data.avaliacao.anonima ? ' — avaliação anônima: quem respondeu não é mostrado.' : null}
      </p>
      {data.respondida ? (
        <Callout intent={Intent.SUCCESS}>Esta avaliação já foi respondida.</Callout>
      ) : (
        <ResponderAvaliacao
          chave={chamadas.chave}
          carregar={async () => data}
          anteriores={data.anteriores}
          competencias={data.competencias}
          autoavaliacao={data.tipo === 'U'}
          salvarParcial={(corpo) => chamadas.enviar(corpo, true)}
          enviar={(corpo) => chamadas.enviar(corpo, false)}
          onEnviada={(resposta) => {
            toast.success(respostasEnviadas(resposta));
            onEnviada();
          }}
          onCancelar={onCancelar}
        />
      )}
    </section>
  );
}
