/**
 * PGR, programa de gerenciamento de riscos (issue 17 item 8; spec 02 §2 /sst/pgr, §7 PGR): the
 * programme's rules, its content following the dates of the GHE history rows (a row counts while
 * in force on some day of the period), only groups meant for the PGR and only items that fill it,
 * the classification from the matrix, the list by period and place, the report in PDF and XLSX,
 * the demo and tenancy.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { classificacaoDaMatriz } from '../../modules/sst/grupos-homogeneos/condicoes';
import { RESPONSAVEL_SEM_CONTRATO } from '../../modules/sst/pgr/regras';
import { today } from '../../engine/validation/brazilian';
import { runInScope } from '../../server/db/tenant-context';
import { generateReport, reportPdfText, reportSheetRows } from '../support/report-jobs';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

type Json = Record<string, unknown>;
type Campo = { field: string; message: string };
type Linha = { grupoHomogeneo: { nome: string }; historico: { data: string; ate: string | null }; ambientes: string[]; risco: string; classificacao: string | null; epcs: string[]; epis: string[]; agente: string | null };
type Historico = { grupoHomogeneo: { nome: string }; historico: { data: string; ate: string | null }; ambientes: { nome: string }[]; riscos: { risco: string }[] };
const get = (url: string, cookie = t.admin) => t.request('GET', url, { cookie });
const send = (method: 'POST' | 'PUT', url: string, body: unknown, cookie = t.admin) => t.request(method, url, { cookie, body });
const escopo = { empresaId: 1, usuarioId: 1 };
const GHE = 'GHE PGR de teste';

async function criar(url: string, body: Json): Promise<Json & { id: number }> {
  const response = await send('POST', url, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const idDe = async (recurso: string, filtro: string) => ((await get(`/api/${recurso}?${filtro}`)).json().content as { id: number }[])[0]!.id;
const agente = (codigo: string) => ({ id: Number(codigo.replaceAll('.', '')) });

let estabelecimento: number;
let almoxarifado: number;
let posto: number;
let postoNome: string;
let responsavel: { id: number };
let ruido: { id: number };
let ergonomico: { id: number };
let possivel: { id: number };
let moderada: { id: number };
let epi: number;

/** An item that fills the PGR: qualitative, its probability and severity classified by the matrix. */
const itemPgr = (risco: { id: number }, more: Json = {}): Json => ({
  atividadePerigosaInsalubre: agente('09.01.001'),
  risco,
  tipoAvaliacao: '2',
  utilizaEpc: '0',
  utilizaEpi: '0',
  preencheRiscoPgr: true,
  probabilidadeRisco: possivel,
  gravidadeRisco: moderada,
  ...more,
});

