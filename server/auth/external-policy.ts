/** The version of a company's privacy term: a hash of its text, so changing the text asks for a new acceptance. */
import { createHash } from 'node:crypto';

export function policyVersion(text: unknown): string {
  return createHash('sha256').update(typeof text === 'string' ? text : '').digest('hex').slice(0, 16);
}
