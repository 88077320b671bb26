/** Reads every declaration under a schemas folder into the registry. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { EntityDeclaration, JsonSchema } from '../engine/declaration';
import type { ReportDeclaration } from '../engine/report/declaration';
import type { DocumentDeclaration } from '../engine/report/document-declaration';
import { Registry } from '../engine/registry/registry';
import type { SharedDefinitions } from '../engine/registry/normalize';

/** Folders that hold shared definitions and data files, not declarations. */
const notDeclarations = new Set(['_shared', 'data']);

/** Reports live in a `relatorios` folder of their module; every other file declares an entity. */
export const REPORTS_FOLDER = 'relatorios';
export const isReportFile = (path: string): boolean => basename(dirname(path)) === REPORTS_FOLDER;
/** Documents (one record printed as a page) live in a `documentos` folder of their module. */
export const DOCUMENTS_FOLDER = 'documentos';
export const isDocumentFile = (path: string): boolean => basename(dirname(path)) === DOCUMENTS_FOLDER;

function walk(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return notDeclarations.has(name) ? [] : walk(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

function readJson(path: string, root: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${relative(root, path)}: JSON inválido — ${(error as Error).message}`);
  }
}

export interface LoadedSchemas {
  registry: Registry;
  shared: SharedDefinitions;
  /** Absolute path of each declaration file, by entity name. */
  files: Map<string, string>;
  /** Seed records of global entities, read from their `seed` files. */
  seeds: Map<string, Record<string, unknown>[]>;
  declarations: { declaration: EntityDeclaration; source: string }[];
  reports: { declaration: ReportDeclaration; source: string }[];
  documents: { declaration: DocumentDeclaration; source: string }[];
}

export function loadSchemas(folder: string): LoadedSchemas {
  const root = resolve(folder);
  const shared: SharedDefinitions = {};
  const sharedFolder = join(root, '_shared');
  try {
    for (const path of walk(sharedFolder)) {
      const document = readJson(path, root) as JsonSchema;
      if (typeof document.$id === 'string') shared[document.$id] = document;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const files = new Map<string, string>();
  const paths = walk(root);
  const declarations = paths.filter((path) => !isReportFile(path) && !isDocumentFile(path)).map((path) => {
    const declaration = readJson(path, root) as EntityDeclaration;
    files.set(declaration.name, path);
    return { declaration, source: relative(process.cwd(), path) };
  });
  const reports = paths.filter(isReportFile).map((path) => ({ declaration: readJson(path, root) as ReportDeclaration, source: relative(process.cwd(), path) }));
  const documents = paths.filter(isDocumentFile).map((path) => ({ declaration: readJson(path, root) as DocumentDeclaration, source: relative(process.cwd(), path) }));
  const registry = new Registry(declarations, shared, reports, documents);
  const seeds = new Map<string, Record<string, unknown>[]>();
  for (const entity of registry.all()) {
    if (!entity.seed) continue;
    const path = resolve(dirname(files.get(entity.name)!), entity.seed);
    seeds.set(entity.name, readJson(path, root) as Record<string, unknown>[]);
  }
  return { registry, shared, files, seeds, declarations, reports, documents };
}
