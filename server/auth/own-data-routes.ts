/**
 * "Atualizar Meus Dados" (spec §2.5, only with ROLE_CAD_INFO_PESSOAL): the signed-in user reads
 * and changes their own name and e-mail, with the titles and rules of the usuario declaration.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { JsonSchema } from '../../engine/declaration';
import { createAjv } from '../../engine/validation/ajv';
import { toFieldErrors } from '../../engine/validation/messages';
import type { Engine } from '../engine';
import { errors } from '../errors';
import { requireSession } from './guard';

export const ROLE_CAD_INFO_PESSOAL = 'ROLE_CAD_INFO_PESSOAL';
/** What a user may change of their own account: the rest (CPF, profiles) is the administrator's. */
const OWN_FIELDS = ['nome', 'email'] as const;

const answer = { type: 'object', properties: { schema: { type: 'object', additionalProperties: true }, dados: { type: 'object', additionalProperties: true } }, required: ['schema', 'dados'] };

export function registerOwnDataRoutes(app: FastifyInstance, engine: Engine): void {
  const declared = (engine.registry.get('usuario').schema.properties ?? {}) as Record<string, JsonSchema>;
  const schema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(OWN_FIELDS.map((field) => [field, declared[field]!])),
    required: ['nome'],
  };
  const validate = createAjv().compile(schema);
  const read = async (usuarioId: number) => {
    const { rows } = await sql<{ nome: string; email: string | null }>`select nome, email from usuario where id = ${usuarioId}`.execute(engine.db);
    if (!rows[0]) throw errors.notFound();
    return { nome: rows[0].nome, ...(rows[0].email ? { email: rows[0].email } : {}) };
  };

  app.get('/api/userinfo/meus-dados', { config: { openapi: { summary: 'Os dados do próprio usuário e o formulário deles', response: answer } } }, async (request) => {
    const { usuarioId } = requireSession(request, 'interno', [ROLE_CAD_INFO_PESSOAL]);
    return { schema, dados: await read(usuarioId!) };
  });

  app.patch('/api/userinfo/meus-dados', { config: { openapi: { summary: 'Altera o nome e o e-mail do próprio usuário', body: schema, response: 'Confirmacao' } } }, async (request) => {
    const { usuarioId } = requireSession(request, 'interno', [ROLE_CAD_INFO_PESSOAL]);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const data = Object.fromEntries(OWN_FIELDS.filter((field) => body[field] !== undefined && body[field] !== null && body[field] !== '').map((field) => [field, body[field]]));
    if (!validate(data)) throw errors.validation(toFieldErrors(validate.errors, schema));
    await sql`update usuario set nome = ${data.nome as string}, email = ${(data.email as string | undefined) ?? null}, updated_at = now() where id = ${usuarioId}`.execute(engine.db);
    return { ok: true };
  });
}
