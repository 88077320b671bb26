/**
 * Cursos and turmas (Desenvolvimento, issue 15 items 1–2): cloning a course; a class's rules
 * (required fields, end after start, days inside the period, hours unless the course is online,
 * a date with presences kept), its expenses' sum; participants added by id or by área/cargo,
 * those already in skipped, more than planned only warned, cloned from other classes, removed
 * only without presences or grades; the notice by e-mail; and another company's records refused.
 */
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { daysAfter, today } from '../../engine/validation/brazilian';
import { runInScope } from '../../server/db/tenant-context';
import { captureMail, stopCapturingMail } from '../../server/mail/mailer';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

type Json = Record<string, unknown>;
interface Talento {
  id: number;
  nome: string;
  email: string | null;
  areaOrganizacional: { id: number } | null;
  cargo: { id: number } | null;
}
const get = async (url: string, cookie = t.admin) => (await t.request('GET', url, { cookie })).json();
const post = (url: string, body: unknown, cookie = t.admin) => t.request('POST', url, { cookie, body });
const put = (url: string, body: unknown, cookie = t.admin) => t.request('PUT', url, { cookie, body });
// The app's today (São Paulo), not UTC's: from 21:00 on they differ.
const hoje = today();
const dia = (n: number) => daysAfter(hoje, n);
let sequencia = 0;

