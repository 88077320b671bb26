/**
 * A report's query as data: the rows of one entity (`from`), read through its declared
 * references, chosen by conditions bound to the filter form, optionally aggregated — or the
 * rows of several such queries put together (`union`). The engine compiles it to SQL and always
 * confines it to the session's company itself, so a report needs no code at all. Rows no
 * entity holds (a module's monthly figures) come from a provider the module registers (`rows`).
 */
import type { JsonSchema } from '../declaration';

/**
 * A path from the source entity: a property (`data`), a field of a group (`pessoal.cpf`),
 * through references (`candidatoSolicitacao.candidato.nome`, `cargo.grupoOcupacional.nome`),
 * `$dono` for the record an owned one belongs to (`$dono.nome`: the talent of a history entry),
 * `id`, `createdAt`, `updatedAt`, or `$hoje` (today in São Paulo). A list of references
 * (`areasOrganizacionaisIds`) read as a column gives its targets' names joined by ", " in
 * alphabetical order (`areasOrganizacionaisIds.sigla` another field of theirs); in a condition
 * it holds when any target matches. A code with a closed list (`oneOf`) reads as its title
 * in a column and as its code in conditions and order.
 */
export type QueryPath = string;

/** A fixed text. */
export interface TextExpression {
  text: string;
}

/** A fixed number. */
export interface NumberExpression {
  number: number;
}

/** What the user chose in a filter property: `{"daysBetween": ["data", {"param": "dataReferencia"}]}`. */
export interface ParamExpression {
  param: string;
}

/** The calendar day (São Paulo) of a moment: `{"date": "createdAt"}` is the day a record was made. */
export interface DateExpression {
  date: QueryExpression;
}

/**
 * A column the module computes in code, described here for the reader (`modules/<modulo>/
 * relatorios/`, `columns` of its report code): what the configuration decides, such as the
 * fields a company requires.
 */
export interface ComputedExpression {
  computed: string;
}

/** The texts of each part one after the other; an empty part adds nothing. */
export interface ConcatExpression {
  concat: QueryExpression[];
}

/** The first part that has a value. */
export interface CoalesceExpression {
  coalesce: QueryExpression[];
}

/** Whole days from the first date to the second (negative when the second is earlier). */
export interface DaysBetweenExpression {
  daysBetween: [QueryExpression, QueryExpression];
}

/** Whole years from the first date to the second: age (`["pessoal.nascimento", "$hoje"]`), tenure. */
export interface YearsBetweenExpression {
  yearsBetween: [QueryExpression, QueryExpression];
}

/** The first number over the second, as a fraction (a `percent` column shows 0,25 as 25%); empty when the second is 0. */
export interface RatioExpression {
  ratio: [QueryExpression, QueryExpression];
}

/** The parts added up. */
export interface AddExpression {
  add: QueryExpression[];
}

/** The first number less the second. */
export interface SubtractExpression {
  subtract: [QueryExpression, QueryExpression];
}

/** The parts multiplied: a quantity by its unit cost. */
export interface MultiplyExpression {
  multiply: QueryExpression[];
}

/** The year of a date. */
export interface YearExpression {
  year: QueryExpression;
}

/** A count with its noun: `{"plural": …, "one": "dia", "other": "dias"}` reads "1 dia", "3 dias". */
export interface PluralExpression {
  /** The count. */
  plural: QueryExpression;
  /** The noun after 1 (and -1). */
  one: string;
  /** The noun after any other count. */
  other: string;
}

/** The `then` of the first branch whose condition holds, else `else` (empty without it). */
export interface CaseExpression {
  /** The branches, tried in order. */
  case: { when: QueryCondition; then: QueryExpression }[];
  /** The value when no branch holds. */
  else?: QueryExpression;
}

/**
 * Which option of the source entity's declared `match` filter the row falls in (the filter's
 * own conditions, in declared order), shown as the option's title in `titles` (a closed list,
 * e.g. `{"$ref": "codigos#/$defs/situacaoSolicitacao"}`) or else in the filter's own list.
 */
export interface OptionExpression {
  /** The name of the source entity's declared `match` filter. */
  option: string;
  titles?: JsonSchema;
}

/** Rows counted (in a group, when the query aggregates): `true` all of them, or those meeting a condition. */
export interface CountExpression {
  count: true | QueryCondition;
}

export interface SumExpression {
  /** Summed over the rows (of the group). */
  sum: QueryExpression;
}

/** Average over the rows that have a value. */
export interface AverageExpression {
  avg: QueryExpression;
}

export interface MinExpression {
  /** The least over the rows (of the group). */
  min: QueryExpression;
}

export interface MaxExpression {
  /** The greatest over the rows (of the group). */
  max: QueryExpression;
}

