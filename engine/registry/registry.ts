/**
 * The schema registry: every declaration, normalized, keyed by entity name and by API
 * resource. Built once at start (server) or from `/api/meta/entities` (browser).
 */
import type { EntityDeclaration, JsonSchema } from '../declaration';
import { snakeCase } from '../naming';
import { refusalConfigKeys } from '../actions';
import { configKeys } from '../validation/config-conditions';
import type { ReportDeclaration } from '../report/declaration';
import { registerReports, type RegisteredReport } from '../report/registry';
import type { DocumentDeclaration } from '../report/document-declaration';
import { registerDocuments, type RegisteredDocument } from '../report/document-registry';
import { DeclarationError, normalizeDeclaration, type SharedDefinitions } from './normalize';

export interface RegisteredEntity extends EntityDeclaration {
  table: string;
  scope: 'empresa' | 'global';
  operations: NonNullable<EntityDeclaration['operations']>;
  /** Where it was declared, for messages. */
  source: string;
  properties: Record<string, JsonSchema>;
  /** Company-configuration keys its rules, form hints and actions read (`configIf`, `config`); empty for most. */
  configKeys: string[];
}

export class Registry {
  private readonly byName = new Map<string, RegisteredEntity>();
  private readonly byResource = new Map<string, RegisteredEntity>();
  /** Declared reports (`schemas/<modulo>/relatorios/`), checked against the entities. */
  readonly reports: RegisteredReport[];
  /** Declared documents (`schemas/<modulo>/documentos/`): one record printed as a page. */
  readonly documents: RegisteredDocument[];

  constructor(
    declarations: { declaration: EntityDeclaration; source: string }[],
    shared: SharedDefinitions = {},
    reports: { declaration: ReportDeclaration; source: string }[] = [],
    documents: { declaration: DocumentDeclaration; source: string }[] = [],
  ) {
    for (const { declaration, source } of declarations) {
      let normalized: EntityDeclaration;
      try {
        normalized = normalizeDeclaration(declaration, shared);
      } catch (error) {
        throw new DeclarationError(`${source}: ${(error as Error).message}`);
      }
      const entity: RegisteredEntity = {
        ...normalized,
        table: normalized.table ?? snakeCase(normalized.name),
        scope: normalized.scope ?? 'empresa',
        operations: normalized.operations ?? [],
        source,
        properties: (normalized.schema.properties ?? {}) as Record<string, JsonSchema>,
        configKeys: [...new Set([...configKeys([normalized.schema, normalized.form, normalized.actions]), ...refusalConfigKeys(normalized.actions)])].sort(),
      };
      for (const [map, key, what] of [
        [this.byName, entity.name, 'nome'],
        [this.byResource, entity.resource, 'recurso'],
      ] as const) {
        const other = map.get(key);
        if (other) throw new DeclarationError(`${source}: ${what} "${key}" já declarado em ${other.source}`);
        map.set(key, entity);
      }
    }
    for (const entity of this.byName.values()) {
      this.checkReferences(entity);
      this.checkConfigKeys(entity);
    }
    this.reports = registerReports(reports, shared, this);
    this.documents = registerDocuments(documents, shared, this);
    for (const entity of this.byName.values()) this.linkDownloads(entity);
  }

  /**
   * A download action must name a document declared for its entity; the document's print
   * settings become the action's dialog, so they are asked for before printing.
   */
  private linkDownloads(entity: RegisteredEntity): void {
    entity.actions = entity.actions?.map((action) => {
      if (!action.download) return action;
      const document = this.documents.find((d) => d.entity === entity.name && d.path === action.download);
      if (!document) throw new DeclarationError(`${entity.source}: a ação "${action.name}" baixa "${action.download}", que não é um documento de ${entity.name}`);
      const hasOptions = Object.keys(document.options.properties as object).length > 0;
      return hasOptions && !action.form ? { ...action, form: { schema: document.options } } : action;
    });
  }

  report(name: string): RegisteredReport | undefined {
    return this.reports.find((report) => report.name === name);
  }

  /** A misspelt configuration key would silently never match: refuse it at start. */
  private checkConfigKeys(entity: RegisteredEntity): void {
    const empresa = this.byName.get('empresa');
    for (const key of entity.configKeys) {
      if (!empresa?.properties[key]) throw new DeclarationError(`${entity.source}: configIf usa "${key}", que não é uma configuração da empresa`);
    }
  }

  private checkReferences(entity: RegisteredEntity): void {
    for (const [name, property] of Object.entries(entity.properties)) {
      const target = property['x-reference'];
      if (typeof target === 'string' && !this.byName.has(target)) {
        throw new DeclarationError(`${entity.source}: ${name} referencia a entidade desconhecida "${target}"`);
      }
    }
  }

  all(): RegisteredEntity[] {
    return [...this.byName.values()];
  }

  get(name: string): RegisteredEntity {
    const entity = this.byName.get(name);
    if (!entity) throw new DeclarationError(`Entidade desconhecida: ${name}`);
    return entity;
  }

  find(name: string): RegisteredEntity | undefined {
    return this.byName.get(name);
  }

  byResourceName(resource: string): RegisteredEntity | undefined {
    return this.byResource.get(resource);
  }
}

/** Each `x-reference` property of an entity, scalar (object with id) or array of ids. */
export function referencesOf(entity: RegisteredEntity): { property: string; target: string; many: boolean }[] {
  return Object.entries(entity.properties)
    .filter(([, p]) => typeof p['x-reference'] === 'string')
    .map(([property, p]) => ({ property, target: p['x-reference'] as string, many: p.type === 'array' }));
}
