/**
 * The training reports of §7 over three classes this file makes — an old one of a course that
 * expires in 12 months, a recent one with digital signature, an online one under way — with
 * presences, grades and each participant's outcome set here (the approval computation is another
 * part's): the rows of each report, its filter messages, PDF and XLSX, the demo's rows with the
 * default filters, and nothing of it for another company.
 */
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_REPORT_MESSAGE } from '../../engine/report/api';
import { shiftDate } from '../../engine/report/defaults';
import { formatDate } from '../../engine/format/dates';
import { today } from '../../engine/validation/brazilian';
import { runInScope } from '../../server/db/tenant-context';
import { generateReport, reportPdfText, reportWorksheet } from '../support/report-jobs';
import { useTestApp } from '../support/test-app';
import demo from '../../server/demo/demo-desenvolvimento.json';

const t = useTestApp();
type Json = Record<string, any>;
const ref = (id: number) => ({ id });
const dia = (days: number) => shiftDate(today(), { days });
const ids: Record<string, number> = {};
const cargo = { id: 0, nome: '' };

async function post(url: string, body: unknown): Promise<number> {
  const response = await t.request('POST', url, { cookie: t.admin, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

beforeAll(async () => {
  const first = async (resource: string) => ((await t.request('GET', `/api/${resource}?size=1`, { cookie: t.admin })).json().content as { id: number }[])[0]!.id;
  const estabelecimento = ref(await first('estabelecimentos'));
  Object.assign(cargo, ((await t.request('GET', '/api/cargos?size=1', { cookie: t.admin })).json().content as { id: number; nome: string }[])[0]!);
  ids.area = await post('/api/areas-organizacionais', { nome: 'Área Treinamento' });
  const talento = (nome: string, matricula: string, extra: Json = {}) =>
    post('/api/colaboradores', { nome, cpf: generateCpf(), matricula, dataAdmissao: '2024-01-01', estabelecimento, areaOrganizacional: ref(ids.area!), cargo: ref(cargo.id), salario: 3000, ...extra });
  ids.ana = await talento('Ana Treino', '800001');
  ids.bruno = await talento('Bruno Treino', '800002');
  ids.caio = await talento('Caio Treino', '800003');
  ids.dora = await talento('Dora Treino', '800004', { dataDesligamento: dia(-30) });
  ids.prova = await post('/api/avaliacao-curso', { titulo: 'Prova Relatório', tipo: 'n', minimoAprovacao: 7 });
  ids.pratica = await post('/api/avaliacao-curso', { titulo: 'Avaliação Relatório', tipo: 'p', minimoAprovacao: 70 });
  ids.alfa = await post('/api/cursos', { nome: 'Curso Relatório Alfa', tipo: 'CURSO', cargaHoraria: 480, periodicidade: 12, avaliacaoCursos: [ids.prova, ids.pratica] });
  ids.beta = await post('/api/cursos', { nome: 'Curso Relatório Beta', tipo: 'CURSO', cargaHoraria: 120, online: true });
  const tipoDespesa = ref(((await t.request('GET', '/api/tipo-despesa?descricao=Material', { cookie: t.admin })).json().content as { id: number }[])[0]!.id);
  const turma = (descricao: string, curso: number, custo: number, dias: Json[], extra: Json = {}) =>
    post('/api/turmas', { descricao, curso: ref(curso), instrutor: `Instrutor ${descricao}`, custo, dataPrevIni: dias[0]!.dia, dataPrevFim: dias.at(-1)!.dia, diasTurma: dias, ...extra });
  const manha = (n: number) => ({ dia: dia(n), turno: 'M', horaIni: '08:00', horaFim: '12:00' });
  ids.antiga = await turma('Alfa antiga', ids.alfa, 1000, [manha(-400), manha(-399)], { despesas: [{ tipoDespesa, valor: 200 }] });
  ids.recente = await turma('Alfa recente', ids.alfa, 600, [manha(-10), manha(-9)], { despesas: [{ tipoDespesa, valor: 90 }], assinaturaDigital: true });
  const link = (n: number) => ({ dia: dia(n), turno: 'N', link: 'https://www.youtube.com/watch?v=beta' });
  ids.online = await turma('Beta em andamento', ids.beta, 300, [link(-1), link(1)]);
  const participante = (turmaId: number, colaborador: number) => post('/api/colaborador-turma', { turma: ref(turmaId), colaborador: ref(colaborador) });
  const p = {
    antigaAna: await participante(ids.antiga, ids.ana),
    antigaBruno: await participante(ids.antiga, ids.bruno),
    recenteBruno: await participante(ids.recente, ids.bruno),
    recenteCaio: await participante(ids.recente, ids.caio),
    onlineAna: await participante(ids.online, ids.ana),
    onlineCaio: await participante(ids.online, ids.caio),
  };
  Object.assign(ids, p);
  // Presences, grades and outcomes as the presence part would record them.
  const presenca = (colaboradorTurma: number, n: number, origem = 'L') => ({ data: { colaboradorTurma: ref(colaboradorTurma), dia: dia(n), origem } });
  const nota = (colaboradorTurma: number, avaliacaoCurso: number, valor: number) => ({ data: { colaboradorTurma: ref(colaboradorTurma), avaliacaoCurso: ref(avaliacaoCurso), valor } });
  const resultado = (id: number, percentualFrequencia: number, aprovado: boolean) => ({ id, changes: { percentualFrequencia, aprovado } });
  const scope = { empresaId: 1, usuarioId: 1 };
  const entity = (name: string) => t.engine.registry.get(name);
  await runInScope(scope, () =>
    t.engine.db.transaction().execute(async (trx) => {
      await t.engine.entities.insertManyIn(trx, entity('presencaTurma'), scope, [
        presenca(p.antigaAna, -400),
        presenca(p.antigaAna, -399),
        presenca(p.antigaBruno, -400),
        presenca(p.recenteBruno, -10, 'Q'),
        presenca(p.recenteBruno, -9, 'Q'),
        presenca(p.recenteCaio, -10),
        presenca(p.onlineAna, -1),
      ]);
      await t.engine.entities.insertManyIn(trx, entity('notaAvaliacaoCurso'), scope, [
        nota(p.antigaAna, ids.prova!, 8.5),
        nota(p.antigaAna, ids.pratica!, 90),
        nota(p.antigaBruno, ids.prova!, 6),
        nota(p.antigaBruno, ids.pratica!, 75),
        nota(p.recenteBruno, ids.prova!, 9),
        nota(p.recenteBruno, ids.pratica!, 80),
        nota(p.recenteCaio, ids.prova!, 7.5),
      ]);
      await t.engine.entities.changeManyIn(trx, entity('colaboradorTurma'), scope, [
        resultado(p.antigaAna, 100, true),
        resultado(p.antigaBruno, 50, false),
        resultado(p.recenteBruno, 100, true),
        resultado(p.recenteCaio, 50, false),
        resultado(p.onlineAna, 50, false),
        resultado(p.onlineCaio, 0, false),
      ]);
    }),
  );
});

async function preview(name: string, body: unknown, cookie = t.admin) {
  const job = await generateReport(t, cookie, name, 'visualizar', body);
  expect(job.status, job.mensagem).toBe('CONCLUIDO');
  return (await t.request('GET', `/api/relatorios/tarefas/${job.id}/linhas?size=100`, { cookie })).json() as { colunas: Json[]; content: Json[] };
}

/** Group headings and rows of a preview: "# grupo" or the row's values joined by " | ". */
const linesOf = (page: { content: Json[] }): string[] =>
  page.content.flatMap((l) => (l.kind === 'group' ? [`# ${l.label}`] : l.kind === 'row' ? [l.values.map((v: unknown) => v ?? '').join(' | ')] : []));

const pdf = (name: string, body: unknown) => reportPdfText(t, t.admin, name, body);

/** Field messages sorted by field. */
const refused = async (name: string, body: unknown) => {
  const response = await t.request('POST', `/api/relatorios/${name}?formato=pdf`, { cookie: t.admin, body });
  expect(response.statusCode, response.body).toBe(400);
  return (response.json().fields as { field: string; message: string }[]).sort((a, b) => a.field.localeCompare(b.field));
};

const ddmm = (days: number) => formatDate(dia(days)).slice(0, 5);
const longAgo = () => ({ dataIni: dia(-500), dataFim: today() });

describe('Lista de Presença', () => {
  it('participantes × dias: P, P (QR) e F; a assinatura digital de quem a deu pelo QR code', async () => {
    const page = await preview('presenca', { turma: ref(ids.recente!) });
    expect(page.colunas.map((c) => c.label)).toEqual(['Participante', 'Cargo', 'Frequência (%)', 'Assinatura', `01 · ${ddmm(-10)}`, `02 · ${ddmm(-9)}`]);
    const [grupo, bruno, caio] = linesOf(page);
    expect(grupo).toBe('# Alfa recente — Curso Relatório Alfa — Instrutor: Instrutor Alfa recente');
    expect(bruno).toMatch(/^Bruno Treino \| .+ \| 100 \| Assinada digitalmente \| P \(QR\) \| P \(QR\)$/);
    expect(caio).toMatch(/^Caio Treino \| .+ \| 50 \|  \| P \| F$/);
    // A day still to come has no mark.
    expect(linesOf(await preview('presenca', { turma: ref(ids.online!) })).slice(1).map((l) => l.split(' | ').slice(3))).toEqual([
      ['', 'P', ''],
      ['', 'F', ''],
    ]);
    const text = await pdf('presenca', { turma: ref(ids.recente!) });
    expect(text).toContain('Lista de Presença');
    expect(text).toMatch(/Bruno Treino .* 100 +Assinada digitalmente +P \(QR\) +P \(QR\)/);
    expect(text).toMatch(/Total de participantes: 2/);
  });

  it('filtro: a turma é obrigatória', async () => {
    expect(await refused('presenca', {})).toEqual([{ field: 'turma', message: 'Turma é obrigatória' }]);
  });
});

describe('Cronograma de Treinamento', () => {
  it('os dias das turmas escolhidas em ordem de data, com o horário ou o link do curso online', async () => {
    const semana = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'];
    const nome = (n: number) => semana[new Date(`${dia(n)}T00:00:00Z`).getUTCDay()];
    expect(linesOf(await preview('cronograma-treinamento', { turmasIds: [ids.online!, ids.recente!] }))).toEqual([
      `${dia(-10)} | ${nome(-10)} | Manhã | 08:00 às 12:00 | Curso Relatório Alfa | Alfa recente | Instrutor Alfa recente`,
      `${dia(-9)} | ${nome(-9)} | Manhã | 08:00 às 12:00 | Curso Relatório Alfa | Alfa recente | Instrutor Alfa recente`,
      `${dia(-1)} | ${nome(-1)} | Noite | https://www.youtube.com/watch?v=beta | Curso Relatório Beta | Beta em andamento | Instrutor Beta em andamento`,
      `${dia(1)} | ${nome(1)} | Noite | https://www.youtube.com/watch?v=beta | Curso Relatório Beta | Beta em andamento | Instrutor Beta em andamento`,
    ]);
    const text = await pdf('cronograma-treinamento', { turmasIds: [ids.recente!] });
    expect(text).toMatch(new RegExp(`${formatDate(dia(-10))} +${nome(-10)} +Manhã +08:00 às 12:00 +Curso Relatório Alfa`));
    expect(await refused('cronograma-treinamento', { turmasIds: [] })).toEqual([{ field: 'turmasIds', message: 'Selecione ao menos 1 item' }]);
  });
});

describe('Talentos sem Treinamento', () => {
  const base = { agruparPor: 1, areasIds: [] as number[] };
  beforeAll(() => (base.areasIds = [ids.area!]));

  it('ativos que nunca concluíram os cursos (aprovados numa turma encerrada), por área', async () => {
    const alfa = linesOf(await preview('colaborador-sem-treinamento', { ...base, cursosIds: [ids.alfa!], considerar: 'N' }));
    expect(alfa[0]).toMatch(/^# Área organizacional: .*Área Treinamento$/);
    expect(alfa.slice(1)).toEqual([`800003 | Caio Treino | ${cargo.nome} | Área Treinamento | 2024-01-01 | Curso Relatório Alfa`]);
    // Ana finished Alfa (Beta under way does not count), Bruno finished Alfa, Caio nothing; Dora left the company.
    const ambos = linesOf(await preview('colaborador-sem-treinamento', { ...base, cursosIds: [ids.alfa!, ids.beta!], considerar: 'N' }));
    expect(ambos.slice(1).map((l) => l.split(' | ').filter((_, i) => i === 1 || i === 5).join(' · '))).toEqual([
      'Ana Treino · Curso Relatório Beta',
      'Bruno Treino · Curso Relatório Beta',
      'Caio Treino · Curso Relatório Alfa',
      'Caio Treino · Curso Relatório Beta',
    ]);
  });

  it('no período: quem não fez o curso numa turma que começou nele', async () => {
    const rows = linesOf(await preview('colaborador-sem-treinamento', { ...base, cursosIds: [ids.alfa!], considerar: 'P', dataIni: dia(-15), dataFim: today() }));
    expect(rows.slice(1).map((l) => l.split(' | ')[1])).toEqual(['Ana Treino']);
    const porCargo = await pdf('colaborador-sem-treinamento', { ...base, agruparPor: 2, cursosIds: [ids.alfa!], considerar: 'P', dataIni: dia(-15), dataFim: today() });
    expect(porCargo).toMatch(/Cargo: /);
    expect(porCargo).toMatch(/800001 +Ana Treino/);
    expect(await refused('colaborador-sem-treinamento', { ...base, cursosIds: [], considerar: 'P', dataIni: '2026-02-10', dataFim: '2026-02-01' })).toEqual([
      { field: 'cursosIds', message: 'Selecione ao menos 1 item' },
      { field: 'dataFim', message: 'Data final inferior a data inicial.' },
    ]);
  });
});

describe('Talentos com Treinamento', () => {
  it('por curso, as participações das turmas que começaram no período, com situação, frequência e resultados', async () => {
    const lines = linesOf(await preview('colaborador-com-treinamento', { dataIni: dia(-30), dataFim: today(), cursosIds: [ids.alfa!, ids.beta!] }));
    expect(lines).toEqual([
      '# Curso: Curso Relatório Alfa',
      `Bruno Treino | Área Treinamento | Alfa recente | ${dia(-10)} | ${dia(-9)} | Concluído | 100 | Avaliação Relatório: 80%; Prova Relatório: 9`,
      `Caio Treino | Área Treinamento | Alfa recente | ${dia(-10)} | ${dia(-9)} | Incompleta | 50 | Prova Relatório: 7,5`,
      '# Curso: Curso Relatório Beta',
      `Ana Treino | Área Treinamento | Beta em andamento | ${dia(-1)} | ${dia(1)} | Em Andamento | 50 | `,
      `Caio Treino | Área Treinamento | Beta em andamento | ${dia(-1)} | ${dia(1)} | Em Andamento | 0 | `,
    ]);
    const sheet = await xlsx('colaborador-com-treinamento', { dataIni: dia(-30), dataFim: today(), cursosIds: [ids.alfa!] });
    const values = sheet.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(values).toContainEqual(['Bruno Treino', 'Área Treinamento', 'Alfa recente', new Date(`${dia(-10)}T00:00:00Z`), new Date(`${dia(-9)}T00:00:00Z`), 'Concluído', 100, 'Avaliação Relatório: 80%; Prova Relatório: 9']);
    expect(await refused('colaborador-com-treinamento', { dataIni: '2026-02-10', dataFim: '2026-02-01' })).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }]);
  });
});

const xlsx = (name: string, body: unknown) => reportWorksheet(t, t.admin, name, body);

describe('Matriz de Treinamento', () => {
  it('talentos ativos × cursos: Concluído, Em Andamento, Vencido depois da periodicidade', async () => {
    const page = await preview('matriz-treinamento', { cursosIds: [ids.alfa!, ids.beta!], areasIds: [ids.area!] });
    expect(page.colunas.map((c) => c.label)).toEqual(['Talento', 'Cargo', 'Curso Relatório Alfa', 'Curso Relatório Beta']);
    const [grupo, ...linhas] = linesOf(page);
    expect(grupo).toMatch(/^# Área organizacional: .*Área Treinamento$/);
    expect(linhas.map((l) => l.split(' | ').filter((_, i) => i !== 1).join(' | '))).toEqual(['Ana Treino | Vencido | Em Andamento', 'Bruno Treino | Concluído | ', 'Caio Treino |  | Em Andamento']);
  });
});

describe('Histórico de Treinamento', () => {
  it('por talento, cada turma com datas, horas, frequência e resultado; horas somadas', async () => {
    const page = await preview('historico-treinamento', { ...longAgo(), colaboradoresIds: [ids.ana!] });
    expect(linesOf(page)).toEqual([
      expect.stringMatching(/^# Talento: Ana Treino — /),
      `Curso Relatório Alfa | Alfa antiga | ${dia(-400)} | ${dia(-399)} | 8 | 100 | Avaliação Relatório: 90%; Prova Relatório: 8,5 | Concluído`,
      `Curso Relatório Beta | Beta em andamento | ${dia(-1)} | ${dia(1)} | 2 | 50 |  | Em Andamento`,
    ]);
    const totals = page.content.filter((l) => l.kind === 'total');
    expect(totals.at(-1)).toMatchObject({ count: 2, sums: [null, null, null, null, 10, null, null, null] });
  });
});

describe('investimento', () => {
  it('por curso e turma: custo, despesas, participantes, horas, por participante e por hora, com totais', async () => {
    const page = await preview('investimento', { ...longAgo(), cursosIds: [ids.alfa!, ids.beta!] });
    expect(linesOf(page)).toEqual([
      '# Curso: Curso Relatório Alfa',
      `Alfa antiga | ${dia(-400)} | 1000 | 200 | 1200 | 2 | 8 | 600 | 150`,
      `Alfa recente | ${dia(-10)} | 600 | 90 | 690 | 2 | 8 | 345 | 86.25`,
      '# Curso: Curso Relatório Beta',
      `Beta em andamento | ${dia(-1)} | 300 | 0 | 300 | 2 | 2 | 150 | 150`,
    ]);
    const text = await pdf('investimento', { ...longAgo(), cursosIds: [ids.alfa!, ids.beta!] });
    expect(text).toContain('Investimento em Treinamento');
    expect(text).toMatch(/Alfa recente .*R\$ 600,00 +R\$ 90,00 +R\$ 690,00 +2 +8 +R\$ 345,00 +R\$ 86,25/);
    expect(text).toMatch(/Total de turmas geral: 3 +R\$ 1\.900,00 +R\$ 290,00 +R\$ 2\.190,00 +6 +18/);
  });

  it('por talento: a parte de cada turma que lhe cabe, somada', async () => {
    const page = await preview('investimento-colaborador', { ...longAgo(), colaboradoresIds: [ids.ana!, ids.bruno!, ids.caio!] });
    const totais = page.content.filter((l) => l.kind === 'total').map((l) => l.sums.at(-1));
    expect(linesOf(page).filter((l) => l.startsWith('#'))).toEqual(['# Talento: Ana Treino — Área Treinamento', '# Talento: Bruno Treino — Área Treinamento', '# Talento: Caio Treino — Área Treinamento']);
    expect(totais).toEqual([750, 945, 495, 2190]);
    const resumido = await preview('investimento-colaborador', { ...longAgo(), colaboradoresIds: [ids.ana!], resumido: true });
    expect(resumido.content.map((l) => `${l.label}: ${l.count} / ${l.sums.at(-1)}`)).toEqual(['Ana Treino — Área Treinamento: 2 / 750', 'Total de turmas geral: 2 / 750']);
  });
});

describe('Ranking de Avaliação dos Alunos', () => {
  it('por turma, da maior para a menor média dos resultados', async () => {
    expect(linesOf(await preview('ranking-avaliacao-aluno', { turmasIds: [ids.antiga!, ids.recente!] }))).toEqual([
      '# Turma: Alfa antiga — Curso Relatório Alfa',
      expect.stringMatching(/^1 \| Ana Treino \| .+ \| Avaliação Relatório: 90%; Prova Relatório: 8,5 \| 49\.25 \| 100 \| Concluído$/),
      expect.stringMatching(/^2 \| Bruno Treino \| .+ \| Avaliação Relatório: 75%; Prova Relatório: 6 \| 40\.5 \| 50 \| Incompleta$/),
      '# Turma: Alfa recente — Curso Relatório Alfa',
      expect.stringMatching(/^1 \| Bruno Treino \| .+ \| 44\.5 \| 100 \| Concluído$/),
      expect.stringMatching(/^2 \| Caio Treino \| .+ \| Prova Relatório: 7,5 \| 7\.5 \| 50 \| Incompleta$/),
    ]);
    expect(await refused('ranking-avaliacao-aluno', { turmasIds: [] })).toEqual([{ field: 'turmasIds', message: 'Selecione ao menos 1 item' }]);
  });
});

describe('Cursos Vencidos e a Vencer', () => {
  it('a última conclusão mais a periodicidade: vencidos e os que vencem nos próximos dias', async () => {
    const vencimento = shiftDate(dia(-399), { months: 12 });
    const atraso = Math.round((Date.parse(today()) - Date.parse(vencimento)) / 86_400_000);
    expect(linesOf(await preview('cursos-vencidos-a-vencer', { exibir: 'T', dias: 30, cursosIds: [ids.alfa!], areasIds: [ids.area!] }))).toEqual([
      '# Curso: Curso Relatório Alfa',
      expect.stringMatching(new RegExp(`^Ana Treino \\| Área Treinamento \\| .+ \\| ${dia(-399)} \\| ${vencimento} \\| Vencido há ${atraso} dias$`)),
    ]);
    // Bruno's completion of nine days ago expires in a year: only with a long enough window.
    const aVencer = linesOf(await preview('cursos-vencidos-a-vencer', { exibir: 'A', dias: 400, cursosIds: [ids.alfa!], areasIds: [ids.area!] }));
    expect(aVencer.slice(1).map((l) => l.split(' | ')[0])).toEqual(['Bruno Treino']);
    expect(aVencer[1]).toMatch(/Vence em \d+ dias$/);
    expect(await generateReport(t, t.admin, 'cursos-vencidos-a-vencer', 'visualizar', { exibir: 'A', dias: 30, cursosIds: [ids.alfa!], areasIds: [ids.area!] })).toMatchObject({
      status: 'VAZIO',
      mensagem: EMPTY_REPORT_MESSAGE,
    });
    expect((await refused('cursos-vencidos-a-vencer', { exibir: 'X', dias: -1 })).map((f) => f.field)).toEqual(['dias', 'exibir']);
  });
});

describe('demonstração e empresas', () => {
  it('cada relatório com período mostra as turmas da demonstração no filtro padrão', async () => {
    for (const name of ['colaborador-com-treinamento', 'historico-treinamento', 'investimento', 'investimento-colaborador', 'matriz-treinamento', 'cursos-vencidos-a-vencer']) {
      const meta = ((await t.request('GET', '/api/meta/relatorios', { cookie: t.admin })).json() as Json[]).find((r) => r.name === name)!;
      const defaults = Object.fromEntries(Object.entries(meta.filter.properties as Record<string, Json>).flatMap(([key, p]) => (p.default === undefined ? [] : [[key, p.default]])));
      const job = await generateReport(t, t.admin, name, 'visualizar', defaults);
      expect(job.status, `${name}: ${job.mensagem}`).toBe('CONCLUIDO');
    }
    const proprias = [ids.antiga, ids.recente, ids.online];
    const turmas = ((await t.request('GET', '/api/turmas?size=50', { cookie: t.admin })).json().content as { id: number; descricao: string }[]).filter((tu) => !proprias.includes(tu.id));
    // The demo's classes (the LNT's demo adds one of its own).
    expect(turmas.map((tu) => tu.descricao)).toEqual(expect.arrayContaining(demo.turmas.map((tu) => tu.descricao)));
    const nr10 = turmas.find((tu) => tu.descricao === 'NR-10 — Turma 1')!;
    for (const name of ['presenca', 'ranking-avaliacao-aluno', 'cronograma-treinamento']) {
      const body = name === 'presenca' ? { turma: ref(nr10.id) } : { turmasIds: [nr10.id] };
      expect((await generateReport(t, t.admin, name, 'visualizar', body)).status, name).toBe('CONCLUIDO');
    }
    const cursos = ((await t.request('GET', '/api/cursos?size=50', { cookie: t.admin })).json().content as { id: number }[]).map((c) => c.id);
    expect((await generateReport(t, t.admin, 'colaborador-sem-treinamento', 'visualizar', { cursosIds: cursos, considerar: 'N', agruparPor: 1 })).status).toBe('CONCLUIDO');
  });

  it('as turmas de outra empresa nunca aparecem', async () => {
    for (const [name, body] of [
      ['presenca', { turma: ref(ids.recente!) }],
      ['cronograma-treinamento', { turmasIds: [ids.recente!, ids.online!] }],
      ['ranking-avaliacao-aluno', { turmasIds: [ids.recente!] }],
      ['investimento', longAgo()],
      ['investimento-colaborador', longAgo()],
      ['colaborador-com-treinamento', longAgo()],
      ['historico-treinamento', longAgo()],
    ] as const) {
      expect(await generateReport(t, t.norte, name, 'visualizar', body), name).toMatchObject({ status: 'VAZIO', mensagem: EMPTY_REPORT_MESSAGE });
    }
  });
});
