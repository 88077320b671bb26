/**
 * One write path: whatever changes a record — the generic CRUD, a declared action, module
 * behaviour (a hire fills a vacancy and marks the candidate), the portal (the candidate accepts
 * the term, changes the password), the company's configuration — bumps its version, leaves an
 * audit row and runs the entity's hooks.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { HookContext } from '../../server/crud/hooks';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const ran: string[] = [];

const json = async (method: string, url: string, body?: unknown, cookie = t.admin) => {
  const response = await t.request(method, url, { cookie, body });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
};
const idBy = async (resource: string, field: string, value: string): Promise<number> =>
  (await json('GET', `/api/${resource}?size=100`)).content.find((r: Record<string, unknown>) => r[field] === value).id;
/** The audit rows of a record, newest first. */
const auditOf = async (entidade: string, registroId: number) =>
  (await json('GET', `/api/log?entidade=${entidade}&registroId=${registroId}&size=50`)).content as { acao: string; antes: Record<string, unknown>; depois: Record<string, unknown> }[];

beforeAll(() => {
  for (const entity of ['candidato', 'solicitacaoPessoal', 'empresa']) {
    const note = (stage: string) => ({ entity: e, id }: HookContext) => void ran.push(`${e.name}:${id}:${stage}`);
    t.engine.hooks.register(entity, { beforeWrite: note('beforeWrite'), afterWrite: note('afterWrite'), afterCommit: note('afterCommit') });
  }
});

describe('um só caminho de escrita', () => {
  it('a contratação (código do módulo) preenche a vaga e marca o candidato, com versão, auditoria e ganchos', async () => {
    const candidatoId = await idBy('candidatos', 'nome', 'Bruno Henrique Lima');
    const solicitacaoId = await idBy('solicitacoes-pessoal', 'descricao', 'Analista de RH para recrutamento');
    const linked = (await json('GET', `/api/candidatos-solicitacao?solicitacaoId=${solicitacaoId}&candidatoId=${candidatoId}`)).content[0];
    const vinculo = linked ?? (await json('POST', `/api/solicitacoes-pessoal/candidato/${candidatoId}`, { solicitacoesIds: [solicitacaoId] }))[0];
    const before = { solicitacao: await json('GET', `/api/solicitacoes-pessoal/${solicitacaoId}`), candidato: await json('GET', `/api/candidatos/${candidatoId}`) };
    ran.length = 0;
    await json('PUT', `/api/candidatos-solicitacao/${vinculo.id}/contratar`, { dataContratacao: '2025-07-10' });

    const solicitacao = await json('GET', `/api/solicitacoes-pessoal/${solicitacaoId}`);
    expect(solicitacao.qtdVagasPreenchidas).toBe(before.solicitacao.qtdVagasPreenchidas + 1);
    expect(solicitacao.version).toBe(before.solicitacao.version + 1);
    const [filled] = await auditOf('solicitacaoPessoal', solicitacaoId);
    expect(filled).toMatchObject({ acao: 'U', antes: { qtdVagasPreenchidas: before.solicitacao.qtdVagasPreenchidas }, depois: { qtdVagasPreenchidas: solicitacao.qtdVagasPreenchidas } });

    const candidato = await json('GET', `/api/candidatos/${candidatoId}`);
    expect(candidato).toMatchObject({ contratado: true, version: before.candidato.version + 1 });
    expect((await auditOf('candidato', candidatoId))[0]).toMatchObject({ acao: 'U', antes: { contratado: false }, depois: { contratado: true } });
    expect(ran).toEqual(expect.arrayContaining([`solicitacaoPessoal:${solicitacaoId}:beforeWrite`, `solicitacaoPessoal:${solicitacaoId}:afterWrite`, `candidato:${candidatoId}:beforeWrite`, `candidato:${candidatoId}:afterWrite`]));
  });

  it('o portal: o aceite do termo e a troca de senha passam pelo mesmo caminho', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/externo/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ cpf: '39053344705', senha: 'demo1234', empresaId: '1' }).toString(),
    });
    const cookie = `rh_sessao=${login.cookies.find((c) => c.name === 'rh_sessao')!.value}`;
    const id = login.json().candidato.id as number;
    const version = (await json('GET', `/api/candidatos/${id}`)).version as number;
    ran.length = 0;
    await json('PATCH', `/api/externo/candidatos/${id}/aceita-termo`, undefined, cookie);
    await json('PATCH', `/api/externo/candidatos/${id}/alterar-senha`, { senha: 'demo1234', novaSenha: 'outra1234', confirmacaoNovaSenha: 'outra1234' }, cookie);
    expect((await json('GET', `/api/candidatos/${id}`)).version).toBe(version + 2);
    const [senha, termo] = await auditOf('candidato', id);
    expect(termo).toMatchObject({ acao: 'U', depois: { aceitoPoliticaSeguranca: true } });
    // The password is written, never copied into the audit trail.
    expect(senha!.acao).toBe('U');
    expect(JSON.stringify(senha)).not.toMatch(/senha|argon|scrypt|\$2[aby]\$/i);
    expect(ran.filter((r) => r === `candidato:${id}:afterCommit`)).toHaveLength(2);
  });

  it('a configuração da empresa confere a versão e deixa auditoria e ganchos', async () => {
    const config = await json('GET', '/api/empresas/1/configuracao');
    ran.length = 0;
    const saved = await json('PUT', '/api/empresas/1/configuracao', { ...config, corSecundaria: '#123456' });
    expect(saved.version).toBe(config.version + 1);
    expect((await auditOf('empresa', 1))[0]).toMatchObject({ acao: 'U', depois: { corSecundaria: '#123456' } });
    expect(ran).toEqual(['empresa:1:beforeWrite', 'empresa:1:afterWrite', 'empresa:1:afterCommit']);
    const stale = await t.request('PUT', '/api/empresas/1/configuracao', { cookie: t.admin, body: { ...config, corSecundaria: '#654321' } });
    expect(stale.statusCode).toBe(409);
  });
});
