/**
 * HR deleting a candidate: the audit trail keeps that each change happened, but no copy that
 * mentions the person's CPF or e-mail — in the session's company only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { plainCandidateForm } from '../support/candidate-form';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
let cargo: number;

beforeAll(async () => {
  cargo = await plainCandidateForm(t);
});

const CPF = '27481539014';
const EMAIL = 'renata.excluida@exemplo.com.br';

/** The audit rows of company `empresaId` whose copies mention the text. */
const mentioning = (empresaId: number, text: string) =>
  t.engine.database.owner
    .selectFrom('auditoria')
    .select(['entidade', 'acao'])
    .where('empresa_id', '=', empresaId)
    .where((eb) => eb.or([eb(eb.cast<string>('antes', 'text'), 'like', `%${text}%`), eb(eb.cast<string>('depois', 'text'), 'like', `%${text}%`)]))
    .execute();

describe('RH exclui um candidato', () => {
  it('as cópias da auditoria com o CPF ou o e-mail perdem os dados; a de outra empresa fica', async () => {
    const body = { nome: 'Renata Excluída', pessoal: { cpf: CPF, sexo: 'F', mae: 'Mãe de Renata' }, contato: { email: EMAIL }, cargos: [cargo] };
    const created = await t.request('POST', '/api/candidatos', { cookie: t.admin, body });
    expect(created.statusCode, created.body).toBe(201);
    // Another company's audit row mentioning the same CPF is not the session's to wipe.
    const { id: alheia } = await t.engine.database.owner
      .insertInto('auditoria')
      .values({ empresa_id: 2, entidade: 'candidato', registro_id: 999_999, acao: 'C', depois: JSON.stringify({ pessoal: { cpf: CPF } }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await mentioning(1, CPF)).not.toEqual([]);

    const deleted = await t.request('DELETE', `/api/candidatos/${created.json().id}`, { cookie: t.admin });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await mentioning(1, CPF)).toEqual([]);
    expect(await mentioning(1, EMAIL)).toEqual([]);
    const kept = await t.engine.database.owner.selectFrom('auditoria').select('id').where('empresa_id', '=', 2).where('id', '=', alheia).where('depois', 'is not', null).execute();
    expect(kept).toHaveLength(1);
  });
});
