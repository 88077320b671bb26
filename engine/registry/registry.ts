/**
 * The schema registry: every declaration, normalized, keyed by entity name and by API
 * resource. Built once at start (server) or from `/api/meta/entities` (browser).
 */
import type { EntityDeclaration, JsonSchema } from '../declaration';
import { snakeCase } from '../naming';
import { ownerInputs } from '../owner-fields';
import { refusalConfigKeys } from '../actions';
import type { ReportDeclaration } from '../report/declaration';
import { registerReports, type RegisteredReport } from '../report/registry';
import type { DocumentDeclaration } from '../report/document-declaration';
import { registerDocuments, type RegisteredDocument } from '../report/document-registry';
import type { ScreenDeclaration } from '../screen/declaration';
import { registerScreens, type RegisteredScreen } from '../screen/registry';
import { childEntityOf, isFlattened, isReferenceList, storedField } from '../table/stored-fields';
import { copiedFieldsOf } from '../table/copied-fields';
import { configKeys } from '../validation/config-conditions';
import { expandConfigOptions } from './config-options';
import { DeclarationError, normalizeDeclaration, type SharedDefinitions } from './normalize';
import type { EntityLookup, RegisteredEntity } from './registered-entity';
import { personalDataAction } from './personal-data';

export type { RegisteredEntity } from './registered-entity';

export class Registry implements EntityLookup {
  private readonly byName = new Map<string, RegisteredEntity>();
  private readonly byResource = new Map<string, RegisteredEntity>();
  /** Declared reports (`schemas/<modulo>/relatorios/`), checked against the entities. */
  readonly reports: RegisteredReport[];
  /** Declared documents (`schemas/<modulo>/documentos/`): one record printed as a page. */
  readonly documents: RegisteredDocument[];
  /** Declared hand-written screens (`schemas/<modulo>/telas/`). */
  readonly screens: RegisteredScreen[];

  constructor(
    declarations: { declaration: EntityDeclaration; source: string }[],
    shared: SharedDefinitions = {},
    reports: { declaration: ReportDeclaration; source: string }[] = [],
    documents: { declaration: DocumentDeclaration; source: string }[] = [],
    screens: { declaration: ScreenDeclaration; source: string }[] = [],
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
        configKeys: [],
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
      const former = entity.renamedFrom && this.byName.get(entity.renamedFrom);
      if (former) throw new DeclarationError(`${entity.source}: renamedFrom "${entity.renamedFrom}" ainda está declarada em ${former.source}: renamedFrom nomeia o nome antigo`);
    }
    for (const entity of this.byName.values()) this.embedChildren(entity);
    // A child's label says whose it is: the candidate's "Idioma" is not the register of languages.
    const labels = [...this.byName.values()].map(({ name, label, owner }) => ({ name, label: owner ? `${label} (${this.byName.get(owner)?.label ?? owner})` : label }));
    for (const entity of this.byName.values()) expandConfigOptions(entity.properties, (name) => this.byName.get(name), entity.source, labels);
    for (const entity of this.byName.values()) {
      // After expansion: configuration-driven options read keys too.
      entity.configKeys = [...new Set([...configKeys([entity.schema, entity.form, entity.actions]), ...refusalConfigKeys(entity.actions)])].sort();
      this.checkReferences(entity);
      this.checkConfigKeys(entity);
      this.checkUnique(entity);
      this.checkSharedWhen(entity);
      this.checkPersonalData(entity);
      this.checkAudiences(entity);
    }
    this.reports = registerReports(reports, shared, this);
    this.documents = registerDocuments(documents, shared, this);
    this.screens = registerScreens(screens, this);
    for (const entity of this.byName.values()) this.linkDownloads(entity);
    // After the check: the person's data is the engine's download, not a declared document.
    for (const entity of this.byName.values()) if (entity.personalData) entity.actions = [...(entity.actions ?? []), personalDataAction];
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

  /**
   * An `x-children` property lists owned child records: its items are the child's own schema,
   * so the parent's body is validated (and its form drawn) with the child's rules and messages.
   */
  private embedChildren(entity: RegisteredEntity): void {
    for (const [name, property] of Object.entries(entity.properties)) {
      const childName = childEntityOf(property);
      if (!childName) continue;
      const child = this.byName.get(childName);
      if (!child || child.owner !== entity.name) {
        throw new DeclarationError(`${entity.source}: ${name} lista "${childName}", que não é uma entidade com owner "${entity.name}"`);
      }
      entity.properties[name] = { ...property, type: 'array', items: child.schema };
      const unknown = ownerInputs(child.form ?? {}).filter((field) => !entity.properties[field]);
      if (unknown.length) throw new DeclarationError(`${child.source}: visibleWhen "../${unknown[0]!}" não é uma propriedade de ${entity.name}`);
    }
    if (entity.owner && !this.byName.has(entity.owner)) throw new DeclarationError(`${entity.source}: owner desconhecido "${entity.owner}"`);
  }

