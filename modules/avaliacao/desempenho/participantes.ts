/**
 * The participants of a performance evaluation written in bulk (spec §3/§4): each action is
 * one INSERT … SELECT (or DELETE) over the company's talents and the area tree, however many
 * thousands of pairs it makes, never a loop of inserts. A row without avaliador is an avaliado
 * waiting for their avaliadores; it goes once they have one. Pairs that already answered stay.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Engine } from '../../../server/engine';
import { actionRefused } from '../../../server/crud/actions';
import { referenceId } from '../../../engine/table/reference-id';
import { gestao } from './hierarquia';
import { respondeu } from './respondidos';

type Data = Record<string, unknown>;
type Tipo = 'R' | 'U' | 'L' | 'A' | 'P';
interface Par {
  avaliado_id: number;
  avaliador_id: number | null;
  tipo: string | null;
}

const PROPRIEDADES = ['avaliacaoDesempenho', 'avaliado', 'avaliador', 'tipo'] as const;
const NAO_PERMITE_AUTOAVALIACAO = 'A avaliação não permite autoavaliação.';
const NENHUM_TALENTO = 'Nenhum talento ativo foi encontrado para avaliar.';

const tipo = (value: Tipo | null) => (value ? sql<string>`${value}::text` : sql<string | null>`null::text`).as('tipo');
const semAvaliador = sql<number | null>`null::integer`.as('avaliador_id');

/** The active talents chosen as avaliados: by id or by área. */
function avaliadosEscolhidos(trx: Db, scope: Scope, body: Data) {
  const query = companyQuery(trx, scope).selectFrom('colaborador as c').select('c.id').where('c.data_desligamento', 'is', null);
  return body.preencherPor === 'A' ? query.where('c.area_organizacional_id', 'in', body.areasIds as number[]) : query.where('c.id', 'in', body.colaboradoresIds as number[]);
}

/** The talents already avaliados in the evaluation. */
function avaliadosDa(trx: Db, scope: Scope, avaliacaoId: number) {
  return companyQuery(trx, scope).selectFrom('participante_avaliacao_desempenho as pa').select('pa.avaliado_id as id').where('pa.avaliacao_desempenho_id', '=', avaliacaoId);
}

type Avaliados = ReturnType<typeof avaliadosEscolhidos> | ReturnType<typeof avaliadosDa>;

interface Relacoes {
  placeholders?: boolean;
  lideres?: boolean;
  liderados?: boolean;
  pares?: boolean;
  auto?: boolean;
  /** One avaliador for every avaliado, with this relation. */
  avaliador?: { id: number; tipo: Tipo };
}

/**
 * Inserts the pairs (avaliado, avaliador, relation) the relations give for these avaliados,
 * skipping those the evaluation has; a pair two relations give keeps the first of U, L, A, P, R.
 */
