/** "Alterar Minha Senha" (spec §2.5, §5): the signed-in user changes their own password. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { alterarSenhaSchema, WRONG_PASSWORD_MESSAGE } from '../../engine/forms/alterar-senha';
import type { AlterarSenhaBody } from '../../engine/forms/alterar-senha';
import { createAjv } from '../../engine/validation/ajv';
import { toFieldErrors } from '../../engine/validation/messages';
import type { Engine } from '../engine';
import { errors } from '../errors';
import { findAccount } from './accounts';
import { requireSession } from './guard';
import { hashPassword, verifyPassword } from './passwords';

const validate = createAjv().compile(alterarSenhaSchema);

/** The body checked by the shared schema, or a 400 with the fields' messages. */
export function checkPasswordChange(body: unknown): AlterarSenhaBody {
  if (!validate(body)) throw errors.validation(toFieldErrors(validate.errors, alterarSenhaSchema));
  return body as AlterarSenhaBody;
}

export function registerPasswordRoutes(app: FastifyInstance, engine: Engine): void {
  app.patch(
    '/api/userinfo/usuario/alterar-senha',
    { config: { rateLimit: { max: 10, timeWindow: '5 minutes' }, openapi: { summary: 'Troca a própria senha (a atual, depois a nova duas vezes)', body: alterarSenhaSchema, response: 'Confirmacao' } } },
    async (request) => {
      requireSession(request, 'interno');
      const session = request.session!;
      const body = checkPasswordChange(request.body);
      const account = await findAccount(engine.db, session.usuarioId);
      // Single sign-on users change their password at the provider (spec §6).
      if (!account || account.usuarioFortes) throw errors.forbidden();
      if (!(await verifyPassword(account.senhaHash, body.senha))) throw errors.validation([{ field: 'senha', message: WRONG_PASSWORD_MESSAGE }]);
      const hash = await hashPassword(body.novaSenha);
      await sql`update usuario set senha_hash = ${hash}, updated_at = now() where id = ${account.id}`.execute(engine.db);
      await engine.sessions.destroyOthers(session);
      return { ok: true };
    },
  );
}
