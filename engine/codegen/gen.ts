/**
 * What is derived from the sources and never written by hand — the JSON Schemas of the
 * declaration formats (engine/declaration.ts, engine/report/declaration.ts,
 * engine/report/document-declaration.ts, engine/screen/declaration.ts), the API's types and the TypeScript types of every
 * declared entity (from its normalized schema). `npm run gen` writes them
 * (server/declarations/gen-cli.ts).
 */
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { createGenerator } from 'ts-json-schema-generator';
import { compile } from 'json-schema-to-typescript';
import type { Registry } from '../registry/registry';

const root = resolve(import.meta.dirname, '../..');

function formatSchema(file: string, type: string) {
  return createGenerator({ path: join(root, file), tsconfig: join(root, 'tsconfig.json'), type, skipTypeCheck: true, additionalProperties: false }).createSchema(type);
}

export const declarationSchema = () => formatSchema('engine/declaration.ts', 'EntityDeclaration');
export const reportDeclarationSchema = () => formatSchema('engine/report/declaration.ts', 'ReportDeclaration');
export const documentDeclarationSchema = () => formatSchema('engine/report/document-declaration.ts', 'DocumentDeclaration');
export const screenDeclarationSchema = () => formatSchema('engine/screen/declaration.ts', 'ScreenDeclaration');

/**
 * Files whose exported types are the API's answers and bodies (OpenAPI components): the
 * engine's, and each module's `*.api.ts` (the shapes its own routes answer and accept).
 */
export const apiTypeFiles = (): string[] => [
  'engine/api-types.ts',
  'engine/report/api.ts',
  'engine/authority-tree.ts',
  'server/cep/viacep.ts',
  'server/captcha/challenge.ts',
  ...readdirSync(join(root, 'modules'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.api.ts'))
    .sort()
    .map((file) => relative(root, join(root, 'modules', file))),
];

/** OpenAPI component names allow letters, digits, `.`, `-` and `_`: `ConfigConditional<FieldUi>` → `ConfigConditional_FieldUi_`. */
const componentName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_');

/** The API's types as OpenAPI components: every exported type of apiTypeFiles() and what they use. */
export function apiComponents(): Record<string, unknown> {
  const definitions: Record<string, unknown> = {};
  const origin = new Map<string, string>();
  for (const path of apiTypeFiles()) {
    // `@errorMessage` (ajv-errors): a contract's own pt-BR message for a field.
    const schema = createGenerator({ path: join(root, path), tsconfig: join(root, 'tsconfig.json'), type: '*', skipTypeCheck: true, additionalProperties: false, expose: 'export', extraTags: ['errorMessage'] }).createSchema('*');
    for (const [name, definition] of Object.entries(schema.definitions ?? {})) {
      // Components share one namespace: two different shapes under one name would mislead every client.
      if (origin.has(name) && JSON.stringify(definitions[name]) !== JSON.stringify(definition)) {
        throw new Error(`O tipo ${name} da API está em ${origin.get(name)} e em ${path} com formas diferentes: renomeie um deles.`);
      }
      origin.set(name, origin.get(name) ?? path);
      definitions[name] = definition;
    }
  }
  const text = JSON.stringify(definitions).replace(/"#\/definitions\/([^"]+)"/g, (_, name: string) => JSON.stringify(`#/components/schemas/${componentName(decodeURIComponent(name))}`));
  return Object.fromEntries(Object.entries(JSON.parse(text) as Record<string, unknown>).map(([name, schema]) => [componentName(name), schema]));
}

/** The formats, as the docs and their test read them. */
export const declarationFormats = () => [
  { title: 'Entidade (`schemas/<modulo>/<entidade>.json`)', root: 'EntityDeclaration', schema: declarationSchema() as never },
  { title: 'Relatório (`schemas/<modulo>/relatorios/<nome>.json`)', root: 'ReportDeclaration', schema: reportDeclarationSchema() as never },
  { title: 'Documento (`schemas/<modulo>/documentos/<nome>.json`)', root: 'DocumentDeclaration', schema: documentDeclarationSchema() as never },
  { title: 'Tela (`schemas/<modulo>/telas/<nome>.json`)', root: 'ScreenDeclaration', schema: screenDeclarationSchema() as never },
];

const typeName = (name: string) => name[0]!.toUpperCase() + name.slice(1);

/** Titles are pt-BR labels; as type names they would collide (`Nome` in every entity). */
function withoutTitles(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutTitles);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).filter(([key]) => key !== 'title').map(([key, value]) => [key, withoutTitles(value)]));
}

/**
 * The TypeScript types of every declared entity, as one module's text: `Candidato`, the body a
 * write sends (id and version optional), and `CandidatoRegistro`, a record as the API answers it
 * (with id, version and its moments).
 */
export async function entityTypes(registry: Registry): Promise<string> {
  const parts = ["/* Gerado por `npm run gen` a partir de schemas/: não edite. */\nimport type { RecordMeta } from '../engine/api-types';\n"];
  for (const entity of registry.all()) {
    const name = typeName(entity.name);
    const properties = { id: { type: 'integer' }, version: { type: 'integer' }, ...(withoutTitles(entity.properties) as object) };
    const schema = { ...entity.schema, title: name, properties };
    parts.push(await compile(schema as never, name, { bannerComment: '', additionalProperties: false }));
    parts.push(`export type ${name}Registro = Omit<${name}, 'id' | 'version'> & RecordMeta;\n`);
  }
  return parts.join('\n');
}
