/**
 * Lays a record out as a document: the declared sections filled with the record's values,
 * already written as text, so the PDF worker only draws. Labels are the schema titles; a
 * field the company's configuration hides in the form is not printed either; an empty value
 * is left out, and so is a section left with nothing to show.
 */
import type { FieldUi, FormUi, JsonSchema } from '../declaration';
import type { Registry, RegisteredEntity } from '../registry/registry';
import { fieldHints, resolveConfig, type CompanyConfig } from '../validation/config-conditions';
import type { DocumentSection } from './document-declaration';
import type { RegisteredDocument } from './document-registry';
import { formatValue, isLongText } from './document-values';
import { childEntityOf, isFlattened } from '../table/stored-fields';

type Data = Record<string, unknown>;

export type DocumentBlock =
  | { kind: 'fields'; pairs: { label: string; value: string }[] }
  | { kind: 'text'; label: string; text: string }
  | { kind: 'table'; columns: string[]; rows: string[][] };

export interface LaidOutSection {
  title: string;
  blocks: DocumentBlock[];
}

export interface LaidOutDocument {
  title: string;
  sections: LaidOutSection[];
  signatures: { label: string; name: string }[];
}

/** An action as the history call answers it (`GET /api/<resource>/{id}/acoes`). */
export interface HistoryEntry {
  acao: string;
  label: string;
  usuarioNome: string;
  data: string;
  dados: Data;
}

/** What the server reads for one document; the layout itself reads nothing. */
export interface DocumentData {
  record: Data;
  /** Records each list-of-references property points at, in the list's order. */
  listed: Record<string, Data[]>;
  /** Records of each `from` (key `<entity>.<via>`) pointing at the printed one. */
  related: Record<string, Data[]>;
  history: HistoryEntry[];
  config: CompanyConfig;
  options: Data;
}

export const relatedKey = (from: { entity: string; via: string }): string => `${from.entity}.${from.via}`;

/** Column captions of the history table: the history is the engine's, not an entity's. */
export const HISTORY_COLUMNS = ['Data', 'Ação', 'Usuário', 'Observações'];

const optionText = (options: Data, name: string | undefined): string => (name && typeof options[name] === 'string' ? (options[name] as string).trim() : '');

const titleOf = (schema: JsonSchema | undefined, name: string): string => (typeof schema?.title === 'string' ? schema.title : name);

/** The value at a dotted path (`pessoal.cpf` inside its group). */
const valueAt = (record: Data, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Data)[key] : undefined), record);

class EntityPrinter {
  private readonly form: FormUi;
  /** The properties as the company sees them: configured fields titled, or `x-hidden`. */
  private readonly properties: Record<string, JsonSchema>;

  constructor(
    readonly entity: RegisteredEntity,
    private readonly registry: Registry,
    config: CompanyConfig,
  ) {
    this.form = resolveConfig(entity.form ?? {}, config) as FormUi;
    this.properties = (resolveConfig({ properties: entity.properties }, config) as JsonSchema).properties as Record<string, JsonSchema>;
  }

  /** A property by name or dotted path inside a flattened group. */
  property(path: string): JsonSchema | undefined {
    const [head, ...rest] = path.split('.');
    return rest.reduce<JsonSchema | undefined>((schema, key) => (schema?.properties as Record<string, JsonSchema> | undefined)?.[key], this.properties[head!]);
  }

  /** Names as printed: a flattened group stands for each of its properties, in order. */
  expand(names: string[]): string[] {
    return names.flatMap((name) => {
      const schema = this.property(name);
      return isFlattened(schema) ? Object.keys(schema!.properties as object).map((key) => `${name}.${key}`) : [name];
    });
  }

  hints(name: string): FieldUi {
    return fieldHints<FieldUi>(this.form.fields, name);
  }

  label(name: string): string {
    return name === 'id' ? 'Código' : titleOf(this.property(name), name);
  }

  /** Shown unless the configuration hides it in the form (a hint, or an extra field not visible). */
  printable(name: string): boolean {
    return !this.hints(name).hidden && this.property(name)?.['x-hidden'] !== true;
  }

  value(record: Data, name: string, listed?: Data[]): string {
    if (name === 'id') return String(record.id ?? '');
    return formatValue(this.property(name) ?? {}, valueAt(record, name), this.hints(name), { summaryOf: (e) => this.registry.get(e).summary, listed });
  }
}

function fieldBlocks(printer: EntityPrinter, record: Data, names: string[], listed: Record<string, Data[]>): DocumentBlock[] {
  const pairs: { label: string; value: string }[] = [];
  const texts: DocumentBlock[] = [];
  for (const name of printer.expand(names).filter((n) => printer.printable(n))) {
    const value = printer.value(record, name, listed[name]);
    if (!value) continue;
    if (isLongText(printer.hints(name))) texts.push({ kind: 'text', label: printer.label(name), text: value });
    else pairs.push({ label: printer.label(name), value });
  }
  return pairs.length ? [{ kind: 'fields', pairs }, ...texts] : texts;
}

