/**
 * The questionnaire of an evaluation (doc 02, "Question rendering"): each question numbered,
 * tagged "Obrigatória" when it is, answered by single choice, multiple choice, a grade
 * dropdown "Selecione a nota de X a Y:" or free text, with the comment box the question asks
 * for. The candidate on the portal and HR answering for a candidate use this same widget.
 */
import { Checkbox, FormGroup, H5, HTMLSelect, Intent, Radio, RadioGroup, Tag, TextArea } from '@blueprintjs/core';
import { Fragment } from 'react';
import { campoDaPergunta, TIPO_PERGUNTA } from '../../modules/avaliacao/questionario/pontuacao';
import type { PerguntaSemPesos, Resposta } from '../../modules/avaliacao/questionario/questionario.api';

/** The answers being given, by question id. */
export type RespostasEmAndamento = Record<number, Partial<Resposta>>;

/** The answers as the API takes them: one per question, with its type. */
export function respostasParaEnvio(perguntas: PerguntaSemPesos[], respostas: RespostasEmAndamento): Resposta[] {
  return perguntas.map((p) => ({ ...respostas[p.id], perguntaId: p.id, tipoId: p.tipo }));
}

interface QuestaoProps {
  pergunta: PerguntaSemPesos;
  numero: number;
  resposta: Partial<Resposta>;
  erro?: string;
  onChange: (resposta: Partial<Resposta>) => void;
}

function Escolha({ pergunta, resposta, onChange }: QuestaoProps): React.JSX.Element {
  const alternativas = pergunta.respostas ?? [];
  if (pergunta.tipo === TIPO_PERGUNTA.MULTIPLA_ESCOLHA) {
    const marcadas = new Set(resposta.respostasIds ?? []);
    const alternar = (numero: number) => {
      const next = new Set(marcadas);
      if (next.has(numero)) next.delete(numero);
      else next.add(numero);
      onChange({ ...resposta, respostasIds: [...next].sort((a, b) => a - b) });
    };
    return (
      <div className="rh-questao-alternativas">
        {alternativas.map((a, i) => (
          <Checkbox key={i} label={a.texto} checked={marcadas.has(i + 1)} onChange={() => alternar(i + 1)} />
        ))}
      </div>
    );
  }
  return (
    <RadioGroup className="rh-questao-alternativas" selectedValue={resposta.respostaId ?? undefined} onChange={(e) => onChange({ ...resposta, respostaId: Number(e.currentTarget.value) })}>
      {alternativas.map((a, i) => (
        <Radio key={i} label={a.texto} value={i + 1} />
      ))}
    </RadioGroup>
  );
}

function Nota({ pergunta, resposta, onChange }: QuestaoProps): React.JSX.Element {
  const [minima, maxima] = [pergunta.notaMinima ?? 1, pergunta.notaMaxima ?? 10];
  const label = `Selecione a nota de ${minima} a ${maxima}:`;
  const notas = Array.from({ length: maxima - minima + 1 }, (_, i) => minima + i);
  return (
    <FormGroup label={label} inline className="rh-questao-nota">
      <HTMLSelect
        aria-label={label}
        value={resposta.nota ?? ''}
        onChange={(e) => onChange({ ...resposta, nota: e.currentTarget.value === '' ? null : Number(e.currentTarget.value) })}
        options={[{ value: '', label: 'Selecione' }, ...notas.map((n) => ({ value: n, label: String(n) }))]}
      />
    </FormGroup>
  );
}

function Questao(props: QuestaoProps): React.JSX.Element {
  const { pergunta, numero, resposta, erro, onChange } = props;
  const subjetiva = pergunta.tipo === TIPO_PERGUNTA.SUBJETIVA;
  const comentario = (
    <TextArea
      fill
      rows={subjetiva ? 4 : 2}
      aria-label={subjetiva ? pergunta.texto : (pergunta.comentario ?? 'Comentário')}
      value={resposta.comentario ?? ''}
      onChange={(e) => onChange({ ...resposta, comentario: e.currentTarget.value })}
    />
  );
  return (
    <fieldset className={`rh-questao${erro ? ' rh-questao-erro' : ''}`} id={campoDaPergunta(pergunta.id)} data-pergunta={numero}>
      <legend className="rh-questao-texto">
        <strong>{numero}.</strong> {pergunta.texto}{' '}
        {pergunta.obrigatoria ? (
          <Tag minimal intent={Intent.PRIMARY}>
            Obrigatória
          </Tag>
        ) : null}
      </legend>
      {pergunta.tipo === TIPO_PERGUNTA.NOTA ? <Nota {...props} /> : subjetiva ? comentario : <Escolha {...props} />}
      {!subjetiva && pergunta.exigirComentario ? <FormGroup label={pergunta.comentario}>{comentario}</FormGroup> : null}
      {erro ? <div className="rh-questao-mensagem bp6-form-helper-text">{erro}</div> : null}
    </fieldset>
  );
}

export function Questionario({ perguntas, respostas, erros, onChange }: {
  perguntas: PerguntaSemPesos[];
  respostas: RespostasEmAndamento;
  /** Messages by field (`perguntas.<id>`), from `validarRespostas` or the server. */
  erros: Record<string, string>;
  onChange: (respostas: RespostasEmAndamento) => void;
}): React.JSX.Element {
  return (
    <div className="rh-questionario">
      {perguntas.map((pergunta, i) => (
        <Fragment key={pergunta.id}>
          {/* Questions of one aspect come together: its name heads them. */}
          {pergunta.aspecto && pergunta.aspecto !== perguntas[i - 1]?.aspecto ? <H5 className="rh-questao-aspecto">{pergunta.aspecto}</H5> : null}
          <Questao
            pergunta={pergunta}
            numero={i + 1}
            resposta={respostas[pergunta.id] ?? {}}
            erro={erros[campoDaPergunta(pergunta.id)]}
            onChange={(resposta) => onChange({ ...respostas, [pergunta.id]: resposta })}
          />
        </Fragment>
      ))}
    </div>
  );
}
