/**
 * The salary reports of Cargos e Salários over the demo data and two talents this file hires,
 * with dated histories (a promotion, a transfer, a raise, a dismissal) on faixas by value and by
 * índice: PDF text, XLSX read back, preview lines, the §5 filter messages, another company.
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
const ids: Record<string, Record<string, number>> = {};
const own: Record<string, number> = {};

async function post(url: string, body: unknown): Promise<number> {
  const response = await t.request('POST', url, { cookie: t.admin, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** Ids by name of the company's records of a resource. */
async function idsByName(cookie: string, resource: string): Promise<Record<string, number>> {
  const rows = (await t.request('GET', `/api/${resource}?unpaged=true&resumido=true`, { cookie })).json() as { id: number; nome?: string; descricao?: string }[];
  return Object.fromEntries(rows.map((r) => [r.nome ?? r.descricao ?? String(r.id), r.id]));
}

beforeAll(async () => {
  for (const resource of ['areas-organizacionais', 'cargos', 'grupos-ocupacionais', 'estabelecimentos']) ids[resource] = await idsByName(t.admin, resource);
  own.area = await post('/api/areas-organizacionais', { nome: 'Área Salarial' });
  own.areaNova = await post('/api/areas-organizacionais', { nome: 'Área Transferida' });
  own.grupo = await post('/api/grupos-ocupacionais', { nome: 'Grupo Salarial', areasOrganizacionaisIds: [own.area] });
  const cargo = (nome: string, grupo: number) => post('/api/cargos', { nome, nomeMercado: nome, grupoOcupacional: ref(grupo), areasOrganizacionaisIds: [own.area!] });
  own.cargoA = await cargo('Cargo Salarial A', own.grupo);
  own.cargoB = await cargo('Cargo Salarial B', ids['grupos-ocupacionais']!['Técnico']!);
  own.indice = await post('/api/indices', { nome: 'Índice Salarial', historicos: [{ data: '2025-01-01', valor: 1000 }, { data: '2026-01-01', valor: 1200 }] });
  own.faixaA = await post('/api/faixas-salariais', { cargo: ref(own.cargoA), nome: 'I', cbo: ref(252405), historicos: [{ data: '2025-01-01', tipo: 3, valor: 3000 }, { data: '2026-01-01', tipo: 3, valor: 3300 }] });
  own.faixaB = await post('/api/faixas-salariais', { cargo: ref(own.cargoB), nome: 'II', cbo: ref(252405), historicos: [{ data: '2025-01-01', tipo: 2, indice: ref(own.indice), quantidade: 4 }] });
  const estabelecimento = ref(ids.estabelecimentos!['Matriz Fortaleza']!);
  const lotacao = { estabelecimento, areaOrganizacional: ref(own.area), cargo: ref(own.cargoA) };
  // Bruno: hired on faixa I (by cargo), promoted to faixa II (by índice × 4), then transferred.
  own.bruno = await post('/api/colaboradores', { nome: 'Bruno Salarial', cpf: generateCpf(), matricula: '900001', dataAdmissao: '2025-02-01', ...lotacao, faixaSalarial: ref(own.faixaA) });
  const historicos = (id: number) => `/api/colaboradores/${id}/historicos`;
  const noCargoB = { ...lotacao, cargo: ref(own.cargoB), faixaSalarial: ref(own.faixaB), tipoSalario: 1 };
  await post(historicos(own.bruno), { data: '2025-08-01', motivo: 'P', ...noCargoB });
  await post(historicos(own.bruno), { data: '2026-02-01', motivo: 'T', ...noCargoB, areaOrganizacional: ref(own.areaNova) });
  // Clara: hired by value, a raise, dismissed on 2026-03-01.
  own.clara = await post('/api/colaboradores', { nome: 'Clara Salarial', cpf: generateCpf(), matricula: '900002', dataAdmissao: '2025-03-01', ...lotacao, salario: 2500 });
  await post(historicos(own.clara), { data: '2025-10-01', motivo: 'R', ...lotacao, tipoSalario: 3, salario: 2700 });
  const desligada = await t.request('PATCH', `/api/colaboradores/${own.clara}`, { cookie: t.admin, body: { dataDesligamento: '2026-03-01' } });
  expect(desligada.statusCode, desligada.body).toBe(200);
});

