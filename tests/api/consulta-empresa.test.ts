import { describe, expect, it } from 'vitest';
import { companyQuery } from '../../server/db/scoped-query';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

/** As the owner, whom row-level security lets see every company: the builder alone keeps company 2 in its rows. */
const norte = () => companyQuery(t.engine.database.owner, { empresaId: 2 });
const etapaDaEmpresa1 = async () =>
  (await t.engine.database.owner.selectFrom('etapa_seletiva').select(['id', 'nome']).where('empresa_id', '=', 1).orderBy('id').executeTakeFirstOrThrow());

describe('consultas dos módulos restritas à empresa da sessão (companyQuery)', () => {
  it('lê só as linhas da empresa, também com apelido e junção', async () => {
    const rows = await norte().selectFrom('etapa_seletiva').select(['empresa_id']).execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.empresa_id === 2)).toBe(true);
    const outra = await etapaDaEmpresa1();
    expect(await norte().selectFrom('etapa_seletiva as e').select('e.id').where('e.id', '=', outra.id).execute()).toEqual([]);
    const owner = t.engine.database.owner;
    // Every table of a list is restricted: even a company-1 row would not be paired.
    const pairs = await norte().selectFrom(['etapa_seletiva as a', 'etapa_seletiva as b']).select(['a.empresa_id as de', 'b.empresa_id as com']).execute();
    const count = await owner.selectFrom('etapa_seletiva').select((eb) => eb.fn.countAll<number>().as('n')).where('empresa_id', '=', 2).executeTakeFirstOrThrow();
    expect(pairs.length).toBe(count.n * count.n);
    expect(pairs.every((row) => row.de === 2 && row.com === 2)).toBe(true);
    const joined = await norte()
      .selectFrom('etapa_seletiva as a')
      .leftJoin(norte().table('etapa_seletiva', 'b'), (join) => join.onTrue())
      .select('b.empresa_id')
      .execute();
    expect(joined.length).toBe(count.n * count.n);
    expect(joined.every((row) => row.empresa_id === 2)).toBe(true);
  });

  it('não altera nem apaga linha de outra empresa', async () => {
    const outra = await etapaDaEmpresa1();
    const updated = await norte().updateTable('etapa_seletiva').set({ nome: 'Invadida' }).where('id', '=', outra.id).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(0n);
    const deleted = await norte().deleteFrom('etapa_seletiva as e').where('e.id', '=', outra.id).executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(0n);
    expect(await etapaDaEmpresa1()).toEqual(outra);
  });

  it('grava com a empresa da sessão', async () => {
    const { id } = await norte().insertInto('etapa_seletiva').values({ nome: 'Etapa da consulta', ordem: 99 }).returning('id').executeTakeFirstOrThrow();
    const row = await t.engine.database.owner.selectFrom('etapa_seletiva').select('empresa_id').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.empresa_id).toBe(2);
    await norte().deleteFrom('etapa_seletiva').where('id', '=', id).execute();
  });
});