async function inserirPares(engine: Engine, trx: Db, scope: Scope, avaliacao: Data, avaliados: Avaliados, relacoes: Relacoes): Promise<number> {
  const avaliacaoId = Number(avaliacao.id);
  const q = companyQuery(trx, scope);
  const talentos = () => q.selectFrom('colaborador as c').where('c.id', 'in', avaliados);
  const hierarquia = () => trx.selectFrom(gestao(trx, scope, avaliacao.consideraRespCorespHierarquia === true).as('g'));
  const partes = [
    relacoes.placeholders && talentos().select(['c.id as avaliado_id', semAvaliador, tipo(null)]),
    relacoes.auto && talentos().select(['c.id as avaliado_id', 'c.id as avaliador_id', tipo('U')]),
    relacoes.lideres && hierarquia().where('g.liderado', 'in', avaliados).select(['g.liderado as avaliado_id', 'g.gestor as avaliador_id', tipo('L')]),
    relacoes.liderados && hierarquia().where('g.gestor', 'in', avaliados).select(['g.gestor as avaliado_id', 'g.liderado as avaliador_id', tipo('A')]),
    relacoes.pares &&
      q
        .selectFrom(['colaborador as c', 'colaborador as p'])
        .where('c.id', 'in', avaliados)
        .whereRef('p.area_organizacional_id', '=', 'c.area_organizacional_id')
        .whereRef('p.id', '<>', 'c.id')
        .where('p.data_desligamento', 'is', null)
        .select(['c.id as avaliado_id', 'p.id as avaliador_id', tipo('P')]),
    relacoes.avaliador && talentos().select(['c.id as avaliado_id', sql<number>`${relacoes.avaliador.id}::integer`.as('avaliador_id'), tipo(relacoes.avaliador.tipo)]),
  ].filter((parte) => !!parte);
  if (!partes.length) return 0;
  const todas = sql<Par>`(${sql.join(partes, sql` union all `)})`;
  const ordem = sql`position(coalesce(u.tipo, 'Z') in 'ULAPRZ')`;
  const ativos = q.selectFrom('colaborador as at').select('at.id').where('at.data_desligamento', 'is', null);
  const existentes = (eb: { ref(r: string): Expression<unknown> }) =>
    q
      .selectFrom('participante_avaliacao_desempenho as e')
      .select('e.id')
      .where('e.avaliacao_desempenho_id', '=', avaliacaoId)
      .whereRef('e.avaliado_id', '=', 'u.avaliado_id' as never)
      .where(sql<SqlBool>`e.avaliador_id is not distinct from ${eb.ref('u.avaliador_id')}`);
  const linhas = trx
    .selectFrom(todas.as('u'))
    .distinctOn(['u.avaliado_id', 'u.avaliador_id'])
    .select([sql<number>`${avaliacaoId}::integer`.as('avaliacao_desempenho_id'), 'u.avaliado_id', 'u.avaliador_id', 'u.tipo'])
    .where((eb) => eb.or([eb('u.avaliador_id', 'is', null), eb('u.avaliador_id', 'in', ativos)]))
    .where((eb) => eb.not(eb.exists(existentes(eb))))
    .orderBy('u.avaliado_id')
    .orderBy('u.avaliador_id')
    .orderBy(ordem);
  const entity = engine.registry.get('participanteAvaliacaoDesempenho');
  const feitos = await engine.entities.insertSelectedIn(trx, entity, scope, PROPRIEDADES, linhas);
  await semEsperaPorAvaliador(engine, trx, scope, avaliacaoId);
  return feitos;
}

/** The waiting rows (no avaliador) of avaliados who now have one. */
async function semEsperaPorAvaliador(engine: Engine, trx: Db, scope: Scope, avaliacaoId: number): Promise<void> {
  // One pass over the evaluation's rows, each counting its avaliado's avaliadores: no join for the
  // planner to loop over (right after a bulk fill the table has no statistics, and the semi-join it
  // chose scanned every pair per waiting row: 10 s at 20,000 pairs).
  const linhas = companyQuery(trx, scope)
    .selectFrom('participante_avaliacao_desempenho as p')
    .select(['p.id', 'p.avaliador_id', sql<number>`count(p.avaliador_id) over (partition by p.avaliado_id)`.as('avaliadores')])
    .where('p.avaliacao_desempenho_id', '=', avaliacaoId);
  const esperando = trx.selectFrom(linhas.as('w')).select('w.id').where('w.avaliador_id', 'is', null).where('w.avaliadores', '>', 0);
  await engine.entities.deleteSelectedIn(trx, engine.registry.get('participanteAvaliacaoDesempenho'), scope, PROPRIEDADES, esperando);
}

