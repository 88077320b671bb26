/**
 * Answering one evaluation: loads its questions, shows the questionnaire (and, in a performance
 * evaluation that asks them, the competences' levels), checks the answers with the same rules as
 * the server (`validarRespostas`) and sends them. A refusal of the server on a question or a
 * competence lands under it; any other is shown as usual.
 */
import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import useSWR from 'swr';
import { comoObrigatorias, validarRespostas, type RespostaPontuada } from '../../modules/avaliacao/questionario/pontuacao';
import type { PerguntaSemPesos } from '../../modules/avaliacao/questionario/questionario.api';
import { ApiRequestError } from '../../engine/react/data-provider';
import { presentApiError } from '../shell/present-api-error';
import { toast } from '../shell/toaster';
import { Questionario, respostasParaEnvio, type RespostasEmAndamento } from './Questionario';
import type { CompetenciasDoAvaliado, RespostasDoAvaliado } from '../../modules/avaliacao/desempenho/desempenho.api';
import { FALTA_COMPETENCIA } from '../../modules/cargo-salario/competencias/talento';
import { chave as chaveDaCompetencia } from '../../modules/cargo-salario/competencias/competencia';
import type { FieldError } from '../../engine/api-types';
import { useErrosPorLinha } from '../cargo-salario/grade-competencias';
import { NiveisDasCompetencias, niveisDados, niveisParaEnvio, type NiveisEscolhidos } from './NiveisDasCompetencias';

/** The questions as HR reads them (with weights) or as whoever answers does (without), and the text for them. */
type QuestionarioCarregado = { observacao?: string | null; perguntas: PerguntaSemPesos[] };

export const RESPONDA_AS_INDICADAS = 'Responda as perguntas indicadas.';
export const SALVO_PARCIALMENTE = 'Respostas salvas. Você pode continuar depois.';

/** The answers given before, as the questionnaire edits them: answering again starts from them. */
function emAndamento(anteriores: RespostaPontuada[]): RespostasEmAndamento {
  return Object.fromEntries(anteriores.map(({ perguntaId, tipo, respostaId, respostasIds, nota, comentario }) => [perguntaId, { perguntaId, tipoId: tipo, respostaId, respostasIds, nota, comentario }]));
}

const SEM_GRADE: NiveisEscolhidos = {};

