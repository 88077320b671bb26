/**
 * The competences of a performance evaluation (spec 02 §3 avaliarCompetenciasCargo,
 * avaliarSomenteCompetencias; doc 02 "configsNiveisCompetenciasFaixaSalariais"): each avaliador
 * gives a level to every competence the avaliado's faixa requires on the day of the answer. The
 * levels travel with the answers (kept as given while partial); the final answer writes them as
 * one of the talent's competence assessments, dated that day, tied to the evaluation and — unless
 * the evaluation is anonymous — to the avaliador. The checks are the talent's assessment's own.
 */
import { today } from '../../../engine/validation/brazilian';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { configuracaoVigente } from '../../cargo-salario/competencias/niveis';
import { competenciasExigidas, conferirNiveis } from '../../cargo-salario/competencias/talento';
import type { CompetenciasDoAvaliado, NivelDado } from './desempenho.api';

/** Whether the evaluation asks the avaliadores for the competences' levels. */
export const avaliaCompetencias = (a: { avaliarCompetenciasCargo: boolean; avaliarSomenteCompetencias: boolean }) => a.avaliarCompetenciasCargo || a.avaliarSomenteCompetencias;

/** The grid an avaliador fills for the avaliado today, with the levels given so far. */
export async function competenciasDoAvaliado(engine: Engine, trx: Db, scope: Scope, avaliadoId: number, exibirExigido: boolean, dados: NivelDado[]): Promise<CompetenciasDoAvaliado> {
  const data = today();
  const exigidas = await competenciasExigidas(engine, trx, scope, avaliadoId, data);
  const vigente = await configuracaoVigente(trx, scope, data);
  const mensagem = exigidas.mensagem ?? (vigente ? undefined : 'Não há configuração dos níveis de competência em vigor nesta data.');
  return {
    faixaSalarial: exigidas.faixaSalarial,
    itens: exigidas.competencias.map((c) => ({ ...c, nivelExigido: exibirExigido ? c.nivelExigido : null })),
    escala: vigente?.niveis ?? [],
    ...(mensagem && { mensagem }),
    dados,
  };
}

/**
 * Checks the levels given (all of them in a final answer); refusals name the row,
 * `competencias.N.…`. Answers whether there are levels to keep: none when the avaliado's faixa
 * requires no competence today (the questionnaire is then answered alone).
 */
export async function conferirNiveisDados(engine: Engine, trx: Db, scope: Scope, avaliadoId: number, niveis: NivelDado[], parcial: boolean): Promise<boolean> {
  if (!niveis.length) {
    const exigidas = await competenciasExigidas(engine, trx, scope, avaliadoId, today());
    if (!exigidas.competencias.length || parcial) return false;
  }
  // The check fills each row with what it found (level required, weights): on a copy.
  await conferirNiveis(trx, scope, avaliadoId, today(), undefined, structuredClone(niveis) as unknown as Record<string, unknown>[], !parcial);
  return niveis.length > 0;
}

/** The final answer's levels as the talent's assessment; answers its id. */
export async function gravarAvaliacaoDeCompetencias(engine: Engine, trx: Db, scope: Scope, pedido: { avaliacaoId: number; avaliadoId: number; avaliadorId: number | null; niveis: NivelDado[] }): Promise<number> {
  const avaliacao = await engine.entities.insertIn(
    trx,
    engine.registry.get('configuracaoNivelCompetenciaColaborador'),
    scope,
    {
      data: today(),
      avaliacaoDesempenho: { id: pedido.avaliacaoId },
      ...(pedido.avaliadorId !== null && { avaliador: { id: pedido.avaliadorId } }),
      competencias: structuredClone(pedido.niveis),
    },
    pedido.avaliadoId,
  );
  return Number(avaliacao.id);
}
