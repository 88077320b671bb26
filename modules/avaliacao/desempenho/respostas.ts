/**
 * Answering a performance evaluation (spec 02 §4; issue 14 item 4). A user linked to a talent
 * answers, in "Minhas avaliações", what they evaluate in released evaluations (as avaliador or
 * autoavaliação), partially then in full; HR answers on an avaliador's behalf from the
 * participants list — never in an anonymous evaluation, whose answers name nobody. Every save
 * goes through the talents' answers store (salvarRespostas), which checks and scores.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSession } from '../../../server/auth/guard';
import { recordId } from '../../../server/crud/path-id';
import { writeScope } from '../../../server/crud/request-scope';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { AppError, errors } from '../../../server/errors';
import { respostasDoCorpo } from '../questionario/corpo';
import { perguntasDoModelo, modeloDoQuestionario } from '../questionario/modelos';
import { semPesos, type RespostaPontuada } from '../questionario/pontuacao';
import { questionarioDoContexto, salvarRespostas, type ContextoDoQuestionario } from '../questionario/respostas-colaborador';
import { talentoDoUsuario } from '../questionario/talento-do-usuario';
import { respondeu } from './respondidos';
import { avaliaCompetencias, competenciasDoAvaliado, conferirNiveisDados, gravarAvaliacaoDeCompetencias } from './competencias';
import type { AvaliacaoParaResponder, NivelDado, QuestionarioDoAvaliado, RespostaGravada, RespostasDoAvaliado } from './desempenho.api';

export const NAO_LIBERADA = 'A avaliação não está liberada para respostas.';
export const ANONIMA_POR_OUTRO = 'Avaliação anônima: só o próprio avaliador responde.';
export const SEM_TALENTO = 'Seu usuário não está vinculado a um talento.';

type Tipo = AvaliacaoParaResponder['tipo'];

/** One pair to answer, with its evaluation: what every call here needs. */
interface Par {
  avaliacao: { id: number; titulo: string; anonima: boolean; liberada: boolean; modeloId: number | null; competencias: boolean; exibirExigido: boolean; exibeResultadoAutoavaliacao: boolean };
  avaliado: { id: number; nome: string };
  avaliador: { id: number; nome: string };
  tipo: Tipo;
}

/** The pairs of the company's evaluations, with names; narrowed by the caller. */
function pares(trx: Db, scope: Scope) {
  return companyQuery(trx, scope)
    .selectFrom(['participante_avaliacao_desempenho as p', 'avaliacao_desempenho as a', 'colaborador as ado', 'colaborador as dor'])
    .whereRef('a.id', '=', 'p.avaliacao_desempenho_id')
    .whereRef('ado.id', '=', 'p.avaliado_id')
    .whereRef('dor.id', '=', 'p.avaliador_id')
    .select([
      'p.id',
      'a.id as avaliacaoId',
      'a.titulo',
      'a.anonima',
      'a.liberada',
      'a.modelo_avaliacao_id as modeloId',
      'a.avaliar_competencias_cargo as avaliarCompetenciasCargo',
      'a.avaliar_somente_competencias as avaliarSomenteCompetencias',
      'a.exibir_nivel_competencia_exigido as exibirExigido',
      'a.exibe_resultado_auto_avaliacao as exibeResultadoAutoavaliacao',
      'a.data_ini as dataIni',
      'a.data_fim as dataFim',
      'ado.id as avaliadoId',
      'ado.nome as avaliadoNome',
      'dor.id as avaliadorId',
      'dor.nome as avaliadorNome',
      'p.tipo',
    ]);
}

type Linha = Awaited<ReturnType<ReturnType<typeof pares>['executeTakeFirstOrThrow']>>;

const parDe = (l: Linha): Par => ({
  avaliacao: {
    id: l.avaliacaoId,
    titulo: l.titulo ?? '',
    anonima: l.anonima === true,
    liberada: l.liberada === true,
    modeloId: l.modeloId,
    competencias: avaliaCompetencias({ avaliarCompetenciasCargo: l.avaliarCompetenciasCargo === true, avaliarSomenteCompetencias: l.avaliarSomenteCompetencias === true }),
    exibirExigido: l.exibirExigido === true,
    exibeResultadoAutoavaliacao: l.exibeResultadoAutoavaliacao === true,
  },
  avaliado: { id: l.avaliadoId, nome: l.avaliadoNome ?? '' },
  avaliador: { id: l.avaliadorId, nome: l.avaliadorNome ?? '' },
  tipo: l.tipo as Tipo,
});

/** The pair, or 404; answerable only while released. */
function parParaResponder(found: Linha | undefined): Par {
  if (!found) throw errors.notFound();
  const par = parDe(found);
  if (!par.avaliacao.liberada) throw new AppError(409, 'NAO_LIBERADA', NAO_LIBERADA);
  return par;
}

