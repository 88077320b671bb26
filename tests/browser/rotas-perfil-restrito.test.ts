/**
 * Every internal screen as the restricted demo user (Gestora de Cargos, issue 12): the screens
 * her profile opens draw themselves, every other one answers the "Acesso Negado" page — never
 * a raw error, a 404 callout, an error toast or an error in the console. The routes come from
 * the declarations the server serves (entities, reports, hand-written screens), so a new screen
 * is walked without touching this file.
 * Screenshot: artifacts/screenshots/rotas-restrito-empresas.png.
 */
import { describe, expect, it } from 'vitest';
import type { EntityMeta, ScreenMeta } from '../../engine/api-types';
import type { ReportMeta } from '../../engine/report/api';
import { screenRoute } from '../../engine/menu';
import type { Page } from 'playwright-core';
import { login, screenshot, settled, useSession } from './harness';

const { app, browser } = useSession({ signIn: false });
const GESTORA = { cpf: '714.602.380-01', senha: 'demo1234', empresa: 'Empresa Demonstração' };

interface Rota {
  route: string;
  allowed: boolean;
}

async function rotas(page: Page): Promise<Rota[]> {
  const get = async <T,>(path: string) => (await (await page.request.get(`${app.url}/api${path}`)).json()) as T;
  const entities = await get<EntityMeta[]>('/meta/entities');
  const reports = await get<ReportMeta[]>('/meta/relatorios');
  const screens = await get<ScreenMeta[]>('/meta/telas');
  const all = [
    // A list screen of its own: not an owned list, which lives in its owner's form.
    ...entities.filter((e) => (e.singleton || e.operations?.includes('list')) && (!e.owner || e.allOwners)).map((e) => ({ route: screenRoute(e), allowed: e.can.read })),
    ...reports.map((r) => ({ route: r.route, allowed: r.can.read })),
    ...screens.filter((s) => !s.route.includes(':')).map((s) => ({ route: s.route, allowed: s.can.read })),
  ];
  return [...new Map(all.map((r) => [r.route, r])).values()];
}

describe('as rotas internas para um perfil restrito', () => {
  it('cada tela abre, ou responde "Acesso Negado"; nenhum erro na tela nem no console', async () => {
    const page = await browser.newPage();
    await login(page, app.url, GESTORA);
    await page.getByText(/Bem-vindo\(a\)/).waitFor();
    const lista = await rotas(page);
    expect(lista.filter((r) => r.allowed).length).toBeGreaterThan(5);
    expect(lista.filter((r) => !r.allowed).length).toBeGreaterThan(50);

    let atual = '';
    const erros: string[] = [];
    page.on('console', (message) => {
      // A call refused with a reason the screen shows ("Seu usuário não está vinculado a um
      // talento.") is also logged by the browser itself; the screen's text is what is checked.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) erros.push(`${atual}: ${message.text()}`);
    });
    page.on('pageerror', (error) => erros.push(`${atual}: ${error.message}`));
    const problemas: string[] = [];
    for (const { route, allowed } of lista) {
      atual = route;
      await page.goto(`${app.url}${route}`);
      const titulo = await page
        .locator('h1, h2, h3, h4')
        .first()
        .waitFor({ timeout: 15_000 })
        .then(() => true, () => false);
      if (!titulo) {
        problemas.push(`${route}: a tela não abriu (sem título)`);
        await screenshot(page, `rotas-restrito-sem-titulo-${route.replaceAll('/', '_')}`);
        continue;
      }
      await settled(page);
      const negado = await page.getByRole('heading', { name: 'Acesso Negado' }).count();
      if (negado !== (allowed ? 0 : 1)) problemas.push(`${route}: ${allowed ? 'negada a quem pode abrir' : 'aberta sem permissão'}`);
      const texto = (await page.locator('body').textContent()) ?? '';
      for (const cru of ['Não autorizado.', 'O recurso solicitado não foi encontrado.', 'Página Não Encontrada', 'Erro Interno do Servidor']) {
        if (texto.includes(cru)) problemas.push(`${route}: "${cru}"`);
      }
      if (route === '/utilitario/empresas') await screenshot(page, 'rotas-restrito-empresas');
    }
    expect(problemas).toEqual([]);
    expect(erros).toEqual([]);
  }, 600_000);
});
