/**
 * Attendance and approval of a class (issue 15, items 2 and 3): the checklist per class day, the
 * day's QR code and its public page (valid, expired, tampered, replayed, another company's), the
 * course evaluations (grade, percentage, evaluation model answered by HR) and the approval
 * recomputed on every change, all inside the session's company.
 */
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { daysAfter, setClock, today } from '../../engine/validation/brazilian';
import { assinarToken } from '../../modules/desenvolvimento/presenca/qr-token';
import { situacaoTreinamento } from '../../modules/desenvolvimento/aprovacao/situacao';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

type Json = Record<string, unknown>;
const ref = (id: number) => ({ id });
const get = async (url: string, cookie = t.admin) => (await t.request('GET', url, { cookie })).json();
async function criar(url: string, body: Json, cookie = t.admin): Promise<number> {
  const response = await t.request('POST', url, { cookie, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}
const put = (url: string, body: unknown, cookie = t.admin) => t.request('PUT', url, { cookie, body });
const publico = (method: 'GET' | 'POST', url: string, body?: unknown) => t.request(method, url, { body });

// The app's today (São Paulo), not UTC's.
const hoje = today();
const ontem = daysAfter(hoje, -1);
const amanha = daysAfter(hoje, 1);

interface Talento {
  id: number;
  cpf: string;
  nascimento: string;
}
const talentos: Record<string, Talento> = {};
let lotacao: Json;

async function contratar(nome: string, nascimento: string): Promise<Talento> {
  const cpf = generateCpf();
  const id = await criar('/api/colaboradores', { nome, cpf, dataNascimento: nascimento, dataAdmissao: '2024-01-02', ...lotacao, salario: 3000 });
  return (talentos[nome] = { id, cpf, nascimento });
}

/** A class of a course with the given evaluations, days yesterday, today and tomorrow, and participants. */
async function turmaCom(opcoes: { avaliacoes?: number[]; minimo?: number; participantes: string[]; dias?: string[] }) {
  const curso = await criar('/api/cursos', {
    nome: `Curso ${Math.random().toString(36).slice(2, 8)}`,
    tipo: 'CURSO',
    cargaHoraria: 480,
    percentualMinimoFrequencia: opcoes.minimo ?? 75,
    avaliacaoCursos: opcoes.avaliacoes ?? [],
  });
  const dias = (opcoes.dias ?? [ontem, hoje, amanha]).map((dia) => ({ dia, turno: 'M', horaIni: '08:00', horaFim: '12:00' }));
  const turma = await criar('/api/turmas', {
    descricao: 'Turma de presença',
    curso: ref(curso),
    instrutor: 'Instrutora Ana',
    custo: 100,
    dataPrevIni: dias[0]!.dia,
    dataPrevFim: dias.at(-1)!.dia,
    diasTurma: dias,
  });
  const participantes: Record<string, number> = {};
  for (const nome of opcoes.participantes) participantes[nome] = await criar('/api/colaborador-turma', { turma: ref(turma), colaborador: ref(talentos[nome]!.id) });
  return { curso, turma, participantes };
}

const participante = async (id: number) => (await get(`/api/colaborador-turma/${id}`)) as { percentualFrequencia: number; aprovado: boolean };

beforeAll(async () => {
  const estabelecimento = (await get('/api/estabelecimentos?unpaged=true&resumido=true'))[0].id as number;
  const cargo = (await get('/api/cargos?unpaged=true&resumido=true'))[0].id as number;
  const area = await criar('/api/areas-organizacionais', { nome: 'Área da Presença' });
  lotacao = { estabelecimento: ref(estabelecimento), areaOrganizacional: ref(area), cargo: ref(cargo) };
  await contratar('Lia Presente', '1990-04-12');
  await contratar('Rui Faltoso', '1985-11-30');
  await contratar('Sem Turma', '1992-01-01');
});

afterEach(() => setClock());

describe('lista de presença', () => {
  it('mostra os dias e os participantes; marcar salva com origem L, desmarcar apaga, e a frequência acompanha', async () => {
    const { turma, participantes } = await turmaCom({ participantes: ['Lia Presente', 'Rui Faltoso'] });
    const lista = await get(`/api/turmas/${turma}/presenca`);
    expect(lista.dias.map((d: Json) => d.dia)).toEqual([ontem, hoje, amanha]);
    expect(lista.dia).toBe(hoje);
    expect(lista.participantes.map((p: Json) => [p.nome, p.presente])).toEqual([['Lia Presente', false], ['Rui Faltoso', false]]);

    const lia = participantes['Lia Presente']!;
    const marcada = await put(`/api/turmas/${turma}/presenca`, { dia: ontem, colaboradorTurmaIds: [lia], presente: true });
    expect(marcada.statusCode, marcada.body).toBe(200);
    expect(marcada.json().participantes[0]).toMatchObject({ nome: 'Lia Presente', presente: true, origem: 'L', percentualFrequencia: 33.33 });
    expect((await get(`/api/presencas-turma?colaboradorTurmaId=${lia}`)).content).toEqual([expect.objectContaining({ dia: ontem, origem: 'L' })]);

    // "Marcar todos" sends everyone; the one already there stays as it was.
    const todos = await put(`/api/turmas/${turma}/presenca`, { dia: hoje, colaboradorTurmaIds: Object.values(participantes), presente: true });
    expect(todos.json().participantes.every((p: Json) => p.presente)).toBe(true);
    expect(await participante(lia)).toMatchObject({ percentualFrequencia: 66.67, aprovado: false });

    const desmarcada = await put(`/api/turmas/${turma}/presenca`, { dia: ontem, colaboradorTurmaIds: [lia], presente: false });
    expect(desmarcada.statusCode).toBe(200);
    expect(await participante(lia)).toMatchObject({ percentualFrequencia: 33.33 });
  });

  it('recusa um dia que não é da turma e quem não participa dela, sem gravar nada', async () => {
    const { turma, participantes } = await turmaCom({ participantes: ['Lia Presente'] });
    const outroDia = await put(`/api/turmas/${turma}/presenca`, { dia: daysAfter(hoje, 10), colaboradorTurmaIds: [participantes['Lia Presente']], presente: true });
    expect(outroDia.statusCode).toBe(400);
    expect(outroDia.json().fields).toEqual([{ field: 'dia', message: 'A presença só pode ser marcada em um dia da turma.' }]);
    const outra = await turmaCom({ participantes: ['Rui Faltoso'] });
    const intruso = await put(`/api/turmas/${turma}/presenca`, { dia: hoje, colaboradorTurmaIds: [participantes['Lia Presente'], outra.participantes['Rui Faltoso']], presente: true });
    expect(intruso.statusCode).toBe(400);
    expect(intruso.json().fields).toEqual([{ field: 'colaboradorTurmaIds', message: 'Há participantes que não pertencem a esta turma.' }]);
    expect((await get(`/api/presencas-turma?colaboradorTurmaId=${participantes['Lia Presente']}`)).content).toEqual([]);
  });

  it('outra empresa não vê nem marca a lista', async () => {
    const { turma, participantes } = await turmaCom({ participantes: ['Lia Presente'] });
    expect((await t.request('GET', `/api/turmas/${turma}/presenca`, { cookie: t.norte })).statusCode).toBe(404);
    const marcar = await put(`/api/turmas/${turma}/presenca`, { dia: hoje, colaboradorTurmaIds: [participantes['Lia Presente']], presente: true }, t.norte);
    expect(marcar.statusCode).toBe(404);
  });
});

describe('QR code do dia', () => {
  const linkDo = async (turma: number) => {
    const response = await t.request('GET', `/api/dias-turmas/qr-code-presenca?turmaId=${turma}&dia=${hoje}`, { cookie: t.admin });
    expect(response.statusCode, response.body).toBe(200);
    const { link, svg } = response.json() as { link: string; svg: string };
    expect(svg).toMatch(/^<svg/);
    return new URL(link).searchParams.get('token')!;
  };
  const confirmar = (token: string, talento: Talento) => publico('POST', '/api/externo/presenca', { token, cpf: talento.cpf, dataNascimento: talento.nascimento });

  it('só num dia da turma: pode gerar hoje, não numa turma sem aula hoje', async () => {
    const comAula = await turmaCom({ participantes: [] });
    expect(await get(`/api/turmas/${comAula.turma}/pode-gerar-qrcode-presenca`)).toEqual({ podeGerar: true, hoje });
    const semAula = await turmaCom({ participantes: [], dias: [amanha] });
    expect(await get(`/api/turmas/${semAula.turma}/pode-gerar-qrcode-presenca`)).toEqual({ podeGerar: false, hoje });
    const recusado = await t.request('GET', `/api/dias-turmas/qr-code-presenca?turmaId=${semAula.turma}&dia=${amanha}`, { cookie: t.admin });
    expect(recusado.statusCode).toBe(409);
    expect(recusado.json().message).toBe('O QR code de presença só pode ser gerado no dia de uma aula da turma.');
  });

  it('o participante se identifica e a presença é registrada uma vez, com origem Q', async () => {
    const { turma, participantes } = await turmaCom({ participantes: ['Lia Presente'] });
    const token = await linkDo(turma);
    expect(await (await publico('GET', `/api/externo/presenca?token=${encodeURIComponent(token)}`)).json()).toMatchObject({ turma: 'Turma de presença', dia: hoje });
    const registrada = await confirmar(token, talentos['Lia Presente']!);
    expect(registrada.statusCode, registrada.body).toBe(200);
    expect(registrada.json()).toMatchObject({ mensagem: 'Presença registrada', nome: 'Lia Presente' });
    expect((await get(`/api/presencas-turma?colaboradorTurmaId=${participantes['Lia Presente']}`)).content).toEqual([expect.objectContaining({ dia: hoje, origem: 'Q' })]);
    expect(await participante(participantes['Lia Presente']!)).toMatchObject({ percentualFrequencia: 33.33 });

    const repetida = await confirmar(token, talentos['Lia Presente']!);
    expect(repetida.statusCode).toBe(409);
    expect(repetida.json().message).toBe('Sua presença neste dia já foi registrada.');
  });

  it('recusa quem não é da turma, um link alterado, um link de outro dia e um link vencido', async () => {
    const { turma } = await turmaCom({ participantes: ['Lia Presente'] });
    const token = await linkDo(turma);
    const estranho = await confirmar(token, talentos['Sem Turma']!);
    expect(estranho.statusCode).toBe(404);
    expect(estranho.json().message).toBe('Não encontramos um participante desta turma com este CPF e esta data de nascimento.');
    const dataErrada = await confirmar(token, { ...talentos['Lia Presente']!, nascimento: '1990-04-13' });
    expect(dataErrada.statusCode).toBe(404);

    // Another class's id in the same signature: refused as altered.
    const [corpo, assinatura] = token.split('.');
    const outroCorpo = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(corpo!, 'base64url').toString()), t: turma + 1 })).toString('base64url');
    const alterado = await confirmar(`${outroCorpo}.${assinatura}`, talentos['Lia Presente']!);
    expect(alterado.statusCode).toBe(400);
    expect(alterado.json().message).toBe('Este link de presença não é válido. Leia novamente o QR code da aula.');

    // Signed by this server for yesterday: expired, even though yesterday is a class day.
    const deOntem = assinarToken(t.engine.secret, { empresaId: 1, turmaId: turma, dia: ontem });
    const vencido = await confirmar(deOntem, talentos['Lia Presente']!);
    expect(vencido.statusCode).toBe(410);
    expect(vencido.json().message).toBe('Este link de presença expirou: ele vale apenas no dia da aula. Peça ao instrutor o QR code de hoje.');

    // Today's link, read tomorrow.
    const amanhaAoMeioDia = new Date(`${amanha}T12:00:00-03:00`);
    setClock(() => amanhaAoMeioDia);
    expect((await confirmar(token, talentos['Lia Presente']!)).statusCode).toBe(410);
    expect((await publico('GET', `/api/externo/presenca?token=${encodeURIComponent(token)}`)).statusCode).toBe(410);
  });

  it('um link de outra empresa nunca alcança os dados desta; o talento de uma empresa não marca presença na outra', async () => {
    const { turma } = await turmaCom({ participantes: ['Lia Presente'] });
    // A genuine token of the Filial Norte naming this company's class id: read in the Filial Norte, where it does not exist.
    const daNorte = assinarToken(t.engine.secret, { empresaId: 2, turmaId: turma, dia: hoje });
    const recusado = await confirmar(daNorte, talentos['Lia Presente']!);
    expect(recusado.statusCode).toBe(410);
    expect(JSON.stringify(recusado.json())).not.toContain('Turma de presença');
    expect((await publico('GET', `/api/externo/presenca?token=${encodeURIComponent(daNorte)}`)).statusCode).toBe(410);
  });
});

