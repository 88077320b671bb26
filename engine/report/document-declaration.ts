/**
 * The document declaration format: one file per document under `schemas/<modulo>/documentos/`.
 * A document is one record printed as a page to read and sign — sections of label/value pairs,
 * long texts and small tables — through the report engine's PDF frame and workers. Labels
 * are the entity's schema titles, never restated: a document only names properties and
 * groups them. `npm run gen` turns these types into `generated/document.schema.json`.
 */
import type { JsonSchema } from '../declaration';

/** Records of another entity that point at the printed one: `anuncio` whose `solicitacao` is it. */
export interface RelatedRecords {
  /** The related entity's name. */
  entity: string;
  /** The related entity's reference property that holds the printed record. */
  via: string;
}

/**
 * A titled part of the page, printed in this order: `fields` as label/value pairs (long texts
 * as full-width paragraphs), then `table`, then the record's action history. A section with
 * nothing to show is left out.
 */
export interface DocumentSection {
  /** The section's heading, pt-BR. */
  title: string;
  /** Printed only when this boolean option is on. */
  when?: string;
  /** Read the section from the first record (fields) or all records (table) of another entity. */
  from?: RelatedRecords;
  /**
   * Properties shown as label/value pairs; labels are their schema titles (as the company's
   * configuration retitles or hides them). `grupo.campo` names a property of a flattened
   * group; the group's own name stands for all of its properties.
   */
  fields?: string[];
  /**
   * A table: rows are the records a list-of-references `property` points at, or the owned
   * children an `x-children` `property` holds (columns are the target entity's properties),
   * or the `from` records (columns are theirs).
   */
  table?: { property?: string; columns: string[] };
  /** The record's action history (who did what, when, with the notes sent). */
  history?: boolean;
}

/** A line to sign, with the name of the signer under it when a property holds it. */
export interface DocumentSignature {
  /** Caption under the line; default: the title of `field`. */
  label?: string;
  /** Property whose value is the signer's name. */
  field?: string;
  /** A text option typed at print time that, when filled, is the caption instead. */
  labelOption?: string;
  /** Printed only when this boolean option is on. */
  when?: string;
}

export interface DocumentDeclaration {
  $schema?: string;
  /** Document key, kebab-case, unique: the file is `<name>-<id>.pdf`. */
  name: string;
  /** Entity printed; reading the document needs its read authority. */
  entity: string;
  /** `GET /api/<resource>/{id}/<path>` answers the PDF. */
  path: string;
  /** pt-BR title; `{id}` and `{<property>}` are the record's values. */
  title: string;
  /**
   * Print settings: an object schema of the query parameters (booleans, short texts), validated
   * like any form; sections and signatures name its booleans in `when`.
   */
  options?: JsonSchema;
  /** The parts of the page, in print order. */
  sections: DocumentSection[];
  /** Signature lines at the end of the page. */
  signatures?: DocumentSignature[];
}
