/** What GET /api/lotacoes-tributarias/tipos answers (OpenAPI components, `npm run gen`). */

/** Which number a type of lotação takes: CNO, CNPJ, CPF, CPF or CNPJ, or none (the field stays empty). */
export type InscricaoDaLotacao = 'CNO' | 'CNPJ' | 'CPF' | 'CPF_OU_CNPJ' | 'NENHUMA';

/** One type of the eSocial's Tabela 10 (tpLotacao). */
export interface TipoLotacaoTributaria {
  /** The eSocial code, two digits ("01", "02"…). */
  codigo: string;
  /** "02 - Obra de construção civil - empreitada parcial ou subempreitada". */
  descricao: string;
  inscricao: InscricaoDaLotacao;
}
