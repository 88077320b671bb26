/**
 * The CIPA member's job stability (garantia provisória, ADCT art. 10, II, a; NR-5): only the
 * employees' elected representatives, titulares and suplentes, have it — from the registration
 * of their candidacy up to one year after the end of their mandate. The employer's appointees
 * do not. Computed here only; the routes and the warnings read it.
 */
import { today } from '../../../engine/validation/brazilian';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';

/** The representation whose members are elected, and so stable. */
export const ELEITO = 'EMPREGADOS';

/** One year after `date` (YYYY-MM-DD); 29 February becomes 28 February. */
export function umAnoApos(date: string): string {
  const [ano, mes, dia] = date.split('-');
  const seguinte = `${Number(ano) + 1}-${mes}`;
  return mes === '02' && dia === '29' ? `${seguinte}-28` : `${seguinte}-${dia}`;
}

export interface Estabilidade {
  colaboradorId: number;
  nome: string;
  /** The last day of the stability (YYYY-MM-DD). */
  ate: string;
}

/**
 * The stability in force or to come of each talent given that has one ending today or later (by
 * the app's `today()`): the latest over the talent's mandates. Talents of another company are
 * not found (the query is the session's company's).
 */
export async function estabilidades(db: Db, scope: Scope, colaboradorIds: readonly number[]): Promise<Estabilidade[]> {
  if (!colaboradorIds.length) return [];
  const mandatos = await companyQuery(db, scope)
    .selectFrom(['membro_cipa as m', 'mandato_cipa as g', 'colaborador as c'])
    .whereRef('g.id', '=', 'm.owner_id')
    .whereRef('c.id', '=', 'm.colaborador_id')
    .select(['m.colaborador_id as colaboradorId', 'c.nome as nome', 'g.fim as fim'])
    .where('m.colaborador_id', 'in', [...colaboradorIds])
    .where('m.representacao', '=', ELEITO)
    .execute();
  const hoje = today();
  const porTalento = new Map<number, Estabilidade>();
  for (const { colaboradorId, nome, fim } of mandatos) {
    if (!fim || colaboradorId === null) continue;
    const ate = umAnoApos(String(fim));
    const atual = porTalento.get(colaboradorId);
    if (ate >= hoje && (!atual || ate > atual.ate)) porTalento.set(colaboradorId, { colaboradorId, nome: String(nome), ate });
  }
  return colaboradorIds.flatMap((id) => porTalento.get(id) ?? []);
}

/** The talent's stability end date, or null when it has none still running. */
export async function dataEstabilidade(db: Db, scope: Scope, colaboradorId: number): Promise<string | null> {
  const [estabilidade] = await estabilidades(db, scope, [colaboradorId]);
  return estabilidade?.ate ?? null;
}