/** An aggregate as a fraction of its total over every row the report answers (`{"share": {"count": true}}`). */
export interface ShareExpression {
  share: QueryExpression;
}

/**
 * A list of references as one text, in a chosen order: `{"list": "etapasSeletivasIds", "value":
 * {"concat": ["ordem", {"text": ". "}, "nome"]}, "orderBy": "ordem", "separator": "; "}`. Paths in
 * `value` and `orderBy` start at the list's targets.
 */
export interface ListExpression {
  list: QueryPath;
  /** Default: the targets' summary. */
  value?: QueryExpression;
  /** Default: the value, alphabetically. */
  orderBy?: QueryPath;
  /** Default: ", ". */
  separator?: string;
}

/**
 * A value read from the latest of the records of another entity that point at this one (`via`
 * is their reference to it, `"$dono"` for the records it owns): the last step a candidate
 * reached, a talent's current salary, a faixa's entry in force on a date. Paths in `value`,
 * `by` and `where` start at those records.
 */
export interface LatestExpression {
  latest: {
    from: string;
    via: string;
    /** What "latest" means: the greatest value of this path (ties: the newest record). */
    by: QueryPath;
    /**
     * Only records whose `by` is at most this value of the row (a path or expression from the
     * row, not from those records): a talent's history entry in force at the end of the
     * evaluation paired with them, `"upTo": "avaliacao.dataFim"`.
     */
    upTo?: QueryExpression;
    value: QueryExpression;
    where?: QueryCondition[];
  };
}

/**
 * A value read from the record just before this one among the source entity's records that
 * share `per` (`"$dono"`: the same talent), in the order of `by` (ties: the older record); empty
 * for the first. The talent's previous cargo: `{"previous": {"per": "$dono", "by": "data",
 * "value": "cargo.nome"}}`. Paths in `value` start at that record.
 */
export interface PreviousExpression {
  previous: {
    per: QueryPath;
    by: QueryPath;
    value: QueryExpression;
  };
}

export type QueryExpression =
  | QueryPath
  | ListExpression
  | LatestExpression
  | PreviousExpression
  | TextExpression
  | NumberExpression
  | ParamExpression
  | DateExpression
  | ComputedExpression
  | ConcatExpression
  | CoalesceExpression
  | DaysBetweenExpression
  | YearsBetweenExpression
  | RatioExpression
  | AddExpression
  | SubtractExpression
  | MultiplyExpression
  | YearExpression
  | PluralExpression
  | CaseExpression
  | OptionExpression
  | CountExpression
  | SumExpression
  | AverageExpression
  | MinExpression
  | MaxExpression
  | ShareExpression;

/** How a value is compared: `between` takes two bounds, `isNull`/`notNull` none, `in`/`notIn` a list. */
export type QueryOperator = 'eq' | 'ne' | 'in' | 'notIn' | 'gt' | 'gte' | 'lt' | 'lte' | 'between' | 'contains' | 'isNull' | 'notNull';

/** Values of the filter form that must hold (as in `visibleWhen`; a list: any of them). */
export type ParamValues = { [param: string]: boolean | string | number | (string | number)[] };

/**
 * A value compared with a constant (`value`) or with what the user chose in the filter form
 * (`param`: a filter property; for `between`, the two bounds `["dataIni", "dataFim"]`). A
 * condition on a parameter the user left empty — nothing typed, nothing ticked — chooses
 * everything ("Nenhum marcado: todos"); each bound of a `between` applies on its own.
 */
export interface FieldCondition {
  /** The value compared: a path or an expression. */
  field: QueryExpression;
  op: QueryOperator;
  /** A fixed value (`in`/`notIn`: a list; `between`: two bounds). */
  value?: string | number | boolean | (string | number)[];
  /** The filter property whose value is compared; for `between`, the two bounds. */
  param?: string | [string, string];
  /**
   * Another value of the same row compared with (`eq`, `ne`, `gt`, `gte`, `lt`, `lte`): the cargo
   * against the previous entry's, `{"field": "cargo", "op": "ne", "to": {"previous": …}}`.
   */
  to?: QueryExpression;
  /** Applies only while the filter form holds these values (`{"filtrarPor": 1}`). */
  when?: ParamValues;
}

/**
 * One of the source entity's declared list filters (its `filters`), so a report and the list
 * agree on what an option means: with `param` the user's choice, with `value` a fixed one.
 */
export interface DeclaredFilterCondition {
  /** The name of the source entity's declared filter. */
  filter: string;
  /** The filter property whose value chooses the option. */
  param?: string;
  /** A fixed option. */
  value?: string | number | boolean;
  when?: ParamValues;
}

/** Holds while the filter form holds these values. */
export interface ParamCondition {
  paramIs: ParamValues;
}

