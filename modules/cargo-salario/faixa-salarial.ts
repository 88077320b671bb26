/**
 * A salary grade is chosen by "cargo - faixa" (spec 02 §3: the dropdown shows descricao):
 * the server keeps that text, also when the cargo is renamed.
 */
import { sql } from 'kysely';
import type { Engine } from '../../server/engine';

export function registerFaixaSalarial(engine: Engine): void {
  engine.hooks.register('faixaSalarial', {
    async beforeWrite({ trx, action, data }) {
      if (action === 'delete') return;
      const { rows } = await sql<{ nome: string }>`select nome from cargo where id = ${(data!.cargo as { id: number }).id}`.execute(trx);
      data!.descricao = `${rows[0]?.nome ?? ''} - ${String(data!.nome)}`;
    },
  });
  engine.hooks.register('cargo', {
    async afterWrite({ trx, action, id, scope }) {
      if (action !== 'update') return;
      await sql`update faixa_salarial f set descricao = c.nome || ' - ' || f.nome from cargo c
        where c.id = f.cargo_id and f.cargo_id = ${id!} and f.empresa_id = ${scope.empresaId}`.execute(trx);
    },
  });
}
