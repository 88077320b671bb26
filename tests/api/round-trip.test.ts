/**
 * Updates that lose nothing: a PUT names the version it read (the second of two editors gets
 * 409) and carries every list it owns (a body without them is refused, never a silent wipe);
 * PATCH changes only what it sends; a record read back is a valid body as it stands.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

const LIST_REQUIRED = 'Envie a lista completa (vazia para remover todos os itens) ou use PATCH para alterar só alguns campos.';

async function firstCandidate() {
  const [first] = (await t.request('GET', '/api/candidatos?size=1&sort=id,asc', { cookie: t.admin })).json().content;
  return (await t.request('GET', `/api/candidatos/${first.id}`, { cookie: t.admin })).json();
}

describe('atualizações sem perda', () => {
  it('o registro lido volta pelo PUT sem mudar nada além da versão', async () => {
    const read = await firstCandidate();
    const put = await t.request('PUT', `/api/candidatos/${read.id}`, { cookie: t.admin, body: read });
    expect(put.statusCode, put.body).toBe(200);
    const { version, updatedAt: _u, ...rest } = put.json();
    const { version: before, updatedAt: _b, ...restBefore } = read;
    expect(version).toBe(before + 1);
    expect(rest).toEqual(restBefore);
  });

  it('PUT sem a versão lida ou sem as listas é recusado e nada muda', async () => {
    const read = await firstCandidate();
    const { version: _v, experiencias: _e, formacoes: _f, conhecimentos: _c, ...partial } = read;
    const refused = await t.request('PUT', `/api/candidatos/${read.id}`, { cookie: t.admin, body: { ...partial, nome: 'Parcial' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'version', message: 'A versão do registro lido é obrigatória.' },
        { field: 'experiencias', message: LIST_REQUIRED },
        { field: 'formacoes', message: LIST_REQUIRED },
        { field: 'conhecimentos', message: LIST_REQUIRED },
      ]),
    );
    const after = await firstCandidate();
    expect(after.nome).toBe(read.nome);
    expect(after.experiencias).toEqual(read.experiencias);
  });

  it('dois PUTs da mesma versão: o segundo recebe 409 e não apaga o primeiro', async () => {
    const read = await firstCandidate();
    const [a, b] = await Promise.all([
      t.request('PUT', `/api/candidatos/${read.id}`, { cookie: t.admin, body: { ...read, observacao: 'Editor A' } }),
      t.request('PUT', `/api/candidatos/${read.id}`, { cookie: t.admin, body: { ...read, observacao: 'Editor B' } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 'Editor A' : 'Editor B';
    expect((await firstCandidate()).observacao).toBe(winner);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().code).toBe('STALE_VERSION');
  });

  it('PATCH altera só o que envia: um campo de um grupo, sem tocar nas listas', async () => {
    const read = await firstCandidate();
    const patched = await t.request('PATCH', `/api/candidatos/${read.id}`, { cookie: t.admin, body: { endereco: { complemento: 'Bloco B' } } });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = patched.json();
    expect(after.endereco).toEqual({ ...read.endereco, complemento: 'Bloco B' });
    expect(after.experiencias).toEqual(read.experiencias);
    expect(after.cargos).toEqual(read.cargos);
    expect(after.nome).toBe(read.nome);
    const stale = await t.request('PATCH', `/api/candidatos/${read.id}`, { cookie: t.admin, body: { version: read.version, nome: 'Atrasado' } });
    expect(stale.statusCode).toBe(409);
    const cleared = await t.request('PATCH', `/api/candidatos/${read.id}`, { cookie: t.admin, body: { observacao: null } });
    expect(cleared.json().observacao ?? null).toBeNull();
  });

  it('PATCH de outra empresa responde 404', async () => {
    const read = await firstCandidate();
    const other = await t.request('PATCH', `/api/candidatos/${read.id}`, { cookie: t.norte, body: { nome: 'Invasor' } });
    expect(other.statusCode).toBe(404);
  });
});
