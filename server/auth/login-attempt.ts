/** One login attempt, internal or portal: refused while throttled, counted when it fails. */
import type { FastifyRequest } from 'fastify';
import type { Engine } from '../engine';
import { errors } from '../errors';

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
