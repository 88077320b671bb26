/**
 * Parâmetros do sistema (spec 02 §3, §6, §7): one record for the installation, read by every
 * company's administrator and changed only by the user who sees every company; the sharing
 * switches let each company read — never change — the candidates and talents of the others.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const PARAMETROS = '/api/parametros-sistema';
type Json = Record<string, any>;

const json = async (method: string, url: string, cookie: string, body?: unknown) => (await t.request(method, url, { cookie, body })).json() as Json;
const compartilhar = async (body: Json) => {
  const changed = await t.request('PATCH', PARAMETROS, { cookie: t.admin, body });
  expect(changed.statusCode, changed.body).toBe(200);
};

describe('parâmetros do sistema', () => {
  it('um só registro para a instalação, com os padrões; só o administrador do sistema altera', async () => {
    const lidos = await json('GET', PARAMETROS, t.admin);
    expect(lidos).toMatchObject({ compartilharCandidatos: false, compartilharColaboradores: false, compartilharCursos: false, aderiuAoESocial: false, inverterEixoNineBox: false });
    expect((await json('GET', PARAMETROS, t.norte)).id).toBe(lidos.id);
    const recusado = await t.request('PATCH', PARAMETROS, { cookie: t.norte, body: { aderiuAoESocial: true } });
    expect(recusado.statusCode).toBe(403);
    expect(recusado.json().message).toBe('Somente o administrador do sistema altera dados compartilhados por todas as empresas.');
    const alterado = await t.request('PATCH', PARAMETROS, { cookie: t.admin, body: { codClienteSuporte: 'C-123', version: lidos.version } });
    expect(alterado.statusCode, alterado.body).toBe(200);
    expect((await json('GET', PARAMETROS, t.norte)).codClienteSuporte).toBe('C-123');
    expect((await json('GET', '/api/userinfo', t.norte)).parametrosDoSistema.codClienteSuporte).toBe('C-123');
    const restrito = await t.login({ cpf: '71460238001', empresaId: 1 });
    expect((await t.request('GET', PARAMETROS, { cookie: restrito })).statusCode).toBe(403);
    // A singleton has no list, creation nor removal.
    expect((await t.request('POST', PARAMETROS, { cookie: t.admin, body: {} })).statusCode).toBe(404);
    expect((await t.request('DELETE', `${PARAMETROS}/${lidos.id}`, { cookie: t.admin })).statusCode).toBe(404);
  });

  it.each([
    ['compartilharCandidatos', '/api/candidatos'],
    ['compartilharColaboradores', '/api/colaboradores'],
  ])('%s: a outra empresa lê os registros enquanto ligado, sem alterá-los nem escolhê-los em listas', async (parametro, recurso) => {
    const daDemonstracao = (await json('GET', `${recurso}?size=1&sort=id,asc`, t.admin)).content[0] as Json;
    const total = async () => (await json('GET', `${recurso}?size=1`, t.norte)).totalElements as number;
    const proprios = await total();
    expect((await t.request('GET', `${recurso}/${daDemonstracao.id}`, { cookie: t.norte })).statusCode).toBe(404);

    await compartilhar({ [parametro]: true });
    try {
      const todos = (await json('GET', `${recurso}?size=1`, t.admin)).totalElements as number;
      expect(await total()).toBe(todos);
      const lido = await t.request('GET', `${recurso}/${daDemonstracao.id}`, { cookie: t.norte });
      expect(lido.statusCode).toBe(200);
      expect(lido.json().nome).toBe(daDemonstracao.nome);
      const alterado = await t.request('PATCH', `${recurso}/${daDemonstracao.id}`, { cookie: t.norte, body: { nome: 'Outro nome' } });
      expect(alterado.statusCode).toBe(404);
      const opcoes = (await json('GET', `${recurso}?resumido=true&unpaged=true`, t.norte)) as unknown as Json[];
      expect(opcoes.map((o) => o.id)).not.toContain(daDemonstracao.id);
    } finally {
      await compartilhar({ [parametro]: false });
    }
    expect(await total()).toBe(proprios);
    expect((await t.request('GET', `${recurso}/${daDemonstracao.id}`, { cookie: t.norte })).statusCode).toBe(404);
  });
});
