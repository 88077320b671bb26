/**
 * Report declarations made ready for use: the filter schema self-contained (shared codes
 * inlined, the Detalhado / Resumido choice added when declared), the route filled in, and
 * every name the report points at checked against the entities at start.
 */
import type { JsonSchema } from '../declaration';
import type { EntityLookup } from '../registry/registered-entity';
import { DeclarationError, inlineRefs, normalizeSchema, type SharedDefinitions } from '../registry/normalize';
import type { ReportDeclaration } from './declaration';

export interface RegisteredReport extends ReportDeclaration {
  route: string;
  /** Where it was declared, for messages. */
  source: string;
}

/** The filter property the Detalhado / Resumido choice fills (spec §2.9). */
export const SUMMARY_PROPERTY = 'resumido';

const summaryChoice: JsonSchema = {
  type: 'boolean',
  title: 'Modo',
  oneOf: [
    { const: false, title: 'Detalhado' },
    { const: true, title: 'Resumido' },
  ],
  default: false,
};

export function reportRoute(report: Pick<ReportDeclaration, 'route' | 'module' | 'name'>): string {
  return report.route ?? `/${report.module}/relatorios/${report.name}`;
}

function normalizeReport(declaration: ReportDeclaration, shared: SharedDefinitions): ReportDeclaration {
  const schema = normalizeSchema(declaration.filter, shared);
  if (schema.type !== 'object') throw new DeclarationError('filter deve ser do tipo object');
  const properties = { ...(schema.properties as Record<string, JsonSchema>) };
  let form = declaration.form;
  if (declaration.summary) {
    properties[SUMMARY_PROPERTY] = summaryChoice;
    form = { ...form, fields: { ...form?.fields, [SUMMARY_PROPERTY]: { widget: 'radio' } } };
  }
  // A query may name shared code lists too (an option's titles).
  const query = declaration.query && (inlineRefs(declaration.query, shared) as ReportDeclaration['query']);
  return { ...declaration, form, ...(query && { query }), filter: { ...schema, properties, additionalProperties: false } };
}

function check(report: RegisteredReport, entities: EntityLookup): void {
  const properties = report.filter.properties as Record<string, JsonSchema>;
  for (const [name, property] of Object.entries(properties)) {
    const target = property['x-reference'];
    if (typeof target === 'string' && !entities.find(target)) throw new DeclarationError(`${name} referencia a entidade desconhecida "${target}"`);
  }
  for (const name of Object.keys(report.relativeDefaults ?? {})) {
    if (!properties[name]) throw new DeclarationError(`relativeDefaults usa "${name}", que não é uma propriedade do filtro`);
  }
  const fields = new Set(report.layout.columns.map((c) => c.field));
  if (fields.size !== report.layout.columns.length) throw new DeclarationError('layout.columns repete um campo');
  if (report.summary?.groupsOnly && (!report.layout.groupBy || !report.layout.totals)) throw new DeclarationError('summary.groupsOnly pede layout.groupBy e layout.totals');
}

export function registerReports(declarations: { declaration: ReportDeclaration; source: string }[], shared: SharedDefinitions, entities: EntityLookup): RegisteredReport[] {
  const byName = new Map<string, RegisteredReport>();
  for (const { declaration, source } of declarations) {
    try {
      const report: RegisteredReport = { ...normalizeReport(declaration, shared), route: reportRoute(declaration), source };
      check(report, entities);
      const other = byName.get(report.name);
      if (other) throw new DeclarationError(`relatório "${report.name}" já declarado em ${other.source}`);
      byName.set(report.name, report);
    } catch (error) {
      throw new DeclarationError(`${source}: ${(error as Error).message}`);
    }
  }
  return [...byName.values()];
}
