/**
 * Answering a performance evaluation (issue 14 item 4): "Minhas avaliações" of a user linked to a
 * talent, partial save then final, HR on an avaliador's behalf, answered pairs kept and locked,
 * and anonymity — no response of the module names who answered an anonymous evaluation.
 */
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANONIMA_POR_OUTRO, NAO_LIBERADA } from '../../modules/avaliacao/desempenho/respostas';
import { PAR_RESPONDIDO } from '../../modules/avaliacao/desempenho/regras-participante';
import { today } from '../../engine/validation/brazilian';
import { pdfText } from '../support/pdf-text';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
type Json = Record<string, any>;
const ref = (id: number) => ({ id });
const talento: Record<string, number> = {};
const usuario: Record<string, number> = {};
const sessao: Record<string, string> = {};
const pergunta: Record<string, number> = {};
let modeloId = 0;

async function criar(url: string, body: unknown): Promise<number> {
  const response = await t.request('POST', url, { cookie: t.admin, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}
const get = async (url: string, cookie = t.admin) => (await t.request('GET', url, { cookie })).json() as Json;
const post = (url: string, body?: unknown, cookie = t.admin) => t.request('POST', url, { cookie, body });
const nota = (n: number) => [{ perguntaId: pergunta.nota!, tipoId: 4, nota: n }, { perguntaId: pergunta.texto!, tipoId: 3, comentario: 'Entrega com cuidado.' }];

/** An evaluation with Ana evaluated by Gil and Beto, released. */
async function avaliacaoLiberada(titulo: string, anonima: boolean): Promise<{ id: number; pares: Json[] }> {
  const id = await criar('/api/avaliacoes-desempenho', { titulo, tipo: '1.0', dataIni: '2026-01-01', dataFim: '2026-12-31', modeloAvaliacao: ref(modeloId), permiteAutoAvaliacao: true, anonima });
  const r = await post(`/api/avaliacoes-desempenho/${id}/avaliados-do-avaliador`, { avaliador: ref(talento.Gil!), tipo: 'R', avaliadosIds: [talento.Ana] });
  expect(r.statusCode, r.body).toBe(200);
  await post(`/api/avaliacoes-desempenho/${id}/avaliados-do-avaliador`, { avaliador: ref(talento.Beto!), tipo: 'P', avaliadosIds: [talento.Ana] });
  expect((await t.request('PUT', `/api/avaliacoes-desempenho/${id}/liberar`, { cookie: t.admin })).statusCode).toBe(200);
  return { id, pares: (await get(`/api/participantes-avaliacao-desempenho?avaliacao=${id}&size=50`)).content };
}

beforeAll(async () => {
  const estabelecimento = (await get('/api/estabelecimentos?unpaged=true&resumido=true'))[0].id as number;
  const cargo = (await get('/api/cargos?unpaged=true&resumido=true'))[0].id as number;
  const area = await criar('/api/areas-organizacionais', { nome: 'Área das Respostas' });
  const perfil = await criar('/api/perfis', { nome: 'Colaborador Respostas', authorities: ['ROLE_CAD_INFO_PESSOAL'] });
  for (const nome of ['Ana', 'Gil', 'Beto']) {
    const cpf = generateCpf();
    if (nome !== 'Ana') {
      usuario[nome] = await criar('/api/usuarios', { nome: `${nome} Anônimo`, cpf, email: `${nome.toLowerCase()}@respostas.com.br`, senhaHash: 'segredo-forte', acessos: [{ empresa: { id: 1 }, perfil: { id: perfil } }] });
    }
    talento[nome] = await criar('/api/colaboradores', {
      nome: `${nome} Anônimo`, cpf, dataAdmissao: '2024-01-02', estabelecimento: ref(estabelecimento), areaOrganizacional: ref(area), cargo: ref(cargo), salario: 3000,
      ...(usuario[nome] ? { usuario: ref(usuario[nome]) } : {}),
    });
    if (usuario[nome]) sessao[nome] = await t.login({ cpf, empresaId: 1 }, 'segredo-forte');
  }
  modeloId = await criar('/api/modelos-avaliacao', {
    titulo: 'Desempenho das Respostas', tipo: 'D',
    perguntas: [
      { texto: 'Entrega no prazo?', tipo: 4, notaMinima: 1, notaMaxima: 5, obrigatoria: true, peso: 1 },
      { texto: 'Comente o trabalho.', tipo: 3, obrigatoria: false, peso: 1 },
    ],
  });
  for (const p of (await get(`/api/modelos-avaliacao/${modeloId}/perguntas`)).perguntas as Json[]) pergunta[p.tipo === 4 ? 'nota' : 'texto'] = p.id;
});

describe('Minhas avaliações', () => {
  it('o avaliador vê o que avalia só depois de liberada, salva em partes e depois envia', async () => {
    const id = await criar('/api/avaliacoes-desempenho', { titulo: 'Ainda fechada', tipo: '1.0', dataIni: '2026-01-01', dataFim: '2026-12-31', modeloAvaliacao: ref(modeloId), permiteAutoAvaliacao: true, anonima: false });
    await post(`/api/avaliacoes-desempenho/${id}/avaliados-do-avaliador`, { avaliador: ref(talento.Gil!), tipo: 'R', avaliadosIds: [talento.Ana] });
    const fechada = await t.request('GET', `/api/avaliacoes-desempenho/${id}/avaliados/${talento.Ana}/questionario`, { cookie: sessao.Gil });
    expect(fechada.statusCode).toBe(409);
    expect(fechada.json().message).toBe(NAO_LIBERADA);

    const { id: aberta } = await avaliacaoLiberada('Ciclo aberto', false);
    const minhas = () => get('/api/avaliacoes-desempenho/minhas', sessao.Gil) as unknown as Promise<Json[]>;
    expect(await minhas()).toEqual([{ avaliacao: { id: aberta, titulo: 'Ciclo aberto', dataIni: '2026-01-01', dataFim: '2026-12-31', anonima: false }, avaliado: { id: talento.Ana, nome: 'Ana Anônimo' }, tipo: 'R', situacao: 'N' }]);
    // Ana has no user; she is asked nothing.
    expect(await get('/api/avaliacoes-desempenho/minhas', t.admin)).toEqual([]);

    const url = `/api/avaliacoes-desempenho/${aberta}/avaliados/${talento.Ana}`;
    const parcial = await post(`${url}/respostas?parcial=true`, { respostas: [{ perguntaId: pergunta.texto, tipoId: 3, comentario: 'Rascunho' }] }, sessao.Gil);
    expect(parcial.statusCode, parcial.body).toBe(201);
    expect(parcial.json()).toEqual({ respondidoParcialmente: true });
    expect((await minhas())[0]!.situacao).toBe('P');
    const retomado = await get(`${url}/questionario`, sessao.Gil);
    expect(retomado).toMatchObject({ titulo: 'Desempenho das Respostas', respondida: false, anteriores: expect.arrayContaining([expect.objectContaining({ perguntaId: pergunta.texto, comentario: 'Rascunho' })]) });
    expect(retomado.perguntas.every((p: Json) => p.peso === undefined)).toBe(true);

    const incompleta = await post(`${url}/respostas`, { respostas: [{ perguntaId: pergunta.texto, tipoId: 3, comentario: 'Rascunho' }] }, sessao.Gil);
    expect(incompleta.json().fields).toEqual([{ field: `perguntas.${pergunta.nota}`, message: 'Selecione a nota.' }]);
    expect((await post(`${url}/respostas`, { respostas: nota(4) }, sessao.Gil)).json()).toEqual({ respondidoParcialmente: false });
    expect((await minhas())[0]!.situacao).toBe('R');
    expect((await post(`${url}/respostas`, { respostas: nota(5) }, sessao.Gil)).json().message).toBe('Você já respondeu esta avaliação.');
    // Beto is not Ana's avaliador in that one: nothing of his there.
    expect((await t.request('GET', `/api/avaliacoes-desempenho/${id}/avaliados/${talento.Ana}/questionario`, { cookie: sessao.Beto })).statusCode).toBe(404);
    const respondidas = (await get('/api/avaliacoes-desempenho?respondida=RESPONDIDAS&size=100')).content as Json[];
    expect(respondidas.map((a) => a.titulo)).toContain('Ciclo aberto');
  });

  it('o RH responde por um avaliador; quem respondeu fica na avaliação e não muda', async () => {
    const { id, pares } = await avaliacaoLiberada('Pelo RH', false);
    const dele = (nome: string) => pares.find((p) => p.avaliador.id === talento[nome])!;
    const questionario = await get(`/api/participantes-avaliacao-desempenho/${dele('Beto').id}/questionario`);
    expect(questionario).toMatchObject({ avaliado: { nome: 'Ana Anônimo' }, avaliador: { nome: 'Beto Anônimo' }, respondida: false });
    const r = await post(`/api/participantes-avaliacao-desempenho/${dele('Beto').id}/respostas`, { respostas: nota(3) });
    expect(r.statusCode, r.body).toBe(201);
    const guardada = (await get(`/api/colaboradores-questionarios?avaliacaoDesempenhoId=${id}`)).content as Json[];
    expect(guardada).toMatchObject([{ colaborador: { id: talento.Ana }, avaliador: { id: talento.Beto }, tipoParticipacao: 'P', percentual: 50 }]);

    // Beto answered: removing every avaliador keeps him; his pair is neither changed nor removed.
    expect((await post(`/api/avaliacoes-desempenho/${id}/remover-avaliadores`, {})).statusCode).toBe(200);
    const restantes = (await get(`/api/participantes-avaliacao-desempenho?avaliacao=${id}`)).content as Json[];
    expect(restantes.map((p) => p.avaliador?.id)).toEqual([talento.Beto]);
    const remover = await t.request('DELETE', `/api/participantes-avaliacao-desempenho/${dele('Beto').id}`, { cookie: t.admin });
    expect(remover.statusCode).toBe(409);
    expect(remover.json().message).toBe(PAR_RESPONDIDO);
    const trocar = await t.request('PATCH', `/api/participantes-avaliacao-desempenho/${dele('Beto').id}`, { cookie: t.admin, body: { tipo: 'R' } });
    expect(trocar.json().message).toBe(PAR_RESPONDIDO);
  });
});

describe('avaliação anônima', () => {
  it('nenhuma resposta do módulo diz quem respondeu', async () => {
    const { id, pares } = await avaliacaoLiberada('Ciclo anônimo', true);
    const lerParticipantes = () => get(`/api/participantes-avaliacao-desempenho?avaliacao=${id}&size=50`);
    const antes = await lerParticipantes();
    const porRh = await post(`/api/participantes-avaliacao-desempenho/${pares[0]!.id}/respostas`, { respostas: nota(2) });
    expect(porRh.json().message).toBe(ANONIMA_POR_OUTRO);
    for (const nome of ['Gil', 'Beto']) {
      const r = await post(`/api/avaliacoes-desempenho/${id}/avaliados/${talento.Ana}/respostas`, { respostas: nota(nome === 'Gil' ? 5 : 1) }, sessao[nome]);
      expect(r.statusCode, r.body).toBe(201);
      expect(r.json()).toEqual({ respondidoParcialmente: false });
    }
    // Who was asked is the same list before and after: it tells nothing of who answered.
    expect(await lerParticipantes()).toEqual(antes);

    const respostas = (await get(`/api/colaboradores-questionarios?avaliacaoDesempenhoId=${id}&size=50`)).content as Json[];
    expect(respostas).toHaveLength(2);
    const lidas: unknown[] = [await get(`/api/avaliacoes-desempenho/${id}`), await get(`/api/avaliacoes-desempenho/${id}/acoes`), respostas];
    for (const r of respostas) {
      lidas.push(await get(`/api/colaboradores-questionarios/${r.id}`));
      lidas.push(await get(`/api/log?entidade=colaboradorQuestionario&registroId=${r.id}&dataIni=${today()}&dataFim=${today()}`));
      const pdf = await t.request('GET', `/api/colaboradores-questionarios/${r.id}/pdf`, { cookie: t.admin });
      lidas.push(await pdfText(pdf.rawPayload));
    }
    for (const nome of ['Gil', 'Beto']) lidas.push(await get('/api/avaliacoes-desempenho/minhas', sessao[nome]));
    const texto = JSON.stringify(lidas);
    for (const nome of ['Gil', 'Beto']) {
      expect(texto).not.toContain(`${nome} Anônimo`);
      expect(texto).not.toContain(`${nome.toLowerCase()}@respostas.com.br`);
    }
    // No avaliador, anonymous or not, and no user who typed it, in any of them.
    const ids = new Set([talento.Gil, talento.Beto, usuario.Gil, usuario.Beto]);
    const revela = (value: unknown, key = ''): boolean => {
      if (Array.isArray(value)) return value.some((v) => revela(v, key));
      if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => revela(v, k));
      return /avaliador|respondidoPor|usuario/i.test(key) && ids.has(value as number);
    };
    expect(revela(lidas)).toBe(false);
  });
});

describe('o resultado da autoavaliação', () => {
  it('mostrado ao talento ao enviar a autoavaliação, quando a avaliação o exibe; nunca na avaliação de outro', async () => {
    const id = await criar('/api/avaliacoes-desempenho', { titulo: 'Com resultado', tipo: '1.0', dataIni: '2026-01-01', dataFim: '2026-12-31', modeloAvaliacao: ref(modeloId), permiteAutoAvaliacao: true, anonima: false, exibeResultadoAutoAvaliacao: true });
    expect((await post(`/api/avaliacoes-desempenho/${id}/avaliados-do-avaliador`, { avaliador: ref(talento.Gil!), tipo: 'R', avaliadosIds: [talento.Ana] })).statusCode).toBe(200);
    expect((await post(`/api/avaliacoes-desempenho/${id}/avaliados-do-avaliador`, { avaliador: ref(talento.Beto!), tipo: 'R', avaliadosIds: [talento.Gil] })).statusCode).toBe(200);
    expect((await post(`/api/avaliacoes-desempenho/${id}/incluir-autoavaliacao`)).statusCode).toBe(200);
    expect((await t.request('PUT', `/api/avaliacoes-desempenho/${id}/liberar`, { cookie: t.admin })).statusCode).toBe(200);
    const propria = await post(`/api/avaliacoes-desempenho/${id}/avaliados/${talento.Gil}/respostas`, { respostas: nota(4) }, sessao.Gil);
    expect(propria.statusCode, propria.body).toBe(201);
    // Grade 4 in 1..5 is 75 % of the scale.
    expect(propria.json()).toEqual({ respondidoParcialmente: false, resultadoAutoavaliacao: 75 });
    const deOutro = await post(`/api/avaliacoes-desempenho/${id}/avaliados/${talento.Ana}/respostas`, { respostas: nota(4) }, sessao.Gil);
    expect(deOutro.json()).toEqual({ respondidoParcialmente: false });
  });
});