  /** A misspelt configuration key would silently never match: refuse it at start. */
  private checkConfigKeys(entity: RegisteredEntity): void {
    const empresa = this.byName.get('empresa');
    for (const key of entity.configKeys) {
      if (!empresa?.properties[key]) throw new DeclarationError(`${entity.source}: configIf usa "${key}", que não é uma configuração da empresa`);
    }
  }

  /** `sharedWhen` names a boolean of a global singleton: anything else could never be one switch. */
  private checkSharedWhen(entity: RegisteredEntity): void {
    if (!entity.sharedWhen) return;
    const [holder, property] = entity.sharedWhen.split('.');
    const target = this.byName.get(holder ?? '');
    if (!target?.singleton || target.scope !== 'global' || target.properties[property ?? '']?.type !== 'boolean') {
      throw new DeclarationError(`${entity.source}: sharedWhen "${entity.sharedWhen}" não é um campo sim/não de uma entidade global com "singleton"`);
    }
  }

  /** A `unique` rule over a field that has no column of its own could not be kept by an index. */
  private checkUnique(entity: RegisteredEntity): void {
    for (const field of (entity.unique ?? []).flatMap((rule) => rule.fields)) {
      if (!storedField(entity, field)) throw new DeclarationError(`${entity.source}: unique usa "${field}", que não é um campo gravado em coluna`);
    }
  }

  /** The properties a personal-data declaration names are stored ones, of the kind it uses them as. */
  private checkPersonalData(entity: RegisteredEntity): void {
    const declared = entity.personalData;
    if (!declared) return;
    const refuse = (message: string) => {
      throw new DeclarationError(`${entity.source}: personalData: ${message}`);
    };
    for (const field of declared.identifiers) if (!storedField(entity, field)) refuse(`identifiers usa "${field}", que não é um campo gravado em coluna`);
    const booleans = [...(declared.keptWhen ? [declared.keptWhen] : []), ...(declared.consents ?? []).map((consent) => consent.property)];
    for (const field of booleans) if (storedField(entity, field)?.schema.type !== 'boolean') refuse(`"${field}" não é um campo booleano gravado`);
    if (declared.keptWhen && !declared.anonymousName) refuse('keptWhen pede anonymousName, o nome que o registro anonimizado recebe');
  }

  /** An audience's records are its person's: the record itself, or one referring to them. */
  private checkAudiences(entity: RegisteredEntity): void {
    for (const { person, own } of entity.audiences ?? []) {
      const refers = own === 'id' ? entity.name === person : entity.properties[own]?.['x-reference'] === person && entity.properties[own]?.type !== 'array';
      if (!refers) throw new DeclarationError(`${entity.source}: audiences: "${own}" não diz de qual ${person} é o registro (id, ou uma propriedade que o referencia)`);
    }
  }

  private checkReferences(entity: RegisteredEntity): void {
    for (const [name, group] of Object.entries(entity.properties).filter(([, p]) => isFlattened(p))) {
      for (const [key, inner] of Object.entries((group.properties ?? {}) as Record<string, JsonSchema>)) {
        if (isReferenceList(inner) || childEntityOf(inner)) throw new DeclarationError(`${entity.source}: ${name}.${key}: listas não podem ficar num grupo x-flatten`);
        if (typeof inner['x-reference'] === 'string' && !this.byName.has(inner['x-reference'])) {
          throw new DeclarationError(`${entity.source}: ${name}.${key} referencia a entidade desconhecida "${inner['x-reference']}"`);
        }
      }
    }
    for (const [name, property] of Object.entries(entity.properties)) {
      const target = property['x-reference'];
      if (typeof target === 'string' && !this.byName.has(target)) {
        throw new DeclarationError(`${entity.source}: ${name} referencia a entidade desconhecida "${target}"`);
      }
    }
    for (const { property, reference, field } of copiedFieldsOf(entity.properties)) {
      const source = entity.properties[reference];
      const target = typeof source?.['x-reference'] === 'string' && source.type !== 'array' ? this.byName.get(source['x-reference']) : undefined;
      if (!target) throw new DeclarationError(`${entity.source}: ${property}: x-copyOf "${reference}.${field}" não começa por uma referência simples desta entidade`);
      if (target.properties[field]?.type !== entity.properties[property]!.type) {
        throw new DeclarationError(`${entity.source}: ${property}: x-copyOf "${reference}.${field}": ${target.name} não tem um campo "${field}" do mesmo tipo`);
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

/** The owned child collections of an entity: property name and child entity. */
export function childrenOf(entity: RegisteredEntity, registry: Registry): { property: string; child: RegisteredEntity }[] {
  return Object.entries(entity.properties).flatMap(([property, schema]) => {
    const name = childEntityOf(schema);
    return name ? [{ property, child: registry.get(name) }] : [];
  });
}

/** Each `x-reference` property of an entity, scalar (object with id) or array of ids. */
export function referencesOf(entity: RegisteredEntity): { property: string; target: string; many: boolean }[] {
  return Object.entries(entity.properties)
    .filter(([, p]) => typeof p['x-reference'] === 'string')
    .map(([property, p]) => ({ property, target: p['x-reference'] as string, many: p.type === 'array' }));
}
