/** Every file under schemas/ is a valid declaration; a mistake is named by file and JSON pointer. */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { IconNames } from '@blueprintjs/icons';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { declarationSchema, screenDeclarationSchema } from './codegen/gen';
import { readSchemaFolder, registryOf } from './registry/schema-folder';
import { createAjv } from './validation/ajv';
import { resolveConfig } from './validation/config-conditions';

const root = resolve(import.meta.dirname, '../schemas');
// Reports and documents have their own formats (engine/report/declarations.test.ts, document-declarations.test.ts).
const folder = readSchemaFolder(root);

describe('declarações em schemas/', () => {
  const validate = new Ajv({ allErrors: true, strict: false }).compile(declarationSchema());

  it.each(folder.entities.map((f) => [relative(root, f.path), f.path]))('%s segue o formato de engine/declaration.ts', (_name, path) => {
    const ok = validate(JSON.parse(readFileSync(path, 'utf8')));
    const problems = (validate.errors ?? []).map((e) => `${relative(root, path)}#${e.instancePath}: ${e.message}`);
    expect(problems).toEqual([]);
    expect(ok).toBe(true);
  });

  it.each(folder.screens.map((f) => [relative(root, f.path), f.declaration]))('%s segue o formato de engine/screen/declaration.ts', (_name, declaration) => {
    const screen = new Ajv({ allErrors: true, strict: false }).compile(screenDeclarationSchema());
    expect(screen(declaration), JSON.stringify(screen.errors)).toBe(true);
  });

  // Blueprint only logs an unknown icon's name to the console and draws nothing.
  it('cada ícone declarado existe no Blueprint', () => {
    const known = new Set<string>(Object.values(IconNames));
    const unknown: string[] = [];
    const visit = (value: unknown, where: string): void => {
      if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${where}/${i}`));
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) {
          if (key === 'icon' && typeof inner === 'string' && !known.has(inner)) unknown.push(`${where}/icon: ${inner}`);
          else visit(inner, `${where}/${key}`);
        }
    };
    for (const file of [...folder.entities, ...folder.reports, ...folder.documents, ...folder.screens]) visit(file.declaration, relative(root, file.path) + '#');
    expect(unknown).toEqual([]);
  });

  it('um erro aponta o arquivo e o ponteiro JSON', () => {
    validate({ name: 'x', module: 'm', label: 'l', labelPlural: 'ls', resource: 'r', summary: 'n', schema: {}, list: { columns: [1] } });
    expect(validate.errors?.map((e) => e.instancePath)).toContain('/list/columns/0');
  });

  // The names a declaration uses (filters, columns, actions) are checked when it loads (server/declarations/check.ts).
  it('cada esquema normalizado compila no ajv em modo estrito', () => {
    const registry = registryOf(folder);
    const ajv = createAjv();
    for (const entity of registry.all()) {
      // Every boolean setting on (lists and numbers keep their absence).
      const flags = entity.configKeys.filter((key) => registry.get('empresa').properties[key]?.type === 'boolean');
      const allOn = Object.fromEntries(flags.map((key) => [key, true]));
      for (const config of [{}, allOn]) expect(() => ajv.compile(resolveConfig(entity.schema, config) as object), entity.source).not.toThrow();
      for (const action of entity.actions ?? []) {
        if (action.form) expect(() => ajv.compile(resolveConfig(action.form!.schema, {}) as object), `${entity.source} ação ${action.name}`).not.toThrow();
      }
    }
  });
});
