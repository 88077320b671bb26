/**
 * An event that raises home-page messages: the facts true now in a company (all of them, or only
 * those of one record when a hook saw it change), each written once (`entregarMensagem`'s
 * `chave`, which begins with the event's `id`). The daily sweep (varredura.ts) asks every event;
 * the hooks ask for the record written. Each event's file says, in its header, when its fact stops
 * being true and its message is taken back (`retirarMensagens`).
 */
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';

export interface Evento {
  /** The first part of its messages' keys (`solicitacao-aprovar:12`): the kind of fact, what "Para hoje" counts by. */
  id: string;
  /** The kind of fact as the user reads it ("Para hoje"). */
  nome: string;
  /** Writes the messages of the facts true today (of record `id` only, when given); answers how many were new. */
  varrer(engine: Engine, trx: Db, scope: Scope, id?: number): Promise<number>;
  /** The hooks that call `varrer` when a record the fact depends on is written (for that record, or for the whole company). */
  registrar?(engine: Engine, varrerEvento: (trx: Db, scope: Scope, id?: number) => Promise<number>): void;
}

/** How many days ahead a due date raises its message. */
export const DIAS_DE_ANTECEDENCIA = { certificacao: 30, exame: 30, afastamento: 7, experiencia: 7 } as const;

/** The route of a declared screen (schemas/<module>/telas/), by its name. */
export function rotaDaTela(engine: Engine, nome: string): string {
  const tela = engine.registry.screens.find((screen) => screen.name === nome);
  if (!tela) throw new Error(`Tela ${nome} não declarada`);
  return tela.route;
}
