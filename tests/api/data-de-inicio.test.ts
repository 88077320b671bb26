/**
 * A hired candidate's start date, one rule in both places (`datas#/$defs/inicio`): Contratar
 * and the talento's admission take a date up to 90 days ahead, refuse one further on its field,
 * and the talento form prefilled from a hiring with a date ahead saves as offered.
 */
import { describe, expect, it } from 'vitest';
import { today } from '../../engine/validation/brazilian';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const MESSAGE = 'A data de início pode ser no máximo 90 dias após a data atual';

const json = async (method: string, url: string, body?: unknown) => (await t.request(method, url, { cookie: t.admin, body })).json();
const daysAhead = (days: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
async function idBy(resource: string, field: string, value: string): Promise<number> {
  const page = await json('GET', `/api/${resource}?${field}=${encodeURIComponent(value)}&size=100`);
  return page.content.find((r: Record<string, unknown>) => r[field] === value).id;
}

describe('data de início do contratado', () => {
  it('contratar aceita até 90 dias à frente e o talento preenchido grava como oferecido', async () => {
    const solicitacaoId = (await json('GET', '/api/solicitacoes-pessoal?size=100')).content.find((s: { encerrada: boolean; cancelada: boolean }) => !s.encerrada && !s.cancelada).id;
    const candidatoId = await idBy('candidatos', 'nome', 'Bruno Henrique Lima');
    const [vinculo] = await json('POST', `/api/solicitacoes-pessoal/candidato/${candidatoId}`, { solicitacoesIds: [solicitacaoId] });

    const tooFar = await t.request('PUT', `/api/candidatos-solicitacao/${vinculo.id}/contratar`, { cookie: t.admin, body: { dataContratacao: daysAhead(91) } });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().fields).toEqual([{ field: 'dataContratacao', message: MESSAGE }]);

    const hired = await t.request('PUT', `/api/candidatos-solicitacao/${vinculo.id}/contratar`, { cookie: t.admin, body: { dataContratacao: daysAhead(90) } });
    expect(hired.statusCode, hired.body).toBe(200);
    const draft = await json('GET', `/api/candidatos-solicitacao/${vinculo.id}/talento`);
    expect(draft.dataAdmissao).toBe(daysAhead(90));
    const created = await t.request('POST', '/api/colaboradores', { cookie: t.admin, body: { ...draft, matricula: '000390' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().dataAdmissao).toBe(daysAhead(90));
  });

  it('a admissão do talento recusa mais de 90 dias à frente com a mesma mensagem', async () => {
    const talento = (await json('GET', '/api/colaboradores?size=1')).content[0];
    const { createdAt: _c, updatedAt: _u, ...record } = await json('GET', `/api/colaboradores/${talento.id}`);
    const refused = await t.request('PUT', `/api/colaboradores/${talento.id}`, { cookie: t.admin, body: { ...record, dataAdmissao: daysAhead(91) } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ field: 'dataAdmissao', message: MESSAGE }]);
  });
});
