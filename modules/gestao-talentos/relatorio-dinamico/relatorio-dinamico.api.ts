/**
 * What the dynamic talent report's calls answer (spec 02 §7 Talent reports: talento-dinamico
 * /colunas, /pode-gerar-relatorio-dinamico, /config-relatorio-dinamico; OpenAPI components, `npm run gen`).
 */

/** A column the user may pick: a declared field of the talent, read as its form shows it. */
export interface ColunaDinamica {
  /** The path read (`nome`, `endereco.cep`, `cargo.nome` — a reference by its summary): what a layout stores. */
  chave: string;
  /** The field's title, as the form labels it ("CEP (Endereço)" for a field of a group). */
  titulo: string;
  /** The form's tab that holds the field ("Dados pessoais"); the entity's label for a field on no tab. */
  grupo: string;
  /** How its cells are written. */
  formato: 'text' | 'date' | 'currency' | 'number' | 'integer';
}

/** GET …/pode-gerar-relatorio-dinamico. */
export interface PodeGerarRelatorioDinamico {
  pode: boolean;
}

/** A saved layout of the user in the session's company. */
export interface LayoutRelatorioDinamico {
  id: number;
  titulo: string;
  /** Column keys (`ColunaDinamica.chave`), in print order. */
  colunasDinamicas: string[];
}

/** PUT …/config-relatorio-dinamico: saves a layout; the same title overwrites the user's layout of that title. */
export interface LayoutRelatorioDinamicoEntrada {
  titulo: string;
  colunasDinamicas: string[];
}
