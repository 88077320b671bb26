/**
 * `onlyLastEmpty`: in a list the user fills row by row, only the last row may be left empty
 * (spec §5: "Somente o último talento pode ficar vazio"). An empty row is `null`.
 */
import type Ajv from 'ajv';

export function onlyLastEmpty(items: unknown[]): boolean {
  return items.every((item, index) => item !== null || index === items.length - 1);
}

export function addListKeywords(ajv: Ajv): void {
  ajv.addKeyword({
    keyword: 'onlyLastEmpty',
    type: 'array',
    schemaType: 'boolean',
    validate: (enabled: boolean, data: unknown[]) => !enabled || onlyLastEmpty(data),
    errors: false,
  });
}