export function ResponderAvaliacao<T>({ chave, carregar, enviar, salvarParcial, autoavaliacao = false, anteriores = [], competencias, onEnviada, onCancelar }: {
  /** Names the questionnaire loaded (the model, and what it is answered in): another one loads afresh. */
  chave: string;
  /** The questions: HR's call or the answerer's. */
  carregar: () => Promise<QuestionarioCarregado>;
  /** Sends the answers (HR's call or the answerer's); a refusal is thrown, not shown. */
  enviar: (corpo: RespostasDoAvaliado) => Promise<T>;
  /** Keeps what was answered so far ("Salvar e continuar depois"); without it, the answers are sent once, whole. */
  salvarParcial?: (corpo: RespostasDoAvaliado) => Promise<unknown>;
  /** The competences to give levels to (a performance evaluation that asks them), with those given so far. */
  competencias?: CompetenciasDoAvaliado | null;
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
  const [niveis, setNiveis] = useState<NiveisEscolhidos>(() => (competencias ? niveisDados(competencias) : SEM_GRADE));
  const [errosNiveis, setErrosNiveis] = useState<FieldError[]>([]);
  const [enviadas, setEnviadas] = useState<string[]>([]);
  const [pendentes, setPendentes] = useState<ReadonlySet<string>>(new Set());
  const { porLinha, erroDe } = useErrosPorLinha(errosNiveis, enviadas);
  if (error) return <Callout intent={Intent.DANGER}>{(error as Error).message}</Callout>;
  if (!data) return <Spinner />;

  const mostrar = (lista: FieldError[]) => {
    const [nasCompetencias, nasPerguntas] = [lista.filter((e) => e.field.startsWith('competencias')), lista.filter((e) => !e.field.startsWith('competencias'))];
    setErros(Object.fromEntries(nasPerguntas.map((e) => [e.field, e.message])));
    setErrosNiveis(nasCompetencias);
    if (nasPerguntas.length) document.getElementById(nasPerguntas[0]!.field)?.scrollIntoView({ block: 'center' });
    else document.querySelector('.rh-niveis-das-competencias')?.scrollIntoView({ block: 'center' });
  };
  const grade = competencias && !competencias.mensagem ? competencias : null;
  const perguntas = comoObrigatorias(data.perguntas, { autoavaliacao });
  const responder = async (parcial: boolean) => {
    const corpo = respostasParaEnvio(data.perguntas, respostas);
    const invalidas = validarRespostas(parcial ? comoObrigatorias(perguntas, { autoavaliacao, parcial }) : perguntas, corpo);
    const envio = grade ? niveisParaEnvio(grade, niveis) : null;
    const semNivel = !parcial && envio ? grade!.itens.map((c) => chaveDaCompetencia(c.tipoCompetencia, c.id)).filter((k) => !envio.chaves.includes(k)) : [];
    setPendentes(new Set(semNivel));
    if (semNivel.length) invalidas.push({ field: 'competencias', message: FALTA_COMPETENCIA });
    if (invalidas.length) return mostrar(invalidas);
    setEnviadas(envio?.chaves ?? []);
    const tudo: RespostasDoAvaliado = { respostas: corpo, ...(envio && { competencias: envio.linhas }) };
    setEnviando(parcial ? 'parcial' : 'final');
    try {
      if (!parcial) return onEnviada(await enviar(tudo));
      await salvarParcial!(tudo);
      setErros({});
      setErrosNiveis([]);
      toast.success(SALVO_PARCIALMENTE);
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      // Messages on questions go under them; any other refusal (not in the request, a closed job) is shown as usual.
      const fields = failure.body.fields ?? [];
      if (fields.length && fields.every((f) => f.field.startsWith('perguntas.') || f.field.startsWith('competencias'))) mostrar(fields);
      else presentApiError(failure, 'popup');
    } finally {
      setEnviando(null);
    }
  };
  const comErro = Object.keys(erros).length;
  return (
    <div className="rh-responder-avaliacao">
      {data.observacao ? <p className="rh-avaliacao-observacao">{data.observacao}</p> : null}
      {comErro ? <Callout intent={Intent.DANGER} icon="error">{RESPONDA_AS_INDICADAS}</Callout> : null}
      <Questionario
        perguntas={perguntas}
        respostas={respostas}
        erros={erros}
        onChange={(next) => {
          setRespostas(next);
          // A question answered again loses its message; the others keep theirs until sent.
          if (comErro) setErros(Object.fromEntries(validarRespostas(perguntas, respostasParaEnvio(data.perguntas, next)).filter((e) => erros[e.field]).map((e) => [e.field, e.message])));
        }}
      />
      {competencias ? (
        <NiveisDasCompetencias
          grade={competencias}
          niveis={niveis}
          erro={erroDe('competencias') || undefined}
          porLinha={porLinha}
          pendentes={pendentes}
          onChange={(k, nivelId) => {
            setNiveis((atual) => ({ ...atual, [k]: nivelId }));
            const restantes = [...pendentes].filter((p) => p !== k);
            setPendentes(new Set(restantes));
            // The grid's message goes once every competence has a level.
            if (!restantes.length) setErrosNiveis((atual) => atual.filter((e) => e.field !== 'competencias'));
          }}
        />
      ) : null}
      <div className="rh-responder-botoes">
        {onCancelar ? <Button text="Cancelar" onClick={onCancelar} /> : null}
        {salvarParcial ? <Button icon="floppy-disk" text="Salvar e continuar depois" loading={enviando === 'parcial'} disabled={enviando === 'final'} onClick={() => void responder(true)} /> : null}
        <Button intent={Intent.PRIMARY} icon="send-message" text="Enviar respostas" loading={enviando === 'final'} disabled={enviando === 'parcial'} onClick={() => void responder(false)} />
      </div>
    </div>
  );
}
