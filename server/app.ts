/**
 * Builds the server: schemas → registry → database (migrated, seeded) → Fastify with the
 * session, the generated API, the modules' calls, the OpenAPI document and the web app.
 */
import { createHash } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import { declaredTables } from '../engine/table/declared-tables';
import { serverModules } from '../modules';
import { loadSession } from './auth/guard';
import { registerExternalAuthRoutes } from './auth/external-routes';
import { registerOwnDataRoutes } from './auth/own-data-routes';
import { registerPasswordRoutes } from './auth/password-routes';
import { registerAuthRoutes } from './auth/routes';
import { SessionStore } from './auth/sessions';
import { LoginThrottle } from './auth/login-throttle';
import { createCaptcha } from './captcha/captcha';
import type { AppConfig } from './config';
import { HookRegistry } from './crud/hooks';
import { MenuExtensions } from './auth/menu-extensions';
import { registerActionRoutes } from './crud/actions';
import { registerCrudRoutes } from './crud/routes';
import { EntityService } from './crud/service';
import { openConfiguredDatabase } from './db/database';
import { infrastructureTables } from './db/infrastructure';
import { migrate, recordSchemaState, schemaUpToDate, undeclaredNotices, type MigrationNotices } from './db/migrate';
import { loadSeed, seedOrder } from './db/seed';
import { seedDemo } from './demo/demo';
import { analyzeStale, keepStatistics } from './db/statistics';
import { installationSecret } from './db/installation-secret';
import type { Engine } from './engine';
import { registerErrorHandling } from './error-handler';
import { errors } from './errors';
import { registerMetaRoutes } from './meta-routes';
import { registerCrossSiteGuard } from './http/cross-site';
import { registerJsonBody } from './http/json-body';
import { registerSecurityHeaders } from './http/security-headers';
import { registerCepRoutes } from './cep/routes';
import { createReportService, registerReportRoutes } from './reports/routes';
import { PersonalCopies } from './personal-copies';
import { Scrubber } from './db/scrub';
import { forgetMail } from './mail/mailer';
import { registerDocumentRoutes } from './reports/document-routes';
import { holdAnswersToContracts } from './openapi-conformance';
import { holdBodiesToContracts } from './http/body-contracts';
import { registerPersonalData } from './lgpd/routes';
import { registerAudienceRoutes } from './crud/audience-routes';
import { apiComponents, openApiDocument, type RegisteredRoute, type RouteDoc, type RouteSchema } from './openapi';
import { loadSchemas, type LoadedSchemas } from './schemas-loader';

const packageVersion = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
/** How often the embedded database's statistics are brought up to date (server/db/statistics.ts). */
const STATISTICS_EVERY_MS = 5 * 60_000;

export interface BuiltApp {
  app: FastifyInstance;
  engine: Engine;
  /** Every API route registered (method and URL pattern): the fuzz test walks them all. */
  routes: RegisteredRoute[];
  /** What the migration renamed or left undeclared, told at start. */
  notices: MigrationNotices;
  close(): Promise<void>;
}

