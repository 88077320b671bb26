/**
 * The events of a date that nears (a certification or an exam falling due, a leave ending): N
 * days ahead, who acts on the record gets "... vence em {data}". One factory for them all.
 *
 * The fact is the record with its date (`{evento}:{id}:{data}`): a date moved (a leave extended, an
 * automatic certification recomputed) is another fact, and the message of the old date is taken
 * back; so is that of a record that is no longer open (deleted, a talent dismissed, and what each
 * event's `consulta` leaves out: an exam done again, a certification renewed). A date already past
 * keeps its message while the record is open: it is still to do.
 */
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { daysAfter, today } from '../../../engine/validation/brazilian';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { usuariosComAutoridade } from '../destinatarios';
import { chavesEscritas, entregarMensagem, retirarMensagens } from '../entrega';
import type { TipoMensagem } from '../mensagens.api';
import type { Evento } from './evento';

interface Linha {
  id: number;
  vencimento: unknown;
}

export interface Prazo<DB, TB extends keyof DB, L extends Linha> {
  id: string;
  nome: string;
  tipo: TipoMensagem;
  /** Days ahead of the date that the message is written. */
  dias: number;
  /** The records still open, whatever their date: each row its `id` and its date as `vencimento`. */
  consulta(trx: Db, scope: Scope): SelectQueryBuilder<DB, TB, L>;
  /** The columns `consulta` reads the id and the date from (`cc.id`, `cc.data_vencimento`), to narrow it. */
  colunas: { id: string; vencimento: string };
  texto(linha: L, data: string): string;
  link(engine: Engine, linha: L): string;
  /** Who acts on it: the authorities of the screen where they do (destinatarios.ts). */
  autoridades(engine: Engine): string[];
  /** Entities whose writes open, move or close the facts: after each, the event's sweep for the company. */
  entidades: string[];
}

export function eventoDePrazo<DB, TB extends keyof DB, L extends Linha>(prazo: Prazo<DB, TB, L>): Evento {
  const chave = (linha: L) => `${prazo.id}:${linha.id}:${String(linha.vencimento)}`;
  const noPrazo = (query: SelectQueryBuilder<DB, TB, L>, de: string | undefined, ate: string) => {
    let narrowed = query.where(sql<SqlBool>`${sql.ref(prazo.colunas.vencimento)} <= ${ate}`);
    if (de) narrowed = narrowed.where(sql<SqlBool>`${sql.ref(prazo.colunas.vencimento)} >= ${de}`);
    return narrowed;
  };
  return {
    id: prazo.id,
    nome: prazo.nome,
    async varrer(engine, trx, scope) {
      const hoje = today();
      const ate = daysAfter(hoje, prazo.dias);
      // Only the facts already told are checked for being still open: few, however many records the company has.
      const escritas = await chavesEscritas(trx, scope, `${prazo.id}:`);
      const contados = [...new Set(escritas.map((escrita) => Number(escrita.split(':')[1])))].filter(Number.isInteger);
      const abertos = contados.length ? await noPrazo(prazo.consulta(trx, scope), undefined, ate).where(sql<SqlBool>`${sql.ref(prazo.colunas.id)} = any(${contados}::int[])`).execute() : [];
      await retirarMensagens(trx, scope, { prefixo: `${prazo.id}:` }, abertos.map(chave));

      const chegando = await noPrazo(prazo.consulta(trx, scope), hoje, ate).orderBy(sql.ref(prazo.colunas.vencimento)).orderBy(sql.ref(prazo.colunas.id)).execute();
      if (!chegando.length) return 0;
      const usuarios = await usuariosComAutoridade(trx, scope.empresaId, prazo.autoridades(engine));
      let novas = 0;
      for (const linha of chegando) {
        const mensagem = { tipo: prazo.tipo, chave: chave(linha), texto: prazo.texto(linha, String(linha.vencimento)), link: prazo.link(engine, linha) };
        if (await entregarMensagem(trx, scope, mensagem, usuarios)) novas++;
      }
      return novas;
    },
    registrar(engine, varrerEvento) {
      for (const entidade of prazo.entidades) engine.hooks.register(entidade, { afterWrite: ({ trx, scope }) => varrerEvento(trx, scope).then(() => undefined) });
    },
  };
}
