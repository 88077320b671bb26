/**
 * Browser test harness: builds the web app when the build is stale, starts the real server
 * on a free port with a fresh embedded database, and drives /usr/bin/chromium through
 * playwright-core. It installs nothing (tests/support/system-deps.sh does, in `npm test`).
 *
 * A test file starts with one line:
 *
 *     const { app, browser, page } = useSession();            // page signed in as the demo administrator
 *     const { app, browser } = useSession({ signIn: false });  // the tests open their own pages
 *     useSession({ env: () => ({ CEP_URL: … }) })              // the server's environment, read when it starts
 *
 * which starts the server and Chromium before the file's tests and stops them after. The three are
 * usable inside tests and hooks (they exist once the file's first `beforeAll` has run), not at the top
 * level; a `beforeAll` written after that line runs after the set-up.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const ROOT = resolve(import.meta.dirname, '../..');
export const SCREENSHOTS = join(ROOT, 'artifacts/screenshots');
export const CHROMIUM = '/usr/bin/chromium';

/** The demo administrator the server creates on an empty database. */
export const DEMO_ADMIN = { cpf: '529.982.247-25', senha: 'demo1234', empresa: 'Empresa Demonstração' };

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Newest modification time under `path` (files only, node_modules and dist skipped). */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

/**
 * `npm run build` unless dist/ is newer than every source the browser bundle reads
 * (`npm test` builds right before the browser tests; a second build would only cost time).
 */
export function buildIfStale(): void {
  // Escape hatch for debugging against a build made some other way.
  if (process.env.RH_BROWSER_SKIP_BUILD === '1') return;
  const built = join(ROOT, 'dist/index.html');
  const sources = ['renderers', 'engine', 'generated', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) => newestMtime(join(ROOT, p)));
  if (existsSync(built) && statSync(built).mtimeMs > Math.max(...sources)) return;
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build falhou (código ${result.status})`);
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('sem porta'))));
    });
  });
}

export async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor terminou com código ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/userinfo`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`o servidor não respondeu em ${timeoutMs} ms`);
}

export interface RunningApp {
  url: string;
  /** E-mails the server sent, oldest first (it runs without SMTP, with MAIL_DIR). */
  mails(): { to: string[]; subject: string; text: string }[];
  /** Server output, for failure messages. */
  log(): string;
  stop(): Promise<void>;
}

