/**
 * The vaccines demo (issue 17 item 9) in the first demo company: Hepatite B (3 doses, 30 and 150
 * days apart), Influenza (1 dose) and Tétano (3 doses, 60 days apart), and the cards of eight of
 * its longest-serving active talents with doses received, late, upcoming and one vaccine
 * interrupted — dates relative to the day the demo is made. Every dose goes through the card's
 * own registration, so the vaccination's rules run.
 */
import { daysAfter, today } from '../../../engine/validation/brazilian';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { CartoesDeVacinacao } from '../vacinas/cartao';
import dados from './vacinas.json';
import { talentosAntigos } from './talentos-antigos';

export async function seedDemoVacinas(engine: Engine, empresaId: number, hoje: string = today()): Promise<void> {
  const scope: Scope = { empresaId, usuarioId: 1 };
  const cartoes = new CartoesDeVacinacao(engine);
  await runInScope(scope, async () => {
    const vacinas = new Map<string, { id: number; quantidadeDoses: number }>();
    for (const { chave, nome, dias } of dados.vacinas) {
      const doses = [...dias, null].map((diasProximaDose, i) => ({ numeroDose: i + 1, diasProximaDose }));
      const criada = await engine.entities.create(engine.registry.get('vacina'), scope, { nome, quantidadeDoses: doses.length, doses });
      vacinas.set(chave, { id: criada.id, quantidadeDoses: doses.length });
    }
    const talentos = await talentosAntigos(engine, scope, hoje, dados.cartoes.length);
    await engine.db.transaction().execute(async (trx) => {
      for (const [k, doses] of dados.cartoes.entries()) {
        const talento = talentos[k];
        if (!talento) break;
        for (const [chave, dias] of doses as [keyof typeof dados.lotes, number][]) {
          const vacina = vacinas.get(chave)!;
          const dataRealizacao = daysAfter(hoje, dias);
          const lote = dados.lotes[chave].replace('{ano}', dataRealizacao.slice(0, 4));
          await cartoes.registrarProxima(trx, scope, talento.id, vacina, { vacinaId: vacina.id, dataRealizacao, lote });
        }
      }
    });
  });
}
