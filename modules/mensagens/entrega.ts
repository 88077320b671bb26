/**
 * Writing a message: once per fact (`chave`, unique in the company — a sweep that meets the
 * same fact again writes nothing), delivered to each user who must act, in the caller's
 * transaction (the hook's or the sweep's): a write rolled back leaves no message.
 */
import { currentInstant } from '../../engine/validation/brazilian';
import type { Db } from '../../server/db/database';
import { companyQuery } from '../../server/db/scoped-query';
import type { Scope } from '../../server/db/tenant-context';
import type { TipoMensagem } from './mensagens.api';

export interface NovaMensagem {
  tipo: TipoMensagem;
  /** What the message is about, the same each time the same fact is met: the event's id, then the fact's (`solicitacao-aprovar:12`). */
  chave: string;
  texto: string;
  link?: string;
  remetente?: string;
}

/** Who writes the messages the modules raise on their own. */
export const REMETENTE_SISTEMA = 'RH (aviso automático)';

/** Answers whether the message was new (false: that fact already had its message). */
export async function entregarMensagem(trx: Db, scope: Scope, mensagem: NovaMensagem, usuarios: number[]): Promise<boolean> {
  if (!usuarios.length) return false;
  const q = companyQuery(trx, scope);
  const criada = await q
    .insertInto('mensagem')
    .values({ tipo: mensagem.tipo, chave: mensagem.chave, texto: mensagem.texto, link: mensagem.link ?? null, remetente: mensagem.remetente ?? REMETENTE_SISTEMA, data: currentInstant().toISOString() })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!criada) return false;
  for (const usuario_id of usuarios) await q.insertInto('usuario_mensagem').values({ mensagem_id: criada.id, usuario_id, lida: false, removida: false }).execute();
  return true;
}

/** The keys of the messages written under `prefixo` (an event's, or one record's within it): what a sweep checks is still true. */
export async function chavesEscritas(trx: Db, scope: Scope, prefixo: string): Promise<string[]> {
  const rows = await companyQuery(trx, scope).selectFrom('mensagem').select('chave').where('chave', 'like', `${prefixo}%`).execute();
  return rows.map((row) => row.chave ?? '');
}

/**
 * Takes back the messages of facts no longer true (a request approved, an evaluation answered, an
 * exam done again): gone from every box. `alcance` is one fact's key, or a prefix of keys (an
 * event's, for a whole sweep, or one record's); the keys in `vigentes` stay.
 */
export async function retirarMensagens(trx: Db, scope: Scope, alcance: { chave: string } | { prefixo: string }, vigentes: Iterable<string> = []): Promise<void> {
  const q = companyQuery(trx, scope);
  let escritas = q.selectFrom('mensagem').select(['id', 'chave']);
  escritas = 'chave' in alcance ? escritas.where('chave', '=', alcance.chave) : escritas.where('chave', 'like', `${alcance.prefixo}%`);
  // Compared here, not in SQL: an event's true facts may be thousands, its written messages are few.
  const ficam = new Set(vigentes);
  const ids = (await escritas.execute()).filter((row) => !ficam.has(row.chave ?? '')).map((row) => row.id);
  if (!ids.length) return;
  await q.deleteFrom('usuario_mensagem').where('mensagem_id', 'in', ids).execute();
  await q.deleteFrom('mensagem').where('id', 'in', ids).execute();
}
