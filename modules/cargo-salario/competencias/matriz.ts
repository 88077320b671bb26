/**
 * The matrix of a faixa salarial (spec 02 §3, §5): from a date, the weight and the level required
 * of each competence of the faixa's cargo; one per date. A row names a competence of that cargo,
 * once, and a level of the configuration in force on the matrix's date.
 */
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { companyQuery } from '../../../server/db/scoped-query';
import { errors } from '../../../server/errors';
import { formatDate } from '../../../engine/format/dates';
import { referenceId } from '../../../engine/table/reference-id';
import { chave, chaveDaLinha, repetido, type TipoCompetencia } from './competencia';
import type { CompetenciaDoCargo } from './competencias.api';
import { configuracaoVigente } from './niveis';

const LISTAS: [TipoCompetencia, 'conhecimento' | 'habilidade' | 'atitude', string][] = [
  ['C', 'conhecimento', 'conhecimentosIds'],
  ['H', 'habilidade', 'habilidadesIds'],
  ['A', 'atitude', 'atitudesIds'],
];

/** The conhecimentos, habilidades and atitudes of a faixa's cargo, each kind by name. */
export async function competenciasDaFaixa(engine: Engine, trx: Db, scope: Scope, faixaId: number): Promise<CompetenciaDoCargo[]> {
  const faixa = await engine.entities.get(engine.registry.get('faixaSalarial'), scope, faixaId, trx);
  const cargo = await engine.entities.get(engine.registry.get('cargo'), scope, referenceId(faixa.cargo)!, trx);
  const q = companyQuery(trx, scope);
  const competencias: CompetenciaDoCargo[] = [];
  for (const [tipoCompetencia, tabela, lista] of LISTAS) {
    const ids = (cargo[lista] as number[] | undefined) ?? [];
    if (!ids.length) continue;
    const rows = await q.selectFrom(tabela).select(['id', 'nome']).where('id', 'in', ids).orderBy('nome').execute();
    competencias.push(...rows.map((row) => ({ tipoCompetencia, id: row.id, nome: row.nome ?? '' })));
  }
  return competencias;
}

export function registerMatriz(engine: Engine): void {
  engine.hooks.register('configuracaoNivelCompetenciaFaixaSalarial', {
    async beforeWrite({ trx, scope, action, id, data, ownerId }) {
      // Without an owner the faixa itself is being removed, its matrices with it.
      if (action === 'delete' || ownerId === undefined) return;
      // One matrix per date of each faixa (a `unique` rule would hold for the whole company).
      let mesmaData = companyQuery(trx, scope).selectFrom('configuracao_nivel_competencia_faixa_salarial').select('id').where('owner_id', '=', ownerId).where('data', '=', String(data!.data));
      if (id !== undefined) mesmaData = mesmaData.where('id', '<>', id);
      if (await mesmaData.executeTakeFirst()) throw errors.validation([{ field: 'data', message: 'Já existe uma configuração de competências nesta data.' }]);
      const linhas = (data!.competencias as Record<string, unknown>[] | undefined) ?? [];
      const repetida = repetido(linhas, chaveDaLinha);
      if (repetida !== undefined) throw errors.validation([{ field: `competencias.${repetida}.tipoCompetencia`, message: 'Esta competência já está na configuração.' }]);
      const doCargo = new Set((await competenciasDaFaixa(engine, trx, scope, ownerId)).map((c) => chave(c.tipoCompetencia, c.id)));
      const fora = linhas.findIndex((linha) => !doCargo.has(chaveDaLinha(linha) ?? ''));
      if (fora >= 0) throw errors.validation([{ field: `competencias.${fora}.tipoCompetencia`, message: 'A competência não pertence ao cargo da faixa salarial.' }]);
      const vigencia = String(data!.data);
      const vigente = await configuracaoVigente(trx, scope, vigencia);
      if (!vigente) throw errors.validation([{ field: 'data', message: `Não há configuração dos níveis de competência em vigor em ${formatDate(vigencia)}.` }]);
      const niveis = new Set(vigente.niveis.map((n) => n.nivelCompetencia.id));
      const semNivel = linhas.findIndex((linha) => !niveis.has(referenceId(linha.nivelCompetencia) ?? 0));
      if (semNivel >= 0) throw errors.validation([{ field: `competencias.${semNivel}.nivelCompetencia`, message: `O nível não faz parte da configuração dos níveis em vigor em ${formatDate(vigencia)}.` }]);
    },
  });
}
