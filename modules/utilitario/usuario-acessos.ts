/**
 * A user reaches each company with the profile given to them there (`acessos` of the usuário
 * screen). One profile per company: a company listed twice is refused on the list. Databases
 * from before, where a user had one profile and a list of companies, are carried over once.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../server/engine';
import { errors } from '../../server/errors';

type Acesso = { empresa?: { id: number } };

export function registerUsuarioAcessos(app: FastifyInstance, engine: Engine): void {
  engine.hooks.register('usuario', {
    async beforeWrite({ trx, action, data }) {
      if (action === 'delete') return;
      const ids = ((data!.acessos as Acesso[] | undefined) ?? []).map((a) => a.empresa?.id);
      const repeated = ids.find((id, i) => id !== undefined && ids.indexOf(id) !== i);
      if (repeated === undefined) return;
      const empresa = await trx.selectFrom('empresa').select('nome').where('id', '=', repeated).executeTakeFirst();
      throw errors.validation([{ field: 'acessos', message: `${empresa?.nome ?? 'Uma empresa'} aparece mais de uma vez: dê um só perfil por empresa.` }]);
    },
  });
  // Global tables (users, companies, profiles): the owner's connection, no company scope.
  app.addHook('onReady', async () => {
    const owner = engine.database.owner;
    // Raw SQL: the former tables and columns are no longer declared, so the typed builder does not know them.
    const { rows } = await sql<{ legado: boolean; vazio: boolean }>`select
        to_regclass('usuario__empresas') is not null and exists (select 1 from information_schema.columns where table_name = 'usuario' and column_name = 'perfil_id') as legado,
        not exists (select 1 from usuario_acesso) as vazio`.execute(owner);
    if (!rows[0]!.legado || !rows[0]!.vazio) return;
    await sql`insert into usuario_acesso (owner_id, position, empresa_id, perfil_id)
      select u.id, ue.position, ue.target_id, u.perfil_id from usuario u join usuario__empresas ue on ue.owner_id = u.id where u.perfil_id is not null`.execute(owner);
  });
}
