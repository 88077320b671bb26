import { describe, expect, it } from 'vitest';
import { filePartsTable } from '../../engine/file/parts-table';
import { infrastructureTables } from '../db/infrastructure';

describe('tabela das partes de um arquivo', () => {
  // Until the derived tables include it, the server's hand-written one must be the same table.
  it('a derivada do documento anexo é a que o servidor declara à mão', () => {
    expect(filePartsTable({ table: 'documento_anexo' })).toEqual(infrastructureTables.find((table) => table.name === 'documento_anexo_parte'));
  });
});
