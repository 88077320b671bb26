/**
 * Text PostgreSQL cannot keep as sent: the NUL character, and lone UTF-16 surrogates (which
 * would silently become U+FFFD). Refused up front so stored text always comes back identical.
 */
import type { FieldError } from '../../engine/api-types';

// oxlint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const INVALID_TEXT_MESSAGE = 'Contém caracteres inválidos';

export function invalidText(value: unknown, path = ''): FieldError[] {
  if (typeof value === 'string') return unstorable.test(value) ? [{ field: path, message: INVALID_TEXT_MESSAGE }] : [];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const field = path ? `${path}.${key}` : key;
    return unstorable.test(key) ? [{ field: path, message: INVALID_TEXT_MESSAGE }] : invalidText(item, field);
  });
}
