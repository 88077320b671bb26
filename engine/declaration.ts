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
  | 'checkbox' | 'select' | 'multiSelect' | 'recordPicker' | 'checkboxList' | 'radio' | 'file' | 'password' | 'color' | 'captcha'
  /** A list of free texts typed one by one (e-mails). */
  | 'tags'
  /** A profile's permissions, chosen in the tree of the menu's screens (`GET /api/meta/autoridades`). */
  | 'authorityTree'
  /** Organisational areas chosen in their tree: an area marks the active ones below it (spec 02 §5). */
  | 'areaTree'
  /** The audit log's copy after a change, shown as the fields that changed beside the copy before (`antes`). */
  | 'auditDiff';

/** Kinds of file an `x-file` property may take, each known by extension and content (engine/file/file-kinds.ts). */
export type FileType = 'pdf' | 'png' | 'jpg' | 'gif' | 'webp' | 'bmp' | 'doc' | 'docx' | 'odt' | 'txt';

/**
 * A file field: `"x-file": {…}` on a read-only, write-only property of an owned entity. Its
 * bytes are stored by the engine (in parts, beside the record), and its facts in read-only
 * sibling properties the declaration names `<campo>Nome`, `<campo>Tipo` and `<campo>Tamanho`.
 * The record's routes under its owner take it as multipart (the file in a part named as the
 * property), check its kind by extension and content, its size, and store a safe name;
 * `GET …/{id}/download` answers it as an attachment. One per entity.
 */
export interface FileField {
  /** Largest file accepted, in MB; default: the server's `UPLOAD_MAX_MB`. */
  maxMb?: number;
  /** The kinds accepted; default: all of them. */
  types?: FileType[];
}

export interface FieldUi {
  widget?: WidgetHint;
  mask?: Mask;
  /** Text shown inside the empty field. */
  placeholder?: string;
  /** A line of help under the field. */
  help?: string;
  /** Hidden in the form (still validated and stored). */
  hidden?: boolean;
  /**
   * Shown only while the other fields hold these values — the list a "Filtrar por" radio
   * chose: `{"filtrarPor": 1}`; "Outro cargo" while "Fornecer outro cargo não listado" is
   * ticked. A value not set counts as its default (an unticked box as `false`). Hidden, it is
   * still validated (the schema's if/then decides whether it is needed). A list of values
   * means any of them (alternatives of a question: `{"tipo": [1, 5]}`). In an owned child
   * record's dialog (`x-children`), `../campo` names a field of the owner's form: a level's
   * minimum percentage only while its configuration considers it (`{"../considerarPercentualMinimo": true}`).
   */
  visibleWhen?: { [property: string]: boolean | string | number | (string | number)[] };
  /** Shown but not editable. */
  readOnly?: boolean;
  /** A date a new record or an action's dialog starts with today's date (Suspender, a new request); the user may change it. */
  startsToday?: boolean;
  /** Rows of a textarea. */
  rows?: number;
  /** Grid columns out of 12 the field takes in the form. */
  span?: number;
  /** A read-only text shown with a "Copiar" button (links to share). */
  copy?: boolean;
  /**
   * Cannot be changed once the record exists (a candidate's language, on edit): the form locks
   * it, and an update of the record's own field to another value is refused with "<Título> não
   * pode ser alterado." on the field. Items of an owned list (`x-children`) are saved whole,
   * without an identity to compare, so there only the form holds it.
   */
  fixedOnEdit?: boolean;
  /**
   * An owned child list (`x-children`) emptied by a boolean sibling: the list shows the
   * sibling's checkbox, asks "Atenção" before ticking it clears the items, and offers no
   * "add" while it is ticked (a candidate's first job).
   */
  emptiedBy?: string;
  /** Fills the sibling fields of its group from a look-up service (`cep`: the address of a postal code). */
  lookup?: 'cep';
  /**
   * A reference whose options depend on sibling fields: each of the target's list filters
   * (query parameter) takes a sibling's value (its id, for a reference) — the cities of the
   * chosen state: `{"estadoId": "uf"}`. No options until the sibling has a value; changing
   * the sibling empties the field.
   */
  filterBy?: { [parameter: string]: string };
  /**
   * A reference offered only the target's records that pass these of its list filters with
   * these fixed values — the evaluation models of requests `{"tipo": "S"}`, the open requests of
   * an ad `{"visualizar": "A"}`. The server refuses a newly chosen other one with
   * `filterByMessage` or "A opção escolhida não é permitida neste campo."; one chosen before
   * (the request of an ad, closed since) stays, with its name.
   */
  filterWith?: { [parameter: string]: string | number | boolean };
  /**
   * The pt-BR message of a `filterBy` (or `filterWith`) option the server refuses because it does not match the
   * sibling ("A faixa salarial não pertence ao cargo"); default: "A opção escolhida não
   * corresponde ao campo <título do irmão>."
   */
  filterByMessage?: string;
}