async function criarCurso(body: Json = {}): Promise<Json & { id: number }> {
  const response = await post('/api/cursos', { nome: `Curso ${++sequencia}`, tipo: 'CURSO', cargaHoraria: 480, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const turmaBody = (cursoId: number, body: Json = {}): Json => ({
  descricao: `Turma ${++sequencia}`,
  curso: { id: cursoId },
  instrutor: 'Ana Instrutora',
  custo: 1500,
  dataPrevIni: dia(1),
  dataPrevFim: dia(5),
  ...body,
});

async function criarTurma(cursoId: number, body: Json = {}): Promise<Json & { id: number; version: number }> {
  const response = await post('/api/turmas', turmaBody(cursoId, body));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const ativos = async (): Promise<Talento[]> => (await get('/api/colaboradores?situacao=A&size=200&sort=nome,asc')).content;

/** A talent of the Filial Norte (the demo gives it none), hired in its first área, cargo and establishment. */
async function talentoDaNorte(): Promise<number> {
  const primeiro = async (recurso: string) => ((await get(`/api/${recurso}?unpaged=true&resumido=true`, t.norte)) as { id: number }[])[0]!.id;
  const lotacao = { estabelecimento: { id: await primeiro('estabelecimentos') }, areaOrganizacional: { id: await primeiro('areas-organizacionais') }, cargo: { id: await primeiro('cargos') } };
  const response = await post('/api/colaboradores', { nome: 'Talento da Filial', cpf: generateCpf(), dataAdmissao: '2025-02-01', salario: 3000, ...lotacao }, t.norte);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** A presence of the participant on a date, as the attendance part records it (it has no create route here). */
const presenca = (colaboradorTurmaId: number, data: string) =>
  runInScope({ empresaId: 1, usuarioId: 1 }, () =>
    t.engine.db
      .transaction()
      .execute((trx) => t.engine.entities.insertIn(trx, t.engine.registry.get('presencaTurma'), { empresaId: 1, usuarioId: 1 }, { colaboradorTurma: { id: colaboradorTurmaId }, dia: data, origem: 'L' })),
  );

describe('curso', () => {
  it('clonar cria "<nome> (cópia)" com tudo do original; a segunda cópia é "(cópia 2)"', async () => {
    const categoria = await post('/api/categoria-curso', { nome: 'Brigadas e emergências' });
    expect(categoria.statusCode, categoria.body).toBe(201);
    const curso = await criarCurso({ nome: 'Brigada de Incêndio Avançada', cargaHoraria: 495, online: true, periodicidade: 24, categoriaCurso: { id: categoria.json().id } });
    const clone = await post(`/api/cursos/${curso.id}/clone-curso`, {});
    expect(clone.statusCode, clone.body).toBe(200);
    const [copia] = (await get(`/api/cursos?nome=${encodeURIComponent('Brigada de Incêndio Avançada (cópia)')}`)).content as Json[];
    const full = await get(`/api/cursos/${copia!.id}`);
    expect(full).toMatchObject({ nome: 'Brigada de Incêndio Avançada (cópia)', cargaHoraria: 495, online: true, periodicidade: 24 });
    expect(full.id).not.toBe(curso.id);
    expect(full.categoriaCurso).toMatchObject({ id: categoria.json().id });
    expect((await post(`/api/cursos/${curso.id}/clone-curso`, {})).statusCode).toBe(200);
    expect((await get(`/api/cursos?nome=${encodeURIComponent('Brigada de Incêndio Avançada (cópia 2)')}`)).content).toHaveLength(1);
  });

  it('outra empresa não clona o curso', async () => {
    const curso = await criarCurso();
    expect((await post(`/api/cursos/${curso.id}/clone-curso`, {}, t.norte)).statusCode).toBe(404);
  });
});

describe('turma', () => {
  it('exige descrição, curso, instrutor, custo e as datas; a data final não antes da inicial', async () => {
    const vazia = await post('/api/turmas', {});
    expect(vazia.statusCode).toBe(400);
    const campos = (vazia.json().fields as { field: string }[]).map((f) => f.field);
    expect(campos).toEqual(expect.arrayContaining(['descricao', 'curso', 'instrutor', 'custo', 'dataPrevIni', 'dataPrevFim']));
    const curso = await criarCurso();
    const invertida = await post('/api/turmas', turmaBody(curso.id, { dataPrevIni: dia(5), dataPrevFim: dia(1) }));
    expect(invertida.json().fields).toEqual([{ field: 'dataPrevFim', message: 'A data final deve ser maior que a data inicial' }]);
  });

  it('os dias: dentro do período, com horas (até 5 caracteres, a final depois da inicial) quando o curso não é online', async () => {
    const curso = await criarCurso();
    const fora = await post('/api/turmas', turmaBody(curso.id, { diasTurma: [{ dia: dia(9), turno: 'M', horaIni: '08:00', horaFim: '12:00' }] }));
    expect(fora.statusCode).toBe(400);
    expect(fora.json().fields).toEqual([{ field: 'diasTurma.0.dia', message: expect.stringMatching(/^O dia deve estar entre .* o período da turma\.$/) }]);
    const semHoras = await post('/api/turmas', turmaBody(curso.id, { diasTurma: [{ dia: dia(1), turno: 'M' }] }));
    expect(semHoras.json().fields).toEqual([
      { field: 'diasTurma.0.horaIni', message: 'Hora início é obrigatória' },
      { field: 'diasTurma.0.horaFim', message: 'Hora fim é obrigatória' },
    ]);
    const invertidas = await post('/api/turmas', turmaBody(curso.id, { diasTurma: [{ dia: dia(1), turno: 'T', horaIni: '14:00', horaFim: '13:00' }] }));
    expect(invertidas.json().fields).toEqual([{ field: 'diasTurma.0.horaFim', message: 'A hora final deve ser maior que a hora inicial' }]);
    const longa = await post('/api/turmas', turmaBody(curso.id, { diasTurma: [{ dia: dia(1), turno: 'T', horaIni: '014:00', horaFim: '18:00' }] }));
    expect((longa.json().fields as { field: string }[]).map((f) => f.field)).toContain('diasTurma.0.horaIni');
    const turma = await criarTurma(curso.id, { diasTurma: [{ dia: dia(1), turno: 'M', horaIni: '8:00', horaFim: '12:00' }] });
    expect(turma).toMatchObject({ online: false, diasTurma: [expect.objectContaining({ horaIni: '8:00', horaFim: '12:00' })] });
  });

  it('curso online: os dias exigem o link em vez de horas; a turma guarda a cópia do "online" do curso, não a enviada', async () => {
    const curso = await criarCurso({ online: true });
    const semLink = await post('/api/turmas', turmaBody(curso.id, { online: true, diasTurma: [{ dia: dia(2), turno: 'N' }] }));
    expect(semLink.statusCode).toBe(400);
    expect(semLink.json().fields).toEqual([{ field: 'diasTurma.0.link', message: 'Link para videoaula no Youtube é obrigatório' }]);
    // Sent as not online, with hours: the course's online decides, and it asks for the link.
    const comHoras = await post('/api/turmas', turmaBody(curso.id, { online: false, diasTurma: [{ dia: dia(2), turno: 'N', horaIni: '19:00', horaFim: '21:00' }] }));
    expect(comHoras.statusCode).toBe(400);
    expect(comHoras.json().fields).toEqual([{ field: 'diasTurma.0.link', message: 'Link para videoaula no Youtube é obrigatório' }]);
    const turma = await criarTurma(curso.id, { online: true, diasTurma: [{ dia: dia(2), turno: 'N', link: 'https://youtu.be/aula1' }] });
    expect(turma).toMatchObject({ online: true, diasTurma: [expect.objectContaining({ link: 'https://youtu.be/aula1' })] });
    expect(turma.diasTurma).toEqual([expect.not.objectContaining({ horaIni: expect.anything() })]);
  });

  it('curso presencial enviado como online: as horas continuam exigidas, o link não', async () => {
    const curso = await criarCurso();
    const soLink = await post('/api/turmas', turmaBody(curso.id, { online: true, diasTurma: [{ dia: dia(2), turno: 'M', link: 'https://youtu.be/aula1' }] }));
    expect(soLink.statusCode).toBe(400);
    expect(soLink.json().fields).toEqual([
      { field: 'diasTurma.0.horaIni', message: 'Hora início é obrigatória' },
      { field: 'diasTurma.0.horaFim', message: 'Hora fim é obrigatória' },
    ]);
    const turma = await criarTurma(curso.id, { diasTurma: [{ dia: dia(2), turno: 'M', horaIni: '8:00', horaFim: '12:00' }] });
    expect(turma).toMatchObject({ online: false, diasTurma: [expect.not.objectContaining({ link: expect.anything() })] });
  });

  it('o custo fica como digitado; o total das despesas é a soma delas, refeita a cada gravação', async () => {
    const tipos = (await get('/api/tipo-despesa?size=2')).content as { id: number }[];
    expect(tipos.length).toBe(2);
    const curso = await criarCurso();
    const turma = await criarTurma(curso.id, {
      custo: 1000,
      totalDespesas: 1,
      despesas: [
        { tipoDespesa: { id: tipos[0]!.id }, valor: 150.1 },
        { tipoDespesa: { id: tipos[1]!.id }, valor: 49.2 },
      ],
    });
    expect(turma).toMatchObject({ custo: 1000, totalDespesas: 199.3 });
    const alterada = await put(`/api/turmas/${turma.id}`, { ...turma, despesas: [{ tipoDespesa: { id: tipos[0]!.id }, valor: 10 }] });
    expect(alterada.statusCode, alterada.body).toBe(200);
    expect(alterada.json()).toMatchObject({ custo: 1000, totalDespesas: 10 });
  });

  it('um dia com presenças não é removido (nem trocado de data); sem presenças, sim', async () => {
    const curso = await criarCurso();
    const dias = [
      { dia: dia(1), turno: 'M', horaIni: '08:00', horaFim: '12:00' },
      { dia: dia(2), turno: 'M', horaIni: '08:00', horaFim: '12:00' },
    ];
    const turma = await criarTurma(curso.id, { diasTurma: dias });
    const [talento] = await ativos();
    expect((await post(`/api/turmas/${turma.id}/colaboradores`, { colaboradoresIds: [talento!.id] })).statusCode).toBe(200);
    const { participantes } = await get(`/api/turmas/${turma.id}/participantes`);
    await presenca(participantes[0].id, dia(1));
    const atual = await get(`/api/turmas/${turma.id}`);
    const semODia = await put(`/api/turmas/${turma.id}`, { ...atual, diasTurma: [dias[1]] });
    expect(semODia.statusCode).toBe(400);
    const [dd, mm, aaaa] = [dia(1).slice(8), dia(1).slice(5, 7), dia(1).slice(0, 4)];
    expect(semODia.json().fields).toEqual([{ field: 'diasTurma', message: `O dia ${dd}/${mm}/${aaaa} tem presenças registradas e não pode ser removido.` }]);
    const trocado = await put(`/api/turmas/${turma.id}`, { ...atual, diasTurma: [{ ...dias[0], dia: dia(3) }, dias[1]] });
    expect(trocado.statusCode).toBe(400);
    const semOSegundo = await put(`/api/turmas/${turma.id}`, { ...atual, diasTurma: [dias[0]] });
    expect(semOSegundo.statusCode, semOSegundo.body).toBe(200);
  });
});

describe('participantes', () => {
  it('inclui por ids, pula quem já participa, nomeia "<talento> — <turma>" e lista área, cargo, frequência e aprovação', async () => {
    const curso = await criarCurso();
    const turma = await criarTurma(curso.id, { descricao: 'Turma de integração' });
    expect(await get(`/api/turmas/${turma.id}/tem-colaborador`)).toBe(false);
    const [a, b, c] = await ativos();
    const primeira = await post(`/api/turmas/${turma.id}/colaboradores`, { colaboradoresIds: [a!.id, b!.id] });
    expect(primeira.statusCode, primeira.body).toBe(200);
    expect(primeira.json()).toEqual({ incluidos: 2, jaParticipavam: 0, total: 2 });
    expect((await post(`/api/turmas/${turma.id}/colaboradores`, { colaboradoresIds: [b!.id, c!.id] })).json()).toEqual({ incluidos: 1, jaParticipavam: 1, total: 3 });
    expect(await get(`/api/turmas/${turma.id}/tem-colaborador`)).toBe(true);
    const lista = await get(`/api/turmas/${turma.id}/participantes`);
    expect(lista.turma).toMatchObject({ id: turma.id, descricao: 'Turma de integração', curso: curso.nome });
    expect(lista.participantes).toHaveLength(3);
    expect(lista.participantes[0]).toMatchObject({ colaboradorId: a!.id, nome: a!.nome, percentualFrequencia: 0, aprovado: false });
    expect(lista.participantes[0]).toHaveProperty('areaOrganizacional');
    expect(lista.participantes[0]).toHaveProperty('cargo');
    const registro = await get(`/api/colaborador-turma/${lista.participantes[0].id}`);
    expect(registro.descricao).toBe(`${a!.nome} — Turma de integração`);
    // Renaming the class renames its participants.
    expect((await t.request('PATCH', `/api/turmas/${turma.id}`, { cookie: t.admin, body: { descricao: 'Integração 2026' } })).statusCode).toBe(200);
    expect((await get(`/api/colaborador-turma/${lista.participantes[0].id}`)).descricao).toBe(`${a!.nome} — Integração 2026`);
  });

  it('inclui todos os ativos de uma área ou de um cargo; acima dos previstos, avisa e inclui', async () => {
    const [algum] = await ativos();
    const area = algum!.areaOrganizacional!.id;
    const daArea: Talento[] = (await get(`/api/colaboradores?situacao=A&size=1000&areaOrganizacionalId=${area}`)).content;
    const curso = await criarCurso();
    const turma = await criarTurma(curso.id, { qtdParticipantesPrevistos: 1 });
    const resposta = await post(`/api/turmas/${turma.id}/colaboradores`, { areaOrganizacionalId: area });
    expect(resposta.statusCode, resposta.body).toBe(200);
    expect(resposta.json()).toMatchObject({ incluidos: daArea.length, total: daArea.length });
    if (daArea.length > 1) expect(resposta.json().aviso).toBe(`A turma tem ${daArea.length} participantes, acima dos 1 previstos.`);
    const cargo = algum!.cargo!.id;
    const doCargo: Talento[] = (await get(`/api/colaboradores?situacao=A&size=1000&cargoId=${cargo}`)).content;
    const outra = await criarTurma(curso.id);
    expect((await post(`/api/turmas/${outra.id}/colaboradores`, { cargoId: cargo })).json()).toMatchObject({ incluidos: doCargo.length });
    const vazio = await post(`/api/turmas/${outra.id}/colaboradores`, {});
    expect(vazio.json().fields).toEqual([{ field: 'colaboradoresIds', message: 'Selecione ao menos um talento, uma área organizacional ou um cargo.' }]);
  });

  it('clona os participantes de outras turmas, pulando quem já participa', async () => {
    const [a, b, c] = await ativos();
    const curso = await criarCurso();
    const origem1 = await criarTurma(curso.id);
    const origem2 = await criarTurma(curso.id);
    const destino = await criarTurma(curso.id);
    await post(`/api/turmas/${origem1.id}/colaboradores`, { colaboradoresIds: [a!.id, b!.id] });
    await post(`/api/turmas/${origem2.id}/colaboradores`, { colaboradoresIds: [b!.id, c!.id] });
    await post(`/api/turmas/${destino.id}/colaboradores`, { colaboradoresIds: [a!.id] });
    const clonados = await post(`/api/turmas/${destino.id}/clona-colaboradores`, { cursoId: curso.id, turmaIds: [origem1.id, origem2.id] });
    expect(clonados.statusCode, clonados.body).toBe(200);
    expect(clonados.json()).toEqual({ incluidos: 2, jaParticipavam: 1, total: 3 });
    const semTurmas = await post(`/api/turmas/${destino.id}/clona-colaboradores`, { turmaIds: [] });
    expect(semTurmas.json().fields).toEqual([{ field: 'turmaIds', message: 'Selecione ao menos uma turma.' }]);
  });

  it('remove um participante sem lançamentos; com presença, recusa com a mensagem', async () => {
    const [a, b] = await ativos();
    const curso = await criarCurso();
    const turma = await criarTurma(curso.id, { diasTurma: [{ dia: dia(1), turno: 'M', horaIni: '08:00', horaFim: '12:00' }] });
    await post(`/api/turmas/${turma.id}/colaboradores`, { colaboradoresIds: [a!.id, b!.id] });
    const [pa, pb] = (await get(`/api/turmas/${turma.id}/participantes`)).participantes as { id: number; colaboradorId: number }[];
    await presenca(pa!.id, dia(1));
    const recusada = await t.request('DELETE', `/api/colaborador-turma/${pa!.id}`, { cookie: t.admin });
    expect(recusada.statusCode).toBe(409);
    expect(recusada.json().message).toBe('Este participante tem presenças ou notas lançadas e não pode ser removido da turma.');
    expect((await t.request('DELETE', `/api/colaborador-turma/${pb!.id}`, { cookie: t.admin })).statusCode).toBe(204);
    expect((await get(`/api/turmas/${turma.id}/participantes`)).participantes).toHaveLength(1);
  });

  it('outra empresa: o seu talento não entra, a sua turma não é clonada, e ela não alcança a turma', async () => {
    const curso = await criarCurso();
    const turma = await criarTurma(curso.id);
    const daNorte = await talentoDaNorte();
    const alheio = await post(`/api/turmas/${turma.id}/colaboradores`, { colaboradoresIds: [daNorte] });
    expect(alheio.statusCode).toBe(400);
    expect(alheio.json().fields).toEqual([{ field: 'colaboradoresIds', message: 'Selecione apenas talentos ativos da empresa.' }]);
    const cursoNorte = await post('/api/cursos', { nome: 'Curso da Filial', tipo: 'CURSO', cargaHoraria: 60 }, t.norte);
    expect(cursoNorte.statusCode, cursoNorte.body).toBe(201);
    const turmaNorte = await post('/api/turmas', turmaBody(cursoNorte.json().id), t.norte);
    expect(turmaNorte.statusCode, turmaNorte.body).toBe(201);
    const clonar = await post(`/api/turmas/${turma.id}/clona-colaboradores`, { turmaIds: [turmaNorte.json().id] });
    expect(clonar.json().fields).toEqual([{ field: 'turmaIds', message: 'Selecione apenas turmas da empresa.' }]);
    const [meu] = await ativos();
    for (const url of [`/api/turmas/${turma.id}/participantes`, `/api/turmas/${turma.id}/tem-colaborador`]) expect((await t.request('GET', url, { cookie: t.norte })).statusCode).toBe(404);
    expect((await post(`/api/turmas/${turma.id}/colaboradores`, { colaboradoresIds: [meu!.id] }, t.norte)).statusCode).toBe(404);
    expect((await post(`/api/turmas/${turma.id}/envia-aviso`, {}, t.norte)).statusCode).toBe(404);
    // A class of another company's course is refused by the reference check.
    expect((await post('/api/turmas', turmaBody(cursoNorte.json().id))).statusCode).toBe(400);
  });
});

describe('aviso por e-mail', () => {
  it('sem participantes, recusa; com eles, um e-mail a cada um que tem e-mail, com curso, turma, dias e instrutor', async () => {
    const curso = await criarCurso({ nome: 'Atendimento ao Cliente Interno' });
    const turma = await criarTurma(curso.id, {
      descricao: 'Turma da manhã',
      instrutor: 'Carlos Mendes',
      diasTurma: [
        { dia: dia(1), turno: 'M', horaIni: '08:00', horaFim: '12:00' },
        { dia: dia(2), turno: 'T', horaIni: '13:30', horaFim: '17:30' },
      ],
    });
    const vazia = await post(`/api/turmas/${turma.id}/envia-aviso`, {});
    expect(vazia.statusCode).toBe(409);
    expect(vazia.json().message).toBe('A turma não tem participantes.');
    const todos = await ativos();
    const comEmail = todos.filter((x) => x.email).slice(0, 2);
    const semEmail = todos.filter((x) => x.email).slice(2, 3);
    const apagado = await t.request('PATCH', `/api/colaboradores/${semEmail[0]!.id}`, { cookie: t.admin, body: { email: null } });
    expect(apagado.statusCode, apagado.body).toBe(200);
    await post(`/api/turmas/${turma.id}/colaboradores`, { colaboradoresIds: [...comEmail, ...semEmail].map((x) => x.id) });
    const sent = captureMail();
    try {
      const resposta = await post(`/api/turmas/${turma.id}/envia-aviso`, {});
      expect(resposta.statusCode, resposta.body).toBe(200);
      expect(resposta.json()).toEqual({ enviados: comEmail.length, semEmail: semEmail.map((x) => x.nome) });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sent.map((m) => m.to[0]).sort()).toEqual(comEmail.map((x) => x.email).sort());
      expect(sent[0]!.subject).toBe('Aviso de treinamento: Atendimento ao Cliente Interno — Turma da manhã');
      expect(sent[0]!.text).toContain('Instrutor: Carlos Mendes');
      expect(sent[0]!.text).toContain('(Tarde), das 13:30 às 17:30');
    } finally {
      stopCapturingMail();
    }
  });
});