const contextoDo = (par: Par): ContextoDoQuestionario => ({
  colaboradorId: par.avaliado.id,
  avaliadorId: par.avaliador.id,
  anonimo: par.avaliacao.anonima,
  tipoParticipacao: par.tipo,
  referencias: { avaliacaoDesempenho: par.avaliacao.id },
});

/** The questions without weights, the competences to assess, and what this pair saved so far. */
async function questionarioDoPar(engine: Engine, scope: Scope, par: Par, mostrarAvaliador: boolean): Promise<QuestionarioDoAvaliado> {
  const db = engine.db;
  const { modeloId } = par.avaliacao;
  const modelo = modeloId === null ? null : await modeloDoQuestionario(db, scope.empresaId, modeloId);
  if (modeloId !== null && !modelo) throw errors.notFound();
  const perguntas = modelo ? (await perguntasDoModelo(engine, db, scope.empresaId, modelo.id)).map(semPesos) : [];
  const salvo = await questionarioDoContexto(engine, db, scope, modeloId, contextoDo(par));
  const gravado = salvo ? await companyQuery(db, scope).selectFrom('colaborador_questionario').select(['respostas', 'competencias']).where('id', '=', salvo.id).executeTakeFirst() : undefined;
  return {
    avaliacao: { id: par.avaliacao.id, titulo: par.avaliacao.titulo, anonima: par.avaliacao.anonima },
    avaliado: par.avaliado,
    avaliador: mostrarAvaliador ? par.avaliador : null,
    tipo: par.tipo,
    titulo: modelo?.titulo ?? par.avaliacao.titulo,
    observacao: modelo?.observacao ?? null,
    perguntas,
    anteriores: (gravado?.respostas as RespostaPontuada[] | null) ?? [],
    competencias: par.avaliacao.competencias ? await competenciasDoAvaliado(engine, db, scope, par.avaliado.id, par.avaliacao.exibirExigido, (gravado?.competencias as NivelDado[] | null) ?? []) : null,
    respondida: salvo !== undefined && salvo.parcial !== true,
  };
}

/**
 * Stores one pair's answers (the questionnaire and, when asked, the competences' levels) and
 * marks the evaluation as answered (its "respondida" filter): the one write of an answer, the
 * talent's, HR's and the demo's.
 */
export async function gravarRespostasDoPar(engine: Engine, trx: Db, scope: Scope, par: Par, corpo: RespostasDoAvaliado, parcial: boolean): Promise<RespostaGravada> {
  const niveis = par.avaliacao.competencias ? (corpo.competencias ?? []) : [];
  const comNiveis = par.avaliacao.competencias && (await conferirNiveisDados(engine, trx, scope, par.avaliado.id, niveis, parcial));
  const salvo = await salvarRespostas(engine, trx, scope, {
    contexto: contextoDo(par),
    modeloId: par.avaliacao.modeloId,
    respostas: corpo.respostas,
    parcial,
    competencias: niveis as unknown as Record<string, unknown>[],
    descricao: `${par.avaliado.nome} — ${par.avaliacao.titulo}`,
  });
  if (!parcial && comNiveis) {
    // Who answered an anonymous evaluation is written nowhere a reader sees: not even the audit.
    const escrita: Scope = par.avaliacao.anonima ? { ...scope, usuarioId: null } : scope;
    const avaliadorId = par.avaliacao.anonima ? null : par.avaliador.id;
    const id = await gravarAvaliacaoDeCompetencias(engine, trx, escrita, { avaliacaoId: par.avaliacao.id, avaliadoId: par.avaliado.id, avaliadorId, niveis });
    await engine.entities.changeIn(trx, engine.registry.get('colaboradorQuestionario'), escrita, Number(salvo.id), { avaliacaoCompetencias: { id } });
  }
  await companyQuery(trx, scope).updateTable('avaliacao_desempenho').set({ possui_resposta: true }).where('id', '=', par.avaliacao.id).where('possui_resposta', 'is not', true).execute();
  const resultado = !parcial && par.tipo === 'U' && par.avaliacao.exibeResultadoAutoavaliacao && modeloDe(par) ? { resultadoAutoavaliacao: typeof salvo.percentual === 'number' ? salvo.percentual : null } : {};
  return { respondidoParcialmente: salvo.respondidoParcialmente === true, ...resultado };
}

/** Whether the pair answers a questionnaire (an evaluation of competences alone has none to score). */
const modeloDe = (par: Par) => par.avaliacao.modeloId !== null;

/** A request's answers, in one transaction. */
function responder(engine: Engine, scope: Scope, par: Par, body: unknown, parcial: boolean): Promise<RespostaGravada> {
  const corpo: RespostasDoAvaliado = { ...(body as RespostasDoAvaliado), respostas: respostasDoCorpo(body) };
  return runInScope(scope, () => engine.db.transaction().execute((trx) => gravarRespostasDoPar(engine, trx, scope, par, corpo, parcial)));
}

/** The pair of a participant row (the demo answers as the avaliadores would). */
export async function parDoParticipante(trx: Db, scope: Scope, participanteId: number): Promise<Par> {
  return parDe(await pares(trx, scope).where('p.id', '=', participanteId).executeTakeFirstOrThrow());
}

