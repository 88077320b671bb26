import { ApiRequestError } from '../../../engine/react/data-provider';

/** The message of a refused call: its field's when there is one. */
export function mensagemDe(error: unknown): string {
  if (error instanceof ApiRequestError) return error.body.fields?.[0]?.message ?? error.body.message;
  return 'Erro';
}
