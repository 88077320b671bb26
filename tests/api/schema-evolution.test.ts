/**
 * An admin adds a CRUD screen by adding one schema file, and changes it later: the engine
 * serves it with no code change, migrates additively, and refuses what would lose data.
 */
import { cpSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../support/test-app';

const folder = mkdtempSync(join(tmpdir(), 'rh-schemas-'));
const schemasDir = join(folder, 'schemas');
const dataDir = join(folder, 'data');
cpSync(resolve(import.meta.dirname, '../../schemas'), schemasDir, { recursive: true });
mkdirSync(join(schemasDir, 'teste'));

function declare(properties: Record<string, unknown>, entity: Record<string, unknown> = { name: 'corFavorita', resource: 'cores-favoritas' }) {
  writeFileSync(
    join(schemasDir, 'teste', 'cor-favorita.json'),
    JSON.stringify({
      module: 'teste',
      label: 'Cor Favorita',
      labelPlural: 'Cores Favoritas',
      menu: { path: ['Testes', 'Cores Favoritas'] },
      ...entity,
      summary: 'nome',
      schema: { type: 'object', properties, required: ['nome'] },
      list: { columns: ['nome'], defaultSort: 'nome,asc', sortable: ['nome'] },
      filters: [{ name: 'nome', op: 'contains' }],
    }),
  );
}

let t: TestApp | undefined;
afterAll(async () => {
  await t?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('um arquivo de esquema novo vira CRUD sem código', () => {
  let databaseUrl: string | undefined;
  let id: number;

  // The first start migrates and seeds the whole demo anew (these declarations are not the seeded database's): minutes on a busy CI machine.
  it('serve endpoints, menu, metadados e OpenAPI', { timeout: 300_000 }, async () => {
    declare({ nome: { type: 'string', title: 'Nome', maxLength: 50 }, hex: { type: 'string', title: 'Hex', pattern: '^#[0-9A-F]{6}$' } });
    t = await startTestApp({ schemasDir, dataDir });
    databaseUrl = t.config.databaseUrl;
    const cookie = await t.login(ADMIN);
    const created = await t.request('POST', '/api/cores-favoritas', { cookie, body: { nome: 'Laranja', hex: '#FF850A' } });
    expect(created.statusCode).toBe(201);
    id = created.json().id;
    const bad = await t.request('POST', '/api/cores-favoritas', { cookie, body: { hex: 'azul' } });
    expect(bad.json().fields).toEqual([
      { field: 'nome', message: 'Nome é obrigatório' },
      { field: 'hex', message: 'Valor inválido' },
    ]);
    expect((await t.request('GET', '/api/cores-favoritas?nome=ranj', { cookie })).json().totalElements).toBe(1);
    const info = (await t.request('GET', '/api/userinfo', { cookie })).json();
    expect(info.menu).toContainEqual({ label: 'Testes', children: [{ label: 'Cores Favoritas', path: '/teste/cores-favoritas' }] });
    const meta = (await t.request('GET', '/api/meta/entities', { cookie })).json();
    expect(meta.find((e: { name: string }) => e.name === 'corFavorita')).toMatchObject({ route: '/teste/cores-favoritas', can: { read: true, write: true } });
    const openapi = (await t.request('GET', '/api/openapi.json')).json();
    expect(openapi.paths['/api/cores-favoritas/{id}']).toBeDefined();
    await t.stop();
  });

  it('uma propriedade nova vira coluna nova e os dados ficam', async () => {
    declare({
      nome: { type: 'string', title: 'Nome', maxLength: 50 },
      hex: { type: 'string', title: 'Hex', pattern: '^#[0-9A-F]{6}$' },
      quente: { type: 'boolean', title: 'Quente' },
    });
    t = await startTestApp({ schemasDir, dataDir, databaseUrl });
    const cookie = await t.login(ADMIN);
    const kept = (await t.request('GET', `/api/cores-favoritas/${id}`, { cookie })).json();
    expect(kept).toMatchObject({ nome: 'Laranja', hex: '#FF850A', quente: null });
    const updated = await t.request('PUT', `/api/cores-favoritas/${id}`, { cookie, body: { id, version: kept.version, nome: 'Laranja', quente: true } });
    expect(updated.json()).toMatchObject({ quente: true, hex: null });
    await t.stop();
  });

  it('mudar o tipo de uma coluna é recusado com mensagem clara, sem perder nada', async () => {
    declare({ nome: { type: 'integer', title: 'Nome' }, quente: { type: 'boolean', title: 'Quente' } });
    await expect(startTestApp({ schemasDir, dataDir, databaseUrl })).rejects.toThrow(
      /Migração recusada: .*a coluna "nome" da tabela "cor_favorita" é text no banco e integer na declaração \(.*cor-favorita\.json\)/,
    );
    declare({ nome: { type: 'string', title: 'Nome' }, quente: { type: 'boolean', title: 'Quente' } });
    t = await startTestApp({ schemasDir, dataDir, databaseUrl });
    const cookie = await t.login(ADMIN);
    expect((await t.request('GET', `/api/cores-favoritas/${id}`, { cookie })).json()).toMatchObject({ nome: 'Laranja', quente: true });
  });

  const nome = { type: 'string', title: 'Nome' };
  const restart = async (properties: Record<string, unknown>) => {
    await t?.stop();
    declare(properties);
    t = await startTestApp({ schemasDir, dataDir, databaseUrl });
    return { cookie: await t.login(ADMIN), app: t };
  };

  it('renamedFrom renomeia a coluna com os dados; uma propriedade nova com default preenche os registros já gravados', async () => {
    const before = await restart({ nome, quente: { type: 'boolean', title: 'Quente' }, hex: { type: 'string', title: 'Hex' } });
    await before.app.request('PATCH', `/api/cores-favoritas/${id}`, { cookie: before.cookie, body: { hex: '#FF850A' } });
    const renamed = { nome, quente: { type: 'boolean', title: 'Quente' }, codigoHex: { type: 'string', title: 'Hex', renamedFrom: 'hex' }, ativa: { type: 'boolean', title: 'Ativa', default: true } };
    const { cookie, app } = await restart(renamed);
    expect(app.notices).toContainEqual(expect.stringMatching(/a coluna "hex" da tabela "cor_favorita" passou a se chamar "codigo_hex", com os dados/));
    expect((await app.request('GET', `/api/cores-favoritas/${id}`, { cookie })).json()).toMatchObject({ codigoHex: '#FF850A', ativa: true, quente: true });
    expect((await restart(renamed)).app.notices).toEqual([]);
    await t!.stop();
    // Naming a property still declared as the former name is a mistake the start refuses.
    declare({ nome, codigoHex: { type: 'string', title: 'Hex' }, rotulo: { type: 'string', title: 'Rótulo', renamedFrom: 'codigoHex' } });
    await expect(startTestApp({ schemasDir, dataDir, databaseUrl })).rejects.toThrow(/schema\.properties\.rotulo\.renamedFrom: "codigoHex" ainda está declarada/);
    t = undefined;
  });

  it('uma propriedade tirada do arquivo é avisada no início e a coluna fica com os dados', async () => {
    const { app } = await restart({ nome, codigoHex: { type: 'string', title: 'Hex', renamedFrom: 'hex' }, ativa: { type: 'boolean', title: 'Ativa', default: true } });
    expect(app.notices).toContainEqual(expect.stringMatching(/a coluna "quente" da tabela "cor_favorita" não está mais declarada \(.*cor-favorita\.json\): os dados continuam nela/));
    const { cookie, app: back } = await restart({ nome, quente: { type: 'boolean', title: 'Quente' } });
    expect((await back.request('GET', `/api/cores-favoritas/${id}`, { cookie })).json()).toMatchObject({ quente: true });
  });

  it('inteiro vira número sem perder o valor; o contrário é recusado', async () => {
    let { cookie, app } = await restart({ nome, ordem: { type: 'integer', title: 'Ordem' } });
    await app.request('PATCH', `/api/cores-favoritas/${id}`, { cookie, body: { ordem: 3 } });
    ({ cookie, app } = await restart({ nome, ordem: { type: 'number', title: 'Ordem' } }));
    expect((await app.request('GET', `/api/cores-favoritas/${id}`, { cookie })).json()).toMatchObject({ ordem: 3 });
    const patched = await app.request('PATCH', `/api/cores-favoritas/${id}`, { cookie, body: { ordem: 2.5 } });
    expect(patched.json()).toMatchObject({ ordem: 2.5 });
    await app.stop();
    declare({ nome, ordem: { type: 'integer', title: 'Ordem' } });
    await expect(startTestApp({ schemasDir, dataDir, databaseUrl })).rejects.toThrow(/a coluna "ordem" da tabela "cor_favorita" é numeric no banco e integer na declaração/);
    t = undefined;
  });

  it('renamedFrom na declaração renomeia a tabela, as das suas listas e a auditoria, com os dados', async () => {
    const estados = { type: 'array', title: 'Estados', items: { type: 'integer' }, 'x-reference': 'estado' };
    let { cookie, app } = await restart({ nome, estadosIds: estados });
    const uf = (await app.request('GET', '/api/estados?unpaged=true&resumido=true', { cookie })).json()[0].id;
    const saved = await app.request('PATCH', `/api/cores-favoritas/${id}`, { cookie, body: { estadosIds: [uf] } });
    expect(saved.statusCode, saved.body).toBe(200);
    await app.stop();
    declare({ nome, estadosIds: estados }, { name: 'corPreferida', resource: 'cores-preferidas', renamedFrom: 'corFavorita' });
    t = app = await startTestApp({ schemasDir, dataDir, databaseUrl });
    cookie = await app.login(ADMIN);
    expect(app.notices).toContainEqual(expect.stringMatching(/a tabela "cor_favorita" passou a se chamar "cor_preferida", com os dados/));
    expect((await app.request('GET', `/api/cores-preferidas/${id}`, { cookie })).json()).toMatchObject({ nome: 'Laranja', estadosIds: [uf] });
    const trail = (await app.request('GET', `/api/log?entidade=corPreferida&registroId=${id}`, { cookie })).json();
    expect(trail.totalElements).toBeGreaterThan(1);
    // New records take the next id; the old name is gone; a second start renames nothing.
    const created = await app.request('POST', '/api/cores-preferidas', { cookie, body: { nome: 'Verde' } });
    expect(created.json().id).toBeGreaterThan(id);
    expect((await app.request('GET', '/api/cores-favoritas', { cookie })).statusCode).toBe(404);
    await app.stop();
    t = app = await startTestApp({ schemasDir, dataDir, databaseUrl });
    expect(app.notices.filter((notice) => notice.includes('passou a se chamar'))).toEqual([]);
  });
});
