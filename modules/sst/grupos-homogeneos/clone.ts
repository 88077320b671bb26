/**
 * "Clonar" (spec 02 §7 homogeneous group: clone): a new group with another name, the same place,
 * and a copy of every history row with its environments and conditions, in the action's
 * transaction — through the engine, so each copy passes the same hooks (the classification is the
 * matrix's again) and is audited.
 */
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';

type Data = Record<string, unknown>;

/** A record's values without its identity, to be written as a new one. */
const semIdentidade = ({ id: _id, version: _version, createdAt: _c, updatedAt: _u, ...dados }: Data): Data => dados;

const todos = async (engine: Engine, trx: Db, scope: Scope, entidade: string, donoId: number) =>
  ((await engine.entities.list(engine.registry.get(entidade), scope, { unpaged: true, sort: 'id,asc' }, donoId, trx)) as { content: Data[] }).content;

export async function clonarGrupoHomogeneo(engine: Engine, trx: Db, scope: Scope, grupo: Data, nome: string): Promise<void> {
  const copia = await engine.entities.insertIn(trx, engine.registry.get('grupoHomogeneo'), scope, { ...semIdentidade(grupo), nome });
  for (const historico of await todos(engine, trx, scope, 'historicoGrupoHomogeneo', Number(grupo.id))) {
    const novo = await engine.entities.insertIn(trx, engine.registry.get('historicoGrupoHomogeneo'), scope, semIdentidade(historico), copia.id);
    for (const condicao of await todos(engine, trx, scope, 'condicaoAmbiental', Number(historico.id)))
      await engine.entities.insertIn(trx, engine.registry.get('condicaoAmbiental'), scope, semIdentidade(condicao), novo.id);
  }
}
