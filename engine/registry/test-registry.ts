/** Declarations for the engine's own tests: the least an entity needs, and a registry of them. */
import type { EntityDeclaration } from '../declaration';
import { Registry } from './registry';

/** An entity named by a `nome`, with these other properties and whatever `extra` sets. */
export function testEntity(name: string, properties: Record<string, unknown> = {}, extra: Partial<EntityDeclaration> = {}): EntityDeclaration {
  return {
    name,
    module: 'teste',
    label: name,
    labelPlural: name,
    resource: name.toLowerCase(),
    summary: 'nome',
    schema: { type: 'object', properties: { nome: { type: 'string', title: 'Nome' }, ...properties } },
    list: { columns: ['nome'] },
    ...extra,
  };
}

/** A registry of these declarations, each read as if from `<name>.json`. */
export const testRegistry = (declarations: EntityDeclaration[]): Registry => new Registry(declarations.map((declaration) => ({ declaration, source: `${declaration.name}.json` })));
