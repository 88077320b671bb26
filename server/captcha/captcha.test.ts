import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { CAPTCHA_MESSAGE, createCaptcha } from './captcha';

async function solvedPayload(challengeJson: string): Promise<string> {
  const challenge = JSON.parse(challengeJson);
  const solution = await solveChallenge({ challenge, deriveKey });
  return btoa(JSON.stringify({ challenge, solution }));
}

async function refusal(promise: Promise<void>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error instanceof AppError ? error.toBody() : error;
  }
  return 'aceito';
}

const refused = { code: 'FIELD_VALIDATION_VIOLATION', message: 'Preencha os campos indicados', fields: [{ field: 'recaptcha', message: CAPTCHA_MESSAGE }] };

// Cheap challenges: the test checks the protocol, not the work.
const easy = { cost: 10, counter: [10, 50] as [number, number] };

describe('captcha', async () => {
  const captcha = await createCaptcha('segredo-de-teste', easy);
  const app = Fastify();
  app.get('/captcha', captcha.challenge);
  const fetchChallenge = async () => (await app.inject({ method: 'GET', url: '/captcha' })).body;

  it('aceita um desafio resolvido uma única vez', async () => {
    const response = await app.inject({ method: 'GET', url: '/captcha' });
    expect(response.headers['cache-control']).toBe('no-store');
    const payload = await solvedPayload(response.body);
    expect(await refusal(captcha.check(payload))).toBe('aceito');
    expect(await refusal(captcha.check(payload))).toEqual(refused);
  });

  it('recusa ausente, malformado, adulterado ou assinado com outro segredo', async () => {
    for (const payload of [undefined, '', 'não é base64', 42, { challenge: 1, solution: 2 }]) {
      expect(await refusal(captcha.check(payload))).toEqual(refused);
    }
    const tampered = JSON.parse(atob(await solvedPayload(await fetchChallenge())));
    tampered.solution.derivedKey = tampered.solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0'));
    expect(await refusal(captcha.check(btoa(JSON.stringify(tampered))))).toEqual(refused);
    const other = await createCaptcha('outro-segredo', easy);
    const app2 = Fastify();
    app2.get('/captcha', other.challenge);
    const foreign = await solvedPayload((await app2.inject({ method: 'GET', url: '/captcha' })).body);
    expect(await refusal(captcha.check(foreign, 'captcha'))).toEqual({ ...refused, fields: [{ field: 'captcha', message: CAPTCHA_MESSAGE }] });
  });
});
