/**
 * Secrets in a record: a property with `"x-hash": "argon2"` is stored as its hash, and, being
 * `writeOnly`, is never read back — so a write that leaves it out keeps the stored one.
 */
import type { RegisteredEntity } from '../../engine/registry/registry';
import { storedFields, valueAtPath, withValueAt } from '../../engine/table/stored-fields';
import { hashPassword } from '../auth/passwords';

export async function hashSecrets(entity: RegisteredEntity, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  let out = data;
  for (const field of storedFields(entity)) {
    const value = valueAtPath(data, field.path);
    if (field.schema['x-hash'] === 'argon2' && typeof value === 'string') out = withValueAt(out, field.path, await hashPassword(value));
  }
  return out;
}