describe('avaliações do curso e aprovação', () => {
  let nota: number;
  let percentual: number;
  let modelo: number;
  let questionario: number;
  const perguntas: Record<string, number> = {};

  beforeAll(async () => {
    nota = await criar('/api/avaliacao-curso', { titulo: 'Prova final', tipo: 'n', minimoAprovacao: 7 });
    percentual = await criar('/api/avaliacao-curso', { titulo: 'Trabalho prático', tipo: 'p', minimoAprovacao: 60 });
    modelo = await criar('/api/modelos-avaliacao', {
      titulo: 'Avaliação do aluno',
      tipo: 'L',
      perguntas: [{ texto: 'Qual é a cor do céu?', tipo: 1, obrigatoria: true, peso: 1, respostas: [{ texto: 'Azul', peso: 1 }, { texto: 'Verde', peso: 0 }] }],
    });
    for (const p of (await get(`/api/modelos-avaliacao/${modelo}/perguntas`)).perguntas as Json[]) perguntas[String(p.texto)] = p.id as number;
    questionario = await criar('/api/avaliacao-curso', { titulo: 'Questionário', tipo: 'a', minimoAprovacao: 50, modeloAvaliacao: ref(modelo) });
  });

  it('sem avaliações, a frequência decide; mudar os dias da turma recalcula', async () => {
    const { turma, participantes } = await turmaCom({ participantes: ['Lia Presente'], minimo: 50 });
    const lia = participantes['Lia Presente']!;
    await put(`/api/turmas/${turma}/presenca`, { dia: hoje, colaboradorTurmaIds: [lia], presente: true });
    expect(await participante(lia)).toMatchObject({ percentualFrequencia: 33.33, aprovado: false });
    const registro = await get(`/api/turmas/${turma}`);
    const semAmanha = await put(`/api/turmas/${turma}`, { ...registro, diasTurma: (registro.diasTurma as Json[]).filter((d) => d.dia !== amanha && d.dia !== ontem) });
    expect(semAmanha.statusCode, semAmanha.body).toBe(200);
    expect(await participante(lia)).toMatchObject({ percentualFrequencia: 100, aprovado: true });
  });

  it('nota e percentual: aprovado só quando cada avaliação atinge o mínimo e a frequência também', async () => {
    const { turma, participantes } = await turmaCom({ participantes: ['Lia Presente'], avaliacoes: [nota, percentual], minimo: 30, dias: [hoje] });
    const lia = participantes['Lia Presente']!;
    await put(`/api/turmas/${turma}/presenca`, { dia: hoje, colaboradorTurmaIds: [lia], presente: true });
    const lancar = (avaliacaoCursoId: number, valor: number | null) => put(`/api/turmas/${turma}/resultados`, { colaboradorTurmaId: lia, avaliacaoCursoId, valor });
    expect((await lancar(nota, 8)).json().participantes[0]).toMatchObject({ aprovado: false, resultados: [{ avaliacaoCursoId: nota, valor: 8 }] });
    const acimaDe100 = await lancar(percentual, 101);
    expect(acimaDe100.statusCode).toBe(400);
    expect(acimaDe100.json().fields).toEqual([{ field: 'valor', message: 'O percentual não pode ser maior que 100.' }]);
    expect((await lancar(percentual, 60)).json().participantes[0]).toMatchObject({ aprovado: true });
    expect(await participante(lia)).toMatchObject({ aprovado: true });
    await lancar(nota, 6.5);
    expect(await participante(lia)).toMatchObject({ aprovado: false });
    await lancar(nota, 7);
    expect(await participante(lia)).toMatchObject({ aprovado: true });
    // Raising the evaluation's minimum recomputes every class of the courses that ask it.
    const minimo = (valor: number) => t.request('PATCH', `/api/avaliacao-curso/${nota}`, { cookie: t.admin, body: { minimoAprovacao: valor } });
    expect((await minimo(8)).statusCode).toBe(200);
    expect(await participante(lia)).toMatchObject({ aprovado: false });
    await minimo(7);
    expect(await participante(lia)).toMatchObject({ aprovado: true });
    await put(`/api/turmas/${turma}/presenca`, { dia: hoje, colaboradorTurmaIds: [lia], presente: false });
    expect(await participante(lia)).toMatchObject({ percentualFrequencia: 0, aprovado: false });
    // An evaluation of another course is refused.
    const doQuestionario = await lancar(questionario, 90);
    expect(doQuestionario.statusCode).toBe(400);
    expect(doQuestionario.json().fields).toEqual([{ field: 'avaliacaoCursoId', message: 'Esta avaliação não é do curso desta turma.' }]);
  });

  it('modelo de avaliação: o RH responde pelo participante e o percentual do questionário é o resultado', async () => {
    const { turma, participantes } = await turmaCom({ participantes: ['Lia Presente'], avaliacoes: [questionario], minimo: 0, dias: [hoje] });
    const lia = participantes['Lia Presente']!;
    const rota = `/api/colaborador-respostas/${modelo}/por-outro-usuario/${talentos['Lia Presente']!.id}/turma/${turma}`;
    const aberto = await get(rota);
    expect(aberto).toMatchObject({ titulo: 'Avaliação do aluno', colaborador: 'Lia Presente', anteriores: [] });
    const pergunta = perguntas['Qual é a cor do céu?']!;
    const errada = await t.request('POST', rota, { cookie: t.admin, body: { respostas: [{ perguntaId: pergunta, tipoId: 1, respostaId: 2 }] } });
    expect(errada.statusCode, errada.body).toBe(200);
    expect(errada.json().participantes[0]).toMatchObject({ aprovado: false, resultados: [{ avaliacaoCursoId: questionario, valor: 0 }] });
    const certa = await t.request('POST', rota, { cookie: t.admin, body: { respostas: [{ perguntaId: pergunta, tipoId: 1, respostaId: 1 }] } });
    expect(certa.json().participantes[0]).toMatchObject({ aprovado: true, resultados: [{ avaliacaoCursoId: questionario, valor: 100 }] });
    expect((await get(rota)).anteriores).toEqual([expect.objectContaining({ perguntaId: pergunta, respostaId: 1 })]);
    expect(await participante(lia)).toMatchObject({ aprovado: true });
    const digitado = await put(`/api/turmas/${turma}/resultados`, { colaboradorTurmaId: lia, avaliacaoCursoId: questionario, valor: 10 });
    expect(digitado.json().fields).toEqual([{ field: 'valor', message: 'O resultado desta avaliação vem do questionário respondido.' }]);
  });

  it('o participante responde em Minhas Avaliações o modelo liberado na turma, uma vez; bloqueado, não o vê', async () => {
    const cpf = generateCpf();
    const perfil = await criar('/api/perfis', { nome: 'Aluno', authorities: ['ROLE_CAD_INFO_PESSOAL'] });
    const usuario = await criar('/api/usuarios', { nome: 'Aluno Próprio', cpf, email: 'aluno@presenca.com.br', senhaHash: 'segredo-forte', acessos: [{ empresa: { id: 1 }, perfil: { id: perfil } }] });
    const aluno = await criar('/api/colaboradores', { nome: 'Aluno Próprio', cpf, dataAdmissao: '2024-01-02', ...lotacao, salario: 3000, usuario: ref(usuario) });
    const sessao = await t.login({ cpf, empresaId: 1 }, 'segredo-forte');
    const { turma } = await turmaCom({ participantes: [], avaliacoes: [questionario], minimo: 0, dias: [hoje] });
    const vinculo = await criar('/api/colaborador-turma', { turma: ref(turma), colaborador: ref(aluno) });
    const minhas = async () => (await get('/api/avaliacoes-turma/minhas', sessao)) as Json[];
    const rota = `/api/avaliacoes-turma/${turma}/questionarios/${modelo}`;
    expect(await minhas()).toEqual([]);
    expect((await t.request('GET', rota, { cookie: sessao })).statusCode).toBe(404);

    await put(`/api/turmas/${turma}/libera-bloqueia`, { avaliacaoCursoId: questionario, liberada: true });
    expect(await minhas()).toEqual([expect.objectContaining({ turma: expect.objectContaining({ id: turma }), avaliacaoCursoId: questionario, titulo: 'Questionário', modeloAvaliacaoId: modelo, respondida: false })]);
    expect(await get(rota, sessao)).toMatchObject({ titulo: 'Avaliação do aluno', colaborador: 'Aluno Próprio', anteriores: [] });
    const resposta = { respostas: [{ perguntaId: perguntas['Qual é a cor do céu?']!, tipoId: 1, respostaId: 1 }] };
    const enviada = await t.request('POST', rota, { cookie: sessao, body: resposta });
    expect(enviada.statusCode, enviada.body).toBe(204);
    expect(await participante(vinculo)).toMatchObject({ aprovado: true });
    expect((await get(`/api/turmas/${turma}/avaliacoes`)).participantes[0]).toMatchObject({ resultados: [{ avaliacaoCursoId: questionario, valor: 100 }] });
    expect((await minhas())[0]).toMatchObject({ respondida: true });
    const segunda = await t.request('POST', rota, { cookie: sessao, body: resposta });
    expect([segunda.statusCode, segunda.json().message]).toEqual([409, 'Você já respondeu esta avaliação.']);

    // Someone else's class: not theirs to answer; HR's own user has no talent.
    const { turma: outra } = await turmaCom({ participantes: ['Lia Presente'], avaliacoes: [questionario], dias: [hoje] });
    await put(`/api/turmas/${outra}/libera-bloqueia`, { avaliacaoCursoId: questionario, liberada: true });
    expect((await t.request('GET', `/api/avaliacoes-turma/${outra}/questionarios/${modelo}`, { cookie: sessao })).statusCode).toBe(400);
    expect(await get('/api/avaliacoes-turma/minhas')).toEqual([]);
  });

  it('liberar e bloquear uma avaliação na turma; outra empresa não alcança', async () => {
    const { turma } = await turmaCom({ participantes: [], avaliacoes: [nota, questionario] });
    const liberada = await put(`/api/turmas/${turma}/libera-bloqueia`, { avaliacaoCursoId: questionario, liberada: true });
    expect(liberada.statusCode, liberada.body).toBe(200);
    expect(liberada.json().avaliacoes.map((a: Json) => [a.titulo, a.liberada])).toEqual([['Prova final', false], ['Questionário', true]]);
    const bloqueada = await put(`/api/turmas/${turma}/libera-bloqueia`, { avaliacaoCursoId: questionario, liberada: false });
    expect(bloqueada.json().avaliacoes[1].liberada).toBe(false);
    expect((await put(`/api/turmas/${turma}/libera-bloqueia`, { avaliacaoCursoId: percentual, liberada: true })).statusCode).toBe(400);
    expect((await put(`/api/turmas/${turma}/libera-bloqueia`, { avaliacaoCursoId: questionario, liberada: true }, t.norte)).statusCode).toBe(404);
    expect((await t.request('GET', `/api/turmas/${turma}/avaliacoes`, { cookie: t.norte })).statusCode).toBe(404);
  });

  it('situação do treinamento: em andamento, concluído ou incompleto', () => {
    expect(situacaoTreinamento(hoje, false, hoje)).toBe('A');
    expect(situacaoTreinamento(ontem, true, hoje)).toBe('C');
    expect(situacaoTreinamento(ontem, false, hoje)).toBe('I');
  });
});
