/**
 * Avaliações de desempenho (spec 02 §3, §4, §5; issue 14 item 3): the form's messages, the list
 * filters, the participants and their relation kinds filled in bulk from the area tree, the
 * autoavaliação, removals, liberar / bloquear, e-mail to the avaliadores and clone.
 */
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureMail, stopCapturingMail, type SentMail } from '../../server/mail/mailer';
import { AUTOAVALIACAO_DO_PROPRIO, AVALIADOR_DIFERENTE, SEM_AUTOAVALIACAO } from '../../modules/avaliacao/desempenho/regras-participante';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
type Json = Record<string, any>;
const ref = (id: number) => ({ id });
const pessoa: Record<string, number> = {};
let modeloId = 0;
let mails: SentMail[];

async function criar(url: string, body: unknown): Promise<number> {
  const response = await t.request('POST', url, { cookie: t.admin, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}
const get = async (url: string) => (await t.request('GET', url, { cookie: t.admin })).json() as Json;
const post = (url: string, body?: unknown) => t.request('POST', url, { cookie: t.admin, body });
const put = (url: string, body?: unknown) => t.request('PUT', url, { cookie: t.admin, body });
const fields = async (url: string, body: unknown) => ((await post(url, body)).json() as { fields?: unknown }).fields;

const avaliacao = (extra: Json = {}) => ({ titulo: 'Ciclo 2026', tipo: '1.0', dataIni: '2026-01-01', dataFim: '2026-03-31', modeloAvaliacao: ref(modeloId), permiteAutoAvaliacao: true, anonima: false, ...extra });
/** The evaluation's pairs as "avaliado>avaliador:tipo", sorted ("Ana>-" waits for an avaliador). */
async function pares(id: number): Promise<string[]> {
  const page = await get(`/api/participantes-avaliacao-desempenho?avaliacao=${id}&size=200`);
  const nome = (ref?: { id: number }) => (ref ? Object.keys(pessoa).find((n) => pessoa[n] === ref.id) : '-');
  return (page.content as Json[]).map((p) => `${nome(p.avaliado)}>${nome(p.avaliador)}${p.tipo ? `:${p.tipo}` : ''}`).sort();
}

beforeAll(async () => {
  mails = captureMail();
  const estabelecimento = (await get('/api/estabelecimentos?unpaged=true&resumido=true'))[0].id as number;
  const cargo = (await get('/api/cargos?unpaged=true&resumido=true'))[0].id as number;
  const diretoria = await criar('/api/areas-organizacionais', { nome: 'Diretoria Desempenho' });
  const vendas = await criar('/api/areas-organizacionais', { nome: 'Vendas Desempenho', areaMae: ref(diretoria) });
  const talento = (nome: string, area: number) =>
    criar('/api/colaboradores', { nome, cpf: generateCpf(), dataAdmissao: '2024-01-02', estabelecimento: ref(estabelecimento), areaOrganizacional: ref(area), cargo: ref(cargo), salario: 3000, email: `${nome.toLowerCase()}@exemplo.com.br` });
  for (const [nome, area] of [['Dora', diretoria], ['Gil', vendas], ['Ana', vendas], ['Beto', vendas]] as const) pessoa[nome] = await talento(nome, area);
  // Dora leads the Diretoria, Gil leads Vendas (and is led by Dora).
  await t.request('PATCH', `/api/areas-organizacionais/${diretoria}`, { cookie: t.admin, body: { responsaveis: [pessoa.Dora] } });
  await t.request('PATCH', `/api/areas-organizacionais/${vendas}`, { cookie: t.admin, body: { responsaveis: [pessoa.Gil] } });
  pessoa.vendas = vendas;
  modeloId = await criar('/api/modelos-avaliacao', { titulo: 'Desempenho Geral', tipo: 'D', perguntas: [{ texto: 'Entrega no prazo?', tipo: 4, notaMinima: 1, notaMaxima: 5 }] });
});
afterAll(() => stopCapturingMail());

describe('avaliação de desempenho: o formulário (spec §5)', () => {
  const url = '/api/avaliacoes-desempenho';

  it('título, datas, autoavaliação, anônima e tipo, com as mensagens do §5', async () => {
    expect(await fields(url, {})).toEqual(
      expect.arrayContaining([
        { field: 'titulo', message: 'Título é obrigatório' },
        { field: 'dataIni', message: 'Data inicial é obrigatória' },
        { field: 'dataFim', message: 'Data final é obrigatória' },
        { field: 'permiteAutoAvaliacao', message: 'Informe se a avaliação permite autoavaliação' },
        { field: 'anonima', message: 'Informe se a avaliação é anônima.' },
        { field: 'tipo', message: 'Tipo de avaliação é obrigatório' },
      ]),
    );
  });

  it('o modelo é obrigatório, a não ser que avalie somente competências', async () => {
    expect(await fields(url, avaliacao({ modeloAvaliacao: undefined }))).toEqual([{ field: 'modeloAvaliacao', message: 'Modelo de avaliação é obrigatório' }]);
    await criar(url, avaliacao({ modeloAvaliacao: undefined, avaliarSomenteCompetencias: true, titulo: 'Só competências' }));
  });

  it('o formato é exigido quando o tipo é 2.0', async () => {
    const message = 'Campo Obrigatório é necessário quando Tipo é 2.0';
    expect(await fields(url, avaliacao({ tipo: '2.0' }))).toEqual([{ field: 'formato', message }]);
    expect(await fields(url, avaliacao({ tipo: '2.0', formato: '0' }))).toEqual([{ field: 'formato', message }]);
    const doisPontoZero = await criar(url, avaliacao({ tipo: '2.0', formato: '1', titulo: 'Dois ponto zero' }));
    expect(await get(`${url}/${doisPontoZero}`)).toMatchObject({ tipo: '2.0', formato: '1' });
  });

  it('uma 1.0 não tem formato: o que o formulário ainda levava (2.0 escolhido e desfeito) fica "0"', async () => {
    const id = await criar(url, avaliacao({ tipo: '1.0', formato: '2', titulo: 'Voltou a 1.0' }));
    const gravada = await get(`${url}/${id}`);
    expect(gravada).toMatchObject({ tipo: '1.0', formato: '0' });
    // Changed to 2.0 it takes the formato; back to 1.0 it drops it again.
    const dois = await put(`${url}/${id}`, { ...gravada, tipo: '2.0', formato: '2' });
    expect(dois.statusCode, dois.body).toBe(200);
    expect(dois.json()).toMatchObject({ tipo: '2.0', formato: '2' });
    const um = await put(`${url}/${id}`, { ...(dois.json() as Json), tipo: '1.0' });
    expect(um.json()).toMatchObject({ tipo: '1.0', formato: '0' });
  });

  it('data final antes da inicial é recusada', async () => {
    expect(await fields(url, avaliacao({ dataFim: '2025-12-31' }))).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }]);
  });
});

