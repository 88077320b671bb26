/**
 * Competências (spec 02 §3, §5, §7): evaluation criteria of conhecimentos, habilidades and
 * atitudes, níveis de competência, their dated configuration (the one in force on a date), and
 * a faixa's matrix of required levels — every §5 rule and its message, and another company's
 * records out of reach.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const post = (url: string, body: unknown, cookie = t.admin) => t.request('POST', url, { cookie, body });
const get = async (url: string, cookie = t.admin) => (await t.request('GET', url, { cookie })).json() as Record<string, any>;
const fields = async (response: Promise<{ body: string; json(): unknown }>) => {
  const r = await response;
  return ((r.json() as { fields?: unknown }).fields ?? r.body) as unknown;
};
const criado = async (response: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
  const r = await response;
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as Record<string, any>;
};

let areaId: number;
const nivel: Record<string, number> = {};

beforeAll(async () => {
  areaId = ((await get('/api/areas-organizacionais?unpaged=true&resumido=true')) as unknown as { id: number }[])[0]!.id;
  for (const descricao of ['Teste Baixo', 'Teste Médio', 'Teste Alto']) nivel[descricao] = (await criado(post('/api/niveis-competencia', { descricao }))).id;
});

describe('critérios de avaliação das competências', () => {
  it('guardados com o conhecimento, a habilidade e a atitude, com as mensagens do §5', async () => {
    for (const recurso of ['conhecimentos', 'habilidades', 'atitudes']) {
      const semDescricao = post(`/api/${recurso}`, { nome: `Sem critério ${recurso}`, areasOrganizacionaisIds: [areaId], criterios: [{ descricao: '  ' }] });
      expect(await fields(semDescricao)).toEqual([{ field: 'criterios.0.descricao', message: 'Descrição é obrigatória' }]);
      const longa = post(`/api/${recurso}`, { nome: `Critério longo ${recurso}`, areasOrganizacionaisIds: [areaId], criterios: [{ descricao: 'x'.repeat(251) }] });
      expect(await fields(longa)).toEqual([{ field: 'criterios.0.descricao', message: 'Máximo de 250 caracteres' }]);
      const salvo = await criado(post(`/api/${recurso}`, { nome: `Com critérios ${recurso}`, areasOrganizacionaisIds: [areaId], criterios: [{ descricao: 'Aplica no dia a dia' }, { descricao: 'x'.repeat(250) }] }));
      const lido = await get(`/api/${recurso}/${salvo.id}`);
      expect(lido.criterios.map((c: { descricao: string }) => c.descricao)).toEqual(['Aplica no dia a dia', 'x'.repeat(250)]);
    }
  });

  it('existe-criterio-avaliacao-competencia responde se a empresa tem algum', async () => {
    const url = '/api/criterios-avaliacao-competencia/existe-criterio-avaliacao-competencia';
    expect(await get(url)).toEqual({ existe: true });
    expect(await get(url, t.norte)).toEqual({ existe: false });
    await criado(post('/api/atitudes', { nome: 'Atitude da Norte', areasOrganizacionaisIds: [(await get('/api/areas-organizacionais?unpaged=true&resumido=true', t.norte))[0].id], criterios: [{ descricao: 'Pontualidade' }] }, t.norte));
    expect(await get(url, t.norte)).toEqual({ existe: true });
  });
});

describe('níveis de competência', () => {
  it('descrição obrigatória, até 60, sem repetir', async () => {
    expect(await fields(post('/api/niveis-competencia', { descricao: ' ' }))).toEqual([{ field: 'descricao', message: 'Descrição é obrigatória' }]);
    expect(await fields(post('/api/niveis-competencia', { descricao: 'x'.repeat(61) }))).toEqual([{ field: 'descricao', message: 'Máximo de 60 caracteres' }]);
    expect(await fields(post('/api/niveis-competencia', { descricao: 'Teste Baixo' }))).toEqual([{ field: 'descricao', message: 'Já existe um nível de competência com esta descrição.' }]);
  });
});

describe('configuração dos níveis', () => {
  const linha = (descricao: string, ordem: unknown, percentual?: unknown) => ({ nivelCompetencia: { id: nivel[descricao] }, ordem, percentual });

  it('as regras e mensagens do §5', async () => {
    const url = '/api/niveis-competencia-historico';
    expect(await fields(post(url, { data: '2020-01-01', niveis: [] }))).toEqual([{ field: 'niveis', message: 'Níveis são obrigatórios' }]);
    expect(await fields(post(url, { niveis: [linha('Teste Baixo', 1)] }))).toEqual([{ field: 'data', message: 'Data é obrigatória' }]);
    expect(await fields(post(url, { data: '2020-01-01', niveis: [{ nivelCompetencia: { id: nivel['Teste Baixo'] } }] }))).toEqual([{ field: 'niveis.0.ordem', message: 'Peso é obrigatório' }]);
    expect(await fields(post(url, { data: '2020-01-01', niveis: [{ ordem: 1 }] }))).toEqual([{ field: 'niveis.0.nivelCompetencia', message: 'Nível é obrigatório' }]);
    expect(await fields(post(url, { data: '2020-01-01', niveis: [linha('Teste Baixo', 100000)] }))).toEqual([{ field: 'niveis.0.ordem', message: 'O valor máximo é 99999' }]);
    expect(await fields(post(url, { data: '2020-01-01', niveis: [linha('Teste Baixo', 1.5)] }))).toMatchObject([{ field: 'niveis.0.ordem' }]);
    // The minimum percentage is required only when the configuration considers it.
    expect(await fields(post(url, { data: '2020-01-01', considerarPercentualMinimo: true, niveis: [linha('Teste Baixo', 1)] }))).toEqual([{ field: 'niveis.0.percentual', message: 'Percentual mínimo é obrigatório' }]);
    expect(await fields(post(url, { data: '2020-01-01', considerarPercentualMinimo: true, niveis: [linha('Teste Baixo', 1, 100.01)] }))).toEqual([{ field: 'niveis.0.percentual', message: 'O valor máximo é 100' }]);
    expect(await fields(post(url, { data: '2020-01-01', considerarPercentualMinimo: true, niveis: [linha('Teste Baixo', 1, 10.555)] }))).toMatchObject([{ field: 'niveis.0.percentual' }]);
    expect(await fields(post(url, { data: '2020-01-01', niveis: [linha('Teste Baixo', 1), linha('Teste Médio', 2), linha('Teste Baixo', 3)] }))).toEqual([{ field: 'niveis.2.nivelCompetencia', message: 'Este nível já está na configuração.' }]);
    await criado(post(url, { data: '2020-01-01', niveis: [linha('Teste Baixo', 1)] }));
    expect(await fields(post(url, { data: '2020-01-01', niveis: [linha('Teste Médio', 1)] }))).toEqual([{ field: 'data', message: 'Já existe uma configuração dos níveis nesta data.' }]);
  });

  it('a configuração em vigor numa data é a mais recente até ela, os níveis pelo peso', async () => {
    const url = '/api/niveis-competencia-historico';
    await criado(post(url, { data: '2020-06-01', considerarPercentualMinimo: true, niveis: [linha('Teste Alto', 3, 90), linha('Teste Baixo', 1, 10), linha('Teste Médio', 2, 50.5)] }));
    expect((await get(`${url}/vigente?data=2019-12-31`)).configuracao).toBeNull();
    expect((await get(`${url}/vigente?data=2020-05-31`)).configuracao).toMatchObject({ data: '2020-01-01', considerarPercentualMinimo: false, niveis: [{ nivelCompetencia: { descricao: 'Teste Baixo' }, ordem: 1, percentual: null }] });
    const junho = (await get(`${url}/vigente?data=2020-06-01`)).configuracao;
    expect(junho).toMatchObject({ data: '2020-06-01', considerarPercentualMinimo: true });
    expect(junho.niveis.map((n: { nivelCompetencia: { descricao: string }; percentual: number }) => [n.nivelCompetencia.descricao, n.percentual])).toEqual([['Teste Baixo', 10], ['Teste Médio', 50.5], ['Teste Alto', 90]]);
  });
});

describe('matriz de competências da faixa salarial', () => {
  let faixaId: number;
  let conhecimentoId: number;
  let habilidadeId: number;
  let foraDoCargoId: number;
  const matriz = (faixa: number) => `/api/faixas-salariais/${faixa}/configuracoes-niveis-competencia`;

  beforeAll(async () => {
    const competencia = async (recurso: string, nome: string) => (await criado(post(`/api/${recurso}`, { nome, areasOrganizacionaisIds: [areaId] }))).id as number;
    conhecimentoId = await competencia('conhecimentos', 'Matriz Conhecimento');
    habilidadeId = await competencia('habilidades', 'Matriz Habilidade');
    foraDoCargoId = await competencia('conhecimentos', 'Fora do cargo');
    const cargo = await criado(post('/api/cargos', { nome: 'Cargo Matriz', nomeMercado: 'Cargo Matriz', areasOrganizacionaisIds: [areaId], conhecimentosIds: [conhecimentoId], habilidadesIds: [habilidadeId] }));
    faixaId = (await criado(post('/api/faixas-salariais', { cargo: { id: cargo.id }, nome: 'Matriz', cbo: { id: 252405 }, historicos: [{ data: '2025-01-01', valor: 3000 }] }))).id;
  });

  const conhecimento = (nivelDescricao: string, peso: unknown = 2, id = conhecimentoId) => ({ tipoCompetencia: 'C', conhecimento: { id }, competenciaPeso: peso, nivelCompetencia: { id: nivel[nivelDescricao] } });

  it('as linhas são as competências do cargo da faixa', async () => {
    const linhas = await get(`/api/faixas-salariais/${faixaId}/competencias`);
    expect(linhas).toEqual([
      { tipoCompetencia: 'C', id: conhecimentoId, nome: 'Matriz Conhecimento' },
      { tipoCompetencia: 'H', id: habilidadeId, nome: 'Matriz Habilidade' },
    ]);
  });

  it('as regras e mensagens do §5', async () => {
    const url = matriz(faixaId);
    expect(await fields(post(url, { data: '2024-01-01', competencias: [] }))).toEqual([{ field: 'competencias', message: 'Competências são obrigatórias' }]);
    expect(await fields(post(url, { data: '2024-01-01', competencias: [{ ...conhecimento('Teste Alto'), competenciaPeso: undefined }] }))).toEqual([{ field: 'competencias.0.competenciaPeso', message: 'Peso é obrigatório' }]);
    expect(await fields(post(url, { data: '2024-01-01', competencias: [{ ...conhecimento('Teste Alto'), nivelCompetencia: undefined }] }))).toEqual([{ field: 'competencias.0.nivelCompetencia', message: 'Nível exigido é obrigatório' }]);
    expect(await fields(post(url, { data: '2024-01-01', competencias: [{ ...conhecimento('Teste Alto'), conhecimento: undefined }] }))).toEqual([{ field: 'competencias.0.conhecimento', message: 'Conhecimento é obrigatório' }]);
    expect(await fields(post(url, { data: '2024-01-01', competencias: [conhecimento('Teste Alto'), conhecimento('Teste Baixo')] }))).toEqual([{ field: 'competencias.1.tipoCompetencia', message: 'Esta competência já está na configuração.' }]);
    expect(await fields(post(url, { data: '2024-01-01', competencias: [conhecimento('Teste Alto', 1, foraDoCargoId)] }))).toEqual([{ field: 'competencias.0.tipoCompetencia', message: 'A competência não pertence ao cargo da faixa salarial.' }]);
    expect(await fields(post(url, { data: '2019-12-31', competencias: [conhecimento('Teste Baixo')] }))).toEqual([{ field: 'data', message: 'Não há configuração dos níveis de competência em vigor em 31/12/2019.' }]);
    // In force on 2020-05-31: the configuration of 2020-01-01, which has only "Teste Baixo".
    expect(await fields(post(url, { data: '2020-05-31', competencias: [conhecimento('Teste Alto')] }))).toEqual([{ field: 'competencias.0.nivelCompetencia', message: 'O nível não faz parte da configuração dos níveis em vigor em 31/05/2020.' }]);
    expect((await get(url)).length ?? (await get(url)).content.length).toBe(0);
  });

  it('guarda a matriz datada sob a faixa', async () => {
    const url = matriz(faixaId);
    const salva = await criado(post(url, { data: '2024-01-01', competencias: [conhecimento('Teste Alto', 3), { tipoCompetencia: 'H', habilidade: { id: habilidadeId }, competenciaPeso: 1, nivelCompetencia: { id: nivel['Teste Médio'] }, competenciaObservacao: 'Comunicação clara' }] }));
    const lida = await get(`${url}/${salva.id}`);
    expect(lida.competencias).toMatchObject([
      { tipoCompetencia: 'C', conhecimento: { id: conhecimentoId }, competenciaPeso: 3, nivelCompetencia: { id: nivel['Teste Alto'] } },
      { tipoCompetencia: 'H', habilidade: { id: habilidadeId }, competenciaPeso: 1, nivelCompetencia: { id: nivel['Teste Médio'] }, competenciaObservacao: 'Comunicação clara' },
    ]);
    expect(await fields(post(url, { data: '2024-01-01', competencias: [conhecimento('Teste Alto')] }))).toEqual([{ field: 'data', message: 'Já existe uma configuração de competências nesta data.' }]);
    const alterada = await t.request('PUT', `${url}/${salva.id}`, { cookie: t.admin, body: { ...lida, competencias: [conhecimento('Teste Baixo', 5)] } });
    expect(alterada.statusCode, alterada.body).toBe(200);
    expect((await get(`${url}/${salva.id}`)).competencias).toMatchObject([{ competenciaPeso: 5, nivelCompetencia: { id: nivel['Teste Baixo'] } }]);
  });

  it('outra empresa não alcança níveis, configurações nem matrizes desta', async () => {
    const cookie = t.norte;
    expect((await t.request('GET', `/api/niveis-competencia/${nivel['Teste Alto']}`, { cookie })).statusCode).toBe(404);
    expect((await t.request('PUT', `/api/niveis-competencia/${nivel['Teste Alto']}`, { cookie, body: { id: nivel['Teste Alto'], descricao: 'Invadido', version: 1 } })).statusCode).toBe(404);
    expect((await t.request('PATCH', `/api/niveis-competencia/${nivel['Teste Alto']}`, { cookie, body: { descricao: 'Invadido', version: 1 } })).statusCode).toBe(404);
    expect((await t.request('DELETE', `/api/niveis-competencia/${nivel['Teste Alto']}`, { cookie })).statusCode).toBe(404);
    expect(((await get('/api/niveis-competencia?unpaged=true&resumido=true', cookie)) as unknown as { descricao: string }[]).map((n) => n.descricao)).not.toContain('Teste Alto');
    expect((await get('/api/niveis-competencia-historico/vigente?data=2030-01-01', cookie)).configuracao).toBeNull();
    expect((await t.request('GET', matriz(faixaId), { cookie })).statusCode).toBe(404);
    expect((await t.request('POST', matriz(faixaId), { cookie, body: { data: '2024-01-01', competencias: [conhecimento('Teste Alto')] } })).statusCode).toBe(404);
    expect((await t.request('GET', `/api/faixas-salariais/${faixaId}/competencias`, { cookie })).statusCode).toBe(404);
    // Company 1's levels cannot be used in company 2's configuration.
    const alheio = await post('/api/niveis-competencia-historico', { data: '2020-01-01', niveis: [{ nivelCompetencia: { id: nivel['Teste Alto'] }, ordem: 1 }] }, cookie);
    expect(alheio.statusCode).toBe(400);
    expect((await get('/api/niveis-competencia-historico/vigente?data=2030-01-01', cookie)).configuracao).toBeNull();
  });
});

describe('uso e permissões', () => {
  it('um nível ou uma competência em uso numa configuração não é removido', async () => {
    const emUso = await t.request('DELETE', `/api/niveis-competencia/${nivel['Teste Baixo']}`, { cookie: t.admin });
    expect(emUso.statusCode).toBe(409);
    expect(emUso.json().message).toMatch(/^O registro não pode ser removido porque está em uso: .+ \(\d+\)\.$/);
    const conhecimentos = (await get('/api/conhecimentos?nome=Matriz Conhecimento')).content as { id: number }[];
    expect((await t.request('DELETE', `/api/conhecimentos/${conhecimentos[0]!.id}`, { cookie: t.admin })).statusCode).toBe(409);
  });

  it('o perfil restrito de Cargos e Salários alcança níveis, configurações e matrizes', async () => {
    const gestora = await t.login({ cpf: '71460238001', empresaId: 1 });
    for (const url of ['/api/niveis-competencia', '/api/niveis-competencia-historico', '/api/niveis-competencia-historico/vigente', '/api/criterios-avaliacao-competencia/existe-criterio-avaliacao-competencia']) {
      expect((await t.request('GET', url, { cookie: gestora })).statusCode, url).toBe(200);
    }
    const faixas = (await get('/api/faixas-salariais?size=1', gestora)).content as { id: number }[];
    expect((await t.request('GET', `/api/faixas-salariais/${faixas[0]!.id}/configuracoes-niveis-competencia`, { cookie: gestora })).statusCode).toBe(200);
  });
});

describe('demonstração', () => {
  it('traz os níveis, uma configuração e a matriz das faixas do Analista de RH', async () => {
    const vigente = (await get('/api/niveis-competencia-historico/vigente?data=2025-06-01')).configuracao;
    expect(vigente.niveis.map((n: { nivelCompetencia: { descricao: string } }) => n.nivelCompetencia.descricao)).toEqual(['Ruim', 'Regular', 'Bom', 'Ótimo']);
    const faixas = (await get('/api/faixas-salariais?size=100')).content as { id: number; descricao: string }[];
    const junior = faixas.find((f) => f.descricao === 'Analista de RH - Júnior')!;
    const [matriz] = (await get(`/api/faixas-salariais/${junior.id}/configuracoes-niveis-competencia`)) as unknown as { id: number }[];
    expect((await get(`/api/faixas-salariais/${junior.id}/configuracoes-niveis-competencia/${matriz!.id}`)).competencias).toHaveLength(6);
  });
});
