/** The demo administrator's two saved layouts of the dynamic talent report. */
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { colunasDaSessao, LAYOUT } from './rotas';

const LAYOUTS = [
  { titulo: 'Contatos dos talentos', colunasDinamicas: ['nome', 'email', 'dddCelular', 'foneCelular', 'areaOrganizacional.nome'] },
  { titulo: 'Lotação e admissão', colunasDinamicas: ['matricula', 'nome', 'dataAdmissao', 'estabelecimento.nome', 'areaOrganizacional.nome', 'cargo.nome', 'faixaSalarial.descricao'] },
];

export async function seedDemoRelatorioDinamico(engine: Engine, empresaId: number): Promise<void> {
  const scope: Scope = { empresaId, usuarioId: 1 };
  await runInScope(scope, async () => {
    const conhecidas = new Set((await colunasDaSessao(engine, scope)).map((c) => c.chave));
    await engine.db.transaction().execute(async (trx) => {
      for (const layout of LAYOUTS) {
        const data = { ...layout, colunasDinamicas: layout.colunasDinamicas.filter((chave) => conhecidas.has(chave)), usuario: { id: 1 } };
        await engine.entities.insertIn(trx, engine.registry.get(LAYOUT), scope, data);
      }
    });
  });
}
