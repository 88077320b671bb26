/**
 * The endpoints of declared record actions (`actions`): `PUT|POST /api/<resource>/{id}/<name>`
 * and the history `GET /api/<resource>/{id}/acoes`. The server is the authority on every
 * transition: it checks the declared refusals again inside the transaction that writes.
 */
import type { ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { actionChanges, refusalOf } from '../../engine/actions';
import type { ActionDeclaration, JsonSchema } from '../../engine/declaration';
import type { RegisteredEntity } from '../../engine/registry/registry';
import { today } from '../../engine/validation/brazilian';
import { createAjv } from '../../engine/validation/ajv';
import { resolveConfig, type CompanyConfig } from '../../engine/validation/config-conditions';
import { toFieldErrors } from '../../engine/validation/messages';
import type { Db } from '../db/database';
import { runInScope, type Scope } from '../db/tenant-context';
import type { Engine } from '../engine';
import { AppError, errors } from '../errors';
import type { ActionHookContext } from './hooks';
import { writeAudit } from './audit';
import { columnValue } from './record-writes';
import { columnOf } from '../../engine/table/derive';
import { companyConfig } from './company-config';
import { recordId } from './routes';
import { readScope, writeScope } from './request-scope';
import { dropNulls } from './validators';
import { invalidText } from './text-guard';
import type { ActionHistoryEntry, BulkActionOutcome } from '../../engine/api-types';
import { componentOf } from '../openapi';
import { checkReferences } from './references';

export const actionRefused = (message: string) => new AppError(409, 'ACTION_REFUSED', message);

const ajv = createAjv();
const validators = new Map<string, ValidateFunction>();

function validateActionBody(entity: RegisteredEntity, action: ActionDeclaration, body: unknown, config: CompanyConfig): Record<string, unknown> {
  const given = body === undefined || body === null || body === '' ? {} : body;
  if (typeof given !== 'object' || Array.isArray(given)) throw errors.badRequest('Corpo da requisição inválido.');
  const unstorable = invalidText(given);
  if (unstorable.length) throw errors.validation(unstorable);
  const schema = resolveConfig(action.form?.schema ?? { type: 'object', additionalProperties: false }, config) as JsonSchema;
  const key = `${entity.name}.${action.name}.${JSON.stringify(entity.configKeys.map((k) => config[k] ?? null))}`;
  let validate = validators.get(key);
  if (!validate) validators.set(key, (validate = ajv.compile(schema)));
  const data = dropNulls(given) as Record<string, unknown>;
  if (!validate(data)) throw errors.validation(toFieldErrors(validate.errors, schema));
  return data;
}

/** The name of the session's user, as actions and answers record who did them. */
export async function userName(trx: Db, scope: Scope): Promise<string> {
  if (scope.usuarioId === null) return '';
  const { rows } = await sql<{ nome: string }>`select nome from usuario where id = ${scope.usuarioId}`.execute(trx);
  return rows[0]?.nome ?? '';
}

export async function runAction(engine: Engine, entity: RegisteredEntity, action: ActionDeclaration, scope: Scope, id: number, body: unknown) {
  const config = await companyConfig(engine.db, engine.registry, entity, scope.empresaId);
  const data = validateActionBody(entity, action, body, config);
  let committed: ActionHookContext | undefined;
  const current = await runInScope(scope, () =>
    engine.db.transaction().execute(async (trx) => {
      // The row is locked first, so two users acting at once are judged one after the other.
      await sql`select 1 from ${sql.id(entity.table)} where id = ${id} and empresa_id = ${scope.empresaId} for update`.execute(trx);
      const previous = await engine.entities.get(entity, scope, id, trx);
      const refusal = refusalOf(action, previous, config);
      if (refusal) throw actionRefused(refusal.message);
      const nome = await userName(trx, scope);
      const changes = actionChanges(action, { body: data, today: today(), userName: nome });
      const context: ActionHookContext = { trx, scope, entity, action: action.name, id, body: data, previous, changes };
      await engine.hooks.runAction(context);
      // A record chosen in the dialog (a faixa's new cargo) must be the company's, as in any write.
      await checkReferences(trx, engine.registry, entity, scope, changes, previous);
      committed = context;
      let after = previous;
      if (Object.keys(changes).length) {
        const assignments = Object.entries(changes).map(
          ([property, value]) => sql`${sql.id(columnOf(entity, property))} = ${columnValue(entity.properties[property] ?? {}, value)}`,
        );
        await sql`update ${sql.id(entity.table)} t set ${sql.join(assignments)}, version = t.version + 1, updated_at = now()
          where t.id = ${id} and t.empresa_id = ${scope.empresaId}`.execute(trx);
        after = await engine.entities.get(entity, scope, id, trx);
        await writeAudit(trx, scope, entity, id, 'U', previous, after);
      }
      await sql`insert into acao_registro (empresa_id, usuario_id, usuario_nome, entidade, registro_id, acao, dados)
        values (${scope.empresaId}, ${scope.usuarioId}, ${nome}, ${entity.name}, ${id}, ${action.name}, ${JSON.stringify(data)}::jsonb)`.execute(trx);
      return after;
    }),
  );
  if (committed) await runInScope(scope, () => engine.hooks.runActionCommitted({ ...committed!, trx: engine.db }));
  return current;
}

const BULK_BODY: JsonSchema = { type: 'object', properties: { ids: { type: 'array', items: { type: 'integer' } } }, required: ['ids'] };

/** Most records one bulk call acts on: a list's pages are 15 rows. */
const BULK_LIMIT = 500;

/** A bulk action's body: the ids ticked, each acted on in its own transaction; a refusal is that record's outcome. */
export async function runBulkAction(engine: Engine, entity: RegisteredEntity, action: ActionDeclaration, scope: Scope, body: unknown): Promise<BulkActionOutcome[]> {
  const ids = (body as { ids?: unknown } | null)?.ids;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > BULK_LIMIT || !ids.every((id) => Number.isSafeInteger(id) && id > 0))
    throw errors.validation([{ field: 'ids', message: `Selecione de 1 a ${BULK_LIMIT} registros.` }]);
  const outcomes: BulkActionOutcome[] = [];
  for (const id of new Set(ids as number[])) {
    try {
      await runAction(engine, entity, action, scope, id, {});
      outcomes.push({ id, ok: true });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      outcomes.push({ id, ok: false, message: error.message });
    }
  }
  return outcomes;
}

