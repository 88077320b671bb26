/**
 * LNT, training-hours goals and action plans: the rules and messages of spec 02 §5 (Training),
 * a need turned into a course and into a class with its talents as participants ("Atendida"),
 * the goal's indicator on known classes (spec 02 §9), the report of talents no need indicates,
 * and another company's records out of reach.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { today } from '../../engine/validation/brazilian';
import { MENSAGENS_LNT } from '../../modules/desenvolvimento/lnt/erros';
import { pdfText } from '../support/pdf-text';
import { downloadReport, generateReport } from '../support/report-jobs';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

type Json = Record<string, unknown>;
const get = async (url: string, cookie = t.admin) => (await t.request('GET', url, { cookie })).json();
const post = (url: string, body: unknown, cookie = t.admin) => t.request('POST', url, { cookie, body });
const hoje = today();
const ano = hoje.slice(0, 4);

async function criado(url: string, body: Json, cookie = t.admin) {
  const response = await post(url, body, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Json & { id: number };
}

/** Active talents of the company with an área and a cargo, several per área. */
async function talentos() {
  const { content } = await get('/api/colaboradores?situacao=A&size=1000&sort=id,asc');
  return (content as { id: number; nome: string; areaOrganizacional: { id: number } | null; cargo: { id: number } | null }[]).filter((c) => c.areaOrganizacional && c.cargo);
}

const novaLnt = (body: Json = {}) => criado('/api/lnt', { descricao: `LNT de teste ${Math.random()}`, dataIni: `${ano}-01-01`, dataFim: `${ano}-12-31`, ...body });

