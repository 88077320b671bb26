/**
 * What the calls of organisational areas answer beyond CRUD (OpenAPI components, `npm run gen`):
 * the tree the organisation chart draws.
 */

/** A talento named in an area (a responsável or co-responsável). */
export interface PessoaDaArea {
  id: number;
  nome: string;
}

/** An area in the organisation chart, with the areas below it. */
export interface AreaNoOrganograma {
  id: number;
  nome: string;
  descricaoHierarquia: string;
  ativo: boolean;
  responsaveis: PessoaDaArea[];
  coResponsaveis: PessoaDaArea[];
  /** Active talentos in this area itself. */
  quantidadeColaboradores: number;
  /** Active talentos in this area and every area below it. */
  quantidadeTotal: number;
  filhas: AreaNoOrganograma[];
}