const all = (resource: string) => Object.values(ids[resource]!);
const estabelecimentos = () => [ids.estabelecimentos!['Matriz Fortaleza']!];

const pdf = (name: string, body: unknown, cookie = t.admin) => reportPdfText(t, cookie, name, body);

const xlsx = (name: string, body: unknown) => reportWorksheet(t, t.admin, name, body);

async function preview(name: string, body: unknown, cookie = t.admin) {
  const job = await generateReport(t, cookie, name, 'visualizar', body);
  expect(job.status, job.mensagem).toBe('CONCLUIDO');
  return (await t.request('GET', `/api/relatorios/tarefas/${job.id}/linhas?size=200`, { cookie })).json() as { content: Json[] };
}

/** Group headings and rows of a preview, as "grupo" or the row's values joined by " | ". */
const linesOf = (page: { content: Json[] }) =>
  page.content.flatMap((l) => (l.kind === 'group' ? [`# ${l.label}`] : l.kind === 'row' ? [l.values.map((v: unknown) => v ?? '').join(' | ')] : []));

/** Field messages sorted by field (the order ajv meets them in is not the point). */
const refused = async (name: string, body: unknown) =>
  ((await t.request('POST', `/api/relatorios/${name}?formato=pdf`, { cookie: t.admin, body })).json().fields as { field: string }[]).sort((a, b) => a.field.localeCompare(b.field));

