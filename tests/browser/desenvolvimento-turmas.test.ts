/**
 * Cursos and turmas in Chromium: HR registers a course (its form shows it has no classes yet),
 * a class of it with two days, opens "Participantes" from the class's row, adds
 * two talents from the search dialog and sends the class's notice by e-mail.
 * Screenshots at 1366 and 1024 px: artifacts/screenshots/turma-*.png.
 */
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../engine/format/dates';
import { daysAfter, today } from '../../engine/validation/brazilian';
import { apiOf, rowOf, settled, toastWith, useSession, screenshotAtWidths } from './harness';
import { pick } from '../support/blueprint-select';

const { app, page } = useSession();
const { api } = apiOf({ app, page });

const CURSO = 'Excel Avançado para RH';
const TURMA = 'Excel Avançado — turma de dezembro';
// The app's today (São Paulo), not the machine's: from 21:00 São Paulo time they differ.
const dia = (n: number) => formatDate(daysAfter(today(), n));

const emCadaLargura = (nome: string) => screenshotAtWidths(page, nome);

describe('cursos e turmas', () => {
  it('o RH cadastra o curso; o formulário dele diz quantas turmas tem', async () => {
    await page.goto(`${app.url}/desenvolvimento/cursos/new`);
    await page.getByRole('heading', { name: 'Inserir Curso' }).waitFor();
    await page.locator('#root_nome').fill(CURSO);
    await page.locator('#root_cargaHoraria').fill('16:00');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'sucesso').waitFor();
    const [curso] = (await api<{ content: { id: number; cargaHoraria: number }[] }>('GET', `/cursos?nome=${encodeURIComponent(CURSO)}`)).content;
    expect(curso!.cargaHoraria).toBe(960);
    await page.goto(`${app.url}/desenvolvimento/cursos/${curso!.id}`);
    await page.getByText('Este curso ainda não tem turmas.').waitFor();
  });

  it('a turma com dois dias, no formulário com as suas ações e documentos', async () => {
    await page.goto(`${app.url}/desenvolvimento/turmas/new`);
    await page.getByRole('heading', { name: 'Inserir Turma' }).waitFor();
    await page.locator('#root_descricao').fill(TURMA);
    await pick(page.locator('#root_curso'), CURSO, CURSO);
    await page.locator('#root_instrutor').fill('Marina Souza');
    await page.locator('#root_custo').fill('1500,00');
    await page.locator('#root_dataPrevIni').fill(dia(1));
    await page.locator('#root_dataPrevFim').fill(dia(5));
    const dias = page.locator('.rh-child-list', { has: page.locator('label', { hasText: 'Dias da turma' }) });
    const dialogo = page.locator('.rh-child-dialog');
    for (const [n, horaIni, horaFim] of [[1, '08:00', '12:00'], [2, '13:30', '17:30']] as const) {
      await dias.getByRole('button', { name: 'Adicionar dia' }).click();
      await dialogo.locator('#root_dia').fill(dia(n));
      // The course is not online: hours, not the video link.
      await expect.poll(() => dialogo.locator('#root_link').isVisible()).toBe(false);
      await dialogo.locator('#root_horaIni').fill(horaIni);
      await dialogo.locator('#root_horaFim').fill(horaFim);
      if (n === 1) await emCadaLargura('turma-dia');
      await dialogo.getByRole('button', { name: 'Gravar' }).click();
      await dias.locator('tbody tr', { hasText: dia(n) }).waitFor();
    }
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'sucesso').waitFor();
    const [turma] = (await api<{ content: { id: number }[] }>('GET', `/turmas?descricao=${encodeURIComponent(TURMA)}`)).content;
    const salva = await api<{ diasTurma: unknown[]; online: boolean }>('GET', `/turmas/${turma!.id}`);
    expect(salva).toMatchObject({ online: false, diasTurma: [expect.anything(), expect.anything()] });
    // The saved class's form: its days, its actions and its documents' section.
    await page.goto(`${app.url}/desenvolvimento/turmas/${turma!.id}`);
    await expect.poll(() => page.locator('#root_descricao').inputValue()).toBe(TURMA);
    await page.getByText('Documentos da turma').waitFor();
    await settled(page);
    await emCadaLargura('turma-formulario');
  });

  it('curso online: na turma nova, o dia pede o link da videoaula, sem horas, desde a escolha do curso', async () => {
    await api('POST', '/cursos', { nome: 'Integração online', tipo: 'CURSO', cargaHoraria: 120, online: true });
    await page.goto(`${app.url}/desenvolvimento/turmas/new`);
    await page.getByRole('heading', { name: 'Inserir Turma' }).waitFor();
    await page.locator('#root_descricao').fill('Integração online — turma 1');
    await pick(page.locator('#root_curso'), 'Integração online', 'Integração online');
    await page.locator('#root_instrutor').fill('Marina Souza');
    await page.locator('#root_custo').fill('0,00');
    await page.locator('#root_dataPrevIni').fill(dia(1));
    await page.locator('#root_dataPrevFim').fill(dia(5));
    const dias = page.locator('.rh-child-list', { has: page.locator('label', { hasText: 'Dias da turma' }) });
    const dialogo = page.locator('.rh-child-dialog');
    await dias.getByRole('button', { name: 'Adicionar dia' }).click();
    await dialogo.locator('#root_dia').fill(dia(2));
    await dialogo.locator('#root_link').waitFor();
    expect(await dialogo.locator('#root_horaIni').isVisible()).toBe(false);
    await dialogo.locator('#root_link').fill('https://youtu.be/integracao1');
    await emCadaLargura('turma-dia-online');
    await dialogo.getByRole('button', { name: 'Gravar' }).click();
    await dias.locator('tbody tr', { hasText: dia(2) }).waitFor();
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'sucesso').waitFor();
    const [turma] = (await api<{ content: { id: number }[] }>('GET', `/turmas?descricao=${encodeURIComponent('Integração online — turma 1')}`)).content;
    expect(await api('GET', `/turmas/${turma!.id}`)).toMatchObject({ online: true, diasTurma: [expect.objectContaining({ link: 'https://youtu.be/integracao1' })] });
  });

  it('os participantes: da linha da turma, o diálogo de busca inclui dois talentos; o aviso vai por e-mail', async () => {
    await page.goto(`${app.url}/desenvolvimento/turmas?descricao=${encodeURIComponent(TURMA)}`);
    await settled(page);
    await rowOf(page, TURMA).getByRole('button', { name: 'Participantes' }).click();
    await page.getByRole('heading', { name: `Participantes: ${TURMA}` }).waitFor();
    await page.getByText('A turma ainda não tem participantes.').waitFor();

    await page.getByRole('button', { name: 'Adicionar talentos' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Adicionar talentos à turma' });
    const caixas = dialogo.getByRole('checkbox', { name: /^Selecionar / });
    await caixas.first().waitFor();
    const nomes = await Promise.all([0, 1].map(async (i) => (await caixas.nth(i).getAttribute('aria-label'))!.replace('Selecionar ', '')));
    await caixas.nth(0).check({ force: true });
    await caixas.nth(1).check({ force: true });
    await dialogo.getByText('2 talentos selecionados').waitFor();
    await emCadaLargura('turma-adicionar-talentos');
    await dialogo.getByRole('button', { name: 'Adicionar' }).click();
    await toastWith(page, '2 talentos incluídos na turma.').waitFor();
    for (const nome of nomes) await page.locator('.rh-turma-tabela tbody tr', { hasText: nome }).waitFor();
    await page.getByText('2 participantes').waitFor();

    await page.getByRole('button', { name: 'Enviar aviso' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sim' }).click();
    await toastWith(page, 'Aviso enviado a').waitFor();
    await emCadaLargura('turma-participantes');
  });
});
