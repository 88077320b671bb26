/**
 * CIPA (issue 16; spec 02 §7, §8; NR-5): a mandate with its members, the rules and their pt-BR
 * messages on the fields, the elected members' stability (data-estabilidade, by path and by
 * query) for elected, appointed and expired ones, the warnings asked before a dismissal or a
 * replacement (never a refusal), another company's talent refused, and the demo mandate.
 */
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysAfter, today } from '../../engine/validation/brazilian';
import { formatDate } from '../../engine/format/dates';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
type Json = Record<string, any>;
const ref = (id: number) => ({ id });
const get = (url: string, cookie = t.admin) => t.request('GET', url, { cookie });
const post = (url: string, body: unknown, cookie = t.admin) => t.request('POST', url, { cookie, body });
const hoje = today();
const ids: Record<string, number> = {};

async function criar(url: string, body: unknown, cookie = t.admin): Promise<Json & { id: number }> {
  const response = await post(url, body, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const campos = (response: { statusCode: number; json(): any }) => {
  expect(response.statusCode).toBe(400);
  return (response.json().fields as { field: string; message: string }[]).sort((a, b) => a.field.localeCompare(b.field));
};
const primeiro = async (recurso: string, cookie = t.admin) => ((await get(`/api/${recurso}?unpaged=true&resumido=true`, cookie)).json() as { id: number }[])[0]!.id;

async function talento(nome: string, cookie = t.admin): Promise<number> {
  const lotacao = { estabelecimento: ref(await primeiro('estabelecimentos', cookie)), areaOrganizacional: ref(await primeiro('areas-organizacionais', cookie)), cargo: ref(await primeiro('cargos', cookie)) };
  return (await criar('/api/colaboradores', { nome, cpf: generateCpf(), dataAdmissao: '2020-01-02', salario: 3000, ...lotacao }, cookie)).id;
}

const eleito = (colaboradorId: number, extra: Json = {}) => ({ colaborador: ref(colaboradorId), representacao: 'EMPREGADOS', funcao: 'MEMBRO', tipo: 'TITULAR', ...extra });
const indicado = (colaboradorId: number, extra: Json = {}) => ({ colaborador: ref(colaboradorId), representacao: 'EMPREGADOR', funcao: 'MEMBRO', tipo: 'TITULAR', ...extra });

async function mandato(inicio: string, membros: Json[], extra: Json = {}) {
  return {
    descricao: `Gestão ${inicio}`,
    estabelecimento: ref(await primeiro('estabelecimentos')),
    dataEleicao: daysAfter(inicio, -20),
    inicio,
    fim: daysAfter(inicio, 364),
    membros,
    ...extra,
  };
}

const estabilidade = async (colaboradorId: number, cookie = t.admin) => {
  const response = await get(`/api/colaboradores/${colaboradorId}/data-estabilidade`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  const porConsulta = (await get(`/api/colaboradores/data-estabilidade-comissao?colaboradorId=${colaboradorId}`, cookie)).json();
  expect(porConsulta).toEqual(response.json());
  return response.json().dataEstabilidade as string | null;
};

beforeAll(async () => {
  for (const nome of ['Eleita Atual', 'Indicado Atual', 'Suplente Eleito', 'Eleito Antigo', 'Eleito Expirado']) ids[nome] = await talento(`CIPA ${nome}`);
});

describe('mandato e membros', () => {
  it('grava o mandato com os membros e os devolve com ele', async () => {
    const inicio = daysAfter(hoje, -100);
    const criado = await criar(
      '/api/mandatos-cipa',
      await mandato(inicio, [
        indicado(ids['Indicado Atual']!, { funcao: 'PRESIDENTE' }),
        eleito(ids['Eleita Atual']!, { funcao: 'VICE_PRESIDENTE', dataCandidatura: daysAfter(inicio, -50) }),
        eleito(ids['Suplente Eleito']!, { tipo: 'SUPLENTE' }),
      ]),
    );
    const lido = (await get(`/api/mandatos-cipa/${criado.id}`)).json();
    expect(lido.membros.map((m: Json) => [m.colaborador.id, m.representacao, m.funcao, m.tipo])).toEqual([
      [ids['Indicado Atual'], 'EMPREGADOR', 'PRESIDENTE', 'TITULAR'],
      [ids['Eleita Atual'], 'EMPREGADOS', 'VICE_PRESIDENTE', 'TITULAR'],
      [ids['Suplente Eleito'], 'EMPREGADOS', 'MEMBRO', 'SUPLENTE'],
    ]);
    ids.mandato = criado.id;
  });

  it('obrigatórios, fim depois do início e de no máximo um ano, posse depois da eleição', async () => {
    expect(campos(await post('/api/mandatos-cipa', {}))).toEqual([
      { field: 'dataEleicao', message: 'Data da eleição é obrigatória' },
      { field: 'descricao', message: 'Descrição é obrigatória' },
      { field: 'estabelecimento', message: 'Estabelecimento é obrigatório' },
      { field: 'fim', message: 'Fim do mandato é obrigatório' },
      { field: 'inicio', message: 'Início do mandato (posse) é obrigatório' },
    ]);
    const inicio = '2025-03-10';
    expect(campos(await post('/api/mandatos-cipa', await mandato(inicio, [], { fim: inicio })))).toEqual([{ field: 'fim', message: 'O fim do mandato deve ser posterior ao início.' }]);
    expect(campos(await post('/api/mandatos-cipa', await mandato(inicio, [], { dataEleicao: '2025-03-11' })))).toEqual([{ field: 'inicio', message: 'A posse não pode ser anterior à eleição.' }]);
    expect(campos(await post('/api/mandatos-cipa', await mandato(inicio, [], { fim: '2026-03-11' })))).toEqual([
      { field: 'fim', message: 'O mandato da CIPA é de um ano (NR-5): o fim não pode passar de 10/03/2026.' },
    ]);
  });

  it('um talento uma vez por mandato; presidente do empregador e vice-presidente entre os titulares eleitos, um de cada', async () => {
    const a = ids['Eleita Atual']!;
    const b = ids['Indicado Atual']!;
    const c = ids['Suplente Eleito']!;
    expect(campos(await post('/api/mandatos-cipa', await mandato('2025-03-10', [eleito(a), indicado(a)])))).toEqual([{ field: 'membros.1.colaborador', message: 'O talento já é membro deste mandato.' }]);
    expect(
      campos(await post('/api/mandatos-cipa', await mandato('2025-03-10', [eleito(a, { funcao: 'PRESIDENTE' }), indicado(b, { funcao: 'VICE_PRESIDENTE' }), eleito(c, { funcao: 'VICE_PRESIDENTE', tipo: 'SUPLENTE' })]))),
    ).toEqual([
      { field: 'membros.0.funcao', message: 'O presidente é designado pelo empregador entre os seus representantes (NR-5).' },
      { field: 'membros.1.funcao', message: 'O vice-presidente é escolhido entre os titulares eleitos pelos empregados (NR-5).' },
      { field: 'membros.2.funcao', message: 'O vice-presidente é escolhido entre os titulares eleitos pelos empregados (NR-5).' },
    ]);
    expect(campos(await post('/api/mandatos-cipa', await mandato('2025-03-10', [indicado(b, { funcao: 'PRESIDENTE' }), indicado(a, { funcao: 'PRESIDENTE' })])))).toEqual([
      { field: 'membros.1.funcao', message: 'O mandato já tem um presidente.' },
    ]);
    expect(campos(await post('/api/mandatos-cipa', await mandato('2025-03-10', [indicado(b), { representacao: 'X', tipo: 'TITULAR', funcao: 'MEMBRO' }])))).toEqual([
      { field: 'membros.1.colaborador', message: 'Talento é obrigatório' },
      { field: 'membros.1.representacao', message: expect.any(String) },
    ]);
  });

  it('só o eleito tem registro da candidatura, não posterior à eleição', async () => {
    const inicio = '2025-03-10';
    expect(campos(await post('/api/mandatos-cipa', await mandato(inicio, [eleito(ids['Eleita Atual']!, { dataCandidatura: '2025-03-01' })])))).toEqual([
      { field: 'membros.0.dataCandidatura', message: 'O registro da candidatura não pode ser posterior à eleição.' },
    ]);
    const salvo = await criar('/api/mandatos-cipa', await mandato(inicio, [indicado(ids['Indicado Atual']!, { dataCandidatura: '2025-01-01' })]));
    expect(salvo.membros[0].dataCandidatura ?? null).toBeNull();
    expect((await t.request('DELETE', `/api/mandatos-cipa/${salvo.id}`, { cookie: t.admin })).statusCode).toBe(204);
  });

  it('o talento de outra empresa é recusado', async () => {
    const deOutra = await talento('CIPA Filial Norte', t.norte);
    const response = await post('/api/mandatos-cipa', await mandato('2025-03-10', [eleito(deOutra)]));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('membros.0.colaborador');
    expect((await get(`/api/mandatos-cipa/${ids.mandato}`, t.norte)).statusCode).toBe(404);
  });
});

describe('estabilidade (data-estabilidade)', () => {
  it('eleito, titular ou suplente: até um ano após o fim do mandato; indicado: nenhuma', async () => {
    const fim = daysAfter(daysAfter(hoje, -100), 364);
    const umAnoDepois = `${Number(fim.slice(0, 4)) + 1}${fim.slice(4)}`;
    expect(await estabilidade(ids['Eleita Atual']!)).toBe(umAnoDepois);
    expect(await estabilidade(ids['Suplente Eleito']!)).toBe(umAnoDepois);
    expect(await estabilidade(ids['Indicado Atual']!)).toBeNull();
  });

  it('a mais recente dos mandatos do talento; a que já terminou não conta', async () => {
    // A mandate that ended 200 days ago: still stable for 165 days; and one ended two years ago.
    const fimRecente = daysAfter(hoje, -200);
    const inicioRecente = daysAfter(fimRecente, -364);
    await criar('/api/mandatos-cipa', await mandato(inicioRecente, [eleito(ids['Eleito Antigo']!), eleito(ids['Eleita Atual']!)]));
    const inicioVelho = daysAfter(hoje, -1100);
    await criar('/api/mandatos-cipa', await mandato(inicioVelho, [eleito(ids['Eleito Expirado']!), eleito(ids['Eleita Atual']!)]));
    expect(await estabilidade(ids['Eleito Antigo']!)).toBe(`${Number(fimRecente.slice(0, 4)) + 1}${fimRecente.slice(4)}`);
    expect(await estabilidade(ids['Eleito Expirado']!)).toBeNull();
    const fimAtual = daysAfter(daysAfter(hoje, -100), 364);
    expect(await estabilidade(ids['Eleita Atual']!)).toBe(`${Number(fimAtual.slice(0, 4)) + 1}${fimAtual.slice(4)}`);
  });

  it('o talento de outra empresa não tem estabilidade por esta', async () => {
    expect(await estabilidade(ids['Eleita Atual']!, t.norte)).toBeNull();
    expect((await get('/api/colaboradores/abc/data-estabilidade')).statusCode).toBe(404);
  });
});

describe('aviso ao desligar ou substituir um membro', () => {
  const aviso = (nome: string, ate: string) => `O talento CIPA ${nome} é membro da CIPA com estabilidade até ${formatDate(ate)}.`;

  it('desligamento: avisa enquanto a estabilidade dura na data do desligamento', async () => {
    const ate = (await estabilidade(ids['Eleito Antigo']!))!;
    expect((await post(`/api/colaboradores/${ids['Eleito Antigo']}/aviso-estabilidade-cipa`, { data: hoje })).json()).toEqual({ mensagem: aviso('Eleito Antigo', ate) });
    expect((await post(`/api/colaboradores/${ids['Eleito Antigo']}/aviso-estabilidade-cipa`, { data: daysAfter(ate, 1) })).json()).toEqual({});
    expect((await post(`/api/colaboradores/${ids['Indicado Atual']}/aviso-estabilidade-cipa`, { data: hoje })).json()).toEqual({});
    expect(campos(await post(`/api/colaboradores/${ids['Eleito Antigo']}/aviso-estabilidade-cipa`, { data: '31/12/2025' }))[0]!.field).toBe('data');
  });

  it('o aviso não impede o desligamento: o servidor desliga', async () => {
    const motivo = (await criar('/api/motivos-desligamento', { descricao: 'Teste CIPA' })).id;
    const response = await t.request('PUT', `/api/colaboradores/${ids['Eleito Antigo']}/desligar`, { cookie: t.admin, body: { data: hoje, motivo: ref(motivo) } });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('solicitação de pessoal: avisa de cada talento substituído com estabilidade', async () => {
    const url = '/api/solicitacoes-pessoal/aviso-estabilidade-cipa';
    const ateAtual = (await estabilidade(ids['Eleita Atual']!))!;
    const ateSuplente = (await estabilidade(ids['Suplente Eleito']!))!;
    expect((await post(url, { colaboradoresSubstituidosIds: [ids['Eleita Atual'], ids['Indicado Atual'], ids['Suplente Eleito'], null] })).json()).toEqual({
      mensagem: `${aviso('Eleita Atual', ateAtual)} ${aviso('Suplente Eleito', ateSuplente)}`,
    });
    expect((await post(url, { colaboradoresSubstituidosIds: [ids['Indicado Atual'], ids['Eleito Expirado']] })).json()).toEqual({});
    expect((await post(url, { colaboradoresSubstituidosIds: [] })).json()).toEqual({});
    expect((await post(url, { colaboradoresSubstituidosIds: [ids['Eleita Atual']] }, t.norte)).json()).toEqual({});
  });
});

describe('demonstração', () => {
  it('o mandato em vigor da empresa, com um eleito de estabilidade futura', async () => {
    const mandatos = (await get('/api/mandatos-cipa?size=500')).json().content as Json[];
    const demo = mandatos.find((m) => /^Gestão \d{4}\/\d{4}$/.test(m.descricao));
    const completo = (await get(`/api/mandatos-cipa/${demo!.id}`)).json();
    expect(completo.membros).toHaveLength(5);
    const eleitos = (completo.membros as Json[]).filter((m) => m.representacao === 'EMPREGADOS');
    expect(await estabilidade(eleitos[0]!.colaborador.id)).not.toBeNull();
  });
});
