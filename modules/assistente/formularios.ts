/**
 * What the model may answer for each form, derived from the form's own declaration: the cargo's
 * description and competency texts, a survey question's text and aspect. The field's type, length
 * and title come from its entity, so a suggestion is valid for the form by construction and a
 * change to the declaration changes the assistant with it.
 */
import type { JsonSchema } from '../../engine/declaration';
import type { Registry } from '../../engine/registry/registry';
import type { FormularioAssistente } from './assistente.api';

/** The cargo's fields the assistant fills: its mission, responsibilities and competency complements. */
export const CAMPOS_CARGO = ['missao', 'responsabilidades', 'complementoConhecimento', 'complementoHabilidade', 'complementoAtitude'] as const;
/** How many questions a survey suggestion brings. */
export const PERGUNTAS_POR_SUGESTAO = { min: 1, max: 5 };

/** A text field as declared, required and not empty (the model fills every one it is asked for). */
function texto(entity: string, field: string, registry: Registry): JsonSchema {
  const declared = registry.get(entity).properties[field];
  if (declared?.type !== 'string') throw new Error(`${entity}.${field}: o assistente só sugere textos`);
  return { type: 'string', minLength: 1, ...(declared.maxLength === undefined ? {} : { maxLength: declared.maxLength }), description: declared.title };
}

// Every property required and no other: what OpenAI's strict structured outputs ask for, and what lets nothing extra reach a form.
const objeto = (properties: Record<string, JsonSchema>): JsonSchema => ({ type: 'object', properties, required: Object.keys(properties), additionalProperties: false });

export function esquemaDoFormulario(formulario: FormularioAssistente, registry: Registry): JsonSchema {
  if (formulario === 'cargo') return objeto(Object.fromEntries(CAMPOS_CARGO.map((field) => [field, texto('cargo', field, registry)])));
  return objeto({
    perguntas: {
      type: 'array',
      minItems: PERGUNTAS_POR_SUGESTAO.min,
      maxItems: PERGUNTAS_POR_SUGESTAO.max,
      items: objeto({ texto: texto('pergunta', 'texto', registry), aspecto: texto('pergunta', 'aspecto', registry) }),
    },
  });
}
