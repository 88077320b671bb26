/**
 * The report declaration format: one file per report under `schemas/<modulo>/relatorios/`.
 * A report is a filter form (JSON Schema + the same form hints entities use), a query
 * declared as data (a module may add computed columns in `modules/<modulo>/relatorios/`),
 * and a layout. `npm run gen` turns
 * these types into `generated/report.schema.json`, against which every report is checked.
 */
import type { FormUi, JsonSchema, MenuEntry } from '../declaration';
import type { ReportRowSource } from './query-declaration';

/** How a cell is written: text as is, dates dd/MM/yyyy, money "R$ 1.234,56", numbers pt-BR, percent "12,5%". */
export type ColumnFormat = 'text' | 'date' | 'currency' | 'number' | 'integer' | 'percent';

export interface ReportColumn {
  /** Key of the value in each row the query answers. */
  field: string;
  /** Column header, pt-BR. */
  label: string;
  /** Default: text. A percent value is a fraction (0.125 is 12,5%). */
  format?: ColumnFormat;
  /** Relative width (1 by default); PDF and spreadsheet share it. */
  width?: number;
  /** Summed per group and overall (numbers, money, percent of a whole). */
  sum?: boolean;
  /** Averaged per group and overall over the rows that have a value; the total reads "Média 12,5". */
  average?: boolean;
  /**
   * A long text printed on its own full-width line under its row ("Missão: …") instead of
   * in a column; left out when empty.
   */
  block?: boolean;
  /** Shown only in the Detalhado mode. */
  detailOnly?: boolean;
}

export interface ReportGrouping {
  /** Row key whose value names the group; rows arrive sorted by it from the query. */
  field: string;
  /**
   * Caption before the group's name: "Grupo ocupacional" → "Grupo ocupacional: Técnico".
   * Left out when the query names the group itself (grouped by what the filter chose).
   */
  label?: string;
  /** Name shown when the value is empty. */
  emptyLabel?: string;
}

export interface ReportTotals {
  /** Caption of the row count, per group and overall: "Total de cargos". */
  countLabel: string;
}

export interface ReportLayout {
  /** Default: portrait. */
  orientation?: 'portrait' | 'landscape';
  /** The columns, in print order. */
  columns: ReportColumn[];
  /** Rows printed in groups with a heading (and the totals per group). */
  groupBy?: ReportGrouping;
  /** Row counts per group and overall. */
  totals?: ReportTotals;
  /**
   * A cross table, its columns derived from the data: the rows that agree on every declared
   * column (and on the grouping) print as one, followed by a column for each distinct value of
   * `pivot.columns` holding that row's `pivot.value` — a talent per row, a competence per
   * column, the talent's level in the cell.
   */
  pivot?: ReportPivot;
}

export interface ReportPivot {
  /** Row key whose distinct values head the derived columns, in alphabetical order. */
  columns: string;
  /** Row key whose value fills each derived cell (empty where the row has none). */
  value: string;
  /** Relative width of each derived column (1 by default). */
  width?: number;
  /** Format of the derived cells; default: text. */
  format?: ColumnFormat;
}

/**
 * A date relative to today (São Paulo), resolved each time the form is served and each
 * time a filter is validated: `{"months": -1}` is one month back; `{"as": "year"}` this year.
 */
export interface RelativeDefault {
  /** What the property holds: a date `YYYY-MM-DD` (default), a month `YYYY-MM` or a year (integer). */
  as?: 'date' | 'month' | 'year';
  /** Years from today (negative: back). */
  years?: number;
  /** Months from today (negative: back). */
  months?: number;
  /** Days from today (negative: back). */
  days?: number;
}

export interface ReportDeclaration {
  $schema?: string;
  /** Report key, kebab-case, unique across modules: the API is `/api/relatorios/<name>`. */
  name: string;
  /** Module the report belongs to; its screen is `/<module>/relatorios/<name>`. */
  module: string;
  /** pt-BR title: the screen's heading, the PDF's header and the file name. */
  title: string;
  /** Screen route when it is not `/<module>/relatorios/<name>`. */
  route?: string;
  /** Where its screen appears in the menu. */
  menu?: MenuEntry;
  /** Any of these lets a user generate the report. */
  authorities?: string[];
  /** The filter: a JSON Schema of type object, validated on server and browser alike. */
  filter: JsonSchema;
  /** Layout and hints of the filter form, as in entities. */
  form?: FormUi;
  /** Filter properties whose default is a date relative to today. */
  relativeDefaults?: { [property: string]: RelativeDefault };
  /**
   * Offers the Detalhado / Resumido choice (a `resumido` boolean added to the filter). In
   * Resumido the columns marked `detailOnly` are left out; with `groupsOnly`, so are the rows,
   * leaving each group's totals.
   */
  summary?: { groupsOnly?: boolean };
  /**
   * The rows: a query as data (one entity, or a `union` of several), compiled by the engine and
   * confined to the session's company, or the rows a module's provider computes (`rows`).
   */
  query: ReportRowSource;
  /** How the rows are printed: columns, grouping, totals, orientation. */
  layout: ReportLayout;
}
