/** What the S-2240 events' downloads take (OpenAPI components, `npm run gen`). */

/**
 * The query of GET /api/sst/eventos-s2240/lote: the list's filters, and the events ticked in it.
 * Only the generated (valid) events among them go into the zip.
 */
export interface LoteEventosS2240 {
  /** Ids separated by commas: the events selected in the list; without them, every one the filters find. */
  ids?: string;
  /** @title Talento */
  colaboradorId?: number;
  /**
   * @title Início da condição a partir de
   * @format date
   */
  dataIni?: string;
  /**
   * @title Início da condição até
   * @format date
   */
  dataFim?: string;
  /** @title Situação */
  situacao?: 'PENDENTE' | 'GERADO' | 'COM_ERRO';
}