/** Starts `server/main.ts` (via tsx) on a free port with a fresh temporary DATA_DIR; `extraEnv` configures it (CEP_URL…). */
export async function startApp(extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningApp> {
  buildIfStale();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rh-browser-data-'));
  const mailDir = join(dataDir, 'emails');
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: join(ROOT, 'dist'), LOG_LEVEL: 'warn', MAIL_DIR: mailDir, ...extraEnv };
  delete env.SMTP_URL;
  // The embedded database with its demo data, whatever database the other test runs used.
  delete env.DATABASE_URL;
  delete env.DEMO;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(url, child, 120_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  const mails = () =>
    existsSync(mailDir) ? readdirSync(mailDir).sort().map((file) => JSON.parse(readFileSync(join(mailDir, file), 'utf8'))) : [];
  return { url, log: () => output, mails, stop };
}

export interface Browser {
  context: BrowserContext;
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

/** Chromium with a fresh profile; pages log their console errors to the test output. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} ausente: rode "apt-get install -y --no-install-recommends chromium"`);
  const profile = mkdtempSync(join(tmpdir(), 'rh-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  return {
    context,
    async newPage(viewport) {
      const page = await context.newPage();
      if (viewport) await page.setViewportSize(viewport);
      page.on('pageerror', (error) => console.error(`[página] ${error.message}`));
      return page;
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Every console error and warning the page logs from now on, and its uncaught errors, as
 * `type: text` lines (the list grows while the page lives): what a journey asserts is empty.
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()} (${page.url()})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message} (${page.url()})`));
  return problems;
}

/** Saves `artifacts/screenshots/<name>.png` and answers its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * The page at each width the screens are checked at (1366 and 1024 px), `<name>-<width>.png`,
 * then back at 1366. `settleMs` lets layouts that follow the window (charts) catch up;
 * `before` runs at each width before the picture.
 */
export async function screenshotAtWidths(page: Page, name: string, options: { settleMs?: number; before?: () => Promise<void> } = {}): Promise<void> {
  for (const width of [1366, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(options.settleMs ?? 300);
    await options.before?.();
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** Fills the internal login form and submits it. */
export async function login(page: Page, baseUrl: string, credentials: { cpf: string; senha: string; empresa: string } = DEMO_ADMIN): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('CPF').fill(credentials.cpf);
  const empresa = page.getByLabel('Empresa');
  await empresa.locator('option', { hasText: credentials.empresa }).waitFor({ state: 'attached' });
  if (await empresa.isEnabled()) await empresa.selectOption({ label: credentials.empresa });
  await page.getByLabel('Senha').fill(credentials.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export interface TestSession {
  app: RunningApp;
  browser: Browser;
  /** Signed in as the demo administrator, on the home page. */
  page: Page;
}

export interface SessionOptions {
  /** Open a page and sign the demo administrator in (default true). */
  signIn?: boolean;
  /** The server's extra environment (startApp), read when it starts. */
  env?: () => NodeJS.ProcessEnv;
}

/** The app and Chromium, no page yet. */
async function startBrowsing(env: NodeJS.ProcessEnv = {}): Promise<Omit<TestSession, 'page'>> {
  return { app: await startApp(env), browser: await launchBrowser() };
}

/** The app, Chromium, and a page signed in as the demo administrator; `useSession` does it for a test file. */
export async function startSession(env: NodeJS.ProcessEnv = {}): Promise<TestSession> {
  const { app, browser } = await startBrowsing(env);
  const page = await browser.newPage();
  await login(page, app.url);
  await page.getByText(/Bem-vindo\(a\)/).waitFor();
  return { app, browser, page };
}

/** Stands for an object made in `beforeAll`; reading it before then is a mistake in the test file. */
function later<T extends object>(get: () => T | undefined, name: string): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = get();
      if (!target) throw new Error(`useSession: ${name}.${String(key)} lido antes do beforeAll (ou sem signIn) — use-o dentro dos testes e hooks`);
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Starts the session before the file's tests and stops it after them (see the header). */
export function useSession(options: SessionOptions = {}): TestSession {
  let session: Partial<TestSession> = {};
  beforeAll(async () => {
    const env = { ...options.env?.() };
    // The run's seeded database (tests/support/seeded-database.ts) when this server's would be the same.
    const seeded = inject('seededDatabase');
    if (seeded?.file && !env.SCHEMAS_DIR && !env.DATABASE_APP_ROLE) env.DATA_SNAPSHOT = seeded.file;
    session = options.signIn === false ? await startBrowsing(env) : await startSession(env);
  });
  afterAll(() => stopSession(session));
  return { app: later(() => session.app, 'app'), browser: later(() => session.browser, 'browser'), page: later(() => session.page, 'page') };
}

export async function stopSession(session: Partial<TestSession>): Promise<void> {
  await session.browser?.close();
  await session.app?.stop();
}

/** The API as the page's signed-in user (its cookie): how a test sets up or reads what the screens did. */
export function apiOf(session: Pick<TestSession, 'app' | 'page'>) {
  const api = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> => {
    const response = await session.page.request.fetch(`${session.app.url}/api${path}`, { method, data: body });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
  /** The id of the record, among a list's first 100, whose field has this value. */
  const idOf = async (resource: string, field: string, value: string) =>
    (await api<{ content: Record<string, unknown>[] }>('GET', `/${resource}?size=100`)).content.find((r) => r[field] === value)!.id as number;
  return { api, idOf };
}

/** Once the loading bar is gone, every call of the screen has answered. */
export const settled = (page: Page) => page.locator('.rh-loading-indicator').waitFor({ state: 'detached' });

/** The newest toast with the text (an earlier one may still be fading out). */
export const toastWith = (page: Page, text: string) => page.locator('.bp6-toast', { hasText: text }).last();

/** The list's row holding the text. */
export const rowOf = (page: Page, text: string) => page.locator('.rh-data-table tbody tr', { hasText: text });
