/**
 * S-2240 events from the exposure's changes (brief item 1): each kind of change writes the events
 * of the talents and dates it touches in its own transaction — a talent's history row (INICIO),
 * a risk item (the pending event replaced; a generated one rectified with its receipt), a group's
 * history row and an environment's history (ALTERACAO), the group's purpose, the dismissal (FIM) —; a change that
 * leaves the exposure equal writes nothing; a refused change writes no event; another company
 * neither sees nor causes any. The demo's events are the generator's, and every one validates.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { validarEventoS2240 } from '../../modules/sst/esocial/validador';
import { daysAfter, today } from '../../engine/validation/brazilian';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
type Json = Record<string, any>;
const get = async (url: string, cookie = t.admin) => (await t.request('GET', url, { cookie })).json();
const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown, cookie = t.admin) => t.request(method, url, { cookie, body });
const BASE = '/api/sst/eventos-s2240';

async function escrever(method: 'POST' | 'PATCH' | 'PUT', url: string, body: Json): Promise<Json> {
  const response = await send(method, url, body);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

const idDe = async (recurso: string, filtro: string) => ((await get(`/api/${recurso}?${filtro}`)).content as { id: number }[])[0]!.id;
const agente = (codigo: string) => ({ id: Number(codigo.replaceAll('.', '')) });

/** The talent's events, oldest first, with the agents and measurements of their input. */
async function eventos(colaboradorId: number, cookie = t.admin): Promise<Json[]> {
  return ((await get(`${BASE}?size=100&colaboradorId=${colaboradorId}&sort=createdAt,asc`, cookie)).content as Json[]).sort((a, b) => a.id - b.id);
}
const resumo = async (colaboradorId: number) => {
  const lista: Json[] = [];
  for (const { id } of await eventos(colaboradorId)) {
    const evento = await get(`${BASE}/${id}`);
    lista.push({
      tipo: evento.tipo,
      situacao: evento.situacao,
      inicio: evento.entrada.dtIniCondicao,
      fim: evento.entrada.dtFimCondicao,
      agentes: evento.entrada.riscos.map((r: Json) => `${r.atividadePerigosaInsalubre.codigo}${r.intensidadeConcentracao ? `@${r.intensidadeConcentracao}` : ''}`),
      setor: evento.entrada.ambiente.dscSetor,
    });
  }
  return lista;
};

