/**
 * Homogeneous exposure groups (issue 17 items 2 and 3; spec 02 §3, §5 "SST", §7, §8): the group
 * and its place, the dated history with its environments, every rule of the risk item (each
 * branch, both sides), the classification from the matrix, the clone, the edit lock once
 * conditions are linked, the conditions a talent is exposed to on a date, the demo and tenancy.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { exposicaoNaData } from '../../modules/sst/grupos-homogeneos/exposicao';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

type Json = Record<string, unknown>;
type Campo = { field: string; message: string };
const get = async (url: string, cookie = t.admin) => (await t.request('GET', url, { cookie })).json();
const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown, cookie = t.admin) => t.request(method, url, { cookie, body });
const escopo = { empresaId: 1, usuarioId: 1 };

async function criar(url: string, body: Json): Promise<Json & { id: number }> {
  const response = await send('POST', url, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The field messages of a refused write (400), sorted by field. */
async function recusa(url: string, body: Json, method: 'POST' | 'PATCH' = 'POST'): Promise<Campo[]> {
  const response = await send(method, url, body);
  expect(response.statusCode, response.body).toBe(400);
  return (response.json().fields as Campo[]).sort((a, b) => a.field.localeCompare(b.field));
}

const idDe = async (recurso: string, filtro: string) => ((await get(`/api/${recurso}?${filtro}`)).content as { id: number }[])[0]!.id;

/** Tabela 24 by code: its id is the code without dots. */
const agente = (codigo: string) => ({ id: Number(codigo.replaceAll('.', '')) });

let estabelecimento: number;
let almoxarifado: number;
let posto: number;
let ruido: { id: number };
let ergonomico: { id: number };
let epi: number;
let epc: number;
let possivel: { id: number };
let moderada: { id: number };
/** A history row from 2024-03-01 and one from 2023-06-01, where the risk items of the rule tests go. */
let condicoes: string;
let condicoesAntes2024: string;

const grupo = (more: Json = {}): Json => ({ nome: 'GHE de teste', finalidade: 'eSocial_PGR', localAmbienteGrupoHomogeneo: 1, estabelecimentosIds: [estabelecimento], ...more });
/** A qualitative item of an agent that needs nothing else. */
const item = (more: Json = {}): Json => ({ atividadePerigosaInsalubre: agente('02.01.001'), risco: ruido, tipoAvaliacao: '2', utilizaEpc: '0', utilizaEpi: '0', ...more });

beforeAll(async () => {
  estabelecimento = await idDe('estabelecimentos', 'nome=Matriz');
  almoxarifado = await idDe('ambientes', 'nomeAmbiente=Almoxarifado');
  posto = await idDe('ambientes', 'nomeAmbiente=Posto de enfermagem');
  ruido = { id: await idDe('riscos', 'descricao=Ruído contínuo') };
  ergonomico = { id: await idDe('riscos', 'descricao=Levantamento e transporte') };
  epi = await idDe('epis', 'nome=Protetor auricular');
  epc = await idDe('epcs', 'descricao=Enclausuramento');
  possivel = { id: await idDe('probabilidades-risco', 'nome=Possível') };
  moderada = { id: await idDe('gravidades-risco', 'nome=Moderada') };
  const ghe = await criar('/api/grupos-homogeneos', grupo({ nome: 'GHE das regras' }));
  const atual = await criar(`/api/grupos-homogeneos/${ghe.id}/historicos-grupos-homogeneos`, { data: '2024-03-01', ambientes: [almoxarifado] });
  const antigo = await criar(`/api/grupos-homogeneos/${ghe.id}/historicos-grupos-homogeneos`, { data: '2023-06-01', ambientes: [almoxarifado] });
  condicoes = `/api/historicos-grupos-homogeneos/${atual.id}/condicoes-ambientais`;
  condicoesAntes2024 = `/api/historicos-grupos-homogeneos/${antigo.id}/condicoes-ambientais`;
});

