/**
 * The SST registers' demo (brief item 8): lotações of each number kind, an obra, environments
 * of two establishments with history (one moved to the obra, one at a third party's), functions
 * with CBO and history, EPI types with sizes, EPIs whose CA is expired, expiring and valid, EPCs,
 * a risk of every group, the probability × severity matrix and a clinic — in modules/sst/demo/cadastros.json,
 * by demo company number, written through the engine (validation and hooks) as a user would.
 */
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import { resolveRefs } from '../../../server/demo/demo';
import { singletonRecord } from '../../../server/crud/singleton-routes';
import type { Engine } from '../../../server/engine';
import dados from './cadastros.json';

type Registros = Record<string, Record<string, unknown>[] | Record<string, unknown>>;

export async function seedDemoCadastros(engine: Engine, companyIds: number[]): Promise<void> {
  for (const [numero, porEntidade] of Object.entries(dados as Record<string, Registros>)) {
    const scope: Scope = { empresaId: companyIds[Number(numero) - 1]!, usuarioId: 1 };
    await runInScope(scope, async () => {
      // The establishments come from the generic demo: named as "estabelecimento:<nome>".
      const estabelecimentos = await companyQuery(engine.db, scope).selectFrom('estabelecimento').select(['id', 'nome']).execute();
      const criados = new Map(estabelecimentos.map(({ id, nome }) => [`estabelecimento:${nome}`, Number(id)]));
      for (const [nome, registros] of Object.entries(porEntidade)) {
        const entidade = engine.registry.get(nome);
        if (entidade.singleton) {
          const unico = await singletonRecord(engine, entidade, scope);
          await engine.entities.patch(entidade, scope, unico.id, resolveRefs(registros, criados) as Record<string, unknown>);
          continue;
        }
        for (const registro of registros as Record<string, unknown>[]) {
          const salvo = await engine.entities.create(entidade, scope, resolveRefs(registro, criados) as Record<string, unknown>);
          criados.set(`${nome}:${String(salvo[entidade.summary])}`, salvo.id);
        }
      }
    });
  }
}
