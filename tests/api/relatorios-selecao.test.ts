/**
 * The recruitment reports over the selection (candidato-selecao, analise-etapa-seletiva,
 * divulgacao-vaga, indicacao-candidato) on the demo data, whose dates are relative to the day
 * it was created: PDF text, XLSX read back, the empty result, the filter messages, tenancy.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_REPORT_MESSAGE, type ReportMeta } from '../../engine/report/api';
import { shiftDate } from '../../engine/report/defaults';
import { today } from '../../engine/validation/brazilian';
import { generateReport, reportPdfText, reportSheetRows } from '../support/report-jobs';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
let etapasIds: number[];

beforeAll(async () => {
  etapasIds = ((await t.request('GET', '/api/etapas-seletivas?unpaged=true&resumido=true', { cookie: t.admin })).json() as { id: number }[]).map((e) => e.id);
});

const seisMeses = () => ({ dataIni: shiftDate(today(), { months: -6 }), dataFim: today() });

const pdf = (name: string, body: unknown, cookie = t.admin) => reportPdfText(t, cookie, name, body);

const sheet = (name: string, body: unknown) => reportSheetRows(t, t.admin, name, body);

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('relatórios da seleção', () => {
  it('declarados com rota, menu e o período padrão de seis meses', async () => {
    const meta = (await t.request('GET', '/api/meta/relatorios', { cookie: t.admin })).json() as ReportMeta[];
    for (const name of ['candidato-selecao', 'analise-etapa-seletiva', 'divulgacao-vaga', 'indicacao-candidato', 'qualificacao-cadastral-candidato']) {
      const report = meta.find((r) => r.name === name)!;
      expect(report.route).toBe(`/captacao/relatorios/${name}`);
      const props = report.filter.properties as Record<string, { default?: unknown }>;
      expect(props.dataIni!.default).toBe(shiftDate(today(), { months: -6 }));
      expect(props.dataFim!.default).toBe(today());
    }
  });

  it('Candidatos em Seleção: por etapa na ordem, com resultado; PDF e XLSX', async () => {
    const text = flat(await pdf('candidato-selecao', { ...seisMeses(), etapasIds }));
    expect(text).toContain('Candidatos em Seleção');
    expect(text).toMatch(/Etapa: 1 - Triagem de currículos.*Ana Beatriz Souza.*Aprovado.*Carla Mendes Rocha.*Reprovado.*Total de candidatos: 4.*Etapa: 2 - Entrevista com RH.*Ana Beatriz Souza.*Em andamento/);
    const rows = await sheet('candidato-selecao', { ...seisMeses(), etapasIds });
    expect(rows.flat()).toEqual(expect.arrayContaining(['Carla Mendes Rocha', 'Reprovado', 'Elaine Cristina Prado']));
  });

  it('Análise das Etapas Seletivas: candidatos, aprovados, reprovados e % por etapa', async () => {
    const text = flat(await pdf('analise-etapa-seletiva', seisMeses()));
    // Triagem: Ana, Bruno, Elaine approved, Carla rejected → 4 candidates, 75% approved.
    expect(text).toMatch(/1 - Triagem de currículos 4 3 1 0 0 75(,0)?%/);
    expect(text).toMatch(/2 - Entrevista com RH 1 0 0 1 0 0(,0)?%/);
    const rows = await sheet('analise-etapa-seletiva', seisMeses());
    expect(rows.find((r) => r[0] === '1 - Triagem de currículos')!.slice(1, 6)).toEqual([4, 3, 1, 0, 0]);
  });

  it('Divulgação de Vagas: quantidade e percentual por meio', async () => {
    const text = flat(await pdf('divulgacao-vaga', seisMeses()));
    expect(text).toMatch(/Não informado 4 80(,0)?%/);
    expect(text).toMatch(/LinkedIn 1 20(,0)?%/);
  });

  it('Indicação de Candidatos: por quem indicou, com a última etapa', async () => {
    const text = flat(await pdf('indicacao-candidato', seisMeses()));
    expect(text).toContain('Indicado por: Marcos Vieira (Logística)');
    expect(text).toContain('Diego Araújo');
    expect(text).not.toContain('Ana Beatriz Souza');
  });

  it('Qualificação Cadastral dos Candidatos: completos e incompletos, com os campos que a configuração exige', async () => {
    const text = flat(await pdf('qualificacao-cadastral-candidato', { ...seisMeses(), qualificacao: 'TODOS' }));
    // Diego has no birth date nor e-mail, which the demo company's configuration requires.
    expect(text).toMatch(/Qualificação cadastral: Incompleto Diego Araújo 186\.091\.390-34 .*Data de nascimento, E-mail Total de candidatos: 1/);
    expect(text).toMatch(/Qualificação cadastral: Completo Ana Beatriz Souza .*Total de candidatos: 4/);
    // The list's own "Qualificação" filter: only the incomplete.
    const incompletos = flat(await pdf('qualificacao-cadastral-candidato', { ...seisMeses(), qualificacao: 'DADOS_INCOMPLETOS' }));
    expect(incompletos).toContain('Diego Araújo');
    expect(incompletos).not.toContain('Ana Beatriz Souza');
  });

  it('Qualificação Cadastral dos Candidatos: um campo extra exigido aparece pelo título que a empresa lhe deu', async () => {
    const current = (await t.request('GET', '/api/empresas/1/configuracao', { cookie: t.admin })).json() as Record<string, unknown>;
    const configure = (body: Record<string, unknown>) => t.request('PUT', '/api/empresas/1/configuracao', { cookie: t.admin, body });
    expect((await configure({ ...current, campoExtraCandidato: { texto3: { visivel: true, obrigatorio: true, titulo: 'Tamanho do uniforme' } } })).statusCode).toBe(200);
    try {
      const text = flat(await pdf('qualificacao-cadastral-candidato', { ...seisMeses(), qualificacao: 'DADOS_INCOMPLETOS' }));
      expect(text).toContain('Tamanho do uniforme');
      expect(text).not.toContain('Texto 3');
    } finally {
      const saved = (await t.request('GET', '/api/empresas/1/configuracao', { cookie: t.admin })).json() as Record<string, unknown>;
      await configure({ ...saved, campoExtraCandidato: current.campoExtraCandidato ?? {} });
    }
  });

  it('Estatísticas de Preenchimento de Vagas: vagas, preenchidas e % por solicitação, somadas por área', async () => {
    const meta = (await t.request('GET', '/api/meta/relatorios', { cookie: t.admin })).json() as ReportMeta[];
    expect(meta.find((r) => r.name === 'estatisticas-preenchimento-vaga')!.route).toBe('/captacao/estatisticas-preenchimento-vaga');
    const text = flat(await pdf('estatisticas-preenchimento-vaga', { ...seisMeses(), statusSolicitacao: 'T' }));
    // The warehouse request: 2 vacancies, 1 filled by the demo hire.
    expect(text).toMatch(/Auxiliares de logística para o centro de distribuição Auxiliar de Logística 2 1 50(,0)?%/);
  });

  it('resultado vazio, mensagens do filtro, e outra empresa sem os dados', async () => {
    for (const name of ['analise-etapa-seletiva', 'divulgacao-vaga', 'indicacao-candidato', 'qualificacao-cadastral-candidato']) {
      const job = await generateReport(t, t.admin, name, 'pdf', { dataIni: '1990-01-01', dataFim: '1990-12-31' });
      expect(job, name).toMatchObject({ status: 'VAZIO', mensagem: EMPTY_REPORT_MESSAGE });
    }
    const invalid = await t.request('POST', '/api/relatorios/candidato-selecao?formato=pdf', {
      cookie: t.admin,
      body: { dataIni: '2026-02-10', dataFim: '2026-02-01', etapasIds: [] },
    });
    expect(invalid.json().fields).toEqual([
      { field: 'dataFim', message: 'Data final inferior a data inicial.' },
      { field: 'etapasIds', message: 'Selecione ao menos 1 item' },
    ]);
    const other = await generateReport(t, t.norte, 'divulgacao-vaga', 'pdf', seisMeses());
    expect(other.status).toBe('VAZIO');
  });
});
