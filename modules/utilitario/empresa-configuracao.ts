/**
 * The session company's configuration (spec §3.6, §7 "Company: GET /{id}/configuracao"):
 * read and changed by an administrator of that company only. A change takes effect at once:
 * the rules it drives are keyed by its values, and the `empresa` update hooks run in the same
 * transaction (the candidates' cadastral qualification is re-judged there).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { configurationForm } from '../../engine/company-configuration';
import type { ValidateFunction } from 'ajv';
import type { JsonSchema } from '../../engine/declaration';
import type { Registry, RegisteredEntity } from '../../engine/registry/registry';
import { columnOf } from '../../engine/table/derive';
import { createAjv } from '../../engine/validation/ajv';
import { toFieldErrors } from '../../engine/validation/messages';
import { requireSession } from '../../server/auth/guard';
import { recordId } from '../../server/crud/routes';
import { dropNulls } from '../../server/crud/validators';
import type { Db } from '../../server/db/database';
import { runInScope, type Scope } from '../../server/db/tenant-context';
import type { Engine } from '../../server/engine';
import { errors } from '../../server/errors';
import type { RouteDoc } from '../../server/openapi';
import type { ConfigurationForm } from './configuracao.api';

export function companyConfigurationForm(registry: Registry): ConfigurationForm {
  const readKeys = [...new Set(registry.all().flatMap((entity) => entity.configKeys))];
  return configurationForm(registry.get('empresa'), readKeys);
}

interface Configuration extends ConfigurationForm {
  empresa: RegisteredEntity;
  names: string[];
  /** The values with the record's version, as a PUT sends them (nulls dropped first). */
  body: JsonSchema;
  validate: ValidateFunction;
}

const configurations = new WeakMap<Registry, Configuration>();

function configurationOf(registry: Registry): Configuration {
  let configuration = configurations.get(registry);
  if (!configuration) {
    const form = companyConfigurationForm(registry);
    const body = { ...form.schema, properties: { ...(form.schema.properties as object), version: { type: 'integer' } } };
    configuration = {
      ...form,
      empresa: registry.get('empresa'),
      names: Object.keys(form.schema.properties as object),
      body,
      validate: createAjv().compile(body),
    };
    configurations.set(registry, configuration);
  }
  return configuration;
}

async function readConfiguration(registry: Registry, empresaId: number, db: Db): Promise<Record<string, unknown>> {
  const { empresa, names } = configurationOf(registry);
  // The configuration's columns are whatever properties the declarations read: named at run time.
  const columns = names.map((name) => sql.ref(columnOf(empresa, name)).as(name));
  const row = await db.selectFrom('empresa').select(['version', ...columns]).where('id', '=', empresaId).executeTakeFirst();
  if (!row) throw errors.notFound();
  return dropNulls(row) as Record<string, unknown>;
}

export function registerEmpresaConfiguracao(app: FastifyInstance, engine: Engine): void {
  const { empresa, schema, form, body } = configurationOf(engine.registry);
  const authorities = empresa.authorities?.write ?? empresa.authorities?.read;
  // The values answered: those the company has (nulls left out), always with the version.
  const values: JsonSchema = { ...body, title: 'Configuração da empresa', required: ['version'] };
  const doc = (openapi: RouteDoc) => ({ config: { openapi } });

  /** Only the session's own company: any other id names nothing this user may see. */
  const scopeOf = (request: FastifyRequest) => {
    const scope = requireSession(request, 'interno', authorities);
    if (recordId(request) !== scope.empresaId) throw errors.notFound();
    return scope;
  };
  app.get('/api/meta/configuracao-empresa', doc({ summary: 'O esquema e o formulário da configuração da empresa', response: 'ConfigurationForm' }), async (request): Promise<ConfigurationForm> => {
    requireSession(request, 'interno', authorities);
    return { schema, form };
  });

  app.get('/api/empresas/:id/configuracao', doc({ summary: 'A configuração da empresa da sessão (só ela: outro id responde 404)', response: values }), async (request) => {
    const scope = scopeOf(request);
    return runInScope(scope, () => readConfiguration(engine.registry, scope.empresaId, engine.db));
  });

  app.put('/api/empresas/:id/configuracao', doc({ summary: 'Altera a configuração da empresa da sessão (com a versão lida; as ausentes ficam vazias) e responde a salva', body, response: values }), async (request) => configureCompany(engine, scopeOf(request), request.body ?? {}));
}

/** Validates and saves a company's configuration, with its audit row and the `empresa` update hooks, in one transaction. */
export async function configureCompany(engine: Engine, scope: Scope, changes: unknown): Promise<Record<string, unknown>> {
  const { empresa, names, validate, schema } = configurationOf(engine.registry);
  const body = dropNulls(changes) as Record<string, unknown>;
  if (!validate(body)) throw errors.validation(toFieldErrors(validate.errors, schema));
  // Those left out are cleared: the form sends the whole configuration.
  const values = Object.fromEntries(names.map((name) => [name, body[name] ?? null]));
  await engine.entities.change(empresa, scope, scope.empresaId, values, body.version as number | undefined);
  return runInScope(scope, () => readConfiguration(engine.registry, scope.empresaId, engine.db));
}