describe('Talentos por Cargo, Área ou Grupo Ocupacional', () => {
  const name = 'talentos-cargos-areas-grupos';
  const cargos = () => ({ estabelecimentosIds: estabelecimentos(), cargosIds: [own.cargoA!, own.cargoB!] });

  it('cada talento com o histórico em vigor na data de referência e o salário nessa data', async () => {
    const antes = await preview(name, { ...cargos(), dataReferencia: '2025-06-01', situacao: 'T' });
    expect(linesOf(antes)).toEqual([
      '# Cargo: Cargo Salarial A',
      '900001 | Bruno Salarial | Cargo Salarial A | I | Área Salarial | Matriz Fortaleza | 2025-02-01 | Por cargo | 3000',
      '900002 | Clara Salarial | Cargo Salarial A |  | Área Salarial | Matriz Fortaleza | 2025-03-01 | Por valor | 2500',
    ]);
    // After the promotion: faixa II by índice (1.000 × 4); in 2026 it follows the índice (1.200 × 4).
    const promovido = await preview(name, { ...cargos(), dataReferencia: '2025-09-01', situacao: 'T' });
    expect(linesOf(promovido)).toContain('900001 | Bruno Salarial | Cargo Salarial B | II | Área Salarial | Matriz Fortaleza | 2025-08-01 | Por cargo | 4000');
    const depois = await preview(name, { ...cargos(), dataReferencia: '2026-06-01', situacao: 'A' });
    expect(linesOf(depois)).toEqual(['# Cargo: Cargo Salarial B', '900001 | Bruno Salarial | Cargo Salarial B | II | Área Transferida | Matriz Fortaleza | 2026-02-01 | Por cargo | 4800']);
    const desligados = await preview(name, { ...cargos(), dataReferencia: '2026-06-01', situacao: 'D' });
    expect(linesOf(desligados)).toEqual(['# Cargo: Cargo Salarial A', '900002 | Clara Salarial | Cargo Salarial A |  | Área Salarial | Matriz Fortaleza | 2025-10-01 | Por valor | 2700']);
    // Before the hire there is no entry in force.
    expect(await generateReport(t, t.admin, name, 'visualizar', { ...cargos(), dataReferencia: '2025-01-15', situacao: 'T' })).toMatchObject({ status: 'VAZIO', mensagem: EMPTY_REPORT_MESSAGE });
  });

  it('em PDF, por área (hierarquia) e por grupo ocupacional, com os totais de salário; Resumido só os totais', async () => {
    const porArea = await pdf(name, { dataReferencia: today(), agruparPor: 2, estabelecimentosIds: estabelecimentos(), areasIds: [...all('areas-organizacionais'), own.area!, own.areaNova!] });
    for (const expected of ['Talentos por Cargo, Área ou Grupo Ocupacional', 'Área organizacional: Diretoria > Recursos Humanos', 'Área organizacional: Diretoria > Operações']) expect(porArea).toContain(expected);
    expect(porArea).toMatch(/000101 +Mariana Souza Lima +Analista de RH +Pleno +Recursos Humanos .*R\$ 5\.800,00/);
    expect(porArea).toMatch(/Joana Alves Rocha[^\n]*\n(.*\n)*?.*Rafael Gomes Teixeira/);
    expect(porArea).toMatch(/Total de talentos: 2 +R\$ \d\.\d{3},\d{2}\n/);
    // Carlos was dismissed in 2025: not active today.
    expect(porArea).not.toContain('Carlos Eduardo Pereira');
    expect(porArea).toMatch(/Bruno Salarial .*R\$ 4\.800,00/);
    const porGrupo = await preview(name, { dataReferencia: '2025-09-01', agruparPor: 3, estabelecimentosIds: estabelecimentos(), gruposOcupacionaisIds: [own.grupo!, ids['grupos-ocupacionais']!['Técnico']!], situacao: 'T' });
    const linhas = linesOf(porGrupo);
    expect(linhas.filter((l) => l.startsWith('#'))).toEqual(['# Grupo ocupacional: Grupo Salarial', '# Grupo ocupacional: Técnico']);
    expect(linhas[1]).toContain('Clara Salarial');
    expect(linhas.slice(2).join('\n')).toMatch(/Bruno Salarial[\s\S]*Carlos Eduardo Pereira/);
    const resumido = await preview(name, { ...cargos(), dataReferencia: '2025-06-01', situacao: 'T', resumido: true });
    expect(resumido.content.map((l) => `${l.label}: ${l.count} / ${l.sums?.at(-1)}`)).toEqual(['Cargo: Cargo Salarial A: 2 / 5500', 'Total de talentos geral: 2 / 5500']);
  });

  it('em XLSX: salário como número, total por grupo', async () => {
    const sheet = await xlsx(name, { ...cargos(), dataReferencia: '2025-06-01', situacao: 'T' });
    const values = sheet.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(values).toContainEqual(['900001', 'Bruno Salarial', 'Cargo Salarial A', 'I', 'Área Salarial', 'Matriz Fortaleza', new Date('2025-02-01T00:00:00Z'), 'Por cargo', 3000]);
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('Total de talentos geral: 2');
    expect(last.getCell(9).value).toBe(5500);
  });

  it('filtro: nenhum estabelecimento nem item do agrupamento marcado são todos; a data é conferida', async () => {
    expect(await refused(name, { agruparPor: 1, estabelecimentosIds: [], cargosIds: [], dataReferencia: '2025-13-01' })).toEqual([{ field: 'dataReferencia', message: 'Data inválida.' }]);
    const todos = await pdf(name, { dataReferencia: today(), agruparPor: 2, situacao: 'T' });
    expect(todos).toContain('Bruno Salarial');
    expect(todos).toContain('Mariana Souza Lima');
  });
});

