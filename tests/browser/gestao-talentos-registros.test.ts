/**
 * The talent's own records on its form, in Chromium: the "Currículo" tab's lists through their
 * dialogs with the toasts of §8 and "Tem certeza que deseja remover?", the first job's "Atenção",
 * the language fixed on edit, a formation, a certificate with the workload messages, the voter
 * title, all saved with the talent. Screenshots at 1366 and 1024 px:
 * artifacts/screenshots/talento-registros-*.png.
 */
import { describe, expect, it } from 'vitest';
import { apiOf, screenshot, settled, toastWith, useSession } from './harness';
import { pick } from '../support/blueprint-select';

const session = useSession();
const { page } = session;
const get = <T>(path: string) => apiOf(session).api<T>('GET', path);

const toast = (text: string) => toastWith(page, text);
const dialog = () => page.locator('.rh-child-dialog');
const inDialog = (id: string) => dialog().locator(`#root_${id}`);
const list = (title: string) => page.locator('.rh-child-list', { has: page.locator('label', { hasText: title }) });
const tab = (name: string) => page.getByRole('tab', { name }).click();
const gravar = () => dialog().getByRole('button', { name: 'Gravar' }).click();
const confirmarRemocao = async () => {
  await page.getByRole('dialog').getByText('Tem certeza que deseja remover?').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Sim' }).last().click();
};
let talentoId: number;

async function abrirTalento() {
  await page.goto(`${session.app.url}/cargo-salario/colaboradores/${talentoId}`);
  await page.getByRole('tab', { name: 'Currículo' }).waitFor();
  await settled(page);
}

