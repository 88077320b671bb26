/** The company's configuration values that rules read (`configIf`): only the keys asked for. */
import { sql } from 'kysely';
import type { CompanyConfig } from '../../engine/validation/config-conditions';
import type { Registry, RegisteredEntity } from '../../engine/registry/registry';
import { columnOf } from '../../engine/table/derive';
import type { Db } from '../db/database';

export async function configValues(db: Db, registry: Registry, keys: string[], empresaId: number): Promise<CompanyConfig> {
  if (!keys.length) return {};
  const empresa = registry.get('empresa');
  const columns = keys.map((key) => sql`${sql.id(columnOf(empresa, key))} as ${sql.id(key)}`);
  const { rows } = await sql<CompanyConfig>`select ${sql.join(columns)} from empresa where id = ${empresaId}`.execute(db);
  // A company that never saved a key has its declared default.
  return Object.fromEntries(keys.map((key) => [key, rows[0]?.[key] ?? empresa.properties[key]?.default ?? null]));
}

export function companyConfig(db: Db, registry: Registry, entity: RegisteredEntity, empresaId: number): Promise<CompanyConfig> {
  return configValues(db, registry, entity.configKeys, empresaId);
}