describe('tabelas salariais', () => {
  const cargos = () => [own.cargoA!, own.cargoB!];

  it('Análise das Tabelas Salariais: cada faixa com o valor em vigor na data, por índice o do índice nessa data', async () => {
    expect(linesOf(await preview('analise-tabelas-salariais', { dataReferencia: '2025-06-01', cargosIds: cargos() }))).toEqual([
      '# Cargo: Cargo Salarial A',
      'I | 252405 - Analista de recursos humanos | Por valor | 2025-01-01 | 3000',
      '# Cargo: Cargo Salarial B',
      'II | 252405 - Analista de recursos humanos | Por índice: Índice Salarial | 2025-01-01 | 4000',
    ]);
    const text = await pdf('analise-tabelas-salariais', { dataReferencia: '2026-06-01', cargosIds: [...cargos(), ids.cargos!['Auxiliar de Logística']!] });
    expect(text).toContain('Análise das Tabelas Salariais');
    expect(text).toMatch(/I +252405 - .* Por valor +01\/01\/2026 +R\$ 3\.300,00/);
    expect(text).toMatch(/II +252405 - .* Por índice: Índice Salarial +01\/01\/2025 +R\$ 4\.800,00/);
    // The demo's faixa on the Piso comerciário: 1.760,00 × 1,15 in 2026.
    expect(text).toMatch(/Único .*Por índice: Piso comerciário +01\/01\/2025 +R\$ 2\.024,00/);
    const sheet = await xlsx('analise-tabelas-salariais', { dataReferencia: '2026-06-01', cargosIds: cargos() });
    const values = sheet.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(values).toContainEqual(['II', '252405 - Analista de recursos humanos', 'Por índice: Índice Salarial', new Date('2025-01-01T00:00:00Z'), 4800]);
    // No cargo ticked: every cargo's faixas.
    expect(await pdf('analise-tabelas-salariais', { dataReferencia: '2026-06-01', cargosIds: [] })).toMatch(/II +252405 - .* Por índice: Índice Salarial/);
  });

  it('Histórico das Faixas Salariais: as entradas do período com o valor anterior e o reajuste', async () => {
    const body = { dataIni: '2024-01-01', dataFim: today(), cargosIds: cargos() };
    expect(linesOf(await preview('historicos-faixas-salariais', body))).toEqual([
      '# Faixa: Cargo Salarial A - I',
      '2025-01-01 | Por valor |  |  |  | 3000 | ',
      '2026-01-01 | Por valor |  |  | 3000 | 3300 | 0.1',
      '# Faixa: Cargo Salarial B - II',
      '2025-01-01 | Por índice | Índice Salarial | 4 |  | 4000 | ',
    ]);
    const text = await pdf('historicos-faixas-salariais', { ...body, dataIni: '2025-06-01' });
    expect(text).toMatch(/01\/01\/2026 +Por valor +R\$ 3\.000,00 +R\$ 3\.300,00 +10%/);
    expect(text).not.toContain('Cargo Salarial B - II');
    const sheet = await xlsx('historicos-faixas-salariais', body);
    const values = sheet.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(values).toContainEqual([new Date('2026-01-01T00:00:00Z'), 'Por valor', undefined, undefined, 3000, 3300, 0.1]);
    expect(await refused('historicos-faixas-salariais', { dataIni: '2026-02-10', dataFim: '2026-02-01', cargosIds: [] })).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }]);
    // No cargo ticked: every cargo's faixas, the demo's too.
    expect(linesOf(await preview('historicos-faixas-salariais', { ...body, cargosIds: [] }))).toContain('# Faixa: Advogado - Júnior');
  });
});

