/**
 * A candidate's Teste Palográfico is recorded on their step (`historicoCandidato.palograficos`,
 * owned `resultadoPalografico` records, at most one), only when the step's etapa has análise
 * comportamental; on save the server computes the productivity and the NOR from the five
 * intervals (palografico.ts) and classifies them by the company's table (`examePalografico`, a
 * singleton: its declared defaults until it is first saved). The classes are stored with the
 * result: a later change of the table does not rewrite past tests.
 */
import type { JsonSchema } from '../../../engine/declaration';
import { savedSingleton } from '../../../server/crud/singleton-routes';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import { INTERVALOS, classificar, nor, produtividade } from './palografico';
import { referenceId } from '../../../engine/table/reference-id';

const idOf = (value: unknown) => referenceId(value) ?? 0;

const LIMITES = {
  produtividade: ['produtividadeMuitoBaixaAte', 'produtividadeBaixaAte', 'produtividadeMediaAte', 'produtividadeAltaAte'],
  nor: ['norMuitoBaixoAte', 'norBaixoAte', 'norMedioAte', 'norAltoAte'],
} as const;
type Limites = [number, number, number, number];

/** The company's table: its saved record, or the declaration's defaults before the first save. */
async function tabela(engine: Engine, trx: Db, scope: Scope) {
  const exame = engine.registry.get('examePalografico');
  const saved = await savedSingleton(engine, exame, scope, trx);
  const value = (name: string) => Number(saved?.[name] ?? (exame.properties[name] as JsonSchema).default);
  return {
    produtividade: LIMITES.produtividade.map(value) as Limites,
    nor: LIMITES.nor.map(value) as Limites,
  };
}

/** The quantitative results of one test under the company's table. */
function resultado(item: Record<string, unknown>, limites: Awaited<ReturnType<typeof tabela>>) {
  const tempos = Array.from({ length: INTERVALOS }, (_, i) => Number(item[`tempo${i + 1}`]));
  const total = produtividade(tempos);
  const oscilacao = nor(tempos);
  return {
    produtividade: total,
    classificacaoProdutividade: classificar(total, limites.produtividade),
    nor: oscilacao,
    classificacaoNor: classificar(oscilacao, limites.nor),
  };
}

export const SEM_ANALISE_COMPORTAMENTAL = 'O teste palográfico só é registrado em etapa com análise comportamental.';

export function registerPalografico(engine: Engine): void {
  engine.hooks.register('historicoCandidato', {
    async beforeWrite({ trx, scope, action, data }) {
      const testes = data?.palograficos as Record<string, unknown>[] | undefined;
      if (action === 'delete' || !testes?.length) return;
      const etapa = await companyQuery(trx, scope).selectFrom('etapa_seletiva').select('analise_comportamental').where('id', '=', idOf(data!.etapaSeletiva)).executeTakeFirst();
      if (!etapa?.analise_comportamental) throw errors.validation([{ field: 'palograficos', message: SEM_ANALISE_COMPORTAMENTAL }]);
      const limites = await tabela(engine, trx, scope);
      data!.palograficos = testes.map((teste) => ({ ...teste, ...resultado(teste, limites) }));
    },
  });
}
