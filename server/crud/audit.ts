/** The audit trail: who changed what, in which company, when, and the record before and after. */
import { sql } from 'kysely';
import type { RegisteredEntity } from '../../engine/registry/registry';
import type { Db } from '../db/database';
import type { Scope } from '../db/tenant-context';

export type AuditAction = 'C' | 'U' | 'D';

export async function writeAudit(
  trx: Db,
  scope: Scope,
  entity: RegisteredEntity,
  recordId: number,
  action: AuditAction,
  before: unknown,
  after: unknown,
): Promise<void> {
  const json = (value: unknown) => (value === null ? sql`null` : sql`${JSON.stringify(value)}::jsonb`);
  await sql`insert into auditoria (empresa_id, usuario_id, entidade, registro_id, acao, antes, depois)
    values (${scope.empresaId}, ${scope.usuarioId}, ${entity.name}, ${recordId}, ${action}, ${json(before)}, ${json(after)})`.execute(trx);
}
