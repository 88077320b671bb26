/**
 * The talent's competence levels (spec 02 §2 configuracoes-niveis-competencia-colaborador; issue
 * 13 item 6): a dated assessment of each competence the matrix of the talent's faixa requires,
 * the faixa from the history when not given, every rule with its message on the row, the list
 * across talents, and another company out of reach.
 */
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { FALTA_COMPETENCIA, SEM_HISTORICO, DATA_REPETIDA } from '../../modules/cargo-salario/competencias/talento';
import ExcelJS from 'exceljs';
import { pdfText } from '../support/pdf-text';
import { downloadReport, generateReport } from '../support/report-jobs';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
type Json = Record<string, any>;
const ref = (id: number) => ({ id });
const own = {} as Record<'conhecimento' | 'habilidade' | 'fora' | 'nivelFora' | 'cargo' | 'faixa' | 'ana' | 'davi' | 'estabelecimento', number>;
const nivel: Record<string, number> = {};

async function criar(url: string, body: unknown): Promise<number> {
  const response = await t.request('POST', url, { cookie: t.admin, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}
const get = async (url: string, cookie = t.admin) => (await t.request('GET', url, { cookie })).json() as Json;
const avaliacoes = (talento: number) => `/api/colaboradores/${talento}/configuracoes-niveis-competencia-colaborador`;
const fields = async (url: string, body: unknown) => {
  const r = await t.request('POST', url, { cookie: t.admin, body });
  return (r.json() as { fields?: unknown }).fields ?? r.body;
};
const conhecimento = (id: number, descricao: string) => ({ tipoCompetencia: 'C', conhecimento: ref(id), nivelCompetencia: ref(nivel[descricao]!) });
const habilidade = (id: number, descricao: string) => ({ tipoCompetencia: 'H', habilidade: ref(id), nivelCompetencia: ref(nivel[descricao]!) });

beforeAll(async () => {
  const niveis = (await get('/api/niveis-competencia?unpaged=true&resumido=true')) as unknown as { id: number; descricao: string }[];
  for (const n of niveis) nivel[n.descricao] = n.id;
  const areaId = (await get('/api/areas-organizacionais?unpaged=true&resumido=true'))[0].id as number;
  const estabelecimentoId = (await get('/api/estabelecimentos?unpaged=true&resumido=true'))[0].id as number;
  own.estabelecimento = estabelecimentoId;
  own.conhecimento = await criar('/api/conhecimentos', { nome: 'Talento Conhecimento', areasOrganizacionaisIds: [areaId] });
  own.habilidade = await criar('/api/habilidades', { nome: 'Talento Habilidade', areasOrganizacionaisIds: [areaId] });
  own.fora = await criar('/api/conhecimentos', { nome: 'Talento Fora', areasOrganizacionaisIds: [areaId] });
  own.nivelFora = await criar('/api/niveis-competencia', { descricao: 'Fora da escala' });
  own.cargo = await criar('/api/cargos', { nome: 'Cargo Talento', nomeMercado: 'Cargo Talento', areasOrganizacionaisIds: [areaId], conhecimentosIds: [own.conhecimento, own.fora], habilidadesIds: [own.habilidade] });
  own.faixa = await criar('/api/faixas-salariais', { cargo: ref(own.cargo), nome: 'Única', cbo: ref(252405), historicos: [{ data: '2025-01-01', valor: 3000 }] });
  // The matrix requires Bom in the conhecimento and Regular in the habilidade from 2025-03-01.
  await criar(`/api/faixas-salariais/${own.faixa}/configuracoes-niveis-competencia`, {
    data: '2025-03-01',
    competencias: [
      { tipoCompetencia: 'C', conhecimento: ref(own.conhecimento), competenciaPeso: 2, nivelCompetencia: ref(nivel.Bom!) },
      { tipoCompetencia: 'H', habilidade: ref(own.habilidade), competenciaPeso: 1, nivelCompetencia: ref(nivel.Regular!) },
    ],
  });
  const lotacao = { estabelecimento: ref(estabelecimentoId), areaOrganizacional: ref(areaId), cargo: ref(own.cargo), faixaSalarial: ref(own.faixa) };
  own.ana = await criar('/api/colaboradores', { nome: 'Ana Competente', cpf: generateCpf(), dataAdmissao: '2025-02-01', ...lotacao });
  own.davi = await criar('/api/colaboradores', { nome: 'Davi Competente', cpf: generateCpf(), dataAdmissao: '2025-02-01', ...lotacao });
});

describe('níveis de competência do talento', () => {
  it('a avaliação cobre as competências exigidas pela faixa do talento na data', async () => {
    expect(await get(`/api/colaboradores/${own.ana}/competencias-exigidas?data=2025-04-01`)).toEqual({
      faixaSalarial: { id: own.faixa, descricao: 'Cargo Talento - Única' },
      competencias: [
        { tipoCompetencia: 'C', id: own.conhecimento, nome: 'Talento Conhecimento', nivelExigido: { id: nivel.Bom, descricao: 'Bom' } },
        { tipoCompetencia: 'H', id: own.habilidade, nome: 'Talento Habilidade', nivelExigido: { id: nivel.Regular, descricao: 'Regular' } },
      ],
    });
    expect(await get(`/api/colaboradores/${own.ana}/competencias-exigidas?data=2025-01-15`)).toEqual({ faixaSalarial: null, competencias: [], mensagem: SEM_HISTORICO });
    expect(await get(`/api/colaboradores/${own.ana}/competencias-exigidas?data=2025-02-15`)).toMatchObject({ competencias: [], mensagem: 'A faixa salarial não tem competências exigidas em 15/02/2025.' });
  });

  it('as regras, com a mensagem na linha', async () => {
    const url = avaliacoes(own.ana);
    const ambas = [conhecimento(own.conhecimento, 'Ótimo'), habilidade(own.habilidade, 'Ruim')];
    expect(await fields(url, { data: '2025-04-01', competencias: [] })).toEqual([{ field: 'competencias', message: 'Competências são obrigatórias' }]);
    expect(await fields(url, { competencias: ambas })).toEqual([{ field: 'data', message: 'Data é obrigatória' }]);
    expect(await fields(url, { data: '2025-04-01', competencias: [{ ...ambas[0], nivelCompetencia: undefined }, ambas[1]] })).toEqual([{ field: 'competencias.0.nivelCompetencia', message: 'Nível é obrigatório' }]);
    expect(await fields(url, { data: '2025-01-15', competencias: ambas })).toEqual([{ field: 'faixaSalarial', message: SEM_HISTORICO }]);
    expect(await fields(url, { data: '2025-02-15', competencias: ambas })).toEqual([{ field: 'faixaSalarial', message: 'A faixa salarial não tem competências exigidas em 15/02/2025.' }]);
    expect(await fields(url, { data: '2025-04-01', competencias: [...ambas, conhecimento(own.conhecimento, 'Bom')] })).toEqual([{ field: 'competencias.2.tipoCompetencia', message: 'Esta competência já está na avaliação.' }]);
    // In the cargo, but not in the faixa's matrix.
    expect(await fields(url, { data: '2025-04-01', competencias: [ambas[0], conhecimento(own.fora, 'Bom')] })).toEqual([{ field: 'competencias.1.tipoCompetencia', message: 'A competência não está entre as exigidas pela faixa salarial.' }]);
    expect(await fields(url, { data: '2025-04-01', competencias: [ambas[0], { ...ambas[1], nivelCompetencia: ref(own.nivelFora) }] })).toEqual([{ field: 'competencias.1.nivelCompetencia', message: 'O nível não faz parte da configuração dos níveis em vigor em 01/04/2025.' }]);
    expect(await fields(url, { data: '2025-04-01', competencias: [ambas[0]] })).toEqual([{ field: 'competencias', message: FALTA_COMPETENCIA }]);
    expect(await get(url)).toEqual([]);
  });

  it('grava a faixa do histórico, o nível exigido e os pesos; uma por data', async () => {
    const url = avaliacoes(own.ana);
    const id = await criar(url, { data: '2025-04-01', avaliador: ref(own.davi), observacao: 'Primeira avaliação', competencias: [conhecimento(own.conhecimento, 'Ótimo'), habilidade(own.habilidade, 'Ruim')] });
    const lida = await get(`${url}/${id}`);
    expect(lida).toMatchObject({ data: '2025-04-01', faixaSalarial: { id: own.faixa }, avaliador: { id: own.davi }, observacao: 'Primeira avaliação' });
    expect(lida.competencias).toMatchObject([
      { tipoCompetencia: 'C', conhecimento: { id: own.conhecimento }, nivelCompetencia: { id: nivel.Ótimo }, nivelExigido: { id: nivel.Bom }, peso: 4, pesoExigido: 3 },
      { tipoCompetencia: 'H', habilidade: { id: own.habilidade }, nivelCompetencia: { id: nivel.Ruim }, nivelExigido: { id: nivel.Regular }, peso: 1, pesoExigido: 2 },
    ]);
    expect(await fields(url, { data: '2025-04-01', competencias: [conhecimento(own.conhecimento, 'Bom'), habilidade(own.habilidade, 'Bom')] })).toEqual([{ field: 'data', message: DATA_REPETIDA }]);
    const alterada = await t.request('PUT', `${url}/${id}`, { cookie: t.admin, body: { ...lida, competencias: [conhecimento(own.conhecimento, 'Regular'), habilidade(own.habilidade, 'Bom')] } });
    expect(alterada.statusCode, alterada.body).toBe(200);
    expect((await get(`${url}/${id}`)).competencias).toMatchObject([{ peso: 2, pesoExigido: 3 }, { peso: 3, pesoExigido: 2 }]);
  });

  it('listadas de todos os talentos, cada uma com o seu talento', async () => {
    const lista = await get('/api/colaboradores/configuracoes-niveis-competencia-colaborador?faixaSalarialId=' + own.faixa);
    expect(lista.content).toMatchObject([{ data: '2025-04-01', $dono: { id: own.ana, nome: 'Ana Competente' } }]);
  });

  it('outra empresa não alcança as avaliações nem as competências exigidas', async () => {
    const cookie = t.norte;
    expect((await t.request('GET', avaliacoes(own.ana), { cookie })).statusCode).toBe(404);
    expect((await t.request('POST', avaliacoes(own.ana), { cookie, body: { data: '2025-05-01', competencias: [conhecimento(own.conhecimento, 'Bom')] } })).statusCode).toBe(404);
    expect((await t.request('GET', `/api/colaboradores/${own.ana}/competencias-exigidas?data=2025-04-01`, { cookie })).statusCode).toBe(404);
    expect((await get('/api/colaboradores/configuracoes-niveis-competencia-colaborador', cookie)).content).toEqual([]);
  });
});

describe('relatórios de competências dos talentos', () => {
  const filtro = () => ({ situacao: 'A', estabelecimentosIds: [own.estabelecimento], cargosIds: [own.cargo] });

  beforeAll(async () => {
    // Ana's latest assessment is this one; Davi has one, below the matrix in the conhecimento.
    await criar(avaliacoes(own.ana), { data: '2025-06-01', competencias: [conhecimento(own.conhecimento, 'Ótimo'), habilidade(own.habilidade, 'Regular')] });
    await criar(avaliacoes(own.davi), { data: '2025-05-01', competencias: [conhecimento(own.conhecimento, 'Regular'), habilidade(own.habilidade, 'Bom')] });
  });

  async function preview(name: string, body: unknown, cookie = t.admin) {
    const job = await generateReport(t, cookie, name, 'visualizar', body);
    expect(job.status, job.mensagem).toBe('CONCLUIDO');
    const page = (await t.request('GET', `/api/relatorios/tarefas/${job.id}/linhas?size=200`, { cookie })).json() as { content: Json[] };
    return page.content.flatMap((l) => (l.kind === 'group' ? [`# ${l.label}`] : l.kind === 'row' ? [l.values.map((v: unknown) => v ?? '').join(' | ')] : []));
  }

  it('Talentos × Competências: cada competência exigida com o nível da avaliação mais recente e se atende', async () => {
    expect(await preview('talentos-competencias', filtro())).toEqual([
      '# Talento: Ana Competente — Cargo Talento - Única',
      'Talento Conhecimento | Conhecimento | Bom | Ótimo | 1 | Atende | 2025-06-01',
      'Talento Habilidade | Habilidade | Regular | Regular | 0 | Atende | 2025-06-01',
      '# Talento: Davi Competente — Cargo Talento - Única',
      'Talento Conhecimento | Conhecimento | Bom | Regular | -1 | Abaixo do exigido | 2025-05-01',
      'Talento Habilidade | Habilidade | Regular | Bom | 1 | Atende | 2025-05-01',
    ]);
    const job = await generateReport(t, t.admin, 'talentos-competencias', 'pdf', filtro());
    expect(job.status, job.mensagem).toBe('CONCLUIDO');
    const texto = await pdfText((await downloadReport(t, t.admin, job.id)).rawPayload);
    for (const trecho of ['Talentos × Competências', 'Talento: Davi Competente', 'Abaixo do exigido', 'Total de competências: 2']) expect(texto).toContain(trecho);
    // Dismissed talents only: none of these.
    expect((await generateReport(t, t.admin, 'talentos-competencias', 'visualizar', { ...filtro(), situacao: 'D' })).status).toBe('VAZIO');
  });

  it('Matriz Talentos × Competências: um talento por linha, uma competência por coluna, * abaixo do exigido', async () => {
    expect(await preview('matriz-talentos-competencias', filtro())).toEqual([
      '# Área organizacional: Diretoria',
      'Ana Competente | Cargo Talento - Única | Ótimo | Regular',
      'Davi Competente | Cargo Talento - Única | Regular * | Bom',
    ]);
    const job = await generateReport(t, t.admin, 'matriz-talentos-competencias', 'xlsx', filtro());
    expect(job.status, job.mensagem).toBe('CONCLUIDO');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await downloadReport(t, t.admin, job.id)).rawPayload as never);
    const valores = workbook.worksheets[0]!.getSheetValues().flatMap((row) => (Array.isArray(row) ? [row.slice(1).map((v) => v ?? '').join(' | ')] : []));
    expect(valores).toContain('Talento | Cargo / faixa | Talento Conhecimento | Talento Habilidade');
    expect(valores).toContain('Davi Competente | Cargo Talento - Única | Regular * | Bom');
  });

  it('os filtros: a situação conferida, nenhum estabelecimento marcado são todos; outra empresa não vê os talentos desta', async () => {
    for (const name of ['talentos-competencias', 'matriz-talentos-competencias']) {
      const recusado = await t.request('POST', `/api/relatorios/${name}?formato=pdf`, { cookie: t.admin, body: { situacao: 'X', estabelecimentosIds: [] } });
      expect(recusado.json().fields.map((f: { field: string }) => f.field)).toEqual(['situacao']);
      // No establishment ticked: all of them.
      expect((await generateReport(t, t.admin, name, 'visualizar', { situacao: 'T', estabelecimentosIds: [] })).status, name).toBe('CONCLUIDO');
      const daNorte = (await get('/api/estabelecimentos?unpaged=true&resumido=true', t.norte)) as unknown as { id: number }[];
      // Company 1's establishment and cargo named by company 2: nothing of company 1 comes out.
      for (const estabelecimentosIds of [daNorte.map((e) => e.id), [own.estabelecimento]]) {
        const job = await generateReport(t, t.norte, name, 'visualizar', { situacao: 'T', estabelecimentosIds });
        expect(job.status, name).toBe('VAZIO');
      }
    }
  });
});

