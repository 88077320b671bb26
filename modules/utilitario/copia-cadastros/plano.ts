/**
 * What Cópia de cadastros may copy and in which order, read from the registry: the entities
 * declared `copyable`, the references each holds (in its record and its owned lists) and so the
 * copyable entities it depends on, which must be copied before it (their copies are what its
 * references point at).
 */
import { childrenOf, type Registry, type RegisteredEntity } from '../../../engine/registry/registry';
import { DeclarationError } from '../../../engine/registry/normalize';
import { isReferenceList, storedFields } from '../../../engine/table/stored-fields';

/** A reference of a copied record: a stored field (`path`, a `{id}` value) or a list of ids. */
export interface ReferenceField {
  path: string;
  title: string;
  target: string;
  many: boolean;
}

/** The references of an entity's own record, not of its owned lists. */
export function referenceFields(entity: RegisteredEntity): ReferenceField[] {
  const lists = Object.entries(entity.properties)
    .filter(([, schema]) => isReferenceList(schema))
    .map(([path, schema]) => ({ path, title: String(schema.title ?? path), target: schema['x-reference'] as string, many: true }));
  const scalars = storedFields(entity)
    .filter((field) => field.reference)
    .map((field) => ({ path: field.path, title: String(field.schema.title ?? field.path), target: field.reference!, many: false }));
  return [...scalars, ...lists];
}

/** The copyable entities, by label; a declaration that cannot be copied on its own is refused at start. */
export function copyableEntities(registry: Registry): RegisteredEntity[] {
  const entities = registry.all().filter((entity) => entity.copyable);
  for (const entity of entities) {
    // Owned records travel with their owner; global and singleton records are not a company's list.
    if (entity.owner || entity.scope !== 'empresa' || entity.singleton || !entity.operations.includes('create')) {
      throw new DeclarationError(`${entity.source}: "copyable" só vale para um cadastro da empresa que se inclui (sem "owner", "singleton" nem escopo global)`);
    }
  }
  return entities.sort((a, b) => a.labelPlural.localeCompare(b.labelPlural, 'pt-BR'));
}

/** The other copyable entities an entity's records (and their owned lists) refer to. */
export function dependenciesOf(entity: RegisteredEntity, registry: Registry): string[] {
  const fields = [entity, ...childrenOf(entity, registry).map(({ child }) => child)].flatMap(referenceFields);
  const targets = new Set(fields.map((field) => field.target).filter((target) => target !== entity.name && registry.get(target).copyable));
  return [...targets].sort();
}

/**
 * The chosen entities, each after those it depends on. Returns the refusal's text when a chosen
 * entity depends on one not chosen: its references could point at nothing in the target.
 */
export function copyOrder(registry: Registry, chosen: readonly string[]): { order: RegisteredEntity[] } | { missing: string } {
  const selected = new Set(chosen);
  const lacking = chosen.flatMap((name) => {
    const absent = dependenciesOf(registry.get(name), registry).filter((dependency) => !selected.has(dependency));
    return absent.length ? [{ name, absent }] : [];
  });
  if (lacking.length) {
    const plural = (names: string[]) => names.map((name) => registry.get(name).labelPlural);
    return { missing: lacking.map(({ name, absent }) => `Para copiar ${registry.get(name).labelPlural}, selecione também ${listing(plural(absent))}.`).join(' ') };
  }
  const order: RegisteredEntity[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: string[]) => {
    if (placed.has(name)) return;
    if (path.includes(name)) throw new DeclarationError(`Cópia de cadastros: referências em ciclo entre ${[...path, name].join(' → ')}`);
    for (const dependency of dependenciesOf(registry.get(name), registry)) place(dependency, [...path, name]);
    placed.add(name);
    order.push(registry.get(name));
  };
  for (const name of [...selected].sort()) place(name, []);
  return { order };
}

/** "A", "A e B", "A, B e C". */
function listing(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}
