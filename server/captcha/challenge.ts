/** The answer of GET /api/externo/captcha, as the library defines it (an OpenAPI component). */
import type { Challenge } from 'altcha-lib';

/** A signed proof-of-work challenge (ALTCHA v2) that the browser's widget solves. */
export type DesafioCaptcha = Challenge;