describe('Grupo homogêneo', () => {
  it('nome obrigatório; estabelecimentos no local próprio, obras no de terceiros', async () => {
    expect(await recusa('/api/grupos-homogeneos', { finalidade: 'PGR', localAmbienteGrupoHomogeneo: 1 })).toEqual([
      { field: 'estabelecimentosIds', message: 'Estabelecimentos são obrigatórios' },
      { field: 'nome', message: 'Nome é obrigatório' },
    ]);
    expect(await recusa('/api/grupos-homogeneos', grupo({ estabelecimentosIds: [] }))).toEqual([{ field: 'estabelecimentosIds', message: expect.any(String) }]);
    expect(await recusa('/api/grupos-homogeneos', grupo({ localAmbienteGrupoHomogeneo: 2 }))).toEqual([{ field: 'obrasIds', message: 'Obras são obrigatórias' }]);
    const obra = await idDe('obras', 'nome=Ampliação');
    const terceiros = await criar('/api/grupos-homogeneos', grupo({ nome: 'GHE em obra', localAmbienteGrupoHomogeneo: 2, estabelecimentosIds: [], obrasIds: [obra] }));
    expect(terceiros).toMatchObject({ localAmbienteGrupoHomogeneo: 2, obrasIds: [obra] });
    expect(await criar('/api/grupos-homogeneos', { nome: 'GHE padrão', estabelecimentosIds: [estabelecimento] })).toMatchObject({ finalidade: 'eSocial_PGR', localAmbienteGrupoHomogeneo: 1 });
  });

  it('histórico: a partir de, pelo menos 1 ambiente, uma data por grupo', async () => {
    const ghe = await criar('/api/grupos-homogeneos', grupo({ nome: 'GHE histórico' }));
    const url = `/api/grupos-homogeneos/${ghe.id}/historicos-grupos-homogeneos`;
    expect(await recusa(url, { ambientes: [] })).toEqual([
      { field: 'ambientes', message: 'Informe pelo menos 1 ambiente.' },
      { field: 'data', message: 'A partir de é obrigatório' },
    ]);
    await criar(url, { data: '2025-01-01', ambientes: [almoxarifado, posto] });
    expect(await recusa(url, { data: '2025-01-01', ambientes: [posto] })).toEqual([{ field: 'data', message: 'Há mais de um histórico em 01/01/2025.' }]);
  });

  it('lista com filtros por nome, finalidade e estabelecimento', async () => {
    const nomes = async (filtro: string) => ((await get(`/api/grupos-homogeneos?${filtro}`)).content as { nome: string }[]).map((g) => g.nome);
    expect(await nomes('nome=logística')).toEqual(['GHE 01 - Logística e almoxarifado']);
    expect(await nomes('finalidade=eSocial')).toContain('GHE 02 - Assistência de enfermagem');
    expect(await nomes('finalidade=eSocial')).not.toContain('GHE 01 - Logística e almoxarifado');
    expect(await nomes(`estabelecimentosIds=${estabelecimento}`)).toEqual(expect.arrayContaining(['GHE 01 - Logística e almoxarifado', 'GHE das regras']));
    expect(await nomes('estabelecimentosIds=999999')).toEqual([]);
  });
});

