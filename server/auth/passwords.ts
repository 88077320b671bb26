/** Password hashing with argon2id; the hash carries its own parameters and salt. */
import { hash, verify } from '@node-rs/argon2';
import { MIN_PASSWORD_LENGTH } from '../../engine/forms/alterar-senha';

export function hashPassword(password: string): Promise<string> {
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`A senha deve ter ao menos ${MIN_PASSWORD_LENGTH} caracteres`);
  return hash(password);
}

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
