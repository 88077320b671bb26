/** The company's configuration values that an entity's rules read (`configIf`). */
import { sql } from 'kysely';
import type { CompanyConfig } from '../../engine/validation/config-conditions';
import type { Registry, RegisteredEntity } from '../../engine/registry/registry';
import { columnOf } from '../../engine/table/derive';
import type { Db } from '../db/database';

export async function companyConfig(db: Db, registry: Registry, entity: RegisteredEntity, empresaId: number): Promise<CompanyConfig> {
  if (!entity.configKeys.length) return {};
  const empresa = registry.get('empresa');
  const columns = entity.configKeys.map((key) => sql`${sql.id(columnOf(empresa, key))} as ${sql.id(key)}`);
  const { rows } = await sql<CompanyConfig>`select ${sql.join(columns)} from empresa where id = ${empresaId}`.execute(db);
  return rows[0] ?? {};
}
