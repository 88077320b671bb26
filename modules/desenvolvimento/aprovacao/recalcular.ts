/**
 * The one place frequency and approval of a class's participants are stored. Every write path
 * that moves them calls it in its own transaction: a presence marked or removed (checklist, QR
 * code), a result typed or a questionnaire answered, the class's days changed, the course's
 * minimum or evaluations changed, a participant added. It reads the class whole and stores only
 * what changed, through the entity service (version and audit like any write).
 */
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { aprovacao } from './regra';

/** Recomputes the participants of a class (only those of `colaboradorTurmaIds` when given). */
export async function recalcularAprovacao(engine: Engine, trx: Db, scope: Scope, turmaId: number, colaboradorTurmaIds?: readonly number[]): Promise<void> {
  if (colaboradorTurmaIds && !colaboradorTurmaIds.length) return;
  const company = companyQuery(trx, scope);
  // The course may be another company's, shared (parametrosSistema.compartilharCursos): reached through the company's class.
  const turma = await company
    .selectFrom('turma as t')
    .innerJoin('curso as c', 'c.id', 't.curso_id')
    .select(['c.id as cursoId', 'c.percentual_minimo_frequencia as minimoFrequencia'])
    .where('t.id', '=', turmaId)
    .executeTakeFirst();
  if (!turma) return;
  let participantesQuery = company.selectFrom('colaborador_turma').select(['id', 'percentual_frequencia', 'aprovado']).where('turma_id', '=', turmaId);
  if (colaboradorTurmaIds) participantesQuery = participantesQuery.where('id', 'in', colaboradorTurmaIds);
  const participantes = await participantesQuery.execute();
  if (!participantes.length) return;
  const ids = participantes.map((p) => p.id);

  const dias = (await company.selectFrom('dia_turma').select('dia').distinct().where('owner_id', '=', turmaId).where('dia', 'is not', null).execute()).map((d) => d.dia!);
  const avaliacoes = await trx
    .selectFrom('curso__avaliacao_cursos as j')
    .innerJoin('avaliacao_curso as a', 'a.id', 'j.target_id')
    .select(['a.id as avaliacaoCursoId', 'a.minimo_aprovacao as minimo'])
    .where('j.owner_id', '=', turma.cursoId)
    .execute();
  const presencas = dias.length
    ? await company
        .selectFrom('presenca_turma')
        .select((eb) => ['colaborador_turma_id as id', eb.fn.countAll<number>().as('quantas')])
        .where('colaborador_turma_id', 'in', ids)
        .where('dia', 'in', dias)
        .groupBy('colaborador_turma_id')
        .execute()
    : [];
  const notas = await company.selectFrom('nota_avaliacao_curso').select(['colaborador_turma_id as id', 'avaliacao_curso_id', 'valor']).where('colaborador_turma_id', 'in', ids).execute();

  const entity = engine.registry.get('colaboradorTurma');
  for (const participante of participantes) {
    const resultados = new Map(notas.filter((n) => n.id === participante.id && n.valor !== null).map((n) => [n.avaliacao_curso_id!, Number(n.valor)]));
    const calculado = aprovacao({
      diasDaTurma: dias.length,
      presencas: Number(presencas.find((p) => p.id === participante.id)?.quantas ?? 0),
      minimoFrequencia: Number(turma.minimoFrequencia ?? 0),
      avaliacoes: avaliacoes.map((a) => ({ avaliacaoCursoId: a.avaliacaoCursoId, minimo: a.minimo === null ? null : Number(a.minimo) })),
      resultados,
    });
    if (Number(participante.percentual_frequencia ?? 0) === calculado.percentualFrequencia && Boolean(participante.aprovado) === calculado.aprovado) continue;
    await engine.entities.changeIn(trx, entity, scope, participante.id, { ...calculado });
  }
}

/** Every class of a course (its minimum or evaluations changed). */
export async function recalcularCurso(engine: Engine, trx: Db, scope: Scope, cursoId: number): Promise<void> {
  const turmas = await companyQuery(trx, scope).selectFrom('turma').select('id').where('curso_id', '=', cursoId).execute();
  for (const { id } of turmas) await recalcularAprovacao(engine, trx, scope, id);
}
