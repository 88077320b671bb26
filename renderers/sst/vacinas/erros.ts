/** The server's field messages of a refused call, by field, for the vaccination screens' own fields. */
import { ApiRequestError } from '../../../engine/react/data-provider';

export type ErrosDeCampo = Record<string, string>;

/** The failure's messages by field; anything else is thrown on to the shell's error handling. */
export function errosDeCampo(failure: unknown): ErrosDeCampo {
  if (!(failure instanceof ApiRequestError) || !failure.body.fields?.length) throw failure;
  return Object.fromEntries(failure.body.fields.map((f) => [f.field, f.message]));
}
