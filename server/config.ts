/** Everything the server reads from the environment, read in one place. */
import { resolve } from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL role the application's queries run as. */
  appRole: string;
  schemasDir: string;
  /** Built web app served at `/`; absent in API-only tests. */
  staticDir: string | undefined;
  /** Create the demo companies and users on an empty database. */
  demo: boolean;
  secureCookies: boolean;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  logLevel: string;
  /** Base URL of a ViaCEP-compatible address service (`{url}/{cep}/json/`); absent: addresses are typed by hand. */
  cepUrl: string | undefined;
  /** Sees every SQL statement of the application (tests). */
  onQuery?: (sql: string) => void;
}

const number = (value: string | undefined, fallback: number) => (value && Number.isFinite(Number(value)) ? Number(value) : fallback);

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: number(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    appRole: env.DATABASE_APP_ROLE ?? 'rh_app',
    schemasDir: resolve(env.SCHEMAS_DIR ?? './schemas'),
    staticDir: resolve(env.STATIC_DIR ?? './dist'),
    // The embedded database is for trying the product: it comes with demo data.
    demo: databaseUrl ? env.DEMO === '1' : env.DEMO !== '0',
    secureCookies: env.COOKIE_SECURE === '1',
    sessionIdleMinutes: number(env.SESSION_IDLE_MINUTES, 30),
    sessionMaxHours: number(env.SESSION_MAX_HOURS, 12),
    logLevel: env.LOG_LEVEL ?? 'info',
    cepUrl: env.CEP_URL || undefined,
  };
}