describe('participantes', () => {
  it('preencher pela hierarquia: gestores (L), liderados (A), pares (P) e autoavaliação (U)', async () => {
    const id = await criar('/api/avaliacoes-desempenho', avaliacao({ titulo: 'Hierarquia' }));
    const acao = `/api/avaliacoes-desempenho/${id}/preencher-participantes`;
    const r = await post(acao, { preencherPor: 'C', colaboradoresIds: [pessoa.Ana, pessoa.Gil], preencheAvaliadosLideres: true, preencheAvaliadosLiderados: true, preencheAvaliadosPares: true, geraAutoavaliacao: true });
    expect(r.statusCode, r.body).toBe(200);
    expect(await pares(id)).toEqual(
      [
        'Ana>Ana:U', 'Ana>Gil:L', 'Ana>Beto:P',
        'Gil>Gil:U', 'Gil>Dora:L', 'Gil>Ana:A', 'Gil>Beto:A',
      ].sort(),
    );
    // Done again, nothing repeats.
    await post(acao, { preencherPor: 'C', colaboradoresIds: [pessoa.Ana, pessoa.Gil], preencheAvaliadosLideres: true, preencheAvaliadosLiderados: true, preencheAvaliadosPares: true, geraAutoavaliacao: true });
    expect((await pares(id)).length).toBe(7);
  });

  it('por área: os avaliados esperam pelos avaliadores; as mensagens do preenchimento', async () => {
    const id = await criar('/api/avaliacoes-desempenho', avaliacao({ titulo: 'Por área', permiteAutoAvaliacao: false }));
    const acao = `/api/avaliacoes-desempenho/${id}/preencher-participantes`;
    expect(await fields(acao, { preencherPor: 'A' })).toEqual([{ field: 'areasIds', message: 'Selecione ao menos uma Área Organizacional' }]);
    expect(await fields(acao, { preencherPor: 'C', colaboradoresIds: [] })).toEqual([{ field: 'colaboradoresIds', message: 'Selecione ao menos um talento.' }]);
    const auto = await post(acao, { preencherPor: 'A', areasIds: [pessoa.vendas], geraAutoavaliacao: true });
    expect(auto.statusCode).toBe(409);
    expect(auto.json().message).toBe(SEM_AUTOAVALIACAO);
    expect((await post(acao, { preencherPor: 'A', areasIds: [pessoa.vendas] })).statusCode).toBe(200);
    expect(await pares(id)).toEqual(['Ana>-', 'Beto>-', 'Gil>-']);
    // "Incluir autoavaliações" is refused where the evaluation does not allow it.
    const incluir = await post(`/api/avaliacoes-desempenho/${id}/incluir-autoavaliacao`);
    expect(incluir.statusCode).toBe(409);
    expect(incluir.json().message).toBe('A avaliação não permite autoavaliação.');
    // One avaliador for several avaliados: avaliadorId is required.
    const umAvaliador = `/api/avaliacoes-desempenho/${id}/avaliados-do-avaliador`;
    expect(await fields(umAvaliador, { tipo: 'R', avaliadosIds: [pessoa.Ana] })).toEqual([{ field: 'avaliador', message: 'Avaliador é obrigatório' }]);
    expect(await fields(umAvaliador, { avaliador: ref(pessoa.Dora!), tipo: 'R', avaliadosIds: [] })).toEqual([{ field: 'avaliadosIds', message: 'Selecione ao menos um avaliado.' }]);
    expect((await post(umAvaliador, { avaliador: ref(pessoa.Dora!), tipo: 'R', avaliadosIds: [pessoa.Ana, pessoa.Beto] })).statusCode).toBe(200);
    expect(await pares(id)).toEqual(['Ana>Dora:R', 'Beto>Dora:R', 'Gil>-']);
  });

  it('incluir autoavaliações, remover avaliadores e avaliados', async () => {
    const id = await criar('/api/avaliacoes-desempenho', avaliacao({ titulo: 'Remoções' }));
    await post(`/api/avaliacoes-desempenho/${id}/preencher-participantes`, { preencherPor: 'C', colaboradoresIds: [pessoa.Ana, pessoa.Beto], preencheAvaliadosLideres: true });
    const incluir = await post(`/api/avaliacoes-desempenho/${id}/incluir-autoavaliacao`);
    expect(incluir.statusCode, incluir.body).toBe(200);
    expect(await pares(id)).toEqual(['Ana>Ana:U', 'Ana>Gil:L', 'Beto>Beto:U', 'Beto>Gil:L']);
    expect((await post(`/api/avaliacoes-desempenho/${id}/remover-avaliadores`, { avaliadoresIds: [pessoa.Gil] })).statusCode).toBe(200);
    expect(await pares(id)).toEqual(['Ana>Ana:U', 'Beto>Beto:U']);
    expect((await post(`/api/avaliacoes-desempenho/${id}/remover-avaliadores`, {})).statusCode).toBe(200);
    expect(await pares(id)).toEqual(['Ana>-', 'Beto>-']);
    expect((await post(`/api/avaliacoes-desempenho/${id}/remover-avaliados`, { avaliadosIds: [pessoa.Ana] })).statusCode).toBe(200);
    expect(await pares(id)).toEqual(['Beto>-']);
  });

  it('um par pela lista: a autoavaliação é do próprio avaliado', async () => {
    const id = await criar('/api/avaliacoes-desempenho', avaliacao({ titulo: 'Um a um', permiteAutoAvaliacao: false }));
    const url = '/api/participantes-avaliacao-desempenho';
    const par = (avaliado: number, avaliador: number, tipo: string) => ({ avaliacaoDesempenho: ref(id), avaliado: ref(avaliado), avaliador: ref(avaliador), tipo });
    expect(await fields(url, par(pessoa.Ana!, pessoa.Gil!, 'U'))).toEqual([{ field: 'avaliador', message: AUTOAVALIACAO_DO_PROPRIO }]);
    expect(await fields(url, par(pessoa.Ana!, pessoa.Ana!, 'R'))).toEqual([{ field: 'avaliador', message: AVALIADOR_DIFERENTE }]);
    expect(await fields(url, par(pessoa.Ana!, pessoa.Ana!, 'U'))).toEqual([{ field: 'tipo', message: SEM_AUTOAVALIACAO }]);
    await criar(url, par(pessoa.Ana!, pessoa.Gil!, 'L'));
    expect(await fields(url, par(pessoa.Ana!, pessoa.Gil!, 'P'))).toEqual([{ field: 'avaliacaoDesempenho', message: 'Este avaliador já avalia este avaliado nesta avaliação.' }]);
  });
});

