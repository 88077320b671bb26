/**
 * Ocorrências and the talent's documents (issue 16 items 1 and 5, report of item 6): the types'
 * and providências' rules, an occurrence's dates and the copy of where its talent was, the
 * providência registered afterwards, the list's filters, the counts by providência against
 * hand-counted occurrences, the documents under the talent, the report in PDF and XLSX, and
 * nothing of it for another company.
 */
import ExcelJS from 'exceljs';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_REPORT_MESSAGE } from '../../engine/report/api';
import { formatDate } from '../../engine/format/dates';
import { shiftDate } from '../../engine/report/defaults';
import { daysAfter, today } from '../../engine/validation/brazilian';
import { multipart } from '../support/multipart';
import { pdfText } from '../support/pdf-text';
import { downloadReport, generateReport } from '../support/report-jobs';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
type Json = Record<string, any>;
/** A reference to a record this file made (its id is set by then). */
const ref = (id: number | undefined) => ({ id: id! });
const dia = (days: number) => daysAfter(today(), days);
const ids: Record<string, number> = {};

async function post(url: string, body: unknown, cookie = t.admin): Promise<Json> {
  const response = await t.request('POST', url, { cookie, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The field messages of a refused write. */
async function refused(method: string, url: string, body: unknown): Promise<Record<string, string>> {
  const response = await t.request(method, url, { cookie: t.admin, body });
  expect(response.statusCode, response.body).toBe(400);
  return Object.fromEntries((response.json().fields as { field: string; message: string }[]).map((f) => [f.field, f.message]));
}

const ocorrencia = (colaborador: number | undefined, tipo: number | undefined, dataIni: string, extra: Json = {}) =>
  post('/api/colaboradores-ocorrencias', { colaborador: ref(colaborador), tipoOcorrencia: ref(tipo), dataIni, ...extra });

beforeAll(async () => {
  const first = async (resource: string) => ((await t.request('GET', `/api/${resource}?size=1`, { cookie: t.admin })).json().content as { id: number }[])[0]!.id;
  ids.estabelecimento = await first('estabelecimentos');
  ids.cargo = await first('cargos');
  ids.area = (await post('/api/areas-organizacionais', { nome: 'Área Ocorrências' })).id;
  ids.outraArea = (await post('/api/areas-organizacionais', { nome: 'Área Ocorrências Dois' })).id;
  const talento = async (nome: string, area: number | undefined) =>
    (await post('/api/colaboradores', { nome, cpf: generateCpf(), matricula: String(900000 + Object.keys(ids).length), dataAdmissao: '2024-01-01', estabelecimento: ref(ids.estabelecimento!), areaOrganizacional: ref(area), cargo: ref(ids.cargo!), salario: 3000 })).id;
  ids.ana = await talento('Ana Ocorrência', ids.area);
  ids.bia = await talento('Bia Ocorrência', ids.area);
  ids.caio = await talento('Caio Ocorrência', ids.outraArea);
  ids.atraso = (await post('/api/tipo-ocorrencia', { descricao: 'Atraso de teste', gravidade: 1 })).id;
  ids.falta = (await post('/api/tipo-ocorrencia', { descricao: 'Falta de teste', gravidade: 2 })).id;
  ids.inativo = (await post('/api/tipo-ocorrencia', { descricao: 'Tipo inativo de teste', ativo: false })).id;
  ids.conversa = (await post('/api/providencias', { descricao: 'Conversa de teste' })).id;
  ids.advertencia = (await post('/api/providencias', { descricao: 'Advertência de teste' })).id;
  // The hand-counted period, in the área of Ana and Bia: 3 conversas, 2 advertências, 1 without (and one before the period, one in Caio's área).
  const com = (providencia: number | undefined) => ({ providencia: ref(providencia) });
  await ocorrencia(ids.ana, ids.atraso, dia(-20), com(ids.conversa));
  await ocorrencia(ids.ana, ids.atraso, dia(-15), com(ids.conversa));
  await ocorrencia(ids.bia, ids.falta, dia(-10), com(ids.conversa));
  await ocorrencia(ids.bia, ids.falta, dia(-5), com(ids.advertencia));
  await ocorrencia(ids.ana, ids.falta, dia(-2), { ...com(ids.advertencia), dataFim: dia(-1), observacao: 'Faltou dois dias seguidos.' });
  ids.semProvidencia = (await ocorrencia(ids.bia, ids.atraso, dia(-1))).id;
  await ocorrencia(ids.ana, ids.atraso, dia(-90), com(ids.conversa));
  await ocorrencia(ids.caio, ids.atraso, dia(-3), com(ids.advertencia));
});

describe('tipos de ocorrência e providências', () => {
  it('a descrição é obrigatória e única na empresa, com mensagem clara', async () => {
    expect(await refused('POST', '/api/tipo-ocorrencia', { descricao: '  ' })).toEqual({ descricao: 'Descrição é obrigatória' });
    expect(await refused('POST', '/api/tipo-ocorrencia', { descricao: 'Atraso de teste' })).toEqual({ descricao: 'Já existe um tipo de ocorrência com esta descrição.' });
    expect(await refused('POST', '/api/providencias', { descricao: 'Conversa de teste' })).toEqual({ descricao: 'Já existe uma providência com esta descrição.' });
    await post('/api/tipo-documento', { descricao: 'Tipo de documento repetido' });
    expect(await refused('POST', '/api/tipo-documento', { descricao: 'Tipo de documento repetido' })).toEqual({ descricao: 'Já existe um tipo de documento com esta descrição.' });
  });

  it('outra empresa pode ter um tipo com a mesma descrição', async () => {
    await post('/api/tipo-ocorrencia', { descricao: 'Atraso de teste' }, t.norte);
  });
});

describe('ocorrências do talento', () => {
  it('talento, tipo e data de início obrigatórios; a data final não antes da inicial', async () => {
    expect(await refused('POST', '/api/colaboradores-ocorrencias', {})).toEqual({ colaborador: 'Talento é obrigatório', tipoOcorrencia: 'Tipo de ocorrência é obrigatório', dataIni: 'Data de início é obrigatória' });
    expect(await refused('POST', '/api/colaboradores-ocorrencias', { colaborador: ref(ids.ana!), tipoOcorrencia: ref(ids.atraso!), dataIni: dia(-3), dataFim: dia(-4) })).toEqual({
      dataFim: 'Data final inferior a data inicial.',
    });
  });

  it('um tipo inativo não serve para uma ocorrência nova', async () => {
    expect(await refused('POST', '/api/colaboradores-ocorrencias', { colaborador: ref(ids.ana!), tipoOcorrencia: ref(ids.inativo!), dataIni: dia(-3) })).toEqual({
      tipoOcorrencia: 'O tipo de ocorrência está inativo.',
    });
  });

  it('guarda o estabelecimento, a área e o cargo do talento quando registrada, mesmo depois de uma transferência', async () => {
    const talento = await post('/api/colaboradores', { nome: 'Dora Transferida', cpf: generateCpf(), matricula: '909999', dataAdmissao: '2024-01-01', estabelecimento: ref(ids.estabelecimento!), areaOrganizacional: ref(ids.area!), cargo: ref(ids.cargo!), salario: 3000 });
    const criada = await ocorrencia(talento.id, ids.atraso!, dia(-200));
    expect(criada).toMatchObject({ estabelecimento: { id: ids.estabelecimento }, areaOrganizacional: { id: ids.area }, cargo: { id: ids.cargo } });
    // The transfer, as Cargos e Salários records it: a history entry from today.
    const historicos = (await t.request('GET', `/api/colaboradores/${talento.id}/historicos`, { cookie: t.admin })).json() as Json[];
    const { id: _id, version: _version, createdAt: _createdAt, updatedAt: _updatedAt, ...atual } = historicos[0]!;
    await post(`/api/colaboradores/${talento.id}/historicos`, { ...atual, data: today(), motivo: 'T', areaOrganizacional: ref(ids.outraArea) });
    expect((await t.request('GET', `/api/colaboradores/${talento.id}`, { cookie: t.admin })).json().areaOrganizacional).toMatchObject({ id: ids.outraArea });
    const lida = (await t.request('GET', `/api/colaboradores-ocorrencias/${criada.id}`, { cookie: t.admin })).json();
    const alterada = await t.request('PATCH', `/api/colaboradores-ocorrencias/${criada.id}`, { cookie: t.admin, body: { version: lida.version, observacao: 'Revista.', areaOrganizacional: ref(ids.outraArea!) } });
    expect(alterada.statusCode, alterada.body).toBe(200);
    expect(alterada.json()).toMatchObject({ observacao: 'Revista.', areaOrganizacional: { id: ids.area } });
    await t.request('DELETE', `/api/colaboradores-ocorrencias/${criada.id}`, { cookie: t.admin });
  });

  it('a providência é registrada depois pela ação e pode ser trocada', async () => {
    const url = `/api/colaboradores-ocorrencias/${ids.semProvidencia}/providencia`;
    expect(await refused('PUT', url, {})).toEqual({ providencia: 'Providência é obrigatória' });
    const registrada = await t.request('PUT', url, { cookie: t.admin, body: { providencia: ref(ids.conversa!) } });
    expect(registrada.statusCode, registrada.body).toBe(200);
    const lida = () => t.request('GET', `/api/colaboradores-ocorrencias/${ids.semProvidencia}`, { cookie: t.admin }).then((r) => r.json());
    expect((await lida()).providencia).toMatchObject({ id: ids.conversa });
    expect((await t.request('PUT', url, { cookie: t.admin, body: { providencia: ref(ids.advertencia!) } })).statusCode).toBe(200);
    expect((await lida()).providencia).toMatchObject({ id: ids.advertencia });
    // Back to none, for the counts below.
    const atual = await lida();
    expect((await t.request('PATCH', `/api/colaboradores-ocorrencias/${ids.semProvidencia}`, { cookie: t.admin, body: { version: atual.version, providencia: null } })).statusCode).toBe(200);
  });

  it('a lista filtra por período, talento, tipo, área, cargo, estabelecimento e providência', async () => {
    const lista = async (query: string) =>
      ((await t.request('GET', `/api/colaboradores-ocorrencias?size=50&sort=dataIni,asc&${query}`, { cookie: t.admin })).json().content as Json[]).map((o) => `${o.colaborador.nome.split(' ')[0]} ${o.dataIni}`);
    const area = `areaOrganizacionalId=${ids.area}`;
    expect(await lista(`${area}&periodoIni=${dia(-30)}&periodoFim=${today()}`)).toEqual([
      `Ana ${dia(-20)}`,
      `Ana ${dia(-15)}`,
      `Bia ${dia(-10)}`,
      `Bia ${dia(-5)}`,
      `Ana ${dia(-2)}`,
      `Bia ${dia(-1)}`,
    ]);
    expect(await lista(`${area}&providenciaTomada=S&periodoIni=${dia(-30)}`)).toEqual([`Bia ${dia(-1)}`]);
    expect(await lista(`${area}&providenciaTomada=C&tipoOcorrenciaId=${ids.falta}`)).toEqual([`Bia ${dia(-10)}`, `Bia ${dia(-5)}`, `Ana ${dia(-2)}`]);
    expect(await lista(`colaboradorId=${ids.caio}&cargoId=${ids.cargo}&estabelecimentoId=${ids.estabelecimento}`)).toEqual([`Caio ${dia(-3)}`]);
    expect(await lista(`colaboradorId=${ids.ana}&periodoFim=${dia(-30)}`)).toEqual([`Ana ${dia(-90)}`]);
  });
});

describe('por-periodo-providencias', () => {
  const contar = (query: string, cookie = t.admin) => t.request('GET', `/api/colaboradores-ocorrencias/por-periodo-providencias?${query}`, { cookie });

  it('conta as ocorrências do período por providência, a mais tomada primeiro', async () => {
    const response = await contar(`dataIni=${dia(-30)}&dataFim=${today()}&areasIds=${ids.area}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      dataIni: dia(-30),
      dataFim: today(),
      itens: [
        { providenciaId: ids.conversa, providencia: 'Conversa de teste', quantidade: 3 },
        { providenciaId: ids.advertencia, providencia: 'Advertência de teste', quantidade: 2 },
      ],
      semProvidencia: 1,
      total: 6,
    });
  });

  it('áreas, cargos e estabelecimentos somam; qtdItens corta a lista; o período padrão é o último mês', async () => {
    const duasAreas = (await contar(`dataIni=${dia(-30)}&dataFim=${today()}&areasIds=${ids.area},${ids.outraArea}&cargosIds=${ids.cargo}&estabelecimentosIds=${ids.estabelecimento}&qtdItens=1`)).json();
    expect(duasAreas.itens).toEqual([{ providenciaId: ids.advertencia, providencia: 'Advertência de teste', quantidade: 3 }]);
    expect(duasAreas.total).toBe(7);
    const padrao = (await contar(`areasIds=${ids.area}`)).json();
    expect(padrao).toMatchObject({ dataIni: shiftDate(today(), { months: -1 }), dataFim: today(), total: 6 });
    expect((await contar(`dataIni=${dia(-100)}&dataFim=${dia(-80)}&areasIds=${ids.area}`)).json()).toMatchObject({ itens: [{ providenciaId: ids.conversa, quantidade: 1 }], total: 1 });
  });

  it('data final antes da inicial e listas inválidas são recusadas no campo', async () => {
    const antes = await contar(`dataIni=${today()}&dataFim=${dia(-1)}`);
    expect(antes.statusCode).toBe(400);
    expect(antes.json().fields).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }]);
    const lista = await contar('areasIds=um,dois');
    expect(lista.statusCode).toBe(400);
    expect(lista.json().fields[0].field).toBe('areasIds');
  });

  it('outra empresa não conta as ocorrências desta', async () => {
    expect((await contar(`dataIni=${dia(-30)}&dataFim=${today()}&areasIds=${ids.area}`, t.norte)).json()).toMatchObject({ itens: [], semProvidencia: 0, total: 0 });
  });
});

describe('documentos do talento', () => {
  const enviar = (talento: number | undefined, fields: Record<string, string>, file?: { name: string; bytes: Buffer }, cookie = t.admin) => {
    const body = multipart(fields, file);
    return t.app.inject({ method: 'POST', url: `/api/colaboradores/${talento}/documentos-colaborador`, payload: body.payload, headers: { ...body.headers, cookie } });
  };
  const arquivo = { name: 'contrato.txt', bytes: Buffer.from('Contrato de trabalho da Ana.\n') };

  beforeAll(async () => {
    ids.contrato = (await post('/api/tipo-documento', { descricao: 'Contrato de teste' })).id;
    ids.tipoDocInativo = (await post('/api/tipo-documento', { descricao: 'Documento antigo de teste', ativo: false })).id;
  });

  it('anexa com tipo, data e validade; lista e baixa o arquivo', async () => {
    const enviado = await enviar(ids.ana!, { tipoDocumento: String(ids.contrato), descricao: 'Contrato assinado', data: dia(-5), validade: dia(360) }, arquivo);
    expect(enviado.statusCode, enviado.body).toBe(201);
    ids.documento = enviado.json().id;
    const lista = (await t.request('GET', `/api/colaboradores/${ids.ana}/documentos-colaborador`, { cookie: t.admin })).json();
    expect(lista).toEqual([expect.objectContaining({ descricao: 'Contrato assinado', data: dia(-5), validade: dia(360), arquivoNome: 'contrato.txt', tipoDocumento: expect.objectContaining({ id: ids.contrato }) })]);
    const baixado = await t.request('GET', `/api/colaboradores/${ids.ana}/documentos-colaborador/${ids.documento}/download`, { cookie: t.admin });
    expect(baixado.statusCode).toBe(200);
    expect(baixado.body).toBe('Contrato de trabalho da Ana.\n');
  });

  it('tipo, descrição, data e arquivo obrigatórios; validade não antes da data; tipo inativo recusado', async () => {
    const semNada = await enviar(ids.ana!, {}, arquivo);
    expect(semNada.statusCode).toBe(400);
    const campos = (r: { json(): Json }) => Object.fromEntries((r.json().fields as Json[]).map((f) => [f.field, f.message]));
    expect(campos(semNada)).toMatchObject({ tipoDocumento: 'Tipo de documento é obrigatório', descricao: 'Descrição é obrigatória', data: 'Data é obrigatória' });
    const vencida = await enviar(ids.ana!, { tipoDocumento: String(ids.contrato), descricao: 'Atestado', data: dia(-5), validade: dia(-6) }, arquivo);
    expect(campos(vencida)).toEqual({ validade: 'Validade inferior à data do documento.' });
    const inativo = await enviar(ids.ana!, { tipoDocumento: String(ids.tipoDocInativo), descricao: 'Antigo', data: dia(-5) }, arquivo);
    expect(campos(inativo)).toEqual({ tipoDocumento: 'O tipo de documento está inativo.' });
  });

  it('outra empresa não lista, não baixa nem anexa aos talentos desta (404)', async () => {
    expect((await t.request('GET', `/api/colaboradores/${ids.ana}/documentos-colaborador`, { cookie: t.norte })).statusCode).toBe(404);
    expect((await t.request('GET', `/api/colaboradores/${ids.ana}/documentos-colaborador/${ids.documento}/download`, { cookie: t.norte })).statusCode).toBe(404);
    expect((await t.request('DELETE', `/api/colaboradores/${ids.ana}/documentos-colaborador/${ids.documento}`, { cookie: t.norte })).statusCode).toBe(404);
    // A body the other company could send for a talent of its own: only the talent is not its.
    const tipoNorte = (await post('/api/tipo-documento', { descricao: 'Contrato da Filial' }, t.norte)).id;
    const intruso = await enviar(ids.ana!, { tipoDocumento: String(tipoNorte), descricao: 'Intruso', data: dia(-1) }, arquivo, t.norte);
    expect(intruso.statusCode, intruso.body).toBe(404);
  });
});

describe('outra empresa e as ocorrências', () => {
  it('não lê, não altera nem registra providência nas ocorrências desta, nem as cria para os talentos desta', async () => {
    expect((await t.request('GET', `/api/colaboradores-ocorrencias/${ids.semProvidencia}`, { cookie: t.norte })).statusCode).toBe(404);
    expect((await t.request('PUT', `/api/colaboradores-ocorrencias/${ids.semProvidencia}/providencia`, { cookie: t.norte, body: { providencia: ref(ids.conversa!) } })).statusCode).toBe(404);
    expect((await t.request('DELETE', `/api/colaboradores-ocorrencias/${ids.semProvidencia}`, { cookie: t.norte })).statusCode).toBe(404);
    const lista = (await t.request('GET', `/api/colaboradores-ocorrencias?size=100&colaboradorId=${ids.ana}`, { cookie: t.norte })).json();
    expect(lista.content).toEqual([]);
    const tipoNorte = (await t.request('GET', '/api/tipo-ocorrencia?descricao=Atraso de teste', { cookie: t.norte })).json().content[0].id;
    const criada = await t.request('POST', '/api/colaboradores-ocorrencias', { cookie: t.norte, body: { colaborador: ref(ids.ana!), tipoOcorrencia: ref(tipoNorte), dataIni: dia(-1) } });
    expect(criada.statusCode).toBe(400);
  });
});

describe('relatório Ocorrências', () => {
  const doFiltro = () => ({ dataIni: dia(-30), dataFim: today(), areasIds: [ids.area!] });

  it('PDF: agrupado por talento, com as ocorrências e providências do período', async () => {
    const job = await generateReport(t, t.admin, 'ocorrencias', 'pdf', doFiltro());
    expect(job.status, job.mensagem).toBe('CONCLUIDO');
    const texto = pdfText((await downloadReport(t, t.admin, job.id)).rawPayload);
    expect(texto).toContain('Ocorrências');
    expect(texto).toMatch(/Talento: Ana Ocorrência/);
    expect(texto).toMatch(/Talento: Bia Ocorrência/);
    expect(texto).not.toContain('Caio Ocorrência');
    expect(texto).toContain(formatDate(dia(-20)));
    expect(texto).not.toContain(formatDate(dia(-90)));
    expect(texto).toContain('Faltou dois dias seguidos.');
    expect(texto).toContain('Sem providência');
    expect(texto).toContain('Total de ocorrências geral: 6');
  });

  it('XLSX: uma linha por ocorrência com tipo, datas e providência', async () => {
    const job = await generateReport(t, t.admin, 'ocorrencias', 'xlsx', { ...doFiltro(), tiposIds: [ids.falta!] });
    expect(job.status, job.mensagem).toBe('CONCLUIDO');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await downloadReport(t, t.admin, job.id)).rawPayload as never);
    const linhas: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => linhas.push((row.values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? ''))).join(' | ')));
    const ocorrencias = linhas.filter((l) => l.startsWith('Falta de teste'));
    expect(ocorrencias).toHaveLength(3);
    expect(ocorrencias.join('\n')).toContain('Advertência de teste');
    expect(linhas.some((l) => l.includes('Bia Ocorrência'))).toBe(true);
  });

  it('sem dados: "Não existem dados para o filtro informado."; data final antes da inicial recusada', async () => {
    expect(await generateReport(t, t.admin, 'ocorrencias', 'pdf', { dataIni: dia(-400), dataFim: dia(-380), areasIds: [ids.area!] })).toMatchObject({ status: 'VAZIO', mensagem: EMPTY_REPORT_MESSAGE });
    expect(EMPTY_REPORT_MESSAGE).toBe('Não existem dados para o filtro informado.');
    const response = await t.request('POST', '/api/relatorios/ocorrencias?formato=pdf', { cookie: t.admin, body: { dataIni: today(), dataFim: dia(-1) } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }]);
  });

  it('o filtro padrão vai de um mês atrás até hoje, e mostra a demonstração', async () => {
    const meta = ((await t.request('GET', '/api/meta/relatorios', { cookie: t.admin })).json() as Json[]).find((r) => r.name === 'ocorrencias')!;
    expect(meta.filter.properties.dataFim.default).toBe(today());
    expect(meta.filter.properties.dataIni.default).toBe(shiftDate(today(), { months: -1 }));
    const job = await generateReport(t, t.admin, 'ocorrencias', 'visualizar', { dataIni: meta.filter.properties.dataIni.default, dataFim: today() });
    expect(job.status, job.mensagem).toBe('CONCLUIDO');
  });
});
