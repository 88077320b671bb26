/**
 * Self-hosted proof-of-work captcha (ALTCHA): the browser solves a signed challenge, the
 * server checks the solution and that it was not used before. No third-party service.
 */
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CappedMap, create, deriveHmacKeySecret, randomInt } from 'altcha-lib/frameworks/fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../errors';

/** The spec's message for a missing or failed captcha (§5 "friend-ad form"). */
export const CAPTCHA_MESSAGE = 'Confirme que você não é um robô.';

/** Challenges expire after this many seconds; a solved one can be used once. */
const LIFETIME_SECONDS = 10 * 60;

export interface Captcha {
  /** Route handler answering a new signed challenge. */
  challenge(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  /** Throws a FIELD_VALIDATION_VIOLATION on `field` unless `payload` is a fresh, solved challenge. */
  check(payload: unknown, field?: string): Promise<void>;
}

/**
 * How much work a challenge asks: PBKDF2 iterations per attempt and the range the answer is
 * drawn from. The default costs a browser about a second (≈1 ms an attempt per worker).
 */
export interface CaptchaDifficulty {
  cost: number;
  counter: [number, number];
}

const DEFAULT_DIFFICULTY: CaptchaDifficulty = { cost: 5_000, counter: [1_000, 3_000] };

/**
 * The secret signs challenges: CAPTCHA_SECRET when several server processes share the
 * load, otherwise one made at each start (pending challenges simply expire).
 */
export async function createCaptcha(secret: string, difficulty = DEFAULT_DIFFICULTY): Promise<Captcha> {
  const keySecret = await deriveHmacKeySecret(secret);
  // Used challenge ids, for replay protection; bounded so a flood cannot exhaust memory.
  const used = new CappedMap<string, boolean>({ maxSize: 50_000 });
  const altcha = create({
    deriveKey,
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: keySecret,
    // Deterministic mode: the server knows the answer, so checking costs one derivation.
    createChallengeParameters: () => ({
      algorithm: 'PBKDF2/SHA-256',
      cost: difficulty.cost,
      counter: randomInt(...difficulty.counter),
      expiresAt: Math.floor(Date.now() / 1000) + LIFETIME_SECONDS,
    }),
    store: used,
  });
  return {
    challenge: altcha.challengeHandler,
    async check(payload, field = 'recaptcha') {
      const { error } = await altcha.verify(payload, deriveKey, secret, keySecret, used);
      if (error) throw errors.validation([{ field, message: CAPTCHA_MESSAGE }]);
    },
  };
}