async function gerarXml(id: number): Promise<Json> {
  const response = await send('POST', `${BASE}/${id}/gerar-xml`, {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

let talento: number;
let caldeiraria: number;
let historicoGrupo: number;
let condicao: number;
let grupo: number;
/** The talent's move into the boiler room, and the dates of the later changes. */
let entrada: string;
let mudancaDoGrupo: string;
let mudancaDoAmbiente: string;
let saida: string;
let linhaDoTalento: number;

beforeAll(async () => {
  const estabelecimento = await idDe('estabelecimentos', 'nome=Matriz');
  const funcao = await idDe('funcoes', 'nomeFuncao=Operador');
  const ruido = { id: await idDe('riscos', 'descricao=Ruído contínuo') };
  const hoje = today();
  entrada = daysAfter(hoje, -60);
  mudancaDoGrupo = daysAfter(hoje, -50);
  mudancaDoAmbiente = daysAfter(hoje, -40);
  saida = daysAfter(hoje, -30);
  caldeiraria = (await escrever('POST', '/api/ambientes', { nomeAmbiente: 'Caldeiraria', historicos: [{ data: '2020-01-01', localAmbiente: 1, chaveOpcaoTipoEstabelecimentoProprio: 'E', estabelecimento: { id: estabelecimento } }] })).id;
  grupo = (await escrever('POST', '/api/grupos-homogeneos', { nome: 'GHE da caldeiraria', finalidade: 'eSocial', localAmbienteGrupoHomogeneo: 1, estabelecimentosIds: [estabelecimento] })).id;
  historicoGrupo = (await escrever('POST', `/api/grupos-homogeneos/${grupo}/historicos-grupos-homogeneos`, { data: '2020-01-01', ambientes: [caldeiraria] })).id;
  condicao = (
    await escrever('POST', `/api/historicos-grupos-homogeneos/${historicoGrupo}/condicoes-ambientais`, {
      atividadePerigosaInsalubre: agente('02.01.001'),
      risco: ruido,
      tipoAvaliacao: '1',
      unidadeMedida: 4,
      tecnicaMedicao: 'NHO 01 - dosimetria',
      intensidadeConcentracao: 90,
      utilizaEpc: '0',
      utilizaEpi: '0',
    })
  ).id;
  // An active talent without events, whose history ends before the test's dates.
  const ativos = (await get('/api/colaboradores?situacao=A&size=100&sort=id,desc')).content as Json[];
  for (const candidato of ativos) {
    const linhas = (await get(`/api/colaboradores/${candidato.id}/historicos`)) as Json[];
    if ((await eventos(candidato.id)).length === 0 && linhas.length && linhas.every((l) => l.data < entrada) && candidato.cpf) {
      talento = candidato.id;
      const { id: _id, version: _v, createdAt: _c, updatedAt: _u, position: _p, tabelaReajuste: _t, ...vigente } = linhas.sort((a, b) => b.data.localeCompare(a.data))[0]!;
      const copia = Object.fromEntries(Object.entries(vigente).filter(([, valor]) => valor !== null));
      linhaDoTalento = (await escrever('POST', `/api/colaboradores/${talento}/historicos`, { ...copia, data: entrada, motivo: 'T', ambiente: { id: caldeiraria }, funcao: { id: funcao } })).id;
      break;
    }
  }
  expect(talento).toBeDefined();
});

describe('each change writes the events it calls for', () => {
  it("the talent's history row placing them in a covered environment: INICIO on its date", async () => {
    expect(await resumo(talento)).toEqual([{ tipo: 'INICIO', situacao: 'PENDENTE', inicio: entrada, fim: undefined, agentes: ['02.01.001@90'], setor: 'Caldeiraria' }]);
  });

  it('a change that leaves the exposure equal writes nothing', async () => {
    const antes = await eventos(talento);
    await escrever('PATCH', `/api/colaboradores/${talento}/historicos/${linhaDoTalento}`, { observacao: 'Transferido para a caldeiraria.' });
    await escrever('PATCH', `/api/grupos-homogeneos/${grupo}/historicos-grupos-homogeneos/${historicoGrupo}`, { observacao: 'Medição de 2020.' });
    await escrever('PATCH', `/api/historicos-grupos-homogeneos/${historicoGrupo}/condicoes-ambientais/${condicao}`, { insalubridade: true });
    expect(await eventos(talento)).toEqual(antes);
  });

  it('a risk item changed: the pending event of that date is replaced', async () => {
    const [antes] = await eventos(talento);
    await escrever('PATCH', `/api/historicos-grupos-homogeneos/${historicoGrupo}/condicoes-ambientais/${condicao}`, { intensidadeConcentracao: 92.5 });
    const depois = await eventos(talento);
    expect(depois).toHaveLength(1);
    expect(depois[0]!.id).not.toBe(antes!.id);
    expect((await resumo(talento))[0]).toMatchObject({ tipo: 'INICIO', situacao: 'PENDENTE', inicio: entrada, agentes: ['02.01.001@92.5'] });
  });

  it('a generated event changed gets a rectification with its receipt (indRetif 2)', async () => {
    const [original] = await eventos(talento);
    expect(await gerarXml(original!.id)).toMatchObject({ situacao: 'GERADO', mensagem: null });
    const recibo = '1.1.0000000000000012345';
    expect((await send('POST', `${BASE}/${original!.id}/informar-recibo`, { nrRecibo: '123' })).statusCode).toBe(400);
    await escrever('POST', `${BASE}/${original!.id}/informar-recibo`, { nrRecibo: recibo });
    await escrever('PATCH', `/api/historicos-grupos-homogeneos/${historicoGrupo}/condicoes-ambientais/${condicao}`, { intensidadeConcentracao: 95 });
    const [gerado, retificacao, ...resto] = await eventos(talento);
    expect(resto).toEqual([]);
    expect(gerado).toMatchObject({ id: original!.id, situacao: 'GERADO' });
    expect(retificacao).toMatchObject({ tipo: 'INICIO', situacao: 'PENDENTE', dtIniCondicao: entrada });
    const xml = (await gerarXml(retificacao!.id)).xml as string;
    expect(xml).toContain(`<indRetif>2</indRetif>\n      <nrRecibo>${recibo}</nrRecibo>`);
    expect(xml).toContain('<intConc>95</intConc>');
    expect(await validarEventoS2240(xml)).toEqual({ valido: true, erros: [] });
  });

  it("a group's new history row changing the risks: ALTERACAO on its date", async () => {
    const novo = await escrever('POST', `/api/grupos-homogeneos/${grupo}/historicos-grupos-homogeneos`, { data: mudancaDoGrupo, ambientes: [caldeiraria] });
    // The row alone names no risk: the talent's exposure on that date is none, until its item comes.
    await escrever('POST', `/api/historicos-grupos-homogeneos/${novo.id}/condicoes-ambientais`, {
      atividadePerigosaInsalubre: agente('03.01.001'),
      risco: { id: await idDe('riscos', 'descricao=Contato com material') },
      tipoAvaliacao: '2',
      utilizaEpc: '0',
      utilizaEpi: '0',
    });
    expect((await resumo(talento)).slice(2)).toEqual([{ tipo: 'ALTERACAO', situacao: 'PENDENTE', inicio: mudancaDoGrupo, fim: undefined, agentes: ['03.01.001'], setor: 'Caldeiraria' }]);
  });

  it("an environment's history row moving it to a third party: ALTERACAO with the new place", async () => {
    const ambiente = await get(`/api/ambientes/${caldeiraria}`);
    await escrever('PUT', `/api/ambientes/${caldeiraria}`, {
      ...ambiente,
      historicos: [...ambiente.historicos, { data: mudancaDoAmbiente, localAmbiente: 2, tipoInscricaoDeTerceiro: 1, cnpj: '11222333000181' }],
    });
    const ultimo = (await eventos(talento)).at(-1)!;
    const evento = await get(`${BASE}/${ultimo.id}`);
    expect(evento).toMatchObject({ tipo: 'ALTERACAO', dtIniCondicao: mudancaDoAmbiente });
    expect(evento.entrada.ambiente).toEqual({ localAmb: 2, dscSetor: 'Caldeiraria', tpInsc: 1, nrInsc: '11222333000181' });
  });

  it("the group's purpose leaving the eSocial ends the pending events; coming back writes them again", async () => {
    const antes = await resumo(talento);
    expect(antes.filter((evento) => evento.situacao === 'PENDENTE').length).toBeGreaterThan(0);
    await escrever('PATCH', `/api/grupos-homogeneos/${grupo}`, { finalidade: 'PGR' });
    // A PGR group exposes no one to the eSocial: only the event it already received stays.
    expect(await resumo(talento)).toEqual(antes.filter((evento) => evento.situacao === 'GERADO'));
    await escrever('PATCH', `/api/grupos-homogeneos/${grupo}`, { finalidade: 'eSocial_PGR' });
    expect(await resumo(talento)).toEqual(antes);
  });

  it('the dismissal: FIM with the ended condition and its last day', async () => {
    const motivo = await idDe('motivos-desligamento', 'size=1');
    await escrever('PUT', `/api/colaboradores/${talento}/desligar`, { data: saida, motivo: { id: motivo } });
    const ultimo = (await eventos(talento)).at(-1)!;
    const evento = await get(`${BASE}/${ultimo.id}`);
    expect(evento).toMatchObject({ tipo: 'FIM', situacao: 'PENDENTE', dtIniCondicao: mudancaDoAmbiente });
    expect(evento.entrada).toMatchObject({ dtIniCondicao: mudancaDoAmbiente, dtFimCondicao: daysAfter(saida, -1) });
    expect((await gerarXml(ultimo.id)).situacao).toBe('GERADO');
  });

  it('every event written validates against the XSD', async () => {
    for (const { id, situacao } of await eventos(talento)) {
      const evento = situacao === 'GERADO' ? await get(`${BASE}/${id}`) : await gerarXml(id);
      expect(evento.situacao).toBe('GERADO');
      expect(await validarEventoS2240(evento.xml)).toEqual({ valido: true, erros: [] });
    }
  });

  it('a refused change writes no event', async () => {
    const antes = await eventos(talento);
    const response = await send('POST', `/api/historicos-grupos-homogeneos/${historicoGrupo}/condicoes-ambientais`, { atividadePerigosaInsalubre: agente('02.01.001'), tipoAvaliacao: '1' });
    expect(response.statusCode).toBe(400);
    expect(await eventos(talento)).toEqual(antes);
  });
});

describe('the demo', () => {
  it("writes its events by the generator — starts, changes and an end —, and every one validates", async () => {
    const todos = (await get(`${BASE}?size=100`)).content as Json[];
    const demo = todos.filter((evento) => evento.colaborador.id !== talento);
    expect(new Set(demo.map((evento) => evento.tipo))).toEqual(new Set(['INICIO', 'ALTERACAO', 'FIM']));
    expect(demo.some((evento) => evento.situacao === 'GERADO')).toBe(true);
    expect(demo.some((evento) => evento.situacao === 'PENDENTE')).toBe(true);
    for (const { id, situacao } of demo) {
      const evento = situacao === 'GERADO' ? await get(`${BASE}/${id}`) : await gerarXml(id);
      expect(evento.situacao, evento.mensagem).toBe('GERADO');
      expect(await validarEventoS2240(evento.xml)).toEqual({ valido: true, erros: [] });
    }
  });
});

describe('tenancy', () => {
  it("another company neither reads the events nor writes one through this company's records", async () => {
    expect((await get(`${BASE}?size=100`, t.norte)).totalElements).toBe(0);
    const antes = await eventos(talento);
    const response = await send('PATCH', `/api/historicos-grupos-homogeneos/${historicoGrupo}/condicoes-ambientais/${condicao}`, { intensidadeConcentracao: 99 }, t.norte);
    expect(response.statusCode).toBe(404);
    expect(await eventos(talento)).toEqual(antes);
  });
});