/**
 * A part of a declaration that depends on the company's configuration (`configIf`, as in the
 * schema): `then` applies when every key has the given value, `else` otherwise.
 */
export interface ConfigConditional<T> {
  /** Configuration keys of the company (`empresa`) and the value each must have. */
  configIf: { [configKey: string]: boolean | string | number };
  /** What applies when every key has its value. */
  then?: T;
  /** What applies otherwise. */
  else?: T;
}

export interface TabUi {
  /** The tab's label, pt-BR. */
  title: string;
  /** The label the candidate reads in the portal's résumé form, when HR's would puzzle them ("Senha de acesso" for "Situação e Acesso"). */
  candidateTitle?: string;
  /** Property names shown in this tab, in order. */
  fields: string[];
}

/**
 * A call the form makes while the user edits: 500 ms after the `watch`ed fields stop changing
 * (all filled), their values are posted to `path` (`{id}`: the record's, 0 when new) and the
 * answer's `mensagem`, if any, shows on `field`; neither typing nor saving waits for it.
 */
export interface LiveCheck {
  /** API path posted to (`{id}`: the record's, 0 when new). */
  path: string;
  /** Fields whose values are posted once all are filled. */
  watch: string[];
  /** Field where the answer's `mensagem` shows. */
  field: string;
  /**
   * Also asked on saving: the watched values are posted again and, when the answer has a
   * `mensagem`, the save waits for the user's yes ("Atenção": the message, "Deseja continuar?");
   * on no nothing is sent — a warning the user may override (a CIPA member's stability), never a
   * refusal. In an action's dialog (`form.ui.checks`, `{id}` the record's) it is only asked on submit.
   */
  confirm?: boolean;
}

export interface FormUi {
  /** Field order when there are no tabs; properties not listed follow in schema order. */
  order?: string[];
  /** The form in tabs, each with its fields; properties no tab lists go to the first. */
  tabs?: TabUi[];
  /**
   * Hints by property; a dotted key (`pessoal.cpf`) reaches into a nested group, and `*` stands
   * for every group at that level (`campoExtraCandidato.*.titulo`).
   */
  fields?: { [property: string]: FieldUi | ConfigConditional<FieldUi> };
  /** Calls made while the user edits (see `LiveCheck`). */
  checks?: LiveCheck[];
}

/**
 * How an owned child record (`owner`) is listed and edited inside its parent's form: a table
 * with edit and remove actions, an add button, and a dialog with the child's own form.
 */
export interface SubListUi {
  /** Text of the add button: "Adicionar Experiência". */
  addLabel: string;
  /** Title of the add/edit dialog: "Editar/Inserir Experiência Profissional". */
  dialogTitle: string;
  /** Dialog width in pixels. */
  dialogWidth?: number;
  /** Toasts after adding, editing and removing an item (spec §8). */
  messages: { created: string; updated: string; removed: string };
  /** A column shows this other property when its own is empty (a cargo typed as "Outro cargo"). */
  fallback?: { [property: string]: string };
  /** What a table cell shows for an empty value of these columns, fallback included ("Não Informado"). */
  emptyText?: { [property: string]: string };
  /**
   * A new record starts with these properties of the first one listed (a talent's new history
   * entry from the one in force: a promotion changes the cargo, the rest stays).
   */
  copyOnAdd?: string[];
  /**
   * The records belong only to owners in this state (a salary review's proposals per talent,
   * per faixa or per índice, by the table's type): the section shows only then, and the server
   * refuses to write them under any other owner.
   */
  ownerWhen?: RecordCondition;
  /**
   * The records are kept in the order of this integer property (a questionnaire's questions by
   * `ordem`): listed by it and always numbered 1…n; a new one takes the next number, one saved
   * with a number goes to that place, rows move up and down; `shuffle` adds "Ordem aleatória".
   */
  ordered?: { field: string; shuffle?: boolean };
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
  /** Columns of the list, in order: a property name (`a.b` reaches into a reference's summary) or a column with its own label and width. */
  columns: (string | ListColumn)[];
  /** Spring-style `campo,asc|desc`. */
  defaultSort?: string;
  /** Properties the list may be sorted by (whitelist for `sort`). */
  sortable?: string[];
}

