/**
 * The routes of an entity's audiences (`audiences`): the candidate signed in to the portal reads
 * and changes their own records at `/api/externo/<resource>/{id}` — any other record answers 404,
 * as if it did not exist — through the entity service (hooks, version, audit), never seeing nor
 * setting what only HR sees or the system keeps (engine/registry/audience.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AudienceDeclaration } from '../../engine/declaration';
import { hiddenFromAudiences, keptFromAudiences } from '../../engine/registry/audience';
import type { RegisteredEntity } from '../../engine/registry/registry';
import { referenceId } from '../../engine/table/reference-id';
import { requireSession } from '../auth/guard';
import type { Scope } from '../db/tenant-context';
import type { Engine } from '../engine';
import { errors } from '../errors';
import { componentOf } from '../openapi';
import { recordId } from './path-id';

type Data = Record<string, unknown>;

function registerAudience(app: FastifyInstance, engine: Engine, entity: RegisteredEntity, audience: AudienceDeclaration): void {
  const hidden = new Set(hiddenFromAudiences(entity));
  const kept = keptFromAudiences(entity);
  const seen = (record: Data) => Object.fromEntries(Object.entries(record).filter(([name]) => !hidden.has(name)));
  const path = `/api/externo/${entity.resource}/:id`;
  const whose = `do(a) ${audience.person} da sessão`;

  /** The record named, when it is the session's person's; else 404 (nothing to learn by asking). */
  const own = async (request: FastifyRequest): Promise<{ scope: Scope; record: Data }> => {
    const scope = requireSession(request, audience.person);
    const person = request.session!.usuarioId;
    const id = recordId(request);
    if (audience.own === 'id' && id !== person) throw errors.notFound();
    const record = await engine.entities.get(entity, scope, id);
    if (audience.own !== 'id' && referenceId(record[audience.own]) !== person) throw errors.notFound();
    return { scope, record };
  };

  if (audience.operations.includes('read')) {
    app.get(path, { config: { openapi: { summary: `${entity.label} ${whose}, sem o que só o RH vê`, response: componentOf(entity) } } }, async (request) => seen((await own(request)).record));
  }
  if (audience.operations.includes('update')) {
    const summary = `Altera ${entity.label.toLowerCase()} ${whose} (inteiro, com a versão lida); o que só o RH vê e as senhas ficam como estão`;
    app.put(path, { config: { openapi: { summary, body: `${componentOf(entity)}Entrada`, response: componentOf(entity) } } }, async (request) => {
      const { scope, record } = await own(request);
      const body = Object.fromEntries(Object.entries((request.body ?? {}) as Data).filter(([name]) => !kept.includes(name)));
      const stored = Object.fromEntries(kept.filter((name) => record[name] !== undefined).map((name) => [name, record[name]]));
      // The reference to the person stays theirs: a record is not handed to someone else.
      const owner = audience.own === 'id' ? {} : { [audience.own]: record[audience.own] };
      return seen(await engine.entities.replace(entity, scope, recordId(request), { ...body, ...stored, ...owner }));
    });
  }
}

export function registerAudienceRoutes(app: FastifyInstance, engine: Engine): void {
  for (const entity of engine.registry.all()) for (const audience of entity.audiences ?? []) registerAudience(app, engine, entity, audience);
}
