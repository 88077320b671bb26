/**
 * Pesquisas and NPS: the survey owns its questionnaire (made, renamed, cloned and removed with
 * it), who takes part, releasing, the reminders to who has not answered, answering once (partial
 * saves first), anonymity (no response of the module links a person to an answer), the results
 * per question and the NPS.
 */
import { describe, expect, it } from 'vitest';
import { captureMail, stopCapturingMail } from '../../server/mail/mailer';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

type Json = Record<string, unknown>;
const get = async (url: string, cookie = t.admin) => (await t.request('GET', url, { cookie })).json();
const post = (url: string, body: unknown, cookie = t.admin) => t.request('POST', url, { cookie, body });
const hoje = new Date().toISOString().slice(0, 10);

async function criarPesquisa(body: Json = {}) {
  const response = await post('/api/pesquisas', { titulo: 'Clima 2026', tipo: 'P', dataInicio: hoje, dataFim: '2099-12-31', anonima: false, participantes: 'T', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Json & { id: number; modelo: { id: number } };
}

const colaboradoresDaArea = async (areaId: number) =>
  (await get(`/api/colaboradores?areaOrganizacionalId=${areaId}&situacao=A&size=100`)).content as { id: number; nome: string; email: string | null }[];

describe('a pesquisa e o seu questionário', () => {
  it('cria com ela um questionário de tipo Pesquisa, vazio; o NPS já com a pergunta de 0 a 10', async () => {
    const pesquisa = await criarPesquisa();
    const modelo = await get(`/api/modelos-avaliacao/${pesquisa.modelo.id}`);
    expect(modelo).toMatchObject({ titulo: 'Clima 2026', tipo: 'P', perguntas: [] });
    const nps = await criarPesquisa({ titulo: 'NPS interno', tipo: 'N' });
    const [pergunta] = (await get(`/api/modelos-avaliacao/${nps.modelo.id}`)).perguntas as Json[];
    expect(pergunta).toMatchObject({ tipo: 4, notaMinima: 0, notaMaxima: 10, exigirComentario: true });
    expect(String(pergunta!.texto)).toMatch(/^Em uma escala de 0 a 10, /);
  });

  it('renomear a pesquisa renomeia o questionário; excluí-la o exclui', async () => {
    const pesquisa = await criarPesquisa({ titulo: 'Pesquisa a renomear' });
    const renamed = await t.request('PATCH', `/api/pesquisas/${pesquisa.id}`, { cookie: t.admin, body: { titulo: 'Pesquisa renomeada' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await get(`/api/modelos-avaliacao/${pesquisa.modelo.id}`)).titulo).toBe('Pesquisa renomeada');
    expect((await t.request('DELETE', `/api/pesquisas/${pesquisa.id}`, { cookie: t.admin })).statusCode).toBe(204);
    expect((await t.request('GET', `/api/modelos-avaliacao/${pesquisa.modelo.id}`, { cookie: t.admin })).statusCode).toBe(404);
  });

  it('as mensagens do formulário: datas, áreas e talentos conforme os participantes', async () => {
    const response = await post('/api/pesquisas', { titulo: 'Sem áreas', tipo: 'P', dataInicio: '2026-05-10', dataFim: '2026-05-01', anonima: false, participantes: 'A' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'dataFim', message: 'Data final inferior a data inicial.' },
        { field: 'areas', message: 'Selecione ao menos uma Área Organizacional' },
      ]),
    );
    const semTalentos = await post('/api/pesquisas', { titulo: 'Sem talentos', tipo: 'P', dataInicio: hoje, dataFim: hoje, anonima: false, participantes: 'C', colaboradores: [] });
    expect(semTalentos.json().fields).toEqual([{ field: 'colaboradores', message: 'Selecione ao menos um talento' }]);
  });

  it('clonar copia as perguntas num questionário novo, e a cópia nasce bloqueada', async () => {
    const pesquisa = await criarPesquisa({ titulo: 'Pesquisa original' });
    const modelo = await get(`/api/modelos-avaliacao/${pesquisa.modelo.id}`);
    const pergunta = { texto: 'Como avalia a comunicação interna?', tipo: 4, obrigatoria: true, peso: 1, notaMinima: 1, notaMaxima: 5, aspecto: 'Comunicação' };
    expect((await t.request('PUT', `/api/modelos-avaliacao/${modelo.id}`, { cookie: t.admin, body: { ...modelo, perguntas: [pergunta] } })).statusCode).toBe(200);
    expect((await t.request('PUT', `/api/pesquisas/${pesquisa.id}/liberar`, { cookie: t.admin, body: {} })).statusCode).toBe(200);
    const clonada = await post(`/api/pesquisas/${pesquisa.id}/clonar`, { titulo: 'Pesquisa clonada' });
    expect(clonada.statusCode, clonada.body).toBe(200);
    const [copia] = (await get('/api/pesquisas?titulo=Pesquisa clonada')).content as Json[];
    expect(copia).toMatchObject({ titulo: 'Pesquisa clonada', liberada: false });
    const full = await get(`/api/pesquisas/${copia!.id}`);
    expect(full.modelo.id).not.toBe(pesquisa.modelo.id);
    expect((await get(`/api/modelos-avaliacao/${full.modelo.id}`)).perguntas).toEqual([expect.objectContaining({ texto: pergunta.texto, aspecto: 'Comunicação', notaMaxima: 5 })]);
  });
});

describe('liberar e lembrar', () => {
  it('liberar duas vezes é recusado; o lembrete só depois de liberada, a cada participante com e-mail', async () => {
    const [algum] = (await get('/api/colaboradores?situacao=A&size=1')).content as { areaOrganizacional: { id: number } }[];
    const areaId = algum!.areaOrganizacional.id;
    const daArea = await colaboradoresDaArea(areaId);
    expect(daArea.length).toBeGreaterThan(0);
    const pesquisa = await criarPesquisa({ titulo: 'Pesquisa da área', participantes: 'A', areas: [areaId] });
    const cedo = await post(`/api/pesquisas/${pesquisa.id}/enviar-lembrete`, {});
    expect(cedo.statusCode).toBe(409);
    expect(cedo.json().message).toBe('Libere a pesquisa antes de enviar lembretes.');
    expect((await t.request('PUT', `/api/pesquisas/${pesquisa.id}/liberar`, { cookie: t.admin, body: {} })).statusCode).toBe(200);
    const deNovo = await t.request('PUT', `/api/pesquisas/${pesquisa.id}/liberar`, { cookie: t.admin, body: {} });
    expect(deNovo.statusCode).toBe(409);
    expect(deNovo.json().message).toBe('A pesquisa já está liberada.');
    const sent = captureMail();
    try {
      expect((await post(`/api/pesquisas/${pesquisa.id}/enviar-lembrete`, {})).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const comEmail = daArea.filter((c) => c.email).map((c) => [c.email]);
      expect(sent.map((m) => m.to)).toEqual(expect.arrayContaining(comEmail));
      expect(sent).toHaveLength(comEmail.length);
      expect(sent[0]!.subject).toBe('Lembrete: pesquisa "Pesquisa da área"');
      expect(sent[0]!.text).toContain('/pesquisa/minhas-pesquisas');
    } finally {
      stopCapturingMail();
    }
  });
});
