/**
 * The talent the signed-in user is in the session's company (`colaborador.usuario`): who they
 * are when they answer their own evaluations and surveys. None when the user is HR only.
 */
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';

export async function talentoDoUsuario(db: Db, scope: Scope): Promise<number | null> {
  if (scope.usuarioId === null) return null;
  const row = await companyQuery(db, scope).selectFrom('colaborador').select('id').where('usuario_id', '=', scope.usuarioId).executeTakeFirst();
  return row?.id ?? null;
}
