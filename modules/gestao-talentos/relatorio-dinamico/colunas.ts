/**
 * The columns of the dynamic talent report, derived at run time from the talent's declaration
 * (`schemas/cargo-salario/colaborador.json`), never listed here: every stored field the form
 * shows, grouped and ordered as the form's tabs group them, a reference read by its target's
 * summary, a group's fields one by one. A field declared tomorrow is a column tomorrow.
 * Owned lists (`x-children`) are rows of their own, not a column of the talent: left out.
 */
import type { ColumnFormat } from '../../../engine/report/declaration';
import type { JsonSchema } from '../../../engine/declaration';
import type { Registry, RegisteredEntity } from '../../../engine/registry/registry';
import { resolveConfig, type CompanyConfig } from '../../../engine/validation/config-conditions';
import { childEntityOf, isFlattened, isReferenceList, isTransient } from '../../../engine/table/stored-fields';
import type { ColunaDinamica } from './relatorio-dinamico.api';

export const TALENTO = 'colaborador';

interface FormHints {
  tabs?: { title: string; fields: string[] }[];
  fields?: Record<string, { hidden?: boolean; widget?: string }>;
}

/** How a field's cells are written, from its schema and its widget. */
function formatoDe(schema: JsonSchema, widget: string | undefined): ColunaDinamica['formato'] {
  if (schema.oneOf) return 'text';
  if (schema.format === 'date') return 'date';
  if (widget === 'currency') return 'currency';
  if (schema.type === 'integer') return 'integer';
  return schema.type === 'number' ? 'number' : 'text';
}

/**
 * The talent's columns for a company (its configuration hides fields, as on the form: the salary
 * where the company does not show it), tab by tab, then the fields on no tab.
 */
export function colunasDinamicas(registry: Registry, config: CompanyConfig = {}): ColunaDinamica[] {
  const talento = registry.get(TALENTO);
  const form = resolveConfig(talento.form ?? {}, config) as FormHints;
  const hints = form.fields ?? {};
  const onTabs = new Set((form.tabs ?? []).flatMap((tab) => tab.fields));
  const groups = [...(form.tabs ?? []).map((tab) => ({ title: tab.title, fields: tab.fields })), { title: talento.label, fields: Object.keys(talento.properties).filter((p) => !onTabs.has(p)) }];
  const colunas: ColunaDinamica[] = [];
  for (const group of groups) {
    for (const property of group.fields) colunas.push(...colunasDoCampo(registry, talento, property, group.title, hints));
  }
  return colunas;
}

function colunasDoCampo(registry: Registry, talento: RegisteredEntity, property: string, grupo: string, hints: FormHints['fields'] & object): ColunaDinamica[] {
  const schema = talento.properties[property];
  if (!schema || hints[property]?.hidden || childEntityOf(schema) || isTransient(schema) || schema['x-hash']) return [];
  const titulo = String(schema.title ?? property);
  if (isFlattened(schema)) {
    return Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)
      .filter(([key, inner]) => !isTransient(inner) && !hints[`${property}.${key}`]?.hidden)
      .map(([key, inner]) => {
        const reference = typeof inner['x-reference'] === 'string' ? registry.find(inner['x-reference']) : undefined;
        const chave = reference ? `${property}.${key}.${reference.summary}` : `${property}.${key}`;
        return { chave, titulo: `${String(inner.title ?? key)} (${titulo})`, grupo, formato: reference ? 'text' : formatoDe(inner, hints[`${property}.${key}`]?.widget) };
      });
  }
  const target = typeof schema['x-reference'] === 'string' ? registry.find(schema['x-reference']) : undefined;
  if (target) return [{ chave: isReferenceList(schema) ? property : `${property}.${target.summary}`, titulo, grupo, formato: 'text' }];
  if (schema.type === 'object' || schema.type === 'array') return [];
  return [{ chave: property, titulo, grupo, formato: formatoDe(schema, hints[property]?.widget) }];
}

/** The print width of a column of this format, relative to the others (PDF and spreadsheet). */
export function larguraDe(formato: ColumnFormat | undefined): number {
  return formato === 'date' || formato === 'integer' ? 0.9 : formato === 'currency' || formato === 'number' ? 1 : 1.6;
}
