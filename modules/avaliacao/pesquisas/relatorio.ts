/**
 * "Resultado da Pesquisa" (query in its declaration: the chosen surveys' questions, by survey and
 * order): each question's count of answers, mean grade and, as lines under it, how many chose each
 * alternative or gave each grade and the texts written — the same results as the screen's
 * (resultadoDaPesquisa), handed to the declared query as values by question id. The questions are
 * only the chosen surveys' (their questionnaires, read through the company's surveys).
 */
import { sql } from 'kysely';
import { companyQuery } from '../../../server/db/scoped-query';
import type { ReportCode } from '../../../server/reports/query';
import type { ResultadoPergunta } from './pesquisas.api';
import { resultadoDaPesquisa } from './resultados';
import { textosAgrupados } from './textos';

const numero = (valor: number) => valor.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
const parte = (quantidade: number, total: number) => `${quantidade} (${numero(total ? (quantidade * 100) / total : 0)}%)`;

/** The lines under a question: alternatives or grades with their counts, then the texts. */
export function linhasDoResultado(pergunta: ResultadoPergunta, exibirTextos: boolean): string {
  const escolhas = (pergunta.alternativas ?? []).map((a) => `${a.texto}: ${parte(a.quantidade, pergunta.respostas)}`);
  const notas = pergunta.notas ? [pergunta.notas.map((n) => `${n.nota}: ${n.quantidade}`).join('   ')] : [];
  const textos = exibirTextos ? textosAgrupados(pergunta.textos).map(({ texto, vezes }) => `"${texto}"${vezes > 1 ? ` (${vezes})` : ''}`) : [];
  return [...escolhas, ...notas, ...textos].join('\n');
}

export const relatorioPesquisa: ReportCode = {
  async extend({ db, scope, filter, registry }) {
    const pedidas = (filter.pesquisasIds as number[] | undefined) ?? [];
    // Only the company's: another's id answers no rows, as any report.
    const ids = pedidas.length ? (await companyQuery(db, scope).selectFrom('pesquisa').select('id').where('id', 'in', pedidas).execute()).map((p) => p.id) : [];
    const resultados = (await Promise.all(ids.map((id) => resultadoDaPesquisa({ registry }, db, scope, id)))).flatMap((r) => r.perguntas);
    const porPergunta = Object.fromEntries(
      resultados.map((p) => [p.perguntaId, { respostas: p.respostas, media: p.media ?? null, resultado: linhasDoResultado(p, filter.exibirTextos !== false) }]),
    );
    const valor = (campo: string) => sql`(${JSON.stringify(porPergunta)}::jsonb -> (t.id)::text ->> ${campo})`;
    return {
      columns: { respostas: sql`${valor('respostas')}::integer`, media: sql`${valor('media')}::numeric`, resultado: valor('resultado') },
      // The questions of the chosen surveys' questionnaires; a survey of another company has none here.
      where: [sql`t.owner_id in (select p.modelo_id from pesquisa p where p.empresa_id = ${scope.empresaId} and p.id in (${sql.join(ids.length ? ids : [0])}))`],
    };
  },
};
