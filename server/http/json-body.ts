/**
 * The API reads JSON only: a form of another site cannot post to it (no CORS-free content
 * type), and a body nested deeper than any declared record is refused before it reaches the
 * validators, whose recursion it would exhaust.
 */
import type { FastifyInstance } from 'fastify';
import { errors } from '../errors';

export const MAX_JSON_DEPTH = 32;

/** Deepest nesting of arrays and objects in the text, without recursion. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) deepest = Math.max(deepest, ++depth);
    else if (c === 125 || c === 93) depth--;
  }
  return deepest;
}

/** Replaces Fastify's parsers (JSON and text): register before the ones a route adds (multipart). */
export function registerJsonBody(app: FastifyInstance): void {
  // Fastify's own parser refuses `__proto__` and `constructor.prototype` keys.
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepth(body as string) > MAX_JSON_DEPTH) return done(invalidBody(), undefined);
    parse(request, body as string, (error, value) => (error ? done(invalidBody(), undefined) : done(null, value)));
  });
}

const invalidBody = () => errors.badRequest('Corpo da requisição inválido.', 'INVALID_BODY');
