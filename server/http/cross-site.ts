/**
 * Refuses state-changing API calls that another site's page makes with the user's cookie
 * (cross-site request forgery). Browsers say where a request comes from: `Sec-Fetch-Site`,
 * or at least `Origin`; a page on another port of the same host is another site too. Calls
 * with neither header come from programs, not from a browser carrying someone's cookie.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCrossSite(request: FastifyRequest, appUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  if (origin === new URL(appUrl).origin) return false;
  const host = request.headers.host;
  return !host || (origin !== `http://${host}` && origin !== `https://${host}`);
}

export function registerCrossSiteGuard(app: FastifyInstance, appUrl: string): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (isCrossSite(request, appUrl)) throw errors.crossSite();
  });
}
