/**
 * The companies of the per-company tables (spec 02 §2: turnover and absenteeism, one line per
 * company and month): the session's, or those asked in `empresasIds` — each one the user reaches
 * (`companiesOf`: user 1 every company) holding there the dashboard's authorities, 403 otherwise.
 * The filter's establishments and areas are the session company's records: they narrow its lines
 * only, the other companies are counted whole.
 */
import { sql, type RawBuilder } from 'kysely';
import { firstCompanyOutOfReach } from '../../server/auth/accounts';
import { runInScope, type Scope } from '../../server/db/tenant-context';
import type { Engine } from '../../server/engine';
import { errors } from '../../server/errors';
import { listaDeIds } from './filtro';

export async function empresasEscolhidas(engine: Engine, sessao: Scope, empresasIds: string | undefined, exigidas: readonly string[] | undefined): Promise<Scope[]> {
  const ids = listaDeIds(empresasIds);
  if (!ids.length) return [sessao];
  const outras = ids.filter((id) => id !== sessao.empresaId);
  if ((await firstCompanyOutOfReach(engine.db, engine.registry, sessao.usuarioId!, outras, exigidas)) !== undefined) throw errors.forbidden();
  return ids.map((empresaId) => ({ empresaId, usuarioId: sessao.usuarioId }));
}

/** Each chosen company's lines, read in its own scope; `lugar` (the filter's places) for the session's company only. */
export async function porEmpresa<L>(empresas: readonly Scope[], sessao: Scope, lugar: RawBuilder<boolean>, ler: (scope: Scope, onde: RawBuilder<boolean>) => Promise<L[]>): Promise<L[]> {
  const linhas: L[] = [];
  for (const scope of empresas) linhas.push(...(await runInScope(scope, () => ler(scope, scope.empresaId === sessao.empresaId ? lugar : sql<boolean>`true`))));
  return linhas;
}