export interface AllCondition {
  /** Every one must hold. */
  all: QueryCondition[];
}

export interface AnyCondition {
  /** At least one must hold. */
  any: QueryCondition[];
}

export interface NotCondition {
  /** Must not hold. */
  not: QueryCondition;
}

/**
 * Holds for the latest of the source entity's records that share `per`, in the order of `by`
 * (ties: the newest record), among those meeting `where` — which the row itself must meet too.
 * The history entry in force on a date: `{"latestOf": {"per": "$dono", "by": "data", "where":
 * [{"field": "data", "op": "lte", "param": "dataReferencia"}]}}`; a talent's last promotion, with
 * the motivo in `where`. Paths in `where` start at those records. `per` may list several paths,
 * all shared (empty values count as equal): a talent's latest level in each competence,
 * `["$dono.$dono", "tipoCompetencia", "conhecimento", "habilidade", "atitude"]`.
 */
export interface LatestOfCondition {
  latestOf: {
    per: QueryPath | QueryPath[];
    by: QueryPath;
    where?: QueryCondition[];
  };
}

export type QueryCondition = FieldCondition | DeclaredFilterCondition | ParamCondition | AllCondition | AnyCondition | NotCondition | LatestOfCondition;

/** A column of the row (`select` key) or a path; `desc` for descending, empty values always last. */
export interface QueryOrder {
  /** A `select` key or a path. */
  by: string;
  /** Descending. */
  desc?: boolean;
}

/** The entity whose every record pairs with each row of `from`, and the name paths give it. */
export interface EachDeclaration {
  /** The entity whose every record pairs with each row (`periodoExperiencia`). */
  entity: string;
  /** The name paths give the paired record (`periodo`: `periodo.dias`; `periodo` alone is its id). */
  as: string;
}

/** The rows of one entity: what a declared query and each part of a `union` read. */
export interface QueryPart {
  /** Entity whose records are the report's rows (or are grouped into them). */
  from: string;
  /**
   * Each record of `from` once per record of another entity of the company: a talent once per
   * experience period (`{"entity": "periodoExperiencia", "as": "periodo"}`). Paths starting with
   * `as` read that record (`periodo.dias`; `periodo` alone is its id); `where` narrows the pairs.
   */
  each?: EachDeclaration;
  /** Every condition must hold. */
  where?: QueryCondition[];
  /**
   * The row's values, by the key the layout's columns name. When any is an aggregate (count,
   * sum, avg, min, max, share), the rows are groups of the records that share every other value.
   */
  select: { [key: string]: QueryExpression };
}

export interface ReportQueryDeclaration extends QueryPart {
  /**
   * Print order: a group's rows must come together, so it starts with the layout's grouping
   * column or with what orders the groups (`etapaSeletiva.ordem`). Default: the grouping
   * column. Record rows end by their id, so the order is stable.
   */
  orderBy?: (string | QueryOrder)[];
}

/**
 * The rows of several entities put together: each part reads its own entity with its own
 * conditions (every one compiled and confined to the session's company like a single query),
 * and their rows print as one report — a talent's ASOs and leaves in date order. The columns
 * are the keys the parts' `select` name; a part that leaves one out has it empty in its rows,
 * and each key must be shown by the layout (a column, the grouping, the cross table) or order
 * the rows, so a misspelt key is caught at start. A part may not hold `computed` columns.
 */
export interface UnionQueryDeclaration {
  /** The parts, each the rows of one entity; with equal order values, the rows of an earlier part come first. */
  union: QueryPart[];
  /**
   * Print order over every part's rows, by the keys of the columns (not paths: each part reads
   * another entity). Default: the grouping column. Each part's rows end by their id.
   */
  orderBy?: (string | QueryOrder)[];
}

/**
 * Rows a module computes (months, figures that are no entity's records), by a row provider the
 * module registers under this name (`rowProviders` of its server module). The provider gets the
 * session's scope and the validated filter and answers the rows in print order; the engine
 * prints them like any report's (preview, PDF, XLSX, the empty and too-long messages).
 */
export interface ProvidedRowsDeclaration {
  /** The row provider's name (`indicador-turnover`). */
  rows: string;
  /**
   * The keys of each row the provider answers, each described for the reader: what it holds and
   * how the module computes it. The layout's columns name them; a row with another key is refused.
   */
  columns: { [key: string]: string };
}

/** Where a report's rows come from: one entity, several put together, or a module's provider. */
export type ReportRowSource = ReportQueryDeclaration | UnionQueryDeclaration | ProvidedRowsDeclaration;

export const isUnionQuery = (query: ReportRowSource): query is UnionQueryDeclaration => 'union' in query;
export const isProvidedRows = (query: ReportRowSource): query is ProvidedRowsDeclaration => 'rows' in query;
