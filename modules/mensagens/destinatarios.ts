/**
 * Who must act on a message: the active users who, in the company, hold an authority of the
 * screen where they act (its declaration's `authorities.read`), read as the session would
 * (server/auth/accounts.ts `authoritiesOf`): by the profile given to them there, everything for an
 * administrator profile, and the system administrator, who reaches every company.
 */
import { sql } from 'kysely';
import { SUPER_USER_ID } from '../../server/auth/accounts';
import type { Db } from '../../server/db/database';
import type { Engine } from '../../server/engine';

/** The authorities that open the entity's screen: who acts where it is listed. */
export function autoridadesDaTela(engine: Engine, entidade: string): string[] {
  return engine.registry.get(entidade).authorities?.read ?? [];
}

export async function usuariosComAutoridade(db: Db, empresaId: number, autoridades: string[]): Promise<number[]> {
  // Users and profiles are installation-wide tables (scope global): no company column to scope by.
  const { rows } = await sql<{ id: number }>`
    select u.id from usuario u where u.ativo and (u.id = ${SUPER_USER_ID} or exists (
      select 1 from usuario_acesso a join perfil p on p.id = a.perfil_id
      where a.owner_id = u.id and a.empresa_id = ${empresaId}
        and (p.administrador or coalesce(p.authorities, '[]'::jsonb) ?| ${autoridades}::text[])))
    order by u.id`.execute(db);
  return rows.map((row) => row.id);
}