describe('Condição ambiental: cada regra, dos dois lados', () => {
  it('agente nocivo é requerido', async () => {
    expect(await recusa(condicoes, { risco: ruido, tipoAvaliacao: '2' })).toEqual([{ field: 'atividadePerigosaInsalubre', message: 'Agente nocivo é requerido' }]);
  });

  it('num grupo só do PGR o agente nocivo é opcional (o risco não); a finalidade com eSocial fica indisponível enquanto houver item sem agente (§8)', async () => {
    const ghe = await criar('/api/grupos-homogeneos', grupo({ nome: 'GHE só do PGR', finalidade: 'PGR' }));
    const historico = await criar(`/api/grupos-homogeneos/${ghe.id}/historicos-grupos-homogeneos`, { data: '2024-05-01', ambientes: [almoxarifado] });
    const itens = `/api/historicos-grupos-homogeneos/${historico.id}/condicoes-ambientais`;
    expect(await recusa(itens, { tipoAvaliacao: '2' })).toEqual([{ field: 'risco', message: 'Risco é obrigatório' }]);
    const semAgente = await criar(itens, { risco: ergonomico, tipoAvaliacao: '2' });
    expect(semAgente.atividadePerigosaInsalubre).toBeNull();
    const indisponivel = 'Finalidade com eSocial indisponível: há condições ambientais sem agente nocivo no grupo homogêneo.';
    for (const finalidade of ['eSocial', 'eSocial_PGR'])
      expect(await recusa(`/api/grupos-homogeneos/${ghe.id}`, { finalidade }, 'PATCH')).toEqual([{ field: 'finalidade', message: indisponivel }]);
    expect((await get(`/api/grupos-homogeneos/${ghe.id}`)).finalidade).toBe('PGR');
    // With the agent given, the group may go to the eSocial.
    expect((await send('PATCH', `${itens}/${semAgente.id}`, { atividadePerigosaInsalubre: agente('09.01.001') })).statusCode).toBe(200);
    expect((await send('PATCH', `/api/grupos-homogeneos/${ghe.id}`, { finalidade: 'eSocial' })).statusCode).toBe(200);
    expect(await recusa(`${itens}/${semAgente.id}`, { atividadePerigosaInsalubre: null }, 'PATCH')).toEqual([{ field: 'atividadePerigosaInsalubre', message: 'Agente nocivo é requerido' }]);
  });

  it('os padrões do spec: avaliação quantitativa, EPC e EPI "não se aplica", as seis perguntas "S", marcas desligadas', async () => {
    const salvo = await criar(condicoes, { atividadePerigosaInsalubre: agente('09.01.001') });
    expect(salvo).toMatchObject({ tipoAvaliacao: '1', utilizaEpc: '0', utilizaEpi: '0', medProtecao: 'S', condFuncto: 'S', usoInint: 'S', przValid: 'S', periodicTroca: 'S', higienizacao: 'S' });
    expect(salvo).toMatchObject({ insalubridade: false, periculosidade: false, especial: false, medicaoGravada: false, preencheRiscoPgr: false });
  });

  it('risco obrigatório, salvo no 09.01.001 sem preencher o PGR', async () => {
    expect(await recusa(condicoes, item({ risco: undefined }))).toEqual([{ field: 'risco', message: 'Risco é obrigatório' }]);
    await criar(condicoes, { atividadePerigosaInsalubre: agente('09.01.001'), tipoAvaliacao: '2' });
    expect(await recusa(condicoes, { atividadePerigosaInsalubre: agente('09.01.001'), tipoAvaliacao: '2', preencheRiscoPgr: true, utilizaEpc: '0', utilizaEpi: '0', probabilidadeRisco: possivel, gravidadeRisco: moderada })).toEqual([
      { field: 'risco', message: 'Risco é obrigatório' },
    ]);
  });

  it('descrição até 100 caracteres, com a mensagem do eSocial', async () => {
    expect(await recusa(condicoes, item({ descricao: 'x'.repeat(101) }))).toEqual([
      { field: 'descricao', message: 'Devido a adequação do novo layout do e-social a descrição passa a ser composta por 100 caracteres, favor ajustar!' },
    ]);
    await criar(condicoes, item({ descricao: 'x'.repeat(100) }));
  });

  it.each(['01.01.001', '01.10.001', '01.12.001', '01.18.001', '05.01.001'])('descrição obrigatória no agente %s', async (codigo) => {
    const campos = await recusa(condicoes, item({ atividadePerigosaInsalubre: agente(codigo) }));
    expect(campos).toContainEqual({ field: 'descricao', message: 'Descrição é obrigatória' });
  });

  it('descrição opcional nos demais agentes (01.11.001 não está na lista do dscAgNoc)', async () => {
    await criar(condicoes, item({ atividadePerigosaInsalubre: agente('01.11.001') }));
    await criar(condicoes, item());
  });

  it('tipo da avaliação: obrigatório fora do 09.01.001 e ao preencher o PGR', async () => {
    expect(await recusa(condicoes, item({ tipoAvaliacao: null }))).toEqual([{ field: 'tipoAvaliacao', message: 'Tipo da avaliação é obrigatório' }]);
    await criar(condicoes, { atividadePerigosaInsalubre: agente('09.01.001'), tipoAvaliacao: null });
    expect(await recusa(condicoes, { atividadePerigosaInsalubre: agente('09.01.001'), risco: ergonomico, tipoAvaliacao: null, utilizaEpc: '0', utilizaEpi: '0', preencheRiscoPgr: true, probabilidadeRisco: possivel, gravidadeRisco: moderada })).toEqual([
      { field: 'tipoAvaliacao', message: 'Tipo da avaliação é obrigatório' },
    ]);
  });

  it('avaliação quantitativa pede unidade, técnica e intensidade; a qualitativa não', async () => {
    expect(await recusa(condicoes, item({ tipoAvaliacao: '1' }))).toEqual([
      { field: 'intensidadeConcentracao', message: 'Intensidade, concentração ou dose é obrigatória' },
      { field: 'tecnicaMedicao', message: 'Técnica de medição é obrigatória' },
      { field: 'unidadeMedida', message: 'Unidade de medida é obrigatória' },
    ]);
    const medido = await criar(condicoes, item({ tipoAvaliacao: '1', unidadeMedida: 4, tecnicaMedicao: 'NHO 01', intensidadeConcentracao: 87.5 }));
    expect(medido).toMatchObject({ unidadeMedida: 4, intensidadeConcentracao: 87.5 });
    expect(await recusa(condicoes, item({ tipoAvaliacao: '1', unidadeMedida: 31, tecnicaMedicao: 'x'.repeat(41), intensidadeConcentracao: 1 }))).toEqual([
      { field: 'tecnicaMedicao', message: expect.any(String) },
      { field: 'unidadeMedida', message: expect.any(String) },
    ]);
  });

  it('limite de tolerância nos agentes 01.18.001 e 02.01.014 medidos; não nos demais', async () => {
    const medido = { tipoAvaliacao: '1', unidadeMedida: 8, tecnicaMedicao: 'NHO 08', intensidadeConcentracao: 0.05, descricao: 'Poeira de sílica' };
    expect(await recusa(condicoes, item({ ...medido, atividadePerigosaInsalubre: agente('01.18.001') }))).toEqual([{ field: 'limiteTolerancia', message: 'Limite de tolerância é obrigatório' }]);
    expect(await recusa(condicoes, item({ ...medido, atividadePerigosaInsalubre: agente('02.01.014') }))).toEqual([{ field: 'limiteTolerancia', message: 'Limite de tolerância é obrigatório' }]);
    await criar(condicoes, item({ ...medido, atividadePerigosaInsalubre: agente('01.18.001'), limiteTolerancia: 0.1 }));
    await criar(condicoes, item({ ...medido, atividadePerigosaInsalubre: agente('02.01.001') }));
  });

  it('EPC implementado pede eficácia e os EPCs; os outros valores não', async () => {
    expect(await recusa(condicoes, item({ utilizaEpc: '2' }))).toEqual([
      { field: 'epcEficaz', message: 'EPC eficaz é obrigatório' },
      { field: 'epcs', message: 'EPCs são obrigatórios' },
    ]);
    expect(await criar(condicoes, item({ utilizaEpc: '2', epcEficaz: 'S', epcs: [epc] }))).toMatchObject({ epcs: [epc] });
    await criar(condicoes, item({ utilizaEpc: '1' }));
  });

  it('EPI utilizado pede eficácia, os EPIs e as seis perguntas ("É requerido"); os outros valores não', async () => {
    const perguntas = { medProtecao: null, condFuncto: null, usoInint: null, przValid: null, periodicTroca: null, higienizacao: null };
    expect(await recusa(condicoes, item({ utilizaEpi: '2', ...perguntas }))).toEqual([
      { field: 'condFuncto', message: 'É requerido' },
      { field: 'epiEficaz', message: 'EPI eficaz é obrigatório' },
      { field: 'epis', message: 'EPIs são obrigatórios' },
      { field: 'higienizacao', message: 'É requerido' },
      { field: 'medProtecao', message: 'É requerido' },
      { field: 'periodicTroca', message: 'É requerido' },
      { field: 'przValid', message: 'É requerido' },
      { field: 'usoInint', message: 'É requerido' },
    ]);
    const respostas = { medProtecao: 'S', condFuncto: 'N', usoInint: 'S', przValid: 'S', periodicTroca: 'S', higienizacao: 'S' };
    expect(await criar(condicoes, item({ utilizaEpi: '2', epiEficaz: 'N', epis: [epi], ...respostas }))).toMatchObject({ epis: [epi], epiEficaz: 'N', ...respostas });
    await criar(condicoes, item({ utilizaEpi: '1', ...perguntas }));
  });

  it('processo do agente 05.01.001: 17 ou 20 dígitos, obrigatório a partir de 22/01/2024 (a data do histórico)', async () => {
    const processo = item({ atividadePerigosaInsalubre: agente('05.01.001'), descricao: 'Agente incluído por decisão judicial' });
    expect(await recusa(condicoes, processo)).toEqual([{ field: 'numeroProcessoJudicial', message: 'Número do processo é obrigatório para o agente 05.01.001 a partir de 22/01/2024.' }]);
    await criar(condicoesAntes2024, processo);
    expect(await recusa(condicoes, { ...processo, numeroProcessoJudicial: '1'.repeat(18) })).toEqual([
      { field: 'numeroProcessoJudicial', message: 'O número do processo tem 17 dígitos (administrativo) ou 20 (judicial).' },
    ]);
    await criar(condicoes, { ...processo, numeroProcessoJudicial: '1'.repeat(17) });
    await criar(condicoes, { ...processo, numeroProcessoJudicial: '1'.repeat(20) });
  });

  it('preencher o PGR pede tipo da avaliação, EPC, EPI, probabilidade e gravidade; a classificação vem da matriz', async () => {
    expect(await recusa(condicoes, item({ preencheRiscoPgr: true, tipoAvaliacao: null, utilizaEpc: null, utilizaEpi: null }))).toEqual([
      { field: 'gravidadeRisco', message: 'Gravidade do Risco é obrigatória' },
      { field: 'probabilidadeRisco', message: 'Probabilidade do risco é obrigatória' },
      { field: 'tipoAvaliacao', message: 'Tipo da avaliação é obrigatório' },
      { field: 'utilizaEpc', message: 'Utiliza EPC é obrigatório' },
      { field: 'utilizaEpi', message: 'Utiliza EPI é obrigatório' },
    ]);
    const pgr = await criar(condicoes, item({ preencheRiscoPgr: true, probabilidadeRisco: possivel, gravidadeRisco: moderada, classificacaoSeveridadeRisco: 'Digitada' }));
    expect(pgr.classificacaoSeveridadeRisco).toBe('Moderado');
    const semPgr = await criar(condicoes, item({ classificacaoSeveridadeRisco: 'Digitada' }));
    expect(semPgr.classificacaoSeveridadeRisco ?? null).toBeNull();
  });

  it('sem a combinação na matriz, a classificação é recusada', async () => {
    const rara = await criar('/api/probabilidades-risco', { nome: 'Rara', ordem: 9 });
    expect(await recusa(condicoes, item({ preencheRiscoPgr: true, probabilidadeRisco: { id: rara.id }, gravidadeRisco: moderada }))).toEqual([
      { field: 'classificacaoSeveridadeRisco', message: 'A matriz de classificação não tem esta combinação de probabilidade e gravidade.' },
    ]);
  });
});