export async function actionHistory(engine: Engine, entity: RegisteredEntity, scope: Scope, id: number): Promise<ActionHistoryEntry[]> {
  await engine.entities.get(entity, scope, id); // 404 for a record of another company
  const labels = new Map((entity.actions ?? []).map((a) => [a.name, a.label]));
  const { rows } = await runInScope(scope, () =>
    sql<Omit<ActionHistoryEntry, 'label'>>`select id, acao, usuario_nome as "usuarioNome", created_at as data, dados from acao_registro
      where empresa_id = ${scope.empresaId} and entidade = ${entity.name} and registro_id = ${id} order by created_at, id`.execute(engine.db),
  );
  return rows.map((row) => ({ ...row, label: labels.get(row.acao) ?? row.acao }));
}

export function registerActionRoutes(app: FastifyInstance, engine: Engine): void {
  for (const entity of engine.registry.all()) {
    // Screens to open, documents to download and module-served actions have no endpoint here.
    const callable = (entity.actions ?? []).filter((action) => !action.open && !action.download && !action.path);
    if (!callable.length) continue;
    const base = `/api/${entity.resource}/:id`;
    for (const action of callable) {
      app.route({
        method: action.method ?? 'PUT',
        url: `${base}/${action.name}`,
        config: { openapi: { summary: `${action.label} (${entity.label})`, ...(action.form && { body: action.form.schema }), response: componentOf(entity) } },
        handler: async (request) => runAction(engine, entity, action, writeScope(request, entity), recordId(request), request.body),
      });
      if (action.bulk)
        app.post(
          `/api/${entity.resource}/${action.name}`,
          { config: { openapi: { summary: `${action.label} (${entity.label}): os registros escolhidos na lista`, body: BULK_BODY, response: 'BulkActionOutcome[]' } } },
          async (request) => runBulkAction(engine, entity, action, writeScope(request, entity), request.body),
        );
    }
    app.get(`${base}/acoes`, { config: { openapi: { summary: `Ações feitas no registro (${entity.label}): quem, quando, o que enviou`, response: 'ActionHistoryEntry[]' } } }, async (request) => actionHistory(engine, entity, readScope(request, entity), recordId(request)));
  }
}


