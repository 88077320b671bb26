/**
 * `npm run bench`: the organisation chart with 2,000 areas in Chromium (issue 13). Seeds a
 * 4-level tree (5 diretorias × 8 gerências × 10 coordenações × 4 equipes = 2,045 areas) on an
 * embedded database, starts the server on it, and measures in Chromium, after sign-in: opening
 * the chart (navigation to the tree drawn) and "Expandir tudo" (every area drawn). Target: each
 * < 1 s. Environment: BENCH_REPEATS (3).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { buildIfStale, freePort, launchBrowser, login, ROOT, waitForServer } from '../browser/harness';

const TARGET_MS = 1000;
const REPEATS = Number(process.env.BENCH_REPEATS) > 0 ? Number(process.env.BENCH_REPEATS) : 3;
const NIVEIS = [
  { nome: 'Diretoria', porMae: 5 },
  { nome: 'Gerência', porMae: 8 },
  { nome: 'Coordenação', porMae: 10 },
  { nome: 'Equipe', porMae: 4 },
];

buildIfStale();
const dataDir = mkdtempSync(join(tmpdir(), 'rh-bench-organograma-'));
const seeded = await buildApp({ ...configFromEnv({}), dataDir, demo: true, staticDir: undefined, logLevel: 'warn', schemasDir: resolve(ROOT, 'schemas') });
const db = seeded.engine.database.owner;
// Level by level: each area of the level above gets its daughters, named and placed by the server's rules.
for (const [nivel, { nome, porMae }] of NIVEIS.entries()) {
  if (nivel === 0) {
    await sql`insert into area_organizacional (empresa_id, nome, descricao_hierarquia, ativo, exibir_organograma)
      select 1, ${nome} || ' ' || i, ${nome} || ' ' || i, true, true from generate_series(1, ${porMae}) i`.execute(db);
    continue;
  }
  const acima = NIVEIS[nivel - 1]!.nome;
  await sql`insert into area_organizacional (empresa_id, nome, area_mae_id, descricao_hierarquia, ativo, exibir_organograma)
    select 1, ${nome} || ' ' || m.id || '.' || i, m.id, m.descricao_hierarquia || ' > ' || ${nome} || ' ' || m.id || '.' || i, true, true
    from area_organizacional m, generate_series(1, ${porMae}) i where m.empresa_id = 1 and m.nome like ${`${acima} %`}`.execute(db);
}
const { rows } = await sql<{ n: number }>`select count(*)::integer as n from area_organizacional where empresa_id = 1`.execute(db);
await seeded.close();

const port = await freePort();
const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: join(ROOT, 'dist'), LOG_LEVEL: 'warn' };
// The embedded database just seeded, whatever database the environment names.
delete env.DATABASE_URL;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env, stdio: 'ignore' });
const url = `http://127.0.0.1:${port}`;
const browser = await launchBrowser();
try {
  await waitForServer(url, server, 120_000);
  const page = await browser.newPage({ width: 1366, height: 900 });
  await login(page, url);
  await page.getByText(/Bem-vindo\(a\)/).waitFor();
  const abrir: number[] = [];
  const expandir: number[] = [];
  // The tree's call alone, as the browser timed it.
  const chamada: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    await page.goto(`${url}/`);
    await page.getByText(/Bem-vindo\(a\)/).waitFor();
    let inicio = Date.now();
    // In-app navigation, as the menu does: the shell is loaded, the chart's code and data are not.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/cargo-salario/organograma');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('.rh-org-area', { hasText: 'Diretoria 5' }).first().waitFor();
    abrir.push(Date.now() - inicio);
    if (process.env.BENCH_DEBUG) console.log(await page.evaluate((t0) => performance.getEntriesByType('resource').filter((e) => e.startTime > t0).map((e) => `${e.name.replace(/^https?:\/\/[^/]+/, '')} @${Math.round(e.startTime - t0)} +${Math.round(e.duration)}`).join('\n'), await page.evaluate(() => performance.now()) - (Date.now() - inicio)));
    chamada.push(Math.round(await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/organogramas')).at(-1)?.duration ?? 0)));
    inicio = Date.now();
    await page.getByRole('button', { name: 'Expandir tudo' }).click();
    await page.locator('.rh-org-area').nth(rows[0]!.n - 1).waitFor();
    expandir.push(Date.now() - inicio);
  }
  const media = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);
  console.log(`Organograma com ${rows[0]!.n} áreas no Chromium: abrir ${media(abrir)} ms (${abrir.join(', ')}; a chamada da árvore ${media(chamada)} ms), expandir tudo ${media(expandir)} ms (${expandir.join(', ')})`);
  if (media(abrir) >= TARGET_MS) console.log(`ALVO NÃO ATINGIDO: abrir o organograma ${media(abrir)} ms ≥ ${TARGET_MS} ms`);
  if (media(expandir) >= TARGET_MS) console.log(`ALVO NÃO ATINGIDO: expandir tudo ${media(expandir)} ms ≥ ${TARGET_MS} ms`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((done) => server.once('exit', done));
  rmSync(dataDir, { recursive: true, force: true });
}