describe('registros do talento (tela)', () => {
  it('experiência: inclui, edita e remove pelos diálogos, com as mensagens', async () => {
    await page.setViewportSize({ width: 1366, height: 800 });
    const { content } = await get<{ content: { id: number }[] }>('/colaboradores?size=1&sort=id,desc');
    talentoId = content[0]!.id;
    await abrirTalento();
    await tab('Currículo');
    const experiencias = list('Experiência Profissional');
    await experiencias.getByRole('button', { name: 'Adicionar Experiência' }).click();
    await dialog().getByText('Editar/Inserir Experiência Profissional').waitFor();
    expect(await dialog().evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(768);
    await gravar();
    await dialog().getByText('Empresa é obrigatória').waitFor();
    await inDialog('empresa').fill('Comercial Fortaleza');
    await pick(inDialog('cargo'));
    await inDialog('dataAdmissao').fill('01/03/2015');
    await inDialog('dataDesligamento').fill('01/03/2014');
    await inDialog('motivoSaida').focus();
    await dialog().getByText('A data de desligamento não pode ser anterior à data de admissão').waitFor();
    await inDialog('dataDesligamento').fill('30/06/2018');
    await inDialog('motivoSaida').fill('Proposta melhor');
    await screenshot(page, 'talento-registros-experiencia-1366');
    await gravar();
    await toast('Experiência Profissional salva com sucesso.').waitFor();
    const row = experiencias.locator('tbody tr', { hasText: 'Comercial Fortaleza' });
    await row.getByText('Não Informado').waitFor();

    await row.getByRole('button', { name: 'Editar' }).click();
    await inDialog('empresa').fill('Comercial Fortaleza S.A.');
    await gravar();
    await toast('Experiência Profissional editada com sucesso.').waitFor();
    await experiencias.locator('tbody tr', { hasText: 'Comercial Fortaleza S.A.' }).getByRole('button', { name: 'Remover' }).click();
    await confirmarRemocao();
    await toast('Experiência Profissional removida com sucesso.').waitFor();
  });

  it('primeiro emprego pede "Atenção" e limpa as experiências', async () => {
    const experiencias = list('Experiência Profissional');
    await experiencias.getByRole('button', { name: 'Adicionar Experiência' }).click();
    await inDialog('empresa').fill('Beta Serviços');
    await dialog().getByText('Fornecer outro cargo não listado').click();
    await inDialog('nomeMercado').fill('Vendedor externo');
    await inDialog('dataAdmissao').fill('01/02/2012');
    await gravar();
    await experiencias.locator('tbody tr', { hasText: 'Beta Serviços' }).getByText('Vendedor externo').waitFor();
    await experiencias.getByText('Primeiro emprego').click();
    const atencao = page.getByRole('dialog', { name: 'Atenção' });
    await atencao.waitFor();
    await screenshot(page, 'talento-registros-primeiro-emprego-1366');
    await atencao.getByRole('button', { name: 'Não' }).click();
    await experiencias.locator('tbody tr', { hasText: 'Beta Serviços' }).waitFor();
    await experiencias.getByText('Primeiro emprego').click();
    await page.getByRole('dialog', { name: 'Atenção' }).last().getByRole('button', { name: 'Sim' }).click();
    await experiencias.getByText('Nenhum registro encontrado.').waitFor();
    expect(await experiencias.getByRole('button', { name: 'Adicionar Experiência' }).isDisabled()).toBe(true);
  });

  it('idioma fixo na edição, formação e certificado com as mensagens da carga horária; grava com o talento', async () => {
    const idiomas = list('Idiomas');
    await idiomas.getByRole('button', { name: 'Adicionar Idioma' }).click();
    await gravar();
    await dialog().getByText('Idioma é obrigatório').waitFor();
    await dialog().getByText('Nível é obrigatório').waitFor();
    await pick(inDialog('idioma'), 'Inglês');
    await inDialog('nivel').selectOption({ label: 'Intermediário' });
    await gravar();
    await toast('Idioma salvo com sucesso.').waitFor();
    await idiomas.locator('tbody tr', { hasText: 'Inglês' }).getByRole('button', { name: 'Editar' }).click();
    expect(await inDialog('idioma').isDisabled()).toBe(true);
    await inDialog('nivel').selectOption({ label: 'Avançado' });
    await gravar();
    await toast('Idioma editado com sucesso.').waitFor();

    const formacoes = list('Formação Acadêmica');
    await formacoes.getByRole('button', { name: 'Adicionar Formação' }).click();
    await dialog().getByText('Inserir/Editar Formação').waitFor();
    await gravar();
    await dialog().getByText('Selecione a Área de Formação').waitFor();
    await dialog().getByText('Situação é obrigatória').waitFor();
    await pick(inDialog('areaFormacao'));
    await inDialog('curso').fill('Gestão de Recursos Humanos');
    await inDialog('local').fill('Universidade de Fortaleza');
    await inDialog('tipo').selectOption({ label: 'Especialização' });
    await inDialog('situacao').selectOption({ label: 'Em andamento' });
    await gravar();
    await toast('Formação acadêmica salva com sucesso.').waitFor();

    const certificados = list('Cursos e Certificados');
    await certificados.getByRole('button', { name: 'Adicionar Curso ou Certificado' }).click();
    await inDialog('titulo').fill('Brigada de Incêndio');
    await inDialog('tipo').selectOption({ label: 'Curso' });
    await inDialog('cargaHorariaTotal').fill('4');
    await inDialog('cargaHorariaDiaria').fill('25');
    await inDialog('organizacao').focus();
    await gravar();
    await dialog().getByText('Carga horária diária não pode ser maior 24 horas').waitFor();
    await inDialog('cargaHorariaDiaria').fill('8');
    await inDialog('organizacao').fill('Corpo de Bombeiros');
    await gravar();
    await dialog().getByText('Carga horária total não pode ser menor que a carga horária diária').waitFor();
    await screenshot(page, 'talento-registros-certificado-1366');
    await inDialog('cargaHorariaTotal').fill('16');
    await inDialog('validade').fill('31/12/2027');
    await gravar();
    await toast('Curso ou certificado salvo com sucesso.').waitFor();
    await certificados.locator('tbody tr', { hasText: 'Brigada de Incêndio' }).waitFor();
    await screenshot(page, 'talento-registros-curriculo-1366');
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'talento-registros-curriculo-1024');

    await tab('Documentos e endereço');
    await page.locator('#root_titEleitNumero').fill('123456789012');
    await page.locator('#root_titEleitZona').fill('45');
    await page.locator('#root_titEleitSecao').fill('210');
    await screenshot(page, 'talento-registros-titulo-eleitor-1024');
    await page.getByRole('button', { name: 'Gravar' }).last().click();
    await expect.poll(async () => (await get<{ titulo: string }[]>(`/colaboradores/${talentoId}/certificados`)).map((c) => c.titulo)).toContain('Brigada de Incêndio');
    const talento = await get<Record<string, unknown>>(`/colaboradores/${talentoId}`);
    expect(talento).toMatchObject({ primeiroEmprego: true, experiencias: [], titEleitNumero: '123456789012', titEleitZona: '45', titEleitSecao: '210' });
    expect(talento.idiomas).toEqual([expect.objectContaining({ nivel: 'AVANCADO' })]);
    expect(talento.formacoes).toContainEqual(expect.objectContaining({ curso: 'Gestão de Recursos Humanos', situacao: 'EM_ANDAMENTO' }));

    // Reopened, the lists are the talent's; removing a language asks first.
    await abrirTalento();
    await tab('Currículo');
    await list('Idiomas').locator('tbody tr', { hasText: 'Inglês' }).getByRole('button', { name: 'Remover' }).click();
    await confirmarRemocao();
    await toast('Idioma removido com sucesso.').waitFor();
    await screenshot(page, 'talento-registros-reaberto-1024');
    await page.setViewportSize({ width: 1366, height: 800 });
  });
});
