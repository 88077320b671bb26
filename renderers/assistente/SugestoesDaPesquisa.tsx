/**
 * The assistant on a survey's questionnaire (a Modelo de Avaliação of type Pesquisa, which the
 * survey's "Perguntas" opens): the user names an aspect, the assistant suggests questions for it,
 * and applying adds them after the questionnaire's own, as rating questions (tipo Nota) with the
 * question declaration's defaults — the user changes the type in each question's dialog.
 */
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useEntities } from '../../engine/react/entities-context';
import { useFormValue } from '../../engine/react/form-values';
import type { FormExtensionProps } from '../../engine/react/shell-kit';
import { PainelSugestoes } from './PainelSugestoes';
import { useAssistentePermitido } from './use-assistente';

/** The questionnaires of a survey (origemAvaliacao P). */
const PESQUISA = 'P';
/** Tipo Nota (codigos tipoPergunta): "Como você avalia…" is answered with a grade. */
const NOTA = 4;

interface PerguntaSugerida {
  texto: string;
  aspecto: string;
}

export function SugestoesDaPesquisa({ fill }: FormExtensionProps): React.JSX.Element | null {
  const permitido = useAssistentePermitido();
  const tipo = useFormValue(['tipo']);
  const perguntas = useFormValue(['perguntas']);
  const pergunta = useEntities().find((e) => e.name === 'pergunta');
  const [aspecto, setAspecto] = useState('');
  if (!permitido || !fill || tipo !== PESQUISA || !pergunta) return null;

  const atuais = Array.isArray(perguntas) ? (perguntas as Record<string, unknown>[]) : [];
  const padroes = Object.fromEntries(
    Object.entries(pergunta.schema.properties as Record<string, { default?: unknown }>).flatMap(([campo, schema]) => (schema.default === undefined ? [] : [[campo, schema.default]])),
  );
  const ultimaOrdem = Math.max(0, ...atuais.map((p) => (typeof p.ordem === 'number' ? p.ordem : 0)));
  const digitado = aspecto.trim();
  return (
    <PainelSugestoes
      formulario="pesquisa"
      pedido={digitado ? { aspecto: digitado } : undefined}
      falta="Informe o aspecto para receber sugestões de perguntas."
      entrada={
        <FormGroup label="Aspecto" labelFor="rh-assistente-aspecto">
          <InputGroup id="rh-assistente-aspecto" value={aspecto} maxLength={100} placeholder="Comunicação, liderança…" onValueChange={setAspecto} />
        </FormGroup>
      }
      itens={(valores) => (valores.perguntas as PerguntaSugerida[]).map((p) => ({ titulo: p.aspecto, texto: p.texto }))}
      valoresDoFormulario={(valores) => ({
        perguntas: [...atuais, ...(valores.perguntas as PerguntaSugerida[]).map((p, i) => ({ ...padroes, tipo: NOTA, ordem: ultimaOrdem + i + 1, texto: p.texto, aspecto: p.aspecto }))],
      })}
      fill={fill}
    />
  );
}
