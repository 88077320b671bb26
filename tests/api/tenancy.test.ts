import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { runInScope } from '../../server/db/tenant-context';
import { sampleRecord, tenantCrudEntities } from '../support/sample-record';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

describe('isolamento entre empresas', () => {
  it('cobre todos os recursos gerados', () => {
    expect(tenantCrudEntities(t).map((e) => e.name)).toEqual(expect.arrayContaining(['etapaSeletiva', 'grupoOcupacional', 'idioma']));
  });

  it('um registro da empresa 1 é invisível e intocável para a empresa 2', async () => {
    for (const entity of tenantCrudEntities(t)) {
      const base = `/api/${entity.resource}`;
      const body = await sampleRecord(t, entity, t.admin, 'isolamento');
      let created = await t.request('POST', base, { cookie: t.admin, body });
      // An optional value the made-up record should not have (a lotação type that takes no number): left out.
      const optional = (field: string) => !((entity.schema.required as string[] | undefined) ?? []).includes(field);
      const refused = created.statusCode === 400 ? (created.json().fields as { field: string }[] | undefined) ?? [] : [];
      if (refused.length && refused.every((f) => optional(f.field))) {
        for (const { field } of refused) delete body[field];
        created = await t.request('POST', base, { cookie: t.admin, body });
      }
      expect(created.statusCode, `${entity.name}: ${created.body}`).toBe(201);
      const record = created.json();

      expect((await t.request('GET', `${base}/${record.id}`, { cookie: t.norte })).statusCode, entity.name).toBe(404);
      const list = (await t.request('GET', `${base}?size=1000`, { cookie: t.norte })).json();
      expect(list.content.some((r: { id: number }) => r.id === record.id), entity.name).toBe(false);
      const options = (await t.request('GET', `${base}?unpaged=true&resumido=true`, { cookie: t.norte })).json();
      expect(options.some((r: { id: number }) => r.id === record.id), entity.name).toBe(false);
      const summary = String(record[entity.summary]);
      const filter = entity.filters?.find((f) => f.op === 'contains');
      if (filter) {
        const filtered = (await t.request('GET', `${base}?${filter.name}=${encodeURIComponent(summary)}`, { cookie: t.norte })).json();
        expect(filtered.content.some((r: { id: number }) => r.id === record.id), entity.name).toBe(false);
      }
      const put = await t.request('PUT', `${base}/${record.id}`, { cookie: t.norte, body: { ...body, id: record.id, version: record.version } });
      expect(put.statusCode, `${entity.name}: ${put.body}`).toBe(404);
      expect((await t.request('DELETE', `${base}/${record.id}`, { cookie: t.norte })).statusCode, entity.name).toBe(404);

      const after = await t.request('GET', `${base}/${record.id}`, { cookie: t.admin });
      expect(after.json(), entity.name).toEqual(record);
    }
  });

  it('não aceita referência a registro de outra empresa', async () => {
    const areas = (await t.request('GET', '/api/areas-organizacionais?unpaged=true&resumido=true', { cookie: t.admin })).json();
    const response = await t.request('POST', '/api/grupos-ocupacionais', {
      cookie: t.norte,
      body: { nome: 'Roubado', areasOrganizacionaisIds: [areas[0].id] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'areasOrganizacionaisIds', message: 'Registro não encontrado' }]);
  });

  it('uma consulta sem o filtro de empresa só vê a empresa da sessão (RLS, nos dois bancos)', async () => {
    const everything = await sql<{ empresa_id: number }>`select empresa_id from etapa_seletiva`.execute(t.engine.database.owner);
    expect(new Set(everything.rows.map((r) => r.empresa_id))).toEqual(new Set([1, 2]));
    const seen = await runInScope({ empresaId: 2, usuarioId: 2 }, () =>
      sql<{ empresa_id: number }>`select empresa_id from etapa_seletiva`.execute(t.engine.db),
    );
    expect(seen.rows.length).toBeGreaterThan(0);
    expect(seen.rows.every((r) => r.empresa_id === 2)).toBe(true);
    const outside = await sql<{ count: number }>`select count(*)::integer as count from etapa_seletiva`.execute(t.engine.db);
    expect(outside.rows[0]!.count).toBe(0);
    await expect(
      runInScope({ empresaId: 2, usuarioId: 2 }, () =>
        sql`insert into etapa_seletiva (empresa_id, ordem, nome) values (1, 1, 'invasão')`.execute(t.engine.db),
      ),
    ).rejects.toThrow(/row-level security/);
  });
});
