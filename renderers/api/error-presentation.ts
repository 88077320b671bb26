/**
 * How a failed call is shown for each error mode (spec §8). Pure, so the rules are tested
 * without React; the shell turns the answer into a toast or an alert.
 */
import type { FieldError } from '../../engine/api-types';
import type { ApiRequestError, ErrorMode } from '../../engine/react/data-provider';
import { TAB_CONFLICT } from './api-errors';

export type ErrorPresentation =
  | { kind: 'popup'; title: 'Aviso' | 'Erro'; message: string; fields?: FieldError[] }
  | { kind: 'message'; intent: 'warning' | 'danger'; message: string; sticky: boolean };

/**
 * Suppressed codes have their own prompt already: 401 opens "Sua sessão expirou." and a tab
 * conflict opens its dialog; a toast on top of those would only repeat them.
 */
const SUPPRESSED_CODES = new Set([TAB_CONFLICT]);
const SUPPRESSED_STATUS = new Set([401]);

export function presentationFor(error: ApiRequestError, mode: ErrorMode): ErrorPresentation | null {
  if (mode === 'none') return null;
  if (SUPPRESSED_STATUS.has(error.status) || SUPPRESSED_CODES.has(error.body.code)) return null;
  const isWarning = error.status === 400;
  if (mode === 'popup') {
    const popup: ErrorPresentation = { kind: 'popup', title: isWarning ? 'Aviso' : 'Erro', message: error.body.message };
    if (error.body.fields?.length) popup.fields = error.body.fields;
    return popup;
  }
  // A missing record is a passing warning of 3 s (spec §8, 404); the rest stay until closed.
  if (error.status === 404) return { kind: 'message', intent: 'warning', message: error.body.message, sticky: false };
  return { kind: 'message', intent: isWarning ? 'warning' : 'danger', message: error.body.message, sticky: true };
}
