import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSchemaFolder, registryOf } from '../registry/schema-folder';
import { declaredTables } from './declared-tables';

describe('tabelas declaradas', () => {
  it('um campo de arquivo traz a tabela das suas partes, logo depois da da entidade', () => {
    const names = declaredTables(registryOf(readSchemaFolder(resolve(import.meta.dirname, '../../schemas')))).map((table) => table.name);
    expect(names.indexOf('documento_anexo_parte')).toBe(names.indexOf('documento_anexo') + 1);
    expect(names.filter((name) => name.endsWith('_parte'))).toEqual(['documento_anexo_parte']);
  });
});
