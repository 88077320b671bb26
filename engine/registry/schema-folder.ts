/**
 * A schemas folder read from disk: its shared definitions and every declaration file parsed
 * (entities, reports, documents, screens), each with its text. Only JSON is checked here; the server's
 * loader (server/schemas-loader.ts) checks each file before building the registry, while
 * tests and tools that trust the folder may build it at once (`registryOf`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { EntityDeclaration, JsonSchema } from '../declaration';
import type { ReportDeclaration } from '../report/declaration';
import type { DocumentDeclaration } from '../report/document-declaration';
import type { ScreenDeclaration } from '../screen/declaration';
import { duplicateKey } from './duplicate-keys';
import { DeclarationError, type SharedDefinitions } from './normalize';
import { Registry } from './registry';

/** Folders that hold shared definitions and data files, not declarations. */
const notDeclarations = new Set(['_shared', 'data']);

/** Reports live in a `relatorios` folder of their module; every other file declares an entity. */
export const REPORTS_FOLDER = 'relatorios';
export const isReportFile = (path: string): boolean => basename(dirname(path)) === REPORTS_FOLDER;
/** Documents (one record printed as a page) live in a `documentos` folder of their module. */
export const DOCUMENTS_FOLDER = 'documentos';
export const isDocumentFile = (path: string): boolean => basename(dirname(path)) === DOCUMENTS_FOLDER;
/** Hand-written screens live in a `telas` folder of their module. */
export const SCREENS_FOLDER = 'telas';
export const isScreenFile = (path: string): boolean => basename(dirname(path)) === SCREENS_FOLDER;

function walk(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return notDeclarations.has(name) ? [] : walk(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

function parseJson(path: string, text: string, root: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new DeclarationError(`${relative(root, path)}: JSON inválido — ${(error as Error).message}`);
  }
}

/** A JSON file of the folder (a seed, a shared definition); invalid JSON names the file. */
export function readJsonFile(path: string, root: string): unknown {
  return parseJson(path, readFileSync(path, 'utf8'), root);
}

export interface DeclarationFile<T> {
  declaration: T;
  /** Relative to the working directory, for messages. */
  source: string;
  path: string;
  /** The file as written, to point at a problem's line. */
  text: string;
}

export interface SchemaFolder {
  /** Absolute path of the folder. */
  root: string;
  shared: SharedDefinitions;
  entities: DeclarationFile<EntityDeclaration>[];
  reports: DeclarationFile<ReportDeclaration>[];
  documents: DeclarationFile<DocumentDeclaration>[];
  screens: DeclarationFile<ScreenDeclaration>[];
}

function readDeclarations<T>(paths: string[], root: string): DeclarationFile<T>[] {
  return paths.map((path) => {
    const text = readFileSync(path, 'utf8');
    const declaration = parseJson(path, text, root) as T;
    const repeated = duplicateKey(text);
    if (repeated) throw new DeclarationError(`${relative(root, path)}:${repeated.line}: a chave "${repeated.key}" aparece duas vezes no mesmo objeto (o JSON guardaria só a última)`);
    return { declaration, source: relative(process.cwd(), path), path, text };
  });
}

export function readSchemaFolder(folder: string): SchemaFolder {
  const root = resolve(folder);
  const shared: SharedDefinitions = {};
  try {
    for (const path of walk(join(root, '_shared'))) {
      const document = readJsonFile(path, root) as JsonSchema;
      if (typeof document.$id === 'string') shared[document.$id] = document;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const paths = walk(root);
  return {
    root,
    shared,
    entities: readDeclarations<EntityDeclaration>(paths.filter((path) => !isReportFile(path) && !isDocumentFile(path) && !isScreenFile(path)), root),
    reports: readDeclarations<ReportDeclaration>(paths.filter(isReportFile), root),
    documents: readDeclarations<DocumentDeclaration>(paths.filter(isDocumentFile), root),
    screens: readDeclarations<ScreenDeclaration>(paths.filter(isScreenFile), root),
  };
}

/** The registry of a folder's declarations, without the server's checks of each file. */
export function registryOf({ entities, shared, reports, documents, screens }: SchemaFolder): Registry {
  return new Registry(entities, shared, reports, documents, screens);
}
