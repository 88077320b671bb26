/** The server's field messages of a refused call, by field, for the vaccination screens' own fields. */
import { ApiRequestError } from '../../../engine/react/data-provider';

export type ErrosDeCampo = Record<string, string>;

/** The failure's messages by field; anything else is thrown on to the shell's error handling. */
export function errosDeCampo(failure: unknown): ErrosDeCampo {
  if (!(failure instanceof ApiRequestError) || !failure.body.fields?.length) throw failure;
  return Object.fromEntries(failure.body.fields.map((f) => [f.field, f.message]));
}

/** The messages left once the user changed some fields: a field changed no longer carries the server's complaint. */
export function semOsMudados(erros: ErrosDeCampo, antes: object, depois: object): ErrosDeCampo {
  const a = antes as Record<string, unknown>;
  const d = depois as Record<string, unknown>;
  return Object.fromEntries(Object.entries(erros).filter(([campo]) => !(campo in d) || a[campo] === d[campo]));
}

/** The messages without the one of this field (the user just changed it). */
export function semOErroDe(erros: ErrosDeCampo, campo: string): ErrosDeCampo {
  return Object.fromEntries(Object.entries(erros).filter(([nome]) => nome !== campo));
}
