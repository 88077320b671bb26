/**
 * "Avaliadores e Avaliados da Avaliação de Desempenho" (schemas/avaliacao/relatorios/
 * avaliacao-desempenho-avaliadores-avaliados.json): whether each pair answered, which only the
 * answers store says (who answered an anonymous evaluation is kept where no declaration reads).
 * In an anonymous evaluation the declaration folds an avaliado's avaliadores into one line per
 * situation, and the avaliadores chosen here only choose the avaliados they evaluate: the counts
 * are always over all of an avaliado's avaliadores, so no choice of avaliadores tells what one of
 * them did (spec §5 asks for two or more on either side; counting over all of them makes any
 * choice safe).
 */
import { sql } from 'kysely';
import type { ReportCode } from '../../../server/reports/query';
import { companyQuery } from '../../../server/db/scoped-query';
import { respondeu } from './respondidos';

export const avaliadoresAvaliados: ReportCode = {
  async extend({ db, scope, filter }) {
    const avaliacaoId = (filter.avaliacaoDesempenho as { id: number }).id;
    const situacao = sql`case when ${respondeu(db, scope, 'final', 't')} then 'Respondida' when ${respondeu(db, scope, 'parcial', 't')} then 'Respondida parcialmente' else 'Não respondida' end`;
    const avaliadores = (filter.avaliadoresIds as number[] | undefined) ?? [];
    const avaliacao = await companyQuery(db, scope).selectFrom('avaliacao_desempenho').select('anonima').where('id', '=', avaliacaoId).executeTakeFirst();
    if (!avaliacao?.anonima || !avaliadores.length) return { columns: { situacao } };
    const avaliadosDeles = companyQuery(db, scope)
      .selectFrom('participante_avaliacao_desempenho as d')
      .select('d.avaliado_id')
      .where('d.avaliacao_desempenho_id', '=', avaliacaoId)
      .where('d.avaliador_id', 'in', avaliadores);
    return { columns: { situacao }, where: [sql`t.avaliado_id in (${avaliadosDeles})`] };
  },
};
