/**
 * `"equalTo": "senha"`: the value must equal its sibling's (a password's confirmation). A
 * keyword rather than `const: {$data}`, which form libraries read as a fixed value.
 */
import type Ajv from 'ajv';

export function addEqualTo(ajv: Ajv): void {
  ajv.addKeyword({
    keyword: 'equalTo',
    schemaType: 'string',
    errors: false,
    validate: (sibling: string, value: unknown, _schema?: unknown, context?: { parentData?: Record<string, unknown> }) => {
      const other = context?.parentData?.[sibling];
      return other === undefined || other === value;
    },
  });
}
