/**
 * S-2240 events (issue 17 item 4): the demo's six events (written by the generator,
 * tests/api/sst-s2240-gerador.test.ts) all validate against the official XSD
 * (the generated ones as they are, the pending ones once "Gerar XML" runs on the rows ticked); the declared list
 * pages and filters by talent, period and situation; one event's XML and a zip of the selected or
 * filtered generated events download; a record whose agent lost its code becomes COM_ERRO with the
 * XSD's text on it and cannot be downloaded; another company reads none of it.
 */
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { gerarEventoS2240 } from '../../modules/sst/esocial';
import { validarEventoS2240 } from '../../modules/sst/esocial/validador';
import { daysAfter, today } from '../../engine/validation/brazilian';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
type Json = Record<string, any>;
const get = (url: string, cookie = t.admin) => t.request('GET', url, { cookie });
const post = (url: string, cookie = t.admin) => t.request('POST', url, { cookie, body: {} });
const BASE = '/api/sst/eventos-s2240';
const gerarEmLote = (ids: unknown, cookie = t.admin) => t.request('POST', `${BASE}/gerar-xml`, { cookie, body: { ids } });

const listar = async (query = '', cookie = t.admin) => {
  const response = await get(`${BASE}?size=100${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { content: Json[]; totalElements: number };
};

let demo: Json[] = [];
let quebrado = 0;
/** Demo dates are days before today (modules/sst/esocial/demo.ts); the broken record comes after them all. */
const diasAtras = (dias: number) => daysAfter(today(), -dias);
const DATA_QUEBRADO = diasAtras(10);

beforeAll(async () => {
  demo = (await listar('&sort=dtIniCondicao,asc')).content;
  const talento = demo[0]!.colaborador.id as number;
  // The agent's code lost on the way (a risk item without Tabela 24 agent): the XSD must say so.
  quebrado = await gerarEventoS2240(t.engine, 1, {
    colaboradorId: talento,
    tipo: 'ALTERACAO',
    dados: {
      dtIniCondicao: DATA_QUEBRADO,
      ambiente: { localAmb: 1, dscSetor: 'Almoxarifado', tpInsc: 1, nrInsc: '11222333000181' },
      dscAtivDes: 'Movimenta cargas paletizadas.',
      riscos: [{ atividadePerigosaInsalubre: { codigo: undefined as unknown as string }, descricao: 'Ruído', tipoAvaliacao: '2' }],
      responsaveis: [{ cpf: '11144477735', ideOC: 4, nrOC: '0601234567', ufOC: 'CE' }],
    },
  });
});

describe('the demo events', () => {
  it('are six of the first company, three generated and three pending, and all validate against the XSD', async () => {
    expect(demo).toHaveLength(6);
    expect(demo.map((evento) => evento.situacao).sort()).toEqual(['GERADO', 'GERADO', 'GERADO', 'PENDENTE', 'PENDENTE', 'PENDENTE']);
    // "Gerar XML" of the ticked rows (a bulk action): the pending ones generated, a generated one refused with its reason.
    const pendentes = demo.filter((evento) => evento.situacao === 'PENDENTE').map((evento) => evento.id as number);
    const gerado = demo.find((evento) => evento.situacao === 'GERADO')!.id as number;
    const response = await gerarEmLote([...pendentes, gerado]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([...pendentes.map((id) => ({ id, ok: true })), { id: gerado, ok: false, message: 'O XML deste evento já foi gerado.' }]);
    const codigos = new Set<string>();
    for (const { id } of demo) {
      const evento = (await get(`${BASE}/${id}`)).json() as Json;
      expect(evento.situacao).toBe('GERADO');
      expect(evento.idEvento).toMatch(/^ID1\d{33}$/);
      expect(await validarEventoS2240(evento.xml)).toEqual({ valido: true, erros: [] });
      for (const [, codigo] of (evento.xml as string).matchAll(/<codAgNoc>([^<]+)</g)) codigos.add(codigo!);
    }
    expect([...codigos].sort()).toEqual(['02.01.001', '03.01.001']);
  });

  it('the bulk "Gerar XML" takes 1 to 500 ids', async () => {
    for (const ids of [[], undefined, ['x'], Array.from({ length: 501 }, (_, i) => i + 1)]) {
      const response = await gerarEmLote(ids);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([{ field: 'ids', message: 'Selecione de 1 a 500 registros.' }]);
    }
  });

  it('refuses generating an event again', async () => {
    const response = await post(`${BASE}/${demo[0]!.id}/gerar-xml`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('O XML deste evento já foi gerado.');
  });
});

describe('the list', () => {
  it('pages and filters by talent, period and situation', async () => {
    const pagina = (await get(`${BASE}?size=2&page=3&sort=dtIniCondicao,asc`)).json() as { content: Json[]; totalElements: number };
    expect(pagina.totalElements).toBe(7);
    expect(pagina.content.map((evento) => evento.id)).toEqual([quebrado]);
    const talento = demo[0]!.colaborador.id as number;
    expect((await listar(`&colaboradorId=${talento}`)).content.map((evento) => evento.dtIniCondicao).sort()).toEqual([diasAtras(390), diasAtras(200), DATA_QUEBRADO]);
    expect((await listar(`&dataIni=${diasAtras(385)}&dataFim=${diasAtras(200)}`)).content.map((evento) => evento.dtIniCondicao).sort()).toEqual([
      diasAtras(380),
      diasAtras(300),
      diasAtras(300),
      diasAtras(200),
    ]);
    expect((await listar('&situacao=PENDENTE')).content.map((evento) => evento.id)).toEqual([quebrado]);
  });
});

describe('a record whose data breaks the layout', () => {
  it('becomes COM_ERRO with the XSD message on the record, and is not downloaded', async () => {
    const response = await post(`${BASE}/${quebrado}/gerar-xml`);
    expect(response.statusCode, response.body).toBe(200);
    const evento = response.json() as Json;
    expect(evento.situacao).toBe('COM_ERRO');
    expect(evento.mensagem).toBe(
      "Evento S-2240 recusado pelo XSD do eSocial em eSocial/evtExpRisco/infoExpRisco/agNoc/dscAgNoc: Element 'dscAgNoc': This element is not expected. Expected is ( codAgNoc ).",
    );
    expect((await listar('&situacao=COM_ERRO')).content).toMatchObject([{ id: quebrado, mensagem: evento.mensagem }]);
    const xml = await get(`${BASE}/${quebrado}/xml`);
    expect(xml.statusCode).toBe(409);
    expect(xml.json().message).toBe('Só um evento gerado, com o XML validado, pode ser baixado. Use "Gerar XML" antes.');
  });
});

describe('downloads', () => {
  it('answers one generated event as its XML file', async () => {
    const evento = (await get(`${BASE}/${demo[0]!.id}`)).json() as Json;
    const response = await get(`${BASE}/${evento.id}/xml`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`S-2240-${evento.idEvento}.xml`);
    expect(response.body).toBe(evento.xml);
  });

  it('zips the generated events selected, or those the filters find', async () => {
    const abrir = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `${BASE}/lote?${query}`, headers: { cookie: t.admin } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      const zip = await JSZip.loadAsync(response.rawPayload);
      return Object.keys(zip.files).sort();
    };
    const [a, b] = [demo[0]!, demo[2]!].map((evento) => evento.id as number);
    const nomes = await abrir(`ids=${a},${b},${quebrado}`);
    expect(nomes).toHaveLength(2);
    const zip = await JSZip.loadAsync((await t.app.inject({ method: 'GET', url: `${BASE}/lote?ids=${a}`, headers: { cookie: t.admin } })).rawPayload);
    const [arquivo] = Object.values(zip.files);
    expect(await validarEventoS2240(await arquivo!.async('string'))).toEqual({ valido: true, erros: [] });
    expect(await abrir(`dataIni=${diasAtras(385)}&dataFim=${diasAtras(200)}`)).toHaveLength(4);
    expect(await abrir('')).toHaveLength(6);
    const nenhum = await get(`${BASE}/lote?ids=${quebrado}`);
    expect(nenhum.statusCode).toBe(409);
    expect(nenhum.json().message).toBe('Nenhum dos eventos escolhidos foi gerado: use "Gerar XML" antes de baixá-los.');
  });
});

describe('tenancy', () => {
  it('keeps another company from reading, generating, downloading or removing the events', async () => {
    const id = demo[0]!.id as number;
    expect((await listar('', t.norte)).totalElements).toBe(0);
    expect((await get(`${BASE}/${id}`, t.norte)).statusCode).toBe(404);
    expect((await get(`${BASE}/${id}/xml`, t.norte)).statusCode).toBe(404);
    expect((await post(`${BASE}/${quebrado}/gerar-xml`, t.norte)).statusCode).toBe(404);
    expect((await gerarEmLote([quebrado], t.norte)).json()).toEqual([{ id: quebrado, ok: false, message: 'O recurso solicitado não foi encontrado.' }]);
    expect((await get(`${BASE}/lote?ids=${id}`, t.norte)).statusCode).toBe(409);
    expect((await t.request('DELETE', `${BASE}/${id}`, { cookie: t.norte })).statusCode).toBe(404);
    expect((await get(`${BASE}/${id}`)).statusCode).toBe(200);
  });
});
