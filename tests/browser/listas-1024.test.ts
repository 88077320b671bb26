/**
 * The wide list screens at 1024 px (issue 12): the page never scrolls sideways, and each row's
 * actions sit inside the window (the table scrolls in its own box with the actions pinned). The
 * lists of seven columns or more come from the declarations the server serves, so a new wide
 * list is checked without touching this file.
 * Screenshot: artifacts/screenshots/listas-1024-solicitacoes.png.
 */
import { describe, expect, it } from 'vitest';
import type { EntityMeta } from '../../engine/api-types';
import { screenRoute } from '../../engine/menu';
import { screenshot, settled, useSession } from './harness';

const { app, page } = useSession();

describe('as listas largas a 1024 px', () => {
  it('cabem na janela, com as ações de cada linha à vista', async () => {
    await page.setViewportSize({ width: 1024, height: 768 });
    const entities = (await (await page.request.get(`${app.url}/api/meta/entities`)).json()) as EntityMeta[];
    const rotas = [...new Set(entities.filter((e) => e.operations?.includes('list') && e.list.columns.length >= 7 && !e.singleton && (!e.owner || e.allOwners) && e.can.read).map((e) => screenRoute(e)))];
    expect(rotas.length).toBeGreaterThan(8);
    const problemas: string[] = [];
    for (const rota of rotas) {
      await page.goto(`${app.url}${rota}`);
      await page.locator('h1, h2, h3, h4').first().waitFor({ timeout: 15_000 });
      await settled(page);
      const medida = await page.evaluate(() => {
        const acoes = [...document.querySelectorAll('.rh-data-table tbody tr td:last-child')].map((td) => td.getBoundingClientRect().right);
        return { largura: document.documentElement.scrollWidth, acoes: Math.max(0, ...acoes) };
      });
      if (medida.largura > 1024) problemas.push(`${rota}: a página tem ${medida.largura} px`);
      if (medida.acoes > 1024) problemas.push(`${rota}: ações até ${Math.round(medida.acoes)} px`);
      if (rota === '/captacao/solicitacoes-pessoal') await screenshot(page, 'listas-1024-solicitacoes');
    }
    expect(problemas).toEqual([]);
  }, 600_000);
});