const pgr = (more: Json = {}): Json => ({ descricao: 'PGR de teste', dataInicio: '2025-03-01', dataFim: '2025-12-31', localAmbiente: 1, estabelecimentosIds: [estabelecimento], responsavel, ...more });
const lista = async (query: string, cookie = t.admin) => {
  const response = await get(`/api/pgr/lista?${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Linha[];
};
const doGrupo = (linhas: Linha[]) => linhas.filter((l) => l.grupoHomogeneo.nome === GHE);

beforeAll(async () => {
  estabelecimento = await idDe('estabelecimentos', 'nome=Matriz Fortaleza');
  almoxarifado = await idDe('ambientes', 'nomeAmbiente=Almoxarifado');
  ({ id: posto, nomeAmbiente: postoNome } = ((await get('/api/ambientes?nomeAmbiente=Posto%20de%20enfermagem')).json().content as { id: number; nomeAmbiente: string }[])[0]!);
  responsavel = { id: await idDe('profissionais', 'nome=Helena Prado') };
  ruido = { id: await idDe('riscos', 'descricao=Ruído contínuo') };
  ergonomico = { id: await idDe('riscos', 'descricao=Levantamento e transporte') };
  possivel = { id: await idDe('probabilidades-risco', 'nome=Possível') };
  moderada = { id: await idDe('gravidades-risco', 'nome=Moderada') };
  epi = await idDe('epis', 'nome=Protetor auricular');
  // One group meant for the PGR with three dated rows, and one meant for the eSocial only.
  const ghe = await criar('/api/grupos-homogeneos', { nome: GHE, finalidade: 'PGR', localAmbienteGrupoHomogeneo: 1, estabelecimentosIds: [estabelecimento] });
  const historicos = `/api/grupos-homogeneos/${ghe.id}/historicos-grupos-homogeneos`;
  const jan = await criar(historicos, { data: '2025-01-01', ambientes: [almoxarifado] });
  const jul = await criar(historicos, { data: '2025-07-01', ambientes: [posto] });
  const prox = await criar(historicos, { data: '2026-01-01', ambientes: [almoxarifado] });
  await criar(`/api/historicos-grupos-homogeneos/${jan.id}/condicoes-ambientais`, itemPgr(ruido, { utilizaEpi: '2', epiEficaz: 'S', epis: [epi], medProtecao: 'S', condFuncto: 'S', usoInint: 'S', przValid: 'S', periodicTroca: 'S', higienizacao: 'S' }));
  await criar(`/api/historicos-grupos-homogeneos/${jul.id}/condicoes-ambientais`, itemPgr(ergonomico));
  // Not filling the PGR: never in it.
  await criar(`/api/historicos-grupos-homogeneos/${jul.id}/condicoes-ambientais`, { atividadePerigosaInsalubre: agente('02.01.001'), risco: ruido, tipoAvaliacao: '2', utilizaEpc: '0', utilizaEpi: '0', descricao: 'Fora do PGR' });
  await criar(`/api/historicos-grupos-homogeneos/${prox.id}/condicoes-ambientais`, itemPgr(ruido, { descricao: 'Linha de 2026' }));
  const esocial = await criar('/api/grupos-homogeneos', { nome: 'GHE só eSocial', finalidade: 'eSocial', localAmbienteGrupoHomogeneo: 1, estabelecimentosIds: [estabelecimento] });
  const linha = await criar(`/api/grupos-homogeneos/${esocial.id}/historicos-grupos-homogeneos`, { data: '2025-01-01', ambientes: [almoxarifado] });
  await criar(`/api/historicos-grupos-homogeneos/${linha.id}/condicoes-ambientais`, itemPgr(ruido));
});

describe('PGR: cadastro', () => {
  it('campos obrigatórios, período e estabelecimentos ou obras pelo local', async () => {
    const vazio = await send('POST', '/api/pgr', { localAmbiente: 1 });
    expect(vazio.statusCode).toBe(400);
    expect((vazio.json().fields as Campo[]).map((c) => c.field).sort()).toEqual(['dataFim', 'dataInicio', 'descricao', 'estabelecimentosIds', 'responsavel']);
    const invertido = await send('POST', '/api/pgr', pgr({ dataInicio: '2025-12-31', dataFim: '2025-01-01' }));
    expect(invertido.json().fields).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }]);
    const obras = await send('POST', '/api/pgr', pgr({ localAmbiente: 2 }));
    expect(obras.json().fields).toEqual([{ field: 'obrasIds', message: 'Obras são obrigatórias' }]);
  });

  it('o responsável técnico tem contrato com a empresa em algum dia do período', async () => {
    const semContrato = await criar('/api/profissionais', { nome: 'Eng. Sem Contrato', orgaoDeClasse: 3, numeroInscricao: '998877' });
    const recusa = await send('POST', '/api/pgr', pgr({ responsavel: { id: semContrato.id } }));
    expect(recusa.statusCode).toBe(400);
    expect(recusa.json().fields).toEqual([{ field: 'responsavel', message: RESPONSAVEL_SEM_CONTRATO }]);
    // A contract that ended before the period does not count; one that reaches into it does.
    await criar(`/api/profissionais/${semContrato.id}/contratos`, { tipoContrato: 'REGISTROS_AMBIENTAIS', inicio: '2020-01-01', fim: '2025-02-28', estabelecimentoResponsavel: 'TODOS' });
    expect((await send('POST', '/api/pgr', pgr({ responsavel: { id: semContrato.id } }))).statusCode).toBe(400);
    await criar(`/api/profissionais/${semContrato.id}/contratos`, { tipoContrato: 'REGISTROS_AMBIENTAIS', inicio: '2025-12-01', estabelecimentoResponsavel: 'TODOS' });
    expect((await send('POST', '/api/pgr', pgr({ descricao: 'PGR com engenheiro', responsavel: { id: semContrato.id } }))).statusCode).toBe(201);
  });
});

describe('PGR: conteúdo pelas datas dos históricos dos GHE', () => {
  it('as linhas em vigor em algum dia do período, cada uma até a véspera da seguinte', async () => {
    const ano = doGrupo(await lista(`dataIni=2025-03-01&dataFim=2025-12-31&localAmbiente=1&estabelecimentosIds=${estabelecimento}`));
    expect(ano.map((l) => [l.historico.data, l.historico.ate, l.ambientes, l.risco])).toEqual([
      ['2025-01-01', '2025-06-30', ['Almoxarifado'], expect.stringContaining('Ruído contínuo')],
      ['2025-07-01', '2025-12-31', [postoNome], expect.stringContaining('Levantamento e transporte')],
    ]);
    // Inside the second row only; from the last row's date on, only it.
    expect(doGrupo(await lista('dataIni=2025-08-01&dataFim=2025-09-30&localAmbiente=1')).map((l) => l.historico.data)).toEqual(['2025-07-01']);
    expect(doGrupo(await lista('dataIni=2026-02-01&dataFim=2026-03-01&localAmbiente=1')).map((l) => [l.historico.data, l.historico.ate])).toEqual([['2026-01-01', null]]);
    // Before the first row, nothing.
    expect(doGrupo(await lista('dataIni=2024-01-01&dataFim=2024-12-31&localAmbiente=1'))).toEqual([]);
  });

  it('só GHE de finalidade PGR ou eSocial e PGR, do local e dos lugares escolhidos, e só itens que preenchem o PGR', async () => {
    const linhas = await lista('dataIni=2025-03-01&dataFim=2025-12-31&localAmbiente=1');
    const grupos = new Set(linhas.map((l) => l.grupoHomogeneo.nome));
    expect(grupos).toContain(GHE);
    expect(grupos).toContain('GHE 01 - Logística e almoxarifado');
    expect(grupos).not.toContain('GHE só eSocial');
    expect(JSON.stringify(linhas)).not.toContain('Fora do PGR');
    expect(await lista('dataIni=2025-03-01&dataFim=2025-12-31&localAmbiente=2')).toEqual([]);
    expect(await lista('dataIni=2025-03-01&dataFim=2025-12-31&localAmbiente=1&estabelecimentosIds=999999')).toEqual([]);
    expect((await get('/api/pgr/lista?dataIni=2025-03-01&localAmbiente=1')).statusCode).toBe(400);
  });

  it('a classificação é a da matriz para a probabilidade e a gravidade; EPI pelo nome', async () => {
    const [janeiro] = doGrupo(await lista('dataIni=2025-03-01&dataFim=2025-03-31&localAmbiente=1'));
    const daMatriz = await runInScope(escopo, () => classificacaoDaMatriz(t.engine.db, escopo, possivel.id, moderada.id));
    expect(daMatriz).toBeTruthy();
    expect(janeiro).toMatchObject({ classificacao: daMatriz, agente: expect.stringMatching(/^09\.01\.001 - Ausência/), epis: [expect.stringContaining('Protetor auricular')] });
  });

  it('último histórico de cada GHE do PGR: a última linha em vigor no período', async () => {
    const salvo = await criar('/api/pgr', pgr());
    const response = await get(`/api/pgr/ultimo-historico-grupo-homogeneo?pgrId=${salvo.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const meu = (response.json() as Historico[]).find((h) => h.grupoHomogeneo.nome === GHE)!;
    expect(meu.historico).toEqual({ id: expect.any(Number), data: '2025-07-01', ate: '2025-12-31' });
    expect(meu.ambientes.map((a) => a.nome)).toEqual([postoNome]);
    expect(meu.riscos.map((r) => r.risco)).toEqual([expect.stringContaining('Levantamento e transporte')]);
  });
});

