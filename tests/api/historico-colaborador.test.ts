/**
 * The talent's dated history (spec 02 §3, §7; issue 13 item 7): the hire writes the first entry,
 * each entry's salary computed on its date (by cargo, by índice, by value), the current situation
 * derived from the entry in force — also when a future one comes into force — and the rules of
 * an entry: one per date, none before the admission, never none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { useTestApp } from '../support/test-app';
import { atualizarSituacoesVencidas } from '../../modules/cargo-salario/colaboradores/situacao';
import { ULTIMO_HISTORICO } from '../../modules/cargo-salario/colaboradores/historico';
import { today } from '../../engine/validation/brazilian';
import { shiftDate } from '../../engine/report/defaults';

const t = useTestApp();
type Json = Record<string, any>;
const post = async (url: string, body: unknown, cookie = t.admin) => t.request('POST', url, { cookie, body });
const get = async (url: string, cookie = t.admin) => (await t.request('GET', url, { cookie })).json() as Json;
const ref = (id: number) => ({ id });
let lotacao: Json;
let faixaA: number;
let faixaB: number;
let cargoB: number;
let indiceId: number;

async function talento(extra: Json) {
  const response = await post('/api/colaboradores', { nome: 'Talento Histórico', cpf: generateCpf(), dataAdmissao: '2025-02-01', ...lotacao, ...extra });
  return response;
}

beforeAll(async () => {
  const areas = (await get('/api/areas-organizacionais?unpaged=true&resumido=true')) as unknown as { id: number }[];
  const estabelecimentos = (await get('/api/estabelecimentos?unpaged=true&resumido=true')) as unknown as { id: number }[];
  const cargo = async (nome: string) => (await post('/api/cargos', { nome, nomeMercado: nome, areasOrganizacionaisIds: [areas[0]!.id] })).json().id as number;
  const cargoA = await cargo('Cargo Histórico A');
  cargoB = await cargo('Cargo Histórico B');
  indiceId = (await post('/api/indices', { nome: 'Índice Histórico', historicos: [{ data: '2025-01-01', valor: 1000 }] })).json().id;
  const faixa = async (cargoId: number, nome: string, historicos: unknown[]) => {
    const response = await post('/api/faixas-salariais', { cargo: ref(cargoId), nome, cbo: ref(252405), historicos });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  };
  faixaA = await faixa(cargoA, 'A', [{ data: '2025-01-01', valor: 3000 }, { data: '2026-01-01', valor: 3300 }]);
  faixaB = await faixa(cargoB, 'B', [{ data: '2025-01-01', tipo: 2, indice: ref(indiceId), quantidade: 5 }]);
  lotacao = { estabelecimento: ref(estabelecimentos[0]!.id), areaOrganizacional: ref(areas[0]!.id), cargo: ref(cargoA), faixaSalarial: ref(faixaA) };
});

describe('histórico do talento', () => {
  it('a inclusão escreve o primeiro histórico: pelo cargo sem salário, por valor com ele', async () => {
    const porCargo = await talento({});
    expect(porCargo.statusCode, porCargo.body).toBe(201);
    expect(porCargo.json()).toMatchObject({ salario: 3300, dataSituacao: '2025-02-01', version: 1 });
    const [primeiro] = (await get(`/api/colaboradores/${porCargo.json().id}/historicos`)) as unknown as Json[];
    expect(primeiro).toMatchObject({ data: '2025-02-01', motivo: 'C', tipoSalario: 1, salario: 3000, cargo: { id: lotacao.cargo.id }, faixaSalarial: { id: faixaA } });

    const porValor = (await talento({ salario: 3500 })).json();
    expect(porValor.salario).toBe(3500);
    expect(((await get(`/api/colaboradores/${porValor.id}/historicos`)) as unknown as Json[])[0]).toMatchObject({ tipoSalario: 3, salario: 3500 });

    const nenhum = await talento({ faixaSalarial: undefined });
    expect(nenhum.json().fields).toEqual([{ field: 'faixaSalarial', message: 'Informe a faixa salarial ou o salário.' }]);
  });

  it('uma promoção muda a situação atual; lotação e salário não mudam pelo cadastro', async () => {
    const criado = (await talento({})).json();
    const url = `/api/colaboradores/${criado.id}/historicos`;
    const promocao = await post(url, { data: '2025-08-01', motivo: 'P', ...lotacao, cargo: ref(cargoB), faixaSalarial: ref(faixaB), tipoSalario: 1 });
    expect(promocao.statusCode, promocao.body).toBe(201);
    expect(promocao.json()).toMatchObject({ salario: 5000 });
    expect(await get(`/api/colaboradores/${criado.id}`)).toMatchObject({ cargo: { id: cargoB }, faixaSalarial: { id: faixaB }, salario: 5000, dataSituacao: '2025-08-01' });

    const patch = await t.request('PATCH', `/api/colaboradores/${criado.id}`, { cookie: t.admin, body: { cargo: lotacao.cargo } });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().fields[0].field).toBe('cargo');

    // By índice: the talent follows a new value of the índice (through the faixa by índice).
    const indice = await get(`/api/indices/${indiceId}`);
    await t.request('PUT', `/api/indices/${indiceId}`, { cookie: t.admin, body: { ...indice, historicos: [...indice.historicos, { data: '2025-09-01', valor: 1100 }] } });
    expect((await get(`/api/colaboradores/${criado.id}`)).salario).toBe(5500);

    // Removing the promotion brings back the hire's situation.
    const entradas = (await get(url)) as unknown as Json[];
    const removida = await t.request('DELETE', `${url}/${entradas.find((e) => e.motivo === 'P')!.id}`, { cookie: t.admin });
    expect(removida.statusCode).toBe(204);
    expect(await get(`/api/colaboradores/${criado.id}`)).toMatchObject({ cargo: { id: lotacao.cargo.id }, salario: 3300, dataSituacao: '2025-02-01' });
  });

  it('as regras de uma entrada', async () => {
    const criado = (await talento({})).json();
    const url = `/api/colaboradores/${criado.id}/historicos`;
    const antes = await post(url, { data: '2025-01-15', motivo: 'P', ...lotacao, tipoSalario: 1 });
    expect(antes.json().fields).toEqual([{ field: 'data', message: 'A data não pode ser anterior à admissão do talento.' }]);
    const mesmaData = await post(url, { data: '2025-02-01', motivo: 'P', ...lotacao, tipoSalario: 1 });
    expect(mesmaData.json().fields).toEqual([{ field: 'data', message: 'Já existe um histórico do talento nesta data.' }]);
    const semValor = await post(url, { data: '2025-03-01', motivo: 'R', ...lotacao, tipoSalario: 3 });
    expect(semValor.json().fields).toEqual([{ field: 'salario', message: 'Salário é obrigatório' }]);
    const semIndice = await post(url, { data: '2025-03-01', motivo: 'R', ...lotacao, tipoSalario: 2, quantidade: 2 });
    expect(semIndice.json().fields).toEqual([{ field: 'indice', message: 'Índice é obrigatório' }]);
    const quantidade = await post(url, { data: '2025-03-01', motivo: 'R', ...lotacao, tipoSalario: 2, indice: ref(indiceId), quantidade: 0 });
    expect(quantidade.json().fields).toEqual([{ field: 'quantidade', message: 'Quantidade não pode ser 0 (zero) ou menor' }]);
    const [unica] = (await get(url)) as unknown as Json[];
    const ultima = await t.request('DELETE', `${url}/${unica!.id}`, { cookie: t.admin });
    expect(ultima.statusCode).toBe(409);
    expect(ultima.json().message).toBe(ULTIMO_HISTORICO);
  });

  it('um histórico futuro entra em vigor no seu dia', async () => {
    const criado = (await talento({ salario: 4000 })).json();
    const url = `/api/colaboradores/${criado.id}/historicos`;
    const amanha = shiftDate(today(), { days: 1 });
    const futuro = await post(url, { data: amanha, motivo: 'D', ...lotacao, tipoSalario: 3, salario: 4400 });
    expect(futuro.statusCode, futuro.body).toBe(201);
    expect((await get(`/api/colaboradores/${criado.id}`)).salario).toBe(4000);
    // The day comes (the entry's date moved to today), and the job brings it into force.
    await sql`update historico_colaborador set data = ${today()} where id = ${futuro.json().id}`.execute(t.engine.database.owner);
    expect(await atualizarSituacoesVencidas(t.engine)).toBeGreaterThanOrEqual(1);
    expect(await get(`/api/colaboradores/${criado.id}`)).toMatchObject({ salario: 4400, dataSituacao: today() });
    expect(await atualizarSituacoesVencidas(t.engine)).toBe(0);
  });

  it('a situação do talento nos filtros: ativos, desligados, todos', async () => {
    const ativo = (await talento({ nome: 'Talento Situação Ativo' })).json().id;
    const desligado = (await talento({ nome: 'Talento Situação Desligado', dataDesligamento: '2026-01-31' })).json().id;
    const ids = async (situacao: string) => ((await get(`/api/colaboradores?nome=Talento Situação&situacao=${situacao}`)).content as Json[]).map((c) => c.id);
    expect(await ids('A')).toEqual([ativo]);
    expect(await ids('D')).toEqual([desligado]);
    expect((await ids('T')).sort()).toEqual([ativo, desligado].sort());
  });

  it('os históricos de todos os talentos numa lista, com o talento de cada um, filtrados em SQL', async () => {
    const id = (await talento({ nome: 'Talento Lista Geral', dataAdmissao: '2025-03-03' })).json().id;
    const page = await get('/api/colaboradores/historicos?dataIni=2025-03-03&dataFim=2025-03-03&motivo=C');
    expect(page.content.find((h: Json) => h.$dono.id === id)).toMatchObject({ data: '2025-03-03', motivo: 'C', $dono: { id, nome: 'Talento Lista Geral' } });
    expect(page.content.every((h: Json) => h.data === '2025-03-03')).toBe(true);
    // Another company's session sees none of them.
    const norte = await get('/api/colaboradores/historicos?dataIni=2025-03-03&dataFim=2025-03-03', t.norte);
    expect(norte.content.some((h: Json) => h.$dono.id === id)).toBe(false);
    const menu = JSON.stringify((await get('/api/userinfo')).menu);
    expect(menu).toContain('{"label":"Históricos dos Talentos","path":"/cargo-salario/colaboradores/historicos"}');
  });

  it('outra empresa não lê nem escreve o histórico', async () => {
    const criado = (await talento({})).json();
    const url = `/api/colaboradores/${criado.id}/historicos`;
    expect((await t.request('GET', url, { cookie: t.norte })).statusCode).toBe(404);
    expect((await post(url, { data: '2025-05-01', motivo: 'P', ...lotacao, tipoSalario: 1 }, t.norte)).statusCode).toBe(404);
  });
});