/** "Preencher participantes": the avaliados chosen (talents or áreas) and the avaliadores the hierarchy gives them. */
export async function preencherParticipantes(engine: Engine, trx: Db, scope: Scope, avaliacao: Data, body: Data): Promise<void> {
  if (body.geraAutoavaliacao === true && avaliacao.permiteAutoAvaliacao !== true) throw actionRefused(NAO_PERMITE_AUTOAVALIACAO);
  const avaliados = avaliadosEscolhidos(trx, scope, body);
  const algum = await avaliados.limit(1).executeTakeFirst();
  if (!algum) throw actionRefused(NENHUM_TALENTO);
  await inserirPares(engine, trx, scope, avaliacao, avaliados, {
    placeholders: true,
    lideres: body.preencheAvaliadosLideres === true,
    liderados: body.preencheAvaliadosLiderados === true,
    pares: body.preencheAvaliadosPares === true,
    auto: body.geraAutoavaliacao === true,
  });
}

/** One avaliador for several avaliados (spec §5: the avaliador required, avaliados at least 1). */
export async function avaliadosDoAvaliador(engine: Engine, trx: Db, scope: Scope, avaliacao: Data, body: Data): Promise<void> {
  const avaliadorId = referenceId(body.avaliador)!;
  const relacao = body.tipo as Tipo;
  if (relacao === 'U') throw actionRefused('Use "Incluir autoavaliações" para a autoavaliação.');
  const avaliados = companyQuery(trx, scope).selectFrom('colaborador as c').select('c.id').where('c.data_desligamento', 'is', null).where('c.id', 'in', body.avaliadosIds as number[]).where('c.id', '<>', avaliadorId);
  await inserirPares(engine, trx, scope, avaliacao, avaliados, { avaliador: { id: avaliadorId, tipo: relacao } });
}

/** "Incluir autoavaliações": every avaliado of the evaluation evaluates themself. */
export async function incluirAutoavaliacoes(engine: Engine, trx: Db, scope: Scope, avaliacao: Data): Promise<void> {
  await inserirPares(engine, trx, scope, avaliacao, avaliadosDa(trx, scope, Number(avaliacao.id)), { auto: true });
}

/** Removes the chosen avaliadores' pairs (none chosen: every avaliador), but not a pair that answered. */
export async function removerAvaliadores(engine: Engine, trx: Db, scope: Scope, avaliacao: Data, body: Data): Promise<void> {
  const avaliacaoId = Number(avaliacao.id);
  const escolhidos = (body.avaliadoresIds as number[] | undefined) ?? [];
  let pares = companyQuery(trx, scope)
    .selectFrom('participante_avaliacao_desempenho as p')
    .select('p.id')
    .where('p.avaliacao_desempenho_id', '=', avaliacaoId)
    .where('p.avaliador_id', 'is not', null)
    .where((eb) => eb.not(respondeu(trx, scope)));
  if (escolhidos.length) pares = pares.where('p.avaliador_id', 'in', escolhidos);
  // An avaliado left without avaliadores waits for new ones.
  const avaliados = (await avaliadosDa(trx, scope, avaliacaoId).distinct().execute()).map((a) => a.id!);
  const entity = engine.registry.get('participanteAvaliacaoDesempenho');
  await engine.entities.deleteSelectedIn(trx, entity, scope, PROPRIEDADES, pares);
  if (!avaliados.length) return;
  const deles = companyQuery(trx, scope).selectFrom('colaborador as c').select('c.id').where('c.id', 'in', avaliados);
  await inserirPares(engine, trx, scope, avaliacao, deles, { placeholders: true });
}

/** Removes the chosen avaliados with their pairs, but not a pair that answered. */
export async function removerAvaliados(engine: Engine, trx: Db, scope: Scope, avaliacao: Data, body: Data): Promise<void> {
  const linhas = companyQuery(trx, scope)
    .selectFrom('participante_avaliacao_desempenho as p')
    .select('p.id')
    .where('p.avaliacao_desempenho_id', '=', Number(avaliacao.id))
    .where('p.avaliado_id', 'in', body.avaliadosIds as number[])
    .where((eb) => eb.not(respondeu(trx, scope)));
  await engine.entities.deleteSelectedIn(trx, engine.registry.get('participanteAvaliacaoDesempenho'), scope, PROPRIEDADES, linhas);
}
