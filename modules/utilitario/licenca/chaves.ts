/**
 * The public key licences are verified with: the one shipped in `chaves/`, or the file
 * LICENCA_CHAVE_PUBLICA names (a provider with its own key pair). Read once per start.
 */
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CHAVE_PUBLICA_PADRAO = fileURLToPath(new URL('./chaves/licenca-publica.pem', import.meta.url));

/**
 * The TEST private key matching the shipped public key: only for tests and the demo's licence.
 * A real provider signs with its own key and ships its public key with LICENCA_CHAVE_PUBLICA.
 */
export const CHAVE_PRIVADA_DE_TESTE = fileURLToPath(new URL('./chaves/TESTE-licenca-privada.pem', import.meta.url));

export function chavePublica(env: NodeJS.ProcessEnv = process.env): KeyObject {
  return createPublicKey(readFileSync(env.LICENCA_CHAVE_PUBLICA || CHAVE_PUBLICA_PADRAO));
}

export function chavePrivada(arquivo: string): KeyObject {
  return createPrivateKey(readFileSync(arquivo));
}
