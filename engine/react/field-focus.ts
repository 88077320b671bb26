/**
 * Which field to show first when a form has errors, and how to reach it on screen: rjsf
 * names each input `root_<path joined by _>`; a widget made of several inputs carries the id
 * on its wrapper, so the first focusable element inside is taken.
 */
import type { RJSFValidationError } from '@rjsf/utils';

export const fieldElementId = (field: string): string => ['root', ...field.split('.').filter(Boolean)].join('_');

/** Whether an rjsf element id is the field's own or one of its parts' (`root_contato_email` is within `contato`). */
export function isWithin(elementId: string, field: string): boolean {
  const id = fieldElementId(field);
  return elementId === id || elementId.startsWith(`${id}_`);
}

/** `.contato.email` (rjsf) or `contato.email` (server) → `contato.email`. */
export const fieldOf = (error: RJSFValidationError): string => (error.property ?? '').replace(/^\./, '');

export const topProperty = (field: string): string => field.split('.')[0] ?? '';

/** The error whose field comes first on screen (`order`: top-level properties, in screen order). */
export function firstOnScreen(fields: string[], order: string[]): string | undefined {
  const rank = (field: string) => {
    const index = order.indexOf(topProperty(field));
    return index < 0 ? order.length : index;
  };
  return [...fields].sort((a, b) => rank(a) - rank(b))[0];
}

const FOCUSABLE = 'input:not([type=hidden]), select, textarea, button, [tabindex]:not([tabindex="-1"])';

export function focusField(container: HTMLElement | null, field: string): boolean {
  const id = fieldElementId(field);
  const element = container?.querySelector<HTMLElement>(`[id="${id.replace(/"/g, '\\"')}"]`);
  if (!element) return false;
  const target = element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
  return Boolean(target);
}
