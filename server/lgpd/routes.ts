/**
 * What `personalData` derives for every entity declaring it: HR's copy of a person's data to
 * hand over on request (`GET /api/<resource>/{id}/dados-pessoais`, offered as the record's
 * "Dados pessoais (LGPD)" action), and no copy left behind when HR deletes one.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PERSONAL_DATA_PATH } from '../../engine/registry/personal-data';
import type { RegisteredEntity } from '../../engine/registry/registry';
import { recordId } from '../crud/path-id';
import { readScope } from '../crud/request-scope';
import type { Scope } from '../db/tenant-context';
import type { Engine } from '../engine';
import { wipeCopiesOnDelete } from './erasure';
import { exportJson, personalExport } from './export';
import { readablePage } from './page';

/** The person's data as a JSON download, or with `formato=html` as a page to read. */
export async function sendPersonalData(reply: FastifyReply, engine: Engine, scope: Scope, person: RegisteredEntity, id: number, query: unknown, fileName: string) {
  const data = await personalExport(engine, scope, person, id);
  reply.header('cache-control', 'no-store');
  if ((query as { formato?: string }).formato === 'html') return reply.type('text/html; charset=utf-8').send(await readablePage(engine, scope, data));
  return reply.header('content-disposition', `attachment; filename="${fileName}-${id}.json"`).send(exportJson(data));
}

export function registerPersonalData(app: FastifyInstance, engine: Engine): void {
  for (const person of engine.registry.all().filter((entity) => entity.personalData)) {
    wipeCopiesOnDelete(engine, person);
    const doc = { summary: `Tudo o que a empresa guarda sobre o(a) ${person.label.toLowerCase()} (LGPD art. 18; arquivo JSON, ?formato=html: a mesma coisa como página)`, response: 'arquivo' as const };
    app.get(`/api/${person.resource}/:id/${PERSONAL_DATA_PATH}`, { config: { openapi: doc } }, async (request, reply) =>
      sendPersonalData(reply, engine, readScope(request, person), person, recordId(request), request.query, PERSONAL_DATA_PATH),
    );
  }
}
