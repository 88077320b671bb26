/**
 * A salary grade is chosen by "cargo - faixa" (spec 02 §3: the dropdown shows descricao):
 * the server keeps that text, also when the cargo is renamed.
 */
import { companyQuery } from '../../server/db/scoped-query';
import type { Engine } from '../../server/engine';

export function registerFaixaSalarial(engine: Engine): void {
  engine.hooks.register('faixaSalarial', {
    async beforeWrite({ trx, action, data, scope }) {
      if (action === 'delete') return;
      const cargo = await companyQuery(trx, scope).selectFrom('cargo').select('nome').where('id', '=', (data!.cargo as { id: number }).id).executeTakeFirst();
      data!.descricao = `${cargo?.nome ?? ''} - ${String(data!.nome)}`;
    },
  });
  engine.hooks.register('cargo', {
    async afterWrite({ trx, action, id, scope }) {
      if (action !== 'update') return;
      await companyQuery(trx, scope)
        .updateTable('faixa_salarial as f')
        .from('cargo as c')
        .set((eb) => ({ descricao: eb(eb('c.nome', '||', ' - '), '||', eb.ref('f.nome')) }))
        .whereRef('c.id', '=', 'f.cargo_id')
        .where('f.cargo_id', '=', id!)
        .execute();
    },
  });
}
