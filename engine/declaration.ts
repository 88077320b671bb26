/**
 * The declaration format: one file per entity under `schemas/<modulo>/`.
 * `npm run gen` turns these types into `generated/declaration.schema.json`, against which
 * every declaration is checked, so the format is written once, here.
 */

/** A JSON Schema object as the declarations write it (draft 2020-12 subset understood by ajv). */
export type JsonSchema = { [keyword: string]: unknown };

export type Operation = 'list' | 'read' | 'create' | 'update' | 'delete';

/** Input masks the form widgets know. */
export type Mask = 'cpf' | 'cnpj' | 'cpfCnpj' | 'telefone' | 'cep' | 'pis' | 'ddd' | 'hora';

/** Widget hints; the form picks a widget by ranked testers, a hint only raises one rank. */
export type WidgetHint =
  | 'text' | 'textarea' | 'number' | 'currency' | 'date' | 'month' | 'hours'
  | 'checkbox' | 'select' | 'multiSelect' | 'checkboxList' | 'radio' | 'file' | 'password' | 'color' | 'captcha';

export interface FieldUi {
  widget?: WidgetHint;
  mask?: Mask;
  placeholder?: string;
  help?: string;
  /** Hidden in the form (still validated and stored). */
  hidden?: boolean;
  readOnly?: boolean;
  /** Rows of a textarea. */
  rows?: number;
  /** Grid columns out of 12 the field takes in the form. */
  span?: number;
}

export interface TabUi {
  title: string;
  /** Property names shown in this tab, in order. */
  fields: string[];
}

export interface FormUi {
  /** Field order when there are no tabs; properties not listed follow in schema order. */
  order?: string[];
  tabs?: TabUi[];
  fields?: { [property: string]: FieldUi };
}

export interface ListColumn {
  /** Property name; `a.b` reaches into a reference's summary. */
  field: string;
  /** Header; default: the property's title. */
  label?: string;
  /** Width in pixels. */
  width?: number;
}

export interface ListUi {
  columns: (string | ListColumn)[];
  /** Spring-style `campo,asc|desc`. */
  defaultSort?: string;
  /** Properties the list may be sorted by (whitelist for `sort`). */
  sortable?: string[];
}

/**
 * contains: text anywhere in the value, ignoring case (trigram index);
 * eq: equal; in: one of a list; gte/lte: range bounds.
 */
export type FilterOperator = 'eq' | 'contains' | 'in' | 'gte' | 'lte';

export interface FilterDeclaration {
  /** Query parameter name. */
  name: string;
  /** Property filtered; default: `name`. */
  field?: string;
  op: FilterOperator;
  /** Label in the filter panel; default: the property's title. */
  label?: string;
}

export interface MenuEntry {
  /** Breadcrumb from the top menu down to this entry, pt-BR. */
  path: string[];
  order?: number;
}

export interface Authorities {
  /** Any of these lets a user read (list, read, dropdowns). */
  read?: string[];
  /** Any of these lets a user create, update and delete. Default: `read`. */
  write?: string[];
}

export interface EntityDeclaration {
  $schema?: string;
  /** Entity key, camelCase, unique across modules: `etapaSeletiva`. */
  name: string;
  /** Module the entity belongs to; also the first segment of its screen route. */
  module: string;
  /** pt-BR singular label. */
  label: string;
  /** pt-BR plural label, the screen title. */
  labelPlural: string;
  /** Route segment of the API (`/api/<resource>`) and of the screen (`/<module>/<resource>`). */
  resource: string;
  /** Screen route when it is not `/<module>/<resource>` (spec: `/geral/estados`). */
  route?: string;
  /** Table name; default: snake_case of `name`. */
  table?: string;
  /**
   * empresa: each row belongs to one company (the tenant) — the default;
   * global: shared reference data every company reads.
   */
  scope?: 'empresa' | 'global';
  /** Generic operations offered; default: all five (global entities: list and read). */
  operations?: Operation[];
  authorities?: Authorities;
  menu?: MenuEntry;
  /** Property that names a record in dropdowns and references (`nome`, `titulo`, `descricao`). */
  summary: string;
  /** The data: a JSON Schema of type object. References are properties with `x-reference`. */
  schema: JsonSchema;
  form?: FormUi;
  list: ListUi;
  filters?: FilterDeclaration[];
  /**
   * Data file (JSON array, path relative to this declaration) loaded into a global entity
   * at every start, keyed by `id`.
   */
  seed?: string;
}
