/**
 * A survey's results, from the answers sent (never the drafts): per question, how many chose each
 * alternative, how many gave each grade and their mean, and the texts written — sorted, so their
 * order says nothing of who wrote them or when. The NPS reads the survey's first Nota question.
 */
import type { FastifyInstance } from 'fastify';
import { recordId } from '../../../server/crud/path-id';
import { readScope } from '../../../server/crud/request-scope';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import type { RouteDoc } from '../../../server/openapi';
import { perguntasDoModelo } from '../questionario/modelos';
import { TIPO_PERGUNTA, type RespostaPontuada } from '../questionario/pontuacao';
import type { Pergunta } from '../questionario/questionario.api';
import { nps, npsPorMes } from './nps';
import { participantes } from './participantes';
import type { NpsDaPesquisa, ResultadoPergunta, ResultadoPesquisa } from './pesquisas.api';

const doc = (openapi: RouteDoc) => ({ config: { openapi } });
const duasCasas = (valor: number) => Math.round(valor * 100) / 100;
const emOrdemAlfabetica = (textos: string[]) => [...textos].sort((a, b) => a.localeCompare(b, 'pt-BR'));

/** The survey's heading and the answers sent to it (404 when not of the company). */
export async function respostasDaPesquisa(trx: Db, scope: Scope, pesquisaId: number) {
  const pesquisa = await companyQuery(trx, scope)
    .selectFrom('pesquisa')
    .select(['id', 'titulo', 'tipo', 'anonima', 'modelo_id as modeloId'])
    .where('id', '=', pesquisaId)
    .executeTakeFirst();
  if (!pesquisa) throw errors.notFound();
  const linhas = await companyQuery(trx, scope)
    .selectFrom('colaborador_questionario')
    .select(['data', 'respostas'])
    .where('pesquisa_id', '=', pesquisaId)
    .where('respondido_parcialmente', '=', false)
    .execute();
  return { pesquisa, respostas: linhas.map((linha) => ({ data: String(linha.data), respostas: (linha.respostas ?? []) as unknown as RespostaPontuada[] })) };
}

/** One question's results from the answers given to it. */
export function resultadoDaPergunta(pergunta: Pergunta, ordem: number, dadas: RespostaPontuada[]): ResultadoPergunta {
  const respondidas = dadas.filter((r) => r.respostaId !== undefined || r.respostasIds?.length || r.nota !== undefined || r.comentario);
  const textos = emOrdemAlfabetica(respondidas.flatMap((r) => (r.comentario ? [r.comentario] : [])));
  const base = { perguntaId: pergunta.id, ordem, texto: pergunta.texto, tipo: pergunta.tipo, ...(pergunta.aspecto ? { aspecto: pergunta.aspecto } : {}), respostas: respondidas.length, textos };
  if (pergunta.tipo === TIPO_PERGUNTA.OBJETIVA || pergunta.tipo === TIPO_PERGUNTA.MULTIPLA_ESCOLHA) {
    const escolhas = respondidas.flatMap((r) => r.respostasIds ?? (r.respostaId !== undefined ? [r.respostaId] : []));
    return { ...base, alternativas: (pergunta.respostas ?? []).map((alternativa, i) => ({ texto: alternativa.texto, quantidade: escolhas.filter((n) => n === i + 1).length })) };
  }
  if (pergunta.tipo === TIPO_PERGUNTA.NOTA) {
    const notas = respondidas.flatMap((r) => (r.nota !== undefined ? [r.nota] : []));
    const [minima, maxima] = [pergunta.notaMinima ?? 1, pergunta.notaMaxima ?? 10];
    return {
      ...base,
      notas: Array.from({ length: maxima - minima + 1 }, (_, i) => ({ nota: minima + i, quantidade: notas.filter((n) => n === minima + i).length })),
      media: notas.length ? duasCasas(notas.reduce((soma, n) => soma + n, 0) / notas.length) : null,
    };
  }
  return base;
}

export async function resultadoDaPesquisa(engine: Pick<Engine, 'registry'>, trx: Db, scope: Scope, pesquisaId: number): Promise<ResultadoPesquisa> {
  const { pesquisa, respostas } = await respostasDaPesquisa(trx, scope, pesquisaId);
  const perguntas = pesquisa.modeloId ? await perguntasDoModelo(engine, trx, scope.empresaId, pesquisa.modeloId) : [];
  return {
    id: pesquisa.id,
    titulo: String(pesquisa.titulo),
    tipo: String(pesquisa.tipo),
    anonima: Boolean(pesquisa.anonima),
    participantes: (await participantes(trx, scope, pesquisaId)).length,
    respondidas: respostas.length,
    perguntas: perguntas.map((pergunta, i) =>
      resultadoDaPergunta(pergunta, i + 1, respostas.flatMap((r) => r.respostas.filter((dada) => dada.perguntaId === pergunta.id))),
    ),
  };
}

export async function npsDaPesquisa(engine: Engine, trx: Db, scope: Scope, pesquisaId: number): Promise<NpsDaPesquisa> {
  const { pesquisa, respostas } = await respostasDaPesquisa(trx, scope, pesquisaId);
  const perguntas = pesquisa.modeloId ? await perguntasDoModelo(engine, trx, scope.empresaId, pesquisa.modeloId) : [];
  const pergunta = perguntas.find((p) => p.tipo === TIPO_PERGUNTA.NOTA);
  const notas = respostas.flatMap(({ data, respostas: dadas }) => dadas.filter((r) => r.perguntaId === pergunta?.id && r.nota !== undefined).map((r) => ({ data, nota: r.nota! })));
  return { id: pesquisa.id, titulo: String(pesquisa.titulo), ...nps(notas.map((n) => n.nota)), meses: npsPorMes(notas) };
}

export function registerResultados(app: FastifyInstance, engine: Engine): void {
  const pesquisa = engine.registry.get('pesquisa');
  app.get('/api/pesquisas/:id/resultados', doc({ summary: 'Os resultados da pesquisa por pergunta: alternativas, notas e média, textos; sem quem respondeu', response: 'ResultadoPesquisa' }), async (request) => {
    const scope = readScope(request, pesquisa);
    return runInScope(scope, () => resultadoDaPesquisa(engine, engine.db, scope, recordId(request)));
  });
  app.get('/api/pesquisas/:id/nps', doc({ summary: 'O NPS da pesquisa: o score, os promotores, neutros e detratores e o score mês a mês', response: 'NpsDaPesquisa' }), async (request) => {
    const scope = readScope(request, pesquisa);
    return runInScope(scope, () => npsDaPesquisa(engine, engine.db, scope, recordId(request)));
  });
}
