/**
 * The talent reports of Gestão de Talentos over talents this file hires in an área of its own:
 * birthdays across months, admission anniversaries with the years completed, generations at their
 * edges (31/12 → 01/01), the generations' register, the apprentice quota and the dynamic report
 * (PDF text, XLSX cells, saved layouts per user and company).
 */
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_REPORT_MESSAGE } from '../../engine/report/api';
import { today } from '../../engine/validation/brazilian';
import { generateReport, reportPdfText, reportWorksheet } from '../support/report-jobs';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
type Json = Record<string, any>;
const ref = (id: number) => ({ id });
const own: Record<string, number> = {};
const ano = Number(today().slice(0, 4));

async function post(url: string, body: unknown, cookie = t.admin): Promise<number> {
  const response = await t.request('POST', url, { cookie, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function idsByName(resource: string): Promise<Record<string, number>> {
  const rows = (await t.request('GET', `/api/${resource}?unpaged=true&resumido=true`, { cookie: t.admin })).json() as { id: number; nome?: string }[];
  return Object.fromEntries(rows.map((r) => [r.nome ?? String(r.id), r.id]));
}

/** Talents of the file's área: name, birth date, admission date. */
const talentos: [string, string, string][] = [
  ['Ana Março', '1980-12-31', `${ano - 5}-03-10`],
  ['Beto Março', '1981-01-01', `${ano - 1}-03-02`],
  ['Caio Julho', '1997-07-15', `${ano - 10}-07-20`],
  ['Duda Julho', '2013-07-01', `${ano}-07-01`],
  ['Edu Sem Data', '', `${ano - 2}-11-11`],
];

beforeAll(async () => {
  const estabelecimentos = await idsByName('estabelecimentos');
  own.estabelecimento = estabelecimentos['Matriz Fortaleza']!;
  own.area = await post('/api/areas-organizacionais', { nome: 'Área dos Aniversários' });
  own.cargo = await post('/api/cargos', { nome: 'Cargo dos Aniversários', nomeMercado: 'Cargo dos Aniversários', areasOrganizacionaisIds: [own.area] });
  own.faixa = await post('/api/faixas-salariais', { cargo: ref(own.cargo), nome: 'Única', cbo: ref(411005), historicos: [{ data: `${ano - 20}-01-01`, tipo: 3, valor: 2000 }] });
  for (const [i, [nome, nascimento, admissao]] of talentos.entries()) {
    own[nome] = await post('/api/colaboradores', {
      nome,
      cpf: generateCpf(),
      matricula: `97000${i}`,
      ...(nascimento ? { dataNascimento: nascimento } : {}),
      dataAdmissao: admissao,
      estabelecimento: ref(own.estabelecimento),
      areaOrganizacional: ref(own.area),
      cargo: ref(own.cargo),
      faixaSalarial: ref(own.faixa),
    });
  }
  // A dismissed talent is no one's birthday in these reports.
  const saiu = await post('/api/colaboradores', { nome: 'Fabi Desligada', cpf: generateCpf(), dataNascimento: '1990-03-05', dataAdmissao: `${ano - 3}-03-01`, estabelecimento: ref(own.estabelecimento), areaOrganizacional: ref(own.area), cargo: ref(own.cargo), faixaSalarial: ref(own.faixa) });
  const desligada = await t.request('PATCH', `/api/colaboradores/${saiu}`, { cookie: t.admin, body: { dataDesligamento: `${ano - 1}-01-10` } });
  expect(desligada.statusCode, desligada.body).toBe(200);
});

const daArea = () => ({ areasIds: [own.area!] });

async function preview(name: string, body: unknown, cookie = t.admin) {
  const job = await generateReport(t, cookie, name, 'visualizar', body);
  expect(job.status, job.mensagem).toBe('CONCLUIDO');
  return (await t.request('GET', `/api/relatorios/tarefas/${job.id}/linhas?size=200`, { cookie })).json() as { content: Json[] };
}

const linesOf = (page: { content: Json[] }) =>
  page.content.flatMap((l) => (l.kind === 'group' ? [`# ${l.label}`] : l.kind === 'row' ? [l.values.map((v: unknown) => v ?? '').join(' | ')] : []));

const pdf = (name: string, body: unknown, cookie = t.admin) => reportPdfText(t, cookie, name, body);
const xlsx = (name: string, body: unknown) => reportWorksheet(t, t.admin, name, body);

const local = 'Área dos Aniversários | Cargo dos Aniversários | Matriz Fortaleza';

describe('Aniversariantes do mês', () => {
  it('os ativos do mês escolhido por dia; todos os meses agrupados por mês; o desligado e o sem data ficam de fora', async () => {
    // Ana was born in December, Fabi (March) was dismissed: no one in March.
    expect(await generateReport(t, t.admin, 'aniversariantes-mes', 'visualizar', { mes: 3, ...daArea() })).toMatchObject({ status: 'VAZIO' });
    expect(linesOf(await preview('aniversariantes-mes', { mes: 7, ...daArea() }))).toEqual([
      '# Julho',
      `1 | Duda Julho | 2013-07-01 | ${ano - 2013} | ${local}`,
      `15 | Caio Julho | 1997-07-15 | ${ano - 1997} | ${local}`,
    ]);
    expect(linesOf(await preview('aniversariantes-mes', { mes: 0, ...daArea() }))).toEqual([
      '# Janeiro',
      `1 | Beto Março | 1981-01-01 | ${ano - 1981} | ${local}`,
      '# Julho',
      `1 | Duda Julho | 2013-07-01 | ${ano - 2013} | ${local}`,
      `15 | Caio Julho | 1997-07-15 | ${ano - 1997} | ${local}`,
      '# Dezembro',
      `31 | Ana Março | 1980-12-31 | ${ano - 1980} | ${local}`,
    ]);
  });

  it('em PDF e XLSX; um mês sem aniversariantes dá a mensagem do §8', async () => {
    const texto = await pdf('aniversariantes-mes', { mes: 7, ...daArea() });
    for (const esperado of ['Aniversariantes do Mês', 'Julho', 'Caio Julho', '15/07/1997', 'Total de aniversariantes: 2']) expect(texto).toContain(esperado);
    const planilha = await xlsx('aniversariantes-mes', { mes: 12, ...daArea() });
    const celulas = planilha.getSheetValues().flat().map(String);
    expect(celulas).toContain('Ana Março');
    expect(await generateReport(t, t.admin, 'aniversariantes-mes', 'pdf', { mes: 5, ...daArea() })).toMatchObject({ status: 'VAZIO', mensagem: EMPTY_REPORT_MESSAGE });
    expect(EMPTY_REPORT_MESSAGE).toBe('Não existem dados para o filtro informado.');
  });
});

describe('Aniversariantes por tempo de empresa', () => {
  it('as admissões do mês com os anos completados neste ano, a partir do mínimo de anos', async () => {
    expect(linesOf(await preview('aniversariantes-tempo-de-empresa', { mes: 3, anosMinimos: 1, ...daArea() }))).toEqual([
      '# Março',
      `2 | Beto Março | ${ano - 1}-03-02 | 1 ano | ${local}`,
      `10 | Ana Março | ${ano - 5}-03-10 | 5 anos | ${local}`,
    ]);
    expect(linesOf(await preview('aniversariantes-tempo-de-empresa', { mes: 3, anosMinimos: 2, ...daArea() }))).toEqual(['# Março', `10 | Ana Março | ${ano - 5}-03-10 | 5 anos | ${local}`]);
    // Admitted this year: no anniversary yet.
    expect(linesOf(await preview('aniversariantes-tempo-de-empresa', { mes: 7, anosMinimos: 1, ...daArea() }))).toEqual(['# Julho', `20 | Caio Julho | ${ano - 10}-07-20 | 10 anos | ${local}`]);
    const refused = await t.request('POST', '/api/relatorios/aniversariantes-tempo-de-empresa?formato=pdf', { cookie: t.admin, body: { mes: 13, anosMinimos: 0 } });
    expect(refused.statusCode).toBe(400);
    expect((refused.json().fields as { field: string }[]).map((f) => f.field).sort()).toEqual(['anosMinimos', 'mes']);
  });
});

describe('Gerações', () => {
  it('o cadastro global com as cinco gerações; intervalos que se sobrepõem são recusados', async () => {
    const resposta = (await t.request('GET', '/api/geracoes?size=50', { cookie: t.admin })).json();
    const lista = (resposta.content ?? resposta) as { nome: string; anoInicio: number; anoFim?: number }[];
    expect(lista.map((g) => `${g.nome} ${g.anoInicio}-${g.anoFim ?? ''}`)).toEqual([
      'Baby Boomers 1946-1964',
      'Geração X 1965-1980',
      'Geração Y / Millennials 1981-1996',
      'Geração Z 1997-2012',
      'Geração Alpha 2013-',
    ]);
    const sobreposta = await t.request('POST', '/api/geracoes', { cookie: t.admin, body: { nome: 'Geração Perdida', anoInicio: 1900, anoFim: 1946 } });
    expect(sobreposta.statusCode, sobreposta.body).toBe(400);
    expect(sobreposta.json().fields).toEqual([{ field: 'anoInicio', message: 'O intervalo de anos se sobrepõe ao da geração Baby Boomers.' }]);
    const invertida = await t.request('POST', '/api/geracoes', { cookie: t.admin, body: { nome: 'Invertida', anoInicio: 1930, anoFim: 1920 } });
    expect(invertida.json().fields).toEqual([{ field: 'anoFim', message: 'O ano final não pode ser menor que o ano inicial.' }]);
    const grandiosa = await post('/api/geracoes', { nome: 'Geração Grandiosa', anoInicio: 1901, anoFim: 1927 });
    expect((await t.request('DELETE', `/api/geracoes/${grandiosa}`, { cookie: t.admin })).statusCode).toBe(204);
  });

  it('talentos por geração com totais e percentuais; 31/12/1980 é X, 01/01/1981 é Y', async () => {
    expect(linesOf(await preview('geracoes', { situacao: 'A', ...daArea() }))).toEqual([
      'Geração X | 1965 a 1980 | 1 | 0.2',
      'Geração Y / Millennials | 1981 a 1996 | 1 | 0.2',
      'Geração Z | 1997 a 2012 | 1 | 0.2',
      'Geração Alpha | a partir de 2013 | 1 | 0.2',
      'Data de nascimento não informada |  | 1 | 0.2',
    ]);
    const texto = await pdf('geracoes', { situacao: 'T', ...daArea() });
    expect(texto).toMatch(/Geração Y \/ Millennials +1981 a 1996 +2 +33,3/);
    const planilha = await xlsx('geracoes', { situacao: 'A', ...daArea() });
    expect(planilha.getSheetValues().flat().map(String)).toContain('Geração Alpha');
  });
});

describe('CBO efeito aprendiz', () => {
  const matriz = async () => {
    const linhas = linesOf(await preview('cbo-efeito-aprendiz', { estabelecimentosIds: [own.estabelecimento!] }));
    expect(linhas).toHaveLength(1);
    const [nome, ativos, base, minimo, maximo] = linhas[0]!.split(' | ');
    return { nome, ativos: Number(ativos), base: Number(base), minimo: Number(minimo), maximo: Number(maximo) };
  };
  const contrata = async (nome: string, faixa: number) =>
    post('/api/colaboradores', { nome, cpf: generateCpf(), dataAdmissao: `${ano - 1}-05-05`, estabelecimento: ref(own.estabelecimento!), areaOrganizacional: ref(own.area!), cargo: ref(own.cargo!), faixaSalarial: ref(faixa) });

  it('a base conta só as faixas com CBO dos grandes grupos 4 a 9; mínimo de 5 % para cima, máximo de 15 %', async () => {
    const antes = await matriz();
    expect(antes.nome).toBe('Matriz Fortaleza');
    expect(antes.base).toBeGreaterThanOrEqual(5);
    expect([antes.minimo, antes.maximo]).toEqual([Math.ceil((antes.base * 5) / 100), Math.floor((antes.base * 15) / 100)]);
    // An analyst (CBO 252405, nível superior) is active but not in the base; an office assistant (411005) is.
    const analista = await post('/api/faixas-salariais', { cargo: ref(own.cargo!), nome: 'Analista', cbo: ref(252405), historicos: [{ data: `${ano - 20}-01-01`, tipo: 3, valor: 5000 }] });
    await contrata('Gil Analista', analista);
    await contrata('Hugo Auxiliar', own.faixa!);
    const depois = await matriz();
    expect([depois.ativos - antes.ativos, depois.base - antes.base]).toEqual([2, 1]);
    const texto = await pdf('cbo-efeito-aprendiz', {});
    for (const esperado of ['CBO Efeito Aprendiz', 'Matriz Fortaleza', 'Total de estabelecimentos']) expect(texto).toContain(esperado);
  });
});

describe('Talentos (dinâmico)', () => {
  const cinco = ['nome', 'dataNascimento', 'sexo', 'cargo.nome', 'faixaSalarial.descricao'];
  let filtro: Json;
  beforeAll(() => {
    filtro = { titulo: 'Meus talentos', colunas: cinco, situacao: 'A', ...daArea() };
  });

  it('as colunas vêm do cadastro do talento, pelas abas do formulário', async () => {
    expect((await t.request('GET', '/api/relatorios/talento-dinamico/pode-gerar-relatorio-dinamico', { cookie: t.admin })).json()).toEqual({ pode: true });
    const colunas = (await t.request('GET', '/api/relatorios/talento-dinamico/colunas', { cookie: t.admin })).json() as Json[];
    expect(colunas[0]).toEqual({ chave: 'nome', titulo: 'Nome', grupo: 'Dados pessoais', formato: 'text' });
    expect(colunas).toContainEqual({ chave: 'cargo.nome', titulo: 'Cargo', grupo: 'Lotação', formato: 'text' });
    expect(colunas).toContainEqual({ chave: 'endereco.cep', titulo: 'CEP (Endereço)', grupo: 'Documentos e endereço', formato: 'text' });
    expect(colunas.map((c) => c.chave)).not.toContain('dataSituacao');
  });

  it('cinco colunas escolhidas, com o título dado, em PDF e XLSX', async () => {
    expect(linesOf(await preview('talento-dinamico', filtro))).toEqual([
      'Ana Março | 1980-12-31 |  | Cargo dos Aniversários | Cargo dos Aniversários - Única',
      'Beto Março | 1981-01-01 |  | Cargo dos Aniversários | Cargo dos Aniversários - Única',
      'Caio Julho | 1997-07-15 |  | Cargo dos Aniversários | Cargo dos Aniversários - Única',
      'Duda Julho | 2013-07-01 |  | Cargo dos Aniversários | Cargo dos Aniversários - Única',
      'Edu Sem Data |  |  | Cargo dos Aniversários | Cargo dos Aniversários - Única',
      // Hired by the apprentice quota's test.
      'Gil Analista |  |  | Cargo dos Aniversários | Cargo dos Aniversários - Analista',
      'Hugo Auxiliar |  |  | Cargo dos Aniversários | Cargo dos Aniversários - Única',
    ]);
    const texto = await pdf('talento-dinamico', { ...filtro, colunas: [...cinco].reverse() });
    expect(texto).toContain('Meus talentos');
    expect(texto).toMatch(/Faixa salarial +Cargo +Sexo +Data de +Nome\n +nascimento/);
    expect(texto).toMatch(/Cargo dos Aniversários - Única +Cargo dos Aniversários +31\/12\/1980 +Ana Março/);
    const planilha = await xlsx('talento-dinamico', { ...filtro, situacao: 'T' });
    const celulas = planilha.getSheetValues().flat().map(String);
    for (const esperado of ['Nome', 'Data de nascimento', 'Faixa salarial', 'Fabi Desligada', 'Cargo dos Aniversários']) expect(celulas).toContain(esperado);
  });

  it('uma coluna que não existe é recusada; o filtro sem talentos dá a mensagem do §8', async () => {
    const refused = await t.request('POST', '/api/relatorios/talento-dinamico?formato=pdf', { cookie: t.admin, body: { ...filtro, colunas: ['nome', 'senha'] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ field: 'colunas.1', message: 'Coluna desconhecida.' }]);
    const vazio = await generateReport(t, t.admin, 'talento-dinamico', 'pdf', { ...filtro, admissaoIni: `${ano + 1}-01-01` });
    expect(vazio).toMatchObject({ status: 'VAZIO', mensagem: 'Não existem dados para o filtro informado.' });
  });

  it('os layouts são de cada usuário em cada empresa: salvar, sobrescrever pelo título, remover', async () => {
    const base = '/api/relatorios/talento-dinamico/config-relatorio-dinamico';
    const demo = (await t.request('GET', base, { cookie: t.admin })).json() as Json[];
    expect(demo.map((l) => l.titulo)).toEqual(['Contatos dos talentos', 'Lotação e admissão']);
    const salvo = await t.request('PUT', base, { cookie: t.admin, body: { titulo: 'Aniversários', colunasDinamicas: cinco } });
    expect(salvo.statusCode, salvo.body).toBe(200);
    const sobrescrito = await t.request('PUT', base, { cookie: t.admin, body: { titulo: 'Aniversários', colunasDinamicas: ['nome', 'dataNascimento'] } });
    expect(sobrescrito.json()).toMatchObject({ titulo: 'Aniversários', colunasDinamicas: ['nome', 'dataNascimento'] });
    const meus = (await t.request('GET', base, { cookie: t.admin })).json() as Json[];
    expect(meus.filter((l) => l.titulo === 'Aniversários')).toEqual([{ id: sobrescrito.json().id, titulo: 'Aniversários', colunasDinamicas: ['nome', 'dataNascimento'] }]);
    // The other company's user sees none of them, and cannot remove them.
    expect((await t.request('GET', base, { cookie: t.norte })).json()).toEqual([]);
    expect((await t.request('DELETE', `${base}/${sobrescrito.json().id}`, { cookie: t.norte })).statusCode).toBe(404);
    const ruim = await t.request('PUT', base, { cookie: t.admin, body: { titulo: 'Ruim', colunasDinamicas: [] } });
    expect(ruim.json().fields).toEqual([{ field: 'colunasDinamicas', message: 'Escolha ao menos uma coluna.' }]);
    expect((await t.request('DELETE', `${base}/${sobrescrito.json().id}`, { cookie: t.admin })).statusCode).toBe(204);
    expect(((await t.request('GET', base, { cookie: t.admin })).json() as Json[]).map((l) => l.titulo)).toEqual(['Contatos dos talentos', 'Lotação e admissão']);
  });
});
