/**
 * The secret the server signs with (captcha challenges, a class's QR presence links): CAPTCHA_SECRET
 * when set — several processes behind one address must share it — else the installation's own,
 * made at its first start and kept in the database, so what was signed stays valid after a restart.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from './database';

export async function installationSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const { rows } = await sql<{ segredo: string }>`select segredo from segredo_instalacao order by id limit 1`.execute(db);
  if (rows[0]) return rows[0].segredo;
  const segredo = randomBytes(32).toString('hex');
  await sql`insert into segredo_instalacao (segredo) values (${segredo})`.execute(db);
  return segredo;
}
