/**
 * The call to the configured model: any OpenAI-compatible chat-completions endpoint (llama.cpp,
 * Ollama, a hosted one). The answer is asked for as JSON constrained to the form's schema
 * (`response_format: json_schema`) and checked against that same schema with ajv before anything
 * returns it: a model that ignores the constraint, answers prose or breaks a length never reaches a form.
 */
import type { ValidateFunction } from 'ajv';
import type { JsonSchema } from '../../engine/declaration';
import { createAjv } from '../../engine/validation/ajv';
import type { AppConfig } from '../../server/config';

/** The model did not answer (unreachable, refused, too slow): `status` is the service's HTTP status when it answered one, `cause` the network or timeout error otherwise. */
export class ModeloIndisponivel extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
/** The model answered something the form's schema does not accept. */
export class RespostaInvalida extends Error {}

export interface Conversa {
  sistema: string;
  usuario: string;
}

const ajv = createAjv();
const validadores = new WeakMap<JsonSchema, ValidateFunction>();
function validador(esquema: JsonSchema): ValidateFunction {
  let validate = validadores.get(esquema);
  if (!validate) validadores.set(esquema, (validate = ajv.compile(esquema)));
  return validate;
}

type Configuracao = Pick<AppConfig, 'assistenteUrl' | 'assistenteModelo' | 'assistenteChave' | 'assistenteTimeoutMs'>;

/** The model's values for `nome`'s schema, valid against it; throws ModeloIndisponivel or RespostaInvalida. */
export async function perguntarAoModelo(config: Configuracao & { assistenteUrl: string }, nome: string, esquema: JsonSchema, conversa: Conversa): Promise<Record<string, unknown>> {
  // One deadline for the whole exchange, the answer's body included: a server that stalls mid-answer is as slow as a silent one.
  const signal = AbortSignal.timeout(config.assistenteTimeoutMs);
  let corpo: unknown;
  try {
    const response = await fetch(`${config.assistenteUrl}/chat/completions`, {
      method: 'POST',
      signal,
      headers: { 'content-type': 'application/json', ...(config.assistenteChave ? { authorization: `Bearer ${config.assistenteChave}` } : {}) },
      body: JSON.stringify({
        model: config.assistenteModelo,
        messages: [
          { role: 'system', content: conversa.sistema },
          { role: 'user', content: conversa.usuario },
        ],
        response_format: { type: 'json_schema', json_schema: { name: nome, strict: true, schema: esquema } },
      }),
    });
    if (!response.ok) throw new ModeloIndisponivel(`o modelo respondeu ${response.status}`, response.status);
    corpo = await response.json().catch((error: unknown) => {
      if (signal.aborted) throw error;
      throw new RespostaInvalida('a resposta do serviço não é JSON');
    });
  } catch (error) {
    if (error instanceof ModeloIndisponivel || error instanceof RespostaInvalida) throw error;
    throw new ModeloIndisponivel(error instanceof Error ? error.message : String(error), undefined, { cause: error });
  }
  const conteudo = (corpo as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
  if (typeof conteudo !== 'string') throw new RespostaInvalida('a resposta não traz o texto do modelo');
  let valores: unknown;
  try {
    valores = JSON.parse(conteudo);
  } catch {
    throw new RespostaInvalida('o texto do modelo não é JSON');
  }
  const validate = validador(esquema);
  if (!validate(valores)) throw new RespostaInvalida(`o JSON do modelo não segue o esquema do formulário: ${ajv.errorsText(validate.errors)}`);
  return valores as Record<string, unknown>;
}