/** `opening`: the database already being opened (main.ts starts it before importing the app). */
export async function buildApp(config: AppConfig, opening = openConfiguredDatabase(config)): Promise<BuiltApp> {
  // The embedded database starts in its own thread while this one reads the declarations.
  let schemas: LoadedSchemas;
  try {
    schemas = loadSchemas(config.schemasDir);
  } catch (error) {
    await opening.then((database) => database.close(), () => undefined);
    throw error;
  }
  const { registry } = schemas;
  const database = await opening;
  let notices: MigrationNotices;
  try {
    const tables = [...declaredTables(registry), ...infrastructureTables];
    const sourceOf = (table: string) => registry.all().find((e) => e.table === table)?.source ?? 'infraestrutura';
    const seeded = seedOrder(registry, [...schemas.seeds.keys()]);
    const digest = createHash('sha256')
      .update(JSON.stringify({ tables, appRole: database.appRole, seeds: seeded.map((entity) => [entity.name, schemas.seeds.get(entity.name)]) }))
      .digest('hex');
    if (await schemaUpToDate(database.owner, digest)) notices = await undeclaredNotices(database.owner, tables, sourceOf);
    else {
      notices = await migrate(database.owner, tables, { appRole: database.appRole, sourceOf });
      for (const entity of seeded) await loadSeed(database.owner, entity, schemas.seeds.get(entity.name)!);
      await recordSchemaState(database.owner, digest);
    }
  } catch (error) {
    await database.close();
    throw error;
  }

  const secret = await installationSecret(database.owner, config.captchaSecret);
  const hooks = new HookRegistry();
  const engine: Engine = {
    config,
    registry,
    database,
    db: database.db,
    hooks,
    menus: new MenuExtensions(),
    entities: new EntityService(database.db, registry, hooks),
    sessions: new SessionStore(database.db, {
      idleMs: config.sessionIdleMinutes * 60_000,
      absoluteMs: config.sessionMaxHours * 3_600_000,
    }),
    loginThrottle: new LoginThrottle(),
    personalCopies: new PersonalCopies(),
    scrubber: new Scrubber(database, (error) => app.log.error({ err: error }, 'limpeza do espaço liberado falhou')),
    captcha: await createCaptcha(secret),
    secret,
    version: packageVersion,
  };

  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 10 * 1024 * 1024,
    // X-Forwarded-For is anyone's to write: believed only behind a configured proxy.
    trustProxy: config.trustProxy,
    // Request lines would carry CPFs in query strings (LGPD); errors are still logged.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
  });
  const routes: BuiltApp['routes'] = [];
  app.addHook('onRoute', ({ method, url, schema, config }) => {
    if (!url.startsWith('/api/')) return;
    const doc = (config as { openapi?: RouteDoc } | undefined)?.openapi;
    for (const one of [method].flat()) if (one !== 'HEAD') routes.push({ method: one, url, schema: schema as RouteSchema | undefined, doc });
  });
  // Built on first request, when every route (that one included) is registered.
  let openapi: ReturnType<typeof openApiDocument> | undefined;
  const document = () => (openapi ??= openApiDocument(registry, packageVersion, routes));
  holdAnswersToContracts(app, () => document().components.schemas, config.checkAnswers ? 'check' : 'filter');
  holdBodiesToContracts(app, apiComponents());
  // API answers above 1 KB travel compressed (static files come precompressed).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } });
  await app.register(cookie);
  await registerSecurityHeaders(app);
  registerJsonBody(app);
  // Attached documents: one file per request, refused past the configured size.
  await app.register(multipart, { limits: { fileSize: config.uploadMaxMb * 1024 * 1024, files: 1, fields: 10, fieldSize: 8192 } });
  // preHandler: the login limit is keyed by the CPF in the body, parsed by then.
  await app.register(rateLimit, { global: false, hook: 'preHandler' });
  registerErrorHandling(app);
  registerCrossSiteGuard(app, config.appUrl);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) request.session = await loadSession(engine, request);
  });

  registerAuthRoutes(app, engine);
  registerPasswordRoutes(app, engine);
  registerOwnDataRoutes(app, engine);
  registerExternalAuthRoutes(app, engine);
  registerMetaRoutes(app, engine);
  app.get('/api/externo/captcha', { config: { openapi: { summary: 'Um desafio de captcha (prova de trabalho) para o navegador resolver', response: 'DesafioCaptcha' } } }, engine.captcha.challenge);
  registerCepRoutes(app, engine);
  const modules = serverModules;
  const reports = createReportService(engine, modules, {
    workers: config.reportWorkers,
    jobTtlMs: config.reportJobMinutes * 60_000,
    maxRunningPerUser: 3,
  });
  // Each module in its own Fastify context: its hooks and decorations stay its own.
  for (const { register } of modules) if (register) await app.register(async (context) => register(context, engine, reports));
  registerReportRoutes(app, engine, reports);
  registerDocumentRoutes(app, engine, reports);
  // A report generated before an erasure may show the person: the company's waiting ones go.
  engine.personalCopies.hold((empresaId) => reports.jobs.forgetCompany(empresaId));
  engine.personalCopies.hold((_empresaId, traces) => forgetMail(config.mailDir, traces));
  registerCrudRoutes(app, engine);
  registerActionRoutes(app, engine);
  registerPersonalData(app, engine);
  registerAudienceRoutes(app, engine);
  // After the modules: demo records go through their hooks like any other write.
  if (config.demo) await seedDemo(engine, modules);
  await analyzeStale(database.owner);
  const stopStatistics = database.kind === 'pglite' ? keepStatistics(database.owner, STATISTICS_EVERY_MS, (error) => app.log.error({ err: error }, 'estatísticas do banco')) : async () => {};
  app.get('/api/openapi.json', { config: { openapi: { summary: 'Este documento' } } }, async () => document());

  const webApp = Boolean(config.staticDir && existsSync(join(config.staticDir, 'index.html')));
  if (webApp) {
    await app.register(fastifyStatic, {
      root: config.staticDir!,
      wildcard: false,
      // The build wrote .br and .gz beside each asset (renderers/build-compress.ts).
      preCompressed: true,
      // Hashed file names change with their content: cached for good; the page itself always checked.
      setHeaders: (reply, path) => reply.header('cache-control', path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // Every non-API path is a route of the single-page app, which shows its own 404.
    if (webApp && !request.url.startsWith('/api/')) return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send(errors.notFound().toBody());
  });

  return {
    app,
    engine,
    routes,
    notices,
    close: async () => {
      await app.close();
      await reports.close();
      await engine.scrubber.idle();
      await stopStatistics();
      await database.close();
    },
  };
}
