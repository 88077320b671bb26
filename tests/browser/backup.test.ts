/**
 * Utilitários › Backup in Chromium: the administrator opens the screen from the menu, generates a
 * backup, sees its progress and then its row (date, size, who made it), and downloads it; the
 * downloaded file restores with `npm run restore` into a new DATA_DIR (a second time it is
 * refused: the folder is no longer empty), and the app started on that folder signs the same
 * administrator in. Screenshots: artifacts/screenshots/backup-*.png (1366 and 1024 px).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, ROOT, screenshot, screenshotAtWidths, settled, startApp, toastWith, useSession } from './harness';

const { app, browser, page } = useSession();
const work = mkdtempSync(join(tmpdir(), 'rh-backup-browser-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The restore command runs the migrations and starts a second server: minutes on a loaded machine. */
const RESTORE_AND_START_MS = 600_000;

const restore = (file: string, dataDir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/db/restore-cli.ts', file], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });

describe('backup', () => {
  it('gera pelo menu, mostra o progresso e a linha, baixa, e o arquivo restaura numa pasta nova que a aplicação abre', async () => {
    await page.getByPlaceholder('Pesquisar Menu').fill('backup');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: /^Utilitários › Backup$/ }).click();
    await page.getByRole('heading', { name: 'Backup', exact: true }).waitFor();
    await page.getByText('Nenhum backup guardado.').waitFor();
    await settled(page);
    await screenshotAtWidths(page, 'backup-vazio');

    await page.getByRole('button', { name: 'Gerar backup' }).click();
    const progress = page.getByRole('status').filter({ hasText: /Gerando backup… \d+%/ });
    await progress.waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Gerar backup' }).isDisabled()).toBe(true);
    await screenshot(page, 'backup-gerando');

    const row = page.locator('.rh-backup-table tbody tr');
    await row.first().waitFor({ timeout: 60_000 });
    await expect.poll(() => progress.count()).toBe(0);
    expect(await row.count()).toBe(1);
    await expect.poll(() => row.first().locator('td').nth(2).textContent()).toBe('Administrador Demonstração');
    expect(await row.first().locator('td').nth(0).textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(await row.first().locator('td').nth(1).textContent()).toMatch(/^[\d,.]+ (KB|MB)$/);
    await screenshotAtWidths(page, 'backup-lista');

    const [download] = await Promise.all([page.waitForEvent('download'), row.first().getByRole('button', { name: 'Baixar' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^rh-backup-\d{8}T\d{9}Z\.json\.gz$/);
    const file = join(work, download.suggestedFilename());
    await download.saveAs(file);
    const header = JSON.parse(gunzipSync(readFileSync(file)).toString().split('\n', 1)[0]!);
    expect(header).toMatchObject({ formato: 'rh-backup', banco: 'pglite' });

    const dataDir = join(work, 'restaurado');
    const restored = restore(file, dataDir);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(new RegExp(`restaurado em DATA_DIR ${dataDir}: \\d+ tabelas, \\d+ linhas`));
    const again = restore(file, dataDir);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(`Restauração não feita: a pasta de dados DATA_DIR ${dataDir} não está vazia`);

    // The app on the restored folder: the same users (no demo seeded over them) sign in with their passwords.
    const restoredApp = await startApp({ DATA_DIR: dataDir });
    try {
      const signIn = await fetch(`${restoredApp.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cpf: DEMO_ADMIN.cpf.replace(/\D/g, ''), empresaId: 1, senha: DEMO_ADMIN.senha }),
      });
      expect(signIn.status).toBe(200);
      // Sessions are in the database too: the browser's (cookies do not tell ports apart) opens the restored app signed in.
      const other = await browser.newPage();
      await other.goto(`${restoredApp.url}/utilitario/backup`);
      await other.getByRole('heading', { name: 'Backup', exact: true }).waitFor();
      // Backups are files beside the database, not in it: the new folder has none.
      await other.getByText('Nenhum backup guardado.').waitFor();
      await other.close();
    } finally {
      await restoredApp.stop();
    }

    await page.getByRole('button', { name: /^Excluir o backup de / }).click();
    await page.getByRole('button', { name: 'Sim' }).click();
    await toastWith(page, 'Registro removido com sucesso.').waitFor();
    await page.getByText('Nenhum backup guardado.').waitFor();
    expect(app.log()).not.toContain('backup falhou');
  }, RESTORE_AND_START_MS);
});