describe('LNT e as suas necessidades', () => {
  it('as mensagens: período, curso ou nome do novo curso, área fora da LNT, LNT finalizada', async () => {
    const periodo = await post('/api/lnt', { descricao: 'Invertida', dataIni: '2026-05-10', dataFim: '2026-05-01' });
    expect(periodo.statusCode).toBe(400);
    expect(periodo.json().fields).toEqual([{ field: 'dataFim', message: 'A data final deve ser maior que a data inicial' }]);

    const lista = await talentos();
    const a = lista[0]!;
    const b = lista.find((c) => c.areaOrganizacional!.id !== a.areaOrganizacional!.id)!;
    const lnt = await novaLnt({ areasOrganizacionais: [a.areaOrganizacional!.id] });
    const semCurso = await post('/api/necessidades-lnt', { lnt: { id: lnt.id }, prioridade: 'A' });
    expect(semCurso.statusCode).toBe(400);
    expect(semCurso.json().fields).toEqual([{ field: 'nomeCurso', message: 'Informe o curso ou o nome do novo curso.' }]);
    const foraDaArea = await post('/api/necessidades-lnt', { lnt: { id: lnt.id }, nomeCurso: 'Oratória', areaOrganizacional: { id: b.areaOrganizacional!.id }, prioridade: 'A' });
    expect(foraDaArea.json().fields).toEqual([{ field: 'areaOrganizacional', message: MENSAGENS_LNT.areaForaDaLnt }]);

    const necessidade = await criado('/api/necessidades-lnt', { lnt: { id: lnt.id }, nomeCurso: 'Oratória', areaOrganizacional: { id: a.areaOrganizacional!.id }, prioridade: 'A', colaboradores: [a.id] });
    expect(necessidade).toMatchObject({ descricao: 'Oratória', turma: null });
    expect((await t.request('PUT', `/api/lnt/${lnt.id}/finalizar`, { cookie: t.admin, body: {} })).statusCode).toBe(200);
    const finalizada = await t.request('PATCH', `/api/necessidades-lnt/${necessidade.id}`, { cookie: t.admin, body: { prioridade: 'B' } });
    expect(finalizada.statusCode).toBe(400);
    expect(finalizada.json().fields).toEqual([{ field: 'lnt', message: MENSAGENS_LNT.finalizada }]);
    const deNovo = await t.request('PUT', `/api/lnt/${lnt.id}/finalizar`, { cookie: t.admin, body: {} });
    expect([deNovo.statusCode, deNovo.json().message]).toEqual([409, 'A LNT já está finalizada.']);
    expect((await t.request('PUT', `/api/lnt/${lnt.id}/reabrir`, { cookie: t.admin, body: {} })).statusCode).toBe(200);
    expect((await t.request('PATCH', `/api/necessidades-lnt/${necessidade.id}`, { cookie: t.admin, body: { prioridade: 'B' } })).statusCode).toBe(200);
  });

  it('uma necessidade de curso novo: "Criar curso" preenche o curso e o liga a ela; "Criar turma" preenche a turma, que recebe os talentos indicados e a deixa atendida', async () => {
    const indicados = (await talentos()).slice(0, 3);
    const lnt = await novaLnt();
    const necessidade = await criado('/api/necessidades-lnt', {
      lnt: { id: lnt.id },
      nomeCurso: `Negociação ${lnt.id}`,
      prioridade: 'A',
      cargaHoraria: 480,
      custo: 2500,
      colaboradores: indicados.map((c) => c.id),
    });
    const antesDoCurso = await t.request('GET', `/api/necessidades-lnt/${necessidade.id}/turma`, { cookie: t.admin });
    expect([antesDoCurso.statusCode, antesDoCurso.json().message]).toEqual([409, 'Crie antes o curso desta necessidade.']);

    const rascunhoCurso = await get(`/api/necessidades-lnt/${necessidade.id}/curso`);
    expect(rascunhoCurso).toEqual({ nome: `Negociação ${lnt.id}`, cargaHoraria: 480, cursoLntId: necessidade.id });
    const curso = await criado('/api/cursos', { ...rascunhoCurso, tipo: 'CURSO' });
    expect(curso).not.toHaveProperty('cursoLntId');
    expect(await get(`/api/necessidades-lnt/${necessidade.id}`)).toMatchObject({ curso: { id: curso.id }, descricao: `Negociação ${lnt.id}` });
    const outroCurso = await post('/api/cursos', { ...rascunhoCurso, nome: 'Outro nome', tipo: 'CURSO' });
    expect([outroCurso.statusCode, outroCurso.json().message]).toEqual([409, 'O curso desta necessidade já existe.']);

    const rascunhoTurma = await get(`/api/necessidades-lnt/${necessidade.id}/turma`);
    expect(rascunhoTurma).toEqual({
      descricao: `Negociação ${lnt.id} — ${String(lnt.descricao)}`.slice(0, 100),
      curso: { id: curso.id },
      custo: 2500,
      qtdParticipantesPrevistos: 3,
      cursoLntId: necessidade.id,
    });
    const turma = await criado('/api/turmas', { ...rascunhoTurma, instrutor: 'Ana Instrutora', dataPrevIni: hoje, dataPrevFim: hoje });
    const participantes = (await get(`/api/colaborador-turma?turmaId=${turma.id}&size=50`)).content as { colaborador: { id: number } }[];
    expect(participantes.map((p) => p.colaborador.id).sort()).toEqual(indicados.map((c) => c.id).sort());
    expect(await get(`/api/necessidades-lnt/${necessidade.id}`)).toMatchObject({ turma: { id: turma.id } });
    const atendidas = (await get(`/api/necessidades-lnt?lntId=${lnt.id}&situacao=T`)).content as { id: number }[];
    expect(atendidas.map((n) => n.id)).toEqual([necessidade.id]);

    const segundaTurma = await post('/api/turmas', { ...rascunhoTurma, instrutor: 'Outro', dataPrevIni: hoje, dataPrevFim: hoje });
    expect([segundaTurma.statusCode, segundaTurma.json().message]).toEqual([409, 'Necessidade atendida.']);
    expect((await t.request('GET', `/api/necessidades-lnt/${necessidade.id}/turma`, { cookie: t.admin })).statusCode).toBe(409);

    // Removing the class (and its participants first) leaves the need pending again.
    for (const { id } of (await get(`/api/colaborador-turma?turmaId=${turma.id}&size=50`)).content as { id: number }[]) {
      expect((await t.request('DELETE', `/api/colaborador-turma/${id}`, { cookie: t.admin })).statusCode).toBe(204);
    }
    expect((await t.request('DELETE', `/api/turmas/${turma.id}`, { cookie: t.admin })).statusCode).toBe(204);
    expect(await get(`/api/necessidades-lnt/${necessidade.id}`)).toMatchObject({ turma: null });
  });

  it('de outra empresa: a necessidade não é lida, não preenche formulário e não vira turma', async () => {
    const lnt = await novaLnt();
    const [curso] = (await get('/api/cursos?size=1')).content as { id: number }[];
    const necessidade = await criado('/api/necessidades-lnt', { lnt: { id: lnt.id }, curso: { id: curso!.id }, prioridade: 'M' });
    expect((await t.request('GET', `/api/necessidades-lnt/${necessidade.id}`, { cookie: t.norte })).statusCode).toBe(404);
    expect((await t.request('GET', `/api/necessidades-lnt/${necessidade.id}/turma`, { cookie: t.norte })).statusCode).toBe(404);
    const cursoNorte = await criado('/api/cursos', { nome: `Da Norte ${lnt.id}`, tipo: 'CURSO', cargaHoraria: 60 }, t.norte);
    const turma = await post('/api/turmas', { descricao: 'Da Norte', curso: { id: cursoNorte.id }, instrutor: 'X', custo: 0, dataPrevIni: hoje, dataPrevFim: hoje, cursoLntId: necessidade.id }, t.norte);
    expect([turma.statusCode, turma.json().message]).toEqual([400, MENSAGENS_LNT.naoEncontrada]);
    const lista = (await get(`/api/necessidades-lnt?lntId=${lnt.id}`, t.norte)).content as unknown[];
    expect(lista).toEqual([]);
  });
});

