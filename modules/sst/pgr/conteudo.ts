/**
 * What a PGR holds (spec 02 §7 PGR, issue 17 item 8): nothing of its own beyond the cover — its
 * content is the history rows of the company's homogeneous groups meant for the PGR (finalidade
 * PGR or eSocial e PGR), of the same local and places, that are in force on some day of the
 * period, each with its environments and the conditions (risk items) that fill the PGR. The same
 * reading answers the PGR's calls, its list by period and the rows of its declared report.
 */
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import { emOrdemDeData } from '../historicos/vigente';

/** Which groups and which days: a PGR's period and places, or the list's query. */
export interface AbrangenciaPgr {
  dataIni: string;
  dataFim: string;
  /** 1 the employer's establishments, 2 third parties' (obras), as the groups' local. */
  localAmbiente: number;
  /** The places chosen; none: every group of the local. */
  estabelecimentosIds?: readonly number[];
  obrasIds?: readonly number[];
}

export interface HistoricoDoPgr {
  grupoHomogeneo: { id: number; nome: string };
  historico: { id: number; data: string; ate: string | null };
  ambientes: { id: number; nome: string }[];
  /** The row's conditions that fill the PGR (preencheRiscoPgr), in the order they were written. */
  condicoesIds: number[];
}

/** Finalidades whose groups belong in a PGR (an eSocial-only group does not). */
const FINALIDADES_PGR = ['PGR', 'eSocial_PGR'];

interface Historico {
  id: number;
  data: string;
}

const diaAnterior = (data: string): string => {
  const dia = new Date(`${data}T00:00:00Z`);
  dia.setUTCDate(dia.getUTCDate() - 1);
  return dia.toISOString().slice(0, 10);
};

/**
 * A group's rows in force on some day of [dataIni, dataFim]: a row holds from its date until the
 * day before the next one, so it counts when it starts by the end and the next starts after the beginning.
 */
function emVigorNoPeriodo(historicos: Historico[], dataIni: string, dataFim: string): { linha: Historico; ate: string | null }[] {
  const ordenados = emOrdemDeData(historicos);
  const linhas = typeof ordenados === 'string' ? [...historicos].sort((a, b) => a.data.localeCompare(b.data)) : ordenados;
  return linhas
    .map((linha, i) => ({ linha, proxima: linhas[i + 1]?.data }))
    .filter(({ linha, proxima }) => linha.data <= dataFim && (proxima === undefined || proxima > dataIni))
    .map(({ linha, proxima }) => ({ linha, ate: proxima === undefined ? null : diaAnterior(proxima) }));
}

/** The groups of the PGR's local and places meant for the PGR, by name. */
async function gruposDoLocal(db: Db, scope: Scope, abrangencia: AbrangenciaPgr): Promise<{ id: number; nome: string }[]> {
  const q = companyQuery(db, scope);
  const escolhidos = (abrangencia.localAmbiente === 2 ? abrangencia.obrasIds : abrangencia.estabelecimentosIds) ?? [];
  let grupos = q
    .selectFrom('grupo_homogeneo as g')
    .select(['g.id', 'g.nome'])
    .where('g.finalidade', 'in', FINALIDADES_PGR)
    .where('g.local_ambiente_grupo_homogeneo', '=', abrangencia.localAmbiente);
  if (escolhidos.length) {
    // The junction rows of the company's groups (the join restricts them): a group with any place chosen.
    const comLugar =
      abrangencia.localAmbiente === 2
        ? q.selectFrom('grupo_homogeneo as d').innerJoin('grupo_homogeneo__obras_ids as l', 'l.owner_id', 'd.id').select('d.id').where('l.target_id', 'in', [...escolhidos])
        : q.selectFrom('grupo_homogeneo as d').innerJoin('grupo_homogeneo__estabelecimentos_ids as l', 'l.owner_id', 'd.id').select('d.id').where('l.target_id', 'in', [...escolhidos]);
    grupos = grupos.where('g.id', 'in', comLugar);
  }
  const linhas = await grupos.orderBy('g.nome').orderBy('g.id').execute();
  return linhas.map((g) => ({ id: g.id, nome: g.nome ?? '' }));
}

/** The history rows a PGR of this period and places holds, groups by name, each group's rows by date; read in the company's row-level scope. */
export function historicosDoPgr(db: Db, scope: Scope, abrangencia: AbrangenciaPgr): Promise<HistoricoDoPgr[]> {
  return runInScope(scope, () => historicos(db, scope, abrangencia));
}

async function historicos(db: Db, scope: Scope, abrangencia: AbrangenciaPgr): Promise<HistoricoDoPgr[]> {
  const grupos = await gruposDoLocal(db, scope, abrangencia);
  if (!grupos.length) return [];
  const q = companyQuery(db, scope);
  const historicos = await q
    .selectFrom('historico_grupo_homogeneo')
    .select(['id', 'owner_id', 'data'])
    .where('owner_id', 'in', grupos.map((g) => g.id))
    .execute();
  const escolhidos = grupos.flatMap((grupo) =>
    emVigorNoPeriodo(
      historicos.filter((h) => h.owner_id === grupo.id).map((h) => ({ id: h.id, data: h.data ?? '' })),
      abrangencia.dataIni,
      abrangencia.dataFim,
    ).map(({ linha, ate }) => ({ grupo, linha, ate })),
  );
  if (!escolhidos.length) return [];
  const ids = escolhidos.map((e) => e.linha.id);
  const ambientes = await q
    .selectFrom('historico_grupo_homogeneo as h')
    .innerJoin('historico_grupo_homogeneo__ambientes as j', 'j.owner_id', 'h.id')
    .innerJoin(q.table('ambiente', 'a'), 'a.id', 'j.target_id')
    .select(['h.id as historico', 'a.id', 'a.nome_ambiente'])
    .where('h.id', 'in', ids)
    .orderBy('j.position')
    .execute();
  const condicoes = await q
    .selectFrom('condicao_ambiental')
    .select(['id', 'owner_id'])
    .where('owner_id', 'in', ids)
    .where('preenche_risco_pgr', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return escolhidos.map(({ grupo, linha, ate }) => ({
    grupoHomogeneo: grupo,
    historico: { id: linha.id, data: linha.data, ate },
    ambientes: ambientes.filter((a) => a.historico === linha.id).map((a) => ({ id: a.id, nome: a.nome_ambiente ?? '' })),
    condicoesIds: condicoes.filter((c) => c.owner_id === linha.id).map((c) => c.id),
  }));
}

export interface PgrGravado {
  dataInicio: string;
  dataFim: string;
  localAmbiente: number;
  estabelecimentosIds?: number[] | null;
  obrasIds?: number[] | null;
}

/** A saved PGR's period and places. */
export function abrangenciaDe(pgr: PgrGravado): AbrangenciaPgr {
  return { dataIni: pgr.dataInicio, dataFim: pgr.dataFim, localAmbiente: pgr.localAmbiente, estabelecimentosIds: pgr.estabelecimentosIds ?? [], obrasIds: pgr.obrasIds ?? [] };
}