describe('Clonar e a trava de edição (§8)', () => {
  it('"Clonar" copia o grupo, os históricos e as condições com outro nome', async () => {
    const origem = await idDe('grupos-homogeneos', 'nome=GHE 01');
    const response = await send('POST', `/api/grupos-homogeneos/${origem}/clonar`, { nome: 'GHE 01 - cópia' });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const copia = await idDe('grupos-homogeneos', 'nome=GHE 01 - cópia');
    expect(copia).not.toBe(origem);
    const historicos = (await get(`/api/grupos-homogeneos/${copia}/historicos-grupos-homogeneos`)) as Json[];
    expect(historicos).toMatchObject([{ data: '2024-01-01', ambientes: [almoxarifado] }]);
    const itens = (await get(`/api/historicos-grupos-homogeneos/${String(historicos[0]!.id)}/condicoes-ambientais`)) as Json[];
    expect(itens).toHaveLength(3);
    expect(itens[0]).toMatchObject({ unidadeMedida: 4, intensidadeConcentracao: 87.5, classificacaoSeveridadeRisco: 'Moderado', epis: [epi], epcs: [epc] });
    expect(await get(`/api/grupos-homogeneos/${copia}`)).toMatchObject({ finalidade: 'eSocial_PGR', estabelecimentosIds: [estabelecimento] });
    const semNome = await send('POST', `/api/grupos-homogeneos/${origem}/clonar`, {});
    expect(semNome.statusCode).toBe(400);
  });

  it('com condições vinculadas, o local do grupo e a data e os ambientes do histórico não mudam, nem se removem', async () => {
    const ghe = await criar('/api/grupos-homogeneos', grupo({ nome: 'GHE travado' }));
    const historicos = `/api/grupos-homogeneos/${ghe.id}/historicos-grupos-homogeneos`;
    const historico = await criar(historicos, { data: '2025-02-01', ambientes: [almoxarifado] });
    // Without conditions, everything changes.
    expect((await send('PATCH', `${historicos}/${historico.id}`, { ambientes: [almoxarifado, posto] })).statusCode).toBe(200);
    await criar(`/api/historicos-grupos-homogeneos/${historico.id}/condicoes-ambientais`, item());
    const travada = 'Edição não permitida: há condições ambientais vinculadas ao grupo homogêneo.';
    expect(await recusa(`${historicos}/${historico.id}`, { ambientes: [posto] }, 'PATCH')).toEqual([{ field: 'ambientes', message: travada }]);
    expect(await recusa(`${historicos}/${historico.id}`, { data: '2025-03-01' }, 'PATCH')).toEqual([{ field: 'data', message: travada }]);
    const obra = await idDe('obras', 'nome=Ampliação');
    expect(await recusa(`/api/grupos-homogeneos/${ghe.id}`, { localAmbienteGrupoHomogeneo: 2, obrasIds: [obra] }, 'PATCH')).toEqual([{ field: 'localAmbienteGrupoHomogeneo', message: travada }]);
    const removerHistorico = await send('DELETE', `${historicos}/${historico.id}`);
    expect(removerHistorico.statusCode).toBe(409);
    expect(removerHistorico.json().message).toBe(travada);
    expect((await send('DELETE', `/api/grupos-homogeneos/${ghe.id}`)).statusCode).toBe(409);
    // What the conditions do not depend on still changes.
    expect((await send('PATCH', `/api/grupos-homogeneos/${ghe.id}`, { nome: 'GHE travado (renomeado)' })).statusCode).toBe(200);
    expect((await send('PATCH', `${historicos}/${historico.id}`, { observacao: 'Revisado' })).statusCode).toBe(200);
  });
});

