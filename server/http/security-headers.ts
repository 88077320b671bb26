/**
 * Security headers on every answer (@fastify/helmet): a Content-Security-Policy with no
 * inline script, and no framing by other sites (clickjacking of a signed-in page).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  // ajv compiles the declared schemas into functions in the browser.
  scriptSrc: ["'self'", "'unsafe-eval'"],
  // React, Blueprint and plotly set element styles.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    frameguard: { action: 'sameorigin' },
    // HTTPS is the proxy's to declare (COOKIE_SECURE): HSTS on plain http would lock users out.
    strictTransportSecurity: false,
    // Downloads (reports, attachments) open from the app's own pages.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