describe('liberar, bloquear, e-mail e clonar', () => {
  it('sem avaliadores não libera; liberada, filtra, avisa por e-mail e bloqueia', async () => {
    const id = await criar('/api/avaliacoes-desempenho', avaliacao({ titulo: 'Liberação 2026' }));
    const semNinguem = await put(`/api/avaliacoes-desempenho/${id}/liberar`);
    expect(semNinguem.statusCode).toBe(409);
    expect(semNinguem.json().message).toBe('A avaliação não possui avaliadores: preencha os participantes antes de liberá-la.');
    await post(`/api/avaliacoes-desempenho/${id}/preencher-participantes`, { preencherPor: 'C', colaboradoresIds: [pessoa.Ana], preencheAvaliadosLideres: true });
    expect((await put(`/api/avaliacoes-desempenho/${id}/liberar`)).json()).toMatchObject({ liberada: true });
    expect((await put(`/api/avaliacoes-desempenho/${id}/liberar`)).json().message).toBe('A avaliação já está liberada.');
    const titulos = async (query: string) => ((await get(`/api/avaliacoes-desempenho?titulo=Libera&${query}`)).content as Json[]).map((a) => a.titulo);
    expect(await titulos('liberada=L')).toEqual(['Liberação 2026']);
    expect(await titulos('liberada=N')).toEqual([]);
    expect(await titulos('respondida=NAO_RESPONDIDAS')).toEqual(['Liberação 2026']);
    expect(await titulos('respondida=RESPONDIDAS')).toEqual([]);

    mails.length = 0;
    expect((await post(`/api/avaliacoes-desempenho/${id}/envia-email`)).statusCode).toBe(200);
    await expect.poll(() => mails.length).toBe(1);
    expect(mails[0]).toMatchObject({ to: ['gil@exemplo.com.br'], subject: 'Avaliação de desempenho: Liberação 2026' });
    expect(mails[0]!.text).toContain('até 31/03/2026');

    expect((await put(`/api/avaliacoes-desempenho/${id}/bloquear`)).json()).toMatchObject({ liberada: false });
    const bloqueada = await post(`/api/avaliacoes-desempenho/${id}/envia-email`);
    expect(bloqueada.json().message).toBe('Libere a avaliação antes de avisar os participantes.');
  });

  it('clonar leva os participantes, não a liberação', async () => {
    const id = await criar('/api/avaliacoes-desempenho', avaliacao({ titulo: 'Original' }));
    await post(`/api/avaliacoes-desempenho/${id}/preencher-participantes`, { preencherPor: 'C', colaboradoresIds: [pessoa.Ana, pessoa.Beto], preencheAvaliadosLideres: true });
    await put(`/api/avaliacoes-desempenho/${id}/liberar`);
    const clone = await post(`/api/avaliacoes-desempenho/${id}/clonar`, { titulo: 'Cópia' });
    expect(clone.statusCode, clone.body).toBe(200);
    const copia = (await get('/api/avaliacoes-desempenho?titulo=C%C3%B3pia')).content[0] as Json;
    expect(copia).toMatchObject({ titulo: 'Cópia', liberada: false, modeloAvaliacao: { id: modeloId } });
    expect(await pares(copia.id)).toEqual(await pares(id));
  });
});
