import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { errors } from '../../server/errors';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

describe('CRUD genérico de etapas seletivas', () => {
  it('cria, lê, lista com filtro e ordenação, altera e remove', async () => {
    const created = await t.request('POST', '/api/etapas-seletivas', { cookie: t.admin, body: { ordem: 42, nome: 'Dinâmica de grupo' } });
    expect(created.statusCode).toBe(201);
    const record = created.json();
    expect(record).toMatchObject({ ordem: 42, nome: 'Dinâmica de grupo', analiseComportamental: false, version: 1 });

    const read = await t.request('GET', `/api/etapas-seletivas/${record.id}`, { cookie: t.admin });
    expect(read.json()).toEqual(record);

    const list = await t.request('GET', '/api/etapas-seletivas?nome=din%C3%A2mica&sort=ordem,desc&page=0&size=15', { cookie: t.admin });
    expect(list.json()).toMatchObject({ totalElements: 1, size: 15, pageable: { paged: true, offset: 0 } });
    expect(list.json().content[0].id).toBe(record.id);

    const updated = await t.request('PUT', `/api/etapas-seletivas/${record.id}`, {
      cookie: t.admin,
      body: { id: record.id, version: 1, ordem: 43, nome: 'Dinâmica', analiseComportamental: true },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ ordem: 43, version: 2, analiseComportamental: true });

    const stale = await t.request('PUT', `/api/etapas-seletivas/${record.id}`, { cookie: t.admin, body: { id: record.id, version: 1, ordem: 44, nome: 'X' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('O registro foi alterado por outro usuário. Recarregue a página e tente novamente.');

    expect((await t.request('DELETE', `/api/etapas-seletivas/${record.id}`, { cookie: t.admin })).statusCode).toBe(204);
    const gone = await t.request('GET', `/api/etapas-seletivas/${record.id}`, { cookie: t.admin });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ code: 'NOT_FOUND', message: 'O recurso solicitado não foi encontrado.' });
  });

  it('valida com as mensagens da especificação', async () => {
    const response = await t.request('POST', '/api/etapas-seletivas', { cookie: t.admin, body: { ordem: 1000, nome: 'x'.repeat(101) } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'FIELD_VALIDATION_VIOLATION',
      message: 'Preencha os campos indicados',
      fields: expect.arrayContaining([
        { field: 'ordem', message: 'O valor máximo é 999' },
        { field: 'nome', message: 'Máximo de 100 caracteres' },
      ]),
    });
    const empty = await t.request('POST', '/api/etapas-seletivas', { cookie: t.admin, body: {} });
    expect(empty.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'ordem', message: 'Ordem é obrigatória' },
        { field: 'nome', message: 'Nome é obrigatório' },
      ]),
    );
  });

  it('PUT sem id responde "No id in Entity"; id diferente do caminho é recusado', async () => {
    const noId = await t.request('PUT', '/api/etapas-seletivas/1', { cookie: t.admin, body: { ordem: 1, nome: 'a' } });
    expect(noId.json()).toEqual({ code: 'NO_ID', message: 'No id in Entity' });
    const other = await t.request('PUT', '/api/etapas-seletivas/1', { cookie: t.admin, body: { id: 2, ordem: 1, nome: 'a' } });
    expect(other.statusCode).toBe(400);
  });

  it('recusa empresa_id, colunas de auditoria e ordenação fora da lista', async () => {
    for (const extra of [{ empresa_id: 2 }, { empresaId: 2 }, { updated_at: 'x' }]) {
      const response = await t.request('POST', '/api/etapas-seletivas', { cookie: t.admin, body: { ordem: 7, nome: 'Extra', ...extra } });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[0]).toEqual({ field: Object.keys(extra)[0], message: 'Propriedade não permitida' });
    }
    // A record read back carries its timestamps: accepted, and the server's own are kept.
    const stamped = await t.request('POST', '/api/etapas-seletivas', { cookie: t.admin, body: { ordem: 7, nome: 'Extra', createdAt: '2020-01-01T00:00:00Z' } });
    expect(stamped.statusCode).toBe(201);
    expect(stamped.json().createdAt).not.toMatch(/^2020/);
    await t.request('DELETE', `/api/etapas-seletivas/${stamped.json().id}`, { cookie: t.admin });
    const sort = await t.request('GET', '/api/etapas-seletivas?sort=empresa_id,asc', { cookie: t.admin });
    expect(sort.statusCode).toBe(400);
  });

  it('lista resumida para dropdowns e chamadas do módulo', async () => {
    const options = await t.request('GET', '/api/etapas-seletivas?unpaged=true&resumido=true', { cookie: t.admin });
    expect(options.json()[0]).toEqual({ id: expect.any(Number), nome: 'Triagem de currículos' });
    const next = await t.request('GET', '/api/etapas-seletivas/proxima-ordem', { cookie: t.admin });
    expect(next.json().ordem).toBeGreaterThan(5);
    const motivos = await t.request('GET', '/api/motivos-solicitacao/options', { cookie: t.admin });
    expect(motivos.json().map((m: { descricao: string }) => m.descricao)).toContain('Aumento de quadro');
  });

  it('vista parcial (?campos=): só as propriedades pedidas de cada registro, lidas em SQL', async () => {
    const partial = await t.request('GET', '/api/candidatos?campos=nome,pessoal&campos=cargos', { cookie: t.admin });
    expect(partial.statusCode, partial.body).toBe(200);
    const row = partial.json().content[0];
    expect(Object.keys(row).sort()).toEqual(['cargos', 'createdAt', 'id', 'nome', 'pessoal', 'updatedAt', 'version']);
    expect(row.pessoal.cpf).toMatch(/^\d{11}$/);
    const unknown = await t.request('GET', '/api/candidatos?campos=nome,senha', { cookie: t.admin });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([{ field: 'campos.1', message: 'Campo desconhecido na lista de campos' }]);
  });

  it('referências: lista de ids em tabela de junção, referência simples com nome, e de outra empresa recusada', async () => {
    const areas = (await t.request('GET', '/api/areas-organizacionais?unpaged=true&resumido=true', { cookie: t.admin })).json();
    const ids = areas.slice(0, 2).map((a: { id: number }) => a.id);
    const created = await t.request('POST', '/api/grupos-ocupacionais', { cookie: t.admin, body: { nome: 'Gestão', areasOrganizacionaisIds: ids } });
    expect(created.json().areasOrganizacionaisIds).toEqual(ids);
    const filtered = await t.request('GET', `/api/grupos-ocupacionais?areasOrganizacionaisIds=${ids[1]}`, { cookie: t.admin });
    expect(filtered.json().content.map((g: { nome: string }) => g.nome)).toContain('Gestão');
    const none = await t.request('POST', '/api/grupos-ocupacionais', { cookie: t.admin, body: { nome: 'Vazio', areasOrganizacionaisIds: [] } });
    expect(none.json().fields).toEqual([{ field: 'areasOrganizacionaisIds', message: 'Selecione ao menos 1 item' }]);
    const missing = await t.request('POST', '/api/grupos-ocupacionais', { cookie: t.admin, body: { nome: 'X', areasOrganizacionaisIds: [999999] } });
    expect(missing.json().fields).toEqual([{ field: 'areasOrganizacionaisIds', message: 'Registro não encontrado' }]);
    const child = await t.request('POST', '/api/areas-organizacionais', { cookie: t.admin, body: { nome: 'Filha', areaMae: { id: ids[0] } } });
    expect(child.json().areaMae).toEqual({ id: ids[0], nome: areas[0].nome });
    const inUse = await t.request('DELETE', `/api/areas-organizacionais/${ids[0]}`, { cookie: t.admin });
    expect(inUse.statusCode).toBe(409);
    // What still refers to it is named, counted in the company: the group above and the child area among them.
    expect(inUse.json().message).toMatch(/^O registro não pode ser removido porque está em uso: .*Grupos Ocupacionais \(\d+\)/);
  });

  it('dados de referência globais: estados e cidades do IBGE', async () => {
    const ce = await t.request('GET', '/api/cidades?estadoId=23&nome=fortal', { cookie: t.admin });
    expect(ce.json().content).toEqual([expect.objectContaining({ id: 2304400, nome: 'Fortaleza', estado: { id: 23, nome: 'Ceará' } })]);
    const all = await t.request('GET', '/api/cidades?size=1', { cookie: t.admin });
    expect(all.json().totalElements).toBe(5571);
    expect((await t.request('POST', '/api/cidades', { cookie: t.admin, body: { nome: 'Nova', estado: { id: 23 } } })).statusCode).toBe(404);
  });

  it('grava auditoria de cada alteração', async () => {
    const created = (await t.request('POST', '/api/idiomas', { cookie: t.admin, body: { nome: 'Alemão' } })).json();
    await t.request('DELETE', `/api/idiomas/${created.id}`, { cookie: t.admin });
    const { rows } = await sql<{ acao: string; usuario_id: number; empresa_id: number }>`select acao, usuario_id, empresa_id
      from auditoria where entidade = 'idioma' and registro_id = ${created.id} order by id`.execute(t.engine.database.owner);
    expect(rows).toEqual([
      { acao: 'C', usuario_id: 1, empresa_id: 1 },
      { acao: 'D', usuario_id: 1, empresa_id: 1 },
    ]);
  });

  it('ganchos de módulo rodam na mesma transação: uma recusa não deixa nada gravado', async () => {
    const seen: string[] = [];
    t.engine.hooks.register('idioma', {
      beforeWrite: ({ data }) => {
        if (data?.nome === 'Klingon') throw errors.validation([{ field: 'nome', message: 'Idioma fictício' }]);
      },
      afterWrite: async ({ current, action }) => {
        seen.push(`${action}:${String(current?.nome)}`);
        if (current?.nome === 'Élfico') throw errors.badRequest('Recusado depois de gravar');
      },
    });
    const refused = await t.request('POST', '/api/idiomas', { cookie: t.admin, body: { nome: 'Klingon' } });
    expect(refused.json().fields).toEqual([{ field: 'nome', message: 'Idioma fictício' }]);
    const late = await t.request('POST', '/api/idiomas', { cookie: t.admin, body: { nome: 'Élfico' } });
    expect(late.statusCode).toBe(400);
    const names = (await t.request('GET', '/api/idiomas?unpaged=true&resumido=true', { cookie: t.admin })).json().map((i: { nome: string }) => i.nome);
    expect(names).not.toContain('Élfico');
    expect(names).not.toContain('Klingon');
    expect(seen).toEqual(['create:Élfico']);
    const audit = await sql<{ count: number }>`select count(*)::integer as count from auditoria where depois->>'nome' = 'Élfico'`.execute(t.engine.database.owner);
    expect(audit.rows[0]!.count).toBe(0);
  });

  it('sem sessão: 401 "Sessão expirada."', async () => {
    const response = await t.request('GET', '/api/etapas-seletivas');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Sessão expirada.' });
  });

  it('OpenAPI gerado dos esquemas', async () => {
    const doc = (await t.request('GET', '/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/etapas-seletivas', '/api/etapas-seletivas/{id}', '/api/cidades']));
    expect(doc.components.schemas.EtapaSeletivaEntrada.properties.ordem.maximum).toBe(999);
  });
});
