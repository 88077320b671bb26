/**
 * The dynamic talent report's calls beside its generation (spec 02 §7 Talent reports): the
 * columns a user may pick, whether the session may generate it, and the user's saved layouts —
 * each user's own in the session's company, listed, saved (a title already saved is
 * overwritten) and removed. The report itself is generated as every declared one
 * (`POST /api/relatorios/talento-dinamico`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasAny, requireSession } from '../../../server/auth/guard';
import { companyConfig } from '../../../server/crud/company-config';
import { recordId } from '../../../server/crud/path-id';
import { validateBody } from '../../../server/crud/validators';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import { colunasDinamicas, TALENTO } from './colunas';
import type { ColunaDinamica, LayoutRelatorioDinamico, PodeGerarRelatorioDinamico } from './relatorio-dinamico.api';

const BASE = '/api/relatorios/talento-dinamico';
export const RELATORIO = 'talento-dinamico';
export const LAYOUT = 'configRelatorioDinamico';

/** The columns of the session's company (its configuration hides fields as the form does). */
export async function colunasDaSessao(engine: Engine, scope: Scope): Promise<ColunaDinamica[]> {
  return colunasDinamicas(engine.registry, await companyConfig(engine.db, engine.registry, engine.registry.get(TALENTO), scope.empresaId));
}

/** The session user's layouts in the company, by title. */
function layoutsDoUsuario(db: Db, scope: Scope) {
  return companyQuery(db, scope)
    .selectFrom('config_relatorio_dinamico')
    .select(['id', 'titulo', 'colunas_dinamicas'])
    .where('usuario_id', '=', scope.usuarioId!)
    .orderBy('titulo');
}

const comoLayout = (row: { id: number; titulo: string | null; colunas_dinamicas: unknown }): LayoutRelatorioDinamico => ({
  id: row.id,
  titulo: row.titulo ?? '',
  colunasDinamicas: (row.colunas_dinamicas ?? []) as string[],
});

export function registerRelatorioDinamico(app: FastifyInstance, engine: Engine): void {
  const report = engine.registry.report(RELATORIO)!;
  const layout = engine.registry.get(LAYOUT);
  const session = (request: FastifyRequest) => requireSession(request, 'interno', report.authorities);

  app.get(`${BASE}/pode-gerar-relatorio-dinamico`, { config: { openapi: { summary: 'Se a sessão pode gerar o relatório dinâmico de talentos', response: 'PodeGerarRelatorioDinamico' } } }, async (request): Promise<PodeGerarRelatorioDinamico> => {
    requireSession(request, 'interno');
    return { pode: hasAny(request.session!, report.authorities) };
  });

  app.get(`${BASE}/colunas`, { config: { openapi: { summary: 'As colunas que o relatório dinâmico oferece: os campos declarados do talento, agrupados como as abas do formulário', response: 'ColunaDinamica[]' } } }, async (request): Promise<ColunaDinamica[]> => {
    const scope = session(request);
    return runInScope(scope, () => colunasDaSessao(engine, scope));
  });

  app.get(`${BASE}/config-relatorio-dinamico`, { config: { openapi: { summary: 'Os layouts salvos do usuário na empresa', response: 'LayoutRelatorioDinamico[]' } } }, async (request): Promise<LayoutRelatorioDinamico[]> => {
    const scope = session(request);
    return (await runInScope(scope, () => layoutsDoUsuario(engine.db, scope).execute())).map(comoLayout);
  });

  app.put(
    `${BASE}/config-relatorio-dinamico`,
    { config: { openapi: { summary: 'Salva um layout do usuário (colunasDinamicas, titulo); o mesmo título substitui o salvo', body: 'LayoutRelatorioDinamicoEntrada', response: 'LayoutRelatorioDinamico' } } },
    async (request): Promise<LayoutRelatorioDinamico> => {
      const scope = session(request);
      const data = validateBody(layout, request.body);
      return runInScope(scope, async () => {
        const conhecidas = new Set((await colunasDaSessao(engine, scope)).map((c) => c.chave));
        const desconhecida = (data.colunasDinamicas as string[]).findIndex((chave) => !conhecidas.has(chave));
        if (desconhecida >= 0) throw errors.validation([{ field: `colunasDinamicas.${desconhecida}`, message: 'Coluna desconhecida.' }]);
        const salvo = await engine.db.transaction().execute(async (trx) => {
          const anterior = await layoutsDoUsuario(trx, scope).where('titulo', '=', data.titulo as string).executeTakeFirst();
          if (anterior) await engine.entities.removeIn(trx, layout, scope, anterior.id);
          return engine.entities.insertIn(trx, layout, scope, { ...data, usuario: { id: scope.usuarioId } });
        });
        return { id: salvo.id, titulo: String(salvo.titulo), colunasDinamicas: salvo.colunasDinamicas as string[] };
      });
    },
  );

  app.delete(`${BASE}/config-relatorio-dinamico/:id`, { config: { openapi: { summary: 'Remove um layout do usuário', status: 204 } } }, async (request, reply) => {
    const scope = session(request);
    const id = recordId(request);
    await runInScope(scope, async () => {
      await engine.db.transaction().execute(async (trx) => {
        const proprio = await layoutsDoUsuario(trx, scope).where('id', '=', id).executeTakeFirst();
        if (!proprio) throw errors.notFound();
        await engine.entities.removeIn(trx, layout, scope, id);
      });
    });
    return reply.code(204).send();
  });
}
