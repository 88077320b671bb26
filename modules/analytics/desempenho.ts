/**
 * The performance dashboard: the evaluations whose period meets the filter's (with places, those
 * with an avaliado in them, and only those avaliados counted); for one of them
 * (the latest ending unless asked) its avaliados by desempenho band and its Nine Box counts (the Nine Box's own
 * placement, ninebox/grafico.ts); and, for a talent, the competency radar — the weight of the
 * level the talent's faixa requires today against the level of the talent's latest assessment,
 * weights of the level configuration in force today.
 */
import { sql } from 'kysely';
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
import { temLugar, type Filtro } from './filtro';
import { noLugar } from './lugares';

/** Desempenho bands (%), the Nine Box's default thresholds. */
const FAIXAS = [
  { nome: 'Até 33%', ate: 33 },
  { nome: 'De 33% a 66%', ate: 66 },
  { nome: 'Acima de 66%', ate: Infinity },
];

/** The filter's places as a condition on the evaluation row `av`: one of its avaliados is there. */
function comAvaliadoNoLugar(db: Db, scope: Scope, filtro: Filtro) {
  const q = companyQuery(db, scope);
  return q
    .selectFrom('participante_avaliacao_desempenho as p')
    .innerJoin(q.table('colaborador', 'c'), 'c.id', 'p.avaliado_id')
    .where('p.avaliacao_desempenho_id', '=', sql<number>`av.id`)
    .where(noLugar(filtro, 'c.estabelecimento_id', 'c.area_organizacional_id'))
    .select(sql`1`.as('um'));
}

/** The evaluation's avaliados in the filter's places; null when the filter has no places (all count). */
async function avaliadosNoLugar(db: Db, scope: Scope, filtro: Filtro, avaliacaoId: number): Promise<Set<number> | null> {
  if (!temLugar(filtro)) return null;
  const q = companyQuery(db, scope);
  const linhas = await q
    .selectFrom('participante_avaliacao_desempenho as p')
    .innerJoin(q.table('colaborador', 'c'), 'c.id', 'p.avaliado_id')
    .where('p.avaliacao_desempenho_id', '=', avaliacaoId)
    .where(noLugar(filtro, 'c.estabelecimento_id', 'c.area_organizacional_id'))
    .select('c.id')
    .distinct()
    .execute();
  return new Set(linhas.map((l) => l.id));
}

async function resultados(db: Db, scope: Scope, avaliacaoId: number, avaliados: Set<number> | null): Promise<Fatia[]> {
  const contagem = FAIXAS.map(() => 0);
  for (const { colaboradorId, desempenho } of await desempenhoEPotencial(db, scope, avaliacaoId)) {
    if (desempenho !== null && (!avaliados || avaliados.has(colaboradorId))) contagem[FAIXAS.findIndex((f) => desempenho <= f.ate)]! += 1;
  }
  return FAIXAS.map((f, i) => ({ id: null, nome: f.nome, valor: contagem[i]! })).filter((f) => f.valor > 0);
}

type DoNineBox = Pick<AnalyticsDesempenho, 'nineBox' | 'nineBoxMensagem' | 'nineBoxEixoInvertido'>;

async function nineBox(engine: Engine, db: Db, scope: Scope, avaliacaoId: number, avaliados: Set<number> | null): Promise<DoNineBox> {
  try {
    const grafico = await graficoDoNineBox(engine, db, scope, avaliacaoId);
    const contados = (box: (typeof grafico.boxes)[number]) => (avaliados ? box.colaboradores.filter((c) => avaliados.has(c.id)).length : box.quantidade);
    return {
      nineBox: grafico.boxes.map((box) => ({ numero: box.numero, nomeclatura: box.nomeclatura, quantidade: contados(box) })),       nineBoxMensagem: null,
      nineBoxEixoInvertido: grafico.eixoInvertido,
    };
  } catch (erro) {
    if (erro instanceof AppError && erro.statusCode === 409) return { nineBox: [], nineBoxMensagem: erro.message, nineBoxEixoInvertido: false };
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
      .selectFrom('avaliacao_desempenho as av')
      .select(['av.id', 'av.titulo', 'av.data_fim'])
      .where('av.data_ini', '<=', filtro.dataFim)
      .where('av.data_fim', '>=', filtro.dataIni)
      .$if(temLugar(filtro), (qb) => qb.where((eb) => eb.exists(comAvaliadoNoLugar(db, scope, filtro))))
      .orderBy('av.data_fim', 'desc')
      .orderBy('av.id', 'desc')
      .execute()
  ).map((a) => ({ id: a.id, titulo: a.titulo ?? '', dataFim: String(a.data_fim) }));
  const escolhida = avaliacaoId === undefined ? avaliacoes[0] : avaliacoes.find((a) => a.id === avaliacaoId);
  const avaliados = escolhida ? await avaliadosNoLugar(db, scope, filtro, escolhida.id) : null;
  return {
    periodo: { dataIni: filtro.dataIni, dataFim: filtro.dataFim },
    avaliacoes,
    avaliacao: escolhida ? { id: escolhida.id, titulo: escolhida.titulo } : null,
    resultados: escolhida ? await resultados(db, scope, escolhida.id, avaliados) : [],
    ...(escolhida ? await nineBox(engine, db, scope, escolhida.id, avaliados) : { nineBox: [], nineBoxMensagem: null, nineBoxEixoInvertido: false }),
    radar: colaboradorId === undefined ? null : await radar(engine, db, scope, colaboradorId),
  };
}
