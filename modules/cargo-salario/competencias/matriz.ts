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
import type { FieldError } from '../../../engine/api-types';
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

/** What a list of competence rows must hold, and the messages of the rows that do not. */
export interface RegrasDasLinhas {
  /** The competences a row may name (`chave`). */
  permitidas: ReadonlySet<string>;
  repetida: string;
  fora: string;
}

/**
 * Checks competence rows (a faixa's matrix, a talent's assessment) dated `vigencia`: each names
 * an allowed competence, once, with a level of the configuration in force on that date; the
 * message goes on the row concerned. Answers that configuration.
 */
export async function conferirLinhas(trx: Db, scope: Scope, linhas: readonly Record<string, unknown>[], vigencia: string, regras: RegrasDasLinhas) {
  const recusa = (erro: FieldError) => errors.validation([erro]);
  const repetida = repetido(linhas, chaveDaLinha);
  if (repetida !== undefined) throw recusa({ field: `competencias.${repetida}.tipoCompetencia`, message: regras.repetida });
  const fora = linhas.findIndex((linha) => !regras.permitidas.has(chaveDaLinha(linha) ?? ''));
  if (fora >= 0) throw recusa({ field: `competencias.${fora}.tipoCompetencia`, message: regras.fora });
  const vigente = await configuracaoVigente(trx, scope, vigencia);
  if (!vigente) throw recusa({ field: 'data', message: `Não há configuração dos níveis de competência em vigor em ${formatDate(vigencia)}.` });
  const niveis = new Set(vigente.niveis.map((n) => n.nivelCompetencia.id));
  const semNivel = linhas.findIndex((linha) => !niveis.has(referenceId(linha.nivelCompetencia) ?? 0));
  if (semNivel >= 0) throw recusa({ field: `competencias.${semNivel}.nivelCompetencia`, message: `O nível não faz parte da configuração dos níveis em vigor em ${formatDate(vigencia)}.` });
  return vigente;
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
      const permitidas = new Set((await competenciasDaFaixa(engine, trx, scope, ownerId)).map((c) => chave(c.tipoCompetencia, c.id)));
      await conferirLinhas(trx, scope, (data!.competencias as Record<string, unknown>[] | undefined) ?? [], String(data!.data), {
        permitidas,
        repetida: 'Esta competência já está na configuração.',
        fora: 'A competência não pertence ao cargo da faixa salarial.',
      });
    },
  });
}

/** A row of a faixa's matrix: the competence and the level required. */
export interface CompetenciaExigida {
  tipoCompetencia: TipoCompetencia;
  id: number;
  nivelExigidoId: number;
}

/** The rows of the faixa's matrix in force on `data` (the latest not after it); null when none is. */
export async function matrizVigente(trx: Db, scope: Scope, faixaId: number, data: string): Promise<CompetenciaExigida[] | null> {
  const q = companyQuery(trx, scope);
  const matriz = await q
    .selectFrom('configuracao_nivel_competencia_faixa_salarial')
    .select('id')
    .where('owner_id', '=', faixaId)
    .where('data', '<=', data)
    .orderBy('data', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!matriz) return null;
  const linhas = await q
    .selectFrom('configuracao_nivel_competencia')
    .select(['tipo_competencia', 'conhecimento_id', 'habilidade_id', 'atitude_id', 'nivel_competencia_id'])
    .where('owner_id', '=', matriz.id)
    .orderBy('position')
    .execute();
  return linhas.map((l) => ({
    tipoCompetencia: l.tipo_competencia as TipoCompetencia,
    id: (l.conhecimento_id ?? l.habilidade_id ?? l.atitude_id)!,
    nivelExigidoId: l.nivel_competencia_id!,
  }));
}
