/**
 * The PGR demo (issue 17 item 8): one programme of the first company for the current year over
 * the demo GHEs of Matriz Fortaleza, its responsável técnico the demo's coordinating physician
 * (whose contract covers the year) — written through the engine as a user would, after the
 * GHE and health demos.
 */
import { today } from '../../../engine/validation/brazilian';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';

const ESTABELECIMENTO = 'Matriz Fortaleza';
const RESPONSAVEL = 'Dra. Helena Prado';

export async function seedDemoPgr(engine: Engine, empresaId: number): Promise<void> {
  const scope: Scope = { empresaId, usuarioId: 1 };
  await runInScope(scope, async () => {
    const q = companyQuery(engine.db, scope);
    const estabelecimento = await q.selectFrom('estabelecimento').select('id').where('nome', '=', ESTABELECIMENTO).executeTakeFirstOrThrow();
    const responsavel = await q.selectFrom('profissional_saude').select('id').where('nome', '=', RESPONSAVEL).executeTakeFirstOrThrow();
    const ano = today().slice(0, 4);
    await engine.entities.create(engine.registry.get('pgr'), scope, {
      descricao: `PGR ${ano} - ${ESTABELECIMENTO}`,
      dataInicio: `${ano}-01-01`,
      dataFim: `${ano}-12-31`,
      localAmbiente: 1,
      estabelecimentosIds: [estabelecimento.id],
      responsavel: { id: responsavel.id },
      observacoes: 'Inventário de riscos dos GHE do estabelecimento, revisado a cada mudança de processo ou de ambiente.',
    });
  });
}
