/** Password hashing with argon2id; the hash carries its own parameters and salt. */
import { hash, verify } from '@node-rs/argon2';
import { MIN_PASSWORD_LENGTH } from '../../engine/forms/alterar-senha';

export function hashPassword(password: string): Promise<string> {
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`A senha deve ter ao menos ${MIN_PASSWORD_LENGTH} caracteres`);
  return hash(password);
}

/** Checked when there is no account, so an unknown CPF takes as long as a wrong password. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hash('conta-inexistente');
  try {
    const ok = await verify(stored || (await dummyHash), password);
    return Boolean(stored) && ok;
  } catch {
    return false;
  }
}
