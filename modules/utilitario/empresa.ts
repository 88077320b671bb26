/**
 * Empresas (spec 02 §2 /utilitario/empresas, §6 "Company lists"). The list, the dropdowns and
 * a read by id keep to the companies the session's user reaches — `companiesOf`, the one
 * answer to "which companies" (user 1: all). A company made on the screen gets, in the same
 * transaction, what it needs to work: a first establishment with its CNPJ and the system
 * administrator's access with an administrator profile.
 */
import { companiesOf, SUPER_USER_ID } from '../../server/auth/accounts';
import { runInScope } from '../../server/db/tenant-context';
import type { Engine } from '../../server/engine';

/** The first establishment's name; its address is typed on the Estabelecimentos screen. */
export const PRIMEIRO_ESTABELECIMENTO = 'Matriz';

export function registerEmpresa(engine: Engine): void {
  engine.hooks.register('empresa', {
    async readableIds(scope, db) {
      // Jobs and seeds (no user) and user 1 see every company.
      if (scope.usuarioId === null || scope.usuarioId === SUPER_USER_ID) return undefined;
      return (await companiesOf(db, scope.usuarioId)).map((empresa) => empresa.id);
    },
    async afterWrite({ trx, scope, action, id, current }) {
      if (action !== 'create') return;
      const empresa = { empresaId: id!, usuarioId: scope.usuarioId };
      const cnpj = String(current!.cnpj);
      // Written as the new company's (its audit rows too), which row-level security checks.
      await runInScope(empresa, async () => {
        await engine.entities.insertIn(trx, engine.registry.get('estabelecimento'), empresa, {
          nome: PRIMEIRO_ESTABELECIMENTO,
          tipoInscricao: '1',
          empresaBaseCnpjCaepf: cnpj.slice(0, 8),
          complementoCnpjCaepf: cnpj.slice(8, 12),
        });
        const perfil = await trx.selectFrom('perfil').select('id').where('administrador', '=', true).orderBy('id').executeTakeFirst();
        if (perfil) await engine.entities.insertIn(trx, engine.registry.get('usuarioAcesso'), empresa, { empresa: { id: id! }, perfil: { id: perfil.id } }, SUPER_USER_ID);
      });
    },
    // The company switcher (the session's list of companies) shows the new name or company at once.
    afterCommit() {
      engine.sessions.forgetPeople();
    },
  });
  // An access given or taken on the Usuários screen too.
  engine.hooks.register('usuario', { afterCommit: () => engine.sessions.forgetPeople() });
}
