/** Everything the server reads from the environment, read in one place. */
import { join, resolve } from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PGlite: a data directory dumped earlier (a gzipped tar) that a new database starts as (`DATA_SNAPSHOT`); the API and browser tests start seeded from one. */
  dataSnapshot?: string;
  databaseUrl: string | undefined;
  /** PostgreSQL role the application's queries run as. */
  appRole: string;
  schemasDir: string;
  /** Built web app served at `/`; absent in API-only tests. */
  staticDir: string | undefined;
  /** Create the demo companies and users on an empty database. */
  demo: boolean;
  secureCookies: boolean;
  /** Behind a reverse proxy: the client address is read from X-Forwarded-For (`TRUST_PROXY`: the number of proxies in front, or their addresses). */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  logLevel: string;
  /** `CAPTCHA_SECRET`: what the server signs with, shared by every process that answers the same site; unset, the installation's own (server/db/installation-secret.ts). */
  captchaSecret: string | undefined;
  /** Address of the app as users reach it, for links in e-mails and to share (`APP_URL`). */
  appUrl: string;
  /** SMTP server (`smtp://user:pass@host:587`); without it e-mails go to the log. */
  smtpUrl: string | undefined;
  /** Sender of the e-mails the app sends. */
  mailFrom: string;
  /** Without SMTP, e-mails are saved as files here (`MAIL_DIR`, by default `<DATA_DIR>/emails`); none when undefined. */
  mailDir: string | undefined;
  /** Threads that write report files (PDF, XLSX) off the event loop. */
  reportWorkers: number;
  /** Minutes a finished report stays available for download. */
  reportJobMinutes: number;
  /** Base URL of a ViaCEP-compatible address service (`{url}/{cep}/json/`); absent: addresses are typed by hand. */
  cepUrl: string | undefined;
  /** Largest attached document accepted, in MB (`UPLOAD_MAX_MB`). */
  uploadMaxMb: number;
  /** A candidate's own uploads in the portal: how many documents (`UPLOAD_MAX_FILES`) and MB in all (`UPLOAD_MAX_TOTAL_MB`). */
  uploadMaxFiles: number;
  uploadMaxTotalMb: number;
  /** Hours between runs of the job that erases candidates past the company's retention (`LGPD_JOB_HOURS`; 0: off). */
  lgpdJobHours: number;
  /**
   * The Assistente RH's model: an OpenAI-compatible chat-completions endpoint (`ASSISTENTE_URL`, the base
   * that `/chat/completions` is added to: a local llama.cpp or Ollama server, or a hosted one), the model's
   * name (`ASSISTENTE_MODELO`), its key (`ASSISTENTE_CHAVE`, sent as a bearer token) and how long an answer
   * is awaited (`ASSISTENTE_TIMEOUT_MS`). Without the URL the assistant suggests offline, from the company's
   * own records and the CBO.
   */
  assistenteUrl: string | undefined;
  assistenteModelo: string;
  assistenteChave: string | undefined;
  assistenteTimeoutMs: number;
  /** Every JSON answer of a documented route is checked against its declared type (`CHECK_ANSWERS=1`; on in the tests). */
  checkAnswers: boolean;
  /** Sees every SQL statement of the application (tests). */
  onQuery?: (sql: string) => void;
}

const number = (value: string | undefined, fallback: number) => (value && Number.isFinite(Number(value)) ? Number(value) : fallback);

function trustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (!value || value === '0' || value === 'false') return false;
  // A hop count trusts only the nearest proxies; `true` would believe the client's own header.
  if (/^\d+$/.test(value)) return (_address, hop) => hop < Number(value);
  return value;
}

/** `memory://` keeps the embedded database in memory: nothing of it, nor of its e-mails, on disk. */
const IN_MEMORY = 'memory://';

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = env.DATA_DIR === IN_MEMORY ? IN_MEMORY : resolve(env.DATA_DIR ?? './data');
  return {
    port: number(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    dataSnapshot: env.DATA_SNAPSHOT ? resolve(env.DATA_SNAPSHOT) : undefined,
    databaseUrl,
    appRole: env.DATABASE_APP_ROLE ?? 'rh_app',
    schemasDir: resolve(env.SCHEMAS_DIR ?? './schemas'),
    staticDir: resolve(env.STATIC_DIR ?? './dist'),
    // The embedded database is for trying the product: it comes with demo data.
    demo: databaseUrl ? env.DEMO === '1' : env.DEMO !== '0',
    secureCookies: env.COOKIE_SECURE === '1',
    trustProxy: trustProxy(env.TRUST_PROXY),
    sessionIdleMinutes: number(env.SESSION_IDLE_MINUTES, 30),
    sessionMaxHours: number(env.SESSION_MAX_HOURS, 12),
    logLevel: env.LOG_LEVEL ?? 'info',
    captchaSecret: env.CAPTCHA_SECRET || undefined,
    // Without APP_URL, links point at this machine on the port the app listens on.
    appUrl: (env.APP_URL || `http://localhost:${number(env.PORT, 3000)}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'RH <nao-responda@localhost>',
    mailDir: env.MAIL_DIR ? resolve(env.MAIL_DIR) : dataDir === IN_MEMORY ? undefined : join(dataDir, 'emails'),
    reportWorkers: number(env.REPORT_WORKERS, 1),
    reportJobMinutes: number(env.REPORT_JOB_MINUTES, 10),
    cepUrl: env.CEP_URL || undefined,
    uploadMaxMb: number(env.UPLOAD_MAX_MB, 5),
    uploadMaxFiles: number(env.UPLOAD_MAX_FILES, 10),
    uploadMaxTotalMb: number(env.UPLOAD_MAX_TOTAL_MB, 20),
    lgpdJobHours: number(env.LGPD_JOB_HOURS, 24),
    checkAnswers: env.CHECK_ANSWERS === '1',
    assistenteUrl: env.ASSISTENTE_URL ? env.ASSISTENTE_URL.replace(/\/+$/, '') : undefined,
    assistenteModelo: env.ASSISTENTE_MODELO || 'gpt-4o-mini',
    assistenteChave: env.ASSISTENTE_CHAVE || undefined,
    assistenteTimeoutMs: number(env.ASSISTENTE_TIMEOUT_MS, 20000),
  };
}
