/**
 * The recruitment reports over personnel requests (vaga-motivo, duracao-vaga,
 * qualificacao-cadastral-solicitacao-pessoal) and the job descriptions (cargo), on the demo
 * data, whose dates are relative to the day it was created: PDF text, XLSX read back,
 * preview lines, the empty result, the filter messages, and another company's data.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_REPORT_MESSAGE, type ReportMeta } from '../../engine/report/api';
import { columnOf } from '../../engine/table/derive';
import { shiftDate } from '../../engine/report/defaults';
import { today } from '../../engine/validation/brazilian';
import { formatDate } from '../../engine/format/dates';
import { downloadReport, generateReport, reportPdfText } from '../support/report-jobs';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const ids: Record<string, Record<string, number>> = {};

/** Ids by name of a company's records of a resource. */
async function idsByName(cookie: string, resource: string): Promise<Record<string, number>> {
  const rows = (await t.request('GET', `/api/${resource}?unpaged=true&resumido=true`, { cookie })).json() as { id: number; nome?: string; descricao?: string }[];
  return Object.fromEntries(rows.map((r) => [r.nome ?? r.descricao ?? String(r.id), r.id]));
}

beforeAll(async () => {
  for (const resource of ['areas-organizacionais', 'cargos', 'grupos-ocupacionais', 'motivos-solicitacao']) ids[resource] = await idsByName(t.admin, resource);
});

const all = (resource: string) => Object.values(ids[resource]!);
const dia = (days: number) => formatDate(shiftDate(today(), { days }));
const seisMeses = () => ({ dataIni: shiftDate(today(), { months: -6 }), dataFim: today() });

const pdf = (name: string, body: unknown, cookie = t.admin) => reportPdfText(t, cookie, name, body);

/** The values of a preview's rows (no groups, totals or details). */
const rowsOf = (page: { content: { kind: string; values?: unknown[] }[] }) => page.content.filter((l) => l.kind === 'row').map((l) => l.values!);

async function preview(name: string, body: unknown, cookie = t.admin) {
  const job = await generateReport(t, cookie, name, 'visualizar', body);
  expect(job.status, job.mensagem).toBe('CONCLUIDO');
  return (await t.request('GET', `/api/relatorios/tarefas/${job.id}/linhas?size=100`, { cookie })).json();
}

/** Company 1's configuration, straight in its row (the t.admin screen is not what is tested here). */
async function setConfig(values: Record<string, boolean>): Promise<void> {
  const empresa = t.engine.registry.get('empresa');
  for (const [key, value] of Object.entries(values)) {
    await sql`update empresa set ${sql.id(columnOf(empresa, key))} = ${value} where id = 1`.execute(t.engine.database.owner);
  }
}

