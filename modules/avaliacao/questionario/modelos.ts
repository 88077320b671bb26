/**
 * Reading a model of evaluation as a questionnaire: its heading and its questions in the order
 * asked, each with its id (answers name it) — the same for every evaluation that asks them.
 */
import { sql, type NotNull } from 'kysely';
import { selectList } from '../../../server/crud/select';
import type { Db } from '../../../server/db/database';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import { emOrdem } from './pontuacao';
import type { ModeloDoQuestionario, Pergunta, Questionario } from './questionario.api';

/** The model's heading (undefined when not of the company). */
export function modeloDoQuestionario(db: Db, empresaId: number, modeloId: number): Promise<ModeloDoQuestionario | undefined> {
  return companyQuery(db, { empresaId })
    .selectFrom('modelo_avaliacao')
    .select(['id', 'titulo', 'observacao', 'percentual_minimo_aprovacao as percentualMinimoAprovacao'])
    .where('id', '=', modeloId)
    .$narrowType<{ titulo: NotNull }>()
    .executeTakeFirst();
}

const semNulos = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null));

/** The model's questions in the order asked. */
export async function perguntasDoModelo(engine: Pick<Engine, 'registry'>, db: Db, empresaId: number, modeloId: number): Promise<Pergunta[]> {
  const { columns } = selectList(engine.registry.get('pergunta'), engine.registry);
  // Raw SQL: the columns are the engine's generic projection of the entity (server/crud/select.ts), fragments
  // the builder cannot type; they are read from the company's rows only.
  const questions = companyQuery(db, { empresaId }).table('pergunta', 't');
  const { rows } = await sql<Pergunta>`select ${sql.join(columns)} from ${questions} where t.owner_id = ${modeloId} order by t.position`.execute(db);
  return emOrdem(rows.map(({ createdAt: _c, updatedAt: _u, version: _v, ...pergunta }: Pergunta & Record<string, unknown>) => semNulos(pergunta) as Pergunta));
}

/** A model with its questions (404 when not of the company). */
export function questionario(engine: Engine, scope: Scope, modeloId: number): Promise<Questionario> {
  return runInScope(scope, async () => {
    const found = await modeloDoQuestionario(engine.db, scope.empresaId, modeloId);
    if (!found) throw errors.notFound();
    return { ...found, perguntas: await perguntasDoModelo(engine, engine.db, scope.empresaId, modeloId) };
  });
}
