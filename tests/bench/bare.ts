/**
 * The baseline: a bare Fastify (no plugins, no session, no validation, no logger) over a plain
 * `pg.Pool` set up as the app's pool is (role rh_app, `app.empresa_id` set once per connection),
 * running exactly the SQL of the generic endpoints. That SQL is compiled here through the
 * engine's own builders, and checked against what the EntityService itself sends, so the
 * baseline cannot drift from the endpoint it is compared with.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import {
  CompiledQuery,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import type { Registry, RegisteredEntity } from '../../engine/registry/registry';
import { HookRegistry } from '../../server/crud/hooks';
import { MAX_UNPAGED, parseListParams } from '../../server/crud/list-params';
import { listStatements, readStatement } from '../../server/crud/select';
import { EntityService } from '../../server/crud/service';
import type { Scope } from '../../server/db/tenant-context';
import { typeParsers } from '../../server/db/type-parsers';

/** Any id: only its position among the parameters matters. */
const SENTINEL_ID = 987_654_321;

export interface BareQueries {
  /** The page with each row's `__total`. */
  page: CompiledQuery;
  /** Only run when the page comes back empty, as the service does. */
  count: CompiledQuery;
  /** The read by id; its parameter at `idIndex` is replaced by the requested id. */
  read: CompiledQuery;
  idIndex: number;
  size: number;
  offset: number;
  paged: boolean;
  /** Lines to print: how the queries were obtained and whether they match the service's. */
  notes: string[];
}

/** A Kysely that compiles for PostgreSQL and records, without a server, what would run. */
function recordingKysely(recorded: CompiledQuery[]) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- same shape as the app's Db
  return new Kysely<any>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log: (event) => {
      if (event.level === 'query') recorded.push(event.query);
    },
  });
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
const same = (a: CompiledQuery, b: CompiledQuery | undefined) =>
  Boolean(b) && normalize(a.sql) === normalize(b!.sql) && JSON.stringify(a.parameters) === JSON.stringify(b!.parameters);

/**
 * The SQL of `GET /api/<resource>?<query>` and `GET /api/<resource>/:id` for `scope`,
 * built with parseListParams, listStatements and readStatement.
 */
export async function compileQueries(
  entity: RegisteredEntity,
  registry: Registry,
  scope: Scope,
  query: Record<string, string>,
): Promise<BareQueries> {
  const recorded: CompiledQuery[] = [];
  const db = recordingKysely(recorded);

  // From the builders.
  const params = parseListParams(entity, query);
  if (params.resumido) throw new Error('o benchmark mede a listagem completa, não a resumida');
  const limit = params.unpaged ? MAX_UNPAGED : params.size;
  const offset = params.unpaged ? 0 : params.page * params.size;
  const statements = listStatements(entity, registry, scope, params, limit, offset);
  const built = {
    page: statements.page.compile(db),
    count: statements.count.compile(db),
    read: readStatement(entity, registry, scope, SENTINEL_ID).compile(db),
  };

  // From the service itself, on the recording Kysely (no rows: the read ends in a 404).
  const service = new EntityService(db, registry, new HookRegistry());
  await service.list(entity, scope, { ...query });
  const [servicePage] = recorded.splice(0);
  await service.get(entity, scope, SENTINEL_ID).catch(() => undefined);
  const [serviceRead] = recorded.splice(0);

  const notes: string[] = [];
  const pick = (name: string, mine: CompiledQuery, theirs: CompiledQuery | undefined) => {
    if (same(mine, theirs)) {
      notes.push(`SQL ${name}: compilado pelos builders, idêntico ao do EntityService`);
      return mine;
    }
    if (!theirs) throw new Error(`o EntityService não executou a consulta ${name}`);
    notes.push(`AVISO: SQL ${name} dos builders difere do EntityService; o baseline usa o do serviço`);
    return theirs;
  };
  const read = pick('leitura', built.read, serviceRead);
  const idIndex = read.parameters.indexOf(SENTINEL_ID);
  if (idIndex < 0) throw new Error('parâmetro do id não encontrado na consulta de leitura');
  return {
    page: pick('página', built.page, servicePage),
    count: built.count,
    read,
    idIndex,
    size: params.size,
    offset,
    paged: !params.unpaged,
    notes,
  };
}

const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    return typeParsers[oid] ?? pg.types.getTypeParser(oid, format);
  },
};

export interface BareServer {
  app: FastifyInstance;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** The bare server, same pool size and connection setup as the app's PostgreSQL pool. */
export async function startBareServer(options: {
  url: string;
  appRole: string;
  empresaId: number;
  poolSize: number;
  queries: BareQueries;
}): Promise<BareServer> {
  const { queries } = options;
  // As the app: the role from the start-up options; the company once per connection (the
  // app's TenantConnection sends it on first use and skips it afterwards).
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize, types: pgTypes, options: `-c role=${options.appRole}` });
  const setup = `select set_config('app.empresa_id', ${pg.escapeLiteral(String(options.empresaId))}, false)`;
  pool.on('connect', (client) => void client.query(setup));
  pool.on('error', (error) => console.error('pool bare:', error.message));

  const app = Fastify({ logger: false });
  const pageValues = [...queries.page.parameters];
  const countValues = [...queries.count.parameters];
  app.get('/bare/list', async (_request, reply) => {
    // One statement; the count only when the page is empty past the first, as the service does.
    const page = await pool.query<{ __total: number }>(queries.page.sql, pageValues);
    const total =
      page.rows[0]?.__total ??
      (queries.offset > 0 ? ((await pool.query<{ count: number }>(queries.count.sql, countValues)).rows[0]?.count ?? 0) : 0);
    const body = {
      content: page.rows.map(({ __total: _total, ...row }) => row),
      pageable: { paged: queries.paged, offset: queries.offset },
      size: queries.paged ? queries.size : page.rows.length,
      totalElements: total,
    };
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
  });
  app.get('/bare/:id', async (request, reply) => {
    const raw = (request.params as { id: string }).id;
    const values = [...queries.read.parameters];
    values[queries.idIndex] = Number(raw);
    const { rows } = await pool.query(queries.read.sql, values);
    if (!rows[0]) return reply.code(404).type('application/json; charset=utf-8').send('{"message":"Registro não encontrado"}');
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(rows[0]));
  });
  await app.ready();
  return {
    app,
    pool,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