describe('PGR: relatório', () => {
  it('PDF com a capa no título, cada GHE com os ambientes e a tabela de riscos classificados', async () => {
    const salvo = await criar('/api/pgr', pgr({ descricao: 'PGR impresso' }));
    const texto = await reportPdfText(t, t.admin, 'pgr', { pgr: { id: salvo.id } });
    expect(texto).toContain('PGR - Programa de Gerenciamento de Riscos');
    expect(texto).toContain('PGR impresso (01/03/2025 a 31/12/2025)');
    expect(texto).toContain('Responsável técnico: Dra. Helena Prado');
    expect(texto).toContain(`GHE: ${GHE} — Ambientes: Almoxarifado`);
    expect(texto).toContain(`GHE: ${GHE} — Ambientes: ${postoNome}`);
    expect(texto).toContain('01/07/2025');
    expect(texto).toContain('Levantamento e transporte');
    expect(texto).not.toContain('Linha de 2026');
    expect(texto).not.toContain('Fora do PGR');
    expect(texto).not.toContain('GHE só eSocial');
    const daMatriz = await runInScope(escopo, () => classificacaoDaMatriz(t.engine.db, escopo, possivel.id, moderada.id));
    expect(texto).toContain(daMatriz!);
    const linhas = (await reportSheetRows(t, t.admin, 'pgr', { pgr: { id: salvo.id } })).flat().join(' ');
    expect(linhas).toContain('Protetor auricular');
    expect(linhas).toContain('Levantamento e transporte');
    expect(linhas).not.toContain('Linha de 2026');
    // The agent once, by Tabela 24's text (which starts with its code).
    expect(linhas).toContain('09.01.001 - Ausência de agente nocivo');
    expect(linhas).not.toContain('09.01.001 - 09.01.001');
  });

  it('sem PGR escolhido, recusa no campo', async () => {
    const response = await send('POST', '/api/relatorios/pgr?formato=pdf', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'pgr', message: expect.any(String) }]);
  });
});