/**
 * contains: text anywhere in the value, ignoring case and accents (trigram index);
 * eq: equal; in: one of a list; gte/lte: range bounds;
 * match: a named choice whose options each stand for conditions on the record (`match`);
 * sameAsCompany: a yes/no (`schema` boolean) that, when yes, keeps the records whose property holds
 * what the session's company holds in its property of that name — the companies of its grupo AC
 * (`empresa`, itself included); no value counts as one, so companies without it go together.
 */
export type FilterOperator = 'eq' | 'contains' | 'in' | 'gte' | 'lte' | 'match' | 'sameAsCompany';

/** A day counted from today in São Paulo: `$hoje`, `$hoje+30`, `$hoje-7`. */
export type RelativeDay = string;

/**
 * A date a property must fall on, as bounds counted from today (`{"lt": "$hoje"}`: past;
 * `{"gte": "$hoje", "lte": "$hoje+30"}`: within a month). A property with no value matches none.
 */
export interface DayRange {
  lt?: RelativeDay;
  gte?: RelativeDay;
  lte?: RelativeDay;
  gt?: RelativeDay;
}

/**
 * A value a property must have: equal to it (`null`: no value), or with `not`, anything else
 * (`{"not": null}`: some value), or a date within a `DayRange` — a certification's "Vencidas".
 */
export type ConditionValue = string | number | boolean | null | { not: string | number | boolean | null } | DayRange;

/**
 * Properties (a dotted `grupo.campo` reaches into a group) and the value each must have; all
 * must hold.
 */
export type RecordCondition = { [property: string]: ConditionValue };

export interface FilterDeclaration {
  /** Query parameter name. */
  name: string;
  /** Property filtered; default: `name`. */
  field?: string;
  op: FilterOperator;
  /** Label in the filter panel; default: the property's title. */
  label?: string;
  /** The filter's own value schema, when it filters no property (`match`, or `id`). */
  schema?: JsonSchema;
  /**
   * op `match`: the SQL conditions each option stands for; an option not listed ("Todas")
   * filters nothing.
   */
  match?: { [option: string]: RecordCondition };
}

/** Why an action is refused: the record matches `when` (and the company's configuration `config`). */
export interface ActionRefusal {
  when: RecordCondition;
  /** Configuration keys of the company and the values that also must hold. */
  config?: { [configKey: string]: boolean | string | number };
  /** pt-BR message answered (409) and shown as the reason the button is missing. */
  message: string;
}

/**
 * Something a user does to one record beyond editing it (suspend, close, send by e-mail):
 * `PUT|POST /api/<resource>/{id}/<name>`, offered as a row and form button that opens a dialog
 * with `form`, only while no refusal applies. The server checks the refusals again, applies
 * `set`, runs the module's handler if any, and records who did it, when, and the notes sent.
 */