const doc = (summary: string, response: string, extra: Record<string, unknown> = {}) => ({ config: { openapi: { summary, response, ...extra } } });
const parcialDe = (request: FastifyRequest) => (request.query as { parcial?: string }).parcial === 'true';

export function registerRespostasDesempenho(app: FastifyInstance, engine: Engine): void {
  const participante = engine.registry.get('participanteAvaliacaoDesempenho');
  const avaliacoes = `/api/${engine.registry.get('avaliacaoDesempenho').resource}`;

  /** Any signed-in user answers as their own talent. */
  const comoTalento = async (request: FastifyRequest) => {
    const scope = requireSession(request, 'interno');
    const talento = await runInScope(scope, () => talentoDoUsuario(engine.db, scope));
    return { scope, talento };
  };
  /** The session talent's pair with the avaliado of the path, in the evaluation of the path. */
  const meuPar = async (request: FastifyRequest) => {
    const { scope, talento } = await comoTalento(request);
    if (talento === null) throw errors.notFound();
    const found = await runInScope(scope, () =>
      pares(engine.db, scope).where('p.avaliacao_desempenho_id', '=', recordId(request)).where('p.avaliado_id', '=', recordId(request, 'avaliadoId')).where('p.avaliador_id', '=', talento).executeTakeFirst(),
    );
    return { scope, par: parParaResponder(found) };
  };
  /** A participant pair by id, answered by HR on the avaliador's behalf. */
  const parDoRh = async (request: FastifyRequest) => {
    const scope = writeScope(request, participante);
    const found = await runInScope(scope, () => pares(engine.db, scope).where('p.id', '=', recordId(request)).executeTakeFirst());
    const par = parParaResponder(found);
    if (par.avaliacao.anonima) throw new AppError(409, 'ANONIMA', ANONIMA_POR_OUTRO);
    return { scope, par };
  };

  app.get(`${avaliacoes}/minhas`, doc('O que o talento do usuário avalia nas avaliações de desempenho liberadas (como avaliador ou autoavaliação), com a situação de cada resposta', 'AvaliacaoParaResponder[]'), async (request) => {
    const { scope, talento } = await comoTalento(request);
    if (talento === null) return [];
    return runInScope(scope, async () => {
      const linhas = await pares(engine.db, scope)
        .select([respondeu(engine.db, scope, 'parcial').as('parcial'), respondeu(engine.db, scope, 'final').as('final')])
        .where('p.avaliador_id', '=', talento)
        .where('a.liberada', '=', true)
        .orderBy('a.data_fim')
        .orderBy('ado.nome')
        .limit(500)
        .execute();
      return linhas.map((l): AvaliacaoParaResponder => ({
        avaliacao: { id: l.avaliacaoId, titulo: l.titulo ?? '', dataIni: String(l.dataIni), dataFim: String(l.dataFim), anonima: l.anonima === true },
        avaliado: { id: l.avaliadoId, nome: l.avaliadoNome ?? '' },
        tipo: l.tipo as Tipo,
        situacao: l.final ? 'R' : l.parcial ? 'P' : 'N',
      }));
    });
  });

  app.get(`${avaliacoes}/:id/avaliados/:avaliadoId/questionario`, doc('O questionário que o talento do usuário responde sobre o avaliado, com o que já salvou', 'QuestionarioDoAvaliado'), async (request) => {
    const { scope, par } = await meuPar(request);
    return runInScope(scope, () => questionarioDoPar(engine, scope, par, true));
  });

  app.post(
    `${avaliacoes}/:id/avaliados/:avaliadoId/respostas`,
    doc('O talento do usuário responde sobre o avaliado (?parcial=true guarda o que foi respondido até aqui); uma resposta final não muda mais', 'RespostaGravada', { body: 'RespostasDoAvaliado', status: 201 }),
    async (request, reply) => {
      const { scope, par } = await meuPar(request);
      return reply.code(201).send(await responder(engine, scope, par, request.body, parcialDe(request)));
    },
  );

  const porOutro = `/api/${participante.resource}/:id`;
  app.get(`${porOutro}/questionario`, doc('O questionário de um participante, para o RH responder em nome do avaliador (não em avaliação anônima)', 'QuestionarioDoAvaliado'), async (request) => {
    const { scope, par } = await parDoRh(request);
    return runInScope(scope, () => questionarioDoPar(engine, scope, par, true));
  });

  app.post(
    `${porOutro}/respostas`,
    doc('O RH responde em nome do avaliador (?parcial=true guarda o que foi respondido até aqui); não em avaliação anônima', 'RespostaGravada', { body: 'RespostasDoAvaliado', status: 201 }),
    async (request, reply) => {
      const { scope, par } = await parDoRh(request);
      return reply.code(201).send(await responder(engine, scope, par, request.body, parcialDe(request)));
    },
  );
}