describe('demonstração', () => {
  it('a maioria dos talentos ativos tem uma avaliação das competências da sua faixa', async () => {
    const lista = await get('/api/colaboradores/configuracoes-niveis-competencia-colaborador?size=1');
    const ativos = await get('/api/colaboradores?situacao=A&size=1');
    expect(lista.totalElements).toBeGreaterThan(ativos.totalElements * 0.5);
    const [primeira] = lista.content as Json[];
    const lida = await get(`/api/colaboradores/${primeira!.$dono.id}/configuracoes-niveis-competencia-colaborador/${primeira!.id}`);
    expect(lida.competencias.length).toBeGreaterThanOrEqual(3);
    expect(lida.competencias[0]).toMatchObject({ nivelExigido: { id: expect.any(Number) }, peso: expect.any(Number), pesoExigido: expect.any(Number) });
  });
});

describe('sem configuração dos níveis', () => {
  it('a avaliação numa data sem configuração em vigor é recusada na data', async () => {
    // Last in the file: the demo's only configuration is removed.
    const [configuracao] = (await get('/api/niveis-competencia-historico?size=1')).content as { id: number }[];
    expect((await t.request('DELETE', `/api/niveis-competencia-historico/${configuracao!.id}`, { cookie: t.admin })).statusCode).toBe(204);
    expect(await fields(avaliacoes(own.davi), { data: '2025-07-01', competencias: [conhecimento(own.conhecimento, 'Bom'), habilidade(own.habilidade, 'Bom')] })).toEqual([
      { field: 'data', message: 'Não há configuração dos níveis de competência em vigor em 01/07/2025.' },
    ]);
  });
});
