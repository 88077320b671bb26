/**
 * CIPA in Chromium (issue 16; spec 02 §8): the demo mandate's elected members have stability, so
 * dismissing one ("Desligar") and saving a personnel request that replaces one ask "Atenção" with
 * the stability date before going on — "Voltar" keeps the dialog or form as it was, "Continuar"
 * saves. Screenshots at 1366 and 1024 px: artifacts/screenshots/cipa-*.png.
 */
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../engine/format/dates';
import { today } from '../../engine/validation/brazilian';
import { apiOf, screenshot, settled, toastWith, useSession } from './harness';

const { app, page } = useSession();
const { api, idOf } = apiOf({ app, page });

interface Membro {
  colaborador: { id: number };
  representacao: string;
}

async function emDuasLarguras(nome: string) {
  // Blueprint's dialog fades in: the picture waits for it.
  await page.waitForTimeout(400);
  await page.setViewportSize({ width: 1024, height: 800 });
  await screenshot(page, `${nome}-1024`);
  await page.setViewportSize({ width: 1366, height: 800 });
  await screenshot(page, nome);
}

/** The demo mandate's elected members, each with their name and stability end. */
async function eleitosDaDemonstracao(): Promise<{ id: number; nome: string; ate: string }[]> {
  const { content } = await api<{ content: { id: number }[] }>('GET', '/mandatos-cipa?size=10');
  const { membros } = await api<{ membros: Membro[] }>('GET', `/mandatos-cipa/${content[0]!.id}`);
  const eleitos = membros.filter((m) => m.representacao === 'EMPREGADOS');
  return Promise.all(
    eleitos.map(async ({ colaborador: { id } }) => {
      const { nome } = await api<{ nome: string }>('GET', `/colaboradores/${id}`);
      const { dataEstabilidade } = await api<{ dataEstabilidade: string }>('GET', `/colaboradores/${id}/data-estabilidade`);
      return { id, nome, ate: dataEstabilidade };
    }),
  );
}

const aviso = (nome: string, ate: string) => `O talento ${nome} é membro da CIPA com estabilidade até ${formatDate(ate)}. Deseja continuar?`;

describe('CIPA: mandatos', () => {
  it('o mandato da demonstração abre com os seus membros', async () => {
    await page.setViewportSize({ width: 1366, height: 800 });
    const eleitos = await eleitosDaDemonstracao();
    await page.goto(`${app.url}/sst/mandatos-cipa`);
    await settled(page);
    await page.locator('.rh-data-table tbody tr').first().getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Editar Mandato da CIPA' }).waitFor();
    for (const { nome } of eleitos) await page.locator('.rh-data-table tbody tr', { hasText: nome }).getByText('Empregados (eleito)').waitFor();
    await emDuasLarguras('cipa-mandato');
  });
});

describe('CIPA: aviso de estabilidade', () => {
  it('desligar um membro eleito pede confirmação; Voltar mantém o diálogo, Continuar desliga', async () => {
    await page.setViewportSize({ width: 1366, height: 800 });
    const [membro] = await eleitosDaDemonstracao();
    await page.goto(`${app.url}/cargo-salario/colaboradores/${membro!.id}`);
    await settled(page);
    await page.getByRole('button', { name: 'Desligar' }).click();
    const dialogo = page.getByRole('dialog').filter({ hasText: 'Data do desligamento' });
    await dialogo.getByLabel('Data do desligamento').fill(formatDate(today()));
    await dialogo.locator('[id$="_motivo"]').first().click();
    await page.locator('.bp6-popover .bp6-menu-item', { hasText: 'Pedido de demissão' }).first().click();
    await dialogo.getByRole('button', { name: 'Desligar' }).click();
    const atencao = page.getByRole('dialog').filter({ hasText: 'Atenção' });
    await atencao.getByText(aviso(membro!.nome, membro!.ate)).waitFor();
    await emDuasLarguras('cipa-desligamento-aviso');
    await atencao.getByRole('button', { name: 'Voltar' }).click();
    await atencao.waitFor({ state: 'detached' });
    expect(await dialogo.getByLabel('Data do desligamento').inputValue()).toBe(formatDate(today()));
    expect((await api<{ dataDesligamento?: string }>('GET', `/colaboradores/${membro!.id}`)).dataDesligamento ?? null).toBeNull();

    await dialogo.getByRole('button', { name: 'Desligar' }).click();
    await atencao.getByRole('button', { name: 'Continuar' }).click();
    await toastWith(page, 'Talento desligado com sucesso.').waitFor();
    await page.getByRole('dialog').filter({ hasText: 'Deseja registrar agora a entrevista de desligamento?' }).getByRole('button', { name: 'Não' }).click();
    expect((await api<{ dataDesligamento?: string }>('GET', `/colaboradores/${membro!.id}`)).dataDesligamento).toBe(today());
  });

  it('a solicitação de pessoal que substitui um membro eleito avisa no campo e pede confirmação ao gravar', async () => {
    await page.setViewportSize({ width: 1366, height: 800 });
    const [, membro] = await eleitosDaDemonstracao();
    const { id } = await api<{ id: number }>('POST', '/solicitacoes-pessoal', {
      data: today(),
      descricao: 'Substituição de membro da CIPA',
      quantidade: 1,
      estabelecimento: { id: await idOf('estabelecimentos', 'nome', 'Matriz Fortaleza') },
      areaOrganizacional: { id: await idOf('areas-organizacionais', 'nome', 'Recursos Humanos') },
      cargo: { id: await idOf('cargos', 'nome', 'Analista de RH') },
      motivoSolicitacao: { id: await idOf('motivos-solicitacao', 'descricao', 'Aumento de quadro') },
      horarioComercial: 'Segunda a sexta, 8h às 17h',
      colaboradoresSubstituidosIds: [membro!.id],
    });
    await page.goto(`${app.url}/captacao/solicitacoes-pessoal/${id}`);
    await settled(page);
    await page.getByRole('tab', { name: 'Substituição' }).click();
    const semPergunta = aviso(membro!.nome, membro!.ate).replace(' Deseja continuar?', '');
    await page.getByText(semPergunta).waitFor();
    await page.getByRole('button', { name: 'Gravar' }).click();
    const atencao = page.getByRole('dialog').filter({ hasText: 'Atenção' });
    await atencao.getByText(aviso(membro!.nome, membro!.ate)).waitFor();
    await emDuasLarguras('cipa-substituicao-aviso');
    await atencao.getByRole('button', { name: 'Continuar' }).click();
    await toastWith(page, 'Registro salvo com sucesso.').waitFor();
    await page.waitForURL('**/captacao/solicitacoes-pessoal');
  });
});
