/**
 * The course evaluations a talent answers themself: for each class they take part in, the
 * type-a evaluations of its course released there, and whether they answered each.
 */
import { sql } from 'kysely';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import type { AvaliacaoDeCursoParaResponder } from './avaliacoes.api';

export async function avaliacoesDeCursoDoTalento(db: Db, scope: Scope, colaboradorId: number): Promise<AvaliacaoDeCursoParaResponder[]> {
  const company = companyQuery(db, scope);
  const linhas = await company
    .selectFrom('colaborador_turma as ct')
    .innerJoin(company.table('turma', 't'), 't.id', 'ct.turma_id')
    .innerJoin(company.table('avaliacao_curso_turma', 'l'), 'l.turma_id', 't.id')
    // Courses and their evaluations may be another company's shared ones: reached through the class.
    .innerJoin('curso as c', 'c.id', 't.curso_id')
    .innerJoin('avaliacao_curso as a', 'a.id', 'l.avaliacao_curso_id')
    .where('ct.colaborador_id', '=', colaboradorId)
    .where('l.liberada', '=', true)
    .where('a.tipo', '=', 'a')
    .where('a.modelo_avaliacao_id', 'is not', null)
    .select((eb) => [
      't.id as turmaId',
      't.descricao',
      't.data_prev_fim as dataPrevFim',
      'c.nome as curso',
      'a.id as avaliacaoCursoId',
      'a.titulo',
      'a.modelo_avaliacao_id as modeloId',
      eb
        .exists(
          company
            .selectFrom('colaborador_questionario as q')
            .where('q.modelo_id', '=', sql.ref<number>('a.modelo_avaliacao_id'))
            .where('q.turma_id', '=', sql.ref<number>('t.id'))
            .where('q.colaborador_id', '=', colaboradorId)
            .where('q.avaliador_id', '=', colaboradorId)
            .select(sql`1`.as('um')),
        )
        .as('respondida'),
    ])
    .orderBy('t.data_prev_fim', 'desc')
    .orderBy('a.titulo')
    .limit(500)
    .execute();
  return linhas.map((l) => ({
    turma: { id: l.turmaId, descricao: l.descricao ?? '', curso: l.curso ?? '', dataPrevFim: l.dataPrevFim === null ? null : String(l.dataPrevFim) },
    avaliacaoCursoId: l.avaliacaoCursoId,
    titulo: l.titulo ?? '',
    modeloAvaliacaoId: Number(l.modeloId),
    respondida: Boolean(l.respondida),
  }));
}
