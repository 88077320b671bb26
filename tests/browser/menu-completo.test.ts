/**
 * Every screen of the menu, as the demo administrator finds it (issue 12: "the full walk"): each
 * entry the session's menu has is opened the way the menu opens it (the router, no reload) at
 * 1024 px, and must show its screen — no error page (404, access denied, a render failure), no
 * console error or warning, and nothing wider than the window. The failures are listed together,
 * each with a screenshot `artifacts/screenshots/menu-<path>.png`.
 */
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../engine/api-types';
import { flattenMenu } from '../../renderers/shell/menu/menu-filter';
import { apiOf, screenshot, settled, useSession, watchConsole } from './harness';

const session = useSession();
const { page } = session;

/** Opens `path` through the app's router, as a menu link does. */
const navigate = (path: string) =>
  page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

describe('o menu inteiro', () => {
  it('cada item abre a sua tela a 1024 px, sem erro no console nem rolagem lateral', async () => {
    const { menu } = await apiOf(session).api<{ menu: MenuItem[] }>('GET', '/userinfo');
    const paths = [...new Set(flattenMenu(menu).flatMap((entry) => (entry.path ? [entry.path] : [])))];
    expect(paths.length).toBeGreaterThan(100);
    await page.setViewportSize({ width: 1024, height: 800 });
    const problems = watchConsole(page);
    const failures: string[] = [];
    for (const path of paths) {
      const logged = problems.length;
      await navigate(path);
      await page.waitForFunction((to) => location.pathname === to.split('?')[0], path);
      // The screen's first requests start after it renders: then wait for them to answer.
      await page.waitForTimeout(150);
      await settled(page);
      const found = await page.evaluate(() => ({
        error: document.querySelector('.rh-error-page')?.textContent?.trim().slice(0, 80),
        empty: !document.querySelector('main.rh-content')?.textContent?.trim(),
        wider: document.documentElement.scrollWidth > innerWidth,
      }));
      const wrong = [
        found.error && `página de erro: ${found.error}`,
        found.empty && 'tela vazia',
        found.wider && 'mais larga que a janela',
        ...problems.slice(logged),
      ].filter(Boolean);
      if (wrong.length) {
        failures.push(`${path}: ${wrong.join('; ')}`);
        await screenshot(page, `menu${path.replace(/[/?=&]+/g, '-')}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