describe('metas de horas de treinamento', () => {
  it('as mensagens: nome até 60, ao menos uma meta, a partir de e meta em horas obrigatórias (nem 0:00), mês repetido', async () => {
    const vazia = await post('/api/metas-treinamento', { nome: 'x'.repeat(61), metas: [] });
    expect(vazia.statusCode).toBe(400);
    expect(vazia.json().fields).toEqual(expect.arrayContaining([{ field: 'metas', message: 'Informe ao menos uma meta.' }, expect.objectContaining({ field: 'nome' })]));
    const semCampos = await post('/api/metas-treinamento', { nome: 'Sem campos', metas: [{ editavel: true }] });
    expect(semCampos.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'metas.0.mesAno', message: 'Data a partir de é obrigatória' },
        { field: 'metas.0.metaHora', message: 'Meta em horas é obrigatória' },
      ]),
    );
    const zero = await post('/api/metas-treinamento', { nome: 'Zero', metas: [{ mesAno: '2030-01', metaHora: 0 }] });
    expect(zero.json().fields).toEqual([{ field: 'metas.0.metaHora', message: 'Meta em horas é obrigatória' }]);
    const repetida = await post('/api/metas-treinamento', { nome: 'Repetida', metas: [{ mesAno: '2030-01', metaHora: 60 }, { mesAno: '2030-01', metaHora: 90 }] });
    expect(repetida.json().fields).toEqual([{ field: 'metas.1.mesAno', message: 'Já existe uma meta para 01/2030.' }]);
  });

  it('uma meta não editável fica como está', async () => {
    const meta = await criado('/api/metas-treinamento', { nome: `Fixa ${Math.random()}`, metas: [{ mesAno: '2030-01', metaHora: 60, editavel: false }, { mesAno: '2030-06', metaHora: 90 }] });
    const mudada = await t.request('PATCH', `/api/metas-treinamento/${meta.id}`, { cookie: t.admin, body: { metas: [{ mesAno: '2030-01', metaHora: 120, editavel: false }, { mesAno: '2030-06', metaHora: 90 }] } });
    expect(mudada.statusCode).toBe(400);
    expect(mudada.json().fields).toEqual([{ field: 'metas', message: 'A meta de 01/2030 não é editável.' }]);
    const outra = await t.request('PATCH', `/api/metas-treinamento/${meta.id}`, { cookie: t.admin, body: { metas: [{ mesAno: '2030-01', metaHora: 60, editavel: false }, { mesAno: '2030-06', metaHora: 150 }] } });
    expect(outra.statusCode, outra.body).toBe(200);
  });

  it('o indicador: (carga horária × participantes) / talentos ativos, por mês, com a turma de dois meses repartida pelos seus dias', async () => {
    const indicados = await talentos();
    const curso10h = await criado('/api/cursos', { nome: `Indicador 10h ${Math.random()}`, tipo: 'CURSO', cargaHoraria: 600 });
    const curso4h = await criado('/api/cursos', { nome: `Indicador 4h ${Math.random()}`, tipo: 'CURSO', cargaHoraria: 240 });
    const turma = (curso: number, dias: string[]) =>
      criado('/api/turmas', { descricao: 'Turma do indicador', curso: { id: curso }, instrutor: 'Instrutor', custo: 0, dataPrevIni: dias[0], dataPrevFim: dias.at(-1), diasTurma: dias.map((dia) => ({ dia, turno: 'M', horaIni: '08:00', horaFim: '12:00' })) });
    const a = await turma(curso10h.id, ['2031-03-03', '2031-03-04', '2031-03-05']);
    const b = await turma(curso4h.id, ['2031-03-31', '2031-04-01']);
    for (const [id, quantos] of [[a.id, 2], [b.id, 3]] as const) {
      for (const colaborador of indicados.slice(0, quantos)) await criado('/api/colaborador-turma', { turma: { id }, colaborador: { id: colaborador.id } });
    }
    const meta = await criado('/api/metas-treinamento', { nome: `Indicador ${Math.random()}`, metas: [{ mesAno: '2031-02', metaHora: 30 }, { mesAno: '2031-04', metaHora: 60 }] });
    const indicador = await get(`/api/metas-treinamento/${meta.id}/indicador`);
    const ativos = (await get('/api/colaboradores?situacao=A&size=1')).totalElements as number;
    const [fevereiro, marco, abril] = indicador.meses as Json[];
    // March: 10 h × 2 + half of 4 h × 3 = 1200 + 360 minutes; April: the other half, 360.
    expect(fevereiro).toMatchObject({ mes: '2031-02', meta: 30, minutosParticipantes: 0, realizado: 0, ativos });
    expect(marco).toMatchObject({ mes: '2031-03', meta: 30, minutosParticipantes: 1560, realizado: Math.round(1560 / ativos), ativos });
    expect(abril).toMatchObject({ mes: '2031-04', meta: 60, minutosParticipantes: 360, realizado: Math.round(360 / ativos) });
    expect(indicador.meses.at(-1).mes).toBe('2031-12');
    expect((await t.request('GET', `/api/metas-treinamento/${meta.id}/indicador`, { cookie: t.norte })).statusCode).toBe(404);
  });
});

