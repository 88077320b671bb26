/**
 * SST health records (issue 17 items 5, 6 and the prontuário of item 8; spec 02 §3 and §5 "SST"):
 * professionals with the rules of their órgão de classe, contracts under them, exams and their
 * periodicity, ASO requests whose doctor has a contract on the day, results due again after the
 * periodicity (only the latest counts), the unification of duplicates in one transaction, the
 * demo's overdue and due exams, the prontuário report, the contract's signature image (one per
 * contract, PNG or JPG, kept with the contract when duplicates are unified), and tenancy.
 */
import { describe, expect, it } from 'vitest';
import { daysAfter, today } from '../../engine/validation/brazilian';
import { multipart } from '../support/multipart';
import { reportPdfText, reportSheetRows } from '../support/report-jobs';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

type Json = Record<string, unknown>;
type Campo = { field: string; message: string };
const get = async (url: string, cookie = t.admin) => (await t.request('GET', url, { cookie })).json();
const post = (url: string, body: unknown, cookie = t.admin) => t.request('POST', url, { cookie, body });

const CPF = '52998224725';
const NIT = '12056412545';
const hoje = today();

async function recusa(url: string, body: Json, cookie = t.admin): Promise<Campo[]> {
  const response = await post(url, body, cookie);
  expect(response.statusCode, response.body).toBe(400);
  return (response.json().fields as Campo[]).sort((a, b) => a.field.localeCompare(b.field));
}

