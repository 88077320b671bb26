/**
 * "Resultados das Entrevistas de Desligamento" (query in its declaration: the interview model's
 * questions in order): each question's count of answers, mean grade and, as lines under it, how
 * many chose each alternative or gave each grade and the texts — computed as a survey's results
 * are (resultadoDaPergunta), over the final interviews of the talents dismissed in the period.
 */
import { sql } from 'kysely';
import { companyQuery } from '../../../server/db/scoped-query';
import { errors } from '../../../server/errors';
import type { ReportCode } from '../../../server/reports/query';
import { perguntasDoModelo } from '../../avaliacao/questionario/modelos';
import type { RespostaPontuada } from '../../avaliacao/questionario/pontuacao';
import { linhasDoResultado } from '../../avaliacao/pesquisas/relatorio';
import { resultadoDaPergunta } from '../../avaliacao/pesquisas/resultados';
import { MODELO_NAO_E_DE_ENTREVISTA, TIPO_ENTREVISTA } from './entrevista';

const modeloDoFiltro = (filter: Record<string, unknown>) => Number((filter.modelo as { id?: number } | undefined)?.id ?? filter.modelo);

export const relatorioResultadosEntrevistas: ReportCode = {
  async check({ db, scope, filter }) {
    const modelo = await companyQuery(db, scope).selectFrom('modelo_avaliacao').select('tipo').where('id', '=', modeloDoFiltro(filter)).executeTakeFirst();
    if (modelo?.tipo !== TIPO_ENTREVISTA) throw errors.validation([{ field: 'modelo', message: MODELO_NAO_E_DE_ENTREVISTA }]);
  },
  async extend({ db, scope, filter, registry }) {
    const modeloId = modeloDoFiltro(filter);
    const q = companyQuery(db, scope);
    const entrevistas = await q
      .selectFrom(['colaborador_questionario as r', 'colaborador as c'])
      .whereRef('c.id', '=', 'r.colaborador_id')
      .select('r.respostas')
      .where('r.modelo_id', '=', modeloId)
      .where('r.respondido_parcialmente', '=', false)
      .where('c.data_desligamento', '>=', String(filter.dataIni))
      .where('c.data_desligamento', '<=', String(filter.dataFim))
      .execute();
    const dadas = entrevistas.flatMap((e) => (e.respostas ?? []) as unknown as RespostaPontuada[]);
    const perguntas = await perguntasDoModelo({ registry }, db, scope.empresaId, modeloId);
    const porPergunta = Object.fromEntries(
      perguntas.map((pergunta, i) => {
        const resultado = resultadoDaPergunta(pergunta, i + 1, dadas.filter((d) => d.perguntaId === pergunta.id));
        return [pergunta.id, { respostas: resultado.respostas, media: resultado.media ?? null, resultado: linhasDoResultado(resultado, filter.exibirTextos !== false) }];
      }),
    );
    const valor = (campo: string) => sql`(${JSON.stringify(porPergunta)}::jsonb -> (t.id)::text ->> ${campo})`;
    return {
      columns: { respostas: sql`${valor('respostas')}::integer`, media: sql`${valor('media')}::numeric`, resultado: valor('resultado') },
      where: [sql`t.owner_id = ${modeloId}`],
    };
  },
};
