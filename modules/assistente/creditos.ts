/**
 * The company's credits for the model's suggestions (spec 02 §9): 1 per suggestion, 10 free a
 * month, not cumulative — each month is a row of its own, so a new month starts with all 10.
 * Taking one is a single conditional update under the row's lock: two suggestions at once cannot
 * both take the 10th.
 */
import { today } from '../../engine/validation/brazilian';
import type { Db } from '../../server/db/database';
import { companyQuery } from '../../server/db/scoped-query';
import { runInScope, type Scope } from '../../server/db/tenant-context';
import { AppError } from '../../server/errors';
import type { CreditosAssistente } from './assistente.api';
import { LIMITE_ATINGIDO } from './mensagens';

export const CREDITOS_GRATUITOS = 10;

/** The code the screen knows the limit by, and offers the credits request on (spec §8). */
export const limiteAtingido = () => new AppError(429, LIMITE_ATINGIDO, 'Os créditos do Assistente RH deste mês acabaram.');

/** This month on the São Paulo calendar, by the app's clock. */
const mesAtual = () => today().slice(0, 7);

const situacao = (mes: string, usados: number): CreditosAssistente => ({ mes, usados, gratuitos: CREDITOS_GRATUITOS, restantes: Math.max(0, CREDITOS_GRATUITOS - usados) });

export function creditosDoMes(db: Db, scope: Scope): Promise<CreditosAssistente> {
  const mes = mesAtual();
  return runInScope(scope, async () => {
    const row = await companyQuery(db, scope).selectFrom('credito_assistente').select('usados').where('mes', '=', mes).executeTakeFirst();
    return situacao(mes, row?.usados ?? 0);
  });
}

/** Takes one credit of this month; refuses with OpenAICallLimitReached when none is left. */
export function usarCredito(db: Db, scope: Scope): Promise<CreditosAssistente> {
  const mes = mesAtual();
  return runInScope(scope, () =>
    db.transaction().execute(async (trx) => {
      const company = companyQuery(trx, scope);
      await company.insertInto('credito_assistente').values({ mes, usados: 0 }).onConflict((conflict) => conflict.doNothing()).execute();
      const row = await company
        .updateTable('credito_assistente')
        .set((eb) => ({ usados: eb('usados', '+', 1), updated_at: new Date() }))
        .where('mes', '=', mes)
        .where('usados', '<', CREDITOS_GRATUITOS)
        .returning('usados')
        .executeTakeFirst();
      if (!row) throw limiteAtingido();
      return situacao(mes, row.usados ?? 0);
    }),
  );
}

/** Gives back the credit of a suggestion the model failed to give: the company pays only for what it received. */
export function devolverCredito(db: Db, scope: Scope, mes: string): Promise<CreditosAssistente> {
  return runInScope(scope, async () => {
    const row = await companyQuery(db, scope)
      .updateTable('credito_assistente')
      .set((eb) => ({ usados: eb('usados', '-', 1), updated_at: new Date() }))
      .where('mes', '=', mes)
      .where('usados', '>', 0)
      .returning('usados')
      .executeTakeFirst();
    return situacao(mes, row?.usados ?? 0);
  });
}
