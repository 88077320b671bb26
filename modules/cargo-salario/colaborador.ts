/**
 * The candidate's flags follow the talento it became (active: contratado; dismissed: já foi
 * colaborador), so the candidate lists agree with the talento register. One talento per CPF
 * and per candidate is the declaration's `unique`.
 */
import { sql } from 'kysely';
import type { Engine } from '../../server/engine';

type Ref = { id: number } | null | undefined;
const idOf = (value: unknown) => (value as Ref)?.id;

export function registerColaborador(engine: Engine): void {
  engine.hooks.register('colaborador', {
    async afterWrite({ trx, scope, action, current }) {
      const candidatoId = action === 'delete' ? undefined : idOf(current!.candidato);
      if (!candidatoId) return;
      const desligado = Boolean(current!.dataDesligamento);
      await sql`update candidato set contratado = ${!desligado}, ja_foi_colaborador = ${desligado}, version = version + 1, updated_at = now()
        where id = ${candidatoId} and empresa_id = ${scope.empresaId}
          and (contratado is distinct from ${!desligado} or ja_foi_colaborador is distinct from ${desligado})`.execute(trx);
    },
  });
}
