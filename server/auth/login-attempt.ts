/** One login attempt, internal or portal: refused while throttled, counted when it fails. */
import type { FastifyRequest } from 'fastify';
import { loginSchema, type LoginBody } from '../../engine/forms/login';
import { createAjv } from '../../engine/validation/ajv';
import { toFieldErrors } from '../../engine/validation/messages';
import type { Engine } from '../engine';
import { errors } from '../errors';

const validateLogin = createAjv({ coerceTypes: true }).compile(loginSchema);

/** The login body as both logins read it: the CPF as digits (any punctuation typed), validated. */
export function loginBody(raw: unknown): LoginBody {
  const body = { ...((raw ?? {}) as object) } as LoginBody;
  if (typeof body.cpf === 'string') body.cpf = body.cpf.replace(/\D/g, '');
  if (!validateLogin(body)) throw errors.validation(toFieldErrors(validateLogin.errors, loginSchema));
  return body;
}

/**
 * Runs `check` (which verifies the password and answers the account, or null for any wrong
 * CPF, password or company) unless the account or the client address is locked.
 */
export async function attemptLogin<T>(engine: Engine, request: FastifyRequest, accountKey: string, check: () => Promise<T | null>): Promise<T> {
  const throttle = engine.loginThrottle;
  const minutes = Math.ceil(throttle.lockMs / 60_000);
  const refusal = throttle.refusal(accountKey, request.ip);
  if (refusal === 'address') throw errors.addressLocked(minutes);
  if (refusal === 'account') throw errors.accountLocked(minutes);
  const account = await check();
  if (account === null) {
    throttle.failed(accountKey, request.ip);
    throw errors.badCredentials();
  }
  throttle.succeeded(accountKey);
  return account;
}