export interface ActionDeclaration {
  /** The action's key: the last segment of its API path. */
  name: string;
  /** The button's text, pt-BR. */
  label: string;
  /** Blueprint icon name of the button. */
  icon?: string;
  /** The button's colour. */
  intent?: 'primary' | 'success' | 'warning' | 'danger';
  /** HTTP method of the call; default PUT. */
  method?: 'PUT' | 'POST';
  /** Opens this screen route instead of calling the API (`{id}` is the record's id, `{modelo.id}` a reference's). */
  open?: string;
  /**
   * Downloads the entity's document with this `path` (`GET /api/<resource>/{id}/<path>`,
   * declared in `schemas/<modulo>/documentos/`) instead of calling the API; read access suffices.
   * The document's print settings (`options`) are the dialog's form, sent as the query.
   */
  download?: string;
  /**
   * The API path a module serves for this action (`{id}` is the record's id), when it writes
   * more than this record — candidates linked to a request, all or none. The engine offers the
   * button and its dialog and makes no endpoint of its own; the module's route checks the
   * declared `refusals` (`refusalOf`).
   */
  path?: string;
  /** The body the dialog asks for (an object schema, `configIf` allowed) and its layout. */
  form?: { schema: JsonSchema; ui?: FormUi };
  /**
   * Values written to the record: constants, `"$body.<campo>"` (from the dialog), `"$hoje"`
   * (today), `"$usuario"` (the user's name). Properties set here may be read-only ones.
   */
  set?: { [property: string]: unknown };
  /** Checked in order; the first that applies refuses the action with its message. */
  refusals?: ActionRefusal[];
  /**
   * Also done at once to the rows ticked in the list (an action without `form`, `open`,
   * `download` or `path`): `POST /api/<resource>/<name>` with `{ids}` does it to each record in
   * turn, each in its own transaction as one record's call would, and answers what happened to
   * each — a record it refuses (`refusals`) does not stop the others.
   */
  bulk?: boolean;
  /** Toast after success; default "Operação realizada com sucesso." */
  success?: string;
  /** Question asked before an action without a form. */
  confirm?: string;
  /**
   * Offered after the action succeeds: `question` (Sim/Não), and on "Sim" the screen `open`
   * (`{id}` is the record's id) — a hired candidate's talento form, prefilled.
   */
  next?: { question: string; open: string };
}

export interface MenuEntry {
  /** Breadcrumb from the top menu down to this entry, pt-BR. */
  path: string[];
  /** Position among its siblings in the menu (lower first). */
  order?: number;
}

export interface Authorities {
  /** Any of these lets a user read (list, read, dropdowns). */
  read?: string[];
  /** Any of these lets a user create, update and delete. Default: `read`. */
  write?: string[];
}

