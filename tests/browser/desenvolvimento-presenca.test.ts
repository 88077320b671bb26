/**
 * Attendance in Chromium: HR opens "Presença" from the class list and ticks a participant; the
 * day's QR code opens the public page on a 390 px phone, where the other participant types CPF and
 * birth date and sees "Presença registrada"; in "Avaliações" a grade typed turns the participant
 * "Aprovado", and the class's participants then offer that participant's certificate (a PDF).
 * A participant answers the course's questionnaire released in the class in "Minhas Avaliações".
 * Screenshots at 1366 and 1024 px (390 px for the phone): artifacts/screenshots/presenca-*.png.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../engine/format/dates';
import { daysAfter, today } from '../../engine/validation/brazilian';
import { pdfText } from '../support/pdf-text';
import { apiOf, login, rowOf, screenshot, SCREENSHOTS, settled, useSession, screenshotAtWidths } from './harness';

const { app, browser, page } = useSession();
const { api } = apiOf({ app, page });

// The app's today (São Paulo), not the machine's.
const hoje = today();
const TURMA = 'Turma da presença no navegador';
const talentos: Record<string, { id: number; cpf: string; nascimento: string }> = {};
let turmaId: number;

const emCadaLargura = (nome: string) => screenshotAtWidths(page, nome);

beforeAll(async () => {
  const [estabelecimento] = await api<{ id: number }[]>('GET', '/estabelecimentos?unpaged=true&resumido=true');
  const [cargo] = await api<{ id: number }[]>('GET', '/cargos?unpaged=true&resumido=true');
  const area = await api<{ id: number }>('POST', '/areas-organizacionais', { nome: 'Área da Presença no Navegador' });
  for (const [nome, nascimento] of [['Carla Presente', '1991-03-15'], ['Davi do QR', '1988-07-09']] as const) {
    const cpf = generateCpf();
    const talento = await api<{ id: number }>('POST', '/colaboradores', {
      nome, cpf, dataNascimento: nascimento, dataAdmissao: '2024-01-02', salario: 3000,
      estabelecimento: { id: estabelecimento!.id }, areaOrganizacional: { id: area.id }, cargo: { id: cargo!.id },
    });
    talentos[nome] = { id: talento.id, cpf, nascimento };
  }
  const prova = await api<{ id: number }>('POST', '/avaliacao-curso', { titulo: 'Prova do navegador', tipo: 'n', minimoAprovacao: 7 });
  const curso = await api<{ id: number }>('POST', '/cursos', { nome: 'Curso da presença no navegador', tipo: 'CURSO', cargaHoraria: 240, percentualMinimoFrequencia: 50, avaliacaoCursos: [prova.id] });
  const dias = [hoje, daysAfter(hoje, 1)].map((dia) => ({ dia, turno: 'M', horaIni: '08:00', horaFim: '12:00' }));
  turmaId = (await api<{ id: number }>('POST', '/turmas', { descricao: TURMA, curso: { id: curso.id }, instrutor: 'Instrutor Bruno', custo: 0, dataPrevIni: dias[0]!.dia, dataPrevFim: dias[1]!.dia, diasTurma: dias })).id;
  for (const { id } of Object.values(talentos)) await api('POST', '/colaborador-turma', { turma: { id: turmaId }, colaborador: { id } });
});

describe('presença da turma', () => {
  it('o RH abre a lista de presença pela turma e marca um participante', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${app.url}/desenvolvimento/turmas?descricao=${encodeURIComponent(TURMA)}`);
    await settled(page);
    // Up to five row actions stand side by side (spec §2.9): "Presença" is one of them.
    await rowOf(page, TURMA).getByRole('button', { name: 'Presença' }).click();
    await page.getByRole('heading', { name: /Lista de presença/ }).waitFor();
    await page.getByText(`Dia ${formatDate(hoje)}`).waitFor();
    // Controlled by the server's answer: the box turns ticked once the presence is saved.
    await page.getByLabel('Presença de Carla Presente').click({ force: true });
    const linha = page.locator('.rh-presenca-tabela tbody tr', { hasText: 'Carla Presente' });
    await linha.getByText('50%').waitFor();
    expect(await page.getByLabel('Presença de Carla Presente').isChecked()).toBe(true);
    await emCadaLargura('presenca-lista');
  });

  it('o QR code do dia abre a página pública, onde o participante confirma com CPF e nascimento', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: 'QR code do dia' }).click();
    const dialogo = page.getByRole('dialog');
    await dialogo.locator('img[alt^="QR code de presença"]').waitFor();
    await emCadaLargura('presenca-qr');
    const link = await dialogo.locator('a.rh-presenca-link').getAttribute('href');
    expect(link).toContain('/externo/presenca?empresaId=1&token=');
    await page.keyboard.press('Escape');

    // A phone with no HR session (the browser's one cookie jar is emptied; HR signs in again after).
    await browser.context.clearCookies();
    const celular = await browser.newPage({ width: 390, height: 844 });
    await celular.goto(link!);
    await celular.getByRole('heading', { name: 'Confirmar presença' }).waitFor();
    await celular.getByText('Curso da presença no navegador').waitFor();
    const davi = talentos['Davi do QR']!;
    await celular.locator('#presenca-cpf').fill(davi.cpf);
    await celular.locator('#presenca-nascimento').fill(formatDate(davi.nascimento));
    await screenshot(celular, 'presenca-publica-390');
    await celular.getByRole('button', { name: 'Confirmar presença' }).click();
    await celular.getByText('Presença registrada').waitFor();
    await celular.getByText('Davi do QR').waitFor();
    await celular.getByText(`Curso da presença no navegador — ${formatDate(hoje)}`).waitFor();
    expect(await celular.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(celular, 'presenca-publica-confirmada-390');

    // The same link again: refused with the server's message.
    await celular.goto(link!);
    await celular.locator('#presenca-cpf').fill(davi.cpf);
    await celular.locator('#presenca-nascimento').fill(formatDate(davi.nascimento));
    await celular.getByRole('button', { name: 'Confirmar presença' }).click();
    await celular.getByText('Sua presença neste dia já foi registrada.').waitFor();
    await screenshot(celular, 'presenca-publica-repetida-390');
    await celular.close();

    await login(page, app.url);
    await page.getByText(/Bem-vindo\(a\)/).waitFor();
    await page.goto(`${app.url}/desenvolvimento/turmas/${turmaId}/presenca`);
    const linha = page.locator('.rh-presenca-tabela tbody tr', { hasText: 'Davi do QR' });
    await linha.getByText('QR code').waitFor();
  });

  it('nas avaliações da turma, a nota digitada torna o participante aprovado', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${app.url}/desenvolvimento/turmas/${turmaId}/avaliacoes`);
    await page.getByRole('heading', { name: /Avaliações:/ }).waitFor();
    const linha = page.locator('.rh-avaliacoes-tabela tbody tr', { hasText: 'Carla Presente' });
    await linha.getByText('Não aprovado').waitFor();
    const campo = page.getByLabel('Prova do navegador de Carla Presente');
    await campo.fill('8,5');
    await campo.press('Enter');
    await linha.getByText('Aprovado', { exact: true }).waitFor();
    await emCadaLargura('presenca-avaliacoes');
  });

  it('nos participantes, a aprovada tem o seu certificado', async () => {
    await page.goto(`${app.url}/desenvolvimento/turmas/${turmaId}/participantes`);
    await page.getByRole('heading', { name: /Participantes:/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Certificado de Davi do QR' }).count()).toBe(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Certificado de Carla Presente' }).click()]);
    const file = join(SCREENSHOTS, 'presenca-certificado.pdf');
    await download.saveAs(file);
    const text = pdfText(readFileSync(file)).replace(/\s+/g, ' ');
    expect(text).toContain('Carla Presente');
    expect(text).toContain('Curso da presença no navegador');
    await screenshot(page, 'presenca-participantes-certificado');
  });

  it('a participante responde em Minhas Avaliações o questionário liberado na turma', async () => {
    const cpf = generateCpf();
    const perfil = await api<{ id: number }>('POST', '/perfis', { nome: 'Aluna no navegador', authorities: ['ROLE_CAD_INFO_PESSOAL'] });
    const usuario = await api<{ id: number }>('POST', '/usuarios', { nome: 'Eva Aluna', cpf, email: 'eva@presenca.com.br', senhaHash: 'segredo-forte', acessos: [{ empresa: { id: 1 }, perfil: { id: perfil.id } }] });
    const lotacao = await api<{ estabelecimento: unknown; areaOrganizacional: unknown; cargo: unknown }>('GET', `/colaboradores/${talentos['Carla Presente']!.id}`);
    const eva = await api<{ id: number }>('POST', '/colaboradores', { nome: 'Eva Aluna', cpf, dataAdmissao: '2024-01-02', salario: 3000, estabelecimento: lotacao.estabelecimento, areaOrganizacional: lotacao.areaOrganizacional, cargo: lotacao.cargo, usuario: { id: usuario.id } });
    const modelo = await api<{ id: number }>('POST', '/modelos-avaliacao', {
      titulo: 'Reação ao curso no navegador',
      tipo: 'L',
      perguntas: [{ texto: 'O conteúdo foi útil no seu trabalho?', tipo: 1, obrigatoria: true, peso: 1, respostas: [{ texto: 'Sim', peso: 1 }, { texto: 'Não', peso: 0 }] }],
    });
    const questionario = await api<{ id: number }>('POST', '/avaliacao-curso', { titulo: 'Questionário de reação', tipo: 'a', minimoAprovacao: 50, modeloAvaliacao: { id: modelo.id } });
    const curso = await api<{ id: number }>('POST', '/cursos', { nome: 'Curso com questionário no navegador', tipo: 'CURSO', cargaHoraria: 120, percentualMinimoFrequencia: 0, avaliacaoCursos: [questionario.id] });
    const turma = await api<{ id: number }>('POST', '/turmas', { descricao: 'Turma do questionário', curso: { id: curso.id }, instrutor: 'Instrutor Bruno', custo: 0, dataPrevIni: hoje, dataPrevFim: hoje, diasTurma: [{ dia: hoje, turno: 'M', horaIni: '08:00', horaFim: '12:00' }] });
    await api('POST', '/colaborador-turma', { turma: { id: turma.id }, colaborador: { id: eva.id } });
    await api('PUT', `/turmas/${turma.id}/libera-bloqueia`, { avaliacaoCursoId: questionario.id, liberada: true });

    // One browser profile: she signs in on the same page (the last test of the file).
    await page.context().clearCookies();
    await page.setViewportSize({ width: 1366, height: 900 });
    await login(page, app.url, { cpf, senha: 'segredo-forte', empresa: 'Empresa Demonstração' });
    await page.getByText(/Bem-vindo\(a\)/).waitFor();
    await page.goto(`${app.url}/avaliacao/minhas-avaliacoes`);
    await page.getByRole('heading', { name: 'Avaliações de curso' }).waitFor();
    const linha = page.locator('.rh-minhas-avaliacoes-de-curso tr', { hasText: 'Questionário de reação' });
    expect(await linha.innerText()).toContain('Não respondida');
    await emCadaLargura('presenca-minhas-avaliacoes');
    await linha.getByRole('button', { name: 'Responder' }).click();
    await page.getByText('O conteúdo foi útil no seu trabalho?').waitFor();
    await page.getByRole('dialog').locator('label.bp6-radio', { hasText: 'Sim' }).click();
    await screenshot(page, 'presenca-minhas-avaliacoes-respondendo');
    await page.getByRole('button', { name: 'Enviar respostas' }).click();
    await page.getByText('Respostas enviadas com sucesso.').waitFor();
    await linha.getByText('Respondida', { exact: true }).waitFor();
    expect(await linha.getByRole('button', { name: 'Responder' }).count()).toBe(0);
  });
});
