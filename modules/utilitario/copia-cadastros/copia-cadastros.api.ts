/** What Utilitários › Cópia de cadastros sends and reads (OpenAPI components, `npm run gen`). */
import type { EmpresaResumo } from '../../../engine/api-types';

/** A register the screen offers (an entity declared `copyable`). */
export interface CadastroCopiavel {
  /** The entity's name, sent back in `entidades`. */
  nome: string;
  rotulo: string;
  /** The copyable entities its records refer to: they must be copied with it. */
  dependencias: string[];
}

/** GET /api/copia-cadastros: the companies the user may copy between and what may be copied. */
export interface CopiaCadastrosOpcoes {
  empresas: EmpresaResumo[];
  cadastros: CadastroCopiavel[];
}

/** POST /api/copia-cadastros. */
export interface CopiaCadastrosPedido {
  origemId?: number | null;
  destinoId?: number | null;
  /** Names of the registers to copy (`CadastroCopiavel.nome`). */
  entidades?: string[];
}

/** What was done with one register. */
export interface CopiaCadastroResultado {
  nome: string;
  rotulo: string;
  /** Records written in the target company. */
  copiados: number;
  /** Records the target already had (same values of a `unique` rule): not copied; the copies point at the target's one. */
  existentes: string[];
  /** Fields left empty in the copies: they pointed at records that are not copied (people, movements). */
  camposVazios: string[];
}

export interface CopiaCadastrosResultado {
  cadastros: CopiaCadastroResultado[];
}
