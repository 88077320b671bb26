/**
 * `npm run bench` (second part) — the internal candidate form in Chromium, with every section
 * and all extra fields made visible in the company configuration:
 *   - time to first render: from the click on "Editar" in the list to the first frame with
 *     the form's fields (record, configured schema and screen code loaded), median of 5;
 *   - keystroke-to-paint: from each keydown in "Nome" to the frame after it, p95 of 80 keys.
 * Targets: first render < 500 ms, keystroke p95 < 50 ms. Always exits 0; a missed target
 * prints "ALVO NÃO ATINGIDO". Uses the production build (built if stale) and the demo data.
 */
import type { Page } from 'playwright-core';
import { launchBrowser, login, startApp } from '../browser/harness';

const FIRST_RENDER_TARGET_MS = 500;
const KEYSTROKE_P95_TARGET_MS = 50;
const RUNS = 5;
const TEXT = 'Maria Aparecida dos Santos Oliveira Pereira da Costa Lima e Souza Filha';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const verdict = (value: number, target: number) => (value < target ? 'ok' : 'ALVO NÃO ATINGIDO');

/** Every extra field visible (and titled), through the configuration call the screen uses. */
async function showAllExtraFields(page: Page, base: string): Promise<void> {
  await page.evaluate(async (url) => {
    const current = await (await fetch(`${url}/api/empresas/1/configuracao`)).json();
    const meta = await (await fetch(`${url}/api/meta/configuracao-empresa`)).json();
    const names = Object.keys(meta.schema.properties.campoExtraCandidato.properties);
    const campoExtraCandidato = Object.fromEntries(names.map((name) => [name, { visivel: true, obrigatorio: false, titulo: `Extra ${name}` }]));
    const response = await fetch(`${url}/api/empresas/1/configuracao`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...current, campoExtraCandidato }),
    });
    if (!response.ok) throw new Error(await response.text());
  }, base);
}

/** Opens the candidate from the list and answers the ms until the frame that shows the form. */
async function openForm(page: Page, base: string): Promise<number> {
  await page.goto(`${base}/captacao/candidatos`);
  const edit = page.locator('.rh-data-table tbody tr', { hasText: 'Ana Beatriz Souza' }).getByRole('button', { name: 'Editar' });
  await edit.waitFor();
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const button = [...document.querySelectorAll('.rh-data-table tbody tr')]
          .find((row) => row.textContent?.includes('Ana Beatriz Souza'))!
          .querySelector<HTMLButtonElement>('button[aria-label="Editar"], button[title="Editar"]')!;
        const start = performance.now();
        const poll = () => {
          const input = document.querySelector<HTMLInputElement>('#root_nome');
          if (input?.value) requestAnimationFrame(() => resolve(performance.now() - start));
          else requestAnimationFrame(poll);
        };
        button.click();
        requestAnimationFrame(poll);
      }),
  );
}

/** Field inputs of every tab of the open form (tabs mount one at a time). */
async function countFields(page: Page): Promise<number> {
  let total = 0;
  for (const tab of await page.locator('[role="tab"][id^="bp6-tab-title_rh-form-tabs"]').all()) {
    await tab.click();
    total += await page.locator('form input, form select, form textarea, form button[id^="root_"]').count();
  }
  await page.locator('[role="tab"][id^="bp6-tab-title_rh-form-tabs"]').first().click();
  return total;
}

async function keystrokes(page: Page): Promise<number[]> {
  await page.locator('#root_nome').fill('');
  await page.locator('#root_nome').focus();
  await page.evaluate(() => {
    const latencies: number[] = [];
    (window as unknown as { __latencies: number[] }).__latencies = latencies;
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        // The frame after the key: rAF runs before paint, the message after it.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => latencies.push(performance.now() - start);
          channel.port2.postMessage(null);
        });
      },
      true,
    );
  });
  await page.keyboard.type(TEXT, { delay: 60 });
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { __latencies: number[] }).__latencies);
}

async function main(): Promise<void> {
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    // tsx names functions with a helper the page does not have; the evaluated ones need it.
    await page.addInitScript({ content: 'window.__name = (f) => f;' });
    await login(page, app.url);
    await page.getByText(/Bem-vindo\(a\)/).waitFor();
    await showAllExtraFields(page, app.url);
    await openForm(page, app.url); // warm-up: the screen's code is loaded once
    const fields = await countFields(page);
    const renders: number[] = [];
    for (let i = 0; i < RUNS; i++) renders.push(await openForm(page, app.url));
    const latencies = await keystrokes(page);
    const firstRender = percentile(renders, 50);
    const p95 = percentile(latencies, 95);
    console.log('');
    console.log(`Formulário de candidato (Chromium, ${fields} campos em ${await page.locator('[role="tab"][id^="bp6-tab-title_rh-form-tabs"]').count()} abas, todos os campos extras visíveis)`);
    console.log(`  primeira renderização (mediana de ${RUNS}): ${firstRender.toFixed(0)} ms [${renders.map((r) => r.toFixed(0)).join(', ')}] — alvo < ${FIRST_RENDER_TARGET_MS} ms: ${verdict(firstRender, FIRST_RENDER_TARGET_MS)}`);
    console.log(`  tecla→pintura em "Nome" (${latencies.length} teclas): p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, máx ${Math.max(...latencies).toFixed(1)} ms — alvo p95 < ${KEYSTROKE_P95_TARGET_MS} ms: ${verdict(p95, KEYSTROKE_P95_TARGET_MS)}`);
  } finally {
    await browser.close();
    await app.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