function tableBlock(printer: EntityPrinter, rows: Data[], columns: string[]): DocumentBlock[] {
  if (!rows.length) return [];
  const shown = columns.filter((c) => printer.printable(c));
  return [{ kind: 'table', columns: shown.map((c) => printer.label(c)), rows: rows.map((row) => shown.map((c) => printer.value(row, c))) }];
}

/** The notes an action was sent with, each under its dialog field's title. */
function historyNotes(entity: RegisteredEntity, entry: HistoryEntry): string {
  const form = (entity.actions ?? []).find((a) => a.name === entry.acao)?.form;
  const properties = (form?.schema.properties ?? {}) as Record<string, JsonSchema>;
  const dados = entry.dados ?? {};
  // In the dialog's order (a jsonb column keeps its own).
  const names = [...new Set([...Object.keys(properties), ...Object.keys(dados)])].filter((name) => name in dados);
  return names
    .map((name) => [name, dados[name]] as const)
    .map(([name, value]) => {
      const text = formatValue(properties[name] ?? {}, value, {}, { summaryOf: () => 'id' });
      return text ? `${titleOf(properties[name], name)}: ${text}` : '';
    })
    .filter(Boolean)
    .join('\n');
}

function historyBlock(entity: RegisteredEntity, history: HistoryEntry[]): DocumentBlock[] {
  if (!history.length) return [];
  const rows = history.map((entry) => [
    formatValue({ format: 'date-time' }, entry.data, {}, { summaryOf: () => 'id' }),
    entry.label,
    entry.usuarioNome,
    historyNotes(entity, entry),
  ]);
  return [{ kind: 'table', columns: HISTORY_COLUMNS, rows }];
}

function sectionBlocks(section: DocumentSection, main: EntityPrinter, printers: (name: string) => EntityPrinter, data: DocumentData): DocumentBlock[] {
  const printer = section.from ? printers(section.from.entity) : main;
  const relatedRows = section.from ? (data.related[relatedKey(section.from)] ?? []) : [];
  const record = section.from ? relatedRows[0] : data.record;
  const blocks: DocumentBlock[] = record && section.fields ? fieldBlocks(printer, record, section.fields, section.from ? {} : data.listed) : [];
  const table = section.table;
  if (table?.property && printer.printable(table.property)) {
    // A list of references (rows read apart) or of owned children (rows inside the record).
    const list = printer.entity.properties[table.property]!;
    const child = childEntityOf(list);
    const target = printers(child ?? (list['x-reference'] as string));
    const rows = child ? ((record?.[table.property] ?? []) as Data[]) : (data.listed[table.property] ?? []);
    blocks.push(...tableBlock(target, rows, table.columns));
  } else if (table && section.from) blocks.push(...tableBlock(printer, relatedRows, table.columns));
  if (section.history) blocks.push(...historyBlock(main.entity, data.history));
  return blocks;
}

/**
 * A record read whole, as the person it is about reads it (LGPD): every field the company's
 * form shows, by its title, then each owned list as a table of its own.
 */
export function layOutRecord(entity: RegisteredEntity, registry: Registry, record: Data, listed: Record<string, Data[]>, config: CompanyConfig): LaidOutSection[] {
  const printer = new EntityPrinter(entity, registry, config);
  const columnsOf = (target: RegisteredEntity) => Object.entries(target.properties).filter(([, p]) => p.writeOnly !== true && !childEntityOf(p)).map(([name]) => name);
  const lists = Object.entries(entity.properties).flatMap(([name, schema]) => {
    const child = childEntityOf(schema);
    if (!child || !printer.printable(name)) return [];
    const target = new EntityPrinter(registry.get(child), registry, config);
    return [{ title: printer.label(name), blocks: tableBlock(target, (record[name] ?? []) as Data[], target.expand(columnsOf(target.entity))) }];
  });
  return [{ title: entity.label, blocks: fieldBlocks(printer, record, columnsOf(entity), listed) }, ...lists].filter((section) => section.blocks.length > 0);
}

export function layOutDocument(document: RegisteredDocument, registry: Registry, data: DocumentData): LaidOutDocument {
  const cache = new Map<string, EntityPrinter>();
  const printers = (name: string) => {
    let printer = cache.get(name);
    if (!printer) cache.set(name, (printer = new EntityPrinter(registry.get(name), registry, data.config)));
    return printer;
  };
  const main = printers(document.entity);
  const on = (option: string | undefined) => option === undefined || data.options[option] === true;
  const sections = document.sections
    .filter((section) => on(section.when))
    .map((section) => ({ title: section.title, blocks: sectionBlocks(section, main, printers, data) }))
    .filter((section) => section.blocks.length > 0);
  const signatures = (document.signatures ?? [])
    .filter((signature) => on(signature.when))
    .map((signature) => ({
      label: optionText(data.options, signature.labelOption) || signature.label || main.label(signature.field!),
      name: signature.field ? main.value(data.record, signature.field) : '',
    }));
  const title = document.title.replace(/\{(\w+)\}/g, (_, name: string) => main.value(data.record, name));
  return { title, sections, signatures };
}