describe('Exposição do talento numa data', () => {
  it('talento → ambiente do histórico em vigor → históricos de GHE em vigor com ele → as condições', async () => {
    const colaborador = await idDe('colaboradores', 'situacao=A&size=1');
    const url = `/api/colaboradores/${colaborador}/historicos`;
    const historicos = ((await get(url)) as (Json & { id: number; data: string })[]).sort((a, b) => a.data.localeCompare(b.data));
    for (const { id } of historicos) expect((await send('PATCH', `${url}/${id}`, { ambiente: { id: almoxarifado } })).statusCode).toBe(200);
    const primeiro = historicos[0]!.data;
    const data = [historicos.at(-1)!.data, '2024-06-01'].sort().at(-1)!;
    const exposicao = await exposicaoNaData(t.engine, escopo, colaborador, data);
    expect({ ambienteId: exposicao.ambienteId, grupos: exposicao.grupos.map((g) => g.grupoHomogeneo.nome) }).toEqual({
      ambienteId: almoxarifado,
      grupos: expect.arrayContaining(['GHE 01 - Logística e almoxarifado', 'GHE das regras']),
    });
    const demo = exposicao.grupos.find((g) => g.grupoHomogeneo.nome === 'GHE 01 - Logística e almoxarifado')!;
    expect(demo.historico.data).toBe('2024-01-01');
    expect(demo.condicoes.map((c) => c.atividadePerigosaInsalubre)).toEqual([agente('02.01.001'), agente('09.01.001'), agente('09.01.001')].map((a) => expect.objectContaining(a)));
    expect(demo.condicoes[0]).toMatchObject({ tipoAvaliacao: '1', unidadeMedida: 4, intensidadeConcentracao: 87.5, utilizaEpi: '2', epis: [epi] });
    // The rules' group: its row of 2024-03-01 is in force from then on; before it, the row of 2023-06-01.
    const regras = exposicao.grupos.find((g) => g.grupoHomogeneo.nome === 'GHE das regras')!;
    expect(regras.historico.data).toBe('2024-03-01');
    expect(exposicao.ambienteId).toBe(almoxarifado);
    expect(exposicao.grupos.map((g) => g.grupoHomogeneo.nome)).not.toContain('GHE 02 - Assistência de enfermagem');
    // Before the talent's first history row nothing holds.
    expect(await exposicaoNaData(t.engine, escopo, colaborador, '1900-01-01')).toEqual({ colaboradorId: colaborador, data: '1900-01-01', grupos: [] });
    expect(primeiro > '1900-01-01').toBe(true);
  });
});

describe('Empresas', () => {
  it('outra empresa não vê os grupos, os históricos nem as condições desta', async () => {
    const ghe = await idDe('grupos-homogeneos', 'nome=GHE 01');
    expect((await get('/api/grupos-homogeneos', t.norte)).content).toEqual([]);
    expect((await t.request('GET', `/api/grupos-homogeneos/${ghe}`, { cookie: t.norte })).statusCode).toBe(404);
    expect((await t.request('GET', `/api/grupos-homogeneos/${ghe}/historicos-grupos-homogeneos`, { cookie: t.norte })).statusCode).toBe(404);
    const historico = ((await get(`/api/grupos-homogeneos/${ghe}/historicos-grupos-homogeneos`)) as { id: number }[])[0]!.id;
    expect((await t.request('GET', `/api/historicos-grupos-homogeneos/${historico}/condicoes-ambientais`, { cookie: t.norte })).statusCode).toBe(404);
    expect((await send('POST', `/api/historicos-grupos-homogeneos/${historico}/condicoes-ambientais`, item(), t.norte)).statusCode).toBe(404);
    expect((await send('POST', `/api/grupos-homogeneos/${ghe}/clonar`, { nome: 'Invasão' }, t.norte)).statusCode).toBe(404);
  });
});
