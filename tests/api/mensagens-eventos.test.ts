/**
 * The home-page messages the other modules' writes raise and take back, through their own routes
 * and hooks (issue 19 item 1): an evaluation or a survey to answer until it is sent, an
 * experience-period follow-up until it is answered, an exam due until it is done again — overdue,
 * it stays —, a certification until it is renewed, a leave's end until it is extended. And "Para
 * hoje" counts them by kind of fact.
 */
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../engine/format/dates';
import { currentInstant, daysAfter, setClock, today } from '../../engine/validation/brazilian';
import { varrerEmpresa } from '../../modules/mensagens/eventos/varredura';
import type { CaixasMensagens, MensagemDoUsuario, MensagensPage } from '../../modules/mensagens/mensagens.api';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
type Json = Record<string, any>;
const ref = (id: number) => ({ id });
const hoje = today();

async function criar(url: string, body: unknown): Promise<Json & { id: number }> {
  const response = await t.request('POST', url, { cookie: t.admin, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const get = async (url: string, cookie = t.admin) => (await t.request('GET', url, { cookie })).json() as Json;
const post = (url: string, body: unknown, cookie = t.admin) => t.request('POST', url, { cookie, body });
const doTipo = async (tipo: string, cookie = t.admin) => ((await t.request('GET', `/api/mensagens?tipo=${tipo}&size=100`, { cookie })).json() as MensagensPage).content;
const comTexto = async (tipo: string, trecho: string, cookie = t.admin): Promise<MensagemDoUsuario[]> => (await doTipo(tipo, cookie)).filter((m) => m.texto.includes(trecho));

let estabelecimento: number;
let area: number;
let cargo: number;
let perfilFuncionario: number;

/** A talent admitted on `dataAdmissao`, with a user of the profile without authorities when `comUsuario`: answers the session. */
async function talento(nome: string, { dataAdmissao = '2024-01-02', comUsuario = false } = {}): Promise<{ id: number; nome: string; sessao?: string }> {
  const cpf = generateCpf();
  const usuario = comUsuario ? (await criar('/api/usuarios', { nome, cpf, senhaHash: 'segredo-forte', acessos: [{ empresa: ref(1), perfil: ref(perfilFuncionario) }] })).id : undefined;
  const { id } = await criar('/api/colaboradores', {
    nome, cpf, dataAdmissao, estabelecimento: ref(estabelecimento), areaOrganizacional: ref(area), cargo: ref(cargo), salario: 3000,
    ...(usuario ? { usuario: ref(usuario) } : {}),
  });
  return { id, nome, sessao: usuario ? await t.login({ cpf, empresaId: 1 }, 'segredo-forte') : undefined };
}

beforeAll(async () => {
  estabelecimento = ((await get('/api/estabelecimentos?unpaged=true&resumido=true')) as unknown as { id: number }[])[0]!.id;
  cargo = ((await get('/api/cargos?unpaged=true&resumido=true')) as unknown as { id: number }[])[0]!.id;
  area = (await criar('/api/areas-organizacionais', { nome: 'Área das Mensagens' })).id;
  perfilFuncionario = (await criar('/api/perfis', { nome: 'Funcionário das Mensagens', authorities: [] })).id;
});

afterEach(() => setClock());

describe('avaliação de desempenho a responder (A)', () => {
  it('liberada, chega ao avaliador; salvar em partes não a tira; enviar as respostas tira; a varredura não a devolve', async () => {
    const gil = await talento('Gil das Mensagens', { comUsuario: true });
    const ana = await talento('Ana das Mensagens');
    const modelo = await criar('/api/modelos-avaliacao', { titulo: 'Desempenho das Mensagens', tipo: 'D', perguntas: [{ texto: 'Entrega no prazo?', tipo: 4, notaMinima: 1, notaMaxima: 5, obrigatoria: true, peso: 1 }, { texto: 'Comente.', tipo: 3, obrigatoria: false, peso: 1 }] });
    const perguntas = (await get(`/api/modelos-avaliacao/${modelo.id}/perguntas`)).perguntas as Json[];
    const nota = perguntas.find((p) => p.tipo === 4)!.id as number;
    const comentario = perguntas.find((p) => p.tipo === 3)!.id as number;
    const dataFim = daysAfter(hoje, 20);
    const { id } = await criar('/api/avaliacoes-desempenho', { titulo: 'Ciclo das Mensagens', tipo: '1.0', dataIni: daysAfter(hoje, -1), dataFim, modeloAvaliacao: ref(modelo.id), permiteAutoAvaliacao: false, anonima: false });
    expect((await post(`/api/avaliacoes-desempenho/${id}/avaliados-do-avaliador`, { avaliador: ref(gil.id), tipo: 'R', avaliadosIds: [ana.id] })).statusCode).toBe(200);
    const texto = `Você tem avaliações a responder na avaliação de desempenho "Ciclo das Mensagens" até ${formatDate(dataFim)}.`;
    // Not released yet: nothing to answer.
    expect(await comTexto('A', texto, gil.sessao)).toEqual([]);
    expect((await t.request('PUT', `/api/avaliacoes-desempenho/${id}/liberar`, { cookie: t.admin })).statusCode).toBe(200);
    expect(await comTexto('A', texto, gil.sessao)).toEqual([expect.objectContaining({ tipo: 'A', evento: 'avaliacao-responder', link: '/avaliacao/minhas-avaliacoes', lida: false })]);
    expect(await comTexto('A', texto)).toEqual([]);

    const url = `/api/avaliacoes-desempenho/${id}/avaliados/${ana.id}/respostas`;
    const parcial = await post(`${url}?parcial=true`, { respostas: [{ perguntaId: comentario, tipoId: 3, comentario: 'Rascunho' }] }, gil.sessao);
    expect(parcial.statusCode, parcial.body).toBe(201);
    expect(await comTexto('A', texto, gil.sessao)).toHaveLength(1);
    const enviada = await post(url, { respostas: [{ perguntaId: nota, tipoId: 4, nota: 4 }] }, gil.sessao);
    expect(enviada.statusCode, enviada.body).toBe(201);
    expect(await comTexto('A', texto, gil.sessao)).toEqual([]);
    await varrerEmpresa(t.engine, 1);
    expect(await comTexto('A', texto, gil.sessao)).toEqual([]);
  });
});

describe('pesquisa a responder (P)', () => {
  const PERGUNTAS = [{ texto: 'Dê uma nota ao clima', tipo: 4, obrigatoria: true, peso: 1, notaMinima: 1, notaMaxima: 5, aspecto: 'Clima' }];
  async function liberada(titulo: string, participantes: number[], anonima: boolean): Promise<number> {
    const pesquisa = await criar('/api/pesquisas', { titulo, tipo: 'P', dataInicio: hoje, dataFim: daysAfter(hoje, 10), anonima, participantes: 'C', colaboradores: participantes });
    const modelo = await get(`/api/modelos-avaliacao/${pesquisa.modelo.id}`);
    expect((await t.request('PUT', `/api/modelos-avaliacao/${modelo.id}`, { cookie: t.admin, body: { ...modelo, perguntas: PERGUNTAS } })).statusCode).toBe(200);
    expect((await t.request('PUT', `/api/pesquisas/${pesquisa.id}/liberar`, { cookie: t.admin, body: {} })).statusCode).toBe(200);
    return pesquisa.id;
  }
  const responder = async (id: number, sessao: string, parcial: boolean) => {
    const q = await get(`/api/pesquisas/${id}/questionario`, sessao);
    const enviada = await post(`/api/pesquisas/${id}/respostas`, { respostas: [{ perguntaId: q.perguntas[0].id, tipoId: 4, nota: 5 }], parcial }, sessao);
    expect(enviada.statusCode, enviada.body).toBe(200);
  };

  it('liberada, chega a cada participante com usuário; o rascunho não a tira, o envio tira só a de quem respondeu', async () => {
    const bia = await talento('Bia das Pesquisas', { comUsuario: true });
    const caio = await talento('Caio das Pesquisas', { comUsuario: true });
    const id = await liberada('Clima das Mensagens', [bia.id, caio.id], false);
    const texto = `A pesquisa "Clima das Mensagens" aguarda a sua resposta até ${formatDate(daysAfter(hoje, 10))}.`;
    for (const quem of [bia, caio]) expect(await comTexto('P', texto, quem.sessao)).toEqual([expect.objectContaining({ tipo: 'P', evento: 'pesquisa-responder', link: '/pesquisa/minhas-pesquisas' })]);
    await responder(id, bia.sessao!, true);
    expect(await comTexto('P', texto, bia.sessao)).toHaveLength(1);
    await responder(id, bia.sessao!, false);
    expect(await comTexto('P', texto, bia.sessao)).toEqual([]);
    expect(await comTexto('P', texto, caio.sessao)).toHaveLength(1);
    await varrerEmpresa(t.engine, 1);
    expect(await comTexto('P', texto, bia.sessao)).toEqual([]);
  });

  it('numa anônima, a resposta enviada também tira a mensagem de quem respondeu; bloqueada, sai a de todos', async () => {
    const davi = await talento('Davi das Pesquisas', { comUsuario: true });
    const eva = await talento('Eva das Pesquisas', { comUsuario: true });
    const id = await liberada('Anônima das Mensagens', [davi.id, eva.id], true);
    const texto = 'A pesquisa "Anônima das Mensagens" aguarda';
    await responder(id, davi.sessao!, false);
    expect(await comTexto('P', texto, davi.sessao)).toEqual([]);
    expect(await comTexto('P', texto, eva.sessao)).toHaveLength(1);
    expect((await t.request('PUT', `/api/pesquisas/${id}/bloquear`, { cookie: t.admin, body: {} })).statusCode).toBe(200);
    expect(await comTexto('P', texto, eva.sessao)).toEqual([]);
  });
});

describe('acompanhamento do período de experiência (A)', () => {
  it('a varredura o anuncia 7 dias antes a quem responde os acompanhamentos; respondido, sai', async () => {
    const periodo45 = ((await get('/api/periodos-experiencia?size=10')).content as { id: number; dias: number; nome: string }[]).find((p) => p.dias === 45)!;
    // Admitted 42 days ago: the 45-day follow-up is due in 3 days.
    const novato = await talento('Nico da Experiência', { dataAdmissao: daysAfter(hoje, -42) });
    const texto = `O acompanhamento "${periodo45.nome}" do período de experiência de Nico da Experiência está previsto para ${formatDate(daysAfter(hoje, 3))}.`;
    expect(await varrerEmpresa(t.engine, 1)).toBeGreaterThanOrEqual(1);
    expect(await comTexto('A', texto)).toEqual([expect.objectContaining({ tipo: 'A', evento: 'experiencia-acompanhar', link: '/avaliacao/acompanhamentos-periodos-experiencia' })]);

    const base = `/api/colaboradores/${novato.id}/acompanhamentos-experiencia/${periodo45.id}`;
    const notas = ((await get(`${base}/questionario`)).perguntas as Json[]).filter((p) => p.tipo === 4);
    const parcial = await post(`${base}?parcial=true`, { respostas: [{ perguntaId: notas[0]!.id, tipoId: 4, nota: 5 }] });
    expect(parcial.statusCode, parcial.body).toBe(201);
    expect(await comTexto('A', texto)).toHaveLength(1);
    const completo = await post(base, { respostas: notas.map((p) => ({ perguntaId: p.id, tipoId: 4, nota: 4 })) });
    expect(completo.statusCode, completo.body).toBe(201);
    expect(await comTexto('A', texto)).toEqual([]);
    expect(await varrerEmpresa(t.engine, 1)).toBe(0);
    expect(await comTexto('A', texto)).toEqual([]);
  });
});

describe('exame a vencer (S)', () => {
  it('o resultado gravado que vence em 10 dias vira mensagem; vencido continua; feito de novo, sai', async () => {
    const uf = ((await get('/api/estados?size=1&sigla=SP')).content as { id: number }[])[0]!.id;
    const medico = await criar('/api/profissionais', { nome: 'Dra. das Mensagens', orgaoDeClasse: 1, numeroInscricao: '445566', uf: ref(uf) });
    await criar(`/api/profissionais/${medico.id}/contratos`, { tipoContrato: 'EXAMINADOR', inicio: daysAfter(hoje, -400), estabelecimentoResponsavel: 'TODOS' });
    const exame = await criar('/api/exames', { nome: 'Audiometria das Mensagens', periodico: true, periodicidade: 12 });
    const ines = await talento('Inês do Exame');
    const aso = (data: string) => criar('/api/solicitacoes-exames', { colaborador: ref(ines.id), tipo: 1, medico: ref(medico.id), data });

    const antigo = await aso(daysAfter(hoje, -360));
    const realizado = await criar(`/api/solicitacoes-exames/${antigo.id}/exames-solicitados`, { exame: ref(exame.id), dataRealizacao: daysAfter(hoje, -355), resultado: 'N' });
    const vencimento = daysAfter(hoje, 10);
    expect(realizado.vencimento).toBe(vencimento);
    const texto = `O exame "Audiometria das Mensagens" de Inês do Exame vence em ${formatDate(vencimento)}.`;
    // Written by the result's own write, before any sweep.
    expect(await comTexto('S', texto)).toEqual([expect.objectContaining({ tipo: 'S', evento: 'exame-vencer', link: '/sst/exames-a-vencer' })]);

    // Fifteen days later the exam is overdue, not done again: still to do.
    const daquiA15 = new Date(currentInstant().getTime() + 15 * 86_400_000);
    setClock(() => daquiA15);
    await varrerEmpresa(t.engine, 1);
    expect(await comTexto('S', texto)).toHaveLength(1);
    setClock();

    const novo = await aso(daysAfter(hoje, -1));
    await criar(`/api/solicitacoes-exames/${novo.id}/exames-solicitados`, { exame: ref(exame.id), dataRealizacao: daysAfter(hoje, -1), resultado: 'N' });
    expect(await comTexto('S', texto)).toEqual([]);
    expect(await comTexto('S', 'O exame "Audiometria das Mensagens" de Inês do Exame')).toEqual([]);
  });
});

describe('certificação a vencer (T) e afastamento terminando (S)', () => {
  it('a certificação renovada leva a mensagem da anterior', async () => {
    const certificacao = ((await get('/api/certificacao?size=100')).content as { id: number; nome: string; periodicidade: number | null }[]).find((c) => c.periodicidade)!;
    const rui = await talento('Rui da Certificação');
    // Obtained one period before a day 12 days ahead: its validity (the date plus the period, computed by the server) ends about then.
    const [ano, mes, dia] = daysAfter(hoje, 12).split('-').map(Number) as [number, number, number];
    const obtida = new Date(Date.UTC(ano, mes - 1 - certificacao.periodicidade!, dia)).toISOString().slice(0, 10);
    const { dataVencimento } = await criar('/api/colaboradores-certificacoes', { colaborador: ref(rui.id), certificacao: ref(certificacao.id), data: obtida, origem: 'M' });
    expect(dataVencimento >= hoje && dataVencimento <= daysAfter(hoje, 30)).toBe(true);
    const texto = `A certificação ${certificacao.nome} de Rui da Certificação vence em ${formatDate(dataVencimento)}.`;
    expect(await comTexto('T', texto)).toEqual([expect.objectContaining({ evento: 'certificacao-vencer' })]);
    await criar('/api/colaboradores-certificacoes', { colaborador: ref(rui.id), certificacao: ref(certificacao.id), data: hoje, origem: 'M' });
    expect(await comTexto('T', texto)).toEqual([]);
  });

  it('o afastamento prorrogado leva a mensagem do fim antigo', async () => {
    const lia = await talento('Lia do Afastamento');
    const motivo = ((await get('/api/motivos-afastamento?size=1')).content as { id: number; classe: string }[])[0]!;
    const fim = daysAfter(hoje, 4);
    const afastamento = await criar('/api/afastamentos', { colaborador: ref(lia.id), classe: motivo.classe, afastamento: ref(motivo.id), inicio: daysAfter(hoje, -10), fim });
    const texto = `O afastamento de Lia do Afastamento termina em ${formatDate(fim)}.`;
    expect(await comTexto('S', texto)).toEqual([expect.objectContaining({ evento: 'afastamento-fim' })]);
    const prorrogado = await t.request('PATCH', `/api/afastamentos/${afastamento.id}`, { cookie: t.admin, body: { fim: daysAfter(hoje, 40) } });
    expect(prorrogado.statusCode, prorrogado.body).toBe(200);
    expect(await comTexto('S', 'O afastamento de Lia do Afastamento')).toEqual([]);
  });
});

describe('Para hoje', () => {
  it('uma linha por tipo de fato com não lidas, contada no servidor, com a mais nova; juntas, contam o que as caixas contam', async () => {
    const { paraHoje, caixasEsquerda, caixasDireita } = (await get('/api/mensagens/caixas')) as CaixasMensagens;
    const solicitacoes = paraHoje.find((linha) => linha.evento === 'solicitacao-aprovar')!;
    expect(solicitacoes).toMatchObject({ titulo: 'Solicitação de pessoal a aprovar', tipo: 'R' });
    const naoLidas = (await doTipo('R')).filter((m) => !m.lida && m.evento === 'solicitacao-aprovar');
    expect(solicitacoes.naoLidas).toBe(naoLidas.length);
    expect(solicitacoes.ultima).toBe(naoLidas[0]!.textoAbreviado);
    expect(new Set(paraHoje.map((linha) => `${linha.tipo}:${linha.evento}`)).size).toBe(paraHoje.length);
    const soma = (numeros: number[]) => numeros.reduce((a, b) => a + b, 0);
    expect(soma(paraHoje.map((linha) => linha.naoLidas))).toBe(soma([...caixasEsquerda, ...caixasDireita].map((caixa) => caixa.naoLidas)));
  });
});
