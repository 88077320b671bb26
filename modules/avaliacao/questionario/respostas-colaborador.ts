/**
 * Storing what a talent answered (`colaboradorQuestionario`): the one write path of every
 * context that asks a talent questions — performance evaluations, experience follow-ups,
 * surveys. The context's route decides who may answer (released, participant, not closed);
 * this checks the answers against the model's questions, scores them, and inserts or replaces
 * the row of that context, in the caller's transaction.
 *
 * A context is the avaliado, who answers, and the record that asks (an evaluation, a follow-up
 * period, a survey): one row each. A partial save ("Salvar e continuar depois") keeps what was
 * given, valid, and requires nothing; the final one applies every rule. An answer already
 * final is not reopened by a partial save.
 *
 * Anonymous contexts keep who answered only in `avaliadorAnonimo`, which no response reads,
 * write the audit trail without the user, and leave `respondidoPor` empty.
 */
import { sql } from 'kysely';
import type { RegisteredEntity } from '../../../engine/registry/registry';
import { storedField } from '../../../engine/table/stored-fields';
import { today } from '../../../engine/validation/brazilian';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import { errosQuestionario } from './erros';
import { modeloDoQuestionario, perguntasDoModelo } from './modelos';
import { comoObrigatorias, pontuarRespostas, respondeAsPerguntas, validarRespostas } from './pontuacao';
import type { Resposta } from './questionario.api';


/** What identifies the row: about whom, who answers, and the records of the context (property → id). */
export interface ContextoDoQuestionario {
  /** The avaliado; in an anonymous survey, none. */
  colaboradorId: number | null;
  /** Who answers (the avaliado in a self-evaluation). */
  avaliadorId: number | null;
  /** Who answers is never shown: kept apart, out of every response. */
  anonimo?: boolean;
  tipoParticipacao?: 'R' | 'U' | 'L' | 'A' | 'P';
  /** The context's other references by property name (`periodoExperiencia`, `avaliacaoDesempenho`, `pesquisa`). */
  referencias?: Record<string, number>;
}

export interface PedidoDeRespostas {
  contexto: ContextoDoQuestionario;
  /** Null only where no questionnaire is asked: a performance evaluation of competences alone. */
  modeloId: number | null;
  respostas: Resposta[];
  parcial: boolean;
  /** The levels given to the avaliado's competences, as given (performance evaluations). */
  competencias?: Record<string, unknown>[];
  observacao?: string;
  /** What the row is called in lists ("Ana Souza — Avaliação 2026"); by default the model's title. */
  descricao?: string;
  /** HR may replace a final answer (a transcription corrected); the talent answers once. */
  substituir?: boolean;
  /** Always a row of its own, never one found by the context: an anonymous survey's answers (none has a person, so none is anyone's to replace). */
  novo?: boolean;
}

const ENTIDADE = 'colaboradorQuestionario';
const FIXAS = new Set(['colaborador', 'avaliador', 'modelo', 'respondidoPor', 'avaliacaoCompetencias']);

/** The context columns besides avaliado, avaliador and model: every other reference of the entity. */
function colunasDeContexto(entity: RegisteredEntity): Map<string, string> {
  return new Map(
    Object.entries(entity.properties)
      .filter(([name, schema]) => typeof schema['x-reference'] === 'string' && !FIXAS.has(name))
      .map(([name]) => [name, storedField(entity, name)!.column]),
  );
}

/** The stored row of the context (id, whether final), or undefined. */
export async function questionarioDoContexto(engine: Engine, trx: Db, scope: Scope, modeloId: number | null, contexto: ContextoDoQuestionario) {
  const entity = engine.registry.get(ENTIDADE);
  const colunas = colunasDeContexto(entity);
  for (const name of Object.keys(contexto.referencias ?? {})) if (!colunas.has(name)) throw new Error(`colaboradorQuestionario: contexto desconhecido "${name}"`);
  const [quem, outro] = contexto.anonimo ? (['avaliador_anonimo', 'avaliador_id'] as const) : (['avaliador_id', 'avaliador_anonimo'] as const);
  let query = companyQuery(trx, scope)
    .selectFrom('colaborador_questionario')
    .select(['id', 'respondido_parcialmente as parcial'])
    .where('modelo_id', 'is not distinct from', modeloId)
    .where('colaborador_id', 'is not distinct from', contexto.colaboradorId)
    .where(quem, 'is not distinct from', contexto.avaliadorId)
    .where(outro, 'is', null);
  // The context's columns come from the declaration (not from a request): named by `sql.ref`.
  for (const [name, column] of colunas) query = query.where((eb) => eb(sql.ref(column), 'is not distinct from', contexto.referencias?.[name] ?? null));
  return query.executeTakeFirst();
}

/** Checks, scores and stores the answers of a context; answers the stored row. */
export async function salvarRespostas(engine: Engine, trx: Db, scope: Scope, pedido: PedidoDeRespostas) {
  const entity = engine.registry.get(ENTIDADE);
  const { contexto } = pedido;
  const modelo = pedido.modeloId === null ? null : await modeloDoQuestionario(trx, scope.empresaId, pedido.modeloId);
  if (pedido.modeloId !== null && !modelo) throw errors.notFound();
  // Two saves of the same avaliado at once are stored one after the other.
  if (contexto.colaboradorId !== null) await companyQuery(trx, scope).selectFrom('colaborador').select('id').where('id', '=', contexto.colaboradorId).forUpdate().executeTakeFirst();
  const perguntas = modelo ? await perguntasDoModelo(engine, trx, scope.empresaId, modelo.id) : [];
  if (modelo && !perguntas.length) throw errosQuestionario.semPerguntas();
  if (!respondeAsPerguntas(perguntas, pedido.respostas)) throw errosQuestionario.modeloAlterado();
  const autoavaliacao = contexto.colaboradorId !== null && contexto.colaboradorId === contexto.avaliadorId;
  const invalid = validarRespostas(comoObrigatorias(perguntas, { autoavaliacao, parcial: pedido.parcial }), pedido.respostas);
  if (invalid.length) throw errors.validation(invalid);

  const anterior = pedido.novo ? undefined : await questionarioDoContexto(engine, trx, scope, pedido.modeloId, contexto);
  if (anterior && !anterior.parcial && !pedido.substituir) throw errosQuestionario.jaRespondida();
  const escrita: Scope = contexto.anonimo ? { ...scope, usuarioId: null } : scope;
  if (anterior) await engine.entities.removeIn(trx, entity, escrita, anterior.id);

  const ref = (id: number | null | undefined) => (id === null || id === undefined ? undefined : { id });
  const resultado = modelo ? pontuarRespostas(perguntas, pedido.respostas, modelo.percentualMinimoAprovacao) : {};
  return engine.entities.insertIn(trx, entity, escrita, {
    colaborador: ref(contexto.colaboradorId),
    ...(contexto.anonimo ? { avaliadorAnonimo: contexto.avaliadorId } : { avaliador: ref(contexto.avaliadorId), respondidoPor: ref(scope.usuarioId) }),
    modelo: ref(pedido.modeloId),
    ...Object.fromEntries(Object.entries(contexto.referencias ?? {}).map(([name, id]) => [name, { id }])),
    tipoParticipacao: contexto.tipoParticipacao,
    data: today(),
    respondidoParcialmente: pedido.parcial,
    descricao: pedido.descricao ?? modelo?.titulo,
    observacao: pedido.observacao?.trim() || undefined,
    competencias: pedido.competencias ?? [],
    ...resultado,
    // A partial answer is no verdict yet.
    ...(pedido.parcial ? { aprovado: null } : {}),
  });
}
