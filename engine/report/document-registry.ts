/**
 * Document declarations made ready for use: the options schema self-contained (shared codes
 * inlined, nothing undeclared accepted), and every property, entity and option a document
 * names checked at start, so a typo fails the boot with the file's name rather than a blank page.
 */
import type { JsonSchema } from '../declaration';
import type { EntityLookup, RegisteredEntity } from '../registry/registered-entity';
import { DeclarationError, normalizeSchema, type SharedDefinitions } from '../registry/normalize';
import type { DocumentDeclaration, DocumentSection } from './document-declaration';
import { childEntityOf, isFlattened } from '../table/stored-fields';

export interface RegisteredDocument extends DocumentDeclaration {
  options: JsonSchema;
  /** Where it was declared, for messages. */
  source: string;
}

const emptyOptions: JsonSchema = { type: 'object', properties: {}, additionalProperties: false };

/** A property by name or by dotted path into a flattened group (`pessoal.cpf`). */
function propertyAt(entity: RegisteredEntity, path: string): JsonSchema | undefined {
  const [head, ...rest] = path.split('.');
  return rest.reduce<JsonSchema | undefined>((schema, key) => (isFlattened(schema) ? (schema!.properties as Record<string, JsonSchema>)[key] : undefined), entity.properties[head!]);
}

function requireProperties(entity: RegisteredEntity, names: string[], where: string): void {
  for (const name of names) {
    if (name !== 'id' && !propertyAt(entity, name)) throw new DeclarationError(`${where} usa "${name}", que não é uma propriedade de ${entity.name}`);
  }
}

function checkSection(section: DocumentSection, printed: RegisteredEntity, entities: EntityLookup, optionNames: Set<string>): void {
  const where = `seção "${section.title}"`;
  if (section.when && !optionNames.has(section.when)) throw new DeclarationError(`${where}: when usa "${section.when}", que não é uma opção booleana`);
  let source = printed;
  if (section.from) {
    const related = entities.find(section.from.entity);
    if (!related) throw new DeclarationError(`${where}: entidade desconhecida "${section.from.entity}"`);
    if (related.properties[section.from.via]?.['x-reference'] !== printed.name) {
      throw new DeclarationError(`${where}: ${related.name}.${section.from.via} não referencia ${printed.name}`);
    }
    source = related;
  }
  requireProperties(source, section.fields ?? [], where);
  const table = section.table;
  if (!table) return;
  if (table.property) {
    requireProperties(source, [table.property], where);
    const list = source.properties[table.property]!;
    const target = childEntityOf(list) ?? list['x-reference'];
    if (list.type !== 'array' || typeof target !== 'string') throw new DeclarationError(`${where}: ${table.property} não é uma lista de referências nem de registros filhos`);
    requireProperties(entities.get(target), table.columns, where);
  } else if (section.from) requireProperties(source, table.columns, where);
  else throw new DeclarationError(`${where}: table pede property ou from`);
}

function check(document: RegisteredDocument, entities: EntityLookup): void {
  const entity = entities.find(document.entity);
  if (!entity) throw new DeclarationError(`entidade desconhecida "${document.entity}"`);
  const options = document.options.properties as Record<string, JsonSchema>;
  const booleans = new Set(Object.keys(options).filter((name) => options[name]!.type === 'boolean'));
  for (const section of document.sections) checkSection(section, entity, entities, booleans);
  for (const signature of document.signatures ?? []) {
    requireProperties(entity, signature.field ? [signature.field] : [], 'assinatura');
    if (!signature.label && !signature.field) throw new DeclarationError('assinatura sem label nem field');
    if (signature.labelOption && options[signature.labelOption]?.type !== 'string') {
      throw new DeclarationError(`assinatura: labelOption usa "${signature.labelOption}", que não é uma opção de texto`);
    }
    if (signature.when && !booleans.has(signature.when)) throw new DeclarationError(`assinatura: when usa "${signature.when}", que não é uma opção booleana`);
  }
  requireProperties(entity, [...document.title.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!), 'title');
}

export function registerDocuments(declarations: { declaration: DocumentDeclaration; source: string }[], shared: SharedDefinitions, entities: EntityLookup): RegisteredDocument[] {
  const byName = new Map<string, RegisteredDocument>();
  const byRoute = new Map<string, RegisteredDocument>();
  for (const { declaration, source } of declarations) {
    try {
      const options = declaration.options ? normalizeSchema(declaration.options, shared) : emptyOptions;
      if (options.type !== 'object') throw new DeclarationError('options deve ser do tipo object');
      const document: RegisteredDocument = { ...declaration, options: { ...options, additionalProperties: false }, source };
      check(document, entities);
      const route = `${document.entity}/${document.path}`;
      const other = byName.get(document.name) ?? byRoute.get(route);
      if (other) throw new DeclarationError(`documento "${document.name}" (${route}) já declarado em ${other.source}`);
      byName.set(document.name, document);
      byRoute.set(route, document);
    } catch (error) {
      throw new DeclarationError(`${source}: ${(error as Error).message}`);
    }
  }
  return [...byName.values()];
}
