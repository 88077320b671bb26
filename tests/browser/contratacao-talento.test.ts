/**
 * Hiring on the pipeline board offers the talento register: the generic talento form opens
 * prefilled from the candidate and the request, the analyst adds the matrícula and saves.
 * Screenshots: artifacts/screenshots/contratacao-talento-*.png.
 */
import { describe, expect, it } from 'vitest';
import { rowOf, screenshot, toastWith, useSession, apiOf } from './harness';

const { app, page } = useSession();
const { api, idOf } = apiOf({ app, page });


describe('contratação → talento', () => {
  it('contratar no quadro abre o cadastro do talento preenchido, que é gravado', async () => {
    const solicitacao = await api<{ id: number }>('POST', '/solicitacoes-pessoal', {
      data: '2025-07-01',
      descricao: 'Analista de RH para o projeto de admissões',
      quantidade: 1,
      estabelecimento: { id: await idOf('estabelecimentos', 'nome', 'Matriz Fortaleza') },
      areaOrganizacional: { id: await idOf('areas-organizacionais', 'nome', 'Recursos Humanos') },
      cargo: { id: await idOf('cargos', 'nome', 'Analista de RH') },
      motivoSolicitacao: { id: await idOf('motivos-solicitacao', 'descricao', 'Aumento de quadro') },
      horarioComercial: 'Segunda a sexta, 8h às 17h',
      remuneracao: 4500,
    });
    const candidatoId = await idOf('candidatos', 'nome', 'Bruno Henrique Lima');
    await api('POST', `/solicitacoes-pessoal/candidato/${candidatoId}`, { solicitacoesIds: [solicitacao.id] });

    await page.goto(`${app.url}/captacao/processo-seletivo/${solicitacao.id}`);
    const card = page.locator('.rh-pipeline-card', { hasText: 'Bruno Henrique Lima' });
    await card.getByRole('button', { name: 'Contratar' }).click();
    await page.getByRole('dialog').getByLabel('Data da contratação').fill('20/07/2025');
    await page.getByRole('dialog').getByRole('button', { name: 'Contratar' }).click();
    await toastWith(page, 'Candidato contratado com sucesso.').waitFor();
    const offer = page.getByRole('dialog').filter({ hasText: 'Deseja cadastrar o candidato contratado como talento?' });
    await offer.waitFor();
    await screenshot(page, 'contratacao-talento-oferta');
    await offer.getByRole('button', { name: 'Sim' }).click();

    await page.waitForURL('**/cargo-salario/colaboradores/new?candidatoSolicitacao=*');
    await page.getByRole('heading', { name: 'Inserir Talento' }).waitFor();
    await expect.poll(() => page.getByLabel('Nome').inputValue()).toBe('Bruno Henrique Lima');
    expect(await page.getByLabel('CPF').inputValue()).toBe('526.018.159-06');
    expect(await page.getByLabel('Data de admissão').inputValue()).toBe('20/07/2025');
    expect(await page.getByLabel('E-mail').inputValue()).toBe('bruno.lima@exemplo.com.br');
    await page.getByText('Bruno Henrique Lima', { exact: true }).last().waitFor();
    await page.getByLabel('Matrícula').fill('000310');
    await screenshot(page, 'contratacao-talento-formulario');
    await page.getByRole('tab', { name: 'Lotação' }).click();
    await page.getByText('Analista de RH', { exact: true }).first().waitFor();
    await page.getByRole('tab', { name: 'Documentos e endereço' }).click();
    expect(await page.getByLabel('Logradouro').inputValue()).toBe('Rua Silva Paulet');
    await screenshot(page, 'contratacao-talento-endereco');

    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Registro salvo com sucesso.').waitFor();
    await page.goto(`${app.url}/cargo-salario/colaboradores?nome=Bruno Henrique`);
    await rowOf(page, 'Bruno Henrique Lima').waitFor();
    await screenshot(page, 'contratacao-talento-lista');
    const talentos = await api<{ content: { cpf: string; candidato: { id: number }; salario: number }[] }>('GET', '/colaboradores?cpf=52601815906');
    expect(talentos.content).toMatchObject([{ candidato: { id: candidatoId }, salario: 4500 }]);
  });
});
