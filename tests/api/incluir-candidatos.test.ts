/**
 * Candidates into requests from either side ("Adicionar candidatos" on the request, "Incluir em
 * solicitação" on the candidate): only open requests take them (the message of the declared
 * action's refusals), and the link's own rules (an indication names who indicated) answer on
 * the dialog's field.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const json = async (method: string, url: string, body?: unknown) => (await t.request(method, url, { cookie: t.admin, body })).json();
async function idBy(resource: string, field: string, value: string): Promise<number> {
  const page = await json('GET', `/api/${resource}?${field}=${encodeURIComponent(value)}&size=100`);
  return page.content.find((r: Record<string, unknown>) => r[field] === value).id;
}

describe('incluir candidatos em solicitações', () => {
  it('vários candidatos de uma vez, com a origem do vínculo', async () => {
    // A copy of the demo's analyst request, with nobody in it yet.
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...modelo } = await json('GET', `/api/solicitacoes-pessoal/${await idBy('solicitacoes-pessoal', 'descricao', 'Analista de RH para recrutamento')}`);
    const solicitacao = (await json('POST', '/api/solicitacoes-pessoal', { ...modelo, descricao: 'Analista de RH, segunda vaga' })).id;
    const ids = (await json('GET', '/api/candidatos?size=2')).content.map((c: { id: number }) => c.id);
    expect(ids).toHaveLength(2);
    const semIndicador = await t.request('POST', `/api/solicitacoes-pessoal/${solicitacao}/candidatos`, { cookie: t.admin, body: { candidatosIds: ids, origem: 'N' } });
    expect(semIndicador.statusCode).toBe(400);
    expect(semIndicador.json().fields).toEqual([{ field: 'indicadoPor', message: expect.any(String) }]);
    const created = await t.request('POST', `/api/solicitacoes-pessoal/${solicitacao}/candidatos`, { cookie: t.admin, body: { candidatosIds: ids, origem: 'N', indicadoPor: 'Marta' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject([{ origem: 'N', indicadoPor: 'Marta' }, { origem: 'N', indicadoPor: 'Marta' }]);
  });

  it('solicitação cancelada não recebe candidatos, por nenhum dos lados', async () => {
    const cancelada = await idBy('solicitacoes-pessoal', 'descricao', 'Analista de RH temporário para projeto');
    expect(await json('GET', `/api/solicitacoes-pessoal/${cancelada}`)).toMatchObject({ cancelada: true });
    const candidatoId = await idBy('candidatos', 'nome', 'Bruno Henrique Lima');
    const pelaSolicitacao = await t.request('POST', `/api/solicitacoes-pessoal/${cancelada}/candidatos`, { cookie: t.admin, body: { candidatosIds: [candidatoId] } });
    const peloCandidato = await t.request('POST', `/api/solicitacoes-pessoal/candidato/${candidatoId}`, { cookie: t.admin, body: { solicitacoesIds: [cancelada] } });
    for (const refused of [pelaSolicitacao, peloCandidato]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual([{ field: 'solicitacao', message: 'Somente solicitações abertas aceitam novos candidatos.' }]);
    }
    expect((await json('GET', `/api/candidatos-solicitacao?solicitacaoId=${cancelada}&candidatoId=${candidatoId}`)).totalElements).toBe(0);
  });
});
