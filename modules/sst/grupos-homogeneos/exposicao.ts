/**
 * The environmental conditions a talent is exposed to on a date (brief item 3, what the S-2240
 * events are built from): the talent's history row in force gives the environment; each
 * homogeneous group whose history row in force that day lists that environment gives its
 * conditions (risk items). Plain data, read through the engine in the session's company.
 */
import type { Db } from '../../../server/db/database';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Engine } from '../../../server/engine';
import type { CondicaoAmbientalRegistro, GrupoHomogeneoRegistro } from '../../../generated/entities';
import { MOTIVO_DESLIGAMENTO } from '../../gestao-talentos/desligamento/desligar';
import { vigenteEm } from '../historicos/vigente';

export interface GrupoExposto {
  grupoHomogeneo: { id: number; nome: string; finalidade: GrupoHomogeneoRegistro['finalidade'] };
  /** The group's history row in force on the date: from when its conditions hold. */
  historico: { id: number; data: string };
  condicoes: (CondicaoAmbientalRegistro & { id: number })[];
}

export interface ExposicaoNaData {
  colaboradorId: number;
  data: string;
  /** The talent's environment on the date (none before the first history row, after a dismissal, or when the row names none). */
  ambienteId?: number;
  grupos: GrupoExposto[];
}

/** The talent's history row in force on `data`: the latest not after it (its environment, function and motive). */
export function historicoNaData(db: Db, scope: Scope, colaboradorId: number, data: string) {
  return companyQuery(db, scope)
    .selectFrom('historico_colaborador')
    .select(['ambiente_id', 'funcao_id', 'motivo'])
    .where('owner_id', '=', colaboradorId)
    .where('data', '<=', data)
    .orderBy('data', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The talent's environment on `data`, unless the row in force is the dismissal. */
async function ambienteDoColaborador(db: Db, scope: Scope, colaboradorId: number, data: string): Promise<number | undefined> {
  const linha = await historicoNaData(db, scope, colaboradorId, data);
  return linha && linha.motivo !== MOTIVO_DESLIGAMENTO ? (linha.ambiente_id ?? undefined) : undefined;
}

/** Read in the company's row-level scope, as the engine's own reads are (callers outside a request: the S-2240 builder). */
export function exposicaoNaData(engine: Engine, scope: Scope, colaboradorId: number, data: string, db: Db = engine.db): Promise<ExposicaoNaData> {
  return runInScope(scope, () => exposicao(engine, scope, colaboradorId, data, db));
}

async function exposicao(engine: Engine, scope: Scope, colaboradorId: number, data: string, db: Db): Promise<ExposicaoNaData> {
  const ambienteId = await ambienteDoColaborador(db, scope, colaboradorId, data);
  if (ambienteId === undefined) return { colaboradorId, data, grupos: [] };
  const historicos = await companyQuery(db, scope)
    .selectFrom('historico_grupo_homogeneo as h')
    .innerJoin('grupo_homogeneo as g', 'g.id', 'h.owner_id')
    .select(['h.id', 'h.data', 'h.owner_id', 'g.nome', 'g.finalidade'])
    .where('h.data', '<=', data)
    .execute();
  const porGrupo = new Map<number, (typeof historicos)[number][]>();
  for (const linha of historicos) porGrupo.set(linha.owner_id!, [...(porGrupo.get(linha.owner_id!) ?? []), linha]);
  const historico = engine.registry.get('historicoGrupoHomogeneo');
  const condicao = engine.registry.get('condicaoAmbiental');
  const grupos: GrupoExposto[] = [];
  for (const [grupoId, linhas] of porGrupo) {
    const vigente = vigenteEm(linhas.map((linha) => ({ ...linha, data: linha.data! })), data)!;
    const registro = (await engine.entities.get(historico, scope, vigente.id, db)) as unknown as { ambientes: number[] };
    if (!registro.ambientes.includes(ambienteId)) continue;
    const condicoes = (await engine.entities.list(condicao, scope, { unpaged: true, sort: 'id,asc' }, vigente.id, db)) as unknown as { content: GrupoExposto['condicoes'] };
    grupos.push({
      grupoHomogeneo: { id: grupoId, nome: vigente.nome!, finalidade: vigente.finalidade as GrupoExposto['grupoHomogeneo']['finalidade'] },
      historico: { id: vigente.id, data: vigente.data },
      condicoes: condicoes.content,
    });
  }
  return { colaboradorId, data, ambienteId, grupos: grupos.sort((a, b) => a.grupoHomogeneo.nome.localeCompare(b.grupoHomogeneo.nome, 'pt-BR')) };
}
