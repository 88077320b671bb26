/**
 * Text of a render error for "Ver Detalhes do Erro" and the problem report. The last one is
 * kept for the tab's session so /500 can still show it after a reload.
 */
const STORAGE_KEY = 'rh:ultimo-erro';

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.stack?.includes(error.message) ? error.stack : `${error.name}: ${error.message}\n${error.stack ?? ''}`;
  return String(error);
}

export function stackLines(text: string): string[] {
  return text.split('\n').map((line) => line.trim()).filter(Boolean);
}

export function rememberError(text: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, text);
  } catch {
    // Storage disabled: /500 then shows no details.
  }
}

export function lastError(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}
