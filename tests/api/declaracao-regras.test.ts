/**
 * Rules a declaration states and the engine enforces, with no module code: a field fixed once
 * the record exists (`fixedOnEdit`), what deleting a referenced record does (`x-onDelete`),
 * and a reference whose options depend on a sibling (`filterBy`, `filterByMessage`). The
 * fixture folder (building sites with their stages, tasks and visits) is added to the real schemas.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const schemasDir = join(mkdtempSync(join(tmpdir(), 'rh-regras-')), 'schemas');
cpSync(resolve(import.meta.dirname, '../../schemas'), schemasDir, { recursive: true });
cpSync(resolve(import.meta.dirname, '../support/declaracao-regras'), schemasDir, { recursive: true });

const t = useTestApp({ schemasDir });

const post = async (resource: string, body: unknown) => {
  const response = await t.request('POST', `/api/${resource}`, { cookie: t.admin, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; version: number };
};
const status = async (resource: string, id: number) => (await t.request('GET', `/api/${resource}/${id}`, { cookie: t.admin })).statusCode;
const auditActions = async (entidade: string, id: number) =>
  (await t.request('GET', `/api/log?entidade=${entidade}&registroId=${id}`, { cookie: t.admin })).json().content.map((r: { acao: string }) => r.acao);

describe('regras declaradas que o servidor garante', () => {
  it('fixedOnEdit: o campo não muda depois de criado, por PUT nem por PATCH', async () => {
    const obra = await post('canteiros', { nome: 'Galpão', codigo: 'G1' });
    const refused = [{ field: 'codigo', message: 'Código não pode ser alterado.' }];
    const put = await t.request('PUT', `/api/canteiros/${obra.id}`, { cookie: t.admin, body: { id: obra.id, version: obra.version, nome: 'Galpão', codigo: 'G2' } });
    expect(put.statusCode).toBe(400);
    expect(put.json().fields).toEqual(refused);
    const patch = await t.request('PATCH', `/api/canteiros/${obra.id}`, { cookie: t.admin, body: { codigo: 'G2' } });
    expect(patch.json().fields).toEqual(refused);
    const renamed = await t.request('PATCH', `/api/canteiros/${obra.id}`, { cookie: t.admin, body: { nome: 'Galpão novo' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ nome: 'Galpão novo', codigo: 'G1' });
  });

  it('x-onDelete cascade: excluir a obra exclui suas etapas e as tarefas delas, com auditoria, na mesma transação', async () => {
    const obra = await post('canteiros', { nome: 'Ponte', codigo: 'P1' });
    const fundacao = await post('etapas-obra', { obra: { id: obra.id }, nome: 'Fundação' });
    const estrutura = await post('etapas-obra', { obra: { id: obra.id }, nome: 'Estrutura' });
    const estacas = await post('tarefas-etapa', { etapa: { id: fundacao.id }, nome: 'Estacas' });
    const outra = await post('canteiros', { nome: 'Outra', codigo: 'O1' });
    const alheia = await post('etapas-obra', { obra: { id: outra.id }, nome: 'Fundação' });

    expect((await t.request('DELETE', `/api/canteiros/${obra.id}`, { cookie: t.admin })).statusCode).toBe(204);
    expect([await status('canteiros', obra.id), await status('etapas-obra', fundacao.id), await status('etapas-obra', estrutura.id), await status('tarefas-etapa', estacas.id)]).toEqual([404, 404, 404, 404]);
    expect(await status('etapas-obra', alheia.id)).toBe(200);
    expect(await auditActions('etapaObra', fundacao.id)).toEqual(['D', 'C']);
    expect(await auditActions('tarefaEtapa', estacas.id)).toEqual(['D', 'C']);
  });

  it('x-onDelete restrict: um registro que ainda aponta recusa a exclusão, e nada do que a cascata apagou fica apagado', async () => {
    const obra = await post('canteiros', { nome: 'Escola', codigo: 'E1' });
    const etapa = await post('etapas-obra', { obra: { id: obra.id }, nome: 'Cobertura' });
    await post('visitas-obra', { obra: { id: obra.id }, data: '2025-07-01', responsavel: 'Engenheira Ana' });
    const refused = await t.request('DELETE', `/api/canteiros/${obra.id}`, { cookie: t.admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('O registro não pode ser removido porque está em uso: Visitas à Obra (1).');
    expect([await status('canteiros', obra.id), await status('etapas-obra', etapa.id)]).toEqual([200, 200]);
    expect(await auditActions('etapaObra', etapa.id)).toEqual(['C']);
  });

  it('filterBy: a faixa salarial do talento (no histórico) é uma das do cargo escolhido', async () => {
    const meta = (await t.request('GET', '/api/meta/entities/historicoColaborador', { cookie: t.admin })).json();
    expect(meta.form.fields.faixaSalarial).toMatchObject({ filterBy: { cargoId: 'cargo' } });
    const talentos = (await t.request('GET', '/api/colaboradores?size=100', { cookie: t.admin })).json().content as Record<string, { id: number }>[];
    const talento = talentos[0]!;
    const faixas = (await t.request('GET', '/api/faixas-salariais?size=100', { cookie: t.admin })).json().content as { id: number; cargo: { id: number } }[];
    const alheia = faixas.find((f) => f.cargo.id !== talento.cargo!.id)!;
    const entrada = (faixa: number, data: string) => ({ data, motivo: 'P', estabelecimento: talento.estabelecimento, areaOrganizacional: talento.areaOrganizacional, cargo: talento.cargo, faixaSalarial: { id: faixa }, tipoSalario: 1 });
    const url = `/api/colaboradores/${talento.id}/historicos`;
    const refused = await t.request('POST', url, { cookie: t.admin, body: entrada(alheia.id, '2026-02-01') });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ field: 'faixaSalarial', message: 'A faixa salarial não pertence ao cargo' }]);
    const propria = faixas.find((f) => f.cargo.id === talento.cargo!.id)!;
    const accepted = await t.request('POST', url, { cookie: t.admin, body: entrada(propria.id, '2026-02-01') });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });
});
