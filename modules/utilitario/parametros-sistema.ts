/**
 * The system parameters' switches as the spec's calls read them (§7 "System parameters"): any
 * signed-in user asks, since the screens of every company follow them; only user 1 changes them
 * (Utilitários › Parâmetros do Sistema, the declared singleton).
 *
 * The Nine Box's axis was a company setting (`empresa.inverterEixoNineBox`) before it became a
 * system parameter: a database from then, with no parameters saved yet, keeps what its first
 * company had chosen. The old column stays, with its data, as any column no longer declared.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Engine } from '../../server/engine';
import { requireSession } from '../../server/auth/guard';
import { SYSTEM_PARAMETERS, systemParameter } from '../../server/system-parameters';
import type { ParametroLigado } from './parametros-sistema.api';

/** Each call's path (spec §7, spelled as there) and the parameter it reads. */
const INTERRUPTORES: Record<string, string> = {
  'compartilha-candidatos': 'compartilharCandidatos',
  'compartilha-colaboradores': 'compartilharColaboradores',
  'compartilha-cursos': 'compartilharCursos',
  'aderiu-ao-esocial': 'aderiuAoESocial',
  'inverter-eixo-resultado-nineBox': 'inverterEixoNineBox',
};

export function registerParametrosSistema(app: FastifyInstance, engine: Engine): void {
  const entity = engine.registry.get(SYSTEM_PARAMETERS);
  for (const [caminho, parametro] of Object.entries(INTERRUPTORES)) {
    app.get(
      `/api/parametros-sistema/${caminho}`,
      { config: { openapi: { summary: `Se o parâmetro "${String(entity.properties[parametro]?.title)}" está ligado`, response: 'ParametroLigado' } } },
      async (request): Promise<ParametroLigado> => {
        requireSession(request, 'interno');
        return { ligado: (await systemParameter(engine, parametro)) === true };
      },
    );
  }
  app.addHook('onReady', async () => {
    const owner = engine.database.owner;
    // Raw SQL: the former column is no longer declared, so the typed builder does not know it.
    const { rows } = await sql<{ empresa: number }>`select e.id as empresa from empresa e
      where exists (select 1 from information_schema.columns where table_name = 'empresa' and column_name = 'inverter_eixo_nine_box')
        and not exists (select 1 from parametros_sistema) order by e.id limit 1`.execute(owner);
    if (!rows[0]) return;
    const { rows: legado } = await sql<{ invertido: boolean | null }>`select inverter_eixo_nine_box as invertido from empresa where id = ${rows[0].empresa}`.execute(owner);
    if (legado[0]?.invertido !== true) return;
    await engine.entities.create(engine.registry.get(SYSTEM_PARAMETERS), { empresaId: rows[0].empresa, usuarioId: null }, { inverterEixoNineBox: true });
  });
}
