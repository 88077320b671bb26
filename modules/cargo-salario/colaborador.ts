/**
 * Talento rules that read other records: one talento per CPF in the company, one per candidate
 * it came from, and the candidate's flags following the talento it became (active: contratado;
 * dismissed: já foi colaborador), so the candidate lists agree with the talento register.
 */
import { sql } from 'kysely';
import type { Db } from '../../server/db/database';
import type { Engine } from '../../server/engine';
import { errors } from '../../server/errors';

export const CPF_DUPLICADO = 'Já existe um talento com este CPF nesta empresa.';
export const CANDIDATO_JA_TALENTO = 'Este candidato já foi cadastrado como talento.';

type Ref = { id: number } | null | undefined;
const idOf = (value: unknown) => (value as Ref)?.id;

/** The talento that already holds this CPF or comes from this candidate, other than `exceptId`. */
export async function talentoExistente(db: Db, empresaId: number, q: { cpf?: unknown; candidatoId?: number; exceptId?: number }) {
  const { rows } = await sql<{ id: number; mesmoCpf: boolean }>`select id, cpf = ${String(q.cpf ?? '')} as "mesmoCpf" from colaborador
    where empresa_id = ${empresaId} and id <> ${q.exceptId ?? 0}
      and (cpf = ${String(q.cpf ?? '')} or candidato_id = ${q.candidatoId ?? 0})
    order by 2 desc limit 1`.execute(db);
  return rows[0];
}

export function registerColaborador(engine: Engine): void {
  engine.hooks.register('colaborador', {
    async beforeWrite({ trx, scope, action, data, id }) {
      if (action === 'delete') return;
      const existente = await talentoExistente(trx, scope.empresaId, { cpf: data!.cpf, candidatoId: idOf(data!.candidato), exceptId: id });
      if (existente?.mesmoCpf) throw errors.validation([{ field: 'cpf', message: CPF_DUPLICADO }]);
      if (existente) throw errors.validation([{ field: 'candidato', message: CANDIDATO_JA_TALENTO }]);
    },
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
