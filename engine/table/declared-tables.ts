/** Every table the declarations make: each entity's, then the parts table of its file field (engine/file/parts-table.ts). */
import { fileFieldOf } from '../file/file-field';
import { filePartsTable } from '../file/parts-table';
import type { Registry } from '../registry/registry';
import { deriveTable, type TableDefinition } from './derive';

export function declaredTables(registry: Registry): TableDefinition[] {
  return registry.all().flatMap((entity) => [deriveTable(entity, registry), ...(fileFieldOf(entity) ? [filePartsTable(entity)] : [])]);
}
