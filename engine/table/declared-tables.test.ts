import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSchemaFolder, registryOf } from '../registry/schema-folder';
import { declaredTables } from './declared-tables';

describe('tabelas declaradas', () => {
  it('um campo de arquivo traz a tabela das suas partes, logo depois da da entidade', () => {
    const names = declaredTables(registryOf(readSchemaFolder(resolve(import.meta.dirname, '../../schemas')))).map((table) => table.name);
    const partes = names.filter((name) => name.endsWith('_parte'));
    expect(partes).toContain('documento_anexo_parte');
    for (const parte of partes) expect(names.indexOf(parte), parte).toBe(names.indexOf(parte.replace(/_parte$/, '')) + 1);
  });
});
