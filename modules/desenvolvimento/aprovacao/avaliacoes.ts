/**
 * The "Avaliações" of a class: per participant and per evaluation of the course, the result —
 * typed for a grade (n) or a percentage (p, up to 100), or, for an evaluation model (a), the
 * percentage its questionnaire scored when answered (questionario.ts). Releasing an evaluation
 * in a class is stored in `avaliacaoCursoTurma`. Each result written recomputes the approval.
 */
import type { FastifyInstance } from 'fastify';
import { recordId } from '../../../server/crud/path-id';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { sessaoDeTurma } from '../presenca/lista';
import { turmaDaEmpresa } from '../presenca/turma';
import type { AvaliacaoDaTurma, AvaliacoesDaTurma, LancamentoDeResultado, LiberacaoDeAvaliacao } from './avaliacoes.api';
import { errosAvaliacao } from './erros';
import { recalcularAprovacao } from './recalcular';

/** The evaluations of the class's course (shared courses included), with their release in this class. */
export async function avaliacoesDaTurma(trx: Db, scope: Scope, turmaId: number): Promise<AvaliacaoDaTurma[]> {
  const company = companyQuery(trx, scope);
  const linhas = await company
    .selectFrom('turma as t')
    .innerJoin('curso__avaliacao_cursos as j', 'j.owner_id', 't.curso_id')
    .innerJoin('avaliacao_curso as a', 'a.id', 'j.target_id')
    .leftJoin(company.table('avaliacao_curso_turma', 'l'), (join) => join.onRef('l.avaliacao_curso_id', '=', 'a.id').onRef('l.turma_id', '=', 't.id'))
    .select(['a.id', 'a.titulo', 'a.tipo', 'a.minimo_aprovacao', 'a.modelo_avaliacao_id', 'l.liberada'])
    .where('t.id', '=', turmaId)
    .orderBy('j.position')
    .execute();
  return linhas.map((l) => ({
    avaliacaoCursoId: l.id,
    titulo: l.titulo ?? '',
    tipo: l.tipo ?? 'n',
    minimoAprovacao: l.minimo_aprovacao === null ? null : Number(l.minimo_aprovacao),
    modeloAvaliacaoId: l.modelo_avaliacao_id,
    liberada: Boolean(l.liberada),
  }));
}

export async function gradeDaTurma(trx: Db, scope: Scope, turmaId: number): Promise<AvaliacoesDaTurma> {
  const turma = await turmaDaEmpresa(trx, scope, turmaId);
  const company = companyQuery(trx, scope);
  const { minimo } = await company
    .selectFrom('turma as t')
    .innerJoin('curso as c', 'c.id', 't.curso_id')
    .select('c.percentual_minimo_frequencia as minimo')
    .where('t.id', '=', turmaId)
    .executeTakeFirstOrThrow();
  const participantes = await company
    .selectFrom('colaborador_turma as ct')
    .innerJoin(company.table('colaborador', 'co'), 'co.id', 'ct.colaborador_id')
    .select(['ct.id', 'co.id as colaboradorId', 'co.nome', 'ct.percentual_frequencia', 'ct.aprovado'])
    .where('ct.turma_id', '=', turmaId)
    .orderBy('co.nome')
    .execute();
  const notas = participantes.length
    ? await company
        .selectFrom('nota_avaliacao_curso')
        .select(['colaborador_turma_id', 'avaliacao_curso_id', 'valor'])
        .where('colaborador_turma_id', 'in', participantes.map((p) => p.id))
        .execute()
    : [];
  return {
    turmaId,
    turma: turma.descricao,
    curso: turma.curso,
    minimoFrequencia: Number(minimo ?? 0),
    avaliacoes: await avaliacoesDaTurma(trx, scope, turmaId),
    participantes: participantes.map((p) => ({
      colaboradorTurmaId: p.id,
      colaboradorId: p.colaboradorId,
      nome: p.nome ?? '',
      percentualFrequencia: Number(p.percentual_frequencia ?? 0),
      aprovado: Boolean(p.aprovado),
      resultados: notas.filter((n) => n.colaborador_turma_id === p.id && n.valor !== null).map((n) => ({ avaliacaoCursoId: n.avaliacao_curso_id!, valor: Number(n.valor) })),
    })),
  };
}

