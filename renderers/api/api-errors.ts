/**
 * Turns whatever a failed call gave back into one `ApiRequestError` with the spec's codes
 * and messages (§8), so screens only ever look at `{code, message, fields?}`.
 */
import type { ApiError, FieldError } from '../../engine/api-types';
import { ApiRequestError } from '../../engine/react/data-provider';

export const API_UNREACHABLE = 'api-unreachable';
export const TAB_CONFLICT = 'TAB_CONFLICT';

export const MESSAGES = {
  unreachable: 'Não foi possível estabelecer conexão com a API do RH. Verifique sua conexão e tente novamente.',
  expired: 'Sessão expirada.',
  forbidden: 'Não autorizado.',
  notFound: 'O recurso solicitado não foi encontrado.',
  generic: 'Erro',
  tabConflict: 'Atenção! A empresa foi alterada em outra aba',
} as const;

const DEFAULT_BY_STATUS: Record<number, { code: string; message: string }> = {
  401: { code: '401', message: MESSAGES.expired },
  403: { code: '403', message: MESSAGES.forbidden },
  404: { code: '404', message: MESSAGES.notFound },
};

export function unreachableError(): ApiRequestError {
  return new ApiRequestError(0, { code: API_UNREACHABLE, message: MESSAGES.unreachable });
}

export function tabConflictError(): ApiRequestError {
  return new ApiRequestError(0, { code: TAB_CONFLICT, message: MESSAGES.tabConflict });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function asFields(value: unknown): FieldError[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const fields = value.filter(
    (item): item is FieldError => typeof item?.field === 'string' && typeof item?.message === 'string',
  );
  return fields.length ? fields : undefined;
}

/**
 * `text` is the raw body. Bodies of blob downloads arrive the same way and are parsed as JSON
 * too (spec §8). A gateway answer without a JSON body means the API itself is down.
 */
export function errorFromResponse(status: number, text: string): ApiRequestError {
  const parsed = parseJson(text) as Partial<ApiError> | undefined;
  const isObject = typeof parsed === 'object' && parsed !== null;
  if (!isObject && (status === 502 || status === 503 || status === 504)) return unreachableError();
  const fallback = DEFAULT_BY_STATUS[status];
  const message = isObject && typeof parsed.message === 'string' && parsed.message.trim() ? parsed.message : undefined;
  const code = isObject && typeof parsed.code === 'string' && parsed.code ? parsed.code : undefined;
  const body: ApiError = message
    ? { code: code ?? String(status), message }
    : fallback
      ? { code: code ?? fallback.code, message: fallback.message }
      : { code: '500', message: MESSAGES.generic };
  const fields = isObject ? asFields(parsed.fields) : undefined;
  if (fields) body.fields = fields;
  return new ApiRequestError(status, body);
}
