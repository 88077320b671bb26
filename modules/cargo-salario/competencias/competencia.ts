/**
 * A competence is a conhecimento, a habilidade or an atitude (spec 02 §3): a row of a faixa's
 * matrix names it by its kind and the reference of that kind, so the database keeps it whole.
 */
import codigos from '../../../schemas/_shared/codigos.json';
import { codeTitles } from '../../../engine/widgets/choices';
import { referenceId } from '../../../engine/table/reference-id';

export type TipoCompetencia = 'C' | 'H' | 'A';

/** Each kind's name, as the screens and prints write it. */
export const TIPOS_DE_COMPETENCIA = codeTitles(codigos.$defs.tipoCompetencia) as Record<TipoCompetencia, string>;

/** The reference property of each kind. */
export const PROPRIEDADE: Record<TipoCompetencia, 'conhecimento' | 'habilidade' | 'atitude'> = { C: 'conhecimento', H: 'habilidade', A: 'atitude' };

/** "C:7": a competence's key, the same for a matrix row and for the cargo's competence. */
export const chave = (tipo: TipoCompetencia, id: number) => `${tipo}:${id}`;

/** The key of a matrix row (undefined without its competence). */
export function chaveDaLinha(linha: Record<string, unknown>): string | undefined {
  const tipo = linha.tipoCompetencia as TipoCompetencia | undefined;
  const id = tipo && referenceId(linha[PROPRIEDADE[tipo]]);
  return tipo && id ? chave(tipo, id) : undefined;
}

/** Position of the first item whose key an earlier item already has. */
export function repetido<T>(itens: readonly T[], chaveDe: (item: T) => string | undefined): number | undefined {
  const vistas = new Set<string>();
  for (const [posicao, item] of itens.entries()) {
    const k = chaveDe(item);
    if (k === undefined) continue;
    if (vistas.has(k)) return posicao;
    vistas.add(k);
  }
  return undefined;
}
