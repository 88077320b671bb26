/**
 * "Clonar": a new evaluation with the same settings and participants under another title, not
 * released and without answers (spec §7: clone), in the action's transaction.
 */
import { sql } from 'kysely';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Engine } from '../../../server/engine';

type Data = Record<string, unknown>;

/** What a clone does not take: the record's identity and what answering made. */
const PROPRIAS = ['id', 'version', 'createdAt', 'updatedAt', 'liberada', 'possuiResposta'];

export async function clonarAvaliacao(engine: Engine, trx: Db, scope: Scope, avaliacao: Data, titulo: string): Promise<void> {
  const entity = engine.registry.get('avaliacaoDesempenho');
  const dados = Object.fromEntries(Object.entries(avaliacao).filter(([name]) => !PROPRIAS.includes(name)));
  const copia = await engine.entities.insertIn(trx, entity, scope, { ...dados, titulo, liberada: false, possuiResposta: false });
  const participantes = companyQuery(trx, scope)
    .selectFrom('participante_avaliacao_desempenho as p')
    .where('p.avaliacao_desempenho_id', '=', Number(avaliacao.id))
    .select([sql<number>`${copia.id}::integer`.as('avaliacao_desempenho_id'), 'p.avaliado_id', 'p.avaliador_id', 'p.tipo']);
  await engine.entities.insertSelectedIn(trx, engine.registry.get('participanteAvaliacaoDesempenho'), scope, ['avaliacaoDesempenho', 'avaliado', 'avaliador', 'tipo'], participantes);
}