async function criar(url: string, body: Json, cookie = t.admin): Promise<Json & { id: number }> {
  const response = await post(url, body, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const primeiroId = async (recurso: string, filtro = '', cookie = t.admin) => ((await get(`/api/${recurso}?size=1&${filtro}`, cookie)).content as { id: number }[])[0]!.id;
const SP = async () => primeiroId('estados', 'sigla=SP');

const profissional = async (extra: Json = {}) =>
  criar('/api/profissionais', { nome: 'Dr. Teste', orgaoDeClasse: 1, numeroInscricao: '998877', uf: { id: await SP() }, ...extra });
const contrato = (profissionalId: number, extra: Json = {}) =>
  criar(`/api/profissionais/${profissionalId}/contratos`, { tipoContrato: 'EXAMINADOR', inicio: daysAfter(hoje, -100), estabelecimentoResponsavel: 'TODOS', ...extra });

describe('Profissional de saúde', () => {
  it('nome, órgão de classe, número de inscrição e estado obrigatórios', async () => {
    expect(await recusa('/api/profissionais', {})).toEqual([
      { field: 'nome', message: 'Nome é obrigatório' },
      { field: 'numeroInscricao', message: 'Número de inscrição é obrigatório' },
      { field: 'orgaoDeClasse', message: 'Órgão de classe é obrigatório' },
      { field: 'uf', message: 'Estado é obrigatório' },
    ]);
  });

  it('nome até 70; inscrição até 10 no CRM e até 14 nos outros', async () => {
    const uf = { id: await SP() };
    expect(await recusa('/api/profissionais', { nome: 'x'.repeat(71), orgaoDeClasse: 2, numeroInscricao: '1', uf })).toEqual([
      { field: 'nome', message: expect.stringContaining('70') },
    ]);
    expect(await recusa('/api/profissionais', { nome: 'A', orgaoDeClasse: 1, numeroInscricao: '12345678901', uf })).toEqual([
      { field: 'numeroInscricao', message: expect.stringContaining('10') },
    ]);
    await criar('/api/profissionais', { nome: 'Dentista', orgaoDeClasse: 2, numeroInscricao: '12345678901', uf });
    expect(await recusa('/api/profissionais', { nome: 'A', orgaoDeClasse: 4, numeroInscricao: '123456789012345', uf })).toEqual([
      { field: 'numeroInscricao', message: expect.stringContaining('14') },
    ]);
  });

  it('RMS dispensa o estado; Outros pede a sigla, até 22', async () => {
    await criar('/api/profissionais', { nome: 'Técnica RMS', orgaoDeClasse: 3, numeroInscricao: '55' });
    const uf = { id: await SP() };
    expect(await recusa('/api/profissionais', { nome: 'A', orgaoDeClasse: 9, numeroInscricao: '55', uf })).toEqual([
      { field: 'siglaOrgaoDeClasse', message: 'Sigla do órgão de classe é obrigatória' },
    ]);
    expect(await recusa('/api/profissionais', { nome: 'A', orgaoDeClasse: 9, siglaOrgaoDeClasse: 'X'.repeat(23), numeroInscricao: '55', uf })).toEqual([
      { field: 'siglaOrgaoDeClasse', message: expect.stringContaining('22') },
    ]);
    await criar('/api/profissionais', { nome: 'Fono', orgaoDeClasse: 9, siglaOrgaoDeClasse: 'CRFa', numeroInscricao: '55', uf });
  });

  it('CPF e NIT válidos quando preenchidos', async () => {
    const base = { nome: 'A', orgaoDeClasse: 1, numeroInscricao: '1', uf: { id: await SP() } };
    expect(await recusa('/api/profissionais', { ...base, cpf: '52998224724', nit: '1205641254' })).toEqual([
      { field: 'cpf', message: 'CPF inválido' },
      { field: 'nit', message: 'NIT inválido' },
    ]);
    await criar('/api/profissionais', { ...base, cpf: CPF, nit: NIT });
  });
});

describe('Contrato do profissional', () => {
  it('tipo e início obrigatórios; fim não antes do início; estabelecimentos quando escolhidos', async () => {
    const { id } = await profissional();
    expect(await recusa(`/api/profissionais/${id}/contratos`, {})).toEqual([
      { field: 'inicio', message: 'Início é obrigatório' },
      { field: 'tipoContrato', message: 'Tipo do contrato é obrigatório' },
    ]);
    expect(await recusa(`/api/profissionais/${id}/contratos`, { tipoContrato: 'EXAMINADOR', inicio: '2026-05-10', fim: '2026-05-09' })).toEqual([
      { field: 'fim', message: 'Fim deve ser igual ou posterior ao início' },
    ]);
    expect(await recusa(`/api/profissionais/${id}/contratos`, { tipoContrato: 'EXAMINADOR', inicio: '2026-05-10', estabelecimentoResponsavel: 'ESCOLHIDOS' })).toEqual([
      { field: 'estabelecimentos', message: expect.any(String) },
    ]);
    const estabelecimentoId = await primeiroId('estabelecimentos');
    const escolhido = await contrato(id, { estabelecimentoResponsavel: 'ESCOLHIDOS', estabelecimentos: [estabelecimentoId] });
    expect(escolhido.estabelecimentos).toEqual([estabelecimentoId]);
    // Serving every establishment keeps none chosen.
    const todos = await contrato(id, { estabelecimentoResponsavel: 'TODOS', estabelecimentos: [estabelecimentoId] });
    expect(todos.estabelecimentos).toEqual([]);
    expect((await get(`/api/profissionais/${id}/contratos`)) as unknown[]).toHaveLength(2);
  });
});

describe('Exame', () => {
  it('periodicidade obrigatória e menor que 99 quando periódico', async () => {
    expect(await recusa('/api/exames', {})).toEqual([{ field: 'nome', message: 'Nome é obrigatório' }]);
    expect(await recusa('/api/exames', { nome: 'Espirometria', periodico: true })).toEqual([{ field: 'periodicidade', message: 'Periodicidade (meses) é obrigatória' }]);
    expect(await recusa('/api/exames', { nome: 'Espirometria', periodico: true, periodicidade: 99 })).toEqual([{ field: 'periodicidade', message: 'Periodicidade deve ser menor que 99' }]);
    await criar('/api/exames', { nome: 'Espirometria', periodico: true, periodicidade: 98 });
    await criar('/api/exames', { nome: 'Glicemia', periodico: false });
  });
});

describe('Solicitação de exame (ASO) e resultados', () => {
  it('o médico precisa de contrato vigente na data; o vencimento é a realização mais a periodicidade; só o resultado mais recente vence', async () => {
    const medico = await profissional({ nome: 'Dra. Vigente' });
    await contrato(medico.id, { inicio: daysAfter(hoje, -400), fim: daysAfter(hoje, -5) });
    const colaboradorId = await primeiroId('colaboradores', 'situacao=A&sort=nome,desc');
    const aso = { colaborador: { id: colaboradorId }, tipo: 1, medico: { id: medico.id } };
    expect(await recusa('/api/solicitacoes-exames', { ...aso, data: hoje })).toEqual([{ field: 'medico', message: 'O médico não tem contrato vigente na data da solicitação.' }]);
    expect(await recusa('/api/solicitacoes-exames', { ...aso, data: daysAfter(hoje, -401) })).toEqual([{ field: 'medico', message: 'O médico não tem contrato vigente na data da solicitação.' }]);
    const antigo = await criar('/api/solicitacoes-exames', { ...aso, data: daysAfter(hoje, -380) });
    expect(antigo.descricao).toContain('Periódico de');

    const exame = await criar('/api/exames', { nome: 'Audiometria de teste', periodico: true, periodicidade: 12 });
    const base = `/api/solicitacoes-exames/${antigo.id}/exames-solicitados`;
    expect(await recusa(base, { exame: { id: exame.id }, dataRealizacao: daysAfter(hoje, -375) })).toEqual([{ field: 'resultado', message: 'Resultado é obrigatório' }]);
    const realizacao = daysAfter(hoje, -375);
    const primeiro = await criar(base, { exame: { id: exame.id }, dataRealizacao: realizacao, resultado: 'N' });
    expect(primeiro).toMatchObject({ vencimento: daysAfter(realizacao, 365), atual: true, colaborador: { id: colaboradorId } });
    const vencidos = async () =>
      ((await get(`/api/solicitacoes-exames/exames-solicitados?situacao=V&colaboradorId=${colaboradorId}&exameId=${exame.id}`)).content as { id: number }[]).map((r) => r.id);
    expect(await vencidos()).toEqual([primeiro.id]);

    // A newer result of the same exam: the older one no longer counts as due.
    const recente = await criar('/api/solicitacoes-exames', { ...aso, data: daysAfter(hoje, -40) });
    const segundo = await criar(`/api/solicitacoes-exames/${recente.id}/exames-solicitados`, { exame: { id: exame.id }, dataRealizacao: daysAfter(hoje, -350), resultado: 'A' });
    expect(await vencidos()).toEqual([]);
    const aVencer = (await get(`/api/solicitacoes-exames/exames-solicitados?situacao=A&colaboradorId=${colaboradorId}&exameId=${exame.id}`)).content as Json[];
    expect(aVencer).toEqual([expect.objectContaining({ id: segundo.id, vencimento: daysAfter(hoje, 15) })]);
    // Removing the newer ASO makes the older result the one that counts again.
    expect((await t.request('DELETE', `/api/solicitacoes-exames/${recente.id}`, { cookie: t.admin })).statusCode).toBe(204);
    expect(await vencidos()).toEqual([primeiro.id]);
  });

  it('a demonstração tem exames vencidos e a vencer em 30 dias', async () => {
    const vencidos = (await get('/api/solicitacoes-exames/exames-solicitados?situacao=V')).content as Json[];
    const aVencer = (await get('/api/solicitacoes-exames/exames-solicitados?situacao=A')).content as Json[];
    expect(vencidos.length).toBeGreaterThan(0);
    expect(aVencer.length).toBeGreaterThan(0);
    for (const exame of vencidos) expect(String(exame.vencimento) < hoje).toBe(true);
    for (const exame of aVencer) expect(String(exame.vencimento) >= hoje && String(exame.vencimento) <= daysAfter(hoje, 30)).toBe(true);
  });
});

describe('Unificação de profissionais', () => {
  it('move contratos e ASOs para o profissional e remove os duplicados, numa transação', async () => {
    const principal = await profissional({ nome: 'Dr. Principal' });
    const duplicado = await profissional({ nome: 'Dr Principal (duplicado)' });
    const contratoDuplicado = await contrato(duplicado.id, { inicio: daysAfter(hoje, -30) });
    const colaboradorId = await primeiroId('colaboradores', 'situacao=A');
    const aso = await criar('/api/solicitacoes-exames', { colaborador: { id: colaboradorId }, tipo: 4, data: daysAfter(hoje, -1), medico: { id: duplicado.id } });

    expect(await recusa(`/api/profissionais/${principal.id}/unificar`, { duplicadosIds: [] })).toEqual([{ field: 'duplicadosIds', message: 'Informe ao menos um profissional duplicado.' }]);
    expect(await recusa(`/api/profissionais/${principal.id}/unificar`, { duplicadosIds: [principal.id] })).toEqual([
      { field: 'duplicadosIds', message: 'Um profissional não pode ser unificado com ele mesmo.' },
    ]);
    // One duplicate unknown: nothing moves.
    expect(await recusa(`/api/profissionais/${principal.id}/unificar`, { duplicadosIds: [duplicado.id, 999999] })).toEqual([
      { field: 'duplicadosIds', message: 'Profissional duplicado não encontrado.' },
    ]);
    expect((await get(`/api/profissionais/${duplicado.id}/contratos`)) as unknown[]).toHaveLength(1);

    const response = await post(`/api/profissionais/${principal.id}/unificar`, { duplicadosIds: [duplicado.id] });
    expect(response.statusCode, response.body).toBe(200);
    expect((await t.request('GET', `/api/profissionais/${duplicado.id}`, { cookie: t.admin })).statusCode).toBe(404);
    expect(((await get(`/api/profissionais/${principal.id}/contratos`)) as Json[]).map((c) => c.id)).toEqual([contratoDuplicado.id]);
    expect((await get(`/api/solicitacoes-exames/${aso.id}`)).medico).toMatchObject({ id: principal.id });
  });

  it('outra empresa não unifica nem lê os profissionais desta', async () => {
    const principal = await profissional({ nome: 'Dr. Só da Matriz' });
    const duplicado = await profissional({ nome: 'Dr. Só da Matriz 2' });
    const response = await post(`/api/profissionais/${principal.id}/unificar`, { duplicadosIds: [duplicado.id] }, t.norte);
    expect([403, 404]).toContain(response.statusCode);
    expect((await t.request('GET', `/api/profissionais/${principal.id}`, { cookie: t.norte })).statusCode).toBe(404);
    expect((await t.request('GET', `/api/profissionais/${principal.id}/contratos`, { cookie: t.norte })).statusCode).toBe(404);
    expect(((await get('/api/solicitacoes-exames/exames-solicitados', t.norte)).content as unknown[]).length).toBe(0);
    expect((await get(`/api/profissionais/${duplicado.id}`)).nome).toBe('Dr. Só da Matriz 2');
  });
});

/** A 1×1 PNG: the signature image the tests send. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const enviarAssinatura = (contratoId: number, arquivo: { name: string; bytes: Buffer }, cookie = t.admin) => {
  const corpo = multipart({}, { ...arquivo, field: 'assinaturaDigital' });
  return t.app.inject({ method: 'POST', url: `/api/contratos/${contratoId}/assinatura-digital`, headers: { ...corpo.headers, cookie }, payload: corpo.payload });
};

describe('Assinatura digital do contrato', () => {
  it('guarda uma imagem PNG ou JPG por contrato, baixada como foi enviada', async () => {
    const dono = await profissional({ nome: 'Dra. Assinante' });
    const { id: contratoId } = await contrato(dono.id);

    // The browser's form sends the file input empty when no file was chosen.
    const semArquivo = await enviarAssinatura(contratoId, { name: '', bytes: Buffer.alloc(0) });
    expect(semArquivo.statusCode, semArquivo.body).toBe(400);
    expect(semArquivo.json().fields).toEqual([{ field: 'assinaturaDigital', message: 'Selecione o arquivo.' }]);
    const pdf = await enviarAssinatura(contratoId, { name: 'assinatura.pdf', bytes: Buffer.from('%PDF-1.4\n') });
    expect(pdf.statusCode, pdf.body).toBe(400);
    expect(pdf.json().fields).toEqual([{ field: 'assinaturaDigital', message: 'Tipo de arquivo não permitido: envie imagem (PNG, JPG).' }]);
    // A renamed file is refused by its content.
    const falsa = await enviarAssinatura(contratoId, { name: 'assinatura.png', bytes: Buffer.from('não é imagem') });
    expect(falsa.statusCode, falsa.body).toBe(400);

    const enviada = await enviarAssinatura(contratoId, { name: 'assinatura.png', bytes: PNG });
    expect(enviada.statusCode, enviada.body).toBe(201);
    expect(enviada.json()).toMatchObject({ assinaturaDigitalNome: 'assinatura.png', assinaturaDigitalTipo: 'image/png', assinaturaDigitalTamanho: PNG.length });
    const segunda = await enviarAssinatura(contratoId, { name: 'outra.png', bytes: PNG });
    expect(segunda.statusCode, segunda.body).toBe(400);
    expect(segunda.json().fields).toEqual([{ field: 'assinaturaDigital', message: 'O contrato já tem assinatura digital: remova a atual para enviar outra.' }]);

    const baixada = await t.request('GET', `/api/contratos/${contratoId}/assinatura-digital/${enviada.json().id}/download`, { cookie: t.admin });
    expect(baixada.statusCode).toBe(200);
    expect(baixada.headers['content-type']).toBe('image/png');
    expect(baixada.rawPayload.equals(PNG)).toBe(true);

    // Removed, another one goes in its place.
    expect((await t.request('DELETE', `/api/contratos/${contratoId}/assinatura-digital/${enviada.json().id}`, { cookie: t.admin })).statusCode).toBe(204);
    expect((await enviarAssinatura(contratoId, { name: 'nova.png', bytes: PNG })).statusCode).toBe(201);
    expect(((await get(`/api/contratos/${contratoId}/assinatura-digital`)) as Json[]).map((a) => a.assinaturaDigitalNome)).toEqual(['nova.png']);
  });

  it('a médica da demonstração tem a assinatura no contrato de coordenadora do PCMSO', async () => {
    const medicaId = await primeiroId('profissionais', 'nome=Helena');
    const [coordenacao] = (await get(`/api/profissionais/${medicaId}/contratos`)) as { id: number; tipoContrato: string }[];
    expect(coordenacao!.tipoContrato).toBe('COORDENADOR_PCMSO');
    const [assinatura] = (await get(`/api/contratos/${coordenacao!.id}/assinatura-digital`)) as Json[];
    expect(assinatura).toMatchObject({ assinaturaDigitalNome: 'assinatura-medica.png', assinaturaDigitalTipo: 'image/png' });
  });

  it('segue o contrato na unificação, e outra empresa não a lê nem envia', async () => {
    const principal = await profissional({ nome: 'Dr. Que Fica' });
    const duplicado = await profissional({ nome: 'Dr. Que Sai' });
    const { id: contratoId } = await contrato(duplicado.id);
    const { id: assinaturaId } = (await enviarAssinatura(contratoId, { name: 'assinatura.png', bytes: PNG })).json();

    expect((await enviarAssinatura(contratoId, { name: 'intrusa.png', bytes: PNG }, t.norte)).statusCode).toBe(404);
    expect((await t.request('GET', `/api/contratos/${contratoId}/assinatura-digital/${assinaturaId}/download`, { cookie: t.norte })).statusCode).toBe(404);

    expect((await post(`/api/profissionais/${principal.id}/unificar`, { duplicadosIds: [duplicado.id] })).statusCode).toBe(200);
    expect(((await get(`/api/profissionais/${principal.id}/contratos`)) as Json[]).map((c) => c.id)).toEqual([contratoId]);
    expect(((await get(`/api/contratos/${contratoId}/assinatura-digital`)) as Json[]).map((a) => a.id)).toEqual([assinaturaId]);

    // The contract's removal takes its signature with it.
    expect((await t.request('DELETE', `/api/profissionais/${principal.id}/contratos/${contratoId}`, { cookie: t.admin })).statusCode).toBe(204);
    expect((await t.request('GET', `/api/contratos/${contratoId}/assinatura-digital`, { cookie: t.admin })).statusCode).toBe(404);
  });
});

describe('Relatório Prontuário', () => {
  it('PDF e XLSX com os ASOs, os exames e os afastamentos do talento, em ordem de data', async () => {
    const { content } = await get('/api/solicitacoes-exames?size=1&sort=data,asc');
    const aso = (content as Json[])[0]!;
    const colaborador = aso.colaborador as { id: number; nome: string };
    const data = String(aso.data);
    // Two leaves long before the ASO (and before the demo's, all of the last year).
    const motivo = await criar('/api/motivos-afastamento', { descricao: 'Lombalgia do prontuário', classe: 'SIMPLES' });
    const afastar = (inicio: number, fim: number, extra: Json = {}) =>
      criar('/api/afastamentos', { colaborador: { id: colaborador.id }, afastamento: { id: motivo.id }, classe: 'SIMPLES', inicio: daysAfter(data, inicio), fim: daysAfter(data, fim), ...extra });
    await afastar(-800, -791, { cid: 'M54.5', medicoNome: 'Dra. Coluna' });
    await afastar(-600, -598);
    const filtro = { colaboradores: [colaborador.id] };

    const texto = (await reportPdfText(t, t.admin, 'prontuario', filtro)).replace(/\s+/g, ' ');
    expect(texto).toContain('Prontuário');
    expect(texto).toContain(colaborador.nome);
    const dataBr = (dia: string) => dia.split('-').reverse().join('/');
    const primeiro = `${dataBr(daysAfter(data, -800))} Afastamento Dra. Coluna Lombalgia do prontuário ${dataBr(daysAfter(data, -791))} M54.5 10`;
    const segundo = `${dataBr(daysAfter(data, -600))} Afastamento Lombalgia do prontuário ${dataBr(daysAfter(data, -598))} 3`;
    expect(texto).toContain(primeiro);
    expect(texto).toContain(segundo);
    expect(texto.indexOf(primeiro)).toBeLessThan(texto.indexOf(segundo));
    expect(texto.indexOf(segundo)).toBeLessThan(texto.indexOf(`${dataBr(data)} ASO `));
    expect(texto).toContain('Apto');
    expect(texto).toContain('Exame clínico');

    const linhas = (await reportSheetRows(t, t.admin, 'prontuario', filtro)).map((linha) => linha.map((celula) => String(celula ?? '')));
    expect(linhas.flat()).toEqual(expect.arrayContaining(['Exame clínico', 'Normal']));
    expect(linhas.find((linha) => linha.includes('M54.5'))).toEqual(expect.arrayContaining(['Afastamento', 'Dra. Coluna', 'Lombalgia do prontuário', '10']));

    // The period keeps the leaves that touch it (from the first's last day to the day after the second began); a day later, not the first.
    const periodo = (await reportPdfText(t, t.admin, 'prontuario', { ...filtro, dataIni: daysAfter(data, -791), dataFim: daysAfter(data, -599) })).replace(/\s+/g, ' ');
    expect(periodo).toContain(primeiro);
    expect(periodo).toContain(segundo);
    expect(periodo).not.toContain(' ASO ');
    // Days of leave add up per talent.
    expect(periodo).toContain('Total de registros: 2 13');
    const depois = (await reportPdfText(t, t.admin, 'prontuario', { ...filtro, dataIni: daysAfter(data, -790) })).replace(/\s+/g, ' ');
    expect(depois).not.toContain('Dra. Coluna');
    expect(depois).toContain(segundo);
  });
});
