/**
 * The performance dashboard: the evaluations whose period meets the filter's; for one of them
 * (the latest ending unless asked) its avaliados by desempenho band and its Nine Box counts (the Nine Box's own
 * placement, ninebox/grafico.ts); and, for a talent, the competency radar — the weight of the
 * level the talent's faixa requires today against the level of the talent's latest assessment,
 * weights of the level configuration in force today.
 */
import { today } from '../../engine/validation/brazilian';
import type { Db } from '../../server/db/database';
import { companyQuery } from '../../server/db/scoped-query';
import type { Scope } from '../../server/db/tenant-context';
import type { Engine } from '../../server/engine';
import { AppError } from '../../server/errors';
import { desempenhoEPotencial } from '../avaliacao/desempenho/resultados';
import { graficoDoNineBox } from '../avaliacao/ninebox/grafico';
import { chave } from '../cargo-salario/competencias/competencia';
import { configuracaoVigente } from '../cargo-salario/competencias/niveis';
import { competenciasExigidas, niveisDaUltimaAvaliacao } from '../cargo-salario/competencias/talento';
import type { AnalyticsDesempenho, Fatia } from './analytics.api';
import type { Filtro } from './filtro';

/** Desempenho bands (%), the Nine Box's default thresholds. */
const FAIXAS = [
  { nome: 'Até 33%', ate: 33 },
  { nome: 'De 33% a 66%', ate: 66 },
  { nome: 'Acima de 66%', ate: Infinity },
];

async function resultados(db: Db, scope: Scope, avaliacaoId: number): Promise<Fatia[]> {
  const contagem = FAIXAS.map(() => 0);
  for (const { desempenho } of await desempenhoEPotencial(db, scope, avaliacaoId)) {
    if (desempenho !== null) contagem[FAIXAS.findIndex((f) => desempenho <= f.ate)]! += 1;
  }
  return FAIXAS.map((f, i) => ({ id: null, nome: f.nome, valor: contagem[i]! })).filter((f) => f.valor > 0);
}

async function nineBox(engine: Engine, db: Db, scope: Scope, avaliacaoId: number): Promise<Pick<AnalyticsDesempenho, 'nineBox' | 'nineBoxMensagem'>> {
  try {
    const grafico = await graficoDoNineBox(engine, db, scope, avaliacaoId);
    return { nineBox: grafico.boxes.map(({ numero, nomeclatura, quantidade }) => ({ numero, nomeclatura, quantidade })), nineBoxMensagem: null };
  } catch (erro) {
    if (erro instanceof AppError && erro.statusCode === 409) return { nineBox: [], nineBoxMensagem: erro.message };
    throw erro;
  }
}

async function radar(engine: Engine, db: Db, scope: Scope, colaboradorId: number): Promise<AnalyticsDesempenho['radar']> {
  const hoje = today();
  const exigidas = await competenciasExigidas(engine, db, scope, colaboradorId, hoje);
  const talento = await companyQuery(db, scope).selectFrom('colaborador').select(['id', 'nome']).where('id', '=', colaboradorId).executeTakeFirstOrThrow();
  const dadas = await niveisDaUltimaAvaliacao(db, scope, colaboradorId);
  const peso = new Map((await configuracaoVigente(db, scope, hoje))?.niveis.map((n) => [n.nivelCompetencia.id, n.ordem]) ?? []);
  return {
    colaborador: { id: talento.id, nome: talento.nome ?? '' },
    faixaSalarial: exigidas.faixaSalarial?.descricao ?? null,
    mensagem: exigidas.mensagem ?? null,
    competencias: exigidas.competencias.map((c) => {
      const nivel = dadas.get(chave(c.tipoCompetencia, c.id));
      return { nome: c.nome, exigido: peso.get(c.nivelExigido.id) ?? null, talento: nivel === undefined ? null : (peso.get(nivel) ?? null) };
    }),
  };
}

export async function analyticsDesempenho(engine: Engine, db: Db, scope: Scope, filtro: Filtro, avaliacaoId?: number, colaboradorId?: number): Promise<AnalyticsDesempenho> {
  const avaliacoes = (
    await companyQuery(db, scope)
      .selectFrom('avaliacao_desempenho')
      .select(['id', 'titulo', 'data_fim'])
      .where('data_ini', '<=', filtro.dataFim)
      .where('data_fim', '>=', filtro.dataIni)
      .orderBy('data_fim', 'desc')
      .orderBy('id', 'desc')
      .execute()
  ).map((a) => ({ id: a.id, titulo: a.titulo ?? '', dataFim: String(a.data_fim) }));
  const escolhida = avaliacaoId === undefined ? avaliacoes[0] : avaliacoes.find((a) => a.id === avaliacaoId);
  return {
    periodo: { dataIni: filtro.dataIni, dataFim: filtro.dataFim },
    avaliacoes,
    avaliacao: escolhida ? { id: escolhida.id, titulo: escolhida.titulo } : null,
    resultados: escolhida ? await resultados(db, scope, escolhida.id) : [],
    ...(escolhida ? await nineBox(engine, db, scope, escolhida.id) : { nineBox: [], nineBoxMensagem: null }),
    radar: colaboradorId === undefined ? null : await radar(engine, db, scope, colaboradorId),
  };
}