describe('movimentações dos talentos', () => {
  const base = () => ({ dataIni: '2025-01-01', dataFim: '2026-06-01', estabelecimentosIds: estabelecimentos(), areasIds: [own.area!, own.areaNova!] });

  it('Situações: cada entrada do histórico no período, antes → depois, diferença e %', async () => {
    const text = await pdf('situacoes', base());
    expect(text).toContain('Talento: Bruno Salarial');
    expect(text).toMatch(/01\/02\/2025 +Contratação +Cargo Salarial A - I +Área Salarial +R\$ 3\.000,00/);
    expect(text).toMatch(/01\/08\/2025 +Promoção +Cargo Salarial A - I +Cargo Salarial B - II +Área Salarial +Área Salarial +R\$ 3\.000,00 +R\$ 4\.000,00 +R\$ 1\.000,00 +33,3/);
    expect(text).toMatch(/01\/10\/2025 +Reajuste +Cargo Salarial A +Cargo Salarial A +Área Salarial +Área Salarial +R\$ 2\.500,00 +R\$ 2\.700,00 +R\$ 200,00 +8%/);
    const sheet = await xlsx('situacoes', base());
    const values = sheet.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(values).toContainEqual([new Date('2026-02-01T00:00:00Z'), 'Transferência', 'Cargo Salarial B - II', 'Cargo Salarial B - II', 'Área Salarial', 'Área Transferida', 4000, 4800, 800, 0.2]);
  });

  it('Promoções e Alterações de cargo e/ou área: só as promoções; só o que mudou de cargo ou de área', async () => {
    const datas = async (listar: number) => linesOf(await preview('situacoes', { ...base(), listar })).map((l) => l.split(' | ').slice(0, 2).join(' '));
    expect(await datas(2)).toEqual(['# Talento: Bruno Salarial', '2025-08-01 Promoção']);
    expect(await datas(3)).toEqual(['# Talento: Bruno Salarial', '2025-08-01 Promoção', '2026-02-01 Transferência']);
    expect(await refused('situacoes', { dataIni: '2026-02-10', dataFim: '2026-02-01', estabelecimentosIds: [] })).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }]);
    expect(await datas(2)).toEqual(linesOf(await preview('situacoes', { ...base(), listar: 2, estabelecimentosIds: [] })).map((l) => l.split(' | ').slice(0, 2).join(' ')));
  });

  it('Últimas Promoções: a última de cada talento até a data, há quanto tempo, antes → depois', async () => {
    const body = { dataReferencia: '2026-06-01', estabelecimentosIds: estabelecimentos(), areasIds: [own.area!, own.areaNova!] };
    const text = await pdf('ultimas-promocoes', body);
    expect(text).toContain('Área organizacional: Área Transferida');
    expect(text).toMatch(/Bruno Salarial +01\/08\/2025 +304 dias +Cargo Salarial A - I +Cargo Salarial B - II +R\$ 3\.000,00 +R\$ 4\.000,00/);
    expect(text).not.toContain('Clara Salarial');
    const sheet = await xlsx('ultimas-promocoes', body);
    const values = sheet.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(values).toContainEqual(['Bruno Salarial', new Date('2025-08-01T00:00:00Z'), '304 dias', 'Cargo Salarial A - I', 'Cargo Salarial B - II', 3000, 4000]);
    expect((await generateReport(t, t.admin, 'ultimas-promocoes', 'visualizar', { ...body, dataReferencia: '2025-07-31' })).status).toBe('VAZIO');
    expect((await generateReport(t, t.admin, 'ultimas-promocoes', 'visualizar', { ...body, situacao: 'D' })).status).toBe('VAZIO');
    expect(await pdf('ultimas-promocoes', { ...body, estabelecimentosIds: [] })).toMatch(/Bruno Salarial +01\/08\/2025/);
  });

  it('Planejamento de Realinhamentos: as propostas da tabela por área, atual × proposto, totais', async () => {
    const tabelas = await idsByName(t.admin, 'tabelas-reajustes-colaboradores');
    const body = { tabelasIds: [tabelas['Reajuste anual (planejamento)']!], estabelecimentosIds: estabelecimentos() };
    const text = await pdf('planejamentos-realinhamentos', body);
    expect(text).toContain('Tabela e área: Reajuste anual (planejamento) — Diretoria > Recursos Humanos');
    expect(text).toMatch(/Mariana Souza Lima +Analista de RH - Pleno +Analista de RH - Pleno +R\$ 5\.800,00 +R\$ 6\.148,00 +R\$ 348,00 +6%/);
    const sheet = await xlsx('planejamentos-realinhamentos', body);
    const values = sheet.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(values).toContainEqual(['Mariana Souza Lima', 'Analista de RH - Pleno', 'Analista de RH - Pleno', 5800, 6148, 348, 0.06]);
    // No table nor establishment chosen: all of them.
    expect(await pdf('planejamentos-realinhamentos', {})).toContain('Tabela e área: Reajuste anual (planejamento) — Diretoria > Recursos Humanos');
  });

  it('outra empresa: os ids da primeira não trazem nada', async () => {
    for (const [name, body] of [
      ['talentos-cargos-areas-grupos', { dataReferencia: today(), estabelecimentosIds: estabelecimentos(), cargosIds: all('cargos'), situacao: 'T' }],
      ['analise-tabelas-salariais', { dataReferencia: today(), cargosIds: all('cargos') }],
      ['historicos-faixas-salariais', { dataIni: '2024-01-01', dataFim: today(), cargosIds: all('cargos') }],
      ['situacoes', { ...base(), areasIds: [] }],
      ['ultimas-promocoes', { dataReferencia: today(), estabelecimentosIds: estabelecimentos(), situacao: 'T' }],
      ['projecoes-salariais-talentos', { dataReferencia: '2027-06-01', estabelecimentosIds: estabelecimentos() }],
    ] as const) {
      expect((await generateReport(t, t.norte, name, 'visualizar', body)).status, name).toBe('VAZIO');
    }
  });
});

