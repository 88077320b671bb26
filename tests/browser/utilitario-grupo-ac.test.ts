/**
 * Issue 18 in Chromium: the Indicador de Turnover's company list offers only the companies of the
 * current company's grupo AC (disabled when that is the current one alone), and the header says
 * "Sistema não autenticado" once the licence is erased, leading to Configuração do Autenticador
 * (shorter below 1200 px).
 * Screenshots at 1366 and 1024 px: artifacts/screenshots/grupo-ac-*.png.
 */
import { describe, expect, it } from 'vitest';
import { apiOf, screenshot, screenshotAtWidths, settled, useSession } from './harness';

const { app, page } = useSession();
const { api } = apiOf({ app, page });

/** Gives a company its grupo AC, as user 1 does on the Empresas screen. */
async function grupoAC(id: number, grupo: string) {
  const { version } = await api<{ version: number }>('GET', `/empresas/${id}`);
  const response = await page.request.fetch(`${app.url}/api/empresas/${id}`, { method: 'PATCH', data: { grupoAC: grupo, version } });
  expect(response.status(), await response.text()).toBe(200);
}

async function abrirTurnover() {
  await page.goto(`${app.url}/gestao-talentos/relatorios/indicador-turnover`);
  await page.getByRole('heading', { name: 'Indicador de Turnover' }).waitFor();
  await settled(page);
}

describe('empresas do mesmo grupo AC e sistema não autenticado', () => {
  it('o Indicador de Turnover lista só as empresas do grupo AC da empresa atual', async () => {
    await api('POST', '/empresas', { nome: 'Filial Sul', razaoSocial: 'Filial Sul Ltda.', cnpj: '11444777000242', grupoAC: '001' });
    await grupoAC(1, '001');
    await grupoAC(2, '002');
    await page.setViewportSize({ width: 1366, height: 800 });
    await abrirTurnover();
    await page.getByRole('checkbox', { name: 'Filial Sul' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Empresa Demonstração' }).isEnabled()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Filial Norte' }).count()).toBe(0);
    await page.getByText('Do grupo AC da empresa em que você está; nenhuma marcada: ela.').waitFor();
    await page.getByRole('checkbox', { name: 'Filial Sul' }).scrollIntoViewIfNeeded();
    await screenshotAtWidths(page, 'grupo-ac-turnover');
  });

  it('sozinha no seu grupo, a empresa atual é a única opção, desabilitada', async () => {
    await grupoAC(1, '009');
    await abrirTurnover();
    const atual = page.getByRole('checkbox', { name: 'Empresa Demonstração' });
    await atual.waitFor();
    expect(await atual.isDisabled()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Filial Sul' }).count()).toBe(0);
    await screenshot(page, 'grupo-ac-turnover-uma-empresa');
  });

  it('sem licença, o cabeçalho diz "Sistema não autenticado" e leva à Configuração do Autenticador', async () => {
    expect((await api<{ autenticado: boolean }>('GET', '/parametros-sistema/sistema-rh-atenticado')).autenticado).toBe(true);
    await page.goto(app.url);
    await page.getByText(/Bem-vindo\(a\)/).waitFor();
    await settled(page);
    expect(await page.getByRole('button', { name: /Sistema não autenticado/ }).count()).toBe(0);

    await api('POST', '/autenticador/ticket', { confirmado: true });
    await page.reload();
    const aviso = page.getByRole('button', { name: /Sistema não autenticado: licença Nova Instalação/ });
    await aviso.waitFor();
    await screenshotAtWidths(page, 'grupo-ac-nao-autenticado');
    // The administrator has the screen in the menu: it opens inside the app.
    await aviso.click();
    await page.getByRole('heading', { name: 'Configuração do Autenticador' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/utilitario/autenticador');
    await page.getByText('Nova Instalação').first().waitFor();
    await screenshot(page, 'grupo-ac-autenticador');
  });
});