describe('planos de ação da meta', () => {
  it('nome até 255; responsável e previsão de início obrigatórios; término não antes do início; acompanhamento', async () => {
    const meta = await criado('/api/metas-treinamento', { nome: `Com planos ${Math.random()}`, metas: [{ mesAno: '2030-01', metaHora: 60 }] });
    const url = `/api/metas-treinamento/${meta.id}/planos-acao`;
    const vazio = await post(url, { nome: 'y'.repeat(256) });
    expect(vazio.statusCode).toBe(400);
    expect((vazio.json().fields as { field: string }[]).map((f) => f.field).sort()).toEqual(['nome', 'previsaoInicio', 'responsavel']);
    const [responsavel] = await talentos();
    const base = { nome: 'Trilhas online', responsavel: { id: responsavel!.id }, previsaoInicio: '2030-03-10' };
    const termino = await post(url, { ...base, previsaoTermino: '2030-03-09' });
    expect(termino.json().fields).toEqual([{ field: 'previsaoTermino', message: 'A previsão de término não pode ser anterior à previsão de início.' }]);
    const semInicio = await post(url, { ...base, acompanhamentoTermino: '2030-04-01' });
    expect(semInicio.json().fields).toEqual([{ field: 'acompanhamentoInicio', message: 'Início do acompanhamento é obrigatório quando há término do acompanhamento.' }]);
    const antes = await post(url, { ...base, acompanhamentoInicio: '2030-03-01' });
    expect(antes.json().fields).toEqual([{ field: 'acompanhamentoInicio', message: 'O início do acompanhamento não pode ser anterior à previsão de início.' }]);
    await criado(url, { ...base, previsaoTermino: '2030-06-30', acompanhamentoInicio: '2030-03-15', acompanhamentoTermino: '2030-04-15' });
    expect((await get(url)).map((p: Json) => p.nome)).toEqual(['Trilhas online']);
    expect((await t.request('GET', url, { cookie: t.norte })).statusCode).toBe(404);
  });
});

