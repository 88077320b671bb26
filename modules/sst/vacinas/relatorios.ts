/**
 * The computed column of the vaccination card report (schemas/sst/relatorios/cartao-vacinacao.json):
 * the vaccine of the row `t` (a vacinacao) with its status on the talent's card. SQL reads what
 * the status depends on — through the scoped builder — and the printed row applies the one rule
 * of esquema.ts, the same the card's screen shows.
 */
import { sql } from 'kysely';
import { today } from '../../../engine/validation/brazilian';
import { companyQuery } from '../../../server/db/scoped-query';
import type { ReportCode } from '../../../server/reports/query';
import { situacaoDaVacina } from './esquema';

const coluna = (nome: string) => sql<number>`${sql.ref(nome)}`;

export const relatoriosVacinas: Record<string, ReportCode> = {
  'cartao-vacinacao': {
    extend({ db, scope }) {
      const q = companyQuery(db, scope);
      const vacina = q.selectFrom('vacina as x').where('x.id', '=', coluna('t.vacina_id'));
      const doCartao = q.selectFrom('vacinacao as o').where('o.colaborador_id', '=', coluna('t.colaborador_id')).where('o.vacina_id', '=', coluna('t.vacina_id'));
      const nome = vacina.select('x.nome');
      const quantidade = vacina.select('x.quantidade_doses');
      const recebidas = doCartao.select(sql<number>`count(*)`.as('n')).where('o.data_realizacao', 'is not', null);
      const pendente = doCartao.select(sql<string>`min(o.data_prevista)::text`.as('d')).where('o.data_realizacao', 'is', null);
      // Ordered by this text, so the rows of a vaccine come together, vaccines by name.
      return { columns: { vacina: sql`json_build_array((${nome}), (${quantidade}), (${recebidas}), (${pendente}))::text` } };
    },
    row(row) {
      const [nome, quantidadeDoses, recebidas, primeiraPendente] = JSON.parse(String(row.vacina)) as [string, number, number, string | null];
      return { ...row, vacina: `${nome} (${situacaoDaVacina({ quantidadeDoses: Number(quantidadeDoses), recebidas: Number(recebidas), primeiraPendente }, today())})` };
    },
  },
};
