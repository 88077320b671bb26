/**
 * The table a file field's bytes live in, in parts (server/crud/file-parts.ts): one per entity
 * with an `x-file`, `<tabela>_parte`, its rows going with their record. Parts written before
 * their record exists have no `documento_id` yet: an upload under way.
 */
import type { RegisteredEntity } from '../registry/registered-entity';
import { systemColumns, type TableDefinition } from '../table/derive';

export const partsTableName = (entity: Pick<RegisteredEntity, 'table'>): string => `${entity.table}_parte`;

export function filePartsTable(entity: Pick<RegisteredEntity, 'table'>): TableDefinition {
  const name = partsTableName(entity);
  return {
    name,
    tenant: true,
    columns: [
      ...systemColumns,
      { name: 'empresa_id', type: 'integer', references: 'empresa' },
      { name: 'documento_id', type: 'integer', references: entity.table, cascade: true },
      { name: 'envio', type: 'text' },
      { name: 'ordem', type: 'integer' },
      { name: 'bytes', type: 'bytea' },
    ],
    joins: [],
    indexes: [
      { name: `${name}_documento_idx`, columns: ['documento_id', 'ordem'] },
      { name: `${name}_envio_idx`, columns: ['envio'] },
    ],
  };
}