describe('demonstração e relatório Talentos sem Indicação de Treinamento', () => {
  it('a LNT do ano tem três necessidades, uma atendida pela sua turma; a meta do ano mostra o realizado', async () => {
    const [lnt] = (await get(`/api/lnt?descricao=LNT ${ano}`)).content as { id: number }[];
    const necessidades = (await get(`/api/necessidades-lnt?lntId=${lnt!.id}&sort=id,asc`)).content as Json[];
    expect(necessidades).toHaveLength(3);
    expect(necessidades.filter((n) => n.turma)).toHaveLength(1);
    const [meta] = (await get(`/api/metas-treinamento?nome=Horas de treinamento ${ano}`)).content as { id: number }[];
    const indicador = await get(`/api/metas-treinamento/${meta!.id}/indicador`);
    expect((indicador.meses as Json[]).some((m) => Number(m.minutosParticipantes) > 0)).toBe(true);
    expect(await get(`/api/metas-treinamento/${meta!.id}/planos-acao`)).toHaveLength(1);
  });

  it('lista, por área e cargo, os talentos ativos que nenhuma necessidade das LNTs escolhidas indica; PDF e XLSX; de outra empresa, nada', async () => {
    const [lnt] = (await get(`/api/lnt?descricao=LNT ${ano}`)).content as { id: number }[];
    const indicados = new Set<number>();
    for (const { id } of (await get(`/api/necessidades-lnt?lntId=${lnt!.id}`)).content as { id: number }[]) {
      for (const c of (await get(`/api/necessidades-lnt/${id}`)).colaboradores as (number | { id: number })[]) indicados.add(typeof c === 'number' ? c : c.id);
    }
    expect(indicados.size).toBeGreaterThan(0);
    const ativos = (await get('/api/colaboradores?situacao=A&size=1000')).content as { id: number; nome: string }[];
    const indicado = ativos.find((c) => indicados.has(c.id))!;
    const naoIndicado = ativos.find((c) => !indicados.has(c.id))!;

    const filtro = { dataIni: `${ano}-01-01`, dataFim: `${ano}-12-31`, lntsIds: [lnt!.id] };
    const job = await generateReport(t, t.admin, 'colaborador-sem-indicacao-treinamento', 'pdf', filtro);
    expect(job.status, JSON.stringify(job)).toBe('CONCLUIDO');
    const text = pdfText((await downloadReport(t, t.admin, job.id)).rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Talentos sem Indicação de Treinamento');
    expect(text).toContain('Área organizacional:');
    expect(text).toContain(naoIndicado.nome);
    expect(text).not.toContain(indicado.nome);
    expect(text).toMatch(new RegExp(`Total de talentos geral\\D*${ativos.length - indicados.size}\\b`));

    const xlsx = await generateReport(t, t.admin, 'colaborador-sem-indicacao-treinamento', 'xlsx', filtro);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await downloadReport(t, t.admin, xlsx.id)).rawPayload as never);
    const cells = workbook.worksheets[0]!.getSheetValues().flat().map(String).join(' | ');
    expect(cells).toContain(naoIndicado.nome);
    expect(cells).not.toContain(indicado.nome);

    // Another company, even naming the first one's LNT, reads only its own talents.
    const daNorte = await generateReport(t, t.norte, 'colaborador-sem-indicacao-treinamento', 'pdf', filtro);
    if (daNorte.status === 'CONCLUIDO') expect(pdfText((await downloadReport(t, t.norte, daNorte.id)).rawPayload)).not.toContain(naoIndicado.nome);
    else expect(daNorte.status).toBe('VAZIO');
  });
});