describe('relatórios da captação', () => {
  it('declarados com rota, menu, autoridade e os padrões de período de hoje', async () => {
    const meta = (await t.request('GET', '/api/meta/relatorios', { cookie: t.admin })).json() as ReportMeta[];
    const byName = Object.fromEntries(meta.map((r) => [r.name, r]));
    expect(byName['vaga-motivo']).toMatchObject({ route: '/captacao/relatorios/vaga-motivo', authorities: ['ROLE_REL_VAGA_MOTIVO'], can: { read: true } });
    expect(byName['duracao-vaga']!.route).toBe('/captacao/relatorios/duracao-vaga');
    expect(byName['qualificacao-cadastral-solicitacao-pessoal']!.route).toBe('/captacao/relatorios/qualificacao-cadastral-solicitacao-pessoal');
    expect(byName.cargo!.route).toBe('/captacao/relatorios/cargo');
    const property = (name: string, field: string) => (byName[name]!.filter.properties as Record<string, { default?: unknown; oneOf?: { title: string }[] }>)[field]!;
    expect(property('vaga-motivo', 'dataIni').default).toBe(shiftDate(today(), { months: -6 }));
    expect(property('qualificacao-cadastral-solicitacao-pessoal', 'dataIni').default).toBe(shiftDate(today(), { months: -1 }));
    expect(property('duracao-vaga', 'dataFim').default).toBe(today());
    // "Some filters use only T, E or A": the shared list narrowed, titles kept.
    expect(property('duracao-vaga', 'statusSolicitacao').oneOf!.map((o) => o.title)).toEqual(['Todas', 'Abertas em andamento', 'Encerradas']);
    expect(property('vaga-motivo', 'statusSolicitacao').oneOf).toHaveLength(5);
    const menu = JSON.stringify((await t.request('GET', '/api/userinfo', { cookie: t.admin })).json().menu);
    for (const label of ['Descrição de Cargos', 'Vagas por Motivo', 'Duração das Vagas', 'Qualificação Cadastral das Solicitações']) expect(menu).toContain(`"label":"${label}"`);
  });

  it('Vagas por Motivo em PDF: solicitações por motivo, turnover indicado, totais de solicitações e de vagas', async () => {
    const text = await pdf('vaga-motivo', { ...seisMeses(), areasIds: all('areas-organizacionais') });
    for (const expected of [
      'Vagas por Motivo de Solicitação',
      'Motivo: Aumento de quadro',
      'Motivo: Projeto temporário',
      'Motivo: Substituição de colaborador (considerado no turnover)',
      'Número de vagas',
    ]) {
      expect(text).toContain(expected);
    }
    // Demo requests are dated relative to the day the demo was created (today in the tests).
    expect(text).toMatch(new RegExp(`2 ${dia(-20)} +Auxiliares de logística .* Auxiliar de Logística +Operações +2 Em andamento`));
    expect(text).toMatch(new RegExp(`3 ${dia(-60)} +Desenvolvedor para substituir desligamento .* Suspensa`));
    expect(text).toMatch(/4 .*Assistente administrativo para a diretoria .* Encerrada/);
    expect(text).toMatch(/5 .*Analista de RH temporário para projeto .* Cancelada/);
    expect(text).toMatch(/Total de solicitações: 3 +4\n/);
    expect(text).toMatch(/Total de solicitações geral: 5 +6\n/);
  });

  it('Vagas por Motivo filtra por situação, motivo e grupo ocupacional; Resumido dá só os totais por motivo', async () => {
    const base = { ...seisMeses(), areasIds: all('areas-organizacionais') };
    const suspensas = await preview('vaga-motivo', { ...base, statusSolicitacao: 'S' });
    expect(rowsOf(suspensas).map((values) => values[2])).toEqual(['Desenvolvedor para substituir desligamento']);
    const motivo = await preview('vaga-motivo', { ...base, motivosIds: [ids['motivos-solicitacao']!['Projeto temporário']] });
    expect(rowsOf(motivo).map((values) => values[2])).toEqual(['Analista de RH temporário para projeto']);
    const tecnico = await preview('vaga-motivo', { ...seisMeses(), filtrarPor: 2, gruposOcupacionaisIds: [ids['grupos-ocupacionais']!['Técnico']] });
    expect(rowsOf(tecnico).map((values) => values[3])).toEqual(['Desenvolvedor de Software']);
    const resumido = await preview('vaga-motivo', { ...base, resumido: true });
    expect(resumido.content.map((l: { label: string; count: number; sums: number[] }) => `${l.label}: ${l.count} / ${l.sums[5]}`)).toEqual([
      'Aumento de quadro: 3 / 4',
      'Projeto temporário: 1 / 1',
      'Substituição de colaborador (considerado no turnover): 1 / 1',
      'Total de solicitações geral: 5 / 6',
    ]);
  });

  it('Vagas por Motivo em XLSX: mesmas colunas, grupos e totais, com datas e números de verdade', async () => {
    const job = await generateReport(t, t.admin, 'vaga-motivo', 'xlsx', { ...seisMeses(), areasIds: all('areas-organizacionais') });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await downloadReport(t, t.admin, job.id)).rawPayload as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(5).values).toEqual([undefined, 'Código', 'Data da solicitação', 'Descrição', 'Cargo', 'Área organizacional', 'Número de vagas', 'Situação']);
    expect(sheet.getCell('A6').value).toBe('Motivo: Aumento de quadro');
    const first = sheet.getRow(7);
    expect(first.getCell(1).value).toBe(4);
    expect(first.getCell(2).value).toEqual(new Date(`${shiftDate(today(), { days: -120 })}T00:00:00Z`));
    expect(first.getCell(6).value).toBe(1);
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('Total de solicitações geral: 5');
    expect(last.getCell(6).value).toBe(6);
  });

  it('Duração das Vagas: dias em aberto até o encerramento ou hoje, atraso sobre a previsão, média por área; canceladas fora', async () => {
    const text = await pdf('duracao-vaga', { ...seisMeses(), areasIds: all('areas-organizacionais') });
    expect(text).toContain('Área organizacional: Operações');
    expect(text).toMatch(new RegExp(`4 Assistente administrativo para a .* ${dia(-120)} +${dia(-75)} +Encerrada +45 ${dia(-90)} +Atrasada 15 dias`));
    expect(text).toMatch(new RegExp(`2 Auxiliares de logística .* ${dia(-20)} +Em aberto +20 ${dia(-5)} +Atrasada 5 dias`));
    expect(text).toMatch(new RegExp(`1 Analista de RH para recrutamento .* ${dia(-40)} +Em aberto +40 ${dia(30)} +No prazo`));
    expect(text).toMatch(/3 Desenvolvedor para substituir .* Em aberto +60\n/);
    expect(text).not.toContain('temporário');
    expect(text).toMatch(/Total de solicitações geral: 4 +Média 41,25/);
    const encerradas = await preview('duracao-vaga', { ...seisMeses(), statusSolicitacao: 'E', filtrarPor: 2, cargosIds: all('cargos') });
    expect(encerradas.content.map((l: { label?: string }) => l.label ?? 'linha')).toEqual(['Cargo: Assistente Administrativo', 'linha', 'Total de solicitações', 'Total de solicitações geral']);
    const canceladas = await t.request('POST', '/api/relatorios/duracao-vaga', { cookie: t.admin, body: { ...seisMeses(), statusSolicitacao: 'C', areasIds: [1] } });
    expect(canceladas.json().fields).toEqual([{ field: 'statusSolicitacao', message: 'Valor inválido' }]);
  });

  it('Qualificação Cadastral: o que falta em cada solicitação, pelas regras do esquema e da configuração da empresa', async () => {
    // Default period (one month back): only the request opened 20 days ago.
    const recentes = await pdf('qualificacao-cadastral-solicitacao-pessoal', { dataIni: shiftDate(today(), { months: -1 }), dataFim: today() });
    expect(recentes).toContain('Área organizacional: Operações');
    expect(recentes).toMatch(/Auxiliares de logística .* Em andamento +Idade mínima, Idade máxima, Bairros, Informações complementares +4\n/);
    expect(recentes).toContain('Solicitações incompletas geral: 1');
    const semestre = { ...seisMeses(), statusSolicitacao: 'T' };
    const text = await pdf('qualificacao-cadastral-solicitacao-pessoal', semestre);
    expect(text).toMatch(/Analista de RH temporário para projeto .* Cancelada +Remuneração, Escolaridade mínima, Idade mínima, Idade máxima,/);
    // The complete request is not listed.
    expect(text).not.toContain('Analista de RH para recrutamento');
    expect(text).toMatch(/Solicitações incompletas geral: 4 +20\n/);
    try {
      // Salary hidden: it is no longer demanded; ambiente and função demanded: they are missing everywhere.
      await setConfig({ solPessoalExibirSalario: false, obrigarAmbienteFuncao: true });
      const lines = await preview('qualificacao-cadastral-solicitacao-pessoal', { ...semestre, statusSolicitacao: 'C' });
      expect(rowsOf(lines)).toEqual([[5, shiftDate(today(), { days: -100 }), 'Analista de RH temporário para projeto', 'Analista de RH', 'Cancelada', 'Escolaridade mínima, Idade mínima, Idade máxima, Bairros, Informações complementares, Ambiente, Função', 7]]);
    } finally {
      await setConfig({ solPessoalExibirSalario: true, obrigarAmbienteFuncao: false });
    }
  });

  it('Descrição de Cargos: Detalhado com missão, responsabilidades e etapas em ordem; Resumido uma linha por cargo', async () => {
    const text = await pdf('cargo', { cargosIds: all('cargos') });
    for (const expected of [
      'Descrição de Cargos',
      'Grupo ocupacional: Administrativo',
      'Missão: Conduzir os processos de recrutamento, seleção e desenvolvimento de pessoas.',
      'Responsabilidades: Divulgar vagas, triar currículos',
      'Experiência: Dois anos em recrutamento e seleção.',
      'Áreas de formação relacionadas: Administração, Psicologia',
      'Etapas seletivas: 1. Triagem de currículos; 2. Entrevista com RH; 4. Entrevista com o gestor',
      'Habilidades: Comunicação escrita, Condução de entrevistas',
      'Complemento das habilidades: Conduz entrevistas por competências e dá devolutivas por escrito.',
      'Atitudes: Ética e sigilo, Trabalho em equipe',
      'Total de cargos geral: 30',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Analista de RH +Analista de Recursos Humanos +Educação Técnica completa +Recursos Humanos/);
    const resumido = await pdf('cargo', { cargosIds: all('cargos'), resumido: true });
    expect(resumido).toContain('Auxiliar de Logística');
    expect(resumido).not.toContain('Missão:');
    const porArea = await preview('cargo', { filtrarPor: 1, areasIds: [ids['areas-organizacionais']!['Tecnologia da Informação']] });
    expect(rowsOf(porArea).map((values) => values[0])).toEqual(['Desenvolvedor de Software']);
    expect(porArea.content.filter((l: { kind: string }) => l.kind === 'detail').map((l: { label: string }) => l.label)).toEqual(['Conhecimentos', 'Áreas de formação relacionadas', 'Etapas seletivas']);
  });

  it('resultado vazio: "Não existem dados para o filtro informado."', async () => {
    for (const [name, body] of [
      ['vaga-motivo', { dataIni: '1990-01-01', dataFim: '1990-12-31', areasIds: all('areas-organizacionais') }],
      ['duracao-vaga', { dataIni: '1990-01-01', dataFim: '1990-12-31', areasIds: all('areas-organizacionais') }],
      ['qualificacao-cadastral-solicitacao-pessoal', { dataIni: '1990-01-01', dataFim: '1990-12-31' }],
      ['cargo', { cargosIds: [2147483647] }],
    ] as const) {
      expect(await generateReport(t, t.admin, name, 'pdf', body), name).toMatchObject({ status: 'VAZIO', mensagem: EMPTY_REPORT_MESSAGE });
    }
  });

  it('filtro inválido: período invertido, listas obrigatórias conforme Filtrar por, situação fora da lista', async () => {
    // Field messages sorted by field: the order ajv meets them in is not the point.
    const post = async (name: string, body: unknown) =>
      ((await t.request('POST', `/api/relatorios/${name}?formato=pdf`, { cookie: t.admin, body })).json().fields as { field: string }[]).sort((a, b) => a.field.localeCompare(b.field));
    expect(await post('vaga-motivo', { dataIni: '2026-02-10', dataFim: '2026-02-01', filtrarPor: 1, areasIds: [] })).toEqual([
      { field: 'areasIds', message: 'Selecione ao menos 1 item' },
      { field: 'dataFim', message: 'Data final inferior a data inicial.' },
    ]);
    expect(await post('vaga-motivo', { ...seisMeses(), filtrarPor: 2, statusSolicitacao: 'X' })).toEqual([
      { field: 'gruposOcupacionaisIds', message: 'Grupos ocupacionais são obrigatórios' },
      { field: 'statusSolicitacao', message: 'Valor inválido' },
    ]);
    expect(await post('duracao-vaga', { ...seisMeses(), filtrarPor: 2, cargosIds: [] })).toEqual([{ field: 'cargosIds', message: 'Selecione ao menos 1 item' }]);
    expect(await post('cargo', { filtrarPor: 1 })).toEqual([{ field: 'areasIds', message: 'Áreas organizacionais são obrigatórias' }]);
    // Filtrar por left out is its default (Cargo), and the cargos are then required.
    expect(await post('cargo', {})).toEqual([{ field: 'cargosIds', message: 'Cargos são obrigatórios' }]);
    expect(await post('qualificacao-cadastral-solicitacao-pessoal', { dataIni: '2026-02-10', dataFim: '2026-02-01' })).toEqual([
      { field: 'dataFim', message: 'Data final inferior a data inicial.' },
    ]);
  });

  it('outra empresa: só os seus dados, e os ids da primeira não trazem nada', async () => {
    const own = await idsByName(t.norte, 'areas-organizacionais');
    const lines = await preview('vaga-motivo', { ...seisMeses(), areasIds: Object.values(own) }, t.norte);
    expect(rowsOf(lines).map((values) => values[2])).toEqual(['Operadores de produção para o segundo turno']);
    for (const [name, body] of [
      ['vaga-motivo', { ...seisMeses(), areasIds: all('areas-organizacionais') }],
      ['duracao-vaga', { ...seisMeses(), areasIds: all('areas-organizacionais') }],
      ['cargo', { cargosIds: all('cargos') }],
    ] as const) {
      expect((await generateReport(t, t.norte, name, 'visualizar', body)).status, name).toBe('VAZIO');
    }
    const qualificacao = await preview('qualificacao-cadastral-solicitacao-pessoal', seisMeses(), t.norte);
    expect(rowsOf(qualificacao).map((values) => values[2])).toEqual(['Operadores de produção para o segundo turno']);
  });
});