/** Stores (or clears, with null) a participant's result in an evaluation, and recomputes their approval. */
export async function gravarResultado(engine: Engine, trx: Db, scope: Scope, turmaId: number, colaboradorTurmaId: number, avaliacaoCursoId: number, valor: number | null): Promise<void> {
  const entity = engine.registry.get('notaAvaliacaoCurso');
  const anterior = await companyQuery(trx, scope)
    .selectFrom('nota_avaliacao_curso')
    .select('id')
    .where('colaborador_turma_id', '=', colaboradorTurmaId)
    .where('avaliacao_curso_id', '=', avaliacaoCursoId)
    .executeTakeFirst();
  if (valor === null) {
    if (anterior) await engine.entities.removeIn(trx, entity, scope, anterior.id);
  } else if (anterior) {
    await engine.entities.changeIn(trx, entity, scope, anterior.id, { valor });
  } else {
    await engine.entities.insertIn(trx, entity, scope, { colaboradorTurma: { id: colaboradorTurmaId }, avaliacaoCurso: { id: avaliacaoCursoId }, valor });
  }
  await recalcularAprovacao(engine, trx, scope, turmaId, [colaboradorTurmaId]);
}

export async function participanteDaTurma(trx: Db, scope: Scope, turmaId: number, colaboradorTurmaId: number): Promise<void> {
  const ok = await companyQuery(trx, scope).selectFrom('colaborador_turma').select('id').where('id', '=', colaboradorTurmaId).where('turma_id', '=', turmaId).executeTakeFirst();
  if (!ok) throw errosAvaliacao.naoParticipa();
}

export function registerAvaliacoesDaTurma(app: FastifyInstance, engine: Engine): void {
  app.get('/api/turmas/:id/avaliacoes', { config: { openapi: { summary: 'As avaliações do curso da turma e o resultado de cada participante, com a frequência e a aprovação', response: 'AvaliacoesDaTurma' } } }, async (request): Promise<AvaliacoesDaTurma> => {
    const scope = sessaoDeTurma(request);
    const turmaId = recordId(request);
    return runInScope(scope, () => gradeDaTurma(engine.db, scope, turmaId));
  });

  app.put(
    '/api/turmas/:id/resultados',
    { config: { openapi: { summary: 'Lança (ou apaga, com valor nulo) a nota ou o percentual de um participante numa avaliação do curso', body: 'LancamentoDeResultado', response: 'AvaliacoesDaTurma' } } },
    async (request): Promise<AvaliacoesDaTurma> => {
      const scope = sessaoDeTurma(request);
      const turmaId = recordId(request);
      const { colaboradorTurmaId, avaliacaoCursoId, valor } = request.body as LancamentoDeResultado;
      return runInScope(scope, () =>
        engine.db.transaction().execute(async (trx) => {
          await turmaDaEmpresa(trx, scope, turmaId);
          const avaliacao = (await avaliacoesDaTurma(trx, scope, turmaId)).find((a) => a.avaliacaoCursoId === avaliacaoCursoId);
          if (!avaliacao) throw errosAvaliacao.foraDoCurso();
          if (avaliacao.tipo === 'a') throw errosAvaliacao.resultadoDoQuestionario();
          if (avaliacao.tipo === 'p' && valor !== null && valor > 100) throw errosAvaliacao.percentualAcimaDe100();
          await participanteDaTurma(trx, scope, turmaId, colaboradorTurmaId);
          await gravarResultado(engine, trx, scope, turmaId, colaboradorTurmaId, avaliacaoCursoId, valor);
          return gradeDaTurma(trx, scope, turmaId);
        }),
      );
    },
  );

  app.put(
    '/api/turmas/:id/libera-bloqueia',
    { config: { openapi: { summary: 'Libera ou bloqueia uma avaliação do curso nesta turma', body: 'LiberacaoDeAvaliacao', response: 'AvaliacoesDaTurma' } } },
    async (request): Promise<AvaliacoesDaTurma> => {
      const scope = sessaoDeTurma(request);
      const turmaId = recordId(request);
      const { avaliacaoCursoId, liberada } = request.body as LiberacaoDeAvaliacao;
      return runInScope(scope, () =>
        engine.db.transaction().execute(async (trx) => {
          await turmaDaEmpresa(trx, scope, turmaId);
          if (!(await avaliacoesDaTurma(trx, scope, turmaId)).some((a) => a.avaliacaoCursoId === avaliacaoCursoId)) throw errosAvaliacao.foraDoCurso();
          const entity = engine.registry.get('avaliacaoCursoTurma');
          const anterior = await companyQuery(trx, scope).selectFrom('avaliacao_curso_turma').select('id').where('turma_id', '=', turmaId).where('avaliacao_curso_id', '=', avaliacaoCursoId).executeTakeFirst();
          if (anterior) await engine.entities.changeIn(trx, entity, scope, anterior.id, { liberada });
          else await engine.entities.insertIn(trx, entity, scope, { turma: { id: turmaId }, avaliacaoCurso: { id: avaliacaoCursoId }, liberada });
          return gradeDaTurma(trx, scope, turmaId);
        }),
      );
    },
  );
}