describe('PGR: demonstração e empresas', () => {
  it('a demonstração tem um PGR do ano sobre os GHE da Matriz Fortaleza', async () => {
    const ano = today().slice(0, 4);
    const demo = (await get(`/api/pgr?descricao=PGR%20${ano}`)).json().content as { id: number; dataInicio: string; dataFim: string }[];
    expect(demo).toHaveLength(1);
    expect(demo[0]).toMatchObject({ dataInicio: `${ano}-01-01`, dataFim: `${ano}-12-31` });
    const grupos = (await get(`/api/pgr/ultimo-historico-grupo-homogeneo?pgrId=${demo[0]!.id}`)).json() as Historico[];
    expect(grupos.map((g) => g.grupoHomogeneo.nome)).toContain('GHE 01 - Logística e almoxarifado');
    expect(grupos.find((g) => g.grupoHomogeneo.nome.startsWith('GHE 01'))!.riscos.length).toBeGreaterThan(0);
  });

  it('outra empresa não vê os PGR, o conteúdo nem os riscos desta', async () => {
    const salvo = await criar('/api/pgr', pgr({ descricao: 'PGR só da matriz' }));
    expect((await get('/api/pgr', t.norte)).json().content).toEqual([]);
    expect((await get(`/api/pgr/${salvo.id}`, t.norte)).statusCode).toBe(404);
    expect((await get(`/api/pgr/ultimo-historico-grupo-homogeneo?pgrId=${salvo.id}`, t.norte)).statusCode).toBe(404);
    expect(await lista('dataIni=2025-03-01&dataFim=2025-12-31&localAmbiente=1', t.norte)).toEqual([]);
    // The other company's report reads nothing of this one: its PGR is not found there.
    expect((await generateReport(t, t.norte, 'pgr', 'pdf', { pgr: { id: salvo.id } })).status).toBe('VAZIO');
  });
});