describe('Projeção Salarial dos Talentos', () => {
  it('o salário de cada talento ativo na data da projeção (índice com valor futuro) contra o de hoje', async () => {
    // A value of the índice ahead: faixa II (índice × 4) follows it from 2027.
    const indice = (await t.request('GET', `/api/indices/${own.indice}`, { cookie: t.admin })).json();
    const futuro = await t.request('PUT', `/api/indices/${own.indice}`, { cookie: t.admin, body: { ...indice, historicos: [...indice.historicos, { data: '2027-01-01', valor: 1500 }] } });
    expect(futuro.statusCode, futuro.body).toBe(200);
    const body = { dataReferencia: '2027-06-01', estabelecimentosIds: estabelecimentos(), areasIds: [own.area!, own.areaNova!, ids['areas-organizacionais']!['Recursos Humanos']!] };
    expect(linesOf(await preview('projecoes-salariais-talentos', body))).toEqual([
      '# Área organizacional: Área Transferida',
      'Bruno Salarial | Cargo Salarial B - II | 4800 | 6000 | 1200 | 0.25',
      '# Área organizacional: Diretoria > Recursos Humanos',
      'Mariana Souza Lima | Analista de RH - Pleno | 5800 | 5800 | 0 | 0',
    ]);
    const text = await pdf('projecoes-salariais-talentos', body);
    expect(text).toMatch(/Bruno Salarial +Cargo Salarial B - II +R\$ 4\.800,00 +R\$ 6\.000,00 +R\$ 1\.200,00 +25%/);
    expect(text).toMatch(/Total de talentos geral: 2 +R\$ 10\.600,00 +R\$ 11\.800,00 +R\$ 1\.200,00/);
    expect(text).not.toContain('Clara Salarial');
    const sheet = await xlsx('projecoes-salariais-talentos', body);
    const values = sheet.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(values).toContainEqual(['Bruno Salarial', 'Cargo Salarial B - II', 4800, 6000, 1200, 0.25]);
    expect(linesOf(await preview('projecoes-salariais-talentos', { ...body, estabelecimentosIds: [] }))).toContain('Bruno Salarial | Cargo Salarial B - II | 4800 | 6000 | 1200 | 0.25');
  });
});
