/**
 * Níveis de competência (spec 02 §3, §5): a dated configuration gives each level its weight and,
 * when the company considers it, a minimum percentage; the one in force on a date is the latest
 * not after it. A level is listed once per configuration.
 */
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { companyQuery } from '../../../server/db/scoped-query';
import { errors } from '../../../server/errors';
import { referenceId } from '../../../engine/table/reference-id';
import { repetido } from './competencia';
import type { ConfiguracaoVigente } from './competencias.api';

/** The configuration in force on `data`, its levels by weight. */
export async function configuracaoVigente(trx: Db, scope: Scope, data: string): Promise<ConfiguracaoVigente['configuracao']> {
  const q = companyQuery(trx, scope);
  const config = await q
    .selectFrom('nivel_competencia_historico')
    .select(['id', 'data', 'considerar_percentual_minimo'])
    .where('data', '<=', data)
    .orderBy('data', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!config) return null;
  const niveis = await q
    .selectFrom(['config_historico_nivel as c', 'nivel_competencia as n'])
    .whereRef('n.id', '=', 'c.nivel_competencia_id')
    .select(['n.id', 'n.descricao', 'c.ordem', 'c.percentual'])
    .where('c.owner_id', '=', config.id)
    .orderBy('c.ordem')
    .orderBy('n.descricao')
    .execute();
  return {
    id: config.id,
    data: String(config.data),
    considerarPercentualMinimo: Boolean(config.considerar_percentual_minimo),
    niveis: niveis.map((n) => ({ nivelCompetencia: { id: n.id, descricao: n.descricao ?? '' }, ordem: Number(n.ordem), percentual: n.percentual === null ? null : Number(n.percentual) })),
  };
}

export function registerNiveis(engine: Engine): void {
  engine.hooks.register('nivelCompetenciaHistorico', {
    beforeWrite({ action, data }) {
      if (action === 'delete') return;
      const niveis = (data!.niveis as Record<string, unknown>[] | undefined) ?? [];
      const posicao = repetido(niveis, (linha) => referenceId(linha.nivelCompetencia)?.toString());
      if (posicao !== undefined) throw errors.validation([{ field: `niveis.${posicao}.nivelCompetencia`, message: 'Este nível já está na configuração.' }]);
    },
  });
}