export interface UniqueRule {
  /** Stored properties (dotted paths into grouped fields allowed). */
  fields: string[];
  /** pt-BR message of a refused write, shown on the first field. */
  message: string;
  /**
   * HTTP status of a refused write: 400 (default) answers `message` on the first field; 409
   * answers it as a conflict of the whole record (code `DUPLICATE`), for writes whose fields no
   * one typed (a candidate linked to several requests at once).
   */
  status?: 400 | 409;
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
   * The entity's former name, when it was renamed: at start its table (snake_case of the former
   * name), the tables of its lists and its audit trail take the new name, data kept.
   */
  renamedFrom?: string;
  /**
   * empresa: each row belongs to one company (the tenant) — the default;
   * global: shared reference data every company reads.
   */
  scope?: 'empresa' | 'global';
  /** Generic operations offered; default: all five (global entities: list and read). */
  operations?: Operation[];
  /** Who may read and write it; without it, administrators only. */
  authorities?: Authorities;
  /** Where its screen appears in the menu. */
  menu?: MenuEntry;
  /** Property that names a record in dropdowns and references (`nome`, `titulo`, `descricao`). */
  summary: string;
  /**
   * The data: a JSON Schema of type object. References are properties with `x-reference`.
   * A property with `readOnly: true` is the server's: a body never sets it (it is ignored),
   * a create stores its `default`, and only actions and module hooks change it.
   */
  schema: JsonSchema;
  /** Layout and hints of the form; without it, one field per property in schema order. */
  form?: FormUi;
  /** The list screen: columns and sorting. */
  list: ListUi;
  /** The list's filter panel, each filter also an API query parameter. */
  filters?: FilterDeclaration[];
  /** What users do to a record beyond editing it (see `ActionDeclaration`). */
  actions?: ActionDeclaration[];
  /**
   * Values no two records of a company may share (empty values do not count): a unique index
   * keeps them so even under concurrent writes, and a write that would break one is refused
   * with `message` on the first field.
   */
  unique?: UniqueRule[];
  /**
   * A company's register another company can start from: Utilitários › Cópia de cadastros offers
   * it and copies the chosen ones, with their owned lists, from one company to another in one
   * transaction — each reference to a copied entity pointing at the copy, to global data kept,
   * to a copyable entity not chosen refused (choose it too), to anything else (people, movements)
   * left empty; a record whose `unique` values the target already holds is reported, not copied,
   * and the copies point at the target's one.
   */
  copyable?: boolean;
  /**
   * Owning entity of a child record: its rows live in their own table (with the owner's id
   * and their position), are listed by an `x-children` property of the owner, validated by
   * this schema, saved with the owner in one transaction and read back with it. Or, with
   * `operations` and no `x-children`, they have routes of their own under the owner's record
   * (`/api/<owner resource>/{<owner>Id}/<resource>`, the owner's authorities): a candidate's
   * attached documents.
   */
  owner?: string;
  subList?: SubListUi;
  /**
   * Owned records (`owner`) also listed across all of the company's owners, on a screen of their
   * own (every talent's history at `route` `/cargo-salario/colaboradores/historicos`, in `menu`):
   * `GET /api/<owner resource>/<resource>` with the declared filters, sorts and paging, read with
   * the owner's authorities, each row with `$dono` (the owner's id and summary); the rows open
   * their owner's form, where the records are changed. `title` is the screen's ("Históricos dos
   * Talentos"), `ownerTitle` heads the owner's column.
   */
  allOwners?: { title: string; ownerTitle: string };
  /**
   * Data file (JSON array, path relative to this declaration) loaded into a global entity
   * at every start, keyed by `id`.
   */
  seed?: string;
  /**
   * A new record's form filled from another record: a query parameter of the form's route
   * (`/…/new?candidatoSolicitacao=7`) and the API path that answers the values (`{id}` is the
   * parameter's value); the user reviews and saves them as any new record.
   */
  prefill?: { [parameter: string]: string };
  /**
   * One record per company, a settings table (the Teste Palográfico's classification table), or
   * one for the whole installation when `scope` is global (the system parameters, which only the
   * user who sees every company changes):
   * `GET /api/<resource>` answers it, made from the schema's defaults on first read, and
   * `PATCH /api/<resource>` changes it; its screen is the form, with no list.
   */
  singleton?: boolean;
  /**
   * A switch of the installation that lets every company read (never change) this entity's
   * records of all companies: `"parametrosSistema.compartilharCandidatos"`, a boolean property of
   * a global singleton. While it is on, the list and the record's page answer them (row-level
   * security lets them through); dropdowns, references and writes stay the company's own.
   */
  sharedWhen?: string;
  /**
   * Its records are people (LGPD data subjects: candidates, employees): the engine derives the
   * person's copy of their data (`GET /api/<resource>/{id}/dados-pessoais`, and the portal's
   * "meus dados") — the record, its owned records, every record pointing at it and the changes
   * made — and, when one is deleted, wipes the copies of it the audit trail, saved e-mails and
   * waiting reports hold.
   */
  personalData?: PersonalDataDeclaration;
  /**
   * People other than the company's users who reach these records, each only their own: the
   * candidate signed in to the portal (`/api/externo/<resource>/{id}`). They neither see nor set
   * what only HR sees (`x-internal`) nor what the system keeps (`readOnly`); a stored secret
   * (`x-hash`) changes only through its own call.
   */
  audiences?: AudienceDeclaration[];
}

export interface AudienceDeclaration {
  /** Whose session: the person's entity (`candidato`, signed in to the portal). */
  person: 'candidato';
  /** How a record is theirs: `id` when the record is the person themself, else the property referring to them. */
  own: string;
  /** What they do with their records. */
  operations: ('read' | 'update')[];
}

export interface PersonalDataDeclaration {
  /** Stored properties that identify the person uniquely (CPF, e-mail): copies mentioning them go with the record. */
  identifiers: string[];
  /**
   * A boolean property: a record with it true is kept by law (a hired candidate is an employee's
   * file) and erasing it anonymises it — every field cleared, the summary replaced by `anonymousName`.
   */
  keptWhen?: string;
  /** The summary of an anonymised record, also written where related records repeat the person's name. */
  anonymousName?: string;
  /** Consents the person gives: a boolean property, the term it accepts, and the property holding when. */
  consents?: { property: string; term: string; acceptedAt?: string }[];
  /** The sign-in kind (server/auth) whose sessions and password resets are the person's. */
  account?: 'candidato';
}
