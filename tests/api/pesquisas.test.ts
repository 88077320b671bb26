/**
 * Pesquisas and NPS: the survey owns its questionnaire (made, renamed, cloned and removed with
 * it), who takes part, releasing, the reminders to who has not answered, answering once (partial
 * saves first), anonymity (no response of the module links a person to an answer), the results
 * per question and the NPS.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../engine/validation/brazilian';
import { captureMail, stopCapturingMail } from '../../server/mail/mailer';
import { pdfText } from '../support/pdf-text';
import { downloadReport, generateReport } from '../support/report-jobs';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

type Json = Record<string, unknown>;
const get = async (url: string, cookie = t.admin) => (await t.request('GET', url, { cookie })).json();
const post = (url: string, body: unknown, cookie = t.admin) => t.request('POST', url, { cookie, body });
// The app's today (São Paulo), not UTC's: from 21:00 on they differ.
const hoje = today();

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

/** A valid CPF from nine digits. */
function cpf(base: string): string {
  const digito = (digits: string) => {
    const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const d1 = digito(base);
  return `${base}${d1}${digito(base + d1)}`;
}

/** A system user of company 1 with no authority, linked to the talent: an employee. */
async function funcionario(colaboradorId: number, base: string) {
  const perfis = (await get('/api/perfis?unpaged=true&resumido=true')) as { id: number; nome: string }[];
  const perfil = (perfis.find((p) => p.nome === 'Funcionário') ?? (await post('/api/perfis', { nome: 'Funcionário', authorities: [] })).json()) as { id: number };
  const usuario = await post('/api/usuarios', { nome: `Funcionário ${base}`, cpf: cpf(base), senhaHash: 'segredo-forte', acessos: [{ empresa: { id: 1 }, perfil: { id: perfil.id } }] });
  expect(usuario.statusCode, usuario.body).toBe(201);
  const ligado = await t.request('PATCH', `/api/colaboradores/${colaboradorId}`, { cookie: t.admin, body: { usuario: { id: usuario.json().id } } });
  expect(ligado.statusCode, ligado.body).toBe(200);
  return t.login({ cpf: cpf(base), empresaId: 1 }, 'segredo-forte');
}

const PERGUNTAS = [
  { texto: 'Você recomenda a empresa?', tipo: 1, obrigatoria: true, peso: 1, aspecto: 'Clima', respostas: [{ texto: 'Sim', peso: 1 }, { texto: 'Não', peso: 0 }] },
  { texto: 'Dê uma nota à liderança', tipo: 4, obrigatoria: true, peso: 1, notaMinima: 1, notaMaxima: 5, aspecto: 'Liderança' },
  { texto: 'O que melhorar?', tipo: 3, obrigatoria: false, peso: 1, aspecto: 'Clima' },
];

/** A released survey with the three questions, for the chosen talents. */
async function pesquisaLiberada(titulo: string, colaboradores: number[], anonima: boolean) {
  const pesquisa = await criarPesquisa({ titulo, anonima, participantes: 'C', colaboradores });
  const modelo = await get(`/api/modelos-avaliacao/${pesquisa.modelo.id}`);
  expect((await t.request('PUT', `/api/modelos-avaliacao/${modelo.id}`, { cookie: t.admin, body: { ...modelo, perguntas: PERGUNTAS } })).statusCode).toBe(200);
  expect((await t.request('PUT', `/api/pesquisas/${pesquisa.id}/liberar`, { cookie: t.admin, body: {} })).statusCode).toBe(200);
  return pesquisa.id;
}

interface Questionario {
  perguntas: { id: number; tipo: number; peso?: number }[];
  anteriores: unknown[];
}
const respostas = (q: Questionario, alternativa: number, nota: number, texto?: string) => [
  { perguntaId: q.perguntas[0]!.id, tipoId: 1, respostaId: alternativa },
  { perguntaId: q.perguntas[1]!.id, tipoId: 4, nota },
  { perguntaId: q.perguntas[2]!.id, tipoId: 3, comentario: texto ?? null },
];

describe('responder', () => {
  const talentos: { id: number; nome: string }[] = [];
  const sessoes: string[] = [];
  beforeAll(async () => {
    talentos.push(...((await get('/api/colaboradores?situacao=A&size=3&sort=nome,asc')).content as { id: number; nome: string }[]));
    for (const [i, talento] of talentos.entries()) sessoes.push(await funcionario(talento.id, `90000000${i + 1}`));
  });

  it('o usuário sem talento não participa; o talento vê só as liberadas de que participa', async () => {
    const semTalento = await t.request('GET', '/api/pesquisas/minhas', { cookie: t.admin });
    expect(semTalento.statusCode).toBe(403);
    expect(semTalento.json().message).toBe('Seu usuário não está vinculado a um talento.');
    const id = await pesquisaLiberada('Só dos dois primeiros', [talentos[0]!.id, talentos[1]!.id], false);
    const bloqueada = await criarPesquisa({ titulo: 'Ainda bloqueada', participantes: 'C', colaboradores: [talentos[0]!.id] });
    const minhas = (await get('/api/pesquisas/minhas', sessoes[0])) as { id: number; respondida: boolean }[];
    expect(minhas.map((p) => p.id)).toContain(id);
    expect(minhas.map((p) => p.id)).not.toContain(bloqueada.id);
    expect(((await get('/api/pesquisas/minhas', sessoes[2])) as { id: number }[]).map((p) => p.id)).not.toContain(id);
    expect((await t.request('GET', `/api/pesquisas/${id}/questionario`, { cookie: sessoes[2] })).statusCode).toBe(404);
    // Whoever answers never reads the weights, and the HR screens stay closed to them.
    const questionario = (await get(`/api/pesquisas/${id}/questionario`, sessoes[0])) as Questionario;
    expect(JSON.stringify(questionario)).not.toContain('"peso"');
    expect((await t.request('GET', '/api/pesquisas', { cookie: sessoes[0] })).statusCode).toBe(403);
  });

  it('salva para continuar, retoma, envia uma vez; a resposta guarda quem respondeu', async () => {
    const id = await pesquisaLiberada('Identificada', [talentos[0]!.id], false);
    const q = (await get(`/api/pesquisas/${id}/questionario`, sessoes[0])) as Questionario;
    const parcial = await post(`/api/pesquisas/${id}/respostas`, { respostas: [respostas(q, 1, 4)[0]], parcial: true }, sessoes[0]);
    expect(parcial.statusCode, parcial.body).toBe(200);
    expect(parcial.json()).toMatchObject({ respondida: false, emAndamento: true });
    expect(((await get(`/api/pesquisas/${id}/questionario`, sessoes[0])) as Questionario).anteriores).toEqual([respostas(q, 1, 4)[0]]);
    const incompleta = await post(`/api/pesquisas/${id}/respostas`, { respostas: [respostas(q, 1, 4)[0]] }, sessoes[0]);
    expect(incompleta.statusCode).toBe(400);
    expect(incompleta.json().fields).toEqual([{ field: `perguntas.${q.perguntas[1]!.id}`, message: 'Selecione a nota.' }]);
    const enviada = await post(`/api/pesquisas/${id}/respostas`, { respostas: respostas(q, 1, 4, 'Mais treinamentos') }, sessoes[0]);
    expect(enviada.statusCode, enviada.body).toBe(200);
    expect(enviada.json()).toMatchObject({ respondida: true, emAndamento: false });
    const outra = await post(`/api/pesquisas/${id}/respostas`, { respostas: respostas(q, 2, 1) }, sessoes[0]);
    expect(outra.statusCode).toBe(409);
    expect(outra.json().message).toBe('Você já respondeu esta pesquisa.');
    const [linha] = (await get(`/api/colaboradores-questionarios?pesquisaId=${id}`)).content as Json[];
    expect(linha).toMatchObject({ colaborador: { id: talentos[0]!.id }, avaliador: { id: talentos[0]!.id }, respondidoParcialmente: false });
  });

  it('anônima: a resposta não tem pessoa, a participação fica à parte, e nenhuma resposta do módulo liga uma à outra', async () => {
    const id = await pesquisaLiberada('Anônima', talentos.map((c) => c.id), true);
    for (const [i, sessao] of sessoes.slice(0, 2).entries()) {
      const q = (await get(`/api/pesquisas/${id}/questionario`, sessao)) as Questionario;
      expect((await post(`/api/pesquisas/${id}/respostas`, { respostas: respostas(q, 1, 2 + i), parcial: true }, sessao)).statusCode).toBe(200);
      expect((await post(`/api/pesquisas/${id}/respostas`, { respostas: respostas(q, i + 1, 2 + i, `Comentário ${i}`) }, sessao)).statusCode).toBe(200);
    }
    const again = await post(`/api/pesquisas/${id}/respostas`, { respostas: [] }, sessoes[1]);
    expect(again.json().message).toBe('Você já respondeu esta pesquisa.');
    // The reminder goes only to the one who has not answered.
    const sent = captureMail();
    try {
      expect((await post(`/api/pesquisas/${id}/enviar-lembrete`, {})).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const emails = ((await get('/api/colaboradores?situacao=A&size=3&sort=nome,asc')).content as { email: string | null }[]).map((c) => c.email);
      expect(sent.map((m) => m.to[0])).toEqual(emails[2] ? [emails[2]] : []);
    } finally {
      stopCapturingMail();
    }
    const resultado = await get(`/api/pesquisas/${id}/resultados`);
    expect(resultado).toMatchObject({ participantes: 3, respondidas: 2 });
    expect(resultado.perguntas[0].alternativas).toEqual([{ texto: 'Sim', quantidade: 1 }, { texto: 'Não', quantidade: 1 }]);
    expect(resultado.perguntas[1]).toMatchObject({ media: 2.5, notas: [{ nota: 1, quantidade: 0 }, { nota: 2, quantidade: 1 }, { nota: 3, quantidade: 1 }, { nota: 4, quantidade: 0 }, { nota: 5, quantidade: 0 }] });
    expect(resultado.perguntas[2]).toMatchObject({ respostas: 2, textos: ['Comentário 0', 'Comentário 1'] });
    // Every response of the module, HR's and the participants', walked for a person beside an answer.
    const linhas = (await get(`/api/colaboradores-questionarios?pesquisaId=${id}&size=50`)).content as Json[];
    expect(linhas).toHaveLength(2);
    const respostasDaApi = [
      linhas,
      ...(await Promise.all(linhas.map((l) => get(`/api/colaboradores-questionarios/${l.id}`)))),
      await get(`/api/pesquisas/${id}`),
      await get(`/api/pesquisas/${id}/resultados`),
      await get(`/api/pesquisas?size=50`),
      ...(await Promise.all(sessoes.map((s) => get('/api/pesquisas/minhas', s)))),
      ...(await Promise.all(sessoes.map((s) => get(`/api/pesquisas/${id}/questionario`, s)))),
    ];
    const texto = JSON.stringify(respostasDaApi);
    for (const linha of linhas) {
      expect(linha.colaborador ?? null).toBeNull();
      expect(linha.avaliador ?? null).toBeNull();
      expect(linha.respondidoPor ?? null).toBeNull();
      expect(linha).not.toHaveProperty('avaliadorAnonimo');
    }
    for (const talento of talentos) {
      expect(texto).not.toContain(talento.nome);
      expect(texto).not.toMatch(new RegExp(`"(colaborador|avaliador|avaliadorAnonimo|colaboradorId)":\\{?"?(id)?"?:?${talento.id}\\b`));
    }
    // Nor the audit trail of the answers names who wrote them.
    for (const linha of linhas) {
      const [auditoria] = (await get(`/api/log?entidade=colaboradorQuestionario&registroId=${String(linha.id)}`)).content as Json[];
      expect(auditoria).toMatchObject({ acao: 'C' });
      expect(auditoria!.usuario ?? null).toBeNull();
      for (const talento of talentos) expect(JSON.stringify(auditoria)).not.toContain(talento.nome);
    }
  });
});

describe('NPS', () => {
  it('promotores, neutros e detratores das notas enviadas, o score e o score do mês', async () => {
    const talentos = (await get('/api/colaboradores?situacao=A&size=3&sort=nome,asc')).content as { id: number }[];
    const pesquisa = await criarPesquisa({ titulo: 'NPS do trimestre', tipo: 'N', anonima: true, participantes: 'C', colaboradores: talentos.map((c) => c.id) });
    expect((await t.request('PUT', `/api/pesquisas/${pesquisa.id}/liberar`, { cookie: t.admin, body: {} })).statusCode).toBe(200);
    const sessoes = await Promise.all([1, 2, 3].map((i) => t.login({ cpf: cpf(`90000000${i}`), empresaId: 1 }, 'segredo-forte')));
    for (const [i, nota] of [10, 9, 3].entries()) {
      const q = (await get(`/api/pesquisas/${pesquisa.id}/questionario`, sessoes[i])) as Questionario;
      const enviada = await post(`/api/pesquisas/${pesquisa.id}/respostas`, { respostas: [{ perguntaId: q.perguntas[0]!.id, tipoId: 4, nota, comentario: nota > 8 ? 'Bom lugar' : 'Salário' }] }, sessoes[i]);
      expect(enviada.statusCode, enviada.body).toBe(200);
    }
    const resultado = await get(`/api/pesquisas/${pesquisa.id}/nps`);
    expect(resultado).toMatchObject({ total: 3, promotores: 2, neutros: 0, detratores: 1, percentualPromotores: 66.7, percentualDetratores: 33.3, score: 33.3 });
    expect(resultado.meses).toEqual([expect.objectContaining({ mes: hoje.slice(0, 7), total: 3, score: 33.3 })]);
  });
});

describe('relatório Resultado da Pesquisa', () => {
  it('a pesquisa de demonstração em PDF e XLSX: cada pergunta com as suas contagens, a média e os textos; de outra empresa, nada', async () => {
    const [clima] = (await get('/api/pesquisas?titulo=Pesquisa de Clima 2026')).content as { id: number }[];
    const job = await generateReport(t, t.admin, 'pesquisa', 'pdf', { pesquisasIds: [clima!.id] });
    expect(job.status, JSON.stringify(job)).toBe('CONCLUIDO');
    const text = pdfText((await downloadReport(t, t.admin, job.id)).rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Resultado da Pesquisa');
    expect(text).toContain('Pesquisa: Pesquisa de Clima 2026');
    expect(text).toContain('Você recomendaria a empresa como um bom lugar para trabalhar?');
    expect(text).toMatch(/Sim: \d+ \([\d,]+%\)/);
    expect(text).toContain('3,79');
    expect(text).toMatch(/"Horário flexível às sextas\." \(\d+\)/);
    const semTextos = pdfText((await downloadReport(t, t.admin, (await generateReport(t, t.admin, 'pesquisa', 'pdf', { pesquisasIds: [clima!.id], exibirTextos: false })).id)).rawPayload);
    expect(semTextos).not.toContain('Horário flexível');

    const xlsx = await generateReport(t, t.admin, 'pesquisa', 'xlsx', { pesquisasIds: [clima!.id] });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await downloadReport(t, t.admin, xlsx.id)).rawPayload as never);
    const cells = workbook.worksheets[0]!.getSheetValues().flat().map(String).join(' | ');
    expect(cells).toContain('Como você avalia a comunicação da sua liderança?');
    expect(cells).toContain('Sugestões');

    const vazio = await post('/api/relatorios/pesquisa?formato=pdf', {});
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().fields).toEqual([{ field: 'pesquisasIds', message: 'Selecione ao menos uma pesquisa' }]);
    const daNorte = await generateReport(t, t.norte, 'pesquisa', 'pdf', { pesquisasIds: [clima!.id] });
    expect(daNorte.status).toBe('VAZIO');
  });
});
