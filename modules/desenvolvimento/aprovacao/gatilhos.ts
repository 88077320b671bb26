/**
 * The write paths the engine owns that move approval: the class's days (saved with the class),
 * the course's minimum frequency and evaluations, an evaluation's minimum, a participant added. The module's own paths
 * (presence, results, answers) call `recalcularAprovacao` themselves.
 */
import { referenceId } from '../../../engine/table/reference-id';
import type { Engine } from '../../../server/engine';
import { recalcularAprovacao, recalcularCurso } from './recalcular';

export function registerGatilhosAprovacao(engine: Engine): void {
  engine.hooks.register('turma', {
    async afterWrite({ trx, scope, action, id }) {
      if (action === 'update') await recalcularAprovacao(engine, trx, scope, id!);
    },
  });
  engine.hooks.register('curso', {
    async afterWrite({ trx, scope, action, id }) {
      if (action === 'update') await recalcularCurso(engine, trx, scope, id!);
    },
  });
  engine.hooks.register('avaliacaoCurso', {
    async afterWrite({ trx, scope, action, id, previous, current }) {
      if (action !== 'update' || previous?.minimoAprovacao === current?.minimoAprovacao) return;
      // The join of a course's evaluations has no company of its own: each course's classes are read in the scope's company.
      const cursos = await trx.selectFrom('curso__avaliacao_cursos').select('owner_id').where('target_id', '=', id!).execute();
      for (const { owner_id } of cursos) await recalcularCurso(engine, trx, scope, owner_id);
    },
  });
  engine.hooks.register('colaboradorTurma', {
    async afterWrite({ trx, scope, action, id, current }) {
      const turmaId = referenceId(current?.turma);
      if (action === 'create' && turmaId) await recalcularAprovacao(engine, trx, scope, turmaId, [id!]);
    },
  });
}
